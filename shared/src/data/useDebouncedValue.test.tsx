import { act, renderHook } from '@testing-library/react';
import { useDebouncedValue } from './useDebouncedValue';

describe('useDebouncedValue', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('follows the value only once it has stayed the same for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), {
      initialProps: { value: 'dup' },
    });
    expect(result.current).toBe('dup');

    rerender({ value: 'dupo' });
    act(() => jest.advanceTimersByTime(200));
    rerender({ value: 'dupon' });
    act(() => jest.advanceTimersByTime(200));
    // 400 ms of typing, never a pause of 300: still the first value.
    expect(result.current).toBe('dup');

    act(() => jest.advanceTimersByTime(100));
    expect(result.current).toBe('dupon');
  });
});
