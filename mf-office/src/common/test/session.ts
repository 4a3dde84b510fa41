// Test data and stores: the signed-in user, the toasts, the selected lawyer.
import {
  useLocaleStore,
  useNotificationStore,
  clearSidebarSlots,
  useSessionStore,
  type Client,
  type Onboarding,
  type User,
} from '@lexdesk/shared';
import type { FirmMember } from '../../api/office';

export const FIRM_UUID = '5b0c7c1e-0000-4000-8000-00000000abcd';
export const ADMIN_ID = 10;
export const LAWYER_ID = 11;

export function makeOnboarding(overrides: Partial<Onboarding> = {}): Onboarding {
  return {
    has_user_set_their_skills: true,
    has_user_set_casus_on_their_site: true,
    has_done_onboarding: true,
    has_ever_received_a_case: true,
    ...overrides,
  };
}

export function makeClient(overrides: Partial<Client> = {}): Client {
  return {
    uuid: FIRM_UUID,
    name: 'Cabinet Martin',
    admin_id: ADMIN_ID,
    lawyer_list: `${ADMIN_ID},${LAWYER_ID}`,
    mail_system: 2,
    email_box: null,
    uses_kleos: 0,
    uses_dioxa: 0,
    trial_ends_at: null,
    subscription_status: 'active',
    ...overrides,
  };
}

/** A lawyer of the firm who is not its administrator. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: LAWYER_ID,
    name: 'Louise Martin',
    email: 'louise@cabinet.test',
    firstname: 'Louise',
    lastname: 'Martin',
    lawyer_id: LAWYER_ID,
    lawyer_firstname: 'Louise',
    lawyer_lastname: 'Martin',
    admin: 0,
    lang: 'fr',
    profile_picture_url: null,
    client: makeClient(),
    categories: [],
    onboarding: makeOnboarding(),
    ...overrides,
  };
}

/** The firm administrator. */
export function makeAdmin(overrides: Partial<User> = {}): User {
  return makeUser({
    id: ADMIN_ID,
    name: 'Claire Dubois',
    email: 'claire@cabinet.test',
    firstname: 'Claire',
    lastname: 'Dubois',
    lawyer_id: ADMIN_ID,
    lawyer_firstname: 'Claire',
    lawyer_lastname: 'Dubois',
    ...overrides,
  });
}

export const adminLawyer: FirmMember = {
  id: ADMIN_ID,
  name: 'Claire Dubois',
  email: 'claire@cabinet.test',
  firstname: 'Claire',
  lastname: 'Dubois',
  profile_picture_url: null,
  is_admin: true,
};

export const ordinaryLawyer: FirmMember = {
  id: LAWYER_ID,
  name: 'Louise Martin',
  email: 'louise@cabinet.test',
  firstname: 'Louise',
  lastname: 'Martin',
  profile_picture_url: null,
  is_admin: false,
};

/** Signed in as `user` (anonymous with null), French, no toast, no selection. */
export function resetStores(user: User | null): void {
  useSessionStore.setState(user ? { status: 'authenticated', user } : { status: 'anonymous', user: null });
  useNotificationStore.setState({ items: [] });
  clearSidebarSlots();
  useLocaleStore.setState({ locale: 'fr' });
}

/** The toasts on screen, as the user reads them. */
export const toasts = () => useNotificationStore.getState().items.map(({ type, text }) => ({ type, text }));
