import { listLegalCases, offsetOf, PAGE_SIZE, type LegalCaseSummary } from '@lexdesk/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLatest } from '../../../common/hooks/useLatest';

export interface LegalCaseListQuery {
  all: boolean;
  closed: boolean;
  page: number;
}

export interface LegalCaseListResult {
  /** The last page received; kept while the next one loads so that the list and its pagination stay put. */
  data: { items: LegalCaseSummary[]; total: number; query: LegalCaseListQuery } | null;
  loading: boolean;
  error: unknown;
  reload: () => void;
}

/**
 * One page of cases. Every change of query (page, closed toggle) fetches again; an answer that arrives
 * after a newer request was sent is dropped (sequence guard: the API call takes no abort signal).
 */
export function useLegalCaseList(query: LegalCaseListQuery, onError: (error: unknown) => void): LegalCaseListResult {
  const { all, closed, page } = query;
  const [data, setData] = useState<LegalCaseListResult['data']>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  const sequence = useRef(0);
  // The caller's callback may be a new function at every render: it must not fetch again.
  const onErrorRef = useLatest(onError);

  useEffect(() => {
    const current = ++sequence.current;
    setLoading(true);
    setError(null);
    listLegalCases({ all, closed, limit: PAGE_SIZE, offset: offsetOf(page) }).then(
      (answer) => {
        if (current !== sequence.current) return;
        setData({ items: answer.data, total: answer.total, query: { all, closed, page } });
        setLoading(false);
      },
      (failure: unknown) => {
        if (current !== sequence.current) return;
        setError(failure);
        setLoading(false);
        onErrorRef.current(failure);
      },
    );
    return () => {
      // Unmounted or superseded: whatever arrives for this request is stale.
      if (sequence.current === current) sequence.current += 1;
    };
  }, [all, closed, page, attempt, onErrorRef]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { data, loading, error, reload };
}
