import { canShowStep, firstMissingStep, type DraftView } from './draft';

const empty: DraftView = {
  plan: null,
  payment: { complete: false, type: null, brand: null },
  address: { complete: false, value: null },
  vat: '',
  paymentMethodId: null,
};
const plan = { code: 'lexdesk_basic', name: 'Basic', priceId: 'price_basic', priceCents: 9000, currency: 'EUR' };
const address = { name: 'A', line1: 'Rue 1', line2: null, postalCode: '1000', city: 'Bruxelles', country: 'BE' };

describe('the subscription draft', () => {
  it('sends each step back to the first one whose prerequisites are missing', () => {
    expect(firstMissingStep(empty)).toBe('plans');
    const chosen = { ...empty, plan };
    expect(firstMissingStep(chosen)).toBe('payment');
    const paid = { ...chosen, payment: { complete: true, type: 'card', brand: null } };
    expect(firstMissingStep(paid)).toBe('billing');
    expect(firstMissingStep({ ...paid, address: { complete: true, value: address }, vat: 'BE0123456748' })).toBe(
      'billing',
    );
    expect(firstMissingStep({ ...paid, address: { complete: true, value: address }, vat: 'BE 0123.456.749' })).toBe(
      'recap',
    );
  });

  it('lets a confirmed setup stand for the payment step', () => {
    expect(firstMissingStep({ ...empty, plan, paymentMethodId: 'pm_1' })).toBe('billing');
  });

  it('shows a step only when the steps before it are done', () => {
    expect(canShowStep('plans', empty)).toBe(true);
    expect(canShowStep('recap', empty)).toBe(false);
    expect(canShowStep('payment', { ...empty, plan })).toBe(true);
    expect(canShowStep('billing', { ...empty, plan })).toBe(false);
  });
});
