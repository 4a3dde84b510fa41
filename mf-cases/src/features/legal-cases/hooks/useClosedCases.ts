import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The URL parameter of the closed-cases toggle (pathTo.MyCases({ closed: true }) writes it). */
export const CLOSED_PARAM = 'closed';

export interface ClosedCases {
  /** Closed (and refused) cases are hidden by default (section 4). */
  showClosed: boolean;
  toggle: () => void;
}

/**
 * The closed-cases toggle lives in the URL (?closed=1), like the page: a reload, a shared link and "Retour"
 * from a case all find the list as it was. Flipping it is a navigation (Back undoes it) and starts again
 * from page 1.
 */
export function useClosedCases(): ClosedCases {
  const [searchParams, setSearchParams] = useSearchParams();
  const showClosed = searchParams.get(CLOSED_PARAM) === '1';
  const toggle = useCallback(
    () =>
      setSearchParams((previous) => {
        const next = new URLSearchParams(previous);
        if (next.get(CLOSED_PARAM) === '1') next.delete(CLOSED_PARAM);
        else next.set(CLOSED_PARAM, '1');
        next.delete('page');
        return next;
      }),
    [setSearchParams],
  );
  return { showClosed, toggle };
}
