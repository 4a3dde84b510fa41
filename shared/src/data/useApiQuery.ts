import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
// Through the core entry, not '../api/client': this module is in the root entry, which must share the
// core's one instance of the client.
import { isAbortedError } from '@lexdesk/shared/core';

/** What identifies a query: every input of the call (ids, page, filters, language). Compared by value (JSON). */
export type QueryKey = readonly unknown[];

export interface ApiQueryOptions<T> {
  /** False: nothing is fetched (and a request in flight is aborted). Default true. */
  enabled?: boolean;
  /** Waits this long after the last key change before calling (type-ahead search). Default 0: at once. */
  debounceMs?: number;
  /** Keep the last answer on screen while another key loads (a list and its pagination stay put). Default true. */
  keepPrevious?: boolean;
  /** The latest request's answer (never a stale or aborted one). Read at answer time: may be an inline function. */
  onSuccess?: (data: T) => void;
  /** The latest request's failure (never a stale or aborted one). */
  onError?: (error: unknown) => void;
}

export interface ApiQuery<T> {
  /** The last answer received (see `dataKey` for which key it answers); undefined before the first. */
  data: T | undefined;
  /** The key `data` answers; compare it with the current one to tell a kept answer from a fresh one. */
  dataKey: QueryKey | undefined;
  /** The latest request's failure; null while loading again and after a success. */
  error: unknown;
  /** A request (or its debounce) is under way. */
  loading: boolean;
  /** Calls again with the same key, keeping the data on screen; resolves with the answer, or undefined if it failed. */
  retry: () => Promise<T | undefined>;
}

interface State<T> {
  data: T | undefined;
  dataKey: QueryKey | undefined;
  error: unknown;
  loading: boolean;
  /** The key of the latest request sent (JSON), null before the first. */
  requested: string | null;
}

/** The latest value, for callbacks that run later, without making them dependencies. */
function useLatestRef<V>(value: V) {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}

/**
 * One GET-like call bound to a key. Every key change (and retry) aborts the request in flight and sends a
 * new one; unmounting aborts; an answer for anything but the latest request is dropped, even when the call
 * ignored its signal. `fetcher` receives the AbortSignal to hand to the API client; it is read at call time,
 * so it may be an inline function: only the key decides when to fetch.
 */
export function useApiQuery<T>(
  key: QueryKey,
  fetcher: (signal: AbortSignal) => Promise<T>,
  options: ApiQueryOptions<T> = {},
): ApiQuery<T> {
  const { enabled = true, debounceMs = 0, keepPrevious = true } = options;
  const keyText = JSON.stringify(key);
  const fetcherRef = useLatestRef(fetcher);
  const optionsRef = useLatestRef(options);
  const keyRef = useLatestRef(key);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State<T>>({
    data: undefined,
    dataKey: undefined,
    error: null,
    loading: false,
    requested: null,
  });
  // Callers of retry() waiting for the next request to settle.
  const waiting = useRef<((data: T | undefined) => void)[]>([]);

  const settleWaiting = useCallback((data: T | undefined) => {
    const resolvers = waiting.current;
    waiting.current = [];
    resolvers.forEach((resolve) => resolve(data));
  }, []);

  useEffect(() => {
    if (!enabled) {
      setState((current) => (current.loading ? { ...current, loading: false } : current));
      settleWaiting(undefined);
      return undefined;
    }
    const controller = new AbortController();
    const requestKey = keyRef.current;
    setState((current) => ({ ...current, error: null, loading: true, requested: keyText }));
    const run = () => {
      fetcherRef.current(controller.signal).then(
        (data) => {
          if (controller.signal.aborted) return;
          setState({ data, dataKey: requestKey, error: null, loading: false, requested: keyText });
          optionsRef.current.onSuccess?.(data);
          settleWaiting(data);
        },
        (error: unknown) => {
          if (controller.signal.aborted || isAbortedError(error)) return;
          setState((current) => ({ ...current, error, loading: false }));
          optionsRef.current.onError?.(error);
          settleWaiting(undefined);
        },
      );
    };
    const timer = debounceMs > 0 ? setTimeout(run, debounceMs) : undefined;
    if (timer === undefined) run();
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // keyText stands for key; the refs are stable.
  }, [keyText, enabled, attempt, debounceMs, fetcherRef, optionsRef, keyRef, settleWaiting]);

  // Unmounted: nobody will settle the waiting retries.
  useEffect(() => () => settleWaiting(undefined), [settleWaiting]);

  const retry = useCallback(
    () =>
      new Promise<T | undefined>((resolve) => {
        waiting.current.push(resolve);
        setAttempt((value) => value + 1);
      }),
    [],
  );

  // Derived at render time, so that no render shows a new key as idle or with another key's answer.
  const pending = enabled && state.requested !== keyText;
  const fresh = state.dataKey !== undefined && JSON.stringify(state.dataKey) === keyText;
  const shown = keepPrevious || fresh;
  return {
    data: shown ? state.data : undefined,
    dataKey: shown ? state.dataKey : undefined,
    error: pending ? null : state.error,
    loading: enabled && (pending || state.loading),
    retry,
  };
}
