// The one translation of a case list's URL into its API request. mf-cases' list sends it and the shell may
// start the same request while mf-cases' code loads (prefetch): both must build it here, so that the two
// requests are byte for byte the same and the list finds the prefetched answer.
import { CASE_SEARCH_MAX_LENGTH, LEGAL_CASE_STATUSES, PAGE_SIZE } from '../domain/constants';
import { offsetOf, parsePage } from '../domain/pagination';
import type { LegalCaseStatus } from '../types/entities';

/** MyCases lists the current user's cases, AllCases the whole firm's. */
export type LegalCaseListScope = 'mine' | 'all';

/** The URL parameters of a case list (`?page=2&closed=1&q=dupont&status=opened`). */
export const LEGAL_CASE_LIST_PARAMS = {
  page: 'page',
  closed: 'closed',
  search: 'q',
  status: 'status',
} as const;

/** What a case list's URL asks for, read leniently: a value the list cannot use is its default. */
export interface LegalCaseListView {
  scope: LegalCaseListScope;
  /** 1-based. */
  page: number;
  /** Closed and refused cases included. */
  closed: boolean;
  /** The litigant-name search, trimmed and cut to CASE_SEARCH_MAX_LENGTH; '' for none. */
  search: string;
  /** One state only; null for every state (within `closed`). */
  status: LegalCaseStatus | null;
}

export interface LegalCaseListRequest {
  /** The API path, relative to the client's base URL. */
  path: 'legal-cases';
  /** The parameters in a stable order, defaults left out: what apiClient.getPage sends (it appends lang). */
  query: Readonly<Record<string, string>>;
  /** `/legal-cases?…`: path and query as one string, the identity of the request. */
  url: string;
  view: LegalCaseListView;
}

const isLegalCaseStatus = (value: string | null): value is LegalCaseStatus =>
  (LEGAL_CASE_STATUSES as readonly (string | null)[]).includes(value);

/** Cut to the API's limit in UTF-16 units (what it counts), never leaving half of a surrogate pair. */
function cutSearch(raw: string): string {
  const trimmed = raw.trim();
  if (trimmed.length <= CASE_SEARCH_MAX_LENGTH) return trimmed;
  let cut = trimmed.slice(0, CASE_SEARCH_MAX_LENGTH);
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return cut.trim();
}

export function readLegalCaseListView(
  scope: LegalCaseListScope,
  searchParams: URLSearchParams | string,
): LegalCaseListView {
  const params = typeof searchParams === 'string' ? new URLSearchParams(searchParams) : searchParams;
  const status = params.get(LEGAL_CASE_LIST_PARAMS.status);
  return {
    scope,
    page: parsePage(params.get(LEGAL_CASE_LIST_PARAMS.page)),
    closed: params.get(LEGAL_CASE_LIST_PARAMS.closed) === '1',
    search: cutSearch(params.get(LEGAL_CASE_LIST_PARAMS.search) ?? ''),
    status: isLegalCaseStatus(status) ? status : null,
  };
}

/**
 * The GET /api/legal-cases request of a list URL: `all=1`, `closed=1`, `limit`, `offset`, `q`, `status` in
 * this order; `all`, `closed`, `q` and `status` only when they filter. Pure: the same scope and URL always
 * give the same request.
 */
export function legalCaseListRequest(
  scope: LegalCaseListScope,
  searchParams: URLSearchParams | string,
): LegalCaseListRequest {
  const view = readLegalCaseListView(scope, searchParams);
  const query: Record<string, string> = {};
  if (view.scope === 'all') query.all = '1';
  if (view.closed) query.closed = '1';
  query.limit = String(PAGE_SIZE);
  query.offset = String(offsetOf(view.page));
  if (view.search) query.q = view.search;
  if (view.status) query.status = view.status;
  return { path: 'legal-cases', query, url: `/legal-cases?${new URLSearchParams(query).toString()}`, view };
}
