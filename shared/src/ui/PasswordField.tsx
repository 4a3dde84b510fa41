import { useState } from 'react';
import styles from './Field.module.css';
import { TextField, type TextFieldProps } from './TextField';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'trailing'> {
  /** Accessible names of the visibility toggle, translated by the caller (the kit has no auth texts). */
  showPasswordLabel: string;
  hidePasswordLabel: string;
}

/** A password input with a show/hide toggle (typing a long password blind is the first source of errors). */
export function PasswordField({ showPasswordLabel, hidePasswordLabel, ...rest }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...rest}
      type={visible ? 'text' : 'password'}
      // Browsers and password managers must not correct or capitalise a password shown in clear.
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <button
          type="button"
          className={styles.iconButton}
          // The name says what a press does; a changing name plus aria-pressed would say it twice.
          aria-label={visible ? hidePasswordLabel : showPasswordLabel}
          onClick={() => setVisible((value) => !value)}
        >
          <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinejoin="round"
            />
            <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
            {visible && <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />}
          </svg>
        </button>
      }
    />
  );
}
