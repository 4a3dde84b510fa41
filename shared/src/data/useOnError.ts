import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Runs `onError` once for each new failure a query reports (a toast, an alert), with the callback of the latest
 * render: a language change re-renders without saying the same failure again. TanStack Query's useQuery has no
 * onError of its own; its `error` is a new object for each failed fetch, so a retry that fails again is said again.
 */
export function useOnError(error: unknown, onError: (error: unknown) => void): void {
  const latest = useRef(onError);
  useLayoutEffect(() => {
    latest.current = onError;
  });
  useEffect(() => {
    if (error !== null && error !== undefined) latest.current(error);
  }, [error]);
}
