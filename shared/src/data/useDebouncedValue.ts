import { useEffect, useState } from 'react';

/**
 * `value`, once it has stopped changing for `delayMs` (type-ahead searches: a query keyed by the debounced
 * terms sends one request when the typing pauses, not one per keystroke). Compare it with `value` to tell that
 * a newer value is still waiting.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
