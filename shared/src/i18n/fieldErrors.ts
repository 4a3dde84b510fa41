import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/**
 * The `type` of a form field error whose message is the server's own text (shown as is), not a catalogue
 * id: `setError(name, { type: SERVER_TEXT, message })`.
 */
export const SERVER_TEXT = 'server';

interface ErrorLike {
  type?: unknown;
  message?: unknown;
}

/**
 * The text of a form field error (react-hook-form's FieldError, or anything with `type` and `message`):
 * catalogue ids are translated at render (so a language switch re-words them), server texts are shown as
 * they came. `max` fills "{max} caractères au maximum".
 */
export function useErrorText(): (error: unknown, max?: number) => string | undefined {
  const intl = useIntl();
  return useCallback(
    (error: unknown, max?: number) => {
      const { type, message } = (error ?? {}) as ErrorLike;
      if (typeof message !== 'string' || message === '') return undefined;
      return type === SERVER_TEXT ? message : intl.formatMessage({ id: message }, { max });
    },
    [intl],
  );
}

/** The first message the server gave for a field (`errors: { field: [messages] }` of a 422). */
export function firstServerError(errors: Record<string, string[]> | undefined, field: string): string | undefined {
  const messages = errors?.[field];
  return messages && messages.length > 0 ? messages[0] : undefined;
}
