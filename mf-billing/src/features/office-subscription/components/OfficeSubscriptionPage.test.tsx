import { useNotificationStore } from '@lexdesk/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import * as billing from '../../../api/billing';
import { subscriptionView } from '../../../common/test/fixtures';
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

beforeEach(() => {
  jest.clearAllMocks();
  useNotificationStore.setState({ items: [] });
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

  it('says payments are not configured, without a dead button', async () => {
    api.getSubscription.mockResolvedValue({ ...active, payments_configured: false });
    renderPage();
    expect(await screen.findByText('Les paiements ne sont pas configurés sur cette installation.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Se désabonner' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Changer de formule' })).not.toBeInTheDocument();
    expect(screen.getByText('3 / 9 avocats')).toBeInTheDocument();
  });

  it('speaks English and Dutch too', async () => {
    api.getSubscription.mockResolvedValue(active);
    renderPage('en');
    expect(await screen.findByText('3 / 9 lawyers')).toBeInTheDocument();
    expect(screen.getByText('120 / 5,000 pages in 2026')).toBeInTheDocument();
  });
});
