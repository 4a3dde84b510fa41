import type { DocumentRow } from '../db/schema';
import { iso, type RepositoryContext } from './db';

export type { DocumentRow } from '../db/schema';
export type DocumentOrigin = DocumentRow['origin'];

export interface NewDocument {
  token: string;
  clientId: number;
  uploadedBy: number | null;
  origin: DocumentOrigin;
  legalCaseId: number | null;
  name: string;
  mime: string;
  size: number;
  sha256: string;
}

export function documentsRepository({ db }: RepositoryContext) {
  return {
    /** A document of this firm only: another firm's token is simply not found. */
    findByToken: (clientId: number, token: string): Promise<DocumentRow | undefined> =>
      db
        .selectFrom('documents')
        .selectAll()
        .where('token', '=', token)
        .where('client_id', '=', clientId)
        .executeTakeFirst(),
    litigantFilesOf: (legalCaseId: number): Promise<DocumentRow[]> =>
      db
        .selectFrom('documents')
        .selectAll()
        .where('legal_case_id', '=', legalCaseId)
        .where('origin', '=', 'litigant')
        .orderBy('id')
        .execute(),
    async create(document: NewDocument, now: Date): Promise<number> {
      const row = await db
        .insertInto('documents')
        .values({
          token: document.token,
          client_id: document.clientId,
          uploaded_by: document.uploadedBy,
          origin: document.origin,
          legal_case_id: document.legalCaseId,
          name: document.name,
          mime: document.mime,
          size: document.size,
          sha256: document.sha256,
          visibility: 'private',
          state: 'pending',
          created_at: iso(now),
          updated_at: iso(now),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    /** A document whose file could not be stored. */
    async markFailed(token: string, now: Date): Promise<void> {
      await db
        .updateTable('documents')
        .set({ state: 'failure', failure_reason: 'document_file_missing', updated_at: iso(now) })
        .where('token', '=', token)
        .execute();
    },
    findById: (id: number): Promise<DocumentRow | undefined> =>
      db.selectFrom('documents').selectAll().where('id', '=', id).executeTakeFirst(),
    /** pending → failure with its reason (a message key). */
    async markFailedById(id: number, reason: string, now: Date): Promise<void> {
      await db
        .updateTable('documents')
        .set({ state: 'failure', failure_reason: reason, updated_at: iso(now) })
        .where('id', '=', id)
        .where('state', '=', 'pending')
        .execute();
    },
    /** pending → success with the extracted text. */
    async recordText(id: number, text: string, pageCount: number | null, now: Date): Promise<void> {
      await db
        .updateTable('documents')
        .set({ state: 'success', text, page_count: pageCount, failure_reason: null, updated_at: iso(now) })
        .where('id', '=', id)
        .where('state', '=', 'pending')
        .execute();
    },
    /** Bytes stored for the firm's documents (its storage quota counts them). */
    async bytesOfFirm(clientId: number): Promise<number> {
      const row = await db
        .selectFrom('documents')
        .select((eb) => eb.fn.sum<number>('size').as('bytes'))
        .where('client_id', '=', clientId)
        .executeTakeFirst();
      return Number(row?.bytes ?? 0);
    },
  };
}

export type DocumentsRepository = ReturnType<typeof documentsRepository>;
