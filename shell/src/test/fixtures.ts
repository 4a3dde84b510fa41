import type { Client, User } from '@lexdesk/shared';
import type { SessionView } from '../routes/access';

export function client(overrides: Partial<Client> = {}): Client {
  return {
    uuid: 'firm-uuid-1',
    name: 'Cabinet Démo',
    admin_id: 10,
    lawyer_list: '10,11',
    mail_system: 2,
    email_box: null,
    uses_kleos: 0,
    uses_dioxa: 0,
    trial_ends_at: null,
    subscription_status: 'active',
    ...overrides,
  };
}

export function user(overrides: Partial<User> = {}): User {
  return {
    id: 11,
    name: 'Louise Martin',
    email: 'avocat@cabinet-demo.test',
    firstname: 'Louise',
    lastname: 'Martin',
    lawyer_id: 11,
    lawyer_firstname: 'Louise',
    lawyer_lastname: 'Martin',
    admin: 0,
    lang: 'fr',
    profile_picture_url: null,
    client: client(),
    categories: [{ id: 7, description: 'Droit de la famille' }],
    onboarding: {
      has_user_set_their_skills: true,
      has_user_set_casus_on_their_site: true,
      has_done_onboarding: true,
      has_ever_received_a_case: true,
    },
    ...overrides,
  };
}

export const lawyer = (overrides: Partial<User> = {}) => user(overrides);
export const firmAdmin = (overrides: Partial<User> = {}) => user({ id: 10, name: 'Claire Direction', ...overrides });
export const superAdmin = (overrides: Partial<User> = {}) =>
  user({ id: 1, name: 'Admin LexDesk', admin: 1, client: null, lawyer_id: null, categories: [], ...overrides });

export const signedIn = (who: User): SessionView => ({ status: 'authenticated', user: who });
export const anonymous: SessionView = { status: 'anonymous', user: null };
