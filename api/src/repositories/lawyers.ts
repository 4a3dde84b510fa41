import type { UserRow } from '../db/schema';
import { contains, iso, type RepositoryContext } from './db';

export interface LawyerRow {
  id: number;
  name: string;
  email: string;
  profile_picture: string | null;
}

/** A firm's members (users of the firm; the super administrator belongs to none) and their flags. */
export function lawyersRepository({ db }: RepositoryContext) {
  const setFlag = async (
    userId: number,
    column:
      | 'has_user_set_their_skills'
      | 'has_user_set_casus_on_their_site'
      | 'has_done_onboarding'
      | 'has_ever_received_a_case',
    now: Date,
  ) => {
    await db
      .updateTable('users')
      .set({ [column]: 1, updated_at: iso(now) })
      .where('id', '=', userId)
      .where(column, '=', 0)
      .execute();
  };

  return {
    findMember: (clientId: number, userId: number): Promise<UserRow | undefined> =>
      db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', userId)
        .where('client_id', '=', clientId)
        .where('admin', '=', 0)
        .executeTakeFirst(),
    /**
     * Members whose name or email contains the terms, case and accents ignored. `foldedTerms` must be
     * folded with foldForSearch already; names are stored folded beside them, emails are lower-cased.
     */
    search: (clientId: number, foldedTerms: string, limit: number): Promise<LawyerRow[]> =>
      db
        .selectFrom('users')
        .select(['id', 'name', 'email', 'profile_picture'])
        .where('client_id', '=', clientId)
        .where('admin', '=', 0)
        .where((eb) => eb.or([contains('name_folded', foldedTerms), contains('email', foldedTerms)]))
        .orderBy('name_folded')
        .orderBy('id')
        .limit(limit)
        .execute(),
    markSkillsSet: (userId: number, now: Date) => setFlag(userId, 'has_user_set_their_skills', now),
    markCasusSet: (userId: number, now: Date) => setFlag(userId, 'has_user_set_casus_on_their_site', now),
    markOnboardingDone: (userId: number, now: Date) => setFlag(userId, 'has_done_onboarding', now),
    markReceivedCase: (userId: number, now: Date) => setFlag(userId, 'has_ever_received_a_case', now),
  };
}

export type LawyersRepository = ReturnType<typeof lawyersRepository>;
