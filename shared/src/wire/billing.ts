// Plans and the firm's subscription (specification 000, "Subscription"; specification 001, "Plans and pricing").
import { type Static, Type } from '@sinclair/typebox';
import { integerEnum, nullable, stringEnum, strictObject } from './schema';

export const PLAN_CODES = ['lexdesk_basic', 'lexdesk_plus', 'lexdesk_pro'] as const;
export type PlanCode = (typeof PLAN_CODES)[number];

export const PLAN_NAMES = ['Basic', 'Plus', 'Pro'] as const;
export type PlanName = (typeof PLAN_NAMES)[number];

/** The closed list of benefit keys; the browser translates them. */
export const PLAN_BENEFITS = [
  'lawyers',
  'pages',
  'crm_integration',
  'appointment_integration',
  'analytics_integration',
  'tag_manager_integration',
  'secretariat_integration',
] as const;
export type PlanBenefit = (typeof PLAN_BENEFITS)[number];

/** A plan as GET /plans gives it (prices excluding VAT, in cents). */
export const Plan = Type.Object({
  id: Type.Integer(),
  name: stringEnum(PLAN_NAMES),
  code: stringEnum(PLAN_CODES),
  /** The name lowercased, spaces turned into underscores (the specification's shortcode). */
  shortcode: stringEnum(['basic', 'plus', 'pro']),
  /** The provider's price; null when the installation has no price configured for this plan. */
  price_id: nullable(Type.String()),
  price_cents: integerEnum([9000, 24900, 39900]),
  currency: Type.Literal('EUR'),
  interval: Type.Literal('month'),
  lawyers_min: Type.Integer(),
  lawyers_max: Type.Integer(),
  pages_per_year: Type.Integer(),
  most_popular: Type.Boolean(),
  benefits: Type.Array(stringEnum(PLAN_BENEFITS)),
});
export type Plan = Static<typeof Plan>;

export const PaymentIntent = Type.Object({ client_secret: Type.String(), publishable_key: Type.String() });
export type PaymentIntent = Static<typeof PaymentIntent>;

export const SUBSCRIPTION_STATES = ['trial', 'active', 'past_due', 'none'] as const;
export type SubscriptionState = (typeof SUBSCRIPTION_STATES)[number];

export const Subscription = Type.Object({
  status: stringEnum(SUBSCRIPTION_STATES),
  plan: nullable(Type.Object({ code: stringEnum(PLAN_CODES), name: stringEnum(PLAN_NAMES) })),
  trial_ends_at: nullable(Type.String()),
  current_period_end: nullable(Type.String()),
  cancel_at_period_end: Type.Boolean(),
  payments_configured: Type.Boolean(),
  usage: Type.Object({
    lawyers: Type.Object({ used: Type.Integer(), limit: Type.Integer() }),
    pages: Type.Object({ used: Type.Integer(), limit: nullable(Type.Integer()), year: Type.Integer() }),
  }),
});
export type Subscription = Static<typeof Subscription>;

export const WebhookReceipt = Type.Object({ handled: stringEnum(['applied', 'duplicate', 'ignored', 'stale']) });
export type WebhookReceipt = Static<typeof WebhookReceipt>;

const providerId = Type.String({ minLength: 1, maxLength: 255 });
export const SubscribeBody = strictObject({
  payment_method_id: providerId,
  price_id: providerId,
  vat: Type.String({ minLength: 1, maxLength: 40 }),
});
export type SubscribeBody = Static<typeof SubscribeBody>;
