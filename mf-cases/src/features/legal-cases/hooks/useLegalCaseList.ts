import { offsetOf, PAGE_SIZE, useApiQuery, type LegalCaseSummary } from '@lexdesk/shared';
import { listLegalCases } from '../../../api/legalCases';

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
 * One page of cases. Every change of query (page, closed toggle) fetches again; useApiQuery aborts the
 * superseded request and drops its answer.
 */
export function useLegalCaseList(query: LegalCaseListQuery, onError: (error: unknown) => void): LegalCaseListResult {
  const { all, closed, page } = query;
  const list = useApiQuery(
    ['legal-cases', all, closed, page],
    async (signal) => {
      const answer = await listLegalCases({ all, closed, limit: PAGE_SIZE, offset: offsetOf(page) }, signal);
      return { items: answer.data, total: answer.total, query: { all, closed, page } };
    },
    { onError },
  );
  const { retry } = list;
  return {
    data: list.data ?? null,
    loading: list.loading,
    error: list.error,
    reload: () => void retry(),
  };
}
