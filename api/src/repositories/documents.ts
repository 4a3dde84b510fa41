import type { DocumentScope, DocumentStatusFilter } from '@lexdesk/shared/domain';
import { type Kysely, sql } from 'kysely';
import type { DocumentCountry, DocumentLanguage, DocumentRow, DocumentType, Schema } from '../db/schema';
import { iso, type RepositoryContext } from './db';
import {
  type FirmReader,
  inLibraryOf,
  inScope,
  mayAnonymise,
  mayAttach,
  mayDelete,
  mayDescribe,
  maySee,
  mayTag,
  ownedBy,
  type Reader,
  readsAnonymisedVersion,
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
  /** Pages reserved for it on its firm's page ledger (a firm's own library upload only). */
  ledgerPages?: number;
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
  anonymous: boolean;
  /** The metadata form's object as JSON (lib/documentMetadata.ts). */
  metadata: string;
  reference: string | null;
}

/** What a metadata save writes: the object, the columns kept in step with it, and the source rules' outcome. */
export interface MetadataUpdate {
  name: string;
  visibility: 'public' | 'private';
  sourceLawyerId: number | null;
  /** JSON of the metadata object. */
  metadata: string;
  type: DocumentType | null;
  country: DocumentCountry | null;
  language: DocumentLanguage | null;
  nature: string | null;
  legislationDate: string | null;
  title: string | null;
  anonymous: 0 | 1;
  reference: string | null;
}

/** What a labels save writes (the tagging screen's Save). */
export interface LabelsUpdate {
  /** JSON of the labels. */
  categorization: string;
  name?: string;
  /** success → processed (a document in another state keeps it). */
  processed: boolean;
}

/** The outcome of a suggestion run, written only by the run the document waits for. */
export interface SuggestionsOutcome {
  summary: string | null;
  /** JSON of the suggested labels. */
  tags: string;
  provider: string;
  /** A message key: what the run left out (passages not found), or null. */
  error: string | null;
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

/**
 * A document as one reader reads it: for a reader who gets the anonymised version (documentAccess), `text` is the
 * anonymised text and `anonymised_version` is true.
 */
export type ReadDocument = DocumentWithSource & { anonymised_version: boolean };

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

export function documentsRepository({ db, engine }: RepositoryContext) {
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
          anonymous: document.library?.anonymous ? 1 : 0,
          metadata: document.library?.metadata ?? '{}',
          reference: document.library?.reference ?? null,
          ledger_pages: document.ledgerPages ?? null,
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
    /** pending → success with the extracted text; false when the document was not pending (nothing written). */
    async recordText(id: number, text: string, pageCount: number | null, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('documents')
        .set({ state: 'success', text, page_count: pageCount, failure_reason: null, updated_at: iso(now) })
        .where('id', '=', id)
        .where('state', '=', 'pending')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    /**
     * Raises the pages a document holds on its firm's ledger to `pages` (never lowers them); answers what it held
     * before, its firm and the year it was charged to, or undefined for a document on no ledger (nothing changed).
     */
    async raiseLedgerPages(
      id: number,
      pages: number,
    ): Promise<{ clientId: number; year: number; before: number } | undefined> {
      const row = await db
        .selectFrom('documents')
        .select(['client_id', 'created_at', 'ledger_pages'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row || row.client_id === null || row.ledger_pages === null) return undefined;
      if (pages > row.ledger_pages)
        await db.updateTable('documents').set({ ledger_pages: pages }).where('id', '=', id).execute();
      return { clientId: row.client_id, year: Number(row.created_at.slice(0, 4)), before: row.ledger_pages };
    },
    /**
     * The account's uploads still waiting for processing. Inside a transaction on PostgreSQL the account's row is
     * locked first, so that uploads of one account sent together are counted one after the other (SQLite's one
     * connection is already held by the transaction).
     */
    async pendingUploadsOfLocked(userId: number): Promise<number> {
      if (engine === 'postgres')
        await db.selectFrom('users').select('id').where('id', '=', userId).forNoKeyUpdate().executeTakeFirst();
      const row = await db
        .selectFrom('documents')
        .select((eb) => eb.fn.countAll<number>().as('waiting'))
        .where('uploaded_by', '=', userId)
        // Written out, not bound: SQLite uses a partial index only for a condition it can read in the statement.
        .where(sql<boolean>`state = 'pending'`)
        .executeTakeFirst();
      return Number(row?.waiting ?? 0);
    },
    /** A document by token if this reader may see it (404 otherwise, never 403: it does not exist for them). */
    findVisible: async (reader: Reader, token: string): Promise<ReadDocument | undefined> =>
      asRead(
        await readBy(db, reader)
          .where('documents.token', '=', token)
          .where((eb) => maySee(eb, reader))
          .executeTakeFirst(),
      ),
    /** A document by token if this reader may list it (the library: never a litigant file). */
    findInLibrary: async (reader: Reader, token: string): Promise<ReadDocument | undefined> =>
      asRead(
        await readBy(db, reader)
          .where('documents.token', '=', token)
          .where((eb) => inLibraryOf(eb, reader))
          .executeTakeFirst(),
      ),
    /**
     * A library document by token with whether this reader may describe it (save its metadata) and tag it; on
     * PostgreSQL its row is locked until the caller's transaction ends, so two saves apply one after the other.
     */
    async findForLabelling(
      reader: Reader,
      token: string,
    ): Promise<(DocumentWithSource & { describable: boolean; taggable: boolean }) | undefined> {
      const query = withSource(db)
        .select((eb) => [
          eb.case().when(mayDescribe(eb, reader)).then(1).else(0).end().as('describable'),
          eb.case().when(mayTag(eb, reader)).then(1).else(0).end().as('taggable'),
        ])
        .where('documents.token', '=', token)
        .where((eb) => inLibraryOf(eb, reader));
      const row = await (engine === 'postgres' ? query.forUpdate('documents') : query).executeTakeFirst();
      return row && { ...row, describable: Number(row.describable) === 1, taggable: Number(row.taggable) === 1 };
    },
    /**
     * A library document by token with whether this reader may anonymise it (documentAccess.mayAnonymise); on
     * PostgreSQL its row is locked until the caller's transaction ends, so two reviews apply one after the other.
     */
    async findForAnonymisation(
      reader: Reader,
      token: string,
    ): Promise<(DocumentWithSource & { anonymisable: boolean }) | undefined> {
      const query = withSource(db)
        .select((eb) => eb.case().when(mayAnonymise(eb, reader)).then(1).else(0).end().as('anonymisable'))
        .where('documents.token', '=', token)
        .where((eb) => inLibraryOf(eb, reader));
      const row = await (engine === 'postgres' ? query.forUpdate('documents') : query).executeTakeFirst();
      return row && { ...row, anonymisable: Number(row.anonymisable) === 1 };
    },
    async saveMetadata(id: number, update: MetadataUpdate, now: Date): Promise<void> {
      await db
        .updateTable('documents')
        .set({
          name: update.name,
          visibility: update.visibility,
          source_lawyer_id: update.sourceLawyerId,
          metadata: update.metadata,
          type: update.type,
          country: update.country,
          language: update.language,
          nature: update.nature,
          legislation_date: update.legislationDate,
          title: update.title,
          anonymous: update.anonymous,
          reference: update.reference,
          updated_at: iso(now),
        })
        .where('id', '=', id)
        .execute();
    },
    async saveLabels(id: number, update: LabelsUpdate, now: Date): Promise<void> {
      await db
        .updateTable('documents')
        .set((eb) => ({
          categorization: update.categorization,
          ...(update.name === undefined ? {} : { name: update.name }),
          ...(update.processed
            ? {
                state: eb
                  .case()
                  .when('state', '=', 'success')
                  .then('processed' as const)
                  .else(eb.ref('state'))
                  .end(),
                processed_at: eb.case().when('state', '=', 'success').then(iso(now)).else(eb.ref('processed_at')).end(),
              }
            : {}),
          updated_at: iso(now),
        }))
        .where('id', '=', id)
        .execute();
    },
    /** A suggestion run is queued: from now on only `run` may write the document's suggestions. */
    async startSuggestions(id: number, run: string, now: Date): Promise<void> {
      await db
        .updateTable('documents')
        .set({ suggestions_run: run, updated_at: iso(now) })
        .where('id', '=', id)
        .execute();
    },
    /** The run's result replaces the suggestions; false when a newer run (or a deletion) superseded it. */
    async recordSuggestions(id: number, run: string, outcome: SuggestionsOutcome, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('documents')
        .set({
          summary: outcome.summary,
          unprocessed_openai_tag: outcome.tags,
          suggestions_provider: outcome.provider,
          suggestions_error: outcome.error,
          suggestions_run: null,
          updated_at: iso(now),
        })
        .where('id', '=', id)
        .where('suggestions_run', '=', run)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
    /** The run failed (a message key): the previous suggestions stay; false when a newer run superseded it. */
    async failSuggestions(id: number, run: string, error: string, now: Date): Promise<boolean> {
      const result = await db
        .updateTable('documents')
        .set({ suggestions_error: error, suggestions_run: null, updated_at: iso(now) })
        .where('id', '=', id)
        .where('suggestions_run', '=', run)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
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
    /**
     * The extracted texts of those of `tokens` the reader may see and whose processing succeeded (the anonymised
     * text for a reader who gets the anonymised version), with what the access log records.
     */
    readyTexts: (
      reader: Reader,
      tokens: readonly string[],
    ): Promise<Pick<DocumentRow, 'id' | 'token' | 'text' | 'name' | 'client_id' | 'visibility' | 'origin'>[]> =>
      db
        .selectFrom('documents')
        .select((eb) => [
          'documents.id',
          'documents.token',
          eb
            .case()
            .when(readsAnonymisedVersion(eb, reader))
            .then(eb.ref('documents.anonymised_text'))
            .else(eb.ref('documents.text'))
            .end()
            .as('text'),
          'documents.name',
          'documents.client_id',
          'documents.visibility',
          'documents.origin',
        ])
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
    /** Takes a library document out of a case; false when it was not in it. */
    async detachFromCase(legalCaseId: number, documentToken: string): Promise<boolean> {
      const result = await db
        .deleteFrom('legal_case_documents')
        .where('legal_case_id', '=', legalCaseId)
        .where('document_id', 'in', db.selectFrom('documents').select('id').where('token', '=', documentToken))
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
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

/** Documents with their source lawyer's name. */
function withSource(db: Kysely<Schema>) {
  return db
    .selectFrom('documents')
    .leftJoin('users as source', 'source.id', 'documents.source_lawyer_id')
    .selectAll('documents')
    .select('source.name as source_lawyer_name');
}

/** Documents with their source lawyer's name and whether this reader gets the anonymised version. */
function readBy(db: Kysely<Schema>, reader: Reader) {
  return withSource(db).select((eb) =>
    eb.case().when(readsAnonymisedVersion(eb, reader)).then(1).else(0).end().as('anonymised_version'),
  );
}

function asRead(
  row: (DocumentWithSource & { anonymised_version: number | string }) | undefined,
): ReadDocument | undefined {
  if (!row) return undefined;
  const anonymised = Number(row.anonymised_version) === 1;
  return { ...row, text: anonymised ? row.anonymised_text : row.text, anonymised_version: anonymised };
}
