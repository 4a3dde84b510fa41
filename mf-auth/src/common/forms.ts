import type { FieldError } from 'react-hook-form';
import { useIntl } from 'react-intl';

/** A field error whose message is the server's own text (shown as is), not a catalogue id. */
export const SERVER_TEXT = 'server';

/** react-hook-form settings of every form: first check on submit, then again at each change. */
export const formOptions = { mode: 'onSubmit', reValidateMode: 'onChange', shouldFocusError: true } as const;

export function useErrorText(): (error: FieldError | undefined) => string | undefined {
  const intl = useIntl();
  return (error) => {
    if (!error?.message) return undefined;
    return error.type === SERVER_TEXT ? error.message : intl.formatMessage({ id: error.message });
  };
}

/** The first message the server gave for a field (Laravel-style `errors: { field: [messages] }`). */
export function firstServerError(errors: Record<string, string[]> | undefined, field: string): string | undefined {
  const messages = errors?.[field];
  return messages && messages.length > 0 ? messages[0] : undefined;
}
