import { sql } from 'kysely';
import type { RepositoryContext } from './db';

/**
 * The plan's pages a year, one counter per firm and calendar year (migration 017). A reservation is one
 * conditional upsert: the counter only moves when the pages fit under the limit, and on PostgreSQL the row stays
 * locked until the uploading transaction ends, so uploads sent together are judged one after the other and never
 * pass the limit together. Nothing here gives pages back: a deleted document keeps what it used.
 */
export function pageLedgerRepository({ db }: RepositoryContext) {
  return {
    async pagesUsed(clientId: number, year: number): Promise<number> {
      const row = await db
        .selectFrom('page_ledger')
        .select('pages')
        .where('client_id', '=', clientId)
        .where('year', '=', year)
        .executeTakeFirst();
      return Number(row?.pages ?? 0);
    },
    /** Adds `pages` to the firm's year if the total stays within `limit`; false (nothing changed) otherwise. */
    async reserve(clientId: number, year: number, pages: number, limit: number): Promise<boolean> {
      if (pages > limit) return false;
      const row = await db
        .insertInto('page_ledger')
        .values({ client_id: clientId, year, pages })
        .onConflict((conflict) =>
          conflict
            .columns(['client_id', 'year'])
            .doUpdateSet({ pages: sql<number>`page_ledger.pages + excluded.pages` })
            .where(sql<number>`page_ledger.pages + excluded.pages`, '<=', limit),
        )
        .returning('pages')
        .executeTakeFirst();
      return row !== undefined;
    },
    /** Adds `pages` to the firm's year whatever the limit: processing read more pages than were reserved. */
    async correct(clientId: number, year: number, pages: number): Promise<void> {
      if (pages <= 0) return;
      await db
        .insertInto('page_ledger')
        .values({ client_id: clientId, year, pages })
        .onConflict((conflict) =>
          conflict
            .columns(['client_id', 'year'])
            .doUpdateSet({ pages: sql<number>`page_ledger.pages + excluded.pages` }),
        )
        .execute();
    },
  };
}

export type PageLedgerRepository = ReturnType<typeof pageLedgerRepository>;
