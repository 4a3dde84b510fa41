import type { User } from '../types/entities';
import { firmLawyerIds, isFirmAdmin, roleOf } from './session';

const base: User = {
  id: 7,
  name: 'Marc Lambert',
  email: 'avocat@cabinet-demo.test',
  firstname: 'Marc',
  lastname: 'Lambert',
  lawyer_id: 7,
  lawyer_firstname: 'Marc',
  lawyer_lastname: 'Lambert',
  admin: 0,
  lang: 'fr',
  profile_picture_url: null,
  categories: [],
  onboarding: {
    has_user_set_their_skills: false,
    has_user_set_casus_on_their_site: false,
    has_done_onboarding: false,
    has_ever_received_a_case: false,
  },
  client: {
    uuid: 'c1',
    name: 'Cabinet Démo',
    admin_id: 3,
    lawyer_list: '3, 7,9',
    mail_system: 2,
    email_box: null,
    uses_kleos: 0,
    uses_dioxa: 0,
    trial_ends_at: null,
    subscription_status: 'trial',
  },
};

describe('session derivations', () => {
  it('derives the role from the admin flag', () => {
    expect(roleOf(base)).toBe('user');
    expect(roleOf({ ...base, admin: 1, client: null })).toBe('admin');
    expect(roleOf(null)).toBeNull();
  });

  it('makes the user whose id is the firm admin_id the firm administrator', () => {
    expect(isFirmAdmin(base)).toBe(false);
    expect(isFirmAdmin({ ...base, id: 3 })).toBe(true);
    expect(isFirmAdmin({ ...base, client: null })).toBe(false);
  });

  it('parses the comma-separated lawyer list', () => {
    expect(firmLawyerIds(base)).toEqual([3, 7, 9]);
    expect(firmLawyerIds({ ...base, client: { ...base.client!, lawyer_list: '' } })).toEqual([]);
  });
});
