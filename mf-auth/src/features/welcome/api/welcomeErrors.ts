import { firstServerError, isApiError } from '@lexdesk/shared/core';

/**
 * Section 5: the server's message goes under the company name field. A 422 carries it (in `errors.name`
 * or as the message); any other failure is not about the name and gets errors.500 above the form.
 */
export function welcomeFieldError(error: unknown): string | null {
  if (!isApiError(error) || error.status !== 422) return null;
  return firstServerError(error.errors, 'name') ?? (error.message || null);
}
