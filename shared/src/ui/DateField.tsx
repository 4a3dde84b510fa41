import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { parseDisplayDate } from '../domain/answers';
import styles from './DateField.module.css';
import { TextField, type TextFieldProps } from './TextField';

// The rule lives in the domain: the API's tests hold it against what the server stores.
export { parseDisplayDate };

/** ISO `YYYY-MM-DD` to `DD/MM/YYYY`; any other text is returned as is. */
export function formatDisplayDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : iso;
}

const COARSE_POINTER = '(pointer: coarse)';

function subscribeToPointer(onChange: () => void): () => void {
  const query = typeof window === 'undefined' ? undefined : window.matchMedia?.(COARSE_POINTER);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** A touch screen (a phone, a tablet): typing digits and slashes there is slow, a calendar is at hand. */
function useCoarsePointer(): boolean {
  return useSyncExternalStore(
    subscribeToPointer,
    () => (typeof window === 'undefined' ? false : (window.matchMedia?.(COARSE_POINTER).matches ?? false)),
    () => false,
  );
}

export interface DateFieldProps extends Omit<
  TextFieldProps,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'inputMode' | 'hint' | 'trailing'
> {
  label: ReactNode;
  /** ISO `YYYY-MM-DD`, or '' when empty. */
  value: string;
  /** The ISO date when the text is a real date, '' when empty, the typed text otherwise (so a schema refuses it). */
  onChange: (value: string) => void;
}

/**
 * A date typed as DD/MM/YYYY whatever the browser's language (`<input type="date">` follows the browser, not
 * the page), with the format hint and the error in the page's language; the form only sees ISO dates. What the
 * field accepts is exactly what it hands on as an ISO date, so the form never sends a date the field flagged, nor
 * flags one it sends. On a touch screen a calendar button beside it opens the device's own date picker (a native
 * date input under the icon), whose choice is written back as DD/MM/YYYY.
 */
export function DateField({ value, onChange, onBlur, error, disabled, ...rest }: DateFieldProps) {
  const intl = useIntl();
  const [text, setText] = useState(() => formatDisplayDate(value));
  const [touched, setTouched] = useState(false);
  const coarsePointer = useCoarsePointer();

  // A value set from outside (reset, default) replaces the text unless the text already says the same date.
  useEffect(() => {
    setText((current) =>
      parseDisplayDate(current) === value || current === value ? current : formatDisplayDate(value),
    );
  }, [value]);

  const parsed = parseDisplayDate(text);
  const invalid = touched && text.trim() !== '' && parsed === null;
  const ownError = invalid ? intl.formatMessage({ id: 'ui.date.invalid' }) : null;

  const picker = coarsePointer ? (
    <span className={styles.picker}>
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <rect x="3.5" y="5" width="17" height="15.5" rx="2" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path d="M3.5 9.5h17M8 3v4M16 3v4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      <input
        type="date"
        className={styles.pickerInput}
        aria-label={intl.formatMessage({ id: 'ui.date.picker' })}
        value={parsed ?? ''}
        disabled={disabled}
        onClick={(event) => {
          // Where a tap on the input itself does not open the calendar (a desktop browser with a touch screen).
          try {
            event.currentTarget.showPicker?.();
          } catch {
            // Already open, or not allowed here: the tap did what the browser does.
          }
        }}
        onChange={(event) => {
          const chosen = event.target.value;
          setText(formatDisplayDate(chosen));
          setTouched(true);
          onChange(chosen);
        }}
      />
    </span>
  ) : undefined;

  return (
    <TextField
      {...rest}
      disabled={disabled}
      type="text"
      inputMode="numeric"
      autoComplete={rest.autoComplete ?? 'off'}
      placeholder={intl.formatMessage({ id: 'ui.date.placeholder' })}
      hint={intl.formatMessage({ id: 'ui.date.hint' })}
      error={error || ownError}
      value={text}
      trailing={picker}
      onChange={(event) => {
        const typed = event.target.value;
        setText(typed);
        onChange(typed.trim() === '' ? '' : (parseDisplayDate(typed) ?? typed));
      }}
      onBlur={(event) => {
        setTouched(true);
        // Whatever form was typed, the field then shows the date the way the page writes dates.
        if (parsed !== null) setText(formatDisplayDate(parsed));
        onBlur?.(event);
      }}
    />
  );
}
