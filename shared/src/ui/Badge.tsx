import type { ReactNode } from 'react';
import { cx } from './cx';
import styles from './Badge.module.css';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export interface BadgeProps {
  /** The text says what the badge means; the tone's colour only repeats it. */
  children: ReactNode;
  tone?: BadgeTone;
  className?: string;
}

/** A short status label (a case status, a document state). Plain text for assistive technologies. */
export function Badge({ children, tone = 'neutral', className }: BadgeProps) {
  return <span className={cx(styles.badge, styles[tone], className)}>{children}</span>;
}
