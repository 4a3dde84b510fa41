// The toasts themselves (their icons, their close button, the room kept under the page), a chunk of its own: a page
// load says nothing in a toast, so its first scripts carry none of this (ToastArea loads it with the first toast).
import type { Notification, NotificationType } from '@lexdesk/shared/core';
import { useLayoutEffect, type ComponentType, type RefObject, type SVGProps } from 'react';
import { useIntl } from 'react-intl';
import { AlertIcon, CloseIcon, ErrorIcon, SuccessIcon } from '../layout/statusIcons';
import utilities from '../styles/utilities.module.css';
import { TOAST_RESERVE_PROPERTY } from './ToastArea';
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
 * Keeps, under the page, as much room as the toasts take at the bottom of the window (plus their margin): the
 * page can always be scrolled so that nothing stays under a toast, and a control right at the end of a page
 * is never out of reach while one shows.
 */
export function BottomReserve({ area, count }: { area: RefObject<HTMLDivElement | null>; count: number }): null {
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
  return null;
}

/** One live region's toasts. */
export function ToastList({ items, onClose }: { items: readonly Notification[]; onClose: (id: number) => void }) {
  return items.map((item) => <Toast key={item.id} item={item} onClose={() => onClose(item.id)} />);
}
