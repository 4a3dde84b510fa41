// The library's calls (specification 2, section 7), read and sent through TanStack Query (keys.ts). Every read takes
// the AbortSignal TanStack Query hands it: a list nobody shows any more is aborted. The server decides visibility,
// roles and firms; the screens only hide what it refuses.
import { apiClient, PAGE_SIZE, type LegalCaseSummary, type Page, type UploadProgress } from '@lexdesk/shared';

type Signal = AbortSignal | undefined;

/** pending: uploaded, text not extracted yet; success: text extracted (still "to process"); processed: tagged. */
export type DocumentState = 'pending' | 'success' | 'processed' | 'failure';
export type DocumentVisibility = 'public' | 'private';

/** A document as the lists give it (the fields the screens read; the API may send more). */
export interface LibraryDocument {
  token: string;
  name: string;
  mime: string;
  state: DocumentState;
  visibility: DocumentVisibility;
  created_at: string;
  type?: string | null;
  /** lawyer: a firm's own; provider: the back office's; litigant: sent with an intake form. */
  source?: 'lawyer' | 'provider' | 'litigant';
  /** Why processing failed: a message key, and its text in the request's language (Faileds). */
  failure_reason?: string | null;
  failure_message?: string | null;
}

/** The `status` filter of GET /documents, per screen (specification 2, section 4). */
export type DocumentStatusFilter = 'processed' | 'pending|success' | 'failure';
/** cabinet: the firm's own; others: processed public documents of other sources; case: attached to a case. */
export type DocumentScope = 'cabinet' | 'others' | 'case';

export interface DocumentListQuery {
  page: number;
  status?: DocumentStatusFilter;
  scopes?: DocumentScope;
  legalCaseToken?: string;
}

export function listDocuments(query: DocumentListQuery, signal?: Signal): Promise<Page<LibraryDocument[]>> {
  return apiClient.getPage<LibraryDocument[]>(
    'documents',
    {
      limit: PAGE_SIZE,
      offset: (Math.max(1, query.page) - 1) * PAGE_SIZE,
      status: query.status ?? null,
      scopes: query.scopes ?? null,
      legalcase_token: query.legalCaseToken ?? null,
    },
    { signal },
  );
}

/** The search filters (specification 2, "Document search filter fields"), plus the screens' own. */
export interface DocumentSearchFilters {
  terms: string;
  type?: string | null;
  country?: string | null;
  nature?: string | null;
  legislationDate?: string | null;
  visibility?: string | null;
  status?: DocumentStatusFilter;
  scopes?: DocumentScope;
  /** The case of the scope `case`. */
  legalCaseToken?: string;
}

/** A search hit: `text` is an excerpt whose matched words are between the API's sentinels (see highlight.ts). */
export interface DocumentSearchHit extends LibraryDocument {
  text: string;
}

/** The first results, best first (the specification shows no paging of search results). */
/** One page of search results (PAGE_SIZE a page, best first) with their total. */
export function searchDocuments(
  filters: DocumentSearchFilters,
  page: number,
  signal?: Signal,
): Promise<Page<DocumentSearchHit[]>> {
  const { scopes, legalCaseToken, ...rest } = filters;
  const body: Record<string, unknown> = { limit: PAGE_SIZE, offset: (Math.max(1, page) - 1) * PAGE_SIZE };
  for (const [key, value] of Object.entries(rest)) {
    if (value !== null && value !== undefined && value !== '') body[key] = value;
  }
  if (scopes) body.scopes = [scopes];
  if (legalCaseToken) body.legalcase_token = legalCaseToken;
  return apiClient.postPage<DocumentSearchHit[]>('documents/search', body, { signal });
}

export interface UploadedDocument extends LibraryDocument {
  /** null: no case asked; false: stored, but adding it to the case failed. */
  added_to_case: boolean | null;
}

export interface UploadRequest {
  file: File;
  visibility: DocumentVisibility;
  /** The case the new document is added to (the server attaches it and says whether it could). */
  legalCaseToken?: string;
  onProgress?: (percent: number) => void;
  signal?: Signal;
}

/** One file a request (the server's rule); progress in percent of this file's bytes. */
export function uploadDocument({
  file,
  visibility,
  legalCaseToken,
  onProgress,
  signal,
}: UploadRequest): Promise<UploadedDocument> {
  const form = new FormData();
  form.append('visibility', visibility);
  if (legalCaseToken) form.append('legalcase_token', legalCaseToken);
  form.append('file', file, file.name);
  return apiClient.upload<UploadedDocument>('documents/upload-file', form, {
    signal,
    onProgress: (progress: UploadProgress) =>
      onProgress?.(progress.total > 0 ? Math.round((progress.loaded / progress.total) * 100) : 0),
  });
}

export function deleteDocument(token: string, signal?: Signal): Promise<unknown> {
  return apiClient.delete<unknown>(`documents/delete-file?${new URLSearchParams({ token }).toString()}`, undefined, {
    signal,
  });
}

export function downloadDocument(token: string, signal?: Signal): Promise<Blob> {
  return apiClient.download(`documents/download/${encodeURIComponent(token)}`, undefined, { signal });
}

export function addDocumentToCase(legalCaseToken: string, documentToken: string, signal?: Signal): Promise<unknown> {
  return apiClient.post<unknown>('legal-cases/add-document', undefined, {
    query: { legalcase_token: legalCaseToken, document_token: documentToken },
    signal,
  });
}

/** Cases a document may be added to: the firm's opened ones, filtered by the server (the first 100, newest first). */
export async function listOpenedCases(signal?: Signal): Promise<LegalCaseSummary[]> {
  const page = await apiClient.getPage<LegalCaseSummary[]>(
    'legal-cases',
    { all: 1, status: 'opened', limit: 100, offset: 0 },
    { signal },
  );
  return page.data;
}

export function getLegalCaseStatus(token: string, signal?: Signal): Promise<LegalCaseSummary> {
  return apiClient.get<LegalCaseSummary>(`legal-cases/${encodeURIComponent(token)}`, undefined, { signal });
}

/** Search filter definitions (specification 2, "Search filter definition"). */
export function getStructure<T>(name: string, signal?: Signal): Promise<T> {
  return apiClient.get<T>(`structures/${encodeURIComponent(name)}`, undefined, { signal });
}

/** Processed documents about the case's law case (first) or its category, not attached to it yet. */
export function listSuggestions(legalCaseToken: string, signal?: Signal): Promise<LibraryDocument[]> {
  return apiClient.get<LibraryDocument[]>(
    `legal-cases/${encodeURIComponent(legalCaseToken)}/suggested-documents`,
    { limit: PAGE_SIZE },
    { signal },
  );
}
