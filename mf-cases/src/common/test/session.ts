// Test data and stores shared by the features' tests: the signed-in user and the toasts.
import { useNotificationStore, useSessionStore, type Onboarding, type User } from '@lexdesk/shared';

export const FIRM_UUID = '5b0c7c1e-0000-4000-8000-00000000abcd';

export function makeOnboarding(overrides: Partial<Onboarding> = {}): Onboarding {
  return {
    has_user_set_their_skills: true,
    has_user_set_casus_on_their_site: true,
    has_done_onboarding: true,
    has_ever_received_a_case: true,
    ...overrides,
  };
}

/** A lawyer of the firm who is not its administrator, past onboarding. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 11,
    name: 'Louise Martin',
    email: 'louise@cabinet.test',
    firstname: 'Louise',
    lastname: 'Martin',
    lawyer_id: 11,
    lawyer_firstname: 'Louise',
    lawyer_lastname: 'Martin',
    admin: 0,
    lang: 'fr',
    profile_picture_url: null,
    client: {
      uuid: FIRM_UUID,
      name: 'Cabinet Martin',
      admin_id: 10,
      lawyer_list: '10,11',
      mail_system: 2,
      email_box: null,
      uses_kleos: 0,
      uses_dioxa: 0,
      trial_ends_at: null,
      subscription_status: 'active',
    },
    categories: [],
    onboarding: makeOnboarding(),
    ...overrides,
  };
}

/** Signed in as `user` (anonymous with null), no toast shown. */
export function resetSession(user: User | null): void {
  useSessionStore.setState(user ? { status: 'authenticated', user } : { status: 'anonymous', user: null });
  useNotificationStore.setState({ items: [] });
}

/** The toasts on screen, as the user reads them. */
export const toasts = () => useNotificationStore.getState().items.map(({ type, text }) => ({ type, text }));
