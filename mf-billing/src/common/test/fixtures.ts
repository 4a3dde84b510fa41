import { apiClient, type Client, type User } from '@lexdesk/shared';
import type { LegalNotice } from '@lexdesk/shared/contract';
import type { Plan, Subscription } from '../../api/billing';

export const PLANS: Plan[] = [
  {
    id: 2,
    name: 'Plus',
    code: 'lexdesk_plus',
    shortcode: 'plus',
    price_id: 'price_plus',
    price_cents: 24900,
    currency: 'EUR',
    interval: 'month',
    lawyers_min: 4,
    lawyers_max: 9,
    pages_per_year: 5000,
    most_popular: true,
    benefits: ['lawyers', 'pages', 'crm_integration'],
  },
  {
    id: 1,
    name: 'Basic',
    code: 'lexdesk_basic',
    shortcode: 'basic',
    price_id: 'price_basic',
    price_cents: 9000,
    currency: 'EUR',
    interval: 'month',
    lawyers_min: 1,
    lawyers_max: 3,
    pages_per_year: 2000,
    most_popular: false,
    benefits: ['lawyers', 'pages'],
  },
  {
    id: 3,
    name: 'Pro',
    code: 'lexdesk_pro',
    shortcode: 'pro',
    price_id: 'price_pro',
    price_cents: 39900,
    currency: 'EUR',
    interval: 'month',
    lawyers_min: 10,
    lawyers_max: 20,
    pages_per_year: 8000,
    most_popular: false,
    benefits: [
      'lawyers',
      'pages',
      'crm_integration',
      'appointment_integration',
      'analytics_integration',
      'tag_manager_integration',
      'secretariat_integration',
    ],
  },
];

export function subscriptionView(overrides: Partial<Subscription> = {}): Subscription {
  return {
    status: 'trial',
    plan: null,
    trial_ends_at: '2026-12-20T10:00:00Z',
    current_period_end: null,
    cancel_at_period_end: false,
    payments_configured: true,
    usage: { lawyers: { used: 1, limit: 3 }, pages: { used: 0, limit: 2000, year: 2026 } },
    ...overrides,
  };
}

export const FIRM_UUID = '5b0c7c1e-0000-4000-8000-00000000abcd';
export const ADMIN_ID = 10;
export const LAWYER_ID = 11;

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
    trial_ends_at: '2026-12-20T10:00:00Z',
    subscription_status: 'trial',
    ...overrides,
  };
}

/** A member of the firm; its administrator unless `id` says otherwise. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: ADMIN_ID,
    name: 'Claire Dubois',
    email: 'claire@cabinet.test',
    firstname: 'Claire',
    lastname: 'Dubois',
    lawyer_id: ADMIN_ID,
    lawyer_firstname: 'Claire',
    lawyer_lastname: 'Dubois',
    admin: 0,
    lang: 'fr',
    profile_picture_url: null,
    client: makeClient(),
    categories: [],
    onboarding: {
      has_user_set_their_skills: true,
      has_user_set_casus_on_their_site: true,
      has_done_onboarding: true,
      has_ever_received_a_case: true,
    },
    ...overrides,
  };
}

/** The operator's details as GET /public/legal-notice answers them: with this address, or none. */
export function legalNotice(email: string | null): LegalNotice {
  return {
    name: 'LexDesk SRL',
    legal_form: 'srl',
    address: 'Rue de la Loi 16, 1000 Bruxelles',
    company_number: '0123.456.749',
    vat_number: 'BE0123456749',
    register: 'RPM Bruxelles',
    email,
    phone: null,
    subprocessors: [],
    complete: email !== null,
  };
}

/** Answers GET /public/legal-notice with the operator's `email` (the billing calls are mocked apart). */
export function mockOperator(email: string | null): jest.SpyInstance {
  return jest
    .spyOn(apiClient, 'get')
    .mockImplementation((path: string) =>
      path === 'public/legal-notice'
        ? Promise.resolve(legalNotice(email))
        : Promise.reject(new Error(`unexpected GET ${path}`)),
    ) as unknown as jest.SpyInstance;
}

/** Moves the clock of `new Date()` only (timers stay real, so user-event and queries run as usual). */
export function setToday(iso: string): void {
  jest.useFakeTimers({
    now: new Date(iso),
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
}
