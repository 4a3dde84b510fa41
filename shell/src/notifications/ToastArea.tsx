import { useNotificationStore, type Notification, type NotificationType } from '@lexdesk/shared';
import type { ComponentType, SVGProps } from 'react';
import { useIntl } from 'react-intl';
import { AlertIcon, CloseIcon, ErrorIcon, SuccessIcon } from '../layout/icons';
import utilities from '../styles/utilities.module.css';
import styles from './ToastArea.module.css';

const ICONS: Record<NotificationType, ComponentType<SVGProps<SVGSVGElement>>> = {
  success: SuccessIcon,
  error: ErrorIcon,
  alert: AlertIcon,
};

function Toast({ item, onClose }: { item: Notification; onClose: () => void }) {
  const intl = useIntl();
  const Icon = ICONS[item.type];
  return (
    <div className={`${styles.toast} ${styles[item.type] ?? ''}`} data-type={item.type}>
      <Icon className={styles.icon} />
      <p className={styles.text}>
        {/* The icon is decorative: the type is spoken instead. */}
        <span className={utilities.visuallyHidden}>{intl.formatMessage({ id: `toast.type.${item.type}` })} : </span>
        {item.text}
      </p>
      <button
        type="button"
        className={styles.close}
        onClick={onClose}
        aria-label={intl.formatMessage({ id: 'toast.close' })}
      >
        <CloseIcon />
      </button>
    </div>
  );
}

/**
 * The notification bus's view. Both live regions are always in the page so that screen readers
 * announce what is inserted: errors assertively (role alert), the rest politely (role status).
 * The store removes each toast after 6 s.
 */
export function ToastArea() {
  const intl = useIntl();
  const items = useNotificationStore((state) => state.items);
  const dismiss = useNotificationStore((state) => state.dismiss);
  const errors = items.filter((item) => item.type === 'error');
  const others = items.filter((item) => item.type !== 'error');
  const label = intl.formatMessage({ id: 'toast.region' });

  return (
    <div className={styles.area}>
      <div role="alert" aria-live="assertive" aria-label={label} className={styles.stack}>
        {errors.map((item) => (
          <Toast key={item.id} item={item} onClose={() => dismiss(item.id)} />
        ))}
      </div>
      <div role="status" aria-live="polite" aria-label={label} className={styles.stack}>
        {others.map((item) => (
          <Toast key={item.id} item={item} onClose={() => dismiss(item.id)} />
        ))}
      </div>
    </div>
  );
}
