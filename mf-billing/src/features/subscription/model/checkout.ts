import { createContext, useContext } from 'react';
import type { ConfirmOutcome } from './stripeErrors';

/**
 * What the Stripe chunk offers the steps once its Elements are ready. The steps use this context rather than
 * Stripe's hooks, so that Stripe.js and @stripe/react-stripe-js stay in the one lazy chunk of the payment steps.
 */
export interface Checkout {
  /** Confirms the card setup with the mounted Payment and Address elements (no redirect unless required). */
  confirm: () => Promise<ConfirmOutcome>;
  /** Asks for a new SetupIntent (after the card was refused at subscription): the elements start afresh. */
  renew: () => void;
}

export const CheckoutContext = createContext<Checkout | null>(null);

export const useCheckout = (): Checkout | null => useContext(CheckoutContext);
