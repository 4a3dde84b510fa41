import type { PlanPrices } from './plans';

/** The provider's subscription states, as LexDesk keeps them (clients.billing_status). */
export type BillingStatus = 'active' | 'past_due' | 'none';

/** Why a card was refused, in the closed list the browser shows a translated text for. */
export const DECLINE_REASONS = [
  'card_declined',
  'insufficient_funds',
  'expired_card',
  'incorrect_cvc',
  'processing_error',
  'authentication_required',
  'generic',
] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

export interface ProviderSubscription {
  id: string;
  customerId: string;
  status: BillingStatus;
  /** The price of its (single) item. */
  priceId: string | null;
  /** ISO time; null when the provider gave none. */
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
}

/** A webhook delivery, verified and reduced to what LexDesk acts on. */
export type BillingEvent =
  | { id: string; kind: 'payment_failed'; customerId: string }
  | {
      id: string;
      kind: 'subscription_updated' | 'subscription_deleted';
      subscription: ProviderSubscription;
      /** ISO time the provider created the event: deliveries arrive in any order, the newest state wins. */
      createdAt: string;
    }
  | { id: string; kind: 'ignored'; type: string };

/** The provider refused the card (or the payment it needed). */
export class PaymentDeclinedError extends Error {
  constructor(
    readonly reason: DeclineReason,
    /** The provider's own code, for the log. */
    readonly providerCode: string | undefined,
  ) {
    super(`payment declined: ${reason}`);
    this.name = 'PaymentDeclinedError';
  }
}

/**
 * The provider refused the request as malformed: a payment method it does not know or cannot use, a parameter
 * it does not accept. The provider answered, so this is not its failure: the user is told its reason.
 */
export class ProviderRequestRefusedError extends Error {
  constructor(
    /** The provider's own explanation (English), shown as the answer's detail. */
    readonly providerMessage: string,
    /** The request parameter the provider names, when it names one. */
    readonly param: string | undefined,
  ) {
    super(`provider refused the request: ${providerMessage}`);
    this.name = 'ProviderRequestRefusedError';
  }
}

/** The provider refused a tax id LexDesk's own check accepted. */
export class TaxIdRefusedError extends Error {
  constructor() {
    super('tax id refused');
    this.name = 'TaxIdRefusedError';
  }
}

/** A webhook delivery whose signature is missing, wrong or too old. */
export class WebhookSignatureError extends Error {
  constructor() {
    super('webhook signature invalid');
    this.name = 'WebhookSignatureError';
  }
}

/**
 * Card payments and subscriptions. Stripe implements it (billing/stripe.ts) when its keys are configured;
 * without keys there is no provider and the billing routes answer `payments_not_configured`.
 */
export interface BillingProvider {
  /** The key the browser's payment form is opened with. */
  readonly publishableKey: string;
  readonly prices: PlanPrices;
  /** Whether webhook deliveries can be verified (a webhook secret is configured). */
  readonly verifiesWebhooks: boolean;
  /** A customer for the firm; `idempotencyKey` makes a repeated call answer the same customer. */
  createCustomer(firm: { uuid: string; name: string | null; email: string }, idempotencyKey: string): Promise<string>;
  /** A card setup for later (off-session) payments; answers its client secret. */
  createSetupIntent(customerId: string): Promise<string>;
  /** Attaches the payment method to the customer and makes it the default for invoices. */
  setDefaultPaymentMethod(customerId: string, paymentMethodId: string): Promise<void>;
  /** Records an EU VAT number on the customer (its invoices show it). */
  addVatNumber(customerId: string, vat: string): Promise<void>;
  /**
   * Subscribes the customer to `priceId`, paying the first invoice now (refused cards throw PaymentDeclinedError).
   * The same `idempotencyKey` answers the same subscription (a double submit creates one).
   */
  createSubscription(customerId: string, priceId: string, idempotencyKey: string): Promise<ProviderSubscription>;
  /** Moves the subscription's item to `priceId` (and undoes a pending cancellation). */
  changePrice(subscriptionId: string, priceId: string): Promise<ProviderSubscription>;
  /** Cancels at the end of the current period (true) or keeps renewing (false). */
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<ProviderSubscription>;
  /** Verifies a webhook delivery's signature over its raw body (WebhookSignatureError otherwise). */
  parseWebhook(rawBody: Buffer, signature: string | undefined): BillingEvent;
}
