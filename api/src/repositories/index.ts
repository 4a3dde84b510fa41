import type { Db } from '../db';
import { clientsRepository } from './clients';
import { invitationsRepository } from './invitations';
import { passwordResetsRepository } from './passwordResets';
import { sessionsRepository } from './sessions';
import { usersRepository } from './users';

export function createRepositories(db: Db) {
  return {
    users: usersRepository(db),
    clients: clientsRepository(db),
    sessions: sessionsRepository(db),
    invitations: invitationsRepository(db),
    passwordResets: passwordResetsRepository(db),
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
export type { InvitationRow } from './invitations';
export type { PasswordResetRow } from './passwordResets';
export type { SessionRow } from './sessions';
export type { OnboardingFlags, UserRow } from './users';
export { onboardingOf } from './users';
