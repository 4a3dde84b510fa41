import {
  readLegalCaseListView,
  type LegalCaseListPage,
  type LegalCaseListScope,
  type LegalCaseListView,
} from '@lexdesk/shared/core';
import { useOnError } from '@lexdesk/shared/lists';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { caseQueries } from '../../../api/keys';

export interface LegalCaseListResult {
  /** The last page received; kept while the next one loads so that the list and its pagination stay put. */
  data: LegalCaseListPage | null;
  /** What the current URL asks for (the request under way when loading). */
  view: LegalCaseListView;
  loading: boolean;
  error: unknown;
  reload: () => void;
}

/**
 * One page of cases for the list's URL (page, closed, q, status), through shared's query: the one the shell
 * prefetches on entering the route, whose answer this then finds in the cache. Every change of URL reads
 * another page; the previous one stays on screen meanwhile.
 */
export function useLegalCaseList(
  scope: LegalCaseListScope,
  searchParams: URLSearchParams,
  onError: (error: unknown) => void,
): LegalCaseListResult {
  const list = useQuery({ ...caseQueries.list(scope, searchParams), placeholderData: keepPreviousData });
  useOnError(list.error, onError);
  const { refetch } = list;
  return {
    data: list.data ?? null,
    view: readLegalCaseListView(scope, searchParams),
    loading: list.isFetching,
    // A retry under way is not a failure yet.
    error: list.isFetching ? null : list.error,
    reload: () => void refetch(),
  };
}
