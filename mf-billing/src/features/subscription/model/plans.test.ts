import { PLANS } from '../../../common/test/fixtures';
import { CUSTOM_PLAN_CODE, formatPrice, MAX_BENEFIT_SLOTS, planCards } from './plans';

describe('planCards', () => {
  const cards = planCards(PLANS);

  it('orders the plans by price and appends the custom plan, on quote', () => {
    expect(cards.map((card) => card.code)).toEqual(['lexdesk_basic', 'lexdesk_plus', 'lexdesk_pro', CUSTOM_PLAN_CODE]);
    expect(cards[3]).toMatchObject({ custom: true, priceCents: null, priceId: null, name: null });
  });

  it('names the previous plan on every later plan, the first has none', () => {
    expect(cards.map((card) => card.previous?.name ?? null)).toEqual([null, 'Basic', 'Plus', 'Pro']);
  });

  it('lists only what a plan adds to the previous one, and never more than 10 lines', () => {
    expect(cards[1]!.benefits.map((line) => line.key)).toEqual(['lawyers', 'pages', 'crm_integration']);
    expect(cards[2]!.benefits.map((line) => line.key)).toEqual([
      'lawyers',
      'pages',
      'appointment_integration',
      'analytics_integration',
      'tag_manager_integration',
      'secretariat_integration',
    ]);
    expect(cards[0]!.benefits[0]).toEqual({ key: 'lawyers', values: { min: 1, max: 3 } });
    for (const card of cards) expect(card.benefits.length).toBeLessThanOrEqual(MAX_BENEFIT_SLOTS);
  });
});

describe('formatPrice', () => {
  it('writes whole euros in the interface language', () => {
    expect(formatPrice(9000, 'EUR', 'fr')).toBe('90\u00a0€');
    expect(formatPrice(24900, 'EUR', 'en')).toBe('€249');
    expect(formatPrice(39900, 'EUR', 'nl')).toBe('€\u00a0399');
    expect(formatPrice(9050, 'EUR', 'fr')).toBe('90,50\u00a0€');
  });
});
