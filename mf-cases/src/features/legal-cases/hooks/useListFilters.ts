import { LEGAL_CASE_LIST_PARAMS, readLegalCaseListView, type LegalCaseStatus } from '@lexdesk/shared/core';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface ListFilters {
  /** The litigant-name search of the URL (?q=), trimmed; '' for none. */
  search: string;
  /** The status of the URL (?status=), null for every status; an unknown value reads as null. */
  status: LegalCaseStatus | null;
  /** Writes ?q= (an empty search drops it) and starts again from page 1; replaces the entry (typing). */
  setSearch: (search: string) => void;
  /** Writes ?status= and starts again from page 1: a navigation, Back undoes it. */
  setStatus: (status: LegalCaseStatus | null) => void;
  /** Drops the search and the status (the closed toggle stays). */
  clear: () => void;
}

const { page: PAGE, search: SEARCH, status: STATUS } = LEGAL_CASE_LIST_PARAMS;

/**
 * The lists' search and status filter live in the URL, like the page and the closed toggle: a reload, a
 * shared link and "Retour" from a case find the list as it was, and the request is built from the URL.
 */
export function useListFilters(): ListFilters {
  const [searchParams, setSearchParams] = useSearchParams();
  // The scope does not matter for the filters: read them as the request will.
  const { search, status } = readLegalCaseListView('mine', searchParams);

  const update = useCallback(
    (change: (next: URLSearchParams) => void, replace: boolean) =>
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          change(next);
          next.delete(PAGE);
          return next;
        },
        { replace },
      ),
    [setSearchParams],
  );

  const setSearch = useCallback(
    (text: string) =>
      update((next) => {
        const trimmed = text.trim();
        if (trimmed) next.set(SEARCH, trimmed);
        else next.delete(SEARCH);
      }, true),
    [update],
  );
  const setStatus = useCallback(
    (value: LegalCaseStatus | null) =>
      update((next) => {
        if (value) next.set(STATUS, value);
        else next.delete(STATUS);
      }, false),
    [update],
  );
  const clear = useCallback(
    () =>
      update((next) => {
        next.delete(SEARCH);
        next.delete(STATUS);
      }, false),
    [update],
  );
  return { search, status, setSearch, setStatus, clear };
}
