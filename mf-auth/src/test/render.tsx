// Test helper: the providers the shell gives a page (IntlProvider in French, a router).
import { sharedMessages, useNotificationStore, useSessionStore, type Client, type User } from '@lexdesk/shared';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router-dom';
import { TestQueryProvider } from '../../../tools/jest/query';
import { loginMessages } from '../features/login/messages';
import { authMessages } from '../i18n/messages';

export const frMessages = { ...sharedMessages.fr, ...loginMessages.fr, ...authMessages.fr };

export function renderPage(
  ui: ReactElement,
  { route = '/', locale = 'fr' }: { route?: string; locale?: 'fr' | 'en' | 'nl' } = {},
) {
  const current: { location: Location | null } = { location: null };
  function LocationSpy() {
    current.location = useLocation();
    return null;
  }
  const result = render(
    <TestQueryProvider>
      <IntlProvider
        locale={locale}
        messages={
          locale === 'fr'
            ? frMessages
            : { ...sharedMessages[locale], ...loginMessages[locale], ...authMessages[locale] }
        }
        onError={(error) => {
          // A missing text is a bug: fail the test rather than print the id.
          throw error;
        }}
      >
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route
              path="*"
              element={
                <>
                  {ui}
                  <LocationSpy />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </IntlProvider>
    </TestQueryProvider>,
  );
  return {
    ...result,
    user: userEvent.setup(),
    /** Path plus query of the router's current location. */
    location: () => (current.location ? `${current.location.pathname}${current.location.search}` : null),
  };
}

export function resetStores(): void {
  useSessionStore.setState({ status: 'unknown', user: null });
  useNotificationStore.setState({ items: [] });
}

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    name: 'Claire Dubois',
    email: 'claire@cabinet.test',
    firstname: 'Claire',
    lastname: 'Dubois',
    lawyer_id: null,
    lawyer_firstname: null,
    lawyer_lastname: null,
    admin: 0,
    lang: 'fr',
    profile_picture_url: null,
    client: null,
    categories: [],
    onboarding: {
      has_user_set_their_skills: false,
      has_user_set_casus_on_their_site: false,
      has_done_onboarding: false,
      has_ever_received_a_case: false,
    },
    ...overrides,
  };
}

export function makeClient(overrides: Partial<Client> = {}): Client {
  return {
    uuid: '5b0c7c1e-0000-4000-8000-000000000001',
    name: 'Cabinet Martin',
    admin_id: 7,
    lawyer_list: '7',
    mail_system: 2,
    email_box: null,
    uses_kleos: 0,
    uses_dioxa: 0,
    trial_ends_at: null,
    subscription_status: 'trial',
    ...overrides,
  };
}
