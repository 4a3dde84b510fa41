import type { ComponentPropsWithRef } from 'react';
import { cx } from './cx';
import styles from './Button.module.css';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: 'sm' | 'md';
  /** A request is running: the button is disabled (no double submission) and says it is busy. */
  loading?: boolean;
  fullWidth?: boolean;
}

export interface ButtonLookOptions {
  variant?: ButtonVariant;
  size?: 'sm' | 'md';
  fullWidth?: boolean;
}

/** The button's look for an element that must stay a link (a router `Link`, a `mailto:`): same classes as Button. */
export function buttonClassName({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
}: ButtonLookOptions = {}): string {
  return cx(styles.button, styles[variant], size === 'sm' && styles.sm, fullWidth && styles.fullWidth);
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  type = 'button',
  disabled,
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      // A button inside a form submits by default; making "button" the default avoids accidental submits.
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={cx(buttonClassName({ variant, size, fullWidth }), loading && styles.busy, className)}
    >
      {loading && <Spinner size="sm" decorative inheritColor />}
      {children}
    </button>
  );
}
