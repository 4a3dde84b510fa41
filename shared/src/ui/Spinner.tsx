import { useIntl } from 'react-intl';
import { cx } from './cx';
import styles from './Spinner.module.css';
import { VisuallyHidden } from './VisuallyHidden';

export interface SpinnerProps {
  /** Announced text; defaults to "Chargement…" (common.loading). */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  /** Inside a control that already says it is busy (aria-busy): drawn, not announced. */
  decorative?: boolean;
  /** Takes the surrounding text colour (buttons). */
  inheritColor?: boolean;
  className?: string;
}

export function Spinner({ label, size = 'md', decorative = false, inheritColor = false, className }: SpinnerProps) {
  const intl = useIntl();
  const classes = cx(styles.spinner, size !== 'md' && styles[size], inheritColor && styles.inherit, className);
  if (decorative) {
    return (
      <span className={classes} aria-hidden="true">
        <span className={styles.circle} />
      </span>
    );
  }
  return (
    <span role="status" className={classes}>
      <span className={styles.circle} aria-hidden="true" />
      <VisuallyHidden>{label ?? intl.formatMessage({ id: 'common.loading' })}</VisuallyHidden>
    </span>
  );
}
