import type { Db } from '../db';

export interface SessionRow {
  id_hash: string;
  user_id: number | null;
  csrf_token: string;
  created_at: string;
  last_seen_at: string;
}

export function sessionsRepository(db: Db) {
  const byHash = db.prepare<[string], SessionRow>('SELECT * FROM sessions WHERE id_hash = ?');
  const insert = db.prepare(
    'INSERT INTO sessions (id_hash, user_id, csrf_token, created_at, last_seen_at) VALUES (?, ?, ?, ?, ?)',
  );
  const touch = db.prepare('UPDATE sessions SET last_seen_at = ? WHERE id_hash = ?');
  const remove = db.prepare('DELETE FROM sessions WHERE id_hash = ?');
  const removeOfUser = db.prepare('DELETE FROM sessions WHERE user_id = ?');
  const removeExpired = db.prepare('DELETE FROM sessions WHERE last_seen_at < ? OR created_at < ?');

  return {
    find: (idHash: string): SessionRow | undefined => byHash.get(idHash),
    create(idHash: string, userId: number | null, csrfToken: string, now: Date): void {
      const at = now.toISOString();
      insert.run(idHash, userId, csrfToken, at, at);
    },
    touch(idHash: string, now: Date): void {
      touch.run(now.toISOString(), idHash);
    },
    delete(idHash: string): void {
      remove.run(idHash);
    },
    deleteOfUser(userId: number): void {
      removeOfUser.run(userId);
    },
    deleteExpired(lastSeenBefore: Date, createdBefore: Date): number {
      return removeExpired.run(lastSeenBefore.toISOString(), createdBefore.toISOString()).changes;
    },
  };
}

export type SessionsRepository = ReturnType<typeof sessionsRepository>;
