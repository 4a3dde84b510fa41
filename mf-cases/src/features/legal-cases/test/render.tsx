// Test helpers: the LegalCases layout and its two tabs as the shell mounts them (French), and case fixtures.
import type { LegalCaseSummary, User } from '@lexdesk/shared';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { TestQueryProvider } from '../../../../../tools/jest/query';
import { TestIntlProvider } from '../../../common/test/intl';
import { createLocationSpy } from '../../../common/test/router';
import { makeUser, resetSession } from '../../../common/test/session';
import AllCases from '../../../exposes/AllCases';
import LegalCases from '../../../exposes/LegalCases';
import MyCases from '../../../exposes/MyCases';

export { FIRM_UUID, makeOnboarding, makeUser, toasts } from '../../../common/test/session';

/** Renders the LegalCases screen at `route` (e.g. /legal-cases/my-cases?page=2) as the shell mounts it. */
export function renderCases(route: string) {
  const { LocationSpy, location } = createLocationSpy();
  const result = render(
    <TestQueryProvider>
      <TestIntlProvider>
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
      </TestIntlProvider>
    </TestQueryProvider>,
  );
  return {
    ...result,
    user: userEvent.setup(),
    /** Path plus query of the router's current location. */
    location: () => {
      const current = location();
      return current ? `${current.pathname}${current.search}` : null;
    },
    /** The navigation state of the current location (a case carries the list to go back to). */
    state: (): unknown => location()?.state,
  };
}

export function resetStores(user: User | null = makeUser()): void {
  resetSession(user);
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
