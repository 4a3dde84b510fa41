import type { Onboarding } from '@lexdesk/shared/contract';
import type { Locale } from '@lexdesk/shared/domain';
import type { ClientRow, UserRow } from '../db/schema';
import { foldForSearch } from '../lib/text';
import { iso, isUniqueViolation, type RepositoryContext } from './db';

export type { UserRow } from '../db/schema';

/** The onboarding steps a user went through (stored as flags on the user). */
export type OnboardingFlags = Onboarding;

export interface NewUser {
  clientId: number | null;
  email: string;
  passwordHash: string;
  name: string;
  firstname: string | null;
  lastname: string | null;
  admin?: boolean;
  lang?: Locale;
  onboarding?: Partial<OnboardingFlags>;
  /** The legal text versions accepted at Subscribe, stored with the creation time. */
  acceptedLegalTexts?: { terms: string; privacy: string };
}

/** The address belongs to an account already. */
export class EmailTakenError extends Error {
  constructor() {
    super('email_taken');
    this.name = 'EmailTakenError';
  }
}

const flag = (value: boolean | undefined): 0 | 1 => (value ? 1 : 0);

export function usersRepository({ db }: RepositoryContext) {
  const byId = (id: number) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

  return {
    findById: (id: number): Promise<UserRow | undefined> => byId(id),
    /** `email` must be normalised (lib/email.ts): addresses are stored lower-cased. */
    findByEmail: (email: string): Promise<UserRow | undefined> =>
      db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst(),
    /** The user and their firm (none for the super administrator), in one read. */
    async findWithClient(id: number): Promise<{ user: UserRow; client: ClientRow | undefined } | undefined> {
      const user = await byId(id);
      if (!user) return undefined;
      const client =
        user.client_id === null
          ? undefined
          : await db.selectFrom('clients').selectAll().where('id', '=', user.client_id).executeTakeFirst();
      return { user, client };
    },
    async count(): Promise<number> {
      const row = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
    async idsOfClient(clientId: number): Promise<number[]> {
      const rows = await db.selectFrom('users').select('id').where('client_id', '=', clientId).orderBy('id').execute();
      return rows.map((row) => row.id);
    },
    /** Throws EmailTakenError when the address has an account already (checked by the unique index). */
    async create(user: NewUser, now: Date): Promise<UserRow> {
      try {
        return await db
          .insertInto('users')
          .values({
            client_id: user.clientId,
            email: user.email,
            password_hash: user.passwordHash,
            name: user.name,
            name_folded: foldForSearch(user.name),
            firstname: user.firstname,
            lastname: user.lastname,
            admin: flag(user.admin),
            lang: user.lang ?? 'fr',
            has_user_set_their_skills: flag(user.onboarding?.has_user_set_their_skills),
            has_user_set_casus_on_their_site: flag(user.onboarding?.has_user_set_casus_on_their_site),
            has_done_onboarding: flag(user.onboarding?.has_done_onboarding),
            has_ever_received_a_case: flag(user.onboarding?.has_ever_received_a_case),
            terms_version: user.acceptedLegalTexts?.terms ?? null,
            privacy_version: user.acceptedLegalTexts?.privacy ?? null,
            legal_accepted_at: user.acceptedLegalTexts ? iso(now) : null,
            created_at: iso(now),
            updated_at: iso(now),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      } catch (error) {
        if (isUniqueViolation(error)) throw new EmailTakenError();
        throw error;
      }
    },
    /** A firm's members, by name (then id). */
    /** The names of these users (the source lawyers of a page of documents). */
    namesByIds: async (ids: readonly number[]): Promise<{ id: number; name: string }[]> =>
      ids.length === 0 ? [] : db.selectFrom('users').select(['id', 'name']).where('id', 'in', ids).execute(),
    membersOf: (clientId: number): Promise<UserRow[]> =>
      db
        .selectFrom('users')
        .selectAll()
        .where('client_id', '=', clientId)
        .orderBy('name_folded')
        .orderBy('id')
        .execute(),
    async countOfClient(clientId: number): Promise<number> {
      const row = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('client_id', '=', clientId)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
    /** Throws EmailTakenError when another account has the address. */
    async updateProfile(
      id: number,
      profile: { firstname: string; lastname: string; email: string },
      now: Date,
    ): Promise<void> {
      const name = `${profile.firstname} ${profile.lastname}`;
      try {
        await db
          .updateTable('users')
          .set({ ...profile, name, name_folded: foldForSearch(name), updated_at: iso(now) })
          .where('id', '=', id)
          .execute();
      } catch (error) {
        if (isUniqueViolation(error)) throw new EmailTakenError();
        throw error;
      }
    },
    async setLang(id: number, lang: Locale, now: Date): Promise<void> {
      await db
        .updateTable('users')
        .set({ lang, updated_at: iso(now) })
        .where('id', '=', id)
        .execute();
    },
    /** Sets the picture's file token; answers the token it replaced (its file is to be removed). */
    async setPicture(id: number, token: string, now: Date): Promise<string | null> {
      const previous = await db.selectFrom('users').select('profile_picture').where('id', '=', id).executeTakeFirst();
      await db
        .updateTable('users')
        .set({ profile_picture: token, updated_at: iso(now) })
        .where('id', '=', id)
        .execute();
      return previous?.profile_picture ?? null;
    },
    /** Removes a member of `clientId`; false when there is none with that id. */
    async deleteMember(clientId: number, id: number): Promise<boolean> {
      const result = await db
        .deleteFrom('users')
        .where('id', '=', id)
        .where('client_id', '=', clientId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },
    async updatePassword(id: number, passwordHash: string, now: Date): Promise<void> {
      await db
        .updateTable('users')
        .set({ password_hash: passwordHash, updated_at: iso(now) })
        .where('id', '=', id)
        .execute();
    },
  };
}

export function onboardingOf(user: UserRow): OnboardingFlags {
  return {
    has_user_set_their_skills: user.has_user_set_their_skills === 1,
    has_user_set_casus_on_their_site: user.has_user_set_casus_on_their_site === 1,
    has_done_onboarding: user.has_done_onboarding === 1,
    has_ever_received_a_case: user.has_ever_received_a_case === 1,
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;
