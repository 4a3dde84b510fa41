import { randomUUID } from 'node:crypto';
import type { PlanCode } from '../billing/plans';
import type { BillingStatus } from '../billing/provider';
import type { ClientRow } from '../db/schema';
import { iso, type RepositoryContext } from './db';

export type { ClientRow } from '../db/schema';

export interface NewClient {
  name: string | null;
  trialEndsAt: Date | null;
  mailSystem?: 1 | 2;
  emailBox?: string | null;
  usesKleos?: boolean;
  usesDioxa?: boolean;
  subscriptionStatus?: 'active' | 'none';
}

/** What LexDesk records of a firm's subscription with the payment provider. */
export interface SubscriptionRecord {
  /** null for a subscription recorded without the provider (the demo firm's). */
  subscriptionId: string | null;
  plan: PlanCode | null;
  status: BillingStatus;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
}

function subscriptionColumns(record: SubscriptionRecord, now: Date) {
  return {
    stripe_subscription_id: record.subscriptionId,
    subscription_plan: record.plan,
    billing_status: record.status,
    subscription_status: record.status === 'none' ? ('none' as const) : ('active' as const),
    current_period_end: record.currentPeriodEnd,
    cancel_at_period_end: record.cancelAtPeriodEnd ? (1 as const) : (0 as const),
    updated_at: iso(now),
  };
}

/** Firms (the specifications call them clients): by id for members, by uuid for the public intake form. */
export function clientsRepository({ db, engine }: RepositoryContext) {
  const byId = (id: number) => db.selectFrom('clients').selectAll().where('id', '=', id).executeTakeFirst();

  return {
    findById: (id: number): Promise<ClientRow | undefined> => byId(id),
    namesByIds: async (ids: readonly number[]): Promise<{ id: number; name: string | null }[]> =>
      ids.length === 0 ? [] : db.selectFrom('clients').select(['id', 'name']).where('id', 'in', ids).execute(),
    /**
     * Inside a transaction, the firm's row as of now, held until the transaction ends: PostgreSQL locks the row
     * (`FOR UPDATE`), SQLite's one connection is already held by the transaction. Checks that count and then
     * write (a plan's free seats) run one firm at a time.
     */
    findByIdLocked: (id: number): Promise<ClientRow | undefined> => {
      const query = db.selectFrom('clients').selectAll().where('id', '=', id);
      return (engine === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
    },
    findByUuid: (uuid: string): Promise<ClientRow | undefined> =>
      db.selectFrom('clients').selectAll().where('uuid', '=', uuid).executeTakeFirst(),
    create: (client: NewClient, now: Date): Promise<ClientRow> =>
      db
        .insertInto('clients')
        .values({
          uuid: randomUUID(),
          name: client.name,
          mail_system: client.mailSystem ?? 2,
          email_box: client.emailBox ?? null,
          uses_kleos: client.usesKleos ? 1 : 0,
          uses_dioxa: client.usesDioxa ? 1 : 0,
          trial_ends_at: client.trialEndsAt ? iso(client.trialEndsAt) : null,
          subscription_status: client.subscriptionStatus ?? 'none',
          created_at: iso(now),
          updated_at: iso(now),
        })
        .returningAll()
        .executeTakeFirstOrThrow(),
    async setAdmin(id: number, userId: number, now: Date): Promise<void> {
      await db
        .updateTable('clients')
        .set({ admin_id: userId, updated_at: iso(now) })
        .where('id', '=', id)
        .execute();
    },
    async setMailSystem(id: number, mailSystem: 1 | 2, emailBox: string | null, now: Date): Promise<void> {
      await db
        .updateTable('clients')
        .set({ mail_system: mailSystem, email_box: emailBox, updated_at: iso(now) })
        .where('id', '=', id)
        .execute();
    },
    async setIntegrations(id: number, flags: { uses_kleos?: 0 | 1; uses_dioxa?: 0 | 1 }, now: Date): Promise<void> {
      await db
        .updateTable('clients')
        .set({ ...flags, updated_at: iso(now) })
        .where('id', '=', id)
        .execute();
    },
    findByStripeCustomer: (customerId: string): Promise<ClientRow | undefined> =>
      db.selectFrom('clients').selectAll().where('stripe_customer_id', '=', customerId).executeTakeFirst(),
    /**
     * Stores the provider's customer unless the firm has one already (two requests racing: the first wins);
     * answers the firm's customer id either way.
     */
    async setCustomerIfNone(id: number, customerId: string, now: Date): Promise<string> {
      await db
        .updateTable('clients')
        .set({ stripe_customer_id: customerId, updated_at: iso(now) })
        .where('id', '=', id)
        .where('stripe_customer_id', 'is', null)
        .execute();
      const row = await db
        .selectFrom('clients')
        .select('stripe_customer_id')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return row.stripe_customer_id ?? customerId;
    },
    async setVatNumber(id: number, vat: string, now: Date): Promise<void> {
      await db
        .updateTable('clients')
        .set({ vat_number: vat, updated_at: iso(now) })
        .where('id', '=', id)
        .execute();
    },
    /** The subscription's state; subscription_status (001) follows billing_status. */
    async recordSubscription(id: number, record: SubscriptionRecord, now: Date): Promise<void> {
      await db.updateTable('clients').set(subscriptionColumns(record, now)).where('id', '=', id).execute();
    },
    /**
     * A provider event's subscription state, unless the firm holds a newer event's (`eventAt`, ISO): answers
     * whether it was applied. One conditional UPDATE, so instances receiving deliveries at once keep the newest;
     * an event as old as the stored one is applied (the provider's times are in seconds: ties keep arrival order).
     */
    async recordSubscriptionEvent(id: number, record: SubscriptionRecord, eventAt: string, now: Date) {
      const result = await db
        .updateTable('clients')
        .set({ ...subscriptionColumns(record, now), subscription_event_at: eventAt })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('subscription_event_at', 'is', null), eb('subscription_event_at', '<=', eventAt)]))
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
    /** A failed renewal payment: late, still subscribed (only a subscribed firm changes). */
    async markPastDue(id: number, now: Date): Promise<void> {
      await db
        .updateTable('clients')
        .set({ billing_status: 'past_due', updated_at: iso(now) })
        .where('id', '=', id)
        .where('billing_status', '!=', 'none')
        .execute();
    },
    async setName(id: number, name: string, now: Date): Promise<void> {
      await db
        .updateTable('clients')
        .set({ name, updated_at: iso(now) })
        .where('id', '=', id)
        .execute();
    },
  };
}

export type ClientsRepository = ReturnType<typeof clientsRepository>;
