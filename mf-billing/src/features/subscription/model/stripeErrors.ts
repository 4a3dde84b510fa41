/** How a card setup ended at the provider (Stripe's confirmSetup), without Stripe's types. */
export type ConfirmOutcome =
  | { status: 'succeeded'; paymentMethodId: string }
  | { status: 'failed'; code: string | null; declineCode: string | null; message: string | null };

/** Provider error codes with a text of ours (`billing.card.<code>`), in the interface language. */
export const CARD_ERROR_CODES = [
  'card_declined',
  'insufficient_funds',
  'incorrect_cvc',
  'invalid_cvc',
  'expired_card',
  'incorrect_number',
  'invalid_number',
  'invalid_expiry_month',
  'invalid_expiry_year',
  'processing_error',
  'lost_card',
  'stolen_card',
  'authentication_required',
  'setup_intent_authentication_failure',
] as const;

/**
 * The message id for a failed setup: the decline reason when the provider gave a known one, then the error
 * code, else null (the caller shows the provider's own message, localised by the Elements locale, or a generic text).
 */
export function cardErrorMessageId(outcome: { code: string | null; declineCode: string | null }): string | null {
  const known = (value: string | null) =>
    value !== null && (CARD_ERROR_CODES as readonly string[]).includes(value) ? value : null;
  const code = known(outcome.declineCode) ?? known(outcome.code);
  return code ? `billing.card.${code}` : null;
}
