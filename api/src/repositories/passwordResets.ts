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
  const issuedSince = db.prepare<[string, string], { n: number }>(
    'SELECT COUNT(*) AS n FROM password_resets WHERE email = ? AND created_at > ?',
  );

  return {
    findByTokenHash: (tokenHash: string): PasswordResetRow | undefined => byTokenHash.get(tokenHash),
    /**
     * Stores a new token for `email`, invalidating its earlier unused ones (only the latest mail
     * works), unless one was issued less than `minIntervalMs` ago, used or not: then nothing
     * changes and the answer is false (no new mail).
     */
    replaceUnlessRecent(email: string, tokenHash: string, expiresAt: Date, now: Date, minIntervalMs: number): boolean {
      return db.transaction(() => {
        const since = new Date(now.getTime() - minIntervalMs).toISOString();
        if ((issuedSince.get(email, since)?.n ?? 0) > 0) return false;
        removeUnused.run(email);
        insert.run(email, tokenHash, now.toISOString(), expiresAt.toISOString());
        return true;
      })();
    },
    markUsed(id: number, now: Date): boolean {
      return markUsed.run(now.toISOString(), id).changes === 1;
    },
  };
}

export type PasswordResetsRepository = ReturnType<typeof passwordResetsRepository>;
