import { clampPage, lastPage, parsePage, useApiQuery } from '@lexdesk/shared';
import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  listDocuments,
  searchDocuments,
  type DocumentScope,
  type DocumentSearchHit,
  type DocumentStatusFilter,
  type LibraryDocument,
} from '../../../api/documents';
import { useCaseDocumentsVersion } from '../model/caseDocumentsVersion';
import { isPending, PENDING_POLL_MS } from '../model/documents';
import { hasSearch, readSearch } from '../../../common/searchParams';

export interface DocumentListSource {
  status?: DocumentStatusFilter;
  scopes?: DocumentScope;
  legalCaseToken?: string;
  /** Search terms typed on the page itself (Process); the sidebar's filters come from the URL. */
  terms?: string;
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

  // A case's list asks again when a document is added to the case.
  const caseVersion = useCaseDocumentsVersion((state) => (source.legalCaseToken ? state.version : 0));
  const listQuery = useApiQuery(
    ['documents', source.status, source.scopes, source.legalCaseToken, page, caseVersion],
    (signal) =>
      listDocuments(
        { page, status: source.status, scopes: source.scopes, legalCaseToken: source.legalCaseToken },
        signal,
      ),
    { enabled: !searching && !source.searchOnly },
  );
  const searchQuery = useApiQuery(
    ['documents/search', source.status, source.searchScopes ?? source.scopes, filters, page],
    (signal) =>
      searchDocuments(
        { ...filters, status: source.status, scopes: source.searchScopes ?? source.scopes },
        page,
        signal,
      ),
    { enabled: searching, debounceMs: source.terms === undefined ? 0 : 300 },
  );

  // Search results are paged like the lists, with the same clamp (terms typed on Process keep ?page=).
  const shown = searching ? searchQuery : listQuery;
  const total = shown.data?.total ?? 0;
  // Both keys hold the page at index 4.
  const fresh = shown.dataKey?.[4] === page && !shown.loading;
  const outOfRange = fresh && shown.data !== undefined && page > lastPage(total);
  useEffect(() => {
    if (outOfRange) goTo(clampPage(page, total), true);
  }, [outOfRange, page, total, goTo]);

  const rows = searching ? (searchQuery.data?.data ?? []) : (listQuery.data?.data ?? []);
  const anyPending = rows.some(isPending);
  const { retry: retryList } = listQuery;
  const { retry: retrySearch } = searchQuery;
  const reload = useCallback(() => {
    void (searching ? retrySearch() : retryList());
  }, [searching, retryList, retrySearch]);
  const busy = searching ? searchQuery.loading : listQuery.loading;
  useEffect(() => {
    if (!anyPending || busy) return undefined;
    const timer = setTimeout(reload, PENDING_POLL_MS);
    return () => clearTimeout(timer);
  }, [anyPending, busy, reload]);

  return {
    documents: rows,
    hits: searching ? (searchQuery.data?.data ?? []) : null,
    page,
    pageCount: lastPage(total),
    loading: busy && rows.length === 0,
    failed: !!(searching ? searchQuery.error : listQuery.error) && rows.length === 0,
    goTo,
    reload,
  };
}
