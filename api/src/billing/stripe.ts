import Stripe from 'stripe';
import type { BillingSettings } from '../config';
import {
  type BillingEvent,
  type BillingProvider,
  type BillingStatus,
  type DeclineReason,
  PaymentDeclinedError,
  ProviderRequestRefusedError,
  type ProviderSubscription,
  TaxIdRefusedError,
  WebhookSignatureError,
} from './provider';

/** The provider's codes (decline_code first, then code) for each reason the browser can show. */
const DECLINE_CODES: Readonly<Record<string, DeclineReason>> = {
  card_declined: 'card_declined',
  generic_decline: 'card_declined',
  do_not_honor: 'card_declined',
  lost_card: 'card_declined',
  stolen_card: 'card_declined',
  pickup_card: 'card_declined',
  fraudulent: 'card_declined',
  restricted_card: 'card_declined',
  insufficient_funds: 'insufficient_funds',
  expired_card: 'expired_card',
  incorrect_cvc: 'incorrect_cvc',
  invalid_cvc: 'incorrect_cvc',
  processing_error: 'processing_error',
  authentication_required: 'authentication_required',
  authentication_not_handled: 'authentication_required',
  subscription_payment_intent_requires_action: 'authentication_required',
};

export function declineReasonOf(declineCode: string | undefined, code: string | undefined): DeclineReason {
  return (
    (declineCode === undefined ? undefined : DECLINE_CODES[declineCode]) ??
    (code === undefined ? undefined : DECLINE_CODES[code]) ??
    'generic'
  );
}

/** Stripe's subscription statuses as LexDesk keeps them: paid up, late, or over. */
function statusOf(status: Stripe.Subscription.Status): BillingStatus {
  switch (status) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
    case 'unpaid':
      return 'past_due';
    default:
      // incomplete, incomplete_expired, canceled, paused: no access paid for.
      return 'none';
  }
}

const idOf = (value: string | { id: string }): string => (typeof value === 'string' ? value : value.id);

function toSubscription(subscription: Stripe.Subscription): ProviderSubscription {
  const item = subscription.items.data[0];
  // Since API version 2025-03-31 the billing period is the item's, not the subscription's.
  const periodEnd = item?.current_period_end;
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer),
    status: statusOf(subscription.status),
    priceId: item?.price.id ?? null,
    currentPeriodEnd: typeof periodEnd === 'number' ? new Date(periodEnd * 1000).toISOString() : null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
  };
}

/**
 * A card refusal becomes PaymentDeclinedError, a request Stripe refuses as invalid (an unknown or malformed
 * payment method...) ProviderRequestRefusedError; anything else is the provider failing (502 upstream).
 */
function rethrow(error: unknown): never {
  if (error instanceof Stripe.errors.StripeCardError) {
    throw new PaymentDeclinedError(declineReasonOf(error.decline_code, error.code), error.decline_code ?? error.code);
  }
  if (error instanceof Stripe.errors.StripeInvalidRequestError) {
    throw new ProviderRequestRefusedError(error.message, error.param);
  }
  throw error;
}

async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    rethrow(error);
  }
}

/** Stripe, through its Node SDK: a SetupIntent for the card, then a subscription paid by it. */
export class StripeBillingProvider implements BillingProvider {
  readonly publishableKey: string;
  readonly prices: BillingSettings['prices'];
  readonly verifiesWebhooks: boolean;
  private readonly stripe: Stripe;
  private readonly webhookSecret: string | undefined;

  constructor(settings: BillingSettings) {
    this.publishableKey = settings.publishableKey;
    this.prices = settings.prices;
    this.webhookSecret = settings.webhookSecret;
    this.verifiesWebhooks = settings.webhookSecret !== undefined;
    const target = settings.apiUrl === undefined ? undefined : new URL(settings.apiUrl);
    this.stripe = new Stripe(settings.secretKey, {
      maxNetworkRetries: 1,
      timeout: 20_000,
      telemetry: false,
      // Tests and e2e only: the local stand-in of Stripe's API (LEXDESK_STRIPE_API_URL).
      ...(target
        ? {
            host: target.hostname,
            port: target.port || (target.protocol === 'https:' ? 443 : 80),
            protocol: target.protocol === 'https:' ? 'https' : 'http',
          }
        : {}),
    });
  }

  async createCustomer(firm: { uuid: string; name: string | null; email: string }, idempotencyKey: string) {
    const customer = await call(() =>
      this.stripe.customers.create(
        { name: firm.name ?? undefined, email: firm.email, metadata: { lexdesk_client_uuid: firm.uuid } },
        { idempotencyKey },
      ),
    );
    return customer.id;
  }

  async createSetupIntent(customerId: string) {
    const intent = await call(() =>
      // Cards only: `allowed_payment_method_types` is the SDK's API version's name for `payment_method_types`.
      this.stripe.setupIntents.create({
        customer: customerId,
        usage: 'off_session',
        allowed_payment_method_types: ['card'],
      }),
    );
    if (!intent.client_secret) throw new Error('setup intent without client secret');
    return intent.client_secret;
  }

  async setDefaultPaymentMethod(customerId: string, paymentMethodId: string) {
    await call(() => this.stripe.paymentMethods.attach(paymentMethodId, { customer: customerId }));
    await call(() =>
      this.stripe.customers.update(customerId, { invoice_settings: { default_payment_method: paymentMethodId } }),
    );
  }

  async addVatNumber(customerId: string, vat: string) {
    try {
      await this.stripe.customers.createTaxId(customerId, { type: 'eu_vat', value: vat });
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.param === 'value')
        throw new TaxIdRefusedError();
      throw error;
    }
  }

  async createSubscription(customerId: string, priceId: string, idempotencyKey: string) {
    const subscription = await call(() =>
      this.stripe.subscriptions.create(
        {
          customer: customerId,
          items: [{ price: priceId }],
          // The first invoice is paid now or the call fails with the card's refusal: no half-made subscription.
          payment_behavior: 'error_if_incomplete',
        },
        { idempotencyKey },
      ),
    );
    return toSubscription(subscription);
  }

  async changePrice(subscriptionId: string, priceId: string) {
    const current = await call(() => this.stripe.subscriptions.retrieve(subscriptionId));
    const item = current.items.data[0];
    const subscription = await call(() =>
      this.stripe.subscriptions.update(subscriptionId, {
        items: item ? [{ id: item.id, price: priceId }] : [{ price: priceId }],
        cancel_at_period_end: false,
        payment_behavior: 'error_if_incomplete',
      }),
    );
    return toSubscription(subscription);
  }

  async setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean) {
    const subscription = await call(() =>
      this.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel }),
    );
    return toSubscription(subscription);
  }

  parseWebhook(rawBody: Buffer, signature: string | undefined): BillingEvent {
    if (this.webhookSecret === undefined || signature === undefined) throw new WebhookSignatureError();
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret);
    } catch {
      throw new WebhookSignatureError();
    }
    switch (event.type) {
      case 'invoice.payment_failed': {
        const customer = event.data.object.customer;
        return customer === null
          ? { id: event.id, kind: 'ignored', type: event.type }
          : { id: event.id, kind: 'payment_failed', customerId: idOf(customer) };
      }
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        return {
          id: event.id,
          kind: event.type === 'customer.subscription.updated' ? 'subscription_updated' : 'subscription_deleted',
          subscription: toSubscription(event.data.object),
          // Stripe's `created` is in seconds; the subscription object carries no version of its own.
          createdAt: new Date(event.created * 1000).toISOString(),
        };
      default:
        return { id: event.id, kind: 'ignored', type: event.type };
    }
  }
}
