import type { DocumentScope, DocumentStatusFilter } from '@lexdesk/shared/domain';
import type { Kysely } from 'kysely';
import type { DocumentCountry, DocumentLanguage, DocumentRow, DocumentType, Schema } from '../db/schema';
import { iso, type RepositoryContext } from './db';
import {
  type FirmReader,
  inLibraryOf,
  inScope,
  mayAttach,
  mayDelete,
  maySee,
  ownedBy,
  type Reader,
} from './documentAccess';

export type { DocumentRow } from '../db/schema';
export type DocumentOrigin = DocumentRow['origin'];

export interface NewDocument {
  token: string;
  clientId: number | null;
  uploadedBy: number | null;
  origin: DocumentOrigin;
  legalCaseId: number | null;
  name: string;
  mime: string;
  size: number;
  sha256: string;
  /** Library uploads only (intake files keep the defaults: private, no metadata). */
  library?: LibraryFields;
}

export interface LibraryFields {
  visibility: 'public' | 'private';
  sourceLawyerId: number | null;
  proposed: boolean;
  type: DocumentType | null;
  country: DocumentCountry | null;
  language: DocumentLanguage | null;
  nature: string | null;
  legislationDate: string | null;
  title: string | null;
}

/** The states each status filter of the lists and the search stands for. */
export const STATES_OF_FILTER: Record<DocumentStatusFilter, DocumentRow['state'][]> = {
  processed: ['processed'],
  'pending|success': ['pending', 'success'],
  failure: ['failure'],
};

export interface DocumentListQuery {
  reader: Reader;
  limit: number;
  offset: number;
  status?: DocumentStatusFilter;
  proposed?: boolean;
  /** Any of them (their union); none: everything the reader may see in the library. */
  scopes: DocumentScope[];
  /** With scope `case`: the case's id (already checked to be the reader's firm's). */
  legalCaseId?: number;
}

/** A document with its source lawyer's name (the lists and the upload answer show it). */
export type DocumentWithSource = DocumentRow & { source_lawyer_name: string | null };

/** A document the reader may see, and what deleting it would meet (documentAccess.mayDelete). */
export type DeletionTarget = Pick<DocumentRow, 'id' | 'token' | 'visibility'> & { own: boolean; deletable: boolean };

/**
 * The statements of `GET /api/documents`: its total and its page (newest first). Exported for the plan tests
 * (api/test/documents-plan.test.ts): each scope reads its own index, never the whole table.
 */
export function documentListQueries(db: Kysely<Schema>, query: DocumentListQuery) {
  const filtered = db.selectFrom('documents').where((eb) => {
    const { reader } = query;
    const conditions = [inLibraryOf(eb, reader)];
    if (query.scopes.length > 0)
      conditions.push(eb.or(query.scopes.map((scope) => inScope(eb, reader, scope, query.legalCaseId))));
    if (query.status) conditions.push(eb('documents.state', 'in', STATES_OF_FILTER[query.status]));
    if (query.proposed !== undefined) conditions.push(eb('documents.proposed', '=', query.proposed ? 1 : 0));
    return eb.and(conditions);
  });
  return {
    count: filtered.select((eb) => eb.fn.countAll<number | string>().as('n')),
    page: filtered
      .leftJoin('users as source', 'source.id', 'documents.source_lawyer_id')
      .selectAll('documents')
      .select('source.name as source_lawyer_name')
      .orderBy('documents.created_at', 'desc')
      .orderBy('documents.id', 'desc')
      .limit(query.limit)
      .offset(query.offset),
  };
}

export function documentsRepository({ db }: RepositoryContext) {
  return {
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
          visibility: document.library?.visibility ?? 'private',
          state: 'pending',
          created_at: iso(now),
          updated_at: iso(now),
          source_lawyer_id: document.library?.sourceLawyerId ?? null,
          proposed: document.library?.proposed ? 1 : 0,
          type: document.library?.type ?? null,
          country: document.library?.country ?? null,
          language: document.library?.language ?? null,
          nature: document.library?.nature ?? null,
          legislation_date: document.library?.legislationDate ?? null,
          title: document.library?.title ?? null,
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
    /** A document by token if this reader may see it (404 otherwise, never 403: it does not exist for them). */
    findVisible: (reader: Reader, token: string): Promise<DocumentWithSource | undefined> =>
      withSource(db)
        .where('documents.token', '=', token)
        .where((eb) => maySee(eb, reader))
        .executeTakeFirst(),
    /** A document by token if this firm member may attach it to one of their firm's cases. */
    findAttachable: (reader: FirmReader, token: string): Promise<DocumentWithSource | undefined> =>
      withSource(db)
        .where('documents.token', '=', token)
        .where((eb) => mayAttach(eb, reader))
        .executeTakeFirst(),
    /** A document by token if this reader may see it, with whether it is theirs and whether they may delete it. */
    findForDeletion: async (reader: Reader, token: string): Promise<DeletionTarget | undefined> => {
      const row = await db
        .selectFrom('documents')
        .select(['documents.id', 'documents.token', 'documents.visibility'])
        .select((eb) => [
          eb.case().when(ownedBy(eb, reader)).then(1).else(0).end().as('own'),
          eb.case().when(mayDelete(eb, reader)).then(1).else(0).end().as('deletable'),
        ])
        .where('documents.token', '=', token)
        .where((eb) => maySee(eb, reader))
        .executeTakeFirst();
      return row && { ...row, own: Number(row.own) === 1, deletable: Number(row.deletable) === 1 };
    },
    async list(query: DocumentListQuery): Promise<{ rows: DocumentWithSource[]; total: number }> {
      // Count and page in one transaction (one snapshot), both built on it: SQLite has one connection.
      return db.transaction().execute(async (trx) => {
        const { count, page } = documentListQueries(trx, query);
        const counted = await count.executeTakeFirstOrThrow();
        const rows = await page.execute();
        return { rows, total: Number(counted.n) };
      });
    },
    /** The extracted texts of those of `tokens` the reader may see and whose processing succeeded. */
    readyTexts: (reader: Reader, tokens: readonly string[]): Promise<{ token: string; text: string | null }[]> =>
      db
        .selectFrom('documents')
        .select(['documents.token', 'documents.text'])
        .where('documents.token', 'in', [...tokens])
        .where('documents.state', 'in', ['success', 'processed'])
        .where('documents.text', 'is not', null)
        .where((eb) => maySee(eb, reader))
        .execute(),
    /**
     * Deletes the row if this reader may (its job then finds nothing left to do); false when it was gone
     * already or is not theirs to delete.
     */
    async delete(reader: Reader, id: number): Promise<boolean> {
      const result = await db
        .deleteFrom('documents')
        .where('documents.id', '=', id)
        .where((eb) => mayDelete(eb, reader))
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
    /** Attaches a document to a case; attaching twice changes nothing. */
    async attachToCase(legalCaseId: number, documentId: number, addedBy: number, now: Date): Promise<void> {
      await db
        .insertInto('legal_case_documents')
        .values({ legal_case_id: legalCaseId, document_id: documentId, added_by: addedBy, created_at: iso(now) })
        .onConflict((oc) => oc.columns(['legal_case_id', 'document_id']).doNothing())
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
    /**
     * Pages of the firm's own library documents created at or after `since` (the plan's pages a year):
     * not the litigants' intake files, not the provider's documents. A document still being read counts 0.
     */
    async libraryPagesOfFirmSince(clientId: number, since: string): Promise<number> {
      const row = await db
        .selectFrom('documents')
        .select((eb) => eb.fn.sum<number>('page_count').as('pages'))
        .where('client_id', '=', clientId)
        .where('origin', '=', 'lawyer')
        .where('created_at', '>=', since)
        .executeTakeFirst();
      return Number(row?.pages ?? 0);
    },
  };
}

export type DocumentsRepository = ReturnType<typeof documentsRepository>;

/** Documents with their source lawyer's name. */
function withSource(db: Kysely<Schema>) {
  return db
    .selectFrom('documents')
    .leftJoin('users as source', 'source.id', 'documents.source_lawyer_id')
    .selectAll('documents')
    .select('source.name as source_lawyer_name');
}
