import {
  legalCaseListRequest,
  useApiQuery,
  type LegalCaseListScope,
  type LegalCaseListView,
  type LegalCaseSummary,
} from '@lexdesk/shared';
import { listLegalCases } from '../../../api/legalCases';

export interface LegalCaseListResult {
  /** The last page received; kept while the next one loads so that the list and its pagination stay put. */
  data: { items: LegalCaseSummary[]; total: number; view: LegalCaseListView } | null;
  /** What the current URL asks for (the request under way when loading). */
  view: LegalCaseListView;
  loading: boolean;
  error: unknown;
  reload: () => void;
}

/**
 * One page of cases for the list's URL (page, closed, q, status): legalCaseListRequest turns it into the
 * request, the same one the shell may have started already. Every change fetches again; useApiQuery aborts
 * the superseded request and drops its answer.
 */
export function useLegalCaseList(
  scope: LegalCaseListScope,
  searchParams: URLSearchParams,
  onError: (error: unknown) => void,
): LegalCaseListResult {
  const request = legalCaseListRequest(scope, searchParams);
  const list = useApiQuery(
    ['legal-cases', request.url],
    async (signal) => {
      const answer = await listLegalCases(request, signal);
      return { items: answer.data, total: answer.total, view: request.view };
    },
    { onError },
  );
  const { retry } = list;
  return {
    data: list.data ?? null,
    view: request.view,
    loading: list.loading,
    error: list.error,
    reload: () => void retry(),
  };
}
