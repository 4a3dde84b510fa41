// Test helpers: the providers the shell gives these pages (French IntlProvider, the router with the
// LegalCases layout and its two tabs), and fixtures.
import {
  sharedMessages,
  useNotificationStore,
  useSessionStore,
  type LegalCaseSummary,
  type Onboarding,
  type User,
} from '@lexdesk/shared';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router-dom';
import { messages } from '../../../i18n/messages';
import AllCases from '../../../pages/AllCases';
import LegalCases from '../../../pages/LegalCases';
import MyCases from '../../../pages/MyCases';
import { useClosedCasesStore } from '../stores/closedCases';

export const frMessages = { ...sharedMessages.fr, ...messages.fr };

export const FIRM_UUID = '5b0c7c1e-0000-4000-8000-00000000abcd';

/** Renders the LegalCases screen at `route` (e.g. /legal-cases/my-cases?page=2) as the shell mounts it. */
export function renderCases(route: string) {
  const current: { location: Location | null } = { location: null };
  function LocationSpy() {
    current.location = useLocation();
    return null;
  }
  const result = render(
    <IntlProvider
      locale="fr"
      messages={frMessages}
      onError={(error) => {
        // A missing text is a bug: fail the test rather than print the id.
        throw error;
      }}
    >
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path="/legal-cases" element={<LegalCases />}>
            <Route path="my-cases" element={<MyCases />} />
            <Route path="all-cases" element={<AllCases />} />
          </Route>
          <Route path="*" element={<p>Autre page</p>} />
        </Routes>
        <LocationSpy />
      </MemoryRouter>
    </IntlProvider>,
  );
  return {
    ...result,
    user: userEvent.setup(),
    /** Path plus query of the router's current location. */
    location: () => (current.location ? `${current.location.pathname}${current.location.search}` : null),
  };
}

export function resetStores(user: User | null = makeUser()): void {
  useSessionStore.setState({ status: user ? 'authenticated' : 'anonymous', user });
  useNotificationStore.setState({ items: [] });
  useClosedCasesStore.setState({ showClosed: false });
}

export const toasts = () => useNotificationStore.getState().items;

export function makeOnboarding(overrides: Partial<Onboarding> = {}): Onboarding {
  return {
    has_user_set_their_skills: true,
    has_user_set_casus_on_their_site: true,
    has_done_onboarding: true,
    has_ever_received_a_case: true,
    ...overrides,
  };
}

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

let nextId = 1;

export function makeCase(overrides: Partial<LegalCaseSummary> = {}): LegalCaseSummary {
  const id = nextId++;
  return {
    token: `case-${id}`,
    id,
    status: 'new',
    user_id: 11,
    user: { id: 11, name: 'Louise Martin' },
    litigant: { firstname: 'Jean', lastname: `Dupont${id}`, email: 'jean@example.test', phone: '+32470000000' },
    law_case_content: 'Je souhaite divorcer',
    lawcase: { id: 3, content: 'Je souhaite divorcer' },
    // Midday UTC: the same calendar day in every time zone the tests may run in.
    created_at: '2025-03-14T12:00:00.000Z',
    state: null,
    ...overrides,
  };
}
