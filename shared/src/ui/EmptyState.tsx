import type { ReactNode } from 'react';
import { cx } from './cx';
import styles from './EmptyState.module.css';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  /** Decorative; hidden from assistive technologies. */
  icon?: ReactNode;
  /** A heading level when the empty state stands for a whole section; a paragraph otherwise. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

const DefaultIcon = () => (
  <svg width="40" height="40" viewBox="0 0 40 40" focusable="false">
    <rect x="8" y="6" width="24" height="28" rx="3" fill="none" stroke="currentColor" strokeWidth="2" />
    <path d="M14 14h12M14 20h12M14 26h7" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

export function EmptyState({ title, description, action, icon, headingLevel, className }: EmptyStateProps) {
  const Title = headingLevel ? (`h${headingLevel}` as const) : 'p';
  return (
    <div className={cx(styles.empty, className)}>
      <span className={styles.icon} aria-hidden="true">
        {icon ?? <DefaultIcon />}
      </span>
      <Title className={styles.title}>{title}</Title>
      {description && <p className={styles.description}>{description}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
