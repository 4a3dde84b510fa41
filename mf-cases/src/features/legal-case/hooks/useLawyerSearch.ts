import {
  errorToastText,
  isApiError,
  searchLawyers,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MIN_LENGTH,
  type Lawyer,
} from '@lexdesk/shared';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useIntl } from 'react-intl';

export interface LawyerSearch {
  /** What the user typed last. */
  terms: string;
  /** The matches, without the excluded user. */
  lawyers: Lawyer[];
  /** A search is waiting for its debounce or its answer. */
  loading: boolean;
  /** The typed text is under SEARCH_MIN_LENGTH characters: nothing is searched. */
  tooShort: boolean;
  search: (text: string) => void;
  reset: () => void;
}

/**
 * An answer whose envelope says "error" arrives with a 2xx HTTP status: the spec (section 8) ignores it,
 * whereas a failed lookup (HTTP error, network) shows a browser alert.
 */
const isEnvelopeError = (error: unknown): boolean => isApiError(error) && error.status >= 200 && error.status < 300;

/** Drops the debounced search and makes answers in flight stale; returns the id of the next request. */
function cancelPending(timer: RefObject<ReturnType<typeof setTimeout> | undefined>, latest: RefObject<number>): number {
  clearTimeout(timer.current);
  latest.current += 1;
  return latest.current;
}

/** Lawyer lookup of section 5: from 3 characters, 300 ms after the last keystroke; shorter input clears the list. */
export function useLawyerSearch(excludedUserId: number | null): LawyerSearch {
  const intl = useIntl();
  const [terms, setTerms] = useState('');
  const [lawyers, setLawyers] = useState<Lawyer[]>([]);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Each keystroke makes the answers of earlier searches stale.
  const latestRequest = useRef(0);

  useEffect(
    () => () => {
      cancelPending(timer, latestRequest);
    },
    [],
  );

  const search = useCallback(
    (text: string) => {
      setTerms(text);
      const requestId = cancelPending(timer, latestRequest);
      const wanted = text.trim();
      if (wanted.length < SEARCH_MIN_LENGTH) {
        setLawyers([]);
        setLoading(false);
        return;
      }
      setLoading(true);
      timer.current = setTimeout(() => {
        searchLawyers(wanted).then(
          (found) => {
            if (requestId !== latestRequest.current) return;
            setLawyers(found.filter((lawyer) => lawyer.id !== excludedUserId));
            setLoading(false);
          },
          (error: unknown) => {
            if (requestId !== latestRequest.current) return;
            setLawyers([]);
            setLoading(false);
            if (!isEnvelopeError(error)) window.alert(errorToastText(intl, error));
          },
        );
      }, SEARCH_DEBOUNCE_MS);
    },
    [excludedUserId, intl],
  );

  const reset = useCallback(() => {
    cancelPending(timer, latestRequest);
    setTerms('');
    setLawyers([]);
    setLoading(false);
  }, []);

  return { terms, lawyers, loading, tooShort: terms.trim().length < SEARCH_MIN_LENGTH, search, reset };
}
