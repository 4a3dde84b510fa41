import { isApiError } from '@lexdesk/shared';

/** The server's text for a taken address (Laravel's wording, which section 8 quotes). */
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
