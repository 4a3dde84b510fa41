import { sql, type Kysely } from 'kysely';
import type { Engine } from '../db/engine';
import type { Schema } from '../db/schema';
import { anonymisationRepository } from './anonymisation';
import { billingEventsRepository } from './billingEvents';
import { clientsRepository } from './clients';
import { demoLibraryRepository } from './demoLibrary';
import { documentAccessLogRepository } from './documentAccessLog';
import { documentSearchRepository } from './documentSearch';
import { documentsRepository } from './documents';
import { invitationsRepository } from './invitations';
import { jobsRepository } from './jobs';
import { knownSignInsRepository } from './knownSignIns';
import { lawCasesRepository } from './lawCases';
import { lawyersRepository } from './lawyers';
import { legalCasesRepository } from './legalCases';
import { passwordResetsRepository } from './passwordResets';
import { pageLedgerRepository } from './pageLedger';
import { policiesRepository } from './policies';
import { promptsRepository } from './prompts';
import { rateLimitsRepository } from './rateLimits';
import { secretsRepository } from './secrets';
import { sessionsRepository } from './sessions';
import { skillsRepository } from './skills';
import { spentChallengesRepository } from './spentChallenges';
import { usersRepository } from './users';

/**
 * Every repository on one query builder: the pool, or inside `transaction` one transaction. Within a
 * transaction use only the repositories it hands over (on SQLite the pool is one connection, which the
 * transaction holds until it ends).
 */
export function createRepositories(db: Kysely<Schema>, engine: Engine): Repositories {
  const context = { db, engine };
  const repos: Repositories = {
    engine,
    users: usersRepository(context),
    clients: clientsRepository(context),
    sessions: sessionsRepository(context),
    invitations: invitationsRepository(context),
    passwordResets: passwordResetsRepository(context),
    lawCases: lawCasesRepository(context),
    legalCases: legalCasesRepository(context),
    documents: documentsRepository(context),
    documentSearch: documentSearchRepository(context),
    documentAccessLog: documentAccessLogRepository(context),
    demoLibrary: demoLibraryRepository(context),
    jobs: jobsRepository(context),
    policies: policiesRepository(context),
    prompts: promptsRepository(context),
    skills: skillsRepository(context),
    secrets: secretsRepository(context),
    lawyers: lawyersRepository(context),
    rateLimits: rateLimitsRepository(context),
    pageLedger: pageLedgerRepository(context),
    knownSignIns: knownSignInsRepository(context),
    spentChallenges: spentChallengesRepository(context),
    billingEvents: billingEventsRepository(context),
    anonymisation: anonymisationRepository(context),
    transaction: (work) =>
      db.isTransaction ? work(repos) : db.transaction().execute((trx) => work(createRepositories(trx, engine))),
    async ping() {
      const result = await sql<{ ok: number }>`SELECT 1 AS ok`.execute(db);
      return result.rows.length === 1;
    },
  };
  return repos;
}

export interface Repositories {
  readonly engine: Engine;
  users: ReturnType<typeof usersRepository>;
  clients: ReturnType<typeof clientsRepository>;
  sessions: ReturnType<typeof sessionsRepository>;
  invitations: ReturnType<typeof invitationsRepository>;
  passwordResets: ReturnType<typeof passwordResetsRepository>;
  lawCases: ReturnType<typeof lawCasesRepository>;
  legalCases: ReturnType<typeof legalCasesRepository>;
  documents: ReturnType<typeof documentsRepository>;
  documentSearch: ReturnType<typeof documentSearchRepository>;
  documentAccessLog: ReturnType<typeof documentAccessLogRepository>;
  demoLibrary: ReturnType<typeof demoLibraryRepository>;
  jobs: ReturnType<typeof jobsRepository>;
  policies: ReturnType<typeof policiesRepository>;
  prompts: ReturnType<typeof promptsRepository>;
  skills: ReturnType<typeof skillsRepository>;
  secrets: ReturnType<typeof secretsRepository>;
  lawyers: ReturnType<typeof lawyersRepository>;
  rateLimits: ReturnType<typeof rateLimitsRepository>;
  pageLedger: ReturnType<typeof pageLedgerRepository>;
  knownSignIns: ReturnType<typeof knownSignInsRepository>;
  spentChallenges: ReturnType<typeof spentChallengesRepository>;
  billingEvents: ReturnType<typeof billingEventsRepository>;
  anonymisation: ReturnType<typeof anonymisationRepository>;
  /** Runs `work` atomically, with repositories bound to the transaction. */
  transaction<T>(work: (tx: Repositories) => Promise<T>): Promise<T>;
  ping(): Promise<boolean>;
}

export type { ClientRow, NewClient, SubscriptionRecord } from './clients';
export type { ProcessedProviderDocument } from './demoLibrary';
export type { DocumentRow, NewDocument } from './documents';
export type { InvitationRow } from './invitations';
export type { JobRow } from './jobs';
export type { CategoryRow, LawCaseRow, QuestionRecord } from './lawCases';
export { localizedColumn } from './lawCases';
export type { LawyerRow } from './lawyers';
export type { LegalCaseDetailRow, LegalCaseViewRow, NewLegalCase } from './legalCases';
export type { PasswordResetRow } from './passwordResets';
export type { NewPolicy, PolicyRow } from './policies';
export type { SessionRow } from './sessions';
export type { OnboardingFlags, UserRow } from './users';
export { EmailTakenError, onboardingOf } from './users';
