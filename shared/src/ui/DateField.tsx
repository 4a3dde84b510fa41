import { useEffect, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { TextField, type TextFieldProps } from './TextField';

/** `DD/MM/YYYY` (day and month may have one digit) to the ISO `YYYY-MM-DD`, or null when it is no real date. */
export function parseDisplayDate(text: string): string | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Date.UTC rolls 31/02 over to 3 March: the round trip tells a real calendar date from an impossible one.
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${match[3]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** ISO `YYYY-MM-DD` to `DD/MM/YYYY`; any other text is returned as is. */
export function formatDisplayDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : iso;
}

export interface DateFieldProps extends Omit<
  TextFieldProps,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'inputMode' | 'hint'
> {
  label: ReactNode;
  /** ISO `YYYY-MM-DD`, or '' when empty. */
  value: string;
  /** The ISO date when the text is a real date, '' when empty, the typed text otherwise (so a schema refuses it). */
  onChange: (value: string) => void;
}

/**
 * A date typed as DD/MM/YYYY whatever the browser's language (`<input type="date">` follows the browser, not
 * the page), with the format hint and the error in the page's language; the form only sees ISO dates.
 */
export function DateField({ value, onChange, onBlur, error, ...rest }: DateFieldProps) {
  const intl = useIntl();
  const [text, setText] = useState(() => formatDisplayDate(value));
  const [touched, setTouched] = useState(false);

  // A value set from outside (reset, default) replaces the text unless the text already says the same date.
  useEffect(() => {
    setText((current) =>
      parseDisplayDate(current) === value || current === value ? current : formatDisplayDate(value),
    );
  }, [value]);

  const invalid = touched && text.trim() !== '' && parseDisplayDate(text) === null;
  const ownError = invalid ? intl.formatMessage({ id: 'ui.date.invalid' }) : null;

  return (
    <TextField
      {...rest}
      type="text"
      inputMode="numeric"
      autoComplete={rest.autoComplete ?? 'off'}
      placeholder={intl.formatMessage({ id: 'ui.date.placeholder' })}
      hint={intl.formatMessage({ id: 'ui.date.hint' })}
      error={error || ownError}
      value={text}
      onChange={(event) => {
        const typed = event.target.value;
        setText(typed);
        onChange(typed.trim() === '' ? '' : (parseDisplayDate(typed) ?? typed));
      }}
      onBlur={(event) => {
        setTouched(true);
        onBlur?.(event);
      }}
    />
  );
}
