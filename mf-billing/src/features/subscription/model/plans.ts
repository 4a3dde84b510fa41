import type { Plan } from '../../../api/billing';

/** The plan added on the client (section 9): a quote on request, with a contact-us button instead of Choose. */
export const CUSTOM_PLAN_CODE = 'lexdesk_custom';

/** Section 9: a plan card lists at most 10 benefits. */
export const MAX_BENEFIT_SLOTS = 10;

/** One line of a plan card: a message id (`billing.plans.benefit.<key>`) and its values. */
export interface BenefitLine {
  key: string;
  values?: Record<string, number>;
}

export interface PlanCard {
  code: string;
  /** A plan's own name (Basic, Plus, Pro); null for the custom plan, whose name is translated. */
  name: string | null;
  custom: boolean;
  priceCents: number | null;
  currency: string;
  priceId: string | null;
  mostPopular: boolean;
  /** The plan before this one, named by the "more advantages" line; null for the first. */
  previous: { code: string; name: string | null } | null;
  benefits: BenefitLine[];
}

const INTEGRATIONS = [
  'crm_integration',
  'appointment_integration',
  'analytics_integration',
  'tag_manager_integration',
  'secretariat_integration',
] as const;

function linesOf(plan: Plan, previous: Plan | null): BenefitLine[] {
  const lines: BenefitLine[] = [];
  if (plan.benefits.includes('lawyers'))
    lines.push({ key: 'lawyers', values: { min: plan.lawyers_min, max: plan.lawyers_max } });
  if (plan.benefits.includes('pages')) lines.push({ key: 'pages', values: { pages: plan.pages_per_year } });
  // A later plan lists only what it adds: the "more advantages" line stands for the rest.
  for (const integration of INTEGRATIONS) {
    if (plan.benefits.includes(integration) && !previous?.benefits.includes(integration))
      lines.push({ key: integration });
  }
  return lines.slice(0, MAX_BENEFIT_SLOTS);
}

/** The cards of the plans step: the API's plans by price, then the custom plan. */
export function planCards(plans: readonly Plan[]): PlanCard[] {
  const sorted = [...plans].sort((a, b) => a.price_cents - b.price_cents);
  const cards: PlanCard[] = sorted.map((plan, index) => {
    const previous = index > 0 ? sorted[index - 1]! : null;
    return {
      code: plan.code,
      name: plan.name,
      custom: false,
      priceCents: plan.price_cents,
      currency: plan.currency,
      priceId: plan.price_id,
      mostPopular: plan.most_popular,
      previous: previous ? { code: previous.code, name: previous.name } : null,
      benefits: linesOf(plan, previous),
    };
  });
  const last = sorted[sorted.length - 1];
  cards.push({
    code: CUSTOM_PLAN_CODE,
    name: null,
    custom: true,
    priceCents: null,
    currency: 'EUR',
    priceId: null,
    mostPopular: false,
    previous: last ? { code: last.code, name: last.name } : null,
    benefits: [{ key: 'custom_lawyers' }, { key: 'unlimited_pages' }, { key: 'advanced_assistance' }],
  });
  return cards;
}

/** « 90 € » in the interface language (whole euros without decimals, cents when there are some). */
export function formatPrice(cents: number, currency: string, locale: string): string {
  const whole = cents % 100 === 0;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(cents / 100);
}
