import type { BillingSettings } from '../config';
import type { BillingProvider } from './provider';
import { StripeBillingProvider } from './stripe';

export * from './plans';
export * from './provider';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment provider; null when no Stripe keys are configured (the billing routes then answer 503). */
    billing: BillingProvider | null;
  }
}

export function createBillingProvider(settings: BillingSettings | undefined): BillingProvider | null {
  return settings ? new StripeBillingProvider(settings) : null;
}
