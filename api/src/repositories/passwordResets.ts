import type { PasswordResetRow } from '../db/schema';
import { iso, type RepositoryContext } from './db';

export type { PasswordResetRow } from '../db/schema';

export function passwordResetsRepository({ db }: RepositoryContext) {
  return {
    findByTokenHash: (tokenHash: string): Promise<PasswordResetRow | undefined> =>
      db.selectFrom('password_resets').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst(),
    /** Whether a token was issued for `email` after `since`, used or not. */
    async issuedSince(email: string, since: Date): Promise<boolean> {
      const row = await db
        .selectFrom('password_resets')
        .select('id')
        .where('email', '=', email)
        .where('created_at', '>', iso(since))
        .executeTakeFirst();
      return row !== undefined;
    },
    /** Stores a new token for `email`, invalidating its earlier unused ones (only the latest mail works). */
    async replace(email: string, tokenHash: string, expiresAt: Date, now: Date): Promise<void> {
      await db.deleteFrom('password_resets').where('email', '=', email).where('used_at', 'is', null).execute();
      await db
        .insertInto('password_resets')
        .values({ email, token_hash: tokenHash, created_at: iso(now), expires_at: iso(expiresAt) })
        .execute();
    },
    async markUsed(id: number, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('password_resets')
        .set({ used_at: iso(now) })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

export type PasswordResetsRepository = ReturnType<typeof passwordResetsRepository>;
