// Who runs a LexDesk installation, as its legal notice states it (Code of Economic Law, art. III.74 and XII.6;
// Code of Companies and Associations, art. 2:20): the rules the API applies to its LEXDESK_OPERATOR_* settings
// and the codes the legal notice labels in each language.
import { checkVatNumber } from './vat';

/**
 * The legal forms of the Code of Companies and Associations a provider may have, by the code the setting takes:
 * each is named in the notice's language (an SRL is a BV in Dutch).
 */
export const OPERATOR_LEGAL_FORMS = ['srl', 'sa', 'sc', 'snc', 'scomm', 'asbl'] as const;
export type OperatorLegalForm = (typeof OPERATOR_LEGAL_FORMS)[number];

export function isOperatorLegalForm(value: string): value is OperatorLegalForm {
  return (OPERATOR_LEGAL_FORMS as readonly string[]).includes(value);
}

/** The roles of the sub-processors a legal notice names; payments only where card payments are set up. */
export const SUBPROCESSOR_ROLES = ['hosting', 'mail', 'storage', 'payments'] as const;
export type SubprocessorRole = (typeof SUBPROCESSOR_ROLES)[number];

/** The payment provider behind api/src/billing (Stripe's entity for European accounts). */
export const PAYMENTS_SUBPROCESSOR = 'Stripe Payments Europe, Limited';

/**
 * A Belgian enterprise number (BCE/KBO) as the registers write it, 0123.456.749, or null when it is not one: ten
 * digits starting with 0 or 1 (nine-digit numbers from before 2007 get their leading 0), the last two being 97
 * minus the first eight modulo 97. Separators and a BE prefix are accepted.
 */
export function formatEnterpriseNumber(input: string): string | null {
  const digits = input.toUpperCase().replace(/^\s*BE/, '');
  const check = checkVatNumber(`BE${digits}`);
  if (!check.ok) return null;
  const number = check.normalized.slice(2);
  return `${number.slice(0, 4)}.${number.slice(4, 7)}.${number.slice(7)}`;
}

/** An EU VAT number, normalised (BE0123456749), or null when its format or its Belgian check digits are wrong. */
export function formatVatNumber(input: string): string | null {
  const check = checkVatNumber(input);
  return check.ok ? check.normalized : null;
}
