import { iso, isUniqueViolation, type RepositoryContext } from './db';

/** Proof-of-work challenges already used: a solved challenge serves one submission. */
export function spentChallengesRepository({ db }: RepositoryContext) {
  return {
    /** False when the challenge was spent already (the primary key refuses it a second time). */
    async spend(id: string, expiresAt: Date, now: Date): Promise<boolean> {
      await db.deleteFrom('spent_challenges').where('expires_at', '<=', iso(now)).execute();
      try {
        await db
          .insertInto('spent_challenges')
          .values({ id, expires_at: iso(expiresAt) })
          .execute();
        return true;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },
  };
}

export type SpentChallengesRepository = ReturnType<typeof spentChallengesRepository>;
