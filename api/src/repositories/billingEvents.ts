import { iso, type RepositoryContext } from './db';

/** Provider events already applied (webhook deliveries come at least once, possibly to several instances). */
export function billingEventsRepository({ db }: RepositoryContext) {
  return {
    /**
     * Records the event; false when it was recorded before. Run in the transaction that applies the event:
     * a second delivery racing the first waits on the key and then finds it taken.
     */
    async record(eventId: string, type: string, clientId: number | null, now: Date): Promise<boolean> {
      const result = await db
        .insertInto('billing_events')
        .values({ event_id: eventId, type, client_id: clientId, received_at: iso(now) })
        .onConflict((conflict) => conflict.column('event_id').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },
  };
}

export type BillingEventsRepository = ReturnType<typeof billingEventsRepository>;
