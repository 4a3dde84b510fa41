import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from './cx';
import { describedBy, FieldError, useFieldIds } from './field';
import styles from './Field.module.css';

export interface TextAreaProps extends ComponentPropsWithRef<'textarea'> {
  label: ReactNode;
  /** Already translated; its presence marks the text area invalid and links the text to it. */
  error?: string | null;
  hint?: ReactNode;
}

export function TextArea({
  label,
  error,
  hint,
  id,
  className,
  rows = 5,
  'aria-describedby': extraDescribedBy,
  ...rest
}: TextAreaProps) {
  const ids = useFieldIds(id);
  return (
    <div className={styles.field}>
      <label id={ids.labelId} htmlFor={ids.inputId} className={styles.label}>
        {label}
      </label>
      {hint && (
        <p id={ids.hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <textarea
        {...rest}
        id={ids.inputId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, !!hint, !!error, extraDescribedBy)}
        className={cx(styles.input, styles.textarea, error && styles.invalid, className)}
      />
      {error && <FieldError id={ids.errorId}>{error}</FieldError>}
    </div>
  );
}
