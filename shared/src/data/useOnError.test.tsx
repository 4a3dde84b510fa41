import { renderHook } from '@testing-library/react';
import { useOnError } from './useOnError';

describe('useOnError', () => {
  it('reports each new failure once, to the latest callback, and nothing while there is none', () => {
    const first = jest.fn();
    const second = jest.fn();
    const failure = new Error('first');
    const { rerender } = renderHook(({ error, onError }) => useOnError(error, onError), {
      initialProps: { error: null as unknown, onError: first },
    });
    expect(first).not.toHaveBeenCalled();

    rerender({ error: failure, onError: first });
    expect(first).toHaveBeenCalledWith(failure);
    // Re-rendered with another callback (a language change): the same failure is not said again.
    rerender({ error: failure, onError: second });
    expect(second).not.toHaveBeenCalled();

    const again = new Error('again');
    rerender({ error: again, onError: second });
    expect(second).toHaveBeenCalledWith(again);
    expect(first).toHaveBeenCalledTimes(1);
  });
});
