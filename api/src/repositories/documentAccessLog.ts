import type { DocumentAccessAction } from '@lexdesk/shared/contract';
import type { Selectable } from 'kysely';
import type { DocumentAccessLogTable } from '../db/schema';
import { iso, type RepositoryContext } from './db';

export type DocumentAccessLogRow = Selectable<DocumentAccessLogTable>;

export interface NewDocumentAccess {
  clientId: number;
  document: { id: number; token: string; name: string };
  user: { id: number; name: string; email: string };
  action: DocumentAccessAction;
}

// The provider's accesses to firms' private documents (migration 015): written by services/documentAccessLog.ts
// only, read a page at a time by the firm's administrator.
export function documentAccessLogRepository({ db }: RepositoryContext) {
  return {
    async record(access: NewDocumentAccess, now: Date): Promise<void> {
      await db
        .insertInto('document_access_log')
        .values({
          client_id: access.clientId,
          document_id: access.document.id,
          document_token: access.document.token,
          document_name: access.document.name,
          user_id: access.user.id,
          user_name: access.user.name,
          user_email: access.user.email,
          action: access.action,
          created_at: iso(now),
        })
        .execute();
    },
    /** Whether the same person's same action on the same document has a line since `since`. */
    async recordedSince(access: NewDocumentAccess, since: Date): Promise<boolean> {
      const row = await db
        .selectFrom('document_access_log')
        .select('id')
        .where('client_id', '=', access.clientId)
        .where('created_at', '>=', iso(since))
        .where('document_id', '=', access.document.id)
        .where('user_id', '=', access.user.id)
        .where('action', '=', access.action)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },
    /** One page of the firm's lines, newest first (the index `document_access_log_client`), and their total. */
    async pageOfFirm(
      clientId: number,
      limit: number,
      offset: number,
    ): Promise<{ rows: DocumentAccessLogRow[]; total: number }> {
      return db.transaction().execute(async (trx) => {
        const counted = await trx
          .selectFrom('document_access_log')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('client_id', '=', clientId)
          .executeTakeFirstOrThrow();
        const rows = await trx
          .selectFrom('document_access_log')
          .selectAll('document_access_log')
          .where('document_access_log.client_id', '=', clientId)
          .orderBy('document_access_log.created_at', 'desc')
          .orderBy('document_access_log.id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute();
        return { rows, total: Number(counted.n) };
      });
    },
  };
}
