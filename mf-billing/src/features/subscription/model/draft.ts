import { checkVatNumber } from '@lexdesk/shared/domain';
import { create } from 'zustand';

export type Step = 'plans' | 'payment' | 'billing' | 'recap';
export const STEPS: readonly Step[] = ['plans', 'payment', 'billing', 'recap'];

export interface ChosenPlan {
  code: string;
  name: string;
  priceId: string;
  priceCents: number;
  currency: string;
}

export interface BillingAddress {
  name: string;
  line1: string;
  line2: string | null;
  postalCode: string;
  city: string;
  country: string;
}

/** What the Payment Element reported last: complete or not, the method's type and, for a card, its brand. */
export interface PaymentReport {
  complete: boolean;
  type: string | null;
  brand: string | null;
}

interface DraftState {
  plan: ChosenPlan | null;
  payment: PaymentReport;
  address: { complete: boolean; value: BillingAddress | null };
  vat: string;
  /** The payment method of a setup already confirmed (a retried Subscribe must not confirm it twice). */
  paymentMethodId: string | null;
  choosePlan: (plan: ChosenPlan) => void;
  reportPayment: (report: Partial<PaymentReport>) => void;
  reportAddress: (complete: boolean, value: BillingAddress | null) => void;
  setVat: (vat: string) => void;
  setPaymentMethodId: (id: string | null) => void;
  /** A new card setup: what the Payment Element had reported is gone with it. */
  forgetPayment: () => void;
  reset: () => void;
}

const EMPTY_PAYMENT: PaymentReport = { complete: false, type: null, brand: null };

const initial = {
  plan: null,
  payment: EMPTY_PAYMENT,
  address: { complete: false, value: null },
  vat: '',
  paymentMethodId: null,
};

/**
 * The subscription being prepared, shared by the steps (child routes) and the Stripe elements kept mounted by
 * the layout. It lives as long as the Subscription layout: leaving the steps forgets it.
 */
export const useDraftStore = create<DraftState>((set) => ({
  ...initial,
  choosePlan: (plan) => set({ plan }),
  reportPayment: (report) => set((state) => ({ payment: { ...state.payment, ...report } })),
  reportAddress: (complete, value) => set({ address: { complete, value } }),
  setVat: (vat) => set({ vat }),
  setPaymentMethodId: (paymentMethodId) => set({ paymentMethodId }),
  forgetPayment: () => set({ payment: EMPTY_PAYMENT, paymentMethodId: null }),
  reset: () => set(initial),
}));

export type DraftView = Pick<DraftState, 'plan' | 'payment' | 'address' | 'vat' | 'paymentMethodId'>;

/** The first step whose prerequisites are missing ('recap' when everything is there). */
export function firstMissingStep(draft: DraftView): Step {
  if (!draft.plan) return 'plans';
  if (!draft.payment.complete && !draft.paymentMethodId) return 'payment';
  if (!draft.address.complete || !checkVatNumber(draft.vat).ok) return 'billing';
  return 'recap';
}

/** A step may be shown when every step before it is done. */
export function canShowStep(step: Step, draft: DraftView): boolean {
  return STEPS.indexOf(step) <= STEPS.indexOf(firstMissingStep(draft));
}
