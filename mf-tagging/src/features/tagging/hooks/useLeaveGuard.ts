import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';

/** A navigation waiting for the user to confirm leaving unsaved changes. */
export interface PendingLeave {
  confirm: () => void;
  cancel: () => void;
}

interface RouterHistoryState {
  idx?: number;
}

const historyIndex = () => (window.history.state as RouterHistoryState | null)?.idx;

/**
 * Asks before leaving the screen with unsaved changes: closing or reloading the tab (the browser's own
 * question), following a link of the page (menus, "Retour"), and the browser's Back and Forward. The shared
 * router module offers no blocker, so links are caught before the router sees their click, and a history move
 * is undone at once (the router never hears of it) and replayed if the user confirms.
 */
export function useLeaveGuard(unsaved: boolean): PendingLeave | null {
  const navigate = useNavigate();
  const [pending, setPending] = useState<PendingLeave | null>(null);
  const guarding = useRef(unsaved);
  guarding.current = unsaved;

  useEffect(() => {
    if (!unsaved) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a value is set.
      event.returnValue = '';
    };

    const onClick = (event: MouseEvent) => {
      if (!guarding.current || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return; // a new tab or window
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
      if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin) return; // another site: the browser asks (beforeunload)
      if (url.pathname === window.location.pathname && url.search === window.location.search) return;
      event.preventDefault();
      event.stopPropagation();
      const to = `${url.pathname}${url.search}${url.hash}`;
      setPending({
        confirm: () => {
          guarding.current = false;
          setPending(null);
          navigate(to);
        },
        cancel: () => setPending(null),
      });
    };

    // The index the router keeps in history.state: how far a Back or Forward moved.
    const here = historyIndex();
    let undoing = false;
    const onPopState = (event: PopStateEvent) => {
      if (undoing) {
        undoing = false;
        event.stopImmediatePropagation();
        return;
      }
      if (!guarding.current) return;
      const there = historyIndex();
      if (here === undefined || there === undefined || there === here) return;
      event.stopImmediatePropagation();
      const delta = there - here;
      undoing = true;
      window.history.go(-delta);
      setPending({
        confirm: () => {
          guarding.current = false;
          setPending(null);
          window.history.go(delta);
        },
        cancel: () => setPending(null),
      });
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    // Capture: at the window, capturing listeners run before the router's own.
    window.addEventListener('popstate', onPopState, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState, true);
    };
  }, [unsaved, navigate]);

  return pending;
}
