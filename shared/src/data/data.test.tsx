import { act, renderHook, waitFor } from '@testing-library/react';
import { ApiError } from '../api/errors';
import { useApiMutation } from './useApiMutation';
import { useApiQuery } from './useApiQuery';

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A fake call: each request waits for the test to answer it, and records its signal. */
function fakeCalls<T>() {
  const calls: { args: unknown; signal: AbortSignal; answer: Deferred<T> }[] = [];
  const fn = (args: unknown, signal: AbortSignal) => {
    const answer = deferred<T>();
    calls.push({ args, signal, answer });
    return answer.promise;
  };
  return { calls, fn };
}

describe('useApiQuery', () => {
  it('loads, then exposes the answer and the key it answers', async () => {
    const { calls, fn } = fakeCalls<string>();
    const { result } = renderHook(() => useApiQuery(['case', 'a'], (signal) => fn('a', signal)));
    expect(result.current.loading).toBe(true);
    expect(result.current.data).toBeUndefined();
    await act(async () => calls[0]!.answer.resolve('case a'));
    expect(result.current).toMatchObject({ loading: false, data: 'case a', dataKey: ['case', 'a'], error: null });
  });

  it('aborts the request in flight on new input and drops its late answer', async () => {
    const { calls, fn } = fakeCalls<string>();
    const { result, rerender } = renderHook(({ id }) => useApiQuery(['case', id], (signal) => fn(id, signal)), {
      initialProps: { id: 'a' },
    });
    rerender({ id: 'b' });
    expect(calls).toHaveLength(2);
    expect(calls[0]!.signal.aborted).toBe(true);
    expect(calls[1]!.signal.aborted).toBe(false);
    await act(async () => calls[1]!.answer.resolve('case b'));
    // The first call ignored its signal and answers last: its answer is stale.
    await act(async () => calls[0]!.answer.resolve('case a'));
    expect(result.current.data).toBe('case b');
    expect(result.current.dataKey).toEqual(['case', 'b']);
  });

  it('shows a new key as loading in the very render that changes it, keeping the previous answer', async () => {
    const { calls, fn } = fakeCalls<string>();
    const seen: { loading: boolean; data: string | undefined }[] = [];
    const { rerender } = renderHook(
      ({ id }) => {
        const query = useApiQuery(['case', id], (signal) => fn(id, signal));
        seen.push({ loading: query.loading, data: query.data });
        return query;
      },
      { initialProps: { id: 'a' } },
    );
    await act(async () => calls[0]!.answer.resolve('case a'));
    seen.length = 0;
    rerender({ id: 'b' });
    expect(seen[0]).toEqual({ loading: true, data: 'case a' });
  });

  it('forgets the previous answer on a new key when keepPrevious is false', async () => {
    const { calls, fn } = fakeCalls<string>();
    const { result, rerender } = renderHook(
      ({ id }) => useApiQuery(['case', id], (signal) => fn(id, signal), { keepPrevious: false }),
      { initialProps: { id: 'a' } },
    );
    await act(async () => calls[0]!.answer.resolve('case a'));
    rerender({ id: 'b' });
    expect(result.current.data).toBeUndefined();
    expect(result.current.loading).toBe(true);
  });

  it('aborts on unmount and reports nothing afterwards', async () => {
    const { calls, fn } = fakeCalls<string>();
    const onSuccess = jest.fn();
    const { unmount } = renderHook(() => useApiQuery(['x'], (signal) => fn('x', signal), { onSuccess }));
    unmount();
    expect(calls[0]!.signal.aborted).toBe(true);
    await act(async () => calls[0]!.answer.resolve('late'));
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('exposes the error of the latest request, calls onError once, and retries keeping the data', async () => {
    const { calls, fn } = fakeCalls<string>();
    const onError = jest.fn();
    const { result } = renderHook(() => useApiQuery(['x'], (signal) => fn('x', signal), { onError }));
    await act(async () => calls[0]!.answer.resolve('first'));
    let retried: Promise<string | undefined> | undefined;
    act(() => {
      retried = result.current.retry();
    });
    expect(result.current).toMatchObject({ loading: true, data: 'first' });
    const failure = new ApiError({ status: 500, code: 'server_error', message: '' });
    await act(async () => calls[1]!.answer.reject(failure));
    expect(result.current).toMatchObject({ loading: false, data: 'first', error: failure });
    expect(onError).toHaveBeenCalledTimes(1);
    await expect(retried).resolves.toBeUndefined();
    act(() => {
      retried = result.current.retry();
    });
    expect(result.current.error).toBeNull();
    await act(async () => calls[2]!.answer.resolve('second'));
    await expect(retried).resolves.toBe('second');
    expect(result.current.data).toBe('second');
  });

  it('treats an aborted rejection as nothing to show', async () => {
    const { calls, fn } = fakeCalls<string>();
    const onError = jest.fn();
    const { result } = renderHook(() => useApiQuery(['x'], (signal) => fn('x', signal), { onError }));
    await act(async () => calls[0]!.answer.reject(new ApiError({ status: 0, code: 'aborted', message: '' })));
    expect(onError).not.toHaveBeenCalled();
    expect(result.current.error).toBeNull();
  });

  it('fetches nothing while disabled', () => {
    const { calls, fn } = fakeCalls<string>();
    const { result } = renderHook(() => useApiQuery(['x'], (signal) => fn('x', signal), { enabled: false }));
    expect(calls).toHaveLength(0);
    expect(result.current.loading).toBe(false);
  });

  it('debounces: only the last key of a burst is sent', () => {
    jest.useFakeTimers();
    try {
      const { calls, fn } = fakeCalls<string[]>();
      const { rerender } = renderHook(
        ({ terms }) => useApiQuery(['search', terms], (signal) => fn(terms, signal), { debounceMs: 300 }),
        { initialProps: { terms: 'dup' } },
      );
      rerender({ terms: 'dupo' });
      rerender({ terms: 'dupon' });
      act(() => jest.advanceTimersByTime(300));
      expect(calls.map((call) => call.args)).toEqual(['dupon']);
    } finally {
      jest.useRealTimers();
    }
  });

  it('does not fetch again when only the fetcher function changes', () => {
    const { calls, fn } = fakeCalls<string>();
    const { rerender } = renderHook(({ n }) => useApiQuery(['x'], (signal) => fn(n, signal)), {
      initialProps: { n: 1 },
    });
    rerender({ n: 2 });
    expect(calls).toHaveLength(1);
  });
});

describe('useApiMutation', () => {
  it('exposes loading, then the answer', async () => {
    const { calls, fn } = fakeCalls<string>();
    const onSuccess = jest.fn();
    const { result } = renderHook(() => useApiMutation((token: string, signal) => fn(token, signal), { onSuccess }));
    let outcome: Promise<unknown> | undefined;
    act(() => {
      outcome = result.current.mutate('t1');
    });
    expect(result.current.loading).toBe(true);
    await act(async () => calls[0]!.answer.resolve('done'));
    await expect(outcome).resolves.toEqual({ status: 'success', data: 'done' });
    expect(result.current).toMatchObject({ loading: false, data: 'done', error: null });
    expect(onSuccess).toHaveBeenCalledWith('done');
  });

  it('a new call aborts the previous one, whose answer is dropped', async () => {
    const { calls, fn } = fakeCalls<string>();
    const { result } = renderHook(() => useApiMutation((v: string, signal) => fn(v, signal)));
    let first: Promise<unknown> | undefined;
    act(() => {
      first = result.current.mutate('a');
    });
    act(() => {
      void result.current.mutate('b');
    });
    expect(calls[0]!.signal.aborted).toBe(true);
    await act(async () => calls[1]!.answer.resolve('b done'));
    await act(async () => calls[0]!.answer.resolve('a done'));
    await expect(first).resolves.toEqual({ status: 'aborted' });
    expect(result.current.data).toBe('b done');
  });

  it('never rejects: a failure is in the result and the state', async () => {
    const { calls, fn } = fakeCalls<string>();
    const onError = jest.fn();
    const { result } = renderHook(() => useApiMutation((v: string, signal) => fn(v, signal), { onError }));
    let outcome: Promise<unknown> | undefined;
    act(() => {
      outcome = result.current.mutate('a');
    });
    const failure = new ApiError({ status: 409, code: 'invalid_transition', message: 'Non.' });
    await act(async () => calls[0]!.answer.reject(failure));
    await expect(outcome).resolves.toEqual({ status: 'error', error: failure });
    expect(result.current).toMatchObject({ loading: false, error: failure });
    expect(onError).toHaveBeenCalledWith(failure);
  });

  it('aborts the call in flight on unmount', async () => {
    const { calls, fn } = fakeCalls<string>();
    const onSuccess = jest.fn();
    const { result, unmount } = renderHook(() => useApiMutation((v: string, signal) => fn(v, signal), { onSuccess }));
    act(() => {
      void result.current.mutate('a');
    });
    unmount();
    expect(calls[0]!.signal.aborted).toBe(true);
    await act(async () => calls[0]!.answer.resolve('late'));
    await waitFor(() => expect(onSuccess).not.toHaveBeenCalled());
  });
});
