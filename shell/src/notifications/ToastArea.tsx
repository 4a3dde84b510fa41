import { useNotificationStore, type Notification, type NotificationType } from '@lexdesk/shared/core';
import { useLayoutEffect, useRef, type ComponentType, type RefObject, type SVGProps } from 'react';
import { useIntl } from 'react-intl';
import { AlertIcon, CloseIcon, ErrorIcon, SuccessIcon } from '../layout/statusIcons';
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

/** The CSS variable (on <html>) holding the room the toasts take at the bottom of the window; global.css adds it
 * under the page. */
export const TOAST_RESERVE_PROPERTY = '--shell-toast-reserve';

/**
 * Keeps, under the page, as much room as the toasts take at the bottom of the window (plus their margin): the
 * page can always be scrolled so that nothing stays under a toast, and a control right at the end of a page
 * is never out of reach while one shows.
 */
function useBottomReserve(area: RefObject<HTMLDivElement | null>, count: number): void {
  useLayoutEffect(() => {
    const root = document.documentElement;
    const element = area.current;
    if (!element || count === 0) {
      root.style.removeProperty(TOAST_RESERVE_PROPERTY);
      return undefined;
    }
    const update = () => {
      const { top } = element.getBoundingClientRect();
      root.style.setProperty(TOAST_RESERVE_PROPERTY, `${Math.max(0, Math.ceil(window.innerHeight - top))}px`);
    };
    update();
    if (typeof ResizeObserver !== 'function') return () => root.style.removeProperty(TOAST_RESERVE_PROPERTY);
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(TOAST_RESERVE_PROPERTY);
    };
  }, [area, count]);
}

/**
 * The notification bus's view. Both live regions are always in the page so that screen readers
 * announce what is inserted: errors assertively (role alert), the rest politely (role status).
 * The store removes each toast after 6 s.
 *
 * Where: a stack at the bottom left of the window (the whole bottom edge on a phone), never at the top right
 * where pages keep their actions and toggles; the page gets the same room underneath (useBottomReserve).
 */
export function ToastArea() {
  const intl = useIntl();
  const items = useNotificationStore((state) => state.items);
  const dismiss = useNotificationStore((state) => state.dismiss);
  const area = useRef<HTMLDivElement>(null);
  useBottomReserve(area, items.length);
  const errors = items.filter((item) => item.type === 'error');
  const others = items.filter((item) => item.type !== 'error');
  const label = intl.formatMessage({ id: 'toast.region' });

  return (
    <div ref={area} className={styles.area} data-testid="toast-area">
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
