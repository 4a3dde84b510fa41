import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * The latest value of a prop or of intl, for callbacks that run later (an answer arriving): reading it
 * through the ref keeps it out of an effect's dependencies, so that a new value (a language switch, an
 * inline callback) does not send the request again.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
