import type { Plan, Subscription } from '@lexdesk/shared/contract';
import { checkVatNumber } from '@lexdesk/shared/domain';
import type { FastifyBaseLogger } from 'fastify';
import {
  type BillingProvider,
  type BillingStatus,
  PaymentDeclinedError,
  PLANS,
  planOfPrice,
  ProviderRequestRefusedError,
  type ProviderSubscription,
  TaxIdRefusedError,
  WebhookSignatureError,
} from '../billing';
import { AppError, createFieldErrors, addFieldError, ValidationError } from '../errors';
import { type Locale, t } from '../i18n';
import type { ClientRow, Repositories, UserRow } from '../repositories';
import { planInForce, subscriptionStateOf, usageOf } from './limits';

export interface BillingDeps {
  repos: Repositories;
  provider: BillingProvider | null;
  log: FastifyBaseLogger;
  now: Date;
}

/** The plans with their configured price ids (null without a provider or without that price). */
export function plansView(provider: BillingProvider | null): Plan[] {
  return PLANS.map((plan) => ({
    ...plan,
    benefits: [...plan.benefits],
    price_id: provider?.prices[plan.code] ?? null,
  }));
}

export async function subscriptionView(deps: Omit<BillingDeps, 'log'>, firm: ClientRow): Promise<Subscription> {
  const client = (await deps.repos.clients.findById(firm.id)) ?? firm;
  const status = subscriptionStateOf(client, deps.now);
  const plan = planInForce(client, status);
  const subscribed = status === 'active' || status === 'past_due';
  return {
    status,
    plan: subscribed && plan ? { code: plan.code, name: plan.name } : null,
    trial_ends_at: client.trial_ends_at,
    current_period_end: subscribed ? client.current_period_end : null,
    cancel_at_period_end: subscribed && client.cancel_at_period_end === 1,
    payments_configured: deps.provider !== null,
    usage: await usageOf(deps.repos, client, plan, deps.now),
  };
}

function requireProvider(provider: BillingProvider | null): BillingProvider {
  if (!provider) throw new AppError(503, 'payments_not_configured', 'payments_not_configured');
  return provider;
}

/**
 * Runs calls to the provider: a refused card is 402 `payment_failed` with its reason (and the message in the
 * user's language); a request the provider refuses as invalid is 422 `payment_request_refused` with the
 * provider's words as `meta.detail`; the provider failing otherwise (no answer, 5xx) is 502, logged with its cause.
 */
async function withProvider<T>(log: FastifyBaseLogger, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PaymentDeclinedError) {
      log.info({ reason: error.reason, providerCode: error.providerCode }, 'payment declined');
      throw new AppError(402, 'payment_failed', `payment_failed_${error.reason}`, {}, { decline_code: error.reason });
    }
    if (error instanceof ProviderRequestRefusedError) {
      // Warned: a refused price or customer is the installation's settings, not the user's input.
      log.warn({ param: error.param, providerMessage: error.providerMessage }, 'payment provider refused the request');
      throw new AppError(
        422,
        'payment_request_refused',
        'payment_request_refused',
        {},
        { detail: error.providerMessage },
      );
    }
    if (error instanceof AppError || error instanceof TaxIdRefusedError) throw error;
    log.warn({ err: error }, 'payment provider call failed');
    throw new AppError(502, 'payment_provider_unavailable', 'payment_provider_unavailable');
  }
}

/** The firm's customer with the provider, created (and stored) the first time. `firm` is the request's row. */
async function customerOf(deps: BillingDeps, provider: BillingProvider, firm: ClientRow, admin: UserRow) {
  if (firm.stripe_customer_id) return firm.stripe_customer_id;
  // The same key for the same firm: two first calls at once get one customer from the provider.
  const created = await withProvider(deps.log, () =>
    provider.createCustomer({ uuid: firm.uuid, name: firm.name, email: admin.email }, `customer-${firm.uuid}`),
  );
  return deps.repos.clients.setCustomerIfNone(firm.id, created, deps.now);
}

/** GET /client/payment-intent: a card setup for the firm's customer, and the key the browser opens it with. */
export async function createPaymentIntent(deps: BillingDeps, firm: ClientRow, admin: UserRow) {
  const provider = requireProvider(deps.provider);
  const customerId = await customerOf(deps, provider, firm, admin);
  const clientSecret = await withProvider(deps.log, () => provider.createSetupIntent(customerId));
  return { client_secret: clientSecret, publishable_key: provider.publishableKey };
}

function recordOf(subscription: ProviderSubscription, provider: BillingProvider, fallback: ClientRow) {
  const plan = planOfPrice(provider.prices, subscription.priceId);
  return {
    subscriptionId: subscription.id,
    plan: subscription.status === 'none' ? null : (plan?.code ?? fallback.subscription_plan),
    status: subscription.status,
    currentPeriodEnd: subscription.currentPeriodEnd,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
  };
}

export interface SubscribeBody {
  payment_method_id: string;
  price_id: string;
  vat: string;
}

/**
 * POST /client/subscribe: the card becomes the customer's default, the VAT number is recorded, then the firm
 * is subscribed to the price (or its running subscription moves to it).
 */
export async function subscribe(
  deps: BillingDeps,
  firm: ClientRow,
  admin: UserRow,
  body: SubscribeBody,
  locale: Locale,
): Promise<void> {
  const provider = requireProvider(deps.provider);
  const errors = createFieldErrors();
  const vat = checkVatNumber(body.vat);
  if (!vat.ok) addFieldError(errors, 'vat', t(locale, vat.reason));
  const plan = planOfPrice(provider.prices, body.price_id);
  if (!plan) addFieldError(errors, 'price_id', t(locale, 'price_unknown'));
  if (!vat.ok || !plan) throw new ValidationError(errors);

  const customerId = await customerOf(deps, provider, firm, admin);
  await withProvider(deps.log, () => provider.setDefaultPaymentMethod(customerId, body.payment_method_id));
  if (firm.vat_number !== vat.normalized) {
    try {
      await withProvider(deps.log, () => provider.addVatNumber(customerId, vat.normalized));
    } catch (error) {
      if (error instanceof TaxIdRefusedError) throw new ValidationError({ vat: [t(locale, 'vat_format')] });
      throw error;
    }
    await deps.repos.clients.setVatNumber(firm.id, vat.normalized, deps.now);
  }
  const priceId = body.price_id;
  const running = firm.stripe_subscription_id !== null && firm.billing_status !== 'none';
  const subscriptionId = firm.stripe_subscription_id;
  const subscription = await withProvider(deps.log, () =>
    running && subscriptionId !== null
      ? provider.changePrice(subscriptionId, priceId)
      : provider.createSubscription(
          customerId,
          priceId,
          // A double submit (same firm state, price and card) creates one subscription; another card or a later
          // subscription after this one ended is a new key.
          `subscribe-${firm.uuid}-${subscriptionId ?? 'none'}-${priceId}-${body.payment_method_id}`,
        ),
  );
  await deps.repos.clients.recordSubscription(firm.id, recordOf(subscription, provider, firm), deps.now);
}

/** POST /client/unsubscribe: cancelled at the end of the period already paid; access lasts until then. */
export async function unsubscribe(deps: BillingDeps, firm: ClientRow): Promise<void> {
  const provider = requireProvider(deps.provider);
  const state = subscriptionStateOf(firm, deps.now);
  if (state !== 'active' && state !== 'past_due') throw new AppError(409, 'no_subscription', 'no_subscription');
  const subscriptionId = firm.stripe_subscription_id;
  if (subscriptionId === null) {
    // Recorded without the provider (the demo firm): nothing to cancel there.
    await deps.repos.clients.recordSubscription(
      firm.id,
      {
        subscriptionId: null,
        plan: firm.subscription_plan,
        status: firm.billing_status,
        currentPeriodEnd: firm.current_period_end,
        cancelAtPeriodEnd: true,
      },
      deps.now,
    );
    return;
  }
  const subscription = await withProvider(deps.log, () => provider.setCancelAtPeriodEnd(subscriptionId, true));
  await deps.repos.clients.recordSubscription(firm.id, recordOf(subscription, provider, firm), deps.now);
}

export type WebhookOutcome = 'applied' | 'duplicate' | 'ignored' | 'stale';

/**
 * POST /billing/stripe-webhook: a verified event applied once (billing_events), in one transaction with its
 * effect. Events about a subscription the firm no longer has (replaced by a newer one), and events older than the
 * last one applied to the firm (`stale`: deliveries arrive in any order), change nothing.
 */
export async function applyWebhook(
  deps: BillingDeps,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<WebhookOutcome> {
  const provider = requireProvider(deps.provider);
  let event;
  try {
    event = provider.parseWebhook(rawBody, signature);
  } catch (error) {
    if (error instanceof WebhookSignatureError)
      throw new AppError(400, 'webhook_signature_invalid', 'webhook_signature_invalid');
    throw error;
  }
  if (event.kind === 'ignored') return 'ignored';
  const customerId = event.kind === 'payment_failed' ? event.customerId : event.subscription.customerId;
  return deps.repos.transaction(async (tx) => {
    const firm = await tx.clients.findByStripeCustomer(customerId);
    if (!(await tx.billingEvents.record(event.id, event.kind, firm?.id ?? null, deps.now))) return 'duplicate';
    if (!firm) return 'ignored';
    if (event.kind === 'payment_failed') {
      await tx.clients.markPastDue(firm.id, deps.now);
      return 'applied';
    }
    const { subscription } = event;
    if (firm.stripe_subscription_id !== null && firm.stripe_subscription_id !== subscription.id) return 'ignored';
    const deleted = event.kind === 'subscription_deleted';
    const status: BillingStatus = deleted ? 'none' : subscription.status;
    const applied = await tx.clients.recordSubscriptionEvent(
      firm.id,
      {
        ...recordOf({ ...subscription, status }, provider, firm),
        cancelAtPeriodEnd: deleted ? false : subscription.cancelAtPeriodEnd,
      },
      event.createdAt,
      deps.now,
    );
    // Older than the state already applied: acknowledged (the provider stops retrying), nothing changed.
    return applied ? 'applied' : 'stale';
  });
}
