import type { Db } from '../db';

export interface UserRow {
  id: number;
  client_id: number | null;
  email: string;
  password_hash: string;
  name: string;
  firstname: string | null;
  lastname: string | null;
  admin: 0 | 1;
  profile_picture: string | null;
  has_user_set_their_skills: 0 | 1;
  has_user_set_casus_on_their_site: 0 | 1;
  has_done_onboarding: 0 | 1;
  has_ever_received_a_case: 0 | 1;
  created_at: string;
  updated_at: string;
}

export interface OnboardingFlags {
  has_user_set_their_skills: boolean;
  has_user_set_casus_on_their_site: boolean;
  has_done_onboarding: boolean;
  has_ever_received_a_case: boolean;
}

export interface NewUser {
  clientId: number | null;
  email: string;
  passwordHash: string;
  name: string;
  firstname: string | null;
  lastname: string | null;
  admin?: boolean;
  onboarding?: Partial<OnboardingFlags>;
}

export function usersRepository(db: Db) {
  const byId = db.prepare<[number], UserRow>('SELECT * FROM users WHERE id = ?');
  const byEmail = db.prepare<[string], UserRow>('SELECT * FROM users WHERE email = ?');
  const idsOfClient = db.prepare<[number], { id: number }>('SELECT id FROM users WHERE client_id = ? ORDER BY id');
  const count = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM users');
  const insert = db.prepare(`INSERT INTO users (client_id, email, password_hash, name, firstname, lastname, admin,
      has_user_set_their_skills, has_user_set_casus_on_their_site, has_done_onboarding, has_ever_received_a_case,
      created_at, updated_at)
    VALUES (@clientId, @email, @passwordHash, @name, @firstname, @lastname, @admin,
      @skills, @casus, @done, @received, @now, @now)`);
  const setPassword = db.prepare('UPDATE users SET password_hash = ?, updated_at = ? WHERE id = ?');
  const flag = (value: boolean | undefined) => (value ? 1 : 0);

  return {
    findById: (id: number): UserRow | undefined => byId.get(id),
    findByEmail: (email: string): UserRow | undefined => byEmail.get(email),
    count: (): number => count.get()?.n ?? 0,
    idsOfClient: (clientId: number): number[] => idsOfClient.all(clientId).map((row) => row.id),
    create(user: NewUser, now: Date): UserRow {
      const { lastInsertRowid } = insert.run({
        clientId: user.clientId,
        email: user.email,
        passwordHash: user.passwordHash,
        name: user.name,
        firstname: user.firstname,
        lastname: user.lastname,
        admin: flag(user.admin),
        skills: flag(user.onboarding?.has_user_set_their_skills),
        casus: flag(user.onboarding?.has_user_set_casus_on_their_site),
        done: flag(user.onboarding?.has_done_onboarding),
        received: flag(user.onboarding?.has_ever_received_a_case),
        now: now.toISOString(),
      });
      const created = byId.get(Number(lastInsertRowid));
      if (!created) throw new Error('user insert returned no row');
      return created;
    },
    updatePassword(id: number, passwordHash: string, now: Date): void {
      setPassword.run(passwordHash, now.toISOString(), id);
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
