import type { Db } from '../db';

export interface PasswordResetRow {
  id: number;
  email: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export function passwordResetsRepository(db: Db) {
  const byTokenHash = db.prepare<[string], PasswordResetRow>('SELECT * FROM password_resets WHERE token_hash = ?');
  const insert = db.prepare(
    'INSERT INTO password_resets (email, token_hash, created_at, expires_at) VALUES (?, ?, ?, ?)',
  );
  const removeUnused = db.prepare('DELETE FROM password_resets WHERE email = ? AND used_at IS NULL');
  const markUsed = db.prepare('UPDATE password_resets SET used_at = ? WHERE id = ? AND used_at IS NULL');

  return {
    findByTokenHash: (tokenHash: string): PasswordResetRow | undefined => byTokenHash.get(tokenHash),
    /** Creating a token invalidates the earlier unused ones: only the latest mail works. */
    replace(email: string, tokenHash: string, expiresAt: Date, now: Date): void {
      db.transaction(() => {
        removeUnused.run(email);
        insert.run(email, tokenHash, now.toISOString(), expiresAt.toISOString());
      })();
    },
    markUsed(id: number, now: Date): boolean {
      return markUsed.run(now.toISOString(), id).changes === 1;
    },
  };
}

export type PasswordResetsRepository = ReturnType<typeof passwordResetsRepository>;
