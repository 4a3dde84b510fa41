// The queries mf-library reads, one key factory per feature: every key of a feature starts with the feature's
// root, so that a change invalidates all it may have made stale and nothing else. An upload, a deletion or a
// document added to a case invalidates `documentKeys.all`: every list, search and suggestion reads again, while
// the previewed files (another root) stay.
import { legalCaseKeys } from '@lexdesk/shared';
import { queryOptions } from '@tanstack/react-query';
import {
  downloadDocument,
  listDocuments,
  listOpenedCases,
  listSuggestions,
  searchDocuments,
  type DocumentListQuery,
  type DocumentSearchFilters,
} from './documents';

/** The document lists: pages, search results, a case's suggestions. */
export const documentKeys = {
  all: ['documents'] as const,
  lists: () => [...documentKeys.all, 'list'] as const,
  list: (query: DocumentListQuery) => [...documentKeys.lists(), query] as const,
  searches: () => [...documentKeys.all, 'search'] as const,
  search: (filters: DocumentSearchFilters, page: number) => [...documentKeys.searches(), filters, page] as const,
  suggestions: (legalCaseToken: string) => [...documentKeys.all, 'suggestions', legalCaseToken] as const,
};

export const documentQueries = {
  list: (query: DocumentListQuery) =>
    queryOptions({ queryKey: documentKeys.list(query), queryFn: ({ signal }) => listDocuments(query, signal) }),
  search: (filters: DocumentSearchFilters, page: number) =>
    queryOptions({
      queryKey: documentKeys.search(filters, page),
      queryFn: ({ signal }) => searchDocuments(filters, page, signal),
    }),
  suggestions: (legalCaseToken: string) =>
    queryOptions({
      queryKey: documentKeys.suggestions(legalCaseToken),
      queryFn: ({ signal }) => listSuggestions(legalCaseToken, signal),
    }),
};

/** The preview: a document's bytes, and the opened cases it may be added to (under the cases' own root). */
export const previewKeys = {
  file: (token: string) => ['document-file', token] as const,
  openedCases: () => [...legalCaseKeys.all, 'opened'] as const,
};

/** How long a closed preview's bytes stay in memory: a document chosen again shows at once; a PDF may weigh megabytes. */
const FILE_KEPT_MS = 30_000;

export const previewQueries = {
  /** A document's bytes do not change: never fetched twice while kept. */
  file: (token: string) =>
    queryOptions({
      queryKey: previewKeys.file(token),
      queryFn: ({ signal }) => downloadDocument(token, signal),
      staleTime: Infinity,
      gcTime: FILE_KEPT_MS,
    }),
  openedCases: () =>
    queryOptions({ queryKey: previewKeys.openedCases(), queryFn: ({ signal }) => listOpenedCases(signal) }),
};

/** The search forms' filter definitions (their texts are message ids, translated here: no language in the key). */
export const structureKeys = {
  structure: (name: string) => ['structures', name] as const,
};
