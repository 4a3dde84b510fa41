// Test helper: the LegalCase layout and its tabs as the shell mounts them, under IntlProvider and a memory router.
import { sharedMessages, useNotificationStore, useSessionStore, type Locale, type User } from '@lexdesk/shared';
import { render } from '@testing-library/react';
import userEvent, { type Options as UserEventOptions } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { messages as casesMessages } from '../../../i18n/messages';
import { DemandPage } from '../components/DemandTab';
import { LegalCasePage } from '../components/LegalCasePage';
import { LitigantDocumentsPage } from '../components/LitigantDocumentsTab';

export function messagesFor(locale: Locale): Record<string, string> {
  return { ...sharedMessages[locale], ...casesMessages[locale] };
}

export function IntlWrapper({ locale = 'fr', children }: { locale?: Locale; children: ReactElement }) {
  return (
    <IntlProvider
      locale={locale}
      messages={messagesFor(locale)}
      onError={(error) => {
        // A missing text is a bug: fail the test rather than print the id.
        throw error;
      }}
    >
      {children}
    </IntlProvider>
  );
}

interface RenderCaseOptions {
  locale?: Locale;
  user?: User | null;
  userEvent?: UserEventOptions;
}

/** Renders the route table slice of the shell: /legal-case/:token with its four tabs, and MyCases. */
export function renderCaseRoute(
  path: string,
  { locale = 'fr', user = null, userEvent: eventOptions }: RenderCaseOptions = {},
) {
  useSessionStore.setState(user ? { status: 'authenticated', user } : { status: 'anonymous', user: null });
  const router = createMemoryRouter(
    [
      {
        path: '/legal-case/:token',
        element: <LegalCasePage />,
        children: [
          { path: 'demand', element: <DemandPage /> },
          { path: 'litigeant-documents', element: <LitigantDocumentsPage /> },
          { path: 'office-documents', element: <p>Contenu mf-library : mes documents</p> },
          { path: 'juridical-documents', element: <p>Contenu mf-library : documents juridiques</p> },
        ],
      },
      { path: '/legal-cases/my-cases', element: <p>Page Mes affaires</p> },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <IntlWrapper locale={locale}>
      <RouterProvider router={router} />
    </IntlWrapper>,
  );
  return { ...result, router, user: userEvent.setup(eventOptions), pathname: () => router.state.location.pathname };
}

export function resetStores(): void {
  useSessionStore.setState({ status: 'unknown', user: null });
  useNotificationStore.setState({ items: [] });
}

export const toasts = () => useNotificationStore.getState().items.map(({ type, text }) => ({ type, text }));
