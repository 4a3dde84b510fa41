import { errorToastText, firstServerError, isApiError, notify } from '@lexdesk/shared';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/** The server's first message for each field of a 422 (already in the request's language); null otherwise. */
export function serverFieldErrors(error: unknown): Record<string, string> | null {
  if (!isApiError(error) || error.status !== 422 || !error.errors) return null;
  const texts: Record<string, string> = {};
  for (const field of Object.keys(error.errors)) {
    const text = firstServerError(error.errors, field);
    if (text) texts[field] = text;
  }
  return texts;
}

/** Section 8: a failed call shows the error toast, "Error: " and the server's message or the generic one. */
export function useErrorToast(): (error: unknown) => void {
  const intl = useIntl();
  return useCallback((error: unknown) => void notify.error(errorToastText(intl, error)), [intl]);
}
