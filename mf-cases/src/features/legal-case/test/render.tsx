// Test helper: the LegalCase layout and its tabs as the shell mounts them, under IntlProvider and a memory router.
import { useSessionStore, type Locale, type User } from '@lexdesk/shared';
import { render } from '@testing-library/react';
import userEvent, { type Options as UserEventOptions } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { TestQueryProvider } from '../../../../../tools/jest/query';
import { TestIntlProvider } from '../../../common/test/intl';
import { resetSession } from '../../../common/test/session';
import { DemandPage } from '../components/DemandTab';
import { LegalCasePage } from '../components/LegalCasePage';
import { LitigantDocumentsPage } from '../components/LitigantDocumentsTab';

export { TestIntlProvider as IntlWrapper } from '../../../common/test/intl';
export { toasts } from '../../../common/test/session';

interface RenderCaseOptions {
  locale?: Locale;
  user?: User | null;
  userEvent?: UserEventOptions;
}

/** Renders the route table slice of the shell: /legal-case/:token with its four tabs, and MyCases. */
export function renderCaseRoute(
  path: string | { pathname: string; state?: unknown },
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
    <TestQueryProvider>
      <TestIntlProvider locale={locale}>
        <RouterProvider router={router} />
      </TestIntlProvider>
    </TestQueryProvider>,
  );
  return {
    ...result,
    router,
    user: userEvent.setup(eventOptions),
    pathname: () => router.state.location.pathname,
    state: (): unknown => router.state.location.state,
  };
}

/** Nobody signed in, no toast: each test signs its user in through renderCaseRoute. */
export function resetStores(): void {
  resetSession(null);
}
