// mf-billing's calls (contract of billing-api), read and sent through TanStack Query (keys.ts). Every read takes the
// AbortSignal TanStack Query hands it. The server checks the role (firm administrator) and the firm on each.
import { apiClient } from '@lexdesk/shared';

type Signal = AbortSignal | undefined;

export type PlanCode = 'lexdesk_basic' | 'lexdesk_plus' | 'lexdesk_pro';

export type PlanBenefit =
  | 'lawyers'
  | 'pages'
  | 'crm_integration'
  | 'appointment_integration'
  | 'analytics_integration'
  | 'tag_manager_integration'
  | 'secretariat_integration';

/** A plan as GET /plans gives it (Basic, Plus, Pro; prices excluding VAT, in cents). */
export interface Plan {
  id: number;
  name: 'Basic' | 'Plus' | 'Pro';
  code: PlanCode;
  shortcode: string;
  /** The provider's price; null when the installation has no price configured for this plan. */
  price_id: string | null;
  price_cents: number;
  currency: 'EUR';
  interval: 'month';
  lawyers_min: number;
  lawyers_max: number;
  pages_per_year: number;
  most_popular: boolean;
  benefits: PlanBenefit[];
}

export interface PaymentIntent {
  client_secret: string;
  publishable_key: string;
}

export type SubscriptionState = 'trial' | 'active' | 'past_due' | 'none';

export interface SubscriptionView {
  status: SubscriptionState;
  plan: { code: string; name: string } | null;
  trial_ends_at: string | null;
  current_period_end: string | null;
  cancel_at_period_end: boolean;
  payments_configured: boolean;
  usage: {
    lawyers: { used: number; limit: number };
    pages: { used: number; limit: number | null; year: number };
  };
}

export interface SubscribeRequest {
  payment_method_id: string;
  price_id: string;
  vat: string;
}

/** The code of the 503 answered when the installation has no payment provider keys. */
export const PAYMENTS_NOT_CONFIGURED = 'payments_not_configured';

export function listPlans(signal?: Signal): Promise<Plan[]> {
  return apiClient.get<Plan[]>('plans', undefined, { signal });
}

/** A SetupIntent for the firm (its customer created if needed); 503 `payments_not_configured` without keys. */
export function getPaymentIntent(signal?: Signal): Promise<PaymentIntent> {
  return apiClient.get<PaymentIntent>('client/payment-intent', undefined, { signal });
}

export function getSubscription(signal?: Signal): Promise<SubscriptionView> {
  return apiClient.get<SubscriptionView>('client/subscription', undefined, { signal });
}

/** 422 on `vat` (vat_format, vat_checksum) or `price_id`; 402 `payment_failed` with a translated message. */
export function subscribe(body: SubscribeRequest, signal?: Signal): Promise<SubscriptionView> {
  return apiClient.post<SubscriptionView>('client/subscribe', body, { signal });
}

/** Cancels at the end of the period: the firm keeps its access until `current_period_end`. */
export function unsubscribe(signal?: Signal): Promise<SubscriptionView> {
  return apiClient.post<SubscriptionView>('client/unsubscribe', undefined, { signal });
}
