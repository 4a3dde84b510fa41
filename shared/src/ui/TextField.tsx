import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from './cx';
import { describedBy, FieldError, useFieldIds } from './field';
import styles from './Field.module.css';
import { VisuallyHidden } from './VisuallyHidden';

export interface TextFieldProps extends ComponentPropsWithRef<'input'> {
  label: ReactNode;
  /** Already translated; its presence marks the input invalid and links the text to it. */
  error?: string | null;
  hint?: ReactNode;
  /** Keeps the label for assistive technologies only (search boxes with a visible icon). */
  hideLabel?: boolean;
  /** A control drawn inside the input's right edge (PasswordField's show/hide button). */
  trailing?: ReactNode;
  containerClassName?: string;
}

export function TextField({
  label,
  error,
  hint,
  hideLabel = false,
  trailing,
  id,
  className,
  containerClassName,
  type = 'text',
  'aria-describedby': extraDescribedBy,
  ...rest
}: TextFieldProps) {
  const ids = useFieldIds(id);
  const labelNode = (
    <label id={ids.labelId} htmlFor={ids.inputId} className={styles.label}>
      {label}
    </label>
  );
  return (
    <div className={cx(styles.field, containerClassName)}>
      {hideLabel ? <VisuallyHidden>{labelNode}</VisuallyHidden> : labelNode}
      {hint && (
        <p id={ids.hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <div className={styles.control}>
        <input
          {...rest}
          id={ids.inputId}
          type={type}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, !!hint, !!error, extraDescribedBy)}
          className={cx(styles.input, error && styles.invalid, trailing ? styles.withTrailing : undefined, className)}
        />
        {trailing && <span className={styles.trailing}>{trailing}</span>}
      </div>
      {error && <FieldError id={ids.errorId}>{error}</FieldError>}
    </div>
  );
}
