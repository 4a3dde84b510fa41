// The two queries the shell prefetches on entering a route (a case list, a case) and mf-cases then reads: one
// key and one fetch for both, built here so that the remote finds the shell's answer in the shared cache under
// the very key it asks for. Plain objects that TanStack Query's useQuery and prefetchQuery take as they are: this
// module is in the core (the shell's start), which carries no byte of TanStack Query.
import type { LegalCase, LegalCaseSummary, Locale } from '../types/entities';
import { apiClient } from './client';
import { legalCaseListRequest, type LegalCaseListScope, type LegalCaseListView } from './legalCaseList';

/**
 * A query's key, its fetch and how long its answer is fresh: the subset of TanStack Query's query options the
 * shared builders fill. The fetch reads only the signal of TanStack's context, so anyone may start it.
 */
export interface ServerQuery<T, K extends readonly unknown[] = readonly unknown[]> {
  queryKey: K;
  queryFn: (context: { signal: AbortSignal }) => Promise<T>;
  staleTime: number;
}

/**
 * How long a prefetched answer is taken as it is: long enough for a route's remote to load on a slow connection
 * after the shell started the request, short enough that nobody is shown an old list. A change made in the app
 * refetches it sooner (its mutation invalidates the key).
 */
export const PREFETCHED_FRESH_MS = 5_000;

/**
 * The keys of every query about legal cases, in one tree: invalidating `all` refreshes the lists, the cases and
 * what other remotes list of them (mf-library's opened cases live under it too).
 */
export const legalCaseKeys = {
  all: ['legal-cases'] as const,
  lists: () => [...legalCaseKeys.all, 'list'] as const,
  /** One page of a list: the request's path and query (legalCaseListRequest's `url`) identify it. */
  list: (requestUrl: string) => [...legalCaseKeys.lists(), requestUrl] as const,
  details: () => [...legalCaseKeys.all, 'detail'] as const,
  /** The server words a case in the request's language: one entry per language. */
  detail: (token: string, locale: Locale) => [...legalCaseKeys.details(), token, locale] as const,
};

/** One page of a case list, with the view of the URL it answers (a page kept on screen knows what it shows). */
export interface LegalCaseListPage {
  items: LegalCaseSummary[];
  total: number;
  view: LegalCaseListView;
}

/** The page of cases a list URL asks for (page, closed, q, status): legalCaseListRequest's request. */
export function legalCaseListQuery(
  scope: LegalCaseListScope,
  searchParams: URLSearchParams | string,
): ServerQuery<LegalCaseListPage, ReturnType<typeof legalCaseKeys.list>> {
  const request = legalCaseListRequest(scope, searchParams);
  return {
    queryKey: legalCaseKeys.list(request.url),
    queryFn: async ({ signal }) => {
      const page = await apiClient.getPage<LegalCaseSummary[]>(request.path, request.query, { signal });
      return { items: page.data, total: page.total, view: request.view };
    },
    staleTime: PREFETCHED_FRESH_MS,
  };
}

/** A case (`GET /api/legal-cases/{token}`), in the interface's language. */
export function legalCaseQuery(
  token: string,
  locale: Locale,
): ServerQuery<LegalCase, ReturnType<typeof legalCaseKeys.detail>> {
  return {
    queryKey: legalCaseKeys.detail(token, locale),
    queryFn: ({ signal }) =>
      apiClient.get<LegalCase>(`legal-cases/${encodeURIComponent(token)}`, undefined, { signal }),
    staleTime: PREFETCHED_FRESH_MS,
  };
}
