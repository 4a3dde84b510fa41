import { clampPage, lastPage, parsePage } from '@lexdesk/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { DocumentScope, DocumentSearchHit, DocumentStatusFilter, LibraryDocument } from '../../../api/documents';
import { documentQueries } from '../../../api/keys';
import { isPending, PENDING_POLL_MS } from '../model/documents';
import { hasSearch, readSearch } from '../../../common/searchParams';

export interface DocumentListSource {
  status?: DocumentStatusFilter;
  scopes?: DocumentScope;
  legalCaseToken?: string;
  /** Search terms typed on the page itself (Process), once the typing pauses; the sidebar's come from the URL. */
  terms?: string;
  /** Terms are being typed on the page and not searched yet: the list is busy. */
  typing?: boolean;
  /** False: the page does not search (the terms are not long enough yet). */
  searchEnabled?: boolean;
  /** The scope searched, when not the list's own. */
  searchScopes?: DocumentScope;
  /** The Search page: results only, no pages before a search. */
  searchOnly?: boolean;
}

export interface DocumentList {
  documents: readonly LibraryDocument[];
  /** Search results carry an excerpt; null when the list shows pages. */
  hits: readonly DocumentSearchHit[] | null;
  page: number;
  pageCount: number;
  loading: boolean;
  failed: boolean;
  goTo: (page: number) => void;
  reload: () => void;
}

/** While a row of the page is pending, its list asks again every few seconds; it stops once none is. */
const pollWhilePending = (query: { state: { data?: { data: readonly LibraryDocument[] } } }) =>
  query.state.data?.data.some(isPending) ? PENDING_POLL_MS : false;

/**
 * One list of documents: the page from ?page= (a page past the last is replaced by the last), or the search
 * results when the sidebar (URL) or the page asks for a search. While a listed document is pending, the
 * list asks again every few seconds, and stops once none is.
 */
export function useDocumentList(source: DocumentListSource): DocumentList {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = parsePage(searchParams.get('page'));
  const sidebarSearch = readSearch(searchParams);
  const terms = source.terms ?? sidebarSearch.terms;
  const filters = { ...sidebarSearch, terms };
  const searching = (source.searchEnabled ?? true) && hasSearch(filters);

  const goTo = useCallback(
    (target: number, replace = false) =>
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (target <= 1) next.delete('page');
          else next.set('page', String(target));
          return next;
        },
        { replace },
      ),
    [setSearchParams],
  );

  const listQuery = useQuery({
    ...documentQueries.list({
      page,
      status: source.status,
      scopes: source.scopes,
      legalCaseToken: source.legalCaseToken,
    }),
    enabled: !searching && !source.searchOnly,
    placeholderData: keepPreviousData,
    refetchInterval: pollWhilePending,
  });
  const searchQuery = useQuery({
    ...documentQueries.search(
      { ...filters, status: source.status, scopes: source.searchScopes ?? source.scopes },
      page,
    ),
    enabled: searching,
    placeholderData: keepPreviousData,
    refetchInterval: pollWhilePending,
  });

  // Search results are paged like the lists, with the same clamp (terms typed on Process keep ?page=).
  const shown = searching ? searchQuery : listQuery;
  const total = shown.data?.total ?? 0;
  const fresh = shown.data !== undefined && !shown.isPlaceholderData && !shown.isFetching;
  const outOfRange = fresh && page > lastPage(total);
  useEffect(() => {
    if (outOfRange) goTo(clampPage(page, total), true);
  }, [outOfRange, page, total, goTo]);

  const rows = shown.data?.data ?? [];
  const { refetch } = shown;
  const reload = useCallback(() => void refetch(), [refetch]);
  const busy = shown.isFetching || !!source.typing;

  return {
    documents: rows,
    hits: searching ? (searchQuery.data?.data ?? []) : null,
    page,
    pageCount: lastPage(total),
    loading: busy && rows.length === 0,
    failed: shown.isError && !shown.isFetching && rows.length === 0,
    goTo,
    reload,
  };
}
