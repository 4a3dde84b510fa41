import { PASSWORD_MIN_LENGTH } from './constants';

/** Message ids of section 5; the French texts are the catalogue's, verbatim. */
export const validationMessageIds = {
  required: 'validation.required',
  email: 'validation.email',
  emailTaken: 'validation.emailTaken',
  passwordLength: 'validation.passwordLength',
  passwordConfirm: 'validation.passwordConfirm',
  passwordProductWord: 'validation.passwordProductWord',
  terms: 'validation.terms',
  privacy: 'validation.privacy',
  url: 'validation.url',
} as const;

export type ValidationMessageId = (typeof validationMessageIds)[keyof typeof validationMessageIds];

// The browser and the server (as the API's JSON-schema `email` format) both validate with isEmail,
// so what one accepts the other does too. It accepts what mail servers deliver: an ASCII dot-atom
// local part (no leading, trailing or doubled dot) @ a host name of at least two labels, each of
// letters, digits and inner hyphens, the last one (the TLD) not numeric. Quoted local parts,
// address literals and internationalised addresses are refused.
const LOCAL_ATOM = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+$/;
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const EMAIL_MAX_LENGTH = 254;
const LOCAL_MAX_LENGTH = 64;

/** Surrounding spaces are ignored (forms trim before sending; the server trims before storing). */
export function isEmail(value: string): boolean {
  const email = value.trim();
  if (email.length > EMAIL_MAX_LENGTH) return false;
  const at = email.indexOf('@');
  if (at < 0 || at !== email.lastIndexOf('@')) return false;
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  if (local.length === 0 || local.length > LOCAL_MAX_LENGTH) return false;
  // Splitting on dots leaves an empty part for a leading, trailing or doubled dot.
  if (!local.split('.').every((atom) => LOCAL_ATOM.test(atom))) return false;
  const labels = domain.split('.');
  const tld = labels[labels.length - 1] ?? '';
  if (labels.length < 2 || tld.length < 2 || /^[0-9]+$/.test(tld)) return false;
  return labels.every((label) => DOMAIN_LABEL.test(label));
}

export function isLongEnoughPassword(value: string): boolean {
  return value.length >= PASSWORD_MIN_LENGTH;
}

/** The product's own words: the demo's published password is made of them, an attacker tries them first. */
export const PASSWORD_PRODUCT_WORDS = ['lexdesk', 'demo'] as const;
/** A firm name of fewer letters and digits is not looked for in passwords (it would refuse too many). */
export const PASSWORD_FIRM_NAME_MIN_LENGTH = 4;

/** Lower case, accents off, letters and digits only: "Lex-Désk" and "LEXDESK" are the same word. */
function foldWord(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/**
 * The product word or firm name `password` contains (case, accents and separators ignored), else undefined.
 * `firmName`: the firm the account belongs or will belong to, when known (ignored when shorter than
 * PASSWORD_FIRM_NAME_MIN_LENGTH letters and digits). The browser checks the product words before sending;
 * the server checks both wherever a password is set.
 */
export function passwordProductWord(password: string, firmName?: string | null): string | undefined {
  const folded = foldWord(password);
  const word = PASSWORD_PRODUCT_WORDS.find((productWord) => folded.includes(productWord));
  if (word !== undefined) return word;
  const firm = foldWord(firmName ?? '');
  return firm.length >= PASSWORD_FIRM_NAME_MIN_LENGTH && folded.includes(firm) ? firm : undefined;
}

export function isUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * A telephone number as litigants type it: an optional leading +, then digits with spaces, dots,
 * slashes, hyphens or brackets; 8 to 15 digits (Belgian numbers have 9, international ones up to 15).
 */
export function isPhone(value: string): boolean {
  const phone = value.trim();
  if (!/^\+?[0-9 ./()-]+$/.test(phone)) return false;
  const digits = phone.replace(/\D/g, '').length;
  return digits >= 8 && digits <= 15;
}
