import { MOBILE_BREAKPOINT_PX } from '@lexdesk/shared/core';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

export function useMediaQuery(query: string): boolean {
  const get = () =>
    typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
  const [matches, setMatches] = useState(get);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}

/** Below 768 px the sidebars become drawers and the menu folds behind a button (spec constant). */
export const useIsMobile = () => useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`);

/**
 * Closes a popup on a route change, on Escape (focus goes back to its trigger) and on a press outside
 * `container`. Dropdowns, the mobile menu and the drawers share this behaviour.
 */
export function useDismiss(
  open: boolean,
  close: () => void,
  container: RefObject<HTMLElement | null>,
  trigger?: RefObject<HTMLElement | null>,
): void {
  const { pathname } = useLocation();
  const closeRef = useRef(close);
  closeRef.current = close;
  const firstPath = useRef(pathname);

  useEffect(() => {
    if (firstPath.current !== pathname) {
      firstPath.current = pathname;
      closeRef.current();
    }
  }, [pathname]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: Event) => {
      const target = event.target as Node | null;
      if (!target) return;
      if (container.current?.contains(target) || trigger?.current?.contains(target)) return;
      closeRef.current();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      closeRef.current();
      trigger?.current?.focus();
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, container, trigger]);
}
