// The queries mf-library reads, one key factory per feature: every key of a feature starts with the feature's
// root, so that a change invalidates all it may have made stale and nothing else. An upload, a deletion or a
// document added to a case invalidates `documentKeys.all`: every list, search and suggestion reads again, while
// the previewed files (another root) stay.
import { legalCaseKeys, type Locale } from '@lexdesk/shared';
import type { JurisdictionType } from '@lexdesk/shared/domain';
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
import {
  getDocument,
  getDocumentText,
  getMetadataSuggestions,
  listJurisdictions,
  searchLawCases,
  searchLawyers,
} from './metadata';

/** The document lists: pages, search results, a case's suggestions. */
export const documentKeys = {
  all: ['documents'] as const,
  lists: () => [...documentKeys.all, 'list'] as const,
  list: (query: DocumentListQuery) => [...documentKeys.lists(), query] as const,
  searches: () => [...documentKeys.all, 'search'] as const,
  search: (filters: DocumentSearchFilters, page: number) => [...documentKeys.searches(), filters, page] as const,
  suggestions: (legalCaseToken: string) => [...documentKeys.all, 'suggestions', legalCaseToken] as const,
  /** One document with its metadata, its text, the metadata values read from that text. */
  detail: (token: string) => [...documentKeys.all, 'detail', token] as const,
  text: (token: string) => [...documentKeys.all, 'text', token] as const,
  metadataSuggestions: (token: string) => [...documentKeys.all, 'metadata-suggestions', token] as const,
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

/** While a document is being read, its text is asked for again this often (the tagging screen's 2 seconds). */
export const TEXT_POLL_MS = 2000;

/** The metadata form's reads: a document, its text until it is read, the values read from it. */
export const metadataQueries = {
  detail: (token: string) =>
    queryOptions({ queryKey: documentKeys.detail(token), queryFn: ({ signal }) => getDocument(token, signal) }),
  text: (token: string) =>
    queryOptions({
      queryKey: documentKeys.text(token),
      queryFn: ({ signal }) => getDocumentText(token, signal),
      // Asked again while the worker reads it; a read text (or a failure) does not change.
      refetchInterval: (query) => (query.state.data?.state === 'pending' ? TEXT_POLL_MS : false),
    }),
  suggestions: (token: string) =>
    queryOptions({
      queryKey: documentKeys.metadataSuggestions(token),
      queryFn: ({ signal }) => getMetadataSuggestions(token, signal),
      staleTime: Infinity,
    }),
};

/** The form's lists: the courts of a type (they do not change while the page is open), the two lookups. */
export const lookupKeys = {
  jurisdictions: (type: JurisdictionType) => ['jurisdictions', type] as const,
  lawCases: (terms: string, lang: Locale) => ['law-cases', 'search', lang, terms] as const,
  lawyers: (terms: string) => ['lawyers', 'search', terms] as const,
};

export const lookupQueries = {
  jurisdictions: (type: JurisdictionType) =>
    queryOptions({
      queryKey: lookupKeys.jurisdictions(type),
      queryFn: ({ signal }) => listJurisdictions(type, signal),
      staleTime: Infinity,
    }),
  lawCases: (terms: string, lang: Locale) =>
    queryOptions({
      queryKey: lookupKeys.lawCases(terms, lang),
      queryFn: ({ signal }) => searchLawCases(terms, lang, signal),
    }),
  lawyers: (terms: string) =>
    queryOptions({ queryKey: lookupKeys.lawyers(terms), queryFn: ({ signal }) => searchLawyers(terms, signal) }),
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
