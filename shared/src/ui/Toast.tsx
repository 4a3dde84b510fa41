import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { NotificationType } from '../types/entities';
import { cx } from './cx';
import styles from './Toast.module.css';

export interface ToastProps {
  type: NotificationType;
  children: ReactNode;
  onClose: () => void;
  closeLabel?: string;
  className?: string;
}

const icons: Record<NotificationType, ReactNode> = {
  success: <path d="M5.5 10.5l3 3 6-7" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />,
  error: <path d="M7 7l6 6M13 7l-6 6" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />,
  alert: <path d="M10 5.5v5.5M10 13.8v.4" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />,
};

/**
 * One notification, as drawn by the shell's toast area. Errors interrupt (role="alert"); successes wait
 * for a pause (role="status"). The type is also shown by the icon, not by colour alone.
 */
export function Toast({ type, children, onClose, closeLabel, className }: ToastProps) {
  const intl = useIntl();
  return (
    <div role={type === 'success' ? 'status' : 'alert'} className={cx(styles.toast, styles[type], className)}>
      <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <circle cx="10" cy="10" r="8.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
        {icons[type]}
      </svg>
      <p className={styles.text}>{children}</p>
      <button
        type="button"
        className={styles.close}
        aria-label={closeLabel ?? intl.formatMessage({ id: 'common.close' })}
        onClick={onClose}
      >
        <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
