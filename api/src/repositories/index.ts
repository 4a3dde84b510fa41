import type { Db } from '../db';
import { foldForSearch, SQL_FOLD_FUNCTION } from '../lib/text';
import { clientsRepository } from './clients';
import { documentsRepository } from './documents';
import { firmsRepository } from './firms';
import { invitationsRepository } from './invitations';
import { lawCasesRepository } from './lawCases';
import { lawyersRepository } from './lawyers';
import { legalCasesRepository } from './legalCases';
import { passwordResetsRepository } from './passwordResets';
import { secretsRepository } from './secrets';
import { sessionsRepository } from './sessions';
import { skillsRepository } from './skills';
import { usersRepository } from './users';

export function createRepositories(db: Db) {
  // Searches compare folded texts (case and accents ignored); statements below may call it.
  db.function(SQL_FOLD_FUNCTION, { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? foldForSearch(value) : value,
  );
  return {
    users: usersRepository(db),
    clients: clientsRepository(db),
    firms: firmsRepository(db),
    sessions: sessionsRepository(db),
    invitations: invitationsRepository(db),
    passwordResets: passwordResetsRepository(db),
    lawCases: lawCasesRepository(db),
    legalCases: legalCasesRepository(db),
    documents: documentsRepository(db),
    skills: skillsRepository(db),
    secrets: secretsRepository(db),
    lawyers: lawyersRepository(db),
    /** Runs `work` atomically; better-sqlite3 transactions are synchronous, so `work` must be too. */
    transaction<T>(work: () => T): T {
      return db.transaction(work)();
    },
    ping(): boolean {
      return db.prepare('SELECT 1 AS ok').get() !== undefined;
    },
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
export type { ClientRow } from './clients';
export type { DocumentRow, NewDocument } from './documents';
export type { InvitationRow } from './invitations';
export type { CategoryRow, LawCaseRow, QuestionRecord } from './lawCases';
export { localizedColumn } from './lawCases';
export type { LawyerRow } from './lawyers';
export type { LegalCaseDetailRow, LegalCaseViewRow, NewLegalCase } from './legalCases';
export type { PasswordResetRow } from './passwordResets';
export type { SessionRow } from './sessions';
export type { OnboardingFlags, UserRow } from './users';
export { onboardingOf } from './users';
