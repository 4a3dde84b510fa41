import { randomUUID } from 'node:crypto';
import type { Db } from '../db';

export interface ClientRow {
  id: number;
  uuid: string;
  name: string | null;
  admin_id: number | null;
  mail_system: 1 | 2;
  email_box: string | null;
  uses_kleos: 0 | 1;
  uses_dioxa: 0 | 1;
  trial_ends_at: string | null;
  subscription_status: 'active' | 'none';
  created_at: string;
  updated_at: string;
}

export interface NewClient {
  name: string | null;
  trialEndsAt: Date | null;
  mailSystem?: 1 | 2;
  emailBox?: string | null;
  usesKleos?: boolean;
  usesDioxa?: boolean;
  subscriptionStatus?: 'active' | 'none';
}

export function clientsRepository(db: Db) {
  const byId = db.prepare<[number], ClientRow>('SELECT * FROM clients WHERE id = ?');
  const insert = db.prepare(`INSERT INTO clients (uuid, name, mail_system, email_box, uses_kleos, uses_dioxa,
      trial_ends_at, subscription_status, created_at, updated_at)
    VALUES (@uuid, @name, @mailSystem, @emailBox, @usesKleos, @usesDioxa, @trialEndsAt, @subscriptionStatus, @now, @now)`);
  const setAdmin = db.prepare('UPDATE clients SET admin_id = ?, updated_at = ? WHERE id = ?');
  const setName = db.prepare('UPDATE clients SET name = ?, updated_at = ? WHERE id = ?');

  return {
    findById: (id: number): ClientRow | undefined => byId.get(id),
    create(client: NewClient, now: Date): ClientRow {
      const { lastInsertRowid } = insert.run({
        uuid: randomUUID(),
        name: client.name,
        mailSystem: client.mailSystem ?? 2,
        emailBox: client.emailBox ?? null,
        usesKleos: client.usesKleos ? 1 : 0,
        usesDioxa: client.usesDioxa ? 1 : 0,
        trialEndsAt: client.trialEndsAt?.toISOString() ?? null,
        subscriptionStatus: client.subscriptionStatus ?? 'none',
        now: now.toISOString(),
      });
      const created = byId.get(Number(lastInsertRowid));
      if (!created) throw new Error('client insert returned no row');
      return created;
    },
    setAdmin(id: number, userId: number, now: Date): void {
      setAdmin.run(userId, now.toISOString(), id);
    },
    setName(id: number, name: string, now: Date): void {
      setName.run(name, now.toISOString(), id);
    },
  };
}

export type ClientsRepository = ReturnType<typeof clientsRepository>;
