import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { isAbortedError } from '../api/client';

/** How a mutate() call ended; it never rejects. `aborted`: a newer call or unmounting overtook it. */
export type MutationResult<T> =
  { status: 'success'; data: T } | { status: 'error'; error: unknown } | { status: 'aborted' };

export interface ApiMutationOptions<T> {
  /** The latest call's answer. Read at answer time: may be an inline function. */
  onSuccess?: (data: T) => void;
  /** The latest call's failure (never an aborted one). */
  onError?: (error: unknown) => void;
}

export interface ApiMutation<V, T> {
  /** Sends the call, aborting one still in flight (its answer would be stale). */
  mutate: (variables: V) => Promise<MutationResult<T>>;
  /** A call is under way: disable what would send another. */
  loading: boolean;
  /** The latest call's failure, null otherwise. */
  error: unknown;
  /** The latest call's answer. */
  data: T | undefined;
  /** Aborts the call in flight and forgets the last answer and error. */
  reset: () => void;
}

/**
 * One state-changing call (accept, upload, save...). A new call aborts the previous one, unmounting aborts
 * the one in flight, and only the latest call's answer updates the state or reaches the callbacks.
 */
export function useApiMutation<V, T>(
  send: (variables: V, signal: AbortSignal) => Promise<T>,
  options: ApiMutationOptions<T> = {},
): ApiMutation<V, T> {
  const sendRef = useRef(send);
  const optionsRef = useRef(options);
  useLayoutEffect(() => {
    sendRef.current = send;
    optionsRef.current = options;
  });
  const controllerRef = useRef<AbortController | null>(null);
  const [state, setState] = useState<{ loading: boolean; error: unknown; data: T | undefined }>({
    loading: false,
    error: null,
    data: undefined,
  });

  useEffect(
    () => () => {
      controllerRef.current?.abort();
    },
    [],
  );

  const mutate = useCallback(async (variables: V): Promise<MutationResult<T>> => {
    controllerRef.current?.abort();
    const controller = new AbortController();
    controllerRef.current = controller;
    setState((current) => ({ ...current, loading: true, error: null }));
    try {
      const data = await sendRef.current(variables, controller.signal);
      if (controller.signal.aborted) return { status: 'aborted' };
      controllerRef.current = null;
      setState({ loading: false, error: null, data });
      optionsRef.current.onSuccess?.(data);
      return { status: 'success', data };
    } catch (error) {
      if (controller.signal.aborted || isAbortedError(error)) return { status: 'aborted' };
      controllerRef.current = null;
      setState((current) => ({ ...current, loading: false, error }));
      optionsRef.current.onError?.(error);
      return { status: 'error', error };
    }
  }, []);

  const reset = useCallback(() => {
    controllerRef.current?.abort();
    controllerRef.current = null;
    setState({ loading: false, error: null, data: undefined });
  }, []);

  return { ...state, mutate, reset };
}
