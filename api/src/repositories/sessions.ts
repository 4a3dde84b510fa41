import type { SessionRow } from '../db/schema';
import { iso, type RepositoryContext } from './db';

export type { SessionRow } from '../db/schema';

export function sessionsRepository({ db }: RepositoryContext) {
  return {
    find: (idHash: string): Promise<SessionRow | undefined> =>
      db.selectFrom('sessions').selectAll().where('id_hash', '=', idHash).executeTakeFirst(),
    async create(idHash: string, userId: number | null, csrfToken: string, now: Date): Promise<void> {
      await db
        .insertInto('sessions')
        .values({
          id_hash: idHash,
          user_id: userId,
          csrf_token: csrfToken,
          created_at: iso(now),
          last_seen_at: iso(now),
        })
        .execute();
    },
    async touch(idHash: string, now: Date): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ last_seen_at: iso(now) })
        .where('id_hash', '=', idHash)
        .execute();
    },
    async delete(idHash: string): Promise<void> {
      await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
    },
    async deleteOfUser(userId: number): Promise<void> {
      await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
    },
    async deleteExpired(lastSeenBefore: Date, createdBefore: Date): Promise<number> {
      const result = await db
        .deleteFrom('sessions')
        .where((eb) => eb.or([eb('last_seen_at', '<', iso(lastSeenBefore)), eb('created_at', '<', iso(createdBefore))]))
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type SessionsRepository = ReturnType<typeof sessionsRepository>;
