import { useSessionStore, type Client } from '@lexdesk/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { LAWYER_ID, makeClient, makeUser, setToday } from '../../../common/test/fixtures';
import { TestIntlProvider } from '../../../common/test/intl';
import { TrialBanner } from './TrialBanner';

const TRIAL_END = '2026-12-20T10:00:00Z';

function renderBanner({
  client = {},
  lawyer = false,
  locale = 'fr',
}: { client?: Partial<Client>; lawyer?: boolean; locale?: 'fr' | 'en' | 'nl' } = {}) {
  const user = makeUser({ client: makeClient(client), ...(lawyer ? { id: LAWYER_ID, name: 'Louise Martin' } : {}) });
  useSessionStore.setState({ status: 'authenticated', user });
  const router = createMemoryRouter(
    [
      {
        path: '/legal-cases/my-cases',
        element: (
          <main id="main" tabIndex={-1}>
            <TrialBanner />
          </main>
        ),
      },
      { path: '/subscription/plans', element: <p>plans step</p> },
    ],
    { initialEntries: ['/legal-cases/my-cases'] },
  );
  const view = render(
    <TestIntlProvider locale={locale}>
      <RouterProvider router={router} />
    </TestIntlProvider>,
  );
  return { ...view, router, user: userEvent.setup() };
}

const banner = () => screen.queryByRole('region', { name: "Période d'essai" });

beforeEach(() => window.localStorage.clear());
afterEach(() => jest.useRealTimers());

describe('trial banner', () => {
  it('tells the administrator, in the last days, when the trial ends and leads to the plans', async () => {
    setToday('2026-12-17T09:00:00Z');
    const { user, router } = renderBanner();
    expect(banner()).toHaveTextContent(
      "La période d'essai de votre cabinet se termine le 20/12/2026 (4 jours restants). Choisir un abonnement",
    );
    await user.click(screen.getByRole('link', { name: 'Choisir un abonnement' }));
    expect(router.state.location.pathname).toBe('/subscription/plans');
  });

  it('tells a lawyer to ask the administrator, with no way to subscribe of their own', () => {
    setToday('2026-12-17T09:00:00Z');
    renderBanner({ lawyer: true });
    expect(banner()).toHaveTextContent("Demandez à l'administrateur de votre cabinet de choisir un abonnement.");
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('says nothing while more than 7 days are left, nor to a paying firm', () => {
    setToday('2026-12-12T09:00:00Z');
    const { unmount } = renderBanner();
    expect(banner()).not.toBeInTheDocument();
    unmount();
    renderBanner({ client: { subscription_status: 'active' } });
    expect(banner()).not.toBeInTheDocument();
  });

  it('is put away until the next day, for this user, and the focus goes to the page', async () => {
    setToday('2026-12-17T09:00:00Z');
    const first = renderBanner();
    await first.user.click(screen.getByRole('button', { name: "Masquer jusqu'à demain" }));
    expect(banner()).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
    first.unmount();

    // Another page the same day: still away.
    setToday('2026-12-17T18:00:00Z');
    const sameDay = renderBanner();
    expect(banner()).not.toBeInTheDocument();
    sameDay.unmount();

    // Another member of the firm on this browser still sees it.
    const colleague = renderBanner({ lawyer: true });
    expect(banner()).toBeInTheDocument();
    colleague.unmount();

    setToday('2026-12-18T08:00:00Z');
    renderBanner();
    expect(banner()).toHaveTextContent('(3 jours restants)');
  });

  it('stays once the trial has ended, and says what waits for a subscription', () => {
    setToday('2026-12-27T09:00:00Z');
    // A dismissal of today does not hide an ended trial.
    localStorage.setItem('lexdesk.trialBanner.dismissed', '10:2026-12-27');
    renderBanner({ client: { subscription_status: 'none', trial_ends_at: TRIAL_END } });
    expect(banner()).toHaveTextContent(
      "La période d'essai de votre cabinet a pris fin le 20/12/2026 : choisissez un abonnement pour inviter des avocats et ajouter des documents.",
    );
    expect(screen.getByRole('link', { name: 'Choisir un abonnement' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('tells a lawyer past the trial what no longer works and whom to ask', () => {
    setToday('2026-12-27T09:00:00Z');
    renderBanner({ client: { subscription_status: 'none', trial_ends_at: TRIAL_END }, lawyer: true });
    expect(banner()).toHaveTextContent(
      "La période d'essai de votre cabinet a pris fin le 20/12/2026 : l'ajout de documents n'est plus possible. Demandez à l'administrateur de votre cabinet de choisir un abonnement.",
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it.each([
    ['en', 'Trial period', "Your firm's trial ends on 20/12/2026 (1 day left).", 'Hide until tomorrow'],
    ['nl', 'Proefperiode', 'De proefperiode van uw kantoor eindigt op 20/12/2026 (nog 1 dag).', 'Verbergen tot morgen'],
  ] as const)('speaks %s', (locale, label, text, dismiss) => {
    setToday('2026-12-20T08:00:00Z');
    renderBanner({ locale });
    expect(screen.getByRole('region', { name: label })).toHaveTextContent(text);
    expect(screen.getByRole('button', { name: dismiss })).toBeInTheDocument();
  });
});
