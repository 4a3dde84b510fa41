import { firstServerError, isApiError } from '@lexdesk/shared/core';

/**
 * The server's text for a taken address in Laravel's wording, which section 8 quotes: what older servers
 * answered in every language. The API now words it in the user's language; the code is what is matched.
 */
export const EMAIL_TAKEN_TEXT = 'The email has already been taken.';

/** Section 8: an address already in use is said under the email field; anything else is errors.500. */
export function isEmailTaken(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return (
    error.code === 'email_taken' ||
    error.message === EMAIL_TAKEN_TEXT ||
    !!error.errors?.email?.includes(EMAIL_TAKEN_TEXT)
  );
}

export type SubscribeField = 'firstname' | 'lastname' | 'email' | 'password';

// The form sends the password as its own confirmation: a confirmation error is the password's.
const SERVER_KEYS: [SubscribeField, string][] = [
  ['firstname', 'firstname'],
  ['lastname', 'lastname'],
  ['email', 'email'],
  ['password', 'password'],
  ['password', 'password_confirmation'],
];

/**
 * The server's own texts of a 422 for the form's fields (a password refused as too common, a name
 * with forbidden characters), in the order the form shows them; empty when there is none.
 */
export function subscribeFieldErrors(error: unknown): [SubscribeField, string][] {
  if (!isApiError(error) || error.status !== 422) return [];
  const fields = new Map<SubscribeField, string>();
  for (const [field, key] of SERVER_KEYS) {
    const message = firstServerError(error.errors, key);
    if (message && !fields.has(field)) fields.set(field, message);
  }
  return [...fields];
}
