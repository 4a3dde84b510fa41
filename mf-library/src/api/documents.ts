// The library's calls (specification 2, section 7), read and sent through TanStack Query (keys.ts). Every read takes
// the AbortSignal TanStack Query hands it: a list nobody shows any more is aborted. The server decides visibility,
// roles and firms; the screens only hide what it refuses.
import { apiClient, PAGE_SIZE, type LegalCaseSummary, type Page, type UploadProgress } from '@lexdesk/shared';
import type {
  AddDocumentQuery,
  DownloadQuery,
  DeletedDocument,
  DocumentMetadata,
  DocumentSearchBody,
  DocumentSearchHit,
  LibraryDocument,
  RemovedCaseDocument,
  RemoveDocumentQuery,
  UploadedDocument,
} from '@lexdesk/shared/contract';
import type { DocumentScope, DocumentStatusFilter, DocumentVisibility } from '@lexdesk/shared/domain';

type Signal = AbortSignal | undefined;

export type { DocumentState, DocumentSearchHit, LibraryDocument, UploadedDocument } from '@lexdesk/shared/contract';
export type { DocumentScope, DocumentStatusFilter, DocumentVisibility } from '@lexdesk/shared/domain';

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

/** One page of search results (PAGE_SIZE a page, best first) with their total. */
export function searchDocuments(
  filters: DocumentSearchFilters,
  page: number,
  signal?: Signal,
): Promise<Page<DocumentSearchHit[]>> {
  const { scopes, legalCaseToken, ...rest } = filters;
  const body: Record<string, unknown> & DocumentSearchBody = {
    limit: PAGE_SIZE,
    offset: (Math.max(1, page) - 1) * PAGE_SIZE,
  };
  for (const [key, value] of Object.entries(rest)) {
    if (value !== null && value !== undefined && value !== '') body[key] = value;
  }
  if (scopes) body.scopes = [scopes];
  if (legalCaseToken) body.legalcase_token = legalCaseToken;
  return apiClient.postPage<DocumentSearchHit[]>('documents/search', body, { signal });
}

export interface UploadRequest {
  file: File;
  visibility: DocumentVisibility;
  /** The case the new document is added to (the server attaches it and says whether it could). */
  legalCaseToken?: string;
  /** The metadata chosen in the popup, sent as the multipart `metadata` field (JSON). */
  metadata?: DocumentMetadata;
  onProgress?: (percent: number) => void;
  signal?: Signal;
}

/** One file a request (the server's rule); progress in percent of this file's bytes. */
export function uploadDocument({
  file,
  visibility,
  legalCaseToken,
  metadata,
  onProgress,
  signal,
}: UploadRequest): Promise<UploadedDocument> {
  const form = new FormData();
  form.append('visibility', visibility);
  if (legalCaseToken) form.append('legalcase_token', legalCaseToken);
  if (metadata) form.append('metadata', JSON.stringify(metadata));
  form.append('file', file, file.name);
  return apiClient.upload<UploadedDocument>('documents/upload-file', form, {
    signal,
    onProgress: (progress: UploadProgress) =>
      onProgress?.(progress.total > 0 ? Math.round((progress.loaded / progress.total) * 100) : 0),
  });
}

export function deleteDocument(token: string, signal?: Signal): Promise<DeletedDocument> {
  return apiClient.delete<DeletedDocument>(
    `documents/delete-file?${new URLSearchParams({ token }).toString()}`,
    undefined,
    {
      signal,
    },
  );
}

/**
 * A document's bytes for the preview pane: `purpose=preview` tells the server the file is shown, not saved (the
 * provider's access to a firm's private document is logged as a preview).
 */
export function downloadDocument(token: string, signal?: Signal): Promise<Blob> {
  const query: Omit<DownloadQuery, 'lang'> = { purpose: 'preview' };
  return apiClient.download(`documents/download/${encodeURIComponent(token)}`, query, { signal });
}

export function addDocumentToCase(
  legalCaseToken: string,
  documentToken: string,
  signal?: Signal,
): Promise<LibraryDocument> {
  return apiClient.post<LibraryDocument>('legal-cases/add-document', undefined, {
    query: { legalcase_token: legalCaseToken, document_token: documentToken } satisfies Omit<AddDocumentQuery, 'lang'>,
    signal,
  });
}

/** Takes a document out of a case (issue 22): the link goes, the document stays in the library. */
export function removeDocumentFromCase(
  legalCaseToken: string,
  documentToken: string,
  signal?: Signal,
): Promise<RemovedCaseDocument> {
  const query = { legalcase_token: legalCaseToken, document_token: documentToken } satisfies Omit<
    RemoveDocumentQuery,
    'lang'
  >;
  return apiClient.delete<RemovedCaseDocument>(
    `legal-cases/remove-document?${new URLSearchParams(query).toString()}`,
    undefined,
    { signal },
  );
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
