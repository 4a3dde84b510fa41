// A local stand-in of the part of Stripe's HTTP API that LexDesk's billing provider calls (api/src/billing/stripe.ts),
// for the API tests and the e2e run only: never the product's default. Form-encoded requests like Stripe's,
// Stripe-shaped JSON answers with ids, every call recorded (GET /__calls; POST /__reset forgets them).
//
// A payment method whose id contains "declined" makes subscription creation fail as Stripe's test card
// pm_card_chargeDeclined does (HTTP 402, card_error, code card_declined, decline_code generic_decline);
// "insufficient" and "expired" give insufficient_funds and expired_card.
// With a webhook URL and secret, each subscription created or updated is also POSTed there as a signed
// customer.subscription.updated event (Stripe's v1 signature: HMAC-SHA256 of "<timestamp>.<body>").
//
// As a program (the e2e webServer, `node --import tsx e2e/stand-ins/stripe-api.ts`): STRIPE_STAND_IN_PORT (default
// 12111), STRIPE_STAND_IN_WEBHOOK_URL, STRIPE_WEBHOOK_SECRET.
import { createHmac, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';

/** A form body's value: text, or nested objects and lists (`a[b][0]=x`). */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
type FormObject = { [key: string]: FormValue };
// Stripe's objects as JSON: the stand-in builds and returns them loosely, like the real API.
type Json = Record<string, unknown>;

export interface RecordedCall {
  method: string;
  path: string;
  params: FormObject;
}

interface Answer {
  status: number;
  body: unknown;
}

interface Customer {
  id: string;
  object: 'customer';
  name: string | null;
  email: string | null;
  metadata: FormValue;
  invoice_settings: { default_payment_method: string | null };
  tax_ids: Json[];
  payment_methods: string[];
}

interface SubscriptionItem {
  id: string;
  object: 'subscription_item';
  price: { id: string; object: 'price'; currency: 'eur'; recurring: { interval: 'month' } };
  quantity: number;
  current_period_start: number;
  current_period_end: number;
}

interface Subscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: 'active' | 'canceled';
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  created: number;
  default_payment_method: string;
  items: { object: 'list'; data: SubscriptionItem[]; has_more: false };
}

export interface StandInOptions {
  port?: number;
  host?: string;
  webhookUrl?: string;
  webhookSecret?: string;
}

const DAY_S = 24 * 60 * 60;

/** `a[b][0][c]=1` into { a: { b: [ { c: '1' } ] } }, as Stripe reads its form bodies. */
export function parseForm(text: string): FormObject {
  const result: FormObject = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const path = rawKey.replace(/\]/g, '').split('[');
    // Lists are written as objects keyed by index here, then indexed the same way: enough for reading.
    let node = result as Record<string, FormValue>;
    path.forEach((segment, index) => {
      const last = index === path.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(path[index + 1] ?? '');
      if (last) node[segment] = value;
      else node = (node[segment] ??= nextIsIndex ? [] : {}) as Record<string, FormValue>;
    });
  }
  return result;
}

/** Stripe's webhook signature header for `payload`. */
export function signatureHeader(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

const newId = (prefix: string): string => `${prefix}_${randomBytes(12).toString('hex')}`;

function stripeError(status: number, type: string, message: string, extra: Json = {}): Answer {
  return { status, body: { error: { type, message, ...extra } } };
}

const missing = (what: string, id: unknown): Answer =>
  stripeError(404, 'invalid_request_error', `No such ${what}: '${id}'`, { code: 'resource_missing' });

function declineOf(paymentMethod: unknown): { code: string; decline_code: string } | undefined {
  const id = String(paymentMethod ?? '');
  if (/insufficient/i.test(id)) return { code: 'card_declined', decline_code: 'insufficient_funds' };
  if (/expired/i.test(id)) return { code: 'expired_card', decline_code: 'expired_card' };
  if (/declined/i.test(id)) return { code: 'card_declined', decline_code: 'generic_decline' };
  return undefined;
}

/**
 * Starts the stand-in; `port` 0 picks a free one. Answers { url, port, calls(), reset(), close(), subscriptions }.
 */
export async function startStripeStandIn({
  port = 0,
  host = '127.0.0.1',
  webhookUrl,
  webhookSecret,
}: StandInOptions = {}) {
  const calls: RecordedCall[] = [];
  const customers = new Map<string, Customer>();
  const subscriptions = new Map<string, Subscription>();
  const setupIntents = new Map<string, Json>();
  const idempotent = new Map<string, Answer>();
  const webhooks: Promise<{ id: string; status?: number; error?: string }>[] = [];
  const text = (value: FormValue | undefined): string | undefined => (typeof value === 'string' ? value : undefined);
  const objectOf = (value: FormValue | undefined): FormObject =>
    value !== undefined && typeof value === 'object' && !Array.isArray(value) ? value : {};
  const firstItem = (value: FormValue | undefined): FormObject => objectOf(Array.isArray(value) ? value[0] : undefined);

  const subscriptionItem = (price: string, start: number): SubscriptionItem => ({
    id: newId('si'),
    object: 'subscription_item',
    price: { id: price, object: 'price', currency: 'eur', recurring: { interval: 'month' } },
    quantity: 1,
    current_period_start: start,
    current_period_end: start + 30 * DAY_S,
  });

  function sendWebhook(subscription: Subscription): void {
    if (!webhookUrl || !webhookSecret) return;
    const event = {
      id: newId('evt'),
      object: 'event',
      type: 'customer.subscription.updated',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object: subscription },
    };
    const payload = JSON.stringify(event);
    const delivery = fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signatureHeader(payload, webhookSecret) },
      body: payload,
    })
      .then((response) => ({ id: event.id, status: response.status }))
      .catch((error) => ({ id: event.id, error: String(error) }));
    webhooks.push(delivery);
  }

  function route(method: string, path: string, params: FormObject): Answer {
    let match: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/customers') {
      const customer: Customer = {
        id: newId('cus'),
        object: 'customer',
        name: text(params.name) ?? null,
        email: text(params.email) ?? null,
        metadata: params.metadata ?? {},
        invoice_settings: { default_payment_method: null },
        tax_ids: [],
        payment_methods: [],
      };
      customers.set(customer.id, customer);
      return { status: 200, body: publicCustomer(customer) };
    }
    if ((match = /^\/v1\/customers\/([^/]+)$/.exec(path))) {
      const id = match[1] ?? '';
      const customer = customers.get(id);
      if (!customer) return missing('customer', id);
      if (method === 'POST') {
        const name = text(params.name);
        const email = text(params.email);
        if (name !== undefined) customer.name = name;
        if (email !== undefined) customer.email = email;
        const paymentMethod = text(objectOf(params.invoice_settings).default_payment_method);
        if (paymentMethod !== undefined) {
          if (!customer.payment_methods.includes(paymentMethod))
            return stripeError(400, 'invalid_request_error', 'The payment method is not attached to this customer.');
          customer.invoice_settings.default_payment_method = paymentMethod;
        }
      }
      return { status: 200, body: publicCustomer(customer) };
    }
    if (method === 'POST' && (match = /^\/v1\/customers\/([^/]+)\/tax_ids$/.exec(path))) {
      const id = match[1] ?? '';
      const customer = customers.get(id);
      if (!customer) return missing('customer', id);
      const value = text(params.value) ?? '';
      if (params.type !== 'eu_vat' || !/^[A-Z]{2}[0-9A-Z]{2,13}$/.test(value))
        return stripeError(400, 'invalid_request_error', 'Invalid value for eu_vat.', {
          code: 'tax_id_invalid',
          param: 'value',
        });
      const taxId = { id: newId('txi'), object: 'tax_id', customer: customer.id, type: 'eu_vat', value };
      customer.tax_ids.push(taxId);
      return { status: 200, body: taxId };
    }
    if (method === 'POST' && path === '/v1/setup_intents') {
      const customer = text(params.customer);
      if (customer !== undefined && !customers.has(customer)) return missing('customer', customer);
      const id = newId('seti');
      const intent = {
        id,
        object: 'setup_intent',
        client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
        customer: customer ?? null,
        usage: text(params.usage) ?? 'off_session',
        payment_method_types: params.allowed_payment_method_types ?? params.payment_method_types ?? ['card'],
        status: 'requires_payment_method',
        payment_method: null,
      };
      setupIntents.set(id, intent);
      return { status: 200, body: intent };
    }
    if (method === 'POST' && (match = /^\/v1\/payment_methods\/([^/]+)\/attach$/.exec(path))) {
      const paymentMethod = decodeURIComponent(match[1] ?? '');
      // Stripe's ids are a prefix and letters or digits: anything else names no payment method.
      if (!/^pm_[A-Za-z0-9_]+$/.test(paymentMethod)) return missing('PaymentMethod', paymentMethod);
      const customerId = text(params.customer) ?? '';
      const customer = customers.get(customerId);
      if (!customer) return missing('customer', customerId);
      if (!customer.payment_methods.includes(paymentMethod)) customer.payment_methods.push(paymentMethod);
      return {
        status: 200,
        body: {
          id: paymentMethod,
          object: 'payment_method',
          type: 'card',
          customer: customer.id,
          card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 },
        },
      };
    }
    if (method === 'POST' && path === '/v1/subscriptions') {
      const customerId = text(params.customer) ?? '';
      const customer = customers.get(customerId);
      if (!customer) return missing('customer', customerId);
      const price = text(firstItem(params.items).price);
      if (!price) return stripeError(400, 'invalid_request_error', 'Missing required param: items[0][price].');
      const paymentMethod = text(params.default_payment_method) ?? customer.invoice_settings.default_payment_method;
      if (!paymentMethod)
        return stripeError(400, 'invalid_request_error', 'This customer has no attached payment source.');
      const decline = declineOf(paymentMethod);
      if (decline) return stripeError(402, 'card_error', 'Your card was declined.', { ...decline, param: '' });
      const start = Math.floor(Date.now() / 1000);
      const subscription: Subscription = {
        id: newId('sub'),
        object: 'subscription',
        customer: customer.id,
        status: 'active',
        cancel_at_period_end: false,
        canceled_at: null,
        created: start,
        default_payment_method: paymentMethod,
        items: { object: 'list', data: [subscriptionItem(price, start)], has_more: false },
      };
      subscriptions.set(subscription.id, subscription);
      sendWebhook(subscription);
      return { status: 200, body: subscription };
    }
    if ((match = /^\/v1\/subscriptions\/([^/]+)$/.exec(path))) {
      const id = match[1] ?? '';
      const subscription = subscriptions.get(id);
      if (!subscription) return missing('subscription', id);
      if (method === 'POST') {
        if (subscription.status === 'canceled')
          return stripeError(400, 'invalid_request_error', 'A canceled subscription can only update its metadata.');
        const cancel = text(params.cancel_at_period_end);
        if (cancel !== undefined) subscription.cancel_at_period_end = cancel === 'true';
        const item = firstItem(params.items);
        const price = text(item.price);
        if (price) {
          const current = subscription.items.data[0];
          const start = current?.current_period_start ?? Math.floor(Date.now() / 1000);
          const replaced = subscriptionItem(price, start);
          if (current && text(item.id) === current.id) replaced.id = current.id;
          subscription.items.data = [replaced];
        }
        sendWebhook(subscription);
      }
      if (method === 'DELETE') {
        subscription.status = 'canceled';
        subscription.canceled_at = Math.floor(Date.now() / 1000);
      }
      return { status: 200, body: subscription };
    }
    return stripeError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
  }

  function publicCustomer(customer: Customer): Json {
    const { payment_methods: _paymentMethods, tax_ids: _taxIds, ...rest } = customer;
    return rest;
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
        response.end(JSON.stringify(body));
      };
      if (url.pathname === '/__calls' && request.method === 'GET') return send(200, calls);
      if (url.pathname === '/__reset' && request.method === 'POST') {
        calls.length = 0;
        return send(200, { ok: true });
      }
      const method = request.method ?? 'GET';
      const params = parseForm(method === 'GET' ? url.search.slice(1) : Buffer.concat(chunks).toString('utf8'));
      const authorization = request.headers.authorization ?? '';
      if (!/^Bearer sk_(test|live)_\S+$/.test(authorization)) {
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
      }
      calls.push({ method, path: url.pathname, params });
      const key = request.headers['idempotency-key'];
      const cacheKey = typeof key === 'string' && method === 'POST' ? `${url.pathname} ${key}` : undefined;
      const answer = (cacheKey ? idempotent.get(cacheKey) : undefined) ?? route(method, url.pathname, params);
      if (cacheKey && answer.status === 200) idempotent.set(cacheKey, answer);
      return send(answer.status, answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://${host}:${actualPort}`,
    port: actualPort,
    calls: () => calls.map((call) => ({ ...call })),
    reset: () => {
      calls.length = 0;
    },
    subscriptions,
    /** Waits for the webhook deliveries sent so far; answers their outcomes. */
    webhooksDone: () => Promise.all(webhooks),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}

// Run as a program (e2e/playwright.config.ts starts it as a webServer).
if (process.argv[1] && /stripe-api\.[cm]?[jt]s$/.test(process.argv[1])) {
  startStripeStandIn({
    port: Number(process.env.STRIPE_STAND_IN_PORT ?? 12111),
    webhookUrl: process.env.STRIPE_STAND_IN_WEBHOOK_URL || undefined,
    webhookSecret: process.env.STRIPE_WEBHOOK_SECRET || undefined,
  }).then((standIn) => console.log(`Stripe API stand-in on ${standIn.url}`));
}
