// mf-billing's calls (contract of billing-api), read and sent through TanStack Query (keys.ts). Every read takes the
// AbortSignal TanStack Query hands it. The server checks the role (firm administrator) and the firm on each.
import { apiClient } from '@lexdesk/shared';
import type { PaymentIntent, Plan, Subscription, SubscribeBody } from '@lexdesk/shared/contract';

type Signal = AbortSignal | undefined;

export type {
  PaymentIntent,
  Plan,
  PlanBenefit,
  PlanCode,
  Subscription,
  SubscribeBody,
  SubscriptionState,
} from '@lexdesk/shared/contract';

/** The code of the 503 answered when the installation has no payment provider keys. */
export const PAYMENTS_NOT_CONFIGURED = 'payments_not_configured';

export function listPlans(signal?: Signal): Promise<Plan[]> {
  return apiClient.get<Plan[]>('plans', undefined, { signal });
}

/** A SetupIntent for the firm (its customer created if needed); 503 `payments_not_configured` without keys. */
export function getPaymentIntent(signal?: Signal): Promise<PaymentIntent> {
  return apiClient.get<PaymentIntent>('client/payment-intent', undefined, { signal });
}

export function getSubscription(signal?: Signal): Promise<Subscription> {
  return apiClient.get<Subscription>('client/subscription', undefined, { signal });
}

/** 422 on `vat` (vat_format, vat_checksum) or `price_id`; 402 `payment_failed` with a translated message. */
export function subscribe(body: SubscribeBody, signal?: Signal): Promise<Subscription> {
  return apiClient.post<Subscription>('client/subscribe', body, { signal });
}

/** Cancels at the end of the period: the firm keeps its access until `current_period_end`. */
export function unsubscribe(signal?: Signal): Promise<Subscription> {
  return apiClient.post<Subscription>('client/unsubscribe', undefined, { signal });
}
