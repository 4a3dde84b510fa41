// The queries mf-billing reads, one key factory: the plans (worded in the request's language), the firm's
// subscription, the SetupIntent of a payment. A subscription or an unsubscription invalidates `billingKeys.all`.
import type { Locale } from '@lexdesk/shared';
import { queryOptions } from '@tanstack/react-query';
import { getPaymentIntent, getSubscription, listPlans } from './billing';

export const billingKeys = {
  all: ['billing'] as const,
  plans: (locale: Locale) => [...billingKeys.all, 'plans', locale] as const,
  subscription: () => [...billingKeys.all, 'subscription'] as const,
  paymentIntent: () => [...billingKeys.all, 'payment-intent'] as const,
};

export const billingQueries = {
  plans: (locale: Locale) =>
    queryOptions({ queryKey: billingKeys.plans(locale), queryFn: ({ signal }) => listPlans(signal) }),
  subscription: () =>
    queryOptions({ queryKey: billingKeys.subscription(), queryFn: ({ signal }) => getSubscription(signal) }),
  /**
   * A SetupIntent: one per visit of the steps, kept while they are shown (the Payment Element holds the card
   * entered against it: a refetch would start the elements afresh) and dropped when they are left.
   */
  paymentIntent: () =>
    queryOptions({
      queryKey: billingKeys.paymentIntent(),
      queryFn: ({ signal }) => getPaymentIntent(signal),
      staleTime: Infinity,
      gcTime: 0,
    }),
};
