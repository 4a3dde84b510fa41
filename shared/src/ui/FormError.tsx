import type { ReactNode } from 'react';
import { cx } from './cx';
import styles from './FormError.module.css';

export interface FormErrorProps {
  /** Nothing is rendered when empty, so that the alert is announced when the text appears. */
  children?: ReactNode;
  id?: string;
  className?: string;
}

/** A form-level error (wrong credentials, server failure), announced at once (role="alert"). */
export function FormError({ children, id, className }: FormErrorProps) {
  if (children === undefined || children === null || children === false || children === '') return null;
  return (
    <div id={id} role="alert" className={cx(styles.error, className)}>
      <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <circle cx="10" cy="10" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path d="M10 5.5v5.5M10 13.8v.4" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
