import type {
  DocumentCountry,
  DocumentScope,
  DocumentStatusFilter,
  DocumentType,
  DocumentVisibility,
} from '@lexdesk/shared/domain';
import { type Expression, expressionBuilder, type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Engine } from '../db/engine';
import type { DocumentRow, Schema } from '../db/schema';
import type { RepositoryContext } from './db';
import { type FirmReader, inLibraryOf, inScope, type Reader, readsAnonymisedVersion } from './documentAccess';
import { STATES_OF_FILTER } from './documents';

// Full-text search (migration 009). SQLite: the FTS5 table documents_fts (bm25, snippet()); PostgreSQL: the
// document_search vectors (GIN, ts_rank, ts_headline). Both are kept by triggers on documents. The engines'
// query languages only ever receive words the service cut out of the user's text, each quoted here. What a
// reader may find is documentAccess's rule, compiled into these statements (which name the table `documents`,
// as its fragments do). A reader who gets a document's anonymised version (documentAccess.readsAnonymisedVersion)
// finds it through the index of the anonymised texts only (documents_anonymised_fts, document_search_anonymised:
// migration 013), and its excerpt is cut from that text: a replaced name neither finds it nor shows.

/** The engines wrap each matched word of an excerpt in these (private-use characters), before HTML escaping. */
export const MARK_START = '\uE000';
export const MARK_END = '\uE001';

/** A word of the query; `prefix`: it also matches longer words ("contra" finds "contrat"). */
export interface SearchWord {
  kind: 'word';
  value: string;
  prefix: boolean;
}
/** Words that must follow each other ("bail commercial" between quotes). */
export interface SearchPhrase {
  kind: 'phrase';
  words: string[];
}
export type SearchItem = SearchWord | SearchPhrase;
/**
 * The terms as the service parsed them (services/documentSearch.ts, parseSearchTerms): every group must match;
 * within a group, any item. Words hold letters and digits only.
 */
export type ParsedTerms = SearchItem[][];

export interface SearchQuery {
  reader: Reader;
  terms: ParsedTerms;
  type?: DocumentType;
  country?: DocumentCountry;
  nature?: string;
  legislationDate?: string;
  visibility?: DocumentVisibility;
  status?: DocumentStatusFilter;
  /** Their union; none: everything the reader may see. */
  scopes: DocumentScope[];
  /** With the scope `case`: the case's id (the service checked it is the reader's firm's). */
  legalCaseId?: number;
  limit: number;
  offset: number;
}

export type SearchRow = Pick<
  DocumentRow,
  | 'id'
  | 'token'
  | 'name'
  | 'mime'
  | 'type'
  | 'country'
  | 'language'
  | 'nature'
  | 'legislation_date'
  | 'visibility'
  | 'state'
  | 'origin'
  | 'created_at'
  | 'size'
  | 'proposed'
  | 'title'
  | 'page_count'
  | 'failure_reason'
  | 'source_lawyer_id'
  | 'reference'
  | 'client_id'
> & {
  /** The excerpt as the engine wrote it: the document's raw text with MARK_START/MARK_END around matches. */
  excerpt: string;
};

export type SuggestionRow = Omit<SearchRow, 'excerpt'> & {
  /** true: about the case's own law case; false: about another law case of its category. */
  same_law_case: boolean;
};

/** A document's columns as results show them. */
const RESULT_COLUMNS = sql.raw(
  [
    'id',
    'token',
    'name',
    'mime',
    'type',
    'country',
    'language',
    'nature',
    'legislation_date',
    'visibility',
    'state',
    'origin',
    'created_at',
    'size',
    'proposed',
    'title',
    'page_count',
    'failure_reason',
    'source_lawyer_id',
    'reference',
    'client_id',
  ]
    .map((column) => `documents.${column}`)
    .join(', '),
);

/** Characters of a document's text shown when the terms did not match it (a name match) or without terms. */
const PLAIN_EXCERPT_LENGTH = 240;

/**
 * What the reader may find (documentAccess: the library they may see, never a litigant file) and asked for:
 * filters and scopes, on the table `documents`.
 */
function filters(query: SearchQuery): Expression<SqlBool> {
  const eb = expressionBuilder<Schema, 'documents'>();
  const { reader } = query;
  const conditions = [inLibraryOf(eb, reader)];
  if (query.type !== undefined) conditions.push(eb('documents.type', '=', query.type));
  if (query.country !== undefined) conditions.push(eb('documents.country', '=', query.country));
  if (query.nature !== undefined) conditions.push(eb('documents.nature', '=', query.nature));
  if (query.legislationDate !== undefined)
    conditions.push(eb('documents.legislation_date', '=', query.legislationDate));
  if (query.visibility !== undefined) conditions.push(eb('documents.visibility', '=', query.visibility));
  if (query.status !== undefined) conditions.push(eb('documents.state', 'in', STATES_OF_FILTER[query.status]));
  if (query.scopes.length > 0)
    conditions.push(eb.or(query.scopes.map((scope) => inScope(eb, reader, scope, query.legalCaseId))));
  return eb.and(conditions);
}

/** Whether the reader gets the document's anonymised version (documentAccess), on the table `documents`. */
function anonymisedFor(reader: Reader): Expression<SqlBool> {
  return readsAnonymisedVersion(expressionBuilder<Schema, 'documents'>(), reader);
}

/** The text the reader gets: the anonymised one for a reader of the anonymised version, else the extracted one. */
function readerText(reader: Reader): RawBuilder<string | null> {
  if (reader.superAdmin) return sql<string | null>`documents.text`;
  return sql<string | null>`CASE WHEN ${anonymisedFor(reader)} THEN documents.anonymised_text ELSE documents.text END`;
}

type PageRow = Omit<SearchRow, 'excerpt'> & { total: number | string };

/** The total the page rows carry; past the last match the page is empty and the matches are counted apart. */
async function totalOf(
  page: PageRow[],
  query: SearchQuery,
  count: () => Promise<{ rows: { n: number }[] }>,
): Promise<number> {
  if (page.length > 0) return Number(page[0]?.total);
  if (query.offset === 0) return 0;
  return Number((await count()).rows[0]?.n ?? 0);
}

// ---- SQLite: FTS5 ----------------------------------------------------------------------------------

/** An FTS5 query: every word a quoted string (the service's words hold letters and digits only). */
export function fts5Query(terms: ParsedTerms): string {
  const item = (term: SearchItem) =>
    term.kind === 'phrase' ? `"${term.words.join(' ')}"` : `"${term.value}"${term.prefix ? '*' : ''}`;
  return terms
    .map((group) => (group.length === 1 ? item(group[0] as SearchItem) : `(${group.map(item).join(' OR ')})`))
    .join(' AND ');
}

/** The name counts ten times a word of the text. */
const SQLITE_RANK = sql.raw('bm25(documents_fts, 10.0, 1.0)');
const SQLITE_ANONYMISED_RANK = sql.raw('bm25(documents_anonymised_fts, 10.0, 1.0)');

/**
 * Every match the reader may find, as (id, rank, anonymised): the extracted texts' index for what they read in the
 * original, the anonymised texts' for what they read anonymised (the provider's staff always read the original).
 */
function sqliteMatches(query: SearchQuery) {
  const match = fts5Query(query.terms);
  const original = sql`SELECT documents.id AS id, ${SQLITE_RANK} AS rank, 0 AS anonymised
    FROM documents_fts CROSS JOIN documents ON documents.id = documents_fts.rowid
    WHERE documents_fts MATCH ${match} AND ${filters(query)}`;
  if (query.reader.superAdmin) return original;
  const anonymised = anonymisedFor(query.reader);
  return sql`${original} AND NOT (${anonymised})
    UNION ALL
    SELECT documents.id AS id, ${SQLITE_ANONYMISED_RANK} AS rank, 1 AS anonymised
    FROM documents_anonymised_fts CROSS JOIN documents ON documents.id = documents_anonymised_fts.rowid
    WHERE documents_anonymised_fts MATCH ${match} AND ${filters(query)} AND ${anonymised}`;
}

/** The page. (FTS5's bm25() cannot run beside a window function: the total is counted apart.) */
export function sqliteSearchQuery(query: SearchQuery) {
  return sql<Omit<SearchRow, 'excerpt'> & { anonymised: number }>`WITH matches AS (${sqliteMatches(query)})
    SELECT ${RESULT_COLUMNS}, matches.anonymised AS anonymised
    FROM matches CROSS JOIN documents ON documents.id = matches.id
    ORDER BY matches.rank, documents.id DESC
    LIMIT ${query.limit} OFFSET ${query.offset}`;
}

/** The matches counted (apart from the page: see sqliteSearchQuery). */
export function sqliteCountQuery(query: SearchQuery) {
  return sql<{ n: number }>`WITH matches AS (${sqliteMatches(query)}) SELECT count(*) AS n FROM matches`;
}

/**
 * Excerpts of the page's rows only (snippet() on every match would read each matched text): `ids` from the
 * extracted texts, `anonymisedIds` from the anonymised ones.
 */
export function sqliteExcerptsQuery(query: SearchQuery, ids: readonly number[], anonymisedIds: readonly number[] = []) {
  const match = fts5Query(query.terms);
  const original = sql`SELECT documents_fts.rowid AS id,
      snippet(documents_fts, 1, ${MARK_START}, ${MARK_END}, '…', 32) AS excerpt, documents_fts.text AS text
    FROM documents_fts
    WHERE documents_fts MATCH ${match} AND documents_fts.rowid IN (${sql.join([...ids, -1])})`;
  if (anonymisedIds.length === 0) return sql<{ id: number; excerpt: string | null; text: string | null }>`${original}`;
  return sql<{ id: number; excerpt: string | null; text: string | null }>`${original}
    UNION ALL
    SELECT documents_anonymised_fts.rowid AS id,
      snippet(documents_anonymised_fts, 1, ${MARK_START}, ${MARK_END}, '…', 32) AS excerpt,
      documents_anonymised_fts.anonymised_text AS text
    FROM documents_anonymised_fts
    WHERE documents_anonymised_fts MATCH ${match} AND documents_anonymised_fts.rowid IN (${sql.join([...anonymisedIds])})`;
}

async function sqliteSearch(db: Kysely<Schema>, query: SearchQuery): Promise<{ rows: SearchRow[]; total: number }> {
  const page = (await sqliteSearchQuery(query).execute(db)).rows;
  const counted = await sqliteCountQuery(query).execute(db);
  const total = Number(counted.rows[0]?.n ?? 0);
  const excerpts = new Map<number, string>();
  if (page.length > 0) {
    const found = await sqliteExcerptsQuery(
      query,
      page.filter((row) => Number(row.anonymised) !== 1).map((row) => row.id),
      page.filter((row) => Number(row.anonymised) === 1).map((row) => row.id),
    ).execute(db);
    for (const row of found.rows) {
      // A match in the name only: snippet() of the text marks nothing; its beginning is shown.
      // (Cut by UTF-16 units: a half emoji at the end is dropped.)
      const excerpt = row.excerpt?.includes(MARK_START)
        ? row.excerpt
        : (row.text ?? '').slice(0, PLAIN_EXCERPT_LENGTH).replace(/[\uD800-\uDBFF]$/u, '');
      excerpts.set(row.id, excerpt);
    }
  }
  return {
    rows: page.map(({ anonymised: _, ...row }) => ({ ...row, excerpt: excerpts.get(row.id) ?? '' })),
    total,
  };
}

// ---- PostgreSQL: tsvector ----------------------------------------------------------------------------

/** A to_tsquery text: every word quoted (letters and digits only, so no quote to escape), `:*` for a prefix. */
export function tsqueryText(terms: ParsedTerms): string {
  const item = (term: SearchItem) =>
    term.kind === 'phrase'
      ? `(${term.words.map((word) => `'${word}'`).join(' <-> ')})`
      : `'${term.value}'${term.prefix ? ':*' : ''}`;
  return terms
    .map((group) => (group.length === 1 ? item(group[0] as SearchItem) : `(${group.map(item).join(' | ')})`))
    .join(' & ');
}

/** The terms in one configuration (to_tsquery with a constant configuration is folded once, at planning). */
const tsqueryIn = (config: 'lexdesk_french' | 'lexdesk_dutch' | 'lexdesk_simple', text: string) =>
  sql`to_tsquery(${sql.lit(config)}, ${text})`;

/** The terms in each language's configuration: a French document matches the French stems, and so on. */
function postgresTsquery(text: string): RawBuilder<unknown> {
  return sql`(${tsqueryIn('lexdesk_french', text)} || ${tsqueryIn('lexdesk_dutch', text)} || ${tsqueryIn('lexdesk_simple', text)})`;
}

/**
 * The terms in the document's own configuration, for ranking: a French vector holds French stems only, so the
 * Dutch and simple halves of the matching query would only be compared in vain (a prefix three times over).
 */
function rankTsquery(text: string): RawBuilder<unknown> {
  return sql`CASE s.config WHEN 'lexdesk_french'::regconfig THEN ${tsqueryIn('lexdesk_french', text)}
    WHEN 'lexdesk_dutch'::regconfig THEN ${tsqueryIn('lexdesk_dutch', text)}
    ELSE ${tsqueryIn('lexdesk_simple', text)} END`;
}

/** The plan must not depend on statistics: the GIN index and the filters' indexes, never a scan of documents. */
export const POSTGRES_SEARCH_SETTINGS = ['enable_seqscan = off'] as const;

/**
 * ts_headline parses the whole text it is given: a 300-page judgment would cost hundreds of milliseconds per
 * result. Its excerpt is taken from the first characters only (a match further in shows the beginning).
 */
const HEADLINE_TEXT_LENGTH = 100_000;

const HEADLINE_OPTIONS = `StartSel="${MARK_START}", StopSel="${MARK_END}", MaxWords=40, MinWords=15, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;

/**
 * The whole search in one statement: the page, the count of every match, and the page's excerpts.
 * - `matches` (materialized) ranks each visible match once, keeping only (id, rank): the window that counts
 *   them and the sort then handle two numbers per match, not the vectors (which would spill to disk), and
 *   ts_rank reads each vector (a TOAST fetch) once.
 * - Only the page's rows read their documents' columns and text; ts_headline runs on those ten alone.
 */
export function postgresSearchQuery(query: SearchQuery) {
  const text = tsqueryText(query.terms);
  return sql<PageRow & { excerpt: string }>`WITH matches AS MATERIALIZED (${postgresMatches(query, text)}), page AS (
      SELECT id, rank, anonymised, count(*) OVER () AS total FROM matches
      ORDER BY rank DESC, id DESC LIMIT ${query.limit} OFFSET ${query.offset}
    )
    SELECT ${RESULT_COLUMNS}, page.total,
      ts_headline(s.config, left(coalesce(CASE WHEN page.anonymised = 1 THEN documents.anonymised_text ELSE documents.text END, ''), ${HEADLINE_TEXT_LENGTH}), ${postgresTsquery(text)}, ${HEADLINE_OPTIONS}) AS excerpt
    FROM page JOIN documents ON documents.id = page.id JOIN document_search s ON s.document_id = documents.id
    ORDER BY page.rank DESC, documents.id DESC`;
}

/**
 * Every match the reader may find, ranked, as (id, rank, anonymised): the extracted texts' vectors for what they
 * read in the original, the anonymised texts' for what they read anonymised (the provider's staff always read the
 * original).
 */
function postgresMatches(query: SearchQuery, text: string) {
  const original = sql`SELECT s.document_id AS id, ts_rank(s.vector, ${rankTsquery(text)}) AS rank, 0 AS anonymised
      FROM document_search s JOIN documents ON documents.id = s.document_id
      WHERE s.vector @@ ${postgresTsquery(text)} AND ${filters(query)}`;
  if (query.reader.superAdmin) return original;
  const anonymised = anonymisedFor(query.reader);
  return sql`${original} AND NOT (${anonymised})
    UNION ALL
    SELECT s.document_id AS id, ts_rank(s.vector, ${rankTsquery(text)}) AS rank, 1 AS anonymised
      FROM document_search_anonymised s JOIN documents ON documents.id = s.document_id
      WHERE s.vector @@ ${postgresTsquery(text)} AND ${filters(query)} AND ${anonymised}`;
}

/** The matches counted alone: asked only for a page past the last match (the page query counts otherwise). */
export function postgresCountQuery(query: SearchQuery) {
  return sql<{ n: number }>`SELECT count(*) AS n FROM (${postgresMatches(query, tsqueryText(query.terms))}) matches`;
}

async function postgresSearch(db: Kysely<Schema>, query: SearchQuery): Promise<{ rows: SearchRow[]; total: number }> {
  return db.transaction().execute(async (trx) => {
    for (const setting of POSTGRES_SEARCH_SETTINGS) await sql`SET LOCAL ${sql.raw(setting)}`.execute(trx);
    const page = (await postgresSearchQuery(query).execute(trx)).rows;
    const total = await totalOf(page, query, () => postgresCountQuery(query).execute(trx));
    return { rows: page.map(({ total: _, ...row }) => row), total };
  });
}

// ---- Without terms: the filters alone, newest first --------------------------------------------------

async function filteredList(
  db: Kysely<Schema>,
  engine: Engine,
  query: SearchQuery,
): Promise<{ rows: SearchRow[]; total: number }> {
  const run = async (executor: Kysely<Schema>) => {
    const page = await sql<SearchRow>`SELECT ${RESULT_COLUMNS},
        substr(coalesce(${readerText(query.reader)}, ''), 1, ${PLAIN_EXCERPT_LENGTH}) AS excerpt
      FROM documents WHERE ${filters(query)}
      ORDER BY documents.created_at DESC, documents.id DESC LIMIT ${query.limit} OFFSET ${query.offset}`.execute(
      executor,
    );
    const counted = await sql<{ n: number }>`SELECT count(*) AS n FROM documents WHERE ${filters(query)}`.execute(
      executor,
    );
    return { rows: page.rows, total: Number(counted.rows[0]?.n ?? 0) };
  };
  if (engine === 'sqlite') return run(db);
  return db.transaction().execute(run);
}

export interface SuggestionQuery {
  reader: FirmReader;
  legalCaseId: number;
  lawCaseId: number;
  limit: number;
  offset: number;
}

export function documentSearchRepository({ db, engine }: RepositoryContext) {
  return {
    async search(query: SearchQuery): Promise<{ rows: SearchRow[]; total: number }> {
      if (query.terms.length === 0) return filteredList(db, engine, query);
      return engine === 'sqlite' ? sqliteSearch(db, query) : postgresSearch(db, query);
    },
    /**
     * Processed documents the firm may see (its own, the public ones) about the case's law case or another of
     * its category, not attached to the case; the case's own law case first, then newest.
     */
    async suggestions(query: SuggestionQuery): Promise<{ rows: SuggestionRow[]; total: number }> {
      const eb = expressionBuilder<Schema, 'documents'>();
      const matching = sql`FROM documents
        JOIN (
          SELECT dl.document_id, max(CASE WHEN dl.law_case_id = ${query.lawCaseId} THEN 1 ELSE 0 END) AS same_law_case
          FROM document_law_cases dl
          WHERE dl.law_case_id IN (
            SELECT sibling.id FROM law_cases sibling
            WHERE sibling.category_id = (SELECT own.category_id FROM law_cases own WHERE own.id = ${query.lawCaseId})
          )
          GROUP BY dl.document_id
        ) about ON about.document_id = documents.id
        WHERE documents.state = 'processed' AND ${inLibraryOf(eb, query.reader)}
          AND NOT EXISTS (
            SELECT 1 FROM legal_case_documents lcd
            WHERE lcd.legal_case_id = ${query.legalCaseId} AND lcd.document_id = documents.id
          )`;
      const page = await sql<Omit<SuggestionRow, 'same_law_case'> & { same_law_case: number }>`SELECT ${RESULT_COLUMNS},
          about.same_law_case ${matching}
        ORDER BY about.same_law_case DESC, documents.created_at DESC, documents.id DESC
        LIMIT ${query.limit} OFFSET ${query.offset}`.execute(db);
      const counted = await sql<{ n: number }>`SELECT count(*) AS n ${matching}`.execute(db);
      return {
        rows: page.rows.map((row) => ({ ...row, same_law_case: Number(row.same_law_case) === 1 })),
        total: Number(counted.rows[0]?.n ?? 0),
      };
    },
    /** The law cases a document is about, with their texts in every language, by id. */
    lawCasesOf: (documentId: number) =>
      db
        .selectFrom('document_law_cases')
        .innerJoin('law_cases', 'law_cases.id', 'document_law_cases.law_case_id')
        .select(['law_cases.id', 'law_cases.content_fr', 'law_cases.content_en', 'law_cases.content_nl'])
        .where('document_law_cases.document_id', '=', documentId)
        .orderBy('law_cases.id')
        .execute(),
    /**
     * The law cases a document is about (its metadata's `lawcases`), replacing the stored ones. The metadata
     * form's save calls it (the suggestions read this table, not the JSON).
     */
    async setLawCases(documentId: number, lawCaseIds: readonly number[]): Promise<void> {
      await db.deleteFrom('document_law_cases').where('document_id', '=', documentId).execute();
      const unique = [...new Set(lawCaseIds)];
      if (unique.length === 0) return;
      // Only law cases that exist: a stale id in a saved form is dropped, not an error.
      await sql`INSERT INTO document_law_cases (document_id, law_case_id)
        SELECT ${documentId}, l.id FROM law_cases l WHERE l.id IN (${sql.join(unique)})`.execute(db);
    },
  };
}

export type DocumentSearchRepository = ReturnType<typeof documentSearchRepository>;
