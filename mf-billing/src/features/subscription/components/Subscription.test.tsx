import { ApiError, useNotificationStore, useSessionStore } from '@lexdesk/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import * as billing from '../../../api/billing';
import { makeUser, mockOperator, PLANS, subscriptionView } from '../../../common/test/fixtures';
import { TestQueryProvider } from '../../../../../tools/jest/query';
import { TestIntlProvider } from '../../../common/test/intl';
import { BillingPage, PaymentPage, PlansPage, RecapPage } from './StepPages';
import { SubscriptionLayout } from './SubscriptionLayout';

jest.mock('../../../api/billing', () => ({
  ...jest.requireActual('../../../api/billing'),
  listPlans: jest.fn(),
  getSubscription: jest.fn(),
  getPaymentIntent: jest.fn(),
  subscribe: jest.fn(),
}));

// Stripe's React components as test doubles: each element renders buttons that fire its change events.
const mockConfirmSetup = jest.fn();
const mockStripe = { confirmSetup: (...args: unknown[]) => mockConfirmSetup(...args) };
const mockElements = { id: 'elements' };
jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: jest.fn(() => Promise.resolve(mockStripe)) }));
jest.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: ReactNode }) => <div data-testid="elements">{children}</div>,
  useStripe: () => mockStripe,
  useElements: () => mockElements,
  PaymentElement: ({ onChange }: { onChange: (event: unknown) => void }) => (
    <div>
      <button type="button" onClick={() => onChange({ complete: true, value: { type: 'card' } })}>
        card complete
      </button>
      <button type="button" onClick={() => onChange({ complete: false, value: { type: 'card' } })}>
        card incomplete
      </button>
    </div>
  ),
  AddressElement: ({ onChange }: { onChange: (event: unknown) => void }) => (
    <div>
      <button
        type="button"
        onClick={() =>
          onChange({
            complete: true,
            value: {
              name: 'Cabinet Test',
              address: {
                line1: 'Rue de la Loi 16',
                line2: '',
                city: 'Bruxelles',
                postal_code: '1000',
                country: 'BE',
                state: '',
              },
            },
          })
        }
      >
        address complete
      </button>
      <button
        type="button"
        onClick={() =>
          onChange({
            complete: false,
            value: {
              name: '',
              address: { line1: '', line2: '', city: '', postal_code: '', country: 'BE', state: '' },
            },
          })
        }
      >
        address incomplete
      </button>
    </div>
  ),
}));

const api = billing as jest.Mocked<typeof billing>;

function renderSteps(path = '/subscription/plans', locale: 'fr' | 'en' | 'nl' = 'fr') {
  const router = createMemoryRouter(
    [
      {
        path: '/subscription',
        element: <SubscriptionLayout />,
        children: [
          { path: 'plans', element: <PlansPage /> },
          { path: 'payment', element: <PaymentPage /> },
          { path: 'billing', element: <BillingPage /> },
          { path: 'recap', element: <RecapPage /> },
        ],
      },
      { path: '/office/subscription', element: <p>office subscription page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <TestQueryProvider>
      <TestIntlProvider locale={locale}>
        <RouterProvider router={router} />
      </TestIntlProvider>
    </TestQueryProvider>,
  );
  return { router, user: userEvent.setup(), pathname: () => router.state.location.pathname };
}

let operator: jest.SpyInstance;

beforeEach(() => {
  jest.clearAllMocks();
  useNotificationStore.setState({ items: [] });
  useSessionStore.setState({ status: 'authenticated', user: makeUser() });
  operator = mockOperator('exploitant@lexdesk.example');
  api.listPlans.mockResolvedValue(PLANS);
  api.getSubscription.mockResolvedValue(subscriptionView());
  api.getPaymentIntent.mockResolvedValue({ client_secret: 'seti_1_secret_x', publishable_key: 'pk_test_1' });
});

afterEach(() => operator.mockRestore());

async function toPayment() {
  const view = renderSteps();
  await view.user.click(await screen.findByRole('button', { name: 'Choisir Basic' }));
  await screen.findByRole('heading', { level: 2, name: 'Paiement' });
  await screen.findByRole('button', { name: 'card complete' });
  return view;
}

async function toBilling() {
  const view = await toPayment();
  await view.user.click(screen.getByRole('button', { name: 'card complete' }));
  await view.user.click(screen.getByRole('button', { name: 'Continuer' }));
  await screen.findByRole('heading', { level: 2, name: 'Facturation' });
  return view;
}

async function toRecap() {
  const view = await toBilling();
  await view.user.click(screen.getByRole('button', { name: 'address complete' }));
  await view.user.type(screen.getByLabelText(/Numéro de TVA/), 'BE 0123.456.749');
  await view.user.click(visibleContinue());
  await screen.findByRole('heading', { level: 2, name: 'Récapitulatif' });
  return view;
}

/** The Continue of the step on screen (the other step's stays mounted, hidden). */
function visibleContinue() {
  return screen.getByRole('button', { name: 'Continuer' });
}

describe('plans step', () => {
  it('shows the plans as cards, Plus highlighted, each later plan naming the previous one, and the custom plan', async () => {
    renderSteps();
    const plus = await screen.findByRole('listitem', { name: /Plus/ });
    expect(within(plus).getByText('La plus populaire')).toBeInTheDocument();
    expect(within(plus).getByText('Tous les avantages de la formule Basic, plus :')).toBeInTheDocument();
    expect(within(plus).getByText('249 €')).toBeInTheDocument();
    expect(within(plus).getByText('/ mois HTVA')).toBeInTheDocument();
    expect(within(plus).getByText('Intégration à votre CRM')).toBeInTheDocument();

    const basic = screen.getByRole('listitem', { name: /Basic/ });
    expect(within(basic).queryByText(/Tous les avantages/)).not.toBeInTheDocument();
    expect(within(basic).getByText('De 1 à 3 avocats')).toBeInTheDocument();
    expect(within(basic).getByText("Jusqu'à 2 000 pages de documentation par an")).toBeInTheDocument();

    const custom = screen.getByRole('listitem', { name: 'Sur mesure' });
    expect(within(custom).getByText('Tous les avantages de la formule Pro, plus :')).toBeInTheDocument();
    expect(within(custom).getByText("Plus de 20 avocats (jusqu'à 250)")).toBeInTheDocument();
    expect(within(custom).getByText('Sur devis')).toBeInTheDocument();
    // The custom plan is asked for from the operator of the installation, by mail, naming the firm.
    const contact = within(custom).getByRole('link', { name: 'Nous contacter pour la formule Sur mesure' });
    expect(contact).toHaveTextContent('Nous contacter');
    const mailto = new URL(contact.getAttribute('href') ?? '');
    expect(mailto.protocol + mailto.pathname).toBe('mailto:exploitant@lexdesk.example');
    expect(mailto.searchParams.get('subject')).toBe('Abonnement LexDesk – formule Sur mesure – Cabinet Martin');
    expect(mailto.searchParams.get('body')).toContain('5b0c7c1e-0000-4000-8000-00000000abcd');
    expect(within(custom).queryByRole('button')).not.toBeInTheDocument();
  });

  it('speaks English, prices and numbers written for the language', async () => {
    renderSteps('/subscription/plans', 'en');
    const plus = await screen.findByRole('listitem', { name: /Plus/ });
    expect(within(plus).getByText('€249')).toBeInTheDocument();
    expect(within(plus).getByText('/ month excl. VAT')).toBeInTheDocument();
    expect(within(plus).getByText('Everything in the Basic plan, plus:')).toBeInTheDocument();
    expect(within(plus).getByText('Up to 5,000 pages of documentation a year')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose Basic' })).toBeEnabled();
  });

  it('speaks Dutch', async () => {
    renderSteps('/subscription/plans', 'nl');
    const pro = await screen.findByRole('listitem', { name: /Pro/ });
    expect(within(pro).getByText('€ 399')).toBeInTheDocument();
    expect(within(pro).getByText("Tot 8.000 pagina's documentatie per jaar")).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Op maat' })).toBeInTheDocument();
  });

  it('marks the current plan when the firm changes plan', async () => {
    api.getSubscription.mockResolvedValue(
      subscriptionView({ status: 'active', plan: { code: 'lexdesk_plus', name: 'Plus' } }),
    );
    renderSteps();
    const plus = await screen.findByRole('listitem', { name: /Plus/ });
    expect(within(plus).getByText('Votre formule')).toBeInTheDocument();
    expect(within(plus).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choisir Pro' })).toBeEnabled();
  });

  it('without online payment: no steps, a contact on every plan, a message written for the firm', async () => {
    api.getSubscription.mockResolvedValue(subscriptionView({ payments_configured: false }));
    renderSteps();
    expect(await screen.findByText("L'abonnement se fait sur demande")).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      "L'abonnement en ligne n'est pas proposé sur cette installation de LexDesk : choisissez votre formule et contactez-nous",
    );
    // Nothing about what the installer must configure: that is the server log's and the README's.
    expect(screen.queryByText(/configur|prestataire de paiement|administrateur LexDesk/)).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: "Étapes de l'abonnement" })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Choisir/ })).not.toBeInTheDocument();
    for (const plan of ['Basic', 'Plus', 'Pro', 'Sur mesure']) {
      const card = screen.getByRole('listitem', { name: plan });
      const contact = within(card).getByRole('link', { name: `Nous contacter pour la formule ${plan}` });
      expect(new URL(contact.getAttribute('href') ?? '').searchParams.get('subject')).toBe(
        `Abonnement LexDesk – formule ${plan} – Cabinet Martin`,
      );
    }
    expect(api.getPaymentIntent).not.toHaveBeenCalled();
  });

  it('without online payment nor an operator address: every plan leads to the legal notice, which names the operator', async () => {
    operator.mockRestore();
    operator = mockOperator(null);
    api.getSubscription.mockResolvedValue(subscriptionView({ payments_configured: false }));
    renderSteps();
    expect(await screen.findByText(/contactez la société qui l'exploite pour votre cabinet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir les mentions légales' })).toHaveAttribute('href', '/legals#notices');
    for (const plan of ['Basic', 'Plus', 'Pro', 'Sur mesure']) {
      const card = screen.getByRole('listitem', { name: plan });
      expect(within(card).getByRole('link', { name: `Comment souscrire la formule ${plan}` })).toHaveAttribute(
        'href',
        '/legals#notices',
      );
    }
    expect(screen.queryByRole('link', { name: /Nous contacter/ })).not.toBeInTheDocument();
  });

  it('offers the operator a plan the installation has no price for, and Choose for the others', async () => {
    api.listPlans.mockResolvedValue(
      PLANS.map((plan) => (plan.code === 'lexdesk_pro' ? { ...plan, price_id: null } : plan)),
    );
    renderSteps();
    const pro = await screen.findByRole('listitem', { name: 'Pro' });
    expect(within(pro).getByRole('link', { name: 'Nous contacter pour la formule Pro' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choisir Plus' })).toBeEnabled();
    expect(screen.getByRole('navigation', { name: "Étapes de l'abonnement" })).toBeInTheDocument();
  });

  it('marks the current step for assistive technologies', async () => {
    renderSteps();
    const steps = await screen.findByRole('navigation', { name: "Étapes de l'abonnement" });
    expect(within(steps).getByText('Formule').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(within(steps).getByText('Paiement').closest('li')).not.toHaveAttribute('aria-current');
  });
});

describe('payment step', () => {
  it('keeps Continue disabled until the Payment Element reports complete', async () => {
    const { user, pathname } = await toPayment();
    expect(pathname()).toBe('/subscription/payment');
    expect(api.getPaymentIntent).toHaveBeenCalledTimes(1);
    expect(screen.getByText(/^Formule Basic – 90 € \/ mois HTVA/)).toBeInTheDocument();
    const next = screen.getByRole('button', { name: 'Continuer' });
    expect(next).toBeDisabled();
    expect(next).toHaveAccessibleDescription('Complétez les informations de paiement pour continuer.');
    await user.click(screen.getByRole('button', { name: 'card complete' }));
    expect(next).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'card incomplete' }));
    expect(next).toBeDisabled();
  });

  it('says so when the installation has no payment keys', async () => {
    api.getPaymentIntent.mockRejectedValue(
      new ApiError({ status: 503, code: 'payments_not_configured', message: 'Paiements non configurés' }),
    );
    const { user } = renderSteps();
    await user.click(await screen.findByRole('button', { name: 'Choisir Basic' }));
    expect(await screen.findByText("L'abonnement se fait sur demande")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continuer' })).not.toBeInTheDocument();
  });
});

describe('billing step', () => {
  it('keeps Continue disabled until the address is complete and the VAT number valid', async () => {
    const { user } = await toBilling();
    const next = visibleContinue();
    const vat = screen.getByLabelText(/Numéro de TVA/);
    expect(next).toBeDisabled();
    expect(next).toHaveAccessibleDescription("Complétez l'adresse de facturation pour continuer.");

    await user.click(screen.getByRole('button', { name: 'address complete' }));
    expect(next).toBeDisabled();
    expect(next).toHaveAccessibleDescription('Saisissez un numéro de TVA valide pour continuer.');

    await user.type(vat, 'BE0123456748');
    await user.tab();
    expect(vat).toHaveAccessibleDescription(/Ce numéro de TVA belge n'existe pas\u00a0: vérifiez les chiffres\./);
    expect(next).toBeDisabled();

    await user.clear(vat);
    await user.type(vat, 'XX123');
    expect(vat).toHaveAccessibleDescription(/n'a pas un format valide/);

    await user.clear(vat);
    await user.type(vat, 'BE0123456749');
    expect(next).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'address incomplete' }));
    expect(next).toBeDisabled();
  });
});

describe('deep links', () => {
  it('sends a step reached without its prerequisites back to the first missing step', async () => {
    const { pathname } = renderSteps('/subscription/recap');
    await screen.findByRole('button', { name: 'Choisir Basic' });
    expect(pathname()).toBe('/subscription/plans');
  });
});

describe('recap step', () => {
  beforeEach(() => {
    useSessionStore.setState({ load: jest.fn(() => Promise.resolve(null)) });
  });

  it('shows the plan, payment method, address and VAT number', async () => {
    await toRecap();
    const recap = screen.getByRole('heading', { level: 2, name: 'Récapitulatif' }).closest('section') as HTMLElement;
    expect(within(recap).getByText('Basic')).toBeInTheDocument();
    expect(within(recap).getByText(/90 € \/ mois HTVA/)).toBeInTheDocument();
    expect(within(recap).getByText('Carte bancaire')).toBeInTheDocument();
    expect(within(recap).getByText('Rue de la Loi 16')).toBeInTheDocument();
    expect(within(recap).getByText('1000 Bruxelles')).toBeInTheDocument();
    expect(within(recap).getByText('BE0123456749')).toBeInTheDocument();
  });

  it('confirms the card setup, subscribes, shows the toast and goes to the office subscription page', async () => {
    mockConfirmSetup.mockResolvedValue({ setupIntent: { status: 'succeeded', payment_method: 'pm_card_visa' } });
    api.subscribe.mockResolvedValue(
      subscriptionView({ status: 'active', plan: { code: 'lexdesk_basic', name: 'Basic' } }),
    );
    const { user, pathname } = await toRecap();
    await user.click(screen.getByRole('button', { name: "S'abonner" }));
    await screen.findByText('office subscription page');
    expect(mockConfirmSetup).toHaveBeenCalledWith(
      expect.objectContaining({ elements: mockElements, redirect: 'if_required' }),
    );
    expect(api.subscribe).toHaveBeenCalledWith({
      payment_method_id: 'pm_card_visa',
      price_id: 'price_basic',
      vat: 'BE0123456749',
    });
    expect(useNotificationStore.getState().items.map((item) => item.text)).toEqual([
      'Vous êtes désormais abonné\u202f!',
    ]);
    expect(useSessionStore.getState().load).toHaveBeenCalled();
    expect(pathname()).toBe('/office/subscription');
  });

  it('shows a card refusal in French and does not subscribe', async () => {
    mockConfirmSetup.mockResolvedValue({
      error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Declined' },
    });
    const { user, pathname } = await toRecap();
    await user.click(screen.getByRole('button', { name: "S'abonner" }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Votre carte a été refusée. Essayez une autre carte ou contactez votre banque.',
    );
    expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Changer de moyen de paiement' })).toBeVisible();
    expect(api.subscribe).not.toHaveBeenCalled();
    expect(pathname()).toBe('/subscription/recap');
  });

  it("shows the API's refusal of the payment and of the VAT number", async () => {
    mockConfirmSetup.mockResolvedValue({ setupIntent: { status: 'succeeded', payment_method: 'pm_card_visa' } });
    api.subscribe.mockRejectedValueOnce(
      new ApiError({ status: 402, code: 'payment_failed', message: 'Le paiement a été refusé par votre banque.' }),
    );
    const { user } = await toRecap();
    await user.click(screen.getByRole('button', { name: "S'abonner" }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Le paiement a été refusé par votre banque.');

    api.subscribe.mockRejectedValueOnce(
      new ApiError({
        status: 422,
        code: 'validation',
        message: 'Données invalides',
        errors: { vat: ["Ce numéro de TVA n'est pas valide."] },
      }),
    );
    await user.click(screen.getByRole('button', { name: "S'abonner" }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent("Ce numéro de TVA n'est pas valide."));
    // The setup already succeeded: a second Subscribe does not confirm it again.
    expect(mockConfirmSetup).toHaveBeenCalledTimes(1);
  });
});
