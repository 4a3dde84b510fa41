import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from './cx';
import { describedBy, FieldError, useFieldIds } from './field';
import styles from './ChoiceGroup.module.css';
import fieldStyles from './Field.module.css';

export interface ChoiceGroupProps {
  /** Names the group (a question, a setting); a required mark, if any, is part of it. */
  legend: ReactNode;
  hint?: ReactNode;
  /** Already translated. */
  error?: string | null;
  /** ChoiceOption elements: radio buttons or checkboxes. */
  children: ReactNode;
  className?: string;
}

/**
 * A fieldset of radio buttons or checkboxes. Hint and error are tied to the group, so they are read
 * when the group is entered; each option marks itself invalid.
 */
export function ChoiceGroup({ legend, hint, error, children, className }: ChoiceGroupProps) {
  const ids = useFieldIds();
  return (
    <fieldset
      className={cx(styles.fieldset, error && styles.invalid, className)}
      aria-describedby={describedBy(ids, !!hint, !!error)}
    >
      <legend className={cx(fieldStyles.label, styles.legend)}>{legend}</legend>
      {hint && (
        <p id={ids.hintId} className={fieldStyles.hint}>
          {hint}
        </p>
      )}
      <div className={styles.choices}>{children}</div>
      {error && <FieldError id={ids.errorId}>{error}</FieldError>}
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
