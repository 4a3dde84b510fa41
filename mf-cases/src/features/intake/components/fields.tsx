// The intake form's own pieces: error texts from the catalogue or the server, the required mark.
import { useIntl } from 'react-intl';
import styles from './Intake.module.css';

/** A field error whose message is the server's own text (shown as is), not a catalogue id. */
export const SERVER_TEXT = 'server';

interface ErrorLike {
  type?: unknown;
  message?: unknown;
}

/**
 * The text of a react-hook-form error: catalogue ids are translated now (so a language switch
 * re-words them), server texts are shown as they came. `max` fills "{max} caractères au maximum".
 */
export function useErrorText(): (error: unknown, max?: number) => string | undefined {
  const intl = useIntl();
  return (error, max) => {
    const { type, message } = (error ?? {}) as ErrorLike;
    if (typeof message !== 'string' || message === '') return undefined;
    return type === SERVER_TEXT ? message : intl.formatMessage({ id: message }, { max });
  };
}

export function RequiredMark() {
  const intl = useIntl();
  // The space is text, not a margin: accessible names read "Prénom (obligatoire)", not "Prénom(obligatoire)".
  return (
    <>
      {' '}
      <span className={styles.required}>{intl.formatMessage({ id: 'cases.intake.required' })}</span>
    </>
  );
}

export const joinIds = (...list: (string | false | null | undefined)[]): string | undefined => {
  const ids = list.filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
};
