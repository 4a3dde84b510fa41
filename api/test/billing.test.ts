import type { BillingSettings } from '../src/config';
import { minimalPdf } from '../src/lib/pdf';
// The Stripe API stand-in the e2e run uses too (a plain node:http server, no dependency).
import { type RecordedCall, signatureHeader, startStripeStandIn } from '../../e2e/stand-ins/stripe-api';
import {
  type Agent,
  createTestApp,
  DEMO,
  firmIdOf,
  insertLawyer,
  itOnPostgres,
  LIFTED_RATE_LIMITS,
  loggedIn,
  multipartBody,
  type TestContext,
  type TestDb,
} from './helpers';

type StandIn = Awaited<ReturnType<typeof startStripeStandIn>>;

const WEBHOOK_SECRET = 'whsec_lexdesk_test';
const PRICES = { lexdesk_basic: 'price_basic', lexdesk_plus: 'price_plus', lexdesk_pro: 'price_pro' } as const;
const DAY_MS = 24 * 60 * 60 * 1000;
const VALID_VAT = 'BE 0123.456.749';

const settingsFor = (standIn: StandIn): BillingSettings => ({
  secretKey: 'sk_test_lexdesk',
  publishableKey: 'pk_test_lexdesk',
  webhookSecret: WEBHOOK_SECRET,
  prices: { ...PRICES },
  apiUrl: standIn.url,
});

const callsOf = (standIn: StandIn, method: string, pattern: RegExp): RecordedCall[] =>
  standIn.calls().filter((call) => call.method === method && pattern.test(call.path));

const firmRow = (db: TestDb, id: number) =>
  db.selectFrom('clients').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** A webhook delivery as Stripe signs it. */
function deliver(ctx: TestContext, event: object, secret = WEBHOOK_SECRET, signature?: string) {
  const payload = JSON.stringify(event);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/billing/stripe-webhook',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature === '' ? {} : { 'stripe-signature': signature ?? signatureHeader(payload, secret) }),
    },
    payload,
  });
}

let eventCount = 0;
function subscriptionEvent(
  type: string,
  subscription: { id: string; customer: string; status: string; price: string; cancel?: boolean; periodEnd?: number },
  created = Math.floor(Date.now() / 1000),
) {
  eventCount += 1;
  const end = subscription.periodEnd ?? Math.floor(Date.now() / 1000) + 30 * 86_400;
  return {
    id: `evt_test_${eventCount}`,
    object: 'event',
    type,
    created,
    data: {
      object: {
        id: subscription.id,
        object: 'subscription',
        customer: subscription.customer,
        status: subscription.status,
        cancel_at_period_end: subscription.cancel ?? false,
        items: {
          object: 'list',
          data: [
            {
              id: 'si_test',
              object: 'subscription_item',
              price: { id: subscription.price, object: 'price' },
              current_period_end: end,
            },
          ],
        },
      },
    },
  };
}

async function uploadPdf(agent: Agent) {
  const { payload, contentType } = await multipartBody([
    ['file', { content: minimalPdf(['Contrat de bail']), filename: 'bail.pdf' }],
  ]);
  return agent.request('POST', '/api/documents/upload-file', { payload, headers: { 'content-type': contentType } });
}

describe('with Stripe configured (against the local stand-in of its API)', () => {
  let standIn: StandIn;
  let ctx: TestContext;
  let db: TestDb;
  let admin: Agent;
  let lawyer: Agent;
  let jan: Agent;
  let demoFirmId: number;
  let otherFirmId: number;

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    ctx = await createTestApp({ rateLimits: LIFTED_RATE_LIMITS, billing: settingsFor(standIn) });
    db = ctx.db;
    admin = await loggedIn(ctx.app, DEMO.firmAdmin);
    lawyer = await loggedIn(ctx.app, DEMO.lawyer);
    jan = await loggedIn(ctx.app, DEMO.otherFirmAdmin);
    demoFirmId = await firmIdOf(db, DEMO.firmAdmin);
    otherFirmId = await firmIdOf(db, DEMO.otherFirmAdmin);
  });
  afterAll(async () => {
    await ctx.close();
    await standIn.close();
  });

  describe('GET /api/plans', () => {
    it('lists Basic, Plus and Pro with their configured price ids, limits and benefits', async () => {
      const response = await lawyer.get('/api/plans');
      expect(response.statusCode).toBe(200);
      const plans = response.json().data as { code: string; price_id: string; most_popular: boolean }[];
      expect(plans).toEqual([
        {
          id: 1,
          name: 'Basic',
          code: 'lexdesk_basic',
          shortcode: 'basic',
          price_id: 'price_basic',
          price_cents: 9000,
          currency: 'EUR',
          interval: 'month',
          lawyers_min: 1,
          lawyers_max: 3,
          pages_per_year: 2000,
          most_popular: false,
          benefits: ['lawyers', 'pages'],
        },
        expect.objectContaining({
          name: 'Plus',
          price_id: 'price_plus',
          price_cents: 24900,
          lawyers_min: 4,
          lawyers_max: 9,
          pages_per_year: 5000,
          most_popular: true,
          benefits: ['lawyers', 'pages', 'crm_integration'],
        }),
        expect.objectContaining({
          name: 'Pro',
          shortcode: 'pro',
          price_id: 'price_pro',
          price_cents: 39900,
          lawyers_min: 10,
          lawyers_max: 20,
          pages_per_year: 8000,
          most_popular: false,
          benefits: [
            'lawyers',
            'pages',
            'appointment_integration',
            'analytics_integration',
            'tag_manager_integration',
            'secretariat_integration',
          ],
        }),
      ]);
    });

    it('needs a signed-in user', async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/plans' });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('GET /api/client/payment-intent', () => {
    it("creates the firm's customer once, then a card SetupIntent for it each time", async () => {
      const first = await admin.get('/api/client/payment-intent');
      expect(first.statusCode).toBe(200);
      expect(first.json().data).toEqual({
        client_secret: expect.stringMatching(/^seti_\w+_secret_\w+$/),
        publishable_key: 'pk_test_lexdesk',
      });
      const second = await admin.get('/api/client/payment-intent');
      expect(second.statusCode).toBe(200);
      expect(second.json().data.client_secret).not.toBe(first.json().data.client_secret);

      const customerCalls = callsOf(standIn, 'POST', /^\/v1\/customers$/);
      expect(customerCalls).toHaveLength(1);
      expect(customerCalls[0]?.params).toMatchObject({ name: 'Cabinet Démo', email: DEMO.firmAdmin });
      const customerId = (await firmRow(db, demoFirmId)).stripe_customer_id;
      expect(customerId).toMatch(/^cus_/);
      const intents = callsOf(standIn, 'POST', /^\/v1\/setup_intents$/);
      expect(intents).toHaveLength(2);
      expect(intents[0]?.params).toEqual({
        customer: customerId,
        usage: 'off_session',
        allowed_payment_method_types: ['card'],
      });
    });

    it("is the firm administrator's: a lawyer is refused, another firm gets its own customer", async () => {
      expect((await lawyer.get('/api/client/payment-intent')).statusCode).toBe(403);
      expect((await jan.get('/api/client/payment-intent')).statusCode).toBe(200);
      const [demo, other] = [await firmRow(db, demoFirmId), await firmRow(db, otherFirmId)];
      expect(other.stripe_customer_id).toMatch(/^cus_/);
      expect(other.stripe_customer_id).not.toBe(demo.stripe_customer_id);
    });
  });

  describe('POST /api/client/subscribe', () => {
    it('is refused to a lawyer', async () => {
      const response = await lawyer.post('/api/client/subscribe', {
        payment_method_id: 'pm_card_visa',
        price_id: PRICES.lexdesk_basic,
        vat: VALID_VAT,
      });
      expect(response.statusCode).toBe(403);
    });

    it('checks the VAT number (format, then Belgian check digits) and the price, in the request language', async () => {
      const format = await admin.post('/api/client/subscribe', {
        payment_method_id: 'pm_card_visa',
        price_id: 'price_unknown',
        vat: 'XX123',
      });
      expect(format.statusCode).toBe(422);
      expect(format.json().errors).toEqual({
        vat: [expect.stringMatching(/^Numéro de TVA invalide\u00a0: indiquez le code du pays/)],
        price_id: ["Cette formule n'est pas disponible."],
      });
      const checksum = await admin.post('/api/client/subscribe?lang=en', {
        payment_method_id: 'pm_card_visa',
        price_id: PRICES.lexdesk_plus,
        vat: 'BE0123456748',
      });
      expect(checksum.statusCode).toBe(422);
      expect(checksum.json().errors).toEqual({ vat: ['Invalid VAT number: its check digits do not match.'] });
      expect(callsOf(standIn, 'POST', /^\/v1\/subscriptions/)).toHaveLength(0);
    });

    it.each([
      ['fr', 'Votre carte a été refusée. Utilisez une autre carte ou contactez votre banque.'],
      ['en', 'Your card was declined. Use another card or contact your bank.'],
      ['nl', 'Uw kaart werd geweigerd. Gebruik een andere kaart of neem contact op met uw bank.'],
    ])('answers a declined card with 402 and its reason, said in %s', async (lang, message) => {
      const response = await admin.post(`/api/client/subscribe?lang=${lang}`, {
        payment_method_id: 'pm_card_chargeDeclined',
        price_id: PRICES.lexdesk_pro,
        vat: VALID_VAT,
      });
      expect(response.statusCode).toBe(402);
      expect(response.json()).toEqual({
        status: 'error',
        code: 'payment_failed',
        message,
        meta: { decline_code: 'card_declined' },
      });
      // Nothing changed: still the recorded Plus subscription.
      expect(await firmRow(db, demoFirmId)).toMatchObject({
        subscription_plan: 'lexdesk_plus',
        billing_status: 'active',
      });
    });

    it('names insufficient funds apart from other refusals', async () => {
      const response = await admin.post('/api/client/subscribe?lang=en', {
        payment_method_id: 'pm_card_insufficientFunds',
        price_id: PRICES.lexdesk_pro,
        vat: VALID_VAT,
      });
      expect(response.statusCode).toBe(402);
      expect(response.json()).toMatchObject({
        message: 'Your card was declined: insufficient funds.',
        meta: { decline_code: 'insufficient_funds' },
      });
    });

    it.each([
      ['fr', 'Le service de paiement a refusé ces données de paiement. Vérifiez votre carte ou utilisez-en une autre.'],
      ['en', 'The payment service refused this payment information. Check your card or use another one.'],
      ['nl', 'De betaaldienst heeft deze betaalgegevens geweigerd. Controleer uw kaart of gebruik een andere.'],
    ])(
      'answers a payment method the provider refuses as malformed with 422, said in %s, and the provider words',
      async (lang, message) => {
        const before = await firmRow(db, demoFirmId);
        const response = await admin.post(`/api/client/subscribe?lang=${lang}`, {
          payment_method_id: 'pm_<script>',
          price_id: PRICES.lexdesk_pro,
          vat: VALID_VAT,
        });
        expect(response.statusCode).toBe(422);
        expect(response.json()).toEqual({
          status: 'error',
          code: 'payment_request_refused',
          message,
          meta: { detail: "No such PaymentMethod: 'pm_<script>'" },
        });
        expect(await firmRow(db, demoFirmId)).toMatchObject({
          subscription_plan: before.subscription_plan,
          billing_status: before.billing_status,
        });
      },
    );

    it('subscribes with the card as default and the VAT number as tax id, and records plan, status and period end', async () => {
      standIn.reset();
      const subscriptionsBefore = standIn.subscriptions.size;
      const body = { payment_method_id: 'pm_card_visa', price_id: PRICES.lexdesk_basic, vat: VALID_VAT };
      // A double submit: one subscription at the provider.
      const [response, twice] = await Promise.all([
        jan.post('/api/client/subscribe', body),
        jan.post('/api/client/subscribe', body),
      ]);
      expect(response.statusCode).toBe(200);
      expect(twice.statusCode).toBe(200);
      expect(standIn.subscriptions.size - subscriptionsBefore).toBe(1);
      const view = response.json().data;
      expect(view).toMatchObject({
        status: 'active',
        plan: { code: 'lexdesk_basic', name: 'Basic' },
        cancel_at_period_end: false,
        payments_configured: true,
      });
      const periodEnd = Date.parse(view.current_period_end as string);
      expect(periodEnd - Date.now()).toBeGreaterThan(29 * DAY_MS);

      const firm = await firmRow(db, otherFirmId);
      expect(firm).toMatchObject({
        subscription_plan: 'lexdesk_basic',
        billing_status: 'active',
        subscription_status: 'active',
        vat_number: 'BE0123456749',
        stripe_subscription_id: expect.stringMatching(/^sub_/),
      });
      const customer = firm.stripe_customer_id;
      expect(callsOf(standIn, 'POST', /\/attach$/)[0]).toMatchObject({
        path: '/v1/payment_methods/pm_card_visa/attach',
        params: { customer },
      });
      expect(callsOf(standIn, 'POST', new RegExp(`^/v1/customers/${customer}$`))[0]?.params).toEqual({
        invoice_settings: { default_payment_method: 'pm_card_visa' },
      });
      expect(callsOf(standIn, 'POST', /\/tax_ids$/)[0]?.params).toEqual({ type: 'eu_vat', value: 'BE0123456749' });
      expect(callsOf(standIn, 'POST', /^\/v1\/subscriptions$/)[0]?.params).toMatchObject({
        customer,
        items: [{ price: PRICES.lexdesk_basic }],
        payment_behavior: 'error_if_incomplete',
      });
      const me = await jan.get('/api/user');
      expect(me.json().data.client.subscription_status).toBe('active');
    });

    it('changes the plan of the running subscription instead of starting another', async () => {
      standIn.reset();
      const subscriptionId = (await firmRow(db, otherFirmId)).stripe_subscription_id;
      const response = await jan.post('/api/client/subscribe', {
        payment_method_id: 'pm_card_visa',
        price_id: PRICES.lexdesk_pro,
        vat: VALID_VAT,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.plan).toEqual({ code: 'lexdesk_pro', name: 'Pro' });
      expect(callsOf(standIn, 'POST', /^\/v1\/subscriptions$/)).toHaveLength(0);
      const update = callsOf(standIn, 'POST', /^\/v1\/subscriptions\/sub_/);
      expect(update).toHaveLength(1);
      expect(update[0]).toMatchObject({
        path: `/v1/subscriptions/${subscriptionId}`,
        params: { items: [{ id: expect.stringMatching(/^si_/), price: PRICES.lexdesk_pro }] },
      });
      // The same VAT number is not recorded twice.
      expect(callsOf(standIn, 'POST', /\/tax_ids$/)).toHaveLength(0);
      expect((await firmRow(db, otherFirmId)).stripe_subscription_id).toBe(subscriptionId);
    });
  });

  describe('POST /api/client/unsubscribe', () => {
    it('is refused to a lawyer', async () => {
      expect((await lawyer.post('/api/client/unsubscribe')).statusCode).toBe(403);
    });

    it('cancels at the period end at the provider; the firm stays active until then', async () => {
      standIn.reset();
      const response = await jan.post('/api/client/unsubscribe');
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        status: 'active',
        plan: { code: 'lexdesk_pro' },
        cancel_at_period_end: true,
      });
      const subscriptionId = (await firmRow(db, otherFirmId)).stripe_subscription_id;
      expect(callsOf(standIn, 'POST', /^\/v1\/subscriptions\//)).toEqual([
        { method: 'POST', path: `/v1/subscriptions/${subscriptionId}`, params: { cancel_at_period_end: 'true' } },
      ]);
      expect((await jan.get('/api/user')).json().data.client.subscription_status).toBe('active');
    });
  });

  describe('GET /api/client/subscription', () => {
    it("shows the demo firm's Plus plan with its usage against the plan's limits", async () => {
      const response = await admin.get('/api/client/subscription');
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({
        status: 'active',
        plan: { code: 'lexdesk_plus', name: 'Plus' },
        trial_ends_at: expect.any(String),
        current_period_end: expect.any(String),
        cancel_at_period_end: false,
        payments_configured: true,
        // Three members and the pending invitation of the demo data.
        usage: {
          lawyers: { used: 4, limit: 9 },
          pages: { used: expect.any(Number), limit: 5000, year: new Date().getUTCFullYear() },
        },
      });
    });

    it("counts this year's library pages of the firm, not the litigants' files", async () => {
      const before = (await admin.get('/api/client/subscription')).json().data.usage.pages.used as number;
      const now = new Date().toISOString();
      const document = (kind: 'lawyer' | 'litigant', pages: number, createdAt = now) => ({
        token: `billing-${kind}-${pages}-${createdAt}`,
        client_id: demoFirmId,
        origin: kind,
        name: 'x.pdf',
        mime: 'application/pdf',
        size: 1,
        sha256: 'x',
        page_count: pages,
        created_at: createdAt,
        updated_at: createdAt,
      });
      await db
        .insertInto('documents')
        .values([document('lawyer', 120), document('litigant', 50), document('lawyer', 70, '2000-06-01T00:00:00.000Z')])
        .execute();
      const after = (await admin.get('/api/client/subscription')).json().data.usage.pages.used as number;
      expect(after - before).toBe(120);
    });

    it("is the firm administrator's only", async () => {
      expect((await lawyer.get('/api/client/subscription')).statusCode).toBe(403);
    });
  });

  describe('POST /api/billing/stripe-webhook', () => {
    let subscriptionId: string;
    let customer: string;
    beforeAll(async () => {
      const firm = await firmRow(db, otherFirmId);
      subscriptionId = firm.stripe_subscription_id ?? '';
      customer = firm.stripe_customer_id ?? '';
    });

    it('refuses a delivery without signature, or signed with another secret', async () => {
      const event = subscriptionEvent('customer.subscription.updated', {
        id: subscriptionId,
        customer,
        status: 'past_due',
        price: PRICES.lexdesk_pro,
      });
      for (const response of [
        await deliver(ctx, event, WEBHOOK_SECRET, ''),
        await deliver(ctx, event, 'whsec_someone_else'),
        await deliver(ctx, event, WEBHOOK_SECRET, 't=1,v1=00'),
      ]) {
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 'webhook_signature_invalid' });
      }
      expect((await firmRow(db, otherFirmId)).billing_status).toBe('active');
    });

    it('applies a signed subscription update once, however often it is delivered', async () => {
      const late = subscriptionEvent('customer.subscription.updated', {
        id: subscriptionId,
        customer,
        status: 'past_due',
        price: PRICES.lexdesk_plus,
        cancel: false,
      });
      const first = await deliver(ctx, late);
      expect(first.statusCode).toBe(200);
      expect(first.json().data).toEqual({ handled: 'applied' });
      const view = (await jan.get('/api/client/subscription')).json().data;
      expect(view).toMatchObject({ status: 'past_due', plan: { code: 'lexdesk_plus' }, cancel_at_period_end: false });
      // A late payment keeps the access the shell checks.
      expect((await jan.get('/api/user')).json().data.client.subscription_status).toBe('active');

      const paid = subscriptionEvent('customer.subscription.updated', {
        id: subscriptionId,
        customer,
        status: 'active',
        price: PRICES.lexdesk_plus,
      });
      expect((await deliver(ctx, paid)).json().data).toEqual({ handled: 'applied' });
      // The first event again (a retry, or another instance's delivery): not applied a second time.
      const replay = await deliver(ctx, late);
      expect(replay.statusCode).toBe(200);
      expect(replay.json().data).toEqual({ handled: 'duplicate' });
      expect((await firmRow(db, otherFirmId)).billing_status).toBe('active');
    });

    it('marks the firm past due when an invoice payment fails', async () => {
      eventCount += 1;
      const event = {
        id: `evt_test_${eventCount}`,
        object: 'event',
        type: 'invoice.payment_failed',
        created: Math.floor(Date.now() / 1000),
        data: { object: { id: 'in_test', object: 'invoice', customer } },
      };
      expect((await deliver(ctx, event)).json().data).toEqual({ handled: 'applied' });
      expect((await firmRow(db, otherFirmId)).billing_status).toBe('past_due');
    });

    it('ends the subscription when the provider deletes it, and ignores events it does not handle', async () => {
      const deleted = subscriptionEvent('customer.subscription.deleted', {
        id: subscriptionId,
        customer,
        status: 'canceled',
        price: PRICES.lexdesk_plus,
      });
      expect((await deliver(ctx, deleted)).json().data).toEqual({ handled: 'applied' });
      expect(await firmRow(db, otherFirmId)).toMatchObject({
        billing_status: 'none',
        subscription_status: 'none',
        subscription_plan: null,
      });
      const view = (await jan.get('/api/client/subscription')).json().data;
      expect(view).toMatchObject({ plan: null, cancel_at_period_end: false });

      const other = await deliver(ctx, {
        id: 'evt_other',
        object: 'event',
        type: 'charge.succeeded',
        data: { object: {} },
      });
      expect(other.statusCode).toBe(200);
      expect(other.json().data).toEqual({ handled: 'ignored' });
    });

    it('keeps the newest state when an older subscription event arrives after a newer one', async () => {
      const now = Math.floor(Date.now() / 1000);
      const newer = subscriptionEvent(
        'customer.subscription.updated',
        { id: subscriptionId, customer, status: 'active', price: PRICES.lexdesk_pro, cancel: true },
        now + 60,
      );
      const older = subscriptionEvent(
        'customer.subscription.updated',
        { id: subscriptionId, customer, status: 'past_due', price: PRICES.lexdesk_plus, cancel: false },
        now + 30,
      );
      expect((await deliver(ctx, newer)).json().data).toEqual({ handled: 'applied' });
      const late = await deliver(ctx, older);
      // Acknowledged, so the provider stops retrying it; nothing changed.
      expect(late.statusCode).toBe(200);
      expect(late.json().data).toEqual({ handled: 'stale' });
      const olderDeletion = subscriptionEvent(
        'customer.subscription.deleted',
        { id: subscriptionId, customer, status: 'canceled', price: PRICES.lexdesk_pro },
        now + 59,
      );
      expect((await deliver(ctx, olderDeletion)).json().data).toEqual({ handled: 'stale' });
      expect(await firmRow(db, otherFirmId)).toMatchObject({
        billing_status: 'active',
        subscription_plan: 'lexdesk_pro',
        cancel_at_period_end: 1,
        subscription_event_at: new Date((now + 60) * 1000).toISOString(),
      });
      // An event of the same second as the stored one is applied (the provider counts in seconds).
      const sameSecond = subscriptionEvent(
        'customer.subscription.updated',
        { id: subscriptionId, customer, status: 'active', price: PRICES.lexdesk_pro, cancel: false },
        now + 60,
      );
      expect((await deliver(ctx, sameSecond)).json().data).toEqual({ handled: 'applied' });
      expect((await firmRow(db, otherFirmId)).cancel_at_period_end).toBe(0);
    });
  });
});

describe('a payment provider that does not answer', () => {
  it('is 502 "does not respond", not a refusal of what the user sent', async () => {
    // Nothing listens on port 9 (discard) of loopback: the connection is refused at once.
    const ctx = await createTestApp({
      rateLimits: LIFTED_RATE_LIMITS,
      billing: { ...settingsFor({ url: 'http://127.0.0.1:9' } as StandIn) },
    });
    try {
      const admin = await loggedIn(ctx.app, DEMO.firmAdmin);
      const response = await admin.post('/api/client/subscribe?lang=en', {
        payment_method_id: 'pm_card_visa',
        price_id: PRICES.lexdesk_pro,
        vat: VALID_VAT,
      });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({ code: 'payment_provider_unavailable' });
    } finally {
      await ctx.close();
    }
  });
});

describe('without Stripe keys', () => {
  let ctx: TestContext;
  let admin: Agent;

  beforeAll(async () => {
    ctx = await createTestApp({ rateLimits: LIFTED_RATE_LIMITS });
    admin = await loggedIn(ctx.app, DEMO.firmAdmin);
  });
  afterAll(() => ctx.close());

  it('still lists the plans, without price ids', async () => {
    const plans = (await admin.get('/api/plans')).json().data as { price_id: string | null }[];
    expect(plans.map((plan) => plan.price_id)).toEqual([null, null, null]);
  });

  it('answers 503 payments_not_configured, translated, to every payment call', async () => {
    const calls = [
      await admin.get('/api/client/payment-intent'),
      await admin.post('/api/client/subscribe', {
        payment_method_id: 'pm_card_visa',
        price_id: 'price_x',
        vat: VALID_VAT,
      }),
      await admin.post('/api/client/unsubscribe'),
      await deliver(ctx, { id: 'evt_x', type: 'invoice.payment_failed' }),
    ];
    for (const response of calls) {
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'error',
        code: 'payments_not_configured',
        message: 'Les paiements ne sont pas configurés sur cette installation de LexDesk.',
      });
    }
    const english = await admin.get('/api/client/payment-intent?lang=nl');
    expect(english.json().message).toBe('Betalingen zijn niet geconfigureerd op deze LexDesk-installatie.');
    const view = (await admin.get('/api/client/subscription')).json().data;
    expect(view).toMatchObject({ status: 'active', payments_configured: false });
  });
});

describe('plan limits, enforced on the server', () => {
  let ctx: TestContext;
  let db: TestDb;
  let admin: Agent;
  let jan: Agent;
  let otherFirmId: number;

  beforeAll(async () => {
    ctx = await createTestApp({ rateLimits: LIFTED_RATE_LIMITS });
    db = ctx.db;
    admin = await loggedIn(ctx.app, DEMO.firmAdmin);
    jan = await loggedIn(ctx.app, DEMO.otherFirmAdmin);
    otherFirmId = await firmIdOf(db, DEMO.otherFirmAdmin);
  });
  afterAll(() => ctx.close());

  it('lets the demo firm, on Plus, invite a fourth and a fifth lawyer', async () => {
    expect((await admin.post('/api/client/invite', { email: 'quatrieme@cabinet-demo.test' })).statusCode).toBe(200);
    const view = (await admin.get('/api/client/subscription')).json().data;
    expect(view.usage.lawyers).toEqual({ used: 5, limit: 9 });
  });

  it("refuses a trial firm's invitation past Basic's three lawyers, naming the limit and the next plan", async () => {
    // Jan alone, then two invitations: three lawyers.
    expect((await jan.post('/api/client/invite', { email: 'deux@autre-cabinet.test' })).statusCode).toBe(200);
    expect((await jan.post('/api/client/invite', { email: 'trois@autre-cabinet.test' })).statusCode).toBe(200);
    const refused = await jan.post('/api/client/invite', { email: 'quatre@autre-cabinet.test' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      status: 'error',
      code: 'plan_lawyer_limit',
      message: 'Votre formule Basic permet 3 avocats. Passez à la formule Plus pour en inviter davantage.',
    });
    // Inviting an address again (a lost mail) takes no new seat.
    expect((await jan.post('/api/client/invite', { email: 'trois@autre-cabinet.test' })).statusCode).toBe(200);
    const english = await jan.post('/api/client/invite?lang=en', { email: 'quatre@autre-cabinet.test' });
    expect(english.json().message).toBe('Your Basic plan allows 3 lawyers. Upgrade to the Plus plan to invite more.');
    const view = (await jan.get('/api/client/subscription')).json().data;
    expect(view).toMatchObject({ status: 'trial', plan: null, usage: { lawyers: { used: 3, limit: 3 } } });
  });

  it('offers the custom plan past Pro', async () => {
    await db
      .updateTable('clients')
      .set({ billing_status: 'active', subscription_status: 'active', subscription_plan: 'lexdesk_pro' })
      .where('id', '=', otherFirmId)
      .execute();
    for (let index = 0; index < 17; index += 1)
      await insertLawyer(db, otherFirmId, `membre${index}@autre-cabinet.test`, `Membre ${index}`);
    const refused = await jan.post('/api/client/invite?lang=nl', { email: 'eenentwintig@autre-cabinet.test' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Uw formule Pro laat 20 advocaten toe. Neem contact met ons op voor een formule op maat om er meer uit te nodigen.',
    );
  });

  it("refuses an upload once the year's pages are used, not before", async () => {
    const demoFirmId = await firmIdOf(db, DEMO.firmAdmin);
    const used = (await admin.get('/api/client/subscription')).json().data.usage.pages.used as number;
    const now = new Date().toISOString();
    const filler = (pages: number) => ({
      token: `filler-${pages}`,
      client_id: demoFirmId,
      origin: 'lawyer' as const,
      name: 'filler.pdf',
      mime: 'application/pdf',
      size: 1,
      sha256: 'x',
      page_count: pages,
      created_at: now,
      updated_at: now,
    });
    await db
      .insertInto('documents')
      .values(filler(4999 - used))
      .execute();
    expect((await uploadPdf(admin)).statusCode).toBe(201);
    await db.insertInto('documents').values(filler(1)).execute();
    const refused = await uploadPdf(admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'plan_pages_limit',
      message: `Votre formule Plus permet 5000 pages de documentation par an, atteintes pour ${new Date().getUTCFullYear()}. Passez à la formule Pro pour en ajouter davantage.`,
    });
  });

  it('refuses invitations and uploads once the trial is over without a subscription', async () => {
    await db
      .updateTable('clients')
      .set({ billing_status: 'none', subscription_status: 'none', subscription_plan: null })
      .where('id', '=', otherFirmId)
      .execute();
    ctx.clock.advance(21 * DAY_MS);
    // Sessions expire with the clock: sign in again.
    jan = await loggedIn(ctx.app, DEMO.otherFirmAdmin);
    const invite = await jan.post('/api/client/invite', { email: 'tard@autre-cabinet.test' });
    expect(invite.statusCode).toBe(402);
    expect(invite.json()).toMatchObject({
      code: 'subscription_required',
      message: "Votre période d'essai est terminée\u00a0: choisissez une formule pour inviter des avocats.",
    });
    const upload = await uploadPdf(jan);
    expect(upload.statusCode).toBe(402);
    expect(upload.json().message).toBe(
      "Votre période d'essai est terminée\u00a0: choisissez une formule pour ajouter des documents.",
    );
    expect((await jan.get('/api/user')).json().data.client.subscription_status).toBe('none');
  });
});

describe('the last free seat', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp({ rateLimits: LIFTED_RATE_LIMITS });
  });
  afterAll(() => ctx.close());

  it('goes to one of two invitations sent at the same moment, the other is refused', async () => {
    const jan = await loggedIn(ctx.app, DEMO.otherFirmAdmin);
    expect((await jan.post('/api/client/invite', { email: 'deux@autre-cabinet.test' })).statusCode).toBe(200);
    const answers = await Promise.all([
      jan.post('/api/client/invite', { email: 'trois@autre-cabinet.test' }),
      jan.post('/api/client/invite', { email: 'quatre@autre-cabinet.test' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const view = (await jan.get('/api/client/subscription')).json().data;
    expect(view.usage.lawyers).toEqual({ used: 3, limit: 3 });
  });

  itOnPostgres("waits for the firm's row: an invitation is not counted while another instance holds it", async () => {
    const jan = await loggedIn(ctx.app, DEMO.otherFirmAdmin);
    const firmId = await firmIdOf(ctx.db, DEMO.otherFirmAdmin);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    // Another API instance in the middle of its own invitation: the firm's row locked, its count not written yet.
    const otherInstance = ctx.db.transaction().execute(async (trx) => {
      await trx.selectFrom('clients').select('id').where('id', '=', firmId).forUpdate().executeTakeFirst();
      locked();
      await released;
    });
    await isLocked;
    let answered = false;
    const invitation = jan.post('/api/client/invite', { email: 'attente@autre-cabinet.test' }).then((answer) => {
      answered = true;
      return answer;
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(answered).toBe(false);
    } finally {
      release();
      await otherInstance;
    }
    expect((await invitation).statusCode).toBe(409);
  });
});

describe('the end of a cancelled subscription', () => {
  let standIn: StandIn;
  let ctx: TestContext;

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    ctx = await createTestApp({ rateLimits: LIFTED_RATE_LIMITS, billing: settingsFor(standIn) });
  });
  afterAll(async () => {
    await ctx.close();
    await standIn.close();
  });

  it('keeps access until the period end, then the firm has none', async () => {
    const first = await loggedIn(ctx.app, DEMO.firmAdmin);
    // The demo subscription was recorded without the provider: cancelling it asks the provider nothing.
    const cancelled = await first.post('/api/client/unsubscribe');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({ status: 'active', cancel_at_period_end: true });
    expect(standIn.calls()).toEqual([]);

    ctx.clock.advance(29 * DAY_MS);
    let admin = await loggedIn(ctx.app, DEMO.firmAdmin);
    expect((await admin.get('/api/client/subscription')).json().data.status).toBe('active');
    ctx.clock.advance(2 * DAY_MS);
    admin = await loggedIn(ctx.app, DEMO.firmAdmin);
    const over = (await admin.get('/api/client/subscription')).json().data;
    expect(over).toMatchObject({ status: 'none', plan: null, current_period_end: null });
    expect((await admin.get('/api/user')).json().data.client.subscription_status).toBe('none');
    expect((await admin.post('/api/client/unsubscribe')).statusCode).toBe(409);
  });
});
