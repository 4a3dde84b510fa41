// Test helper: a screen as the shell mounts it, under IntlProvider, a QueryClientProvider and a memory router.
import type { Locale } from '@lexdesk/shared';
import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent, { type Options as UserEventOptions } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { TestQueryProvider } from '../../../../tools/jest/query';
import { TestIntlProvider } from './intl';

interface RenderOptions {
  /** The URL the screen opens at. */
  path?: string;
  /** The route pattern the screen is mounted on (defaults to `path` without its query). */
  route?: string;
  locale?: Locale;
  userEvent?: UserEventOptions;
  /** Other routes, to land on after a navigation. */
  others?: { path: string; element: ReactElement }[];
  /** The cache the screen reads (a test's own, to look into); a fresh one otherwise. */
  queryClient?: QueryClient;
}

export function renderScreen(element: ReactElement, options: RenderOptions = {}) {
  const path = options.path ?? '/';
  const route = options.route ?? path.split('?')[0];
  const router = createMemoryRouter([{ path: route, element }, ...(options.others ?? [])], {
    initialEntries: [path],
  });
  const result = render(
    <TestQueryProvider client={options.queryClient}>
      <TestIntlProvider locale={options.locale ?? 'fr'}>
        <RouterProvider router={router} />
      </TestIntlProvider>
    </TestQueryProvider>,
  );
  return {
    ...result,
    router,
    user: userEvent.setup(options.userEvent),
    location: () => router.state.location,
  };
}
