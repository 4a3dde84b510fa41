import type { Db } from '../db';
import type { UserRow } from './users';

export interface LawyerRow {
  id: number;
  name: string;
  email: string;
  profile_picture: string | null;
}

/** A firm's members (users of the firm; the super administrator belongs to none) and their flags. */
export function lawyersRepository(db: Db) {
  const member = db.prepare<[number, number], UserRow>(
    'SELECT * FROM users WHERE id = ? AND client_id = ? AND admin = 0',
  );
  // Contains, ignoring case and accents (lx_fold, see lib/text.ts), in the name or the email.
  const search = db.prepare<{ clientId: number; terms: string; limit: number }, LawyerRow>(
    `SELECT id, name, email, profile_picture FROM users
     WHERE client_id = @clientId AND admin = 0
       AND (instr(lx_fold(name), @terms) > 0 OR instr(lx_fold(email), @terms) > 0)
     ORDER BY lx_fold(name), id
     LIMIT @limit`,
  );
  const setCasus = db.prepare('UPDATE users SET has_user_set_casus_on_their_site = 1, updated_at = ? WHERE id = ?');
  const setDone = db.prepare('UPDATE users SET has_done_onboarding = 1, updated_at = ? WHERE id = ?');
  const setReceived = db.prepare(
    'UPDATE users SET has_ever_received_a_case = 1, updated_at = ? WHERE id = ? AND has_ever_received_a_case = 0',
  );

  return {
    findMember: (clientId: number, userId: number): UserRow | undefined => member.get(userId, clientId),
    /** `foldedTerms` must already be folded with foldForSearch. */
    search: (clientId: number, foldedTerms: string, limit: number): LawyerRow[] =>
      search.all({ clientId, terms: foldedTerms, limit }),
    markCasusSet(userId: number, now: Date): void {
      setCasus.run(now.toISOString(), userId);
    },
    markOnboardingDone(userId: number, now: Date): void {
      setDone.run(now.toISOString(), userId);
    },
    markReceivedCase(userId: number, now: Date): void {
      setReceived.run(now.toISOString(), userId);
    },
  };
}

export type LawyersRepository = ReturnType<typeof lawyersRepository>;
