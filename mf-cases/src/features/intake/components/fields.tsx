// Small form pieces the shared UI kit does not have: a group of choices, a text area, the required mark.
import { cx } from '@lexdesk/shared';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
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

export function useFieldId(prefix: string): string {
  // React's ids carry characters (colons) that CSS selectors and some tools would need to escape.
  return `${prefix}-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
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

export function ErrorText({ id, children }: { id: string; children: string }) {
  return (
    <p id={id} className={styles.error}>
      <svg className={styles.errorIcon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="M8 4.5v4.5M8 11v.5" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
      </svg>
      <span>{children}</span>
    </p>
  );
}

export const joinIds = (...list: (string | false | null | undefined)[]): string | undefined => {
  const ids = list.filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
};

interface ChoiceGroupProps {
  legend: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  /** Radio buttons or checkboxes (ChoiceOption). */
  children: ReactNode;
}

/**
 * A fieldset whose legend names the question. Hint and error are tied to the group (the GOV.UK pattern:
 * announced when the group is entered); each input carries aria-invalid itself.
 */
export function ChoiceGroup({ legend, required = false, hint, error, children }: ChoiceGroupProps) {
  const id = useFieldId('intake-group');
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <fieldset
      className={cx(styles.fieldset, error && styles.invalidGroup)}
      aria-describedby={joinIds(hint ? hintId : null, error ? errorId : null)}
    >
      <legend className={styles.legend}>
        {legend}
        {required && <RequiredMark />}
      </legend>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <div className={styles.choices}>{children}</div>
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </fieldset>
  );
}

export interface ChoiceOptionProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  type: 'radio' | 'checkbox';
  label: ReactNode;
  invalid?: boolean;
}

export function ChoiceOption({ type, label, invalid = false, ...input }: ChoiceOptionProps) {
  return (
    <label className={styles.choice}>
      <input {...input} type={type} aria-invalid={invalid || undefined} />
      <span>{label}</span>
    </label>
  );
}

interface TextAreaProps extends ComponentPropsWithRef<'textarea'> {
  label: ReactNode;
  required?: boolean;
  error?: string;
}

export function TextArea({ label, required = false, error, id: givenId, className, ...rest }: TextAreaProps) {
  const generated = useFieldId('intake-text');
  const id = givenId ?? generated;
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && <RequiredMark />}
      </label>
      <textarea
        {...rest}
        id={id}
        required={required}
        rows={5}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cx(styles.textarea, error && styles.invalid, className)}
      />
      {error && <ErrorText id={errorId}>{error}</ErrorText>}
    </div>
  );
}
