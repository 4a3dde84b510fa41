import { useEffect, useLayoutEffect, useRef } from 'react';

export interface ReviewShortcuts {
  next: () => void;
  previous: () => void;
  accept: () => void;
  reject: () => void;
}

/** A field the user types into (its letters are not shortcuts). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit'].includes(target.type);
}

/**
 * The review's keys, anywhere on the page but in a field or a dialog: J next, K previous, A accept, R or Delete
 * reject (Enter accepts on an entity of the list, which handles it itself). Without a modifier key, so the
 * browser's and the screen reader's own shortcuts keep working.
 */
export function useReviewShortcuts(enabled: boolean, shortcuts: ReviewShortcuts): void {
  const latest = useRef(shortcuts);
  useLayoutEffect(() => {
    latest.current = shortcuts;
  });
  useEffect(() => {
    if (!enabled) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (isTypingTarget(event.target)) return;
      if (event.target instanceof Element && event.target.closest('[role="dialog"], [role="alertdialog"]')) return;
      const action = (
        {
          j: latest.current.next,
          k: latest.current.previous,
          a: latest.current.accept,
          r: latest.current.reject,
          delete: latest.current.reject,
        } as Record<string, (() => void) | undefined>
      )[event.key.toLowerCase()];
      if (!action) return;
      event.preventDefault();
      action();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
