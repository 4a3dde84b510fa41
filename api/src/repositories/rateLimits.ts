import { sql } from 'kysely';
import { iso, type RepositoryContext } from './db';

export interface WindowCount {
  count: number;
  windowEndsAt: Date;
}

/**
 * Fixed-window counters in the database, so every API instance counts the same attempts. One statement
 * per hit (an upsert that restarts an ended window): concurrent hits never lose a count.
 */
export function rateLimitsRepository({ db }: RepositoryContext) {
  return {
    async hit(key: string, windowMs: number, now: Date): Promise<WindowCount> {
      const at = iso(now);
      const ends = iso(new Date(now.getTime() + windowMs));
      const row = await db
        .insertInto('rate_limits')
        .values({ key, count: 1, window_ends_at: ends })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({
            count: sql<number>`CASE WHEN rate_limits.window_ends_at <= ${at} THEN 1 ELSE rate_limits.count + 1 END`,
            window_ends_at: sql<string>`CASE WHEN rate_limits.window_ends_at <= ${at} THEN excluded.window_ends_at
              ELSE rate_limits.window_ends_at END`,
          }),
        )
        .returning(['count', 'window_ends_at'])
        .executeTakeFirstOrThrow();
      return { count: Number(row.count), windowEndsAt: new Date(row.window_ends_at) };
    },
    /** The current window's count without adding to it (0 once the window has ended). */
    async peek(key: string, now: Date): Promise<WindowCount> {
      const row = await db
        .selectFrom('rate_limits')
        .select(['count', 'window_ends_at'])
        .where('key', '=', key)
        .where('window_ends_at', '>', iso(now))
        .executeTakeFirst();
      return row
        ? { count: Number(row.count), windowEndsAt: new Date(row.window_ends_at) }
        : { count: 0, windowEndsAt: now };
    },
    async deleteExpired(now: Date): Promise<void> {
      await db.deleteFrom('rate_limits').where('window_ends_at', '<=', iso(now)).execute();
    },
  };
}

export type RateLimitsRepository = ReturnType<typeof rateLimitsRepository>;
