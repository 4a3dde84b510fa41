import type { Kysely } from 'kysely';
import { metadataWithColumns, referenceOf } from '../../lib/documentMetadata';
import { foldForSearch } from '../../lib/text';
import { foldLitigantName } from '../../lib/litigantName';
import type { Engine } from '../engine';
import type { Schema } from '../schema';
import initPostgres from './001_init.postgres';
import initSqlite from './001_init.sqlite';
import legalCasesPostgres from './002_legal_cases.postgres';
import legalCasesSqlite from './002_legal_cases.sqlite';
import sharedState from './003_shared_state';
import legalCaseCountsPostgres from './004_legal_case_counts.postgres';
import legalCaseCountsSqlite from './004_legal_case_counts.sqlite';
import office from './005_office';
import legalAcceptance from './006_legal_acceptance';
import legalCaseSearch from './007_legal_case_search';
import documentsLibraryPostgres from './008_documents_library.postgres';
import documentsLibrarySqlite from './008_documents_library.sqlite';
import documentSearchPostgres from './009_document_search.postgres';
import documentSearchSqlite from './009_document_search.sqlite';
import billingPostgres from './010_billing.postgres';
import billingSqlite from './010_billing.sqlite';
import documentSearchInlinePostgres from './011_document_search_inline.postgres';
import documentSearchInlineSqlite from './011_document_search_inline.sqlite';
import documentLabellingPostgres from './012_document_labelling.postgres';
import documentLabellingSqlite from './012_document_labelling.sqlite';
import anonymisationPostgres from './013_anonymisation.postgres';
import anonymisationSqlite from './013_anonymisation.sqlite';
import questionDeadlinePostgres from './014_question_deadline.postgres';
import questionDeadlineSqlite from './014_question_deadline.sqlite';
import documentAccessLogPostgres from './015_document_access_log.postgres';
import documentAccessLogSqlite from './015_document_access_log.sqlite';
import invitationRevocation from './016_invitation_revocation';
import pageLedgerPostgres from './017_page_ledger.postgres';
import pageLedgerSqlite from './017_page_ledger.sqlite';
import subscriptionEventOrder from './018_subscription_event_order';

export interface Migration {
  version: number;
  name: string;
  /** The DDL of this version for each engine; both produce the same tables, columns and indexes. */
  sql: Record<Engine, string>;
  /** A data step run after the DDL, in the same transaction (for what SQL alone cannot compute). */
  after?: (db: Kysely<Schema>) => Promise<void>;
}

/** Rows written before the folded search columns existed get them filled with the same folding as new rows. */
async function fillFoldedColumns(db: Kysely<Schema>): Promise<void> {
  const users = await db.selectFrom('users').select(['id', 'name']).execute();
  for (const user of users) {
    await db
      .updateTable('users')
      .set({ name_folded: foldForSearch(user.name) })
      .where('id', '=', user.id)
      .execute();
  }
  const lawCases = await db.selectFrom('law_cases').select(['id', 'content_fr', 'content_en', 'content_nl']).execute();
  for (const lawCase of lawCases) {
    await db
      .updateTable('law_cases')
      .set({
        content_fr_folded: foldForSearch(lawCase.content_fr),
        content_en_folded: foldForSearch(lawCase.content_en),
        content_nl_folded: foldForSearch(lawCase.content_nl),
      })
      .where('id', '=', lawCase.id)
      .execute();
  }
}

/** Cases received before version 007 get their folded litigant name, as the repository writes it. */
async function fillLitigantNames(db: Kysely<Schema>): Promise<void> {
  const cases = await db.selectFrom('legal_cases').select(['id', 'litigant_firstname', 'litigant_lastname']).execute();
  for (const row of cases) {
    await db
      .updateTable('legal_cases')
      .set({ litigant_name_folded: foldLitigantName(row.litigant_firstname, row.litigant_lastname) })
      .where('id', '=', row.id)
      .execute();
  }
}

/** Documents described before version 012 get the citation their metadata makes, as a save computes it. */
async function fillReferences(db: Kysely<Schema>): Promise<void> {
  const documents = await db
    .selectFrom('documents')
    .select(['id', 'metadata', 'type', 'country', 'language', 'nature', 'legislation_date', 'title'])
    .where('type', 'is not', null)
    .where('reference', 'is', null)
    .execute();
  for (const document of documents) {
    const reference = referenceOf(metadataWithColumns(document.metadata, document));
    if (reference === null) continue;
    await db.updateTable('documents').set({ reference }).where('id', '=', document.id).execute();
  }
}

/** Every version, in order. A released version is never edited: a change is a new version. */
export const MIGRATIONS: readonly Migration[] = [
  { version: 1, name: 'init', sql: { sqlite: initSqlite, postgres: initPostgres } },
  { version: 2, name: 'legal_cases', sql: { sqlite: legalCasesSqlite, postgres: legalCasesPostgres } },
  { version: 3, name: 'shared_state', sql: { sqlite: sharedState, postgres: sharedState }, after: fillFoldedColumns },
  {
    version: 4,
    name: 'legal_case_counts',
    sql: { sqlite: legalCaseCountsSqlite, postgres: legalCaseCountsPostgres },
  },
  { version: 5, name: 'office', sql: { sqlite: office, postgres: office } },
  { version: 6, name: 'legal_acceptance', sql: { sqlite: legalAcceptance, postgres: legalAcceptance } },
  {
    version: 7,
    name: 'legal_case_search',
    sql: { sqlite: legalCaseSearch, postgres: legalCaseSearch },
    after: fillLitigantNames,
  },
  {
    version: 8,
    name: 'documents_library',
    sql: { sqlite: documentsLibrarySqlite, postgres: documentsLibraryPostgres },
  },
  { version: 9, name: 'document_search', sql: { sqlite: documentSearchSqlite, postgres: documentSearchPostgres } },
  { version: 10, name: 'billing', sql: { sqlite: billingSqlite, postgres: billingPostgres } },
  {
    version: 11,
    name: 'document_search_inline',
    sql: { sqlite: documentSearchInlineSqlite, postgres: documentSearchInlinePostgres },
  },
  {
    version: 12,
    name: 'document_labelling',
    sql: { sqlite: documentLabellingSqlite, postgres: documentLabellingPostgres },
    after: fillReferences,
  },
  { version: 13, name: 'anonymisation', sql: { sqlite: anonymisationSqlite, postgres: anonymisationPostgres } },
  {
    version: 14,
    name: 'question_deadline',
    sql: { sqlite: questionDeadlineSqlite, postgres: questionDeadlinePostgres },
  },
  {
    version: 15,
    name: 'document_access_log',
    sql: { sqlite: documentAccessLogSqlite, postgres: documentAccessLogPostgres },
  },
  { version: 16, name: 'invitation_revocation', sql: { sqlite: invitationRevocation, postgres: invitationRevocation } },
  { version: 17, name: 'page_ledger', sql: { sqlite: pageLedgerSqlite, postgres: pageLedgerPostgres } },
  {
    version: 18,
    name: 'subscription_event_order',
    sql: { sqlite: subscriptionEventOrder, postgres: subscriptionEventOrder },
  },
  // The demo library's seed stored each citation in the metadata only, not in the column lists read it from.
  { version: 19, name: 'demo_library_references', sql: { sqlite: '', postgres: '' }, after: fillReferences },
];
