/**
 * LexDesk's plans (specification 001 §9): monthly prices excluding VAT, the lawyers and the pages of
 * documentation a year each allows, and the benefits the plan cards list. The custom plan (quote on request)
 * exists only on the client. The provider's price ids come from configuration (STRIPE_PRICE_*).
 */
import { type Plan as PlanOffer, PLAN_CODES, type PlanCode } from '@lexdesk/shared/contract';

export { PLAN_BENEFITS, PLAN_CODES, type PlanBenefit, type PlanCode } from '@lexdesk/shared/contract';
export type PlanShortcode = PlanOffer['shortcode'];

/** A plan as the server knows it: the offer without the installation's price id. */
export type Plan = Omit<PlanOffer, 'price_id'>;

export const PLANS: readonly Plan[] = [
  {
    id: 1,
    name: 'Basic',
    code: 'lexdesk_basic',
    shortcode: 'basic',
    price_cents: 9000,
    currency: 'EUR',
    interval: 'month',
    lawyers_min: 1,
    lawyers_max: 3,
    pages_per_year: 2000,
    most_popular: false,
    benefits: ['lawyers', 'pages'],
  },
  {
    id: 2,
    name: 'Plus',
    code: 'lexdesk_plus',
    shortcode: 'plus',
    price_cents: 24900,
    currency: 'EUR',
    interval: 'month',
    lawyers_min: 4,
    lawyers_max: 9,
    pages_per_year: 5000,
    most_popular: true,
    benefits: ['lawyers', 'pages', 'crm_integration'],
  },
  {
    id: 3,
    name: 'Pro',
    code: 'lexdesk_pro',
    shortcode: 'pro',
    price_cents: 39900,
    currency: 'EUR',
    interval: 'month',
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
  },
];

/** What a running trial allows: the Basic plan's limits. */
export const TRIAL_PLAN_CODE: PlanCode = 'lexdesk_basic';

export function planOf(code: PlanCode): Plan {
  const plan = PLANS.find((candidate) => candidate.code === code);
  if (!plan) throw new Error(`unknown plan ${code}`);
  return plan;
}

export function isPlanCode(value: string | null | undefined): value is PlanCode {
  return (PLAN_CODES as readonly string[]).includes(value ?? '');
}

/** The plan to offer past `plan`'s limits; null after Pro (the custom plan: contact us). */
export function nextPlanOf(plan: Plan): Plan | null {
  return PLANS.find((candidate) => candidate.id === plan.id + 1) ?? null;
}

/** The configured price id of each plan (null when not configured). */
export type PlanPrices = Record<PlanCode, string | null>;

/** The plan whose configured price id is `priceId`. */
export function planOfPrice(prices: PlanPrices, priceId: string | null | undefined): Plan | undefined {
  if (!priceId) return undefined;
  return PLANS.find((plan) => prices[plan.code] === priceId);
}
