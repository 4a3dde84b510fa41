import { PASSWORD_MIN_LENGTH } from './constants';

/** Message ids of section 5; the French texts are the catalogue's, verbatim. */
export const validationMessageIds = {
  required: 'validation.required',
  email: 'validation.email',
  emailTaken: 'validation.emailTaken',
  passwordLength: 'validation.passwordLength',
  passwordConfirm: 'validation.passwordConfirm',
  terms: 'validation.terms',
  privacy: 'validation.privacy',
  url: 'validation.url',
} as const;

export type ValidationMessageId = (typeof validationMessageIds)[keyof typeof validationMessageIds];

// A standard address: something@domain.tld, no spaces, one @.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

export function isLongEnoughPassword(value: string): boolean {
  return value.length >= PASSWORD_MIN_LENGTH;
}

export function isUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
