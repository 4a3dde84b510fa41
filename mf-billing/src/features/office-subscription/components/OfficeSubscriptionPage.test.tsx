import { useNotificationStore, useSessionStore } from '@lexdesk/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import * as billing from '../../../api/billing';
import { makeUser, mockOperator, setToday, subscriptionView } from '../../../common/test/fixtures';
import { TestQueryProvider } from '../../../../../tools/jest/query';
import { TestIntlProvider } from '../../../common/test/intl';
import { OfficeSubscriptionPage } from './OfficeSubscriptionPage';

jest.mock('../../../api/billing', () => ({
  ...jest.requireActual('../../../api/billing'),
  getSubscription: jest.fn(),
  unsubscribe: jest.fn(),
}));
const api = billing as jest.Mocked<typeof billing>;

const active = subscriptionView({
  status: 'active',
  plan: { code: 'lexdesk_plus', name: 'Plus' },
  trial_ends_at: null,
  current_period_end: '2026-12-23T10:00:00Z',
  usage: { lawyers: { used: 3, limit: 9 }, pages: { used: 120, limit: 5000, year: 2026 } },
});

function renderPage(locale: 'fr' | 'en' | 'nl' = 'fr') {
  const router = createMemoryRouter(
    [
      { path: '/office/subscription', element: <OfficeSubscriptionPage /> },
      { path: '/subscription/plans', element: <p>plans step</p> },
    ],
    { initialEntries: ['/office/subscription'] },
  );
  render(
    <TestQueryProvider>
      <TestIntlProvider locale={locale}>
        <RouterProvider router={router} />
      </TestIntlProvider>
    </TestQueryProvider>,
  );
  return { user: userEvent.setup(), pathname: () => router.state.location.pathname };
}

let operator: jest.SpyInstance;

beforeEach(() => {
  jest.clearAllMocks();
  useNotificationStore.setState({ items: [] });
  useSessionStore.setState({ status: 'authenticated', user: makeUser() });
  operator = mockOperator('exploitant@lexdesk.example');
});

afterEach(() => {
  operator.mockRestore();
  jest.useRealTimers();
});

describe('OfficeSubscriptionPage', () => {
  it('shows the plan, its status, the renewal date and the usage against the limits', async () => {
    api.getSubscription.mockResolvedValue(active);
    renderPage();
    expect(await screen.findByText('Plus')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Abonnement' })).toBeInTheDocument();
    expect(screen.getByText('Actif')).toBeInTheDocument();
    expect(screen.getByText('Renouvellement le 23/12/2026')).toBeInTheDocument();
    expect(screen.getByText('3 / 9 avocats')).toBeInTheDocument();
    expect(screen.getByText('120 / 5 000 pages en 2026')).toBeInTheDocument();
    const meter = screen.getByRole('meter', { name: 'Avocats' });
    expect(meter).toHaveAttribute('value', '3');
    expect(meter).toHaveAttribute('max', '9');
    expect(screen.getByRole('meter', { name: 'Pages de documentation en 2026' })).toHaveAttribute('value', '120');
  });

  it('leads to the plans to change plan', async () => {
    api.getSubscription.mockResolvedValue(active);
    const { user, pathname } = renderPage();
    await user.click(await screen.findByRole('link', { name: 'Changer de formule' }));
    expect(pathname()).toBe('/subscription/plans');
  });

  it('unsubscribes after a confirmation and shows the end date', async () => {
    api.getSubscription.mockResolvedValue(active);
    api.unsubscribe.mockResolvedValue({ ...active, cancel_at_period_end: true });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Se désabonner' }));
    const dialog = screen.getByRole('dialog', { name: /^Se désabonner/ });
    expect(dialog).toHaveTextContent("Votre cabinet garde l'accès jusqu'au 23/12/2026.");

    await user.click(within(dialog).getByRole('button', { name: 'Rester abonné' }));
    expect(api.unsubscribe).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Se désabonner' }));
    await user.click(
      within(screen.getByRole('dialog', { name: /^Se désabonner/ })).getByRole('button', { name: 'Se désabonner' }),
    );
    expect(
      await screen.findByText("Votre abonnement prend fin le 23/12/2026. Vous gardez l'accès jusqu'à cette date."),
    ).toBeInTheDocument();
    expect(api.unsubscribe).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Se termine')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Se désabonner' })).not.toBeInTheDocument();
  });

  it('says a failed payment', async () => {
    api.getSubscription.mockResolvedValue({ ...active, status: 'past_due' });
    renderPage();
    expect(await screen.findByText('Paiement refusé')).toBeInTheDocument();
    expect(screen.getByText(/Le dernier paiement a été refusé/)).toBeInTheDocument();
  });

  it('says how to subscribe without online payment, without a dead button', async () => {
    api.getSubscription.mockResolvedValue({ ...active, payments_configured: false });
    renderPage();
    expect(await screen.findByText("L'abonnement se fait sur demande")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nous contacter' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:exploitant@lexdesk\.example\?subject=/),
    );
    expect(screen.queryByRole('button', { name: 'Se désabonner' })).not.toBeInTheDocument();
    // The plans page says, plan by plan, how to ask for each.
    expect(screen.getByRole('link', { name: 'Changer de formule' })).toHaveAttribute('href', '/subscription/plans');
    expect(screen.getByText('3 / 9 avocats')).toBeInTheDocument();
  });

  it("shows the trial: its end date, the days left, Basic's limits and the way to subscribe", async () => {
    setToday('2026-12-17T09:00:00Z');
    api.getSubscription.mockResolvedValue(subscriptionView({ trial_ends_at: '2026-12-20T10:00:00Z' }));
    const { user, pathname } = renderPage();
    expect(await screen.findByText('Essai gratuit')).toBeInTheDocument();
    expect(screen.getByText("Période d'essai")).toBeInTheDocument();
    expect(screen.getByText("Votre période d'essai se termine le 20/12/2026 (4 jours restants).")).toBeInTheDocument();
    expect(screen.getByText("Pendant l'essai, votre cabinet a les limites de la formule Basic.")).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Choisir un abonnement' }));
    expect(pathname()).toBe('/subscription/plans');
  });

  it('says the last day of the trial in the singular, and in English and Dutch', async () => {
    setToday('2026-12-20T08:00:00Z');
    api.getSubscription.mockResolvedValue(subscriptionView({ trial_ends_at: '2026-12-20T10:00:00Z' }));
    renderPage();
    expect(await screen.findByText(/\(1 jour restant\)\.$/)).toBeInTheDocument();
  });

  it.each([
    ['en', 'Your trial ends on 20/12/2026 (4 days left).', 'Choose a subscription'],
    ['nl', 'Uw proefperiode eindigt op 20/12/2026 (nog 4 dagen).', 'Een abonnement kiezen'],
  ] as const)('shows the trial in %s', async (locale, text, action) => {
    setToday('2026-12-17T09:00:00Z');
    api.getSubscription.mockResolvedValue(subscriptionView({ trial_ends_at: '2026-12-20T10:00:00Z' }));
    renderPage(locale);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: action })).toBeInTheDocument();
  });

  it('says plainly that the trial has ended and what a subscription gives back', async () => {
    setToday('2026-12-27T09:00:00Z');
    api.getSubscription.mockResolvedValue(
      subscriptionView({ status: 'none', trial_ends_at: '2026-12-20T10:00:00Z', plan: null }),
    );
    renderPage();
    expect(await screen.findByText('Sans abonnement')).toBeInTheDocument();
    expect(
      screen.getByText(
        "Votre période d'essai a pris fin le 20/12/2026 : choisissez un abonnement pour inviter des avocats et ajouter des documents.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choisir un abonnement' })).toHaveAttribute('href', '/subscription/plans');
  });

  it('speaks English and Dutch too', async () => {
    api.getSubscription.mockResolvedValue(active);
    renderPage('en');
    expect(await screen.findByText('3 / 9 lawyers')).toBeInTheDocument();
    expect(screen.getByText('120 / 5,000 pages in 2026')).toBeInTheDocument();
  });
});
