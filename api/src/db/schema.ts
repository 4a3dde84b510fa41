import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import {
  DOCUMENT_COUNTRIES,
  DOCUMENT_LANGUAGES,
  DOCUMENT_TYPES,
  type DocumentCountry,
  type DocumentLanguage,
  type DocumentType,
  type LegalCaseStatus,
  type Locale,
  type PolicyType,
  type QuestionType,
} from '@lexdesk/shared/domain';
import type { AnonymisationCategory, AnonymisationDecision, AnonymisationStatus } from '@lexdesk/shared/contract';
import type { DocumentAccessAction } from '@lexdesk/shared/contract';
import type { PlanCode } from '../billing/plans';
import type { BillingStatus } from '../billing/provider';

// The database schema, declared once for both engines (migrations create the same tables on SQLite and
// PostgreSQL). Times are ISO-8601 UTC strings on both: they sort and compare as text. Flags are 0/1
// integers on both (SQLite has no boolean; PostgreSQL stores them as smallint).

/** A column the database fills (identity, default) and a row always has. */
type Id = Generated<number>;
/** A column computed by the database: read, never written. */
type Computed<T> = ColumnType<T, never, never>;
type Flag = 0 | 1;

export interface ClientsTable {
  id: Id;
  uuid: string;
  name: string | null;
  admin_id: number | null;
  mail_system: ColumnType<1 | 2, 1 | 2 | undefined, 1 | 2>;
  email_box: string | null;
  uses_kleos: ColumnType<Flag, Flag | undefined, Flag>;
  uses_dioxa: ColumnType<Flag, Flag | undefined, Flag>;
  trial_ends_at: string | null;
  /** 'active' while billing_status is not 'none' (kept in step by the clients repository). */
  subscription_status: ColumnType<'active' | 'none', 'active' | 'none' | undefined, 'active' | 'none'>;
  created_at: string;
  updated_at: string;
  // The subscription with the payment provider (migration 010).
  stripe_customer_id: ColumnType<string | null, string | null | undefined, string | null>;
  stripe_subscription_id: ColumnType<string | null, string | null | undefined, string | null>;
  subscription_plan: ColumnType<PlanCode | null, PlanCode | null | undefined, PlanCode | null>;
  billing_status: ColumnType<BillingStatus, BillingStatus | undefined, BillingStatus>;
  /** ISO time; access lasts until then once the subscription is cancelled. */
  current_period_end: ColumnType<string | null, string | null | undefined, string | null>;
  cancel_at_period_end: ColumnType<Flag, Flag | undefined, Flag>;
  /** The VAT number last recorded with the provider (normalised). */
  vat_number: ColumnType<string | null, string | null | undefined, string | null>;
  /** ISO time the provider created the last subscription event applied (migration 018); older ones are skipped. */
  subscription_event_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Provider events applied (migration 010): a delivery seen twice is applied once. */
export interface BillingEventsTable {
  event_id: string;
  type: string;
  client_id: number | null;
  received_at: string;
}

export interface UsersTable {
  id: Id;
  client_id: number | null;
  email: string;
  password_hash: string;
  name: string;
  /** `name` folded for search (lib/text.ts foldForSearch), written with it. */
  name_folded: string;
  firstname: string | null;
  lastname: string | null;
  admin: ColumnType<Flag, Flag | undefined, Flag>;
  /** The stored picture's file token (lib/storage.ts), null without one. */
  profile_picture: string | null;
  /** The user's language: their mails are written in it, and login restores it in the browser. */
  lang: ColumnType<Locale, Locale | undefined, Locale>;
  has_user_set_their_skills: ColumnType<Flag, Flag | undefined, Flag>;
  has_user_set_casus_on_their_site: ColumnType<Flag, Flag | undefined, Flag>;
  has_done_onboarding: ColumnType<Flag, Flag | undefined, Flag>;
  has_ever_received_a_case: ColumnType<Flag, Flag | undefined, Flag>;
  /** The versions of LexDesk's terms and privacy policy accepted at Subscribe, and when; null otherwise. */
  terms_version: ColumnType<string | null, string | null | undefined, string | null>;
  privacy_version: ColumnType<string | null, string | null | undefined, string | null>;
  legal_accepted_at: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  id_hash: string;
  user_id: number | null;
  csrf_token: string;
  created_at: string;
  last_seen_at: string;
}

export interface InvitationsTable {
  id: Id;
  client_id: number;
  email: string;
  token_hash: string;
  invited_by: number | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  /** Revoked by the administrator, or replaced by a newer link to the address (migration 016). */
  revoked_at: string | null;
}

export interface PasswordResetsTable {
  id: Id;
  email: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface SkillCategoriesTable {
  id: Id;
  code: string;
  description_fr: string;
  description_en: string;
  description_nl: string;
  position: number;
}

export interface LawCasesTable {
  id: Id;
  category_id: number;
  code: string;
  content_fr: string;
  content_en: string;
  content_nl: string;
  /** The contents folded for search, written with them. */
  content_fr_folded: string;
  content_en_folded: string;
  content_nl_folded: string;
  penal: Flag;
  position: number;
}

export interface QuestionsTable {
  id: Id;
  law_case_id: number;
  position: number;
  question_type: QuestionType;
  required: Flag;
  /** JSON: { "fr": "...", "en": "...", "nl": "..." } */
  title: string;
  /** JSON: [{ "value": "...", "label": { "fr", "en", "nl" } }] (empty for file, files, date, other) */
  answers: string;
  /** 1 on a date question from which a time limit runs (migration 014). */
  deadline: ColumnType<Flag, Flag | undefined, Flag>;
}

export interface UserSkillCategoriesTable {
  user_id: number;
  category_id: number;
}

export interface LegalCasesTable {
  id: Id;
  token: string;
  client_id: number;
  user_id: number | null;
  law_case_id: number | null;
  status: LegalCaseStatus;
  /** 0 new, 1 opened, 2 closed or refused: the list order, kept in the list indexes. */
  status_rank: Computed<number>;
  state: 'failure' | null;
  lang: Locale;
  litigant_firstname: string;
  litigant_lastname: string;
  litigant_email: string;
  litigant_phone: string;
  /** "first last" folded for the list search (lib/litigantName.ts), written with the case. */
  litigant_name_folded: string;
  /** JSON array in the specification's shape: [{ question_type, question: { title, answers }, answer }] */
  questions_and_answers: string;
  created_at: string;
  updated_at: string;
}

/** A firm's published policy in one language: sanitised rich text (services/policies.ts). */
export interface PoliciesTable {
  client_id: number;
  type: PolicyType;
  lang: Locale;
  content: string;
  updated_at: string;
}

/** Cases per firm, member (0: nobody) and list rank, kept by triggers (migration 004). */
export interface LegalCaseCountsTable {
  client_id: number;
  user_id: number;
  status_rank: number;
  n: number;
}

export interface DocumentsTable {
  id: Id;
  token: string;
  client_id: number | null;
  uploaded_by: number | null;
  origin: 'litigant' | 'lawyer' | 'provider';
  legal_case_id: number | null;
  name: string;
  mime: string;
  size: number;
  sha256: string;
  visibility: ColumnType<'public' | 'private', 'public' | 'private' | undefined, 'public' | 'private'>;
  state: ColumnType<
    'pending' | 'success' | 'processed' | 'failure',
    'pending' | 'success' | 'processed' | 'failure' | undefined,
    'pending' | 'success' | 'processed' | 'failure'
  >;
  created_at: string;
  updated_at: string;
  // The library's metadata (migration 008): list filters as columns, the rest of the form as JSON.
  type: ColumnType<DocumentType | null, DocumentType | null | undefined, DocumentType | null>;
  country: ColumnType<DocumentCountry | null, DocumentCountry | null | undefined, DocumentCountry | null>;
  nature: ColumnType<string | null, string | null | undefined, string | null>;
  /** YYYY-MM-DD. */
  legislation_date: ColumnType<string | null, string | null | undefined, string | null>;
  language: ColumnType<DocumentLanguage | null, DocumentLanguage | null | undefined, DocumentLanguage | null>;
  title: ColumnType<string | null, string | null | undefined, string | null>;
  anonymous: ColumnType<Flag, Flag | undefined, Flag>;
  /** A JSON object of the metadata form's other fields. */
  metadata: ColumnType<string, string | undefined, string>;
  source_lawyer_id: ColumnType<number | null, number | null | undefined, number | null>;
  proposed: ColumnType<Flag, Flag | undefined, Flag>;
  /** Extracted text, null until processing succeeded. */
  text: ColumnType<string | null, string | null | undefined, string | null>;
  page_count: ColumnType<number | null, number | null | undefined, number | null>;
  /** A message key (i18n.ts) saying why processing failed. */
  failure_reason: ColumnType<string | null, string | null | undefined, string | null>;
  summary: ColumnType<string | null, string | null | undefined, string | null>;
  /** A JSON array of labels. */
  categorization: ColumnType<string, string | undefined, string>;
  processed_at: ColumnType<string | null, string | null | undefined, string | null>;
  // The metadata form's and the tagging screen's (migration 012).
  /** The citation computed from the metadata (`citationOf`), null while it makes none. */
  reference: ColumnType<string | null, string | null | undefined, string | null>;
  /** A JSON array of suggested labels (the contract's SuggestedLabel). */
  unprocessed_openai_tag: ColumnType<string, string | undefined, string>;
  /** Who made the suggestions and the summary: `rules` or `llm:<model>`. */
  suggestions_provider: ColumnType<string | null, string | null | undefined, string | null>;
  /** A message key (i18n.ts) saying why the last suggestion run failed or what it left out. */
  suggestions_error: ColumnType<string | null, string | null | undefined, string | null>;
  /** The suggestion run queued and not ended yet (random id); only that run may write its result. */
  suggestions_run: ColumnType<string | null, string | null | undefined, string | null>;
  // The anonymisation (migration 013).
  anonymisation_status: ColumnType<AnonymisationStatus, AnonymisationStatus | undefined, AnonymisationStatus>;
  /** The detection run queued and not ended yet (random id); only that run may write its result. */
  anonymisation_run: ColumnType<string | null, string | null | undefined, string | null>;
  /** The text with the accepted entities replaced; set only while the anonymisation is validated. */
  anonymised_text: ColumnType<string | null, string | null | undefined, string | null>;
}

/** One occurrence to replace in a document's extracted text (migration 013). */
export interface AnonymisationEntitiesTable {
  id: Id;
  document_id: number;
  start_index: number;
  /** Exclusive. */
  end_index: number;
  content: string;
  category: AnonymisationCategory;
  /** The group's pseudonym, recomputed on every change in order of first appearance. */
  replacement: string;
  decision: AnonymisationDecision;
  /** The contract's `group` (a reserved word in SQL). */
  entity_group: string;
  /** `rules`, `llm:<model>` or `manual`. */
  source: string;
}

// The library's enumerations are the shared domain's (the browser's forms and the search structures use them).
export { DOCUMENT_COUNTRIES, DOCUMENT_LANGUAGES, DOCUMENT_TYPES };
export type { DocumentCountry, DocumentLanguage, DocumentType };

export interface LegalCaseDocumentsTable {
  legal_case_id: number;
  document_id: number;
  added_by: number | null;
  created_at: string;
}

/** The prompts the super administrator edited (migration 012); without a row, the product's default. */
export interface PromptsTable {
  name: string;
  prompt: string;
  updated_by: number | null;
  updated_at: string;
}

/** The law cases a document is about (migration 009): the case suggestions read them by law case. */
export interface DocumentLawCasesTable {
  document_id: number;
  law_case_id: number;
}

export type JobState = 'queued' | 'running' | 'done' | 'failed';

/** Work done outside requests (migration 008), claimed by one worker at a time until `locked_until`. */
export interface JobsTable {
  id: Id;
  kind: string;
  /** JSON. */
  payload: string;
  state: ColumnType<JobState, JobState | undefined, JobState>;
  attempts: ColumnType<number, number | undefined, number>;
  max_attempts: ColumnType<number, number | undefined, number>;
  run_after: string;
  locked_by: ColumnType<string | null, string | null | undefined, string | null>;
  locked_until: ColumnType<string | null, string | null | undefined, string | null>;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: string;
  updated_at: string;
}

export interface AppSecretsTable {
  name: string;
  value: string;
}

/** Fixed-window counters shared by every API instance (rate limits, login failures). */
export interface RateLimitsTable {
  key: string;
  count: number;
  window_ends_at: string;
}

/** Where an account has signed in before (hashed device cookie or address): its owner gets through a lockout. */
export interface KnownSignInsTable {
  user_id: number;
  kind: 'device' | 'address';
  value_hash: string;
  last_seen_at: string;
}

/** Proof-of-work challenges already spent, kept until they expire (a solution serves once). */
export interface SpentChallengesTable {
  id: string;
  expires_at: string;
}

/** The provider's accesses to a firm's private documents (migration 015), names copied at the time. */
export interface DocumentAccessLogTable {
  id: Id;
  client_id: number;
  document_id: number | null;
  document_token: string;
  document_name: string;
  user_id: number | null;
  user_name: string;
  user_email: string;
  action: DocumentAccessAction;
  created_at: string;
}

export interface SchemaMigrationsTable {
  version: number;
  name: string;
  applied_at: string;
}

export interface Schema {
  clients: ClientsTable;
  users: UsersTable;
  sessions: SessionsTable;
  invitations: InvitationsTable;
  password_resets: PasswordResetsTable;
  skill_categories: SkillCategoriesTable;
  law_cases: LawCasesTable;
  questions: QuestionsTable;
  user_skill_categories: UserSkillCategoriesTable;
  legal_cases: LegalCasesTable;
  legal_case_counts: LegalCaseCountsTable;
  documents: DocumentsTable;
  jobs: JobsTable;
  legal_case_documents: LegalCaseDocumentsTable;
  document_law_cases: DocumentLawCasesTable;
  prompts: PromptsTable;
  policies: PoliciesTable;
  app_secrets: AppSecretsTable;
  rate_limits: RateLimitsTable;
  known_sign_ins: KnownSignInsTable;
  spent_challenges: SpentChallengesTable;
  schema_migrations: SchemaMigrationsTable;
  billing_events: BillingEventsTable;
  anonymisation_entities: AnonymisationEntitiesTable;
  document_access_log: DocumentAccessLogTable;
}

export type ClientRow = Selectable<ClientsTable>;
export type UserRow = Selectable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type InvitationRow = Selectable<InvitationsTable>;
export type PasswordResetRow = Selectable<PasswordResetsTable>;
export type CategoryRow = Selectable<SkillCategoriesTable>;
export type LawCaseRow = Selectable<LawCasesTable>;
export type DocumentRow = Selectable<DocumentsTable>;
export type JobRow = Selectable<JobsTable>;
export type AnonymisationEntityRow = Selectable<AnonymisationEntitiesTable>;
export type PolicyRow = Selectable<PoliciesTable>;
export type NewLegalCaseRow = Insertable<LegalCasesTable>;
