import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from './cx';
import { describedBy, FieldError, useFieldIds } from './field';
import fieldStyles from './Field.module.css';
import styles from './Checkbox.module.css';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  /** May hold links (terms of use); they stay focusable on their own. */
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  containerClassName?: string;
}

export function Checkbox({
  label,
  error,
  hint,
  id,
  className,
  containerClassName,
  'aria-describedby': extraDescribedBy,
  ...rest
}: CheckboxProps) {
  const ids = useFieldIds(id);
  return (
    <div className={cx(styles.field, containerClassName)}>
      <div className={styles.row}>
        <input
          {...rest}
          id={ids.inputId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, !!hint, !!error, extraDescribedBy)}
          className={cx(styles.input, error && styles.invalid, className)}
        />
        <label id={ids.labelId} htmlFor={ids.inputId} className={styles.label}>
          {label}
        </label>
      </div>
      {(hint || error) && (
        <div className={styles.messages}>
          {hint && (
            <p id={ids.hintId} className={fieldStyles.hint}>
              {hint}
            </p>
          )}
          {error && <FieldError id={ids.errorId}>{error}</FieldError>}
        </div>
      )}
    </div>
  );
}
