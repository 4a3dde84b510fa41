import { useEffect, useId, useRef, type ReactNode } from 'react';
import { cx } from './cx';
import styles from './SuccessPanel.module.css';

export interface SuccessPanelProps {
  title: string;
  /** 1 when the panel replaces a page's form and heading (authentication pages), 2 inside a page with its h1. */
  headingLevel?: 1 | 2;
  /** The text: paragraphs. */
  children: ReactNode;
  /** What to do next (a link back), under the text. */
  action?: ReactNode;
  /** A bordered success box, for a panel inside a page rather than in place of it. */
  framed?: boolean;
  /** Also announce it as a status (the intake, where focus may be elsewhere in a framed page). */
  announce?: boolean;
  className?: string;
}

/**
 * Replaces a form once it has done its job. The heading takes the focus: the form the user was in has
 * disappeared, and a screen reader would otherwise be left on nothing.
 */
export function SuccessPanel({
  title,
  headingLevel = 1,
  children,
  action,
  framed = false,
  announce = false,
  className,
}: SuccessPanelProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  useEffect(() => headingRef.current?.focus(), []);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section
      role={announce ? 'status' : undefined}
      aria-labelledby={titleId}
      className={cx(styles.panel, framed && styles.framed, className)}
    >
      <svg className={styles.icon} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
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
      <Heading id={titleId} ref={headingRef} tabIndex={-1} className={styles.title}>
        {title}
      </Heading>
      <div className={styles.body}>{children}</div>
      {action ? <p className={styles.action}>{action}</p> : null}
    </section>
  );
}
