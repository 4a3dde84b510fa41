import { useNotificationStore } from '@lexdesk/shared/core';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type * as ToastsModule from './Toasts';
import styles from './ToastArea.module.css';

/** The CSS variable (on <html>) holding the room the toasts take at the bottom of the window; global.css adds it
 * under the page. */
export const TOAST_RESERVE_PROPERTY = '--shell-toast-reserve';

let loaded: typeof ToastsModule | null = null;
let loading: Promise<typeof ToastsModule> | null = null;

/** The toasts' chunk, fetched with the first notification (a failed fetch is tried again with the next one). */
export function loadToasts(): Promise<typeof ToastsModule> {
  loading ??= import(/* webpackChunkName: "toasts" */ './Toasts').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The notification bus's view. Both live regions are always in the page so that screen readers
 * announce what is inserted: errors assertively (role alert), the rest politely (role status). The toasts in them
 * come with the first notification (their chunk: no page load carries it). The store removes each toast after 6 s.
 *
 * Where: a stack at the bottom left of the window (the whole bottom edge on a phone), never at the top right
 * where pages keep their actions and toggles; the page gets the same room underneath (BottomReserve).
 */
export function ToastArea() {
  const intl = useIntl();
  const items = useNotificationStore((state) => state.items);
  const dismiss = useNotificationStore((state) => state.dismiss);
  const area = useRef<HTMLDivElement>(null);
  const [toasts, setToasts] = useState(loaded);
  const waiting = toasts === null && items.length > 0;
  useEffect(() => {
    if (!waiting) return;
    loadToasts().then(setToasts, (error: unknown) => console.error('[lexdesk] the toasts could not be loaded', error));
  }, [waiting, items]);
  const errors = items.filter((item) => item.type === 'error');
  const others = items.filter((item) => item.type !== 'error');
  const label = intl.formatMessage({ id: 'toast.region' });

  return (
    <div ref={area} className={styles.area} data-testid="toast-area">
      <div role="alert" aria-live="assertive" aria-label={label} className={styles.stack}>
        {toasts ? <toasts.ToastList items={errors} onClose={dismiss} /> : null}
      </div>
      <div role="status" aria-live="polite" aria-label={label} className={styles.stack}>
        {toasts ? <toasts.ToastList items={others} onClose={dismiss} /> : null}
      </div>
      {toasts ? <toasts.BottomReserve area={area} count={items.length} /> : null}
    </div>
  );
}
