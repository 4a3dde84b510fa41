import type { ComponentPropsWithoutRef } from 'react';
import { cx } from './cx';
import styles from './VisuallyHidden.module.css';

/** Text for assistive technologies only (a link's "opens in a new tab", a spinner's label). */
export function VisuallyHidden({ className, ...rest }: ComponentPropsWithoutRef<'span'>) {
  return <span {...rest} className={cx(styles.hidden, className)} />;
}
