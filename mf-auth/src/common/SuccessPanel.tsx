import { useEffect, useRef, type ReactNode } from 'react';
import styles from './Form.module.css';

interface SuccessPanelProps {
  title: string;
  children: ReactNode;
  action: ReactNode;
}

/**
 * Replaces a form once it has done its job. The heading takes the focus: the form the user was in has
 * disappeared, and a screen reader would otherwise be left on nothing.
 */
export function SuccessPanel({ title, children, action }: SuccessPanelProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className={styles.success}>
      <svg className={styles.successIcon} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <circle cx="24" cy="24" r="21" fill="none" stroke="currentColor" strokeWidth="3" />
        <path
          d="M14 25l7 7 13-15"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <h1 ref={headingRef} tabIndex={-1} className={styles.title}>
        {title}
      </h1>
      <p className={styles.successText}>{children}</p>
      <p className={styles.notice}>{action}</p>
    </div>
  );
}
