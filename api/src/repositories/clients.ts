import { randomUUID } from 'node:crypto';
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

/** Firms (the specifications call them clients): by id for members, by uuid for the public intake form. */
export function clientsRepository({ db }: RepositoryContext) {
  const byId = (id: number) => db.selectFrom('clients').selectAll().where('id', '=', id).executeTakeFirst();

  return {
    findById: (id: number): Promise<ClientRow | undefined> => byId(id),
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
