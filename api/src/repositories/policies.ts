import type { Locale, PolicyType } from '@lexdesk/shared/domain';
import type { PolicyRow } from '../db/schema';
import { iso, type RepositoryContext } from './db';

export type { PolicyRow } from '../db/schema';

export interface NewPolicy {
  type: PolicyType;
  lang: Locale;
  /** Sanitised already (services/policies.ts). */
  content: string;
}

/** A firm's published policies, one row per type and language. */
export function policiesRepository({ db }: RepositoryContext) {
  return {
    ofClient: (clientId: number): Promise<PolicyRow[]> =>
      db.selectFrom('policies').selectAll().where('client_id', '=', clientId).orderBy('type').orderBy('lang').execute(),
    find: (clientId: number, type: PolicyType, lang: Locale): Promise<PolicyRow | undefined> =>
      db
        .selectFrom('policies')
        .selectAll()
        .where('client_id', '=', clientId)
        .where('type', '=', type)
        .where('lang', '=', lang)
        .executeTakeFirst(),
    /** The posted set becomes the stored set: a language left out is removed. Run it in a transaction. */
    async replace(clientId: number, policies: readonly NewPolicy[], now: Date): Promise<void> {
      await db.deleteFrom('policies').where('client_id', '=', clientId).execute();
      if (policies.length === 0) return;
      await db
        .insertInto('policies')
        .values(policies.map((policy) => ({ client_id: clientId, ...policy, updated_at: iso(now) })))
        .execute();
    },
  };
}

export type PoliciesRepository = ReturnType<typeof policiesRepository>;
