// The metadata form's calls (issue 24, "The contract"): a document with its metadata, saving it, the jurisdiction
// list, the values read from its text, its text, and the two type-ahead lookups of the form (law cases and the
// firm's lawyers, specification 001 section 7). Read and sent through TanStack Query (keys.ts).
import { apiClient, type Locale } from '@lexdesk/shared';
import type {
  DocumentDetail,
  DocumentMetadata,
  DocumentText,
  Jurisdiction,
  JurisdictionListQuery,
  LawCaseSearchBody,
  LawCaseSearchResult,
  Lawyer,
  LawyerSearchBody,
  MetadataSuggestion,
  UpdateLabellingBody,
} from '@lexdesk/shared/contract';
import type { JurisdictionType } from '@lexdesk/shared/domain';

type Signal = AbortSignal | undefined;

export type {
  DocumentDetail,
  DocumentMetadata,
  DocumentText,
  Jurisdiction,
  LawCaseSearchResult,
  Lawyer,
  MetadataSuggestion,
} from '@lexdesk/shared/contract';

/** GET /documents/{token}: the document with its metadata (and its computed reference). */
export function getDocument(token: string, signal?: Signal): Promise<DocumentDetail> {
  return apiClient.get<DocumentDetail>(`documents/${encodeURIComponent(token)}`, undefined, { signal });
}

/** POST /documents/update-labelling: the whole metadata; 422 with field errors, else the updated document. */
export function saveMetadata(token: string, metadata: DocumentMetadata, signal?: Signal): Promise<DocumentDetail> {
  return apiClient.post<DocumentDetail>(
    'documents/update-labelling',
    { token, metadata } satisfies UpdateLabellingBody,
    {
      signal,
    },
  );
}

/** GET /reference/jurisdictions?type=: one type's courts. */
export function listJurisdictions(type: JurisdictionType, signal?: Signal): Promise<Jurisdiction[]> {
  return apiClient.get<Jurisdiction[]>(
    'reference/jurisdictions',
    { type } satisfies Omit<JurisdictionListQuery, 'lang'>,
    {
      signal,
    },
  );
}

/** GET /documents/{token}/metadata-suggestions: values read from the extracted text, with where it says them. */
export function getMetadataSuggestions(token: string, signal?: Signal): Promise<MetadataSuggestion[]> {
  return apiClient.get<MetadataSuggestion[]>(`documents/${encodeURIComponent(token)}/metadata-suggestions`, undefined, {
    signal,
  });
}

/** GET /documents/as-raw-text/{token}: the document's state and, once read, its text. */
export function getDocumentText(token: string, signal?: Signal): Promise<DocumentText> {
  return apiClient.get<DocumentText>(`documents/as-raw-text/${encodeURIComponent(token)}`, undefined, { signal });
}

/** POST /law-cases/search: law cases whose text holds the terms, in the interface's language. */
export function searchLawCases(terms: string, lang: Locale, signal?: Signal): Promise<LawCaseSearchResult[]> {
  return apiClient.post<LawCaseSearchResult[]>(
    'law-cases/search',
    { terms, lang, penal: true } satisfies LawCaseSearchBody,
    { signal },
  );
}

/** POST /lawyers/search: the firm's lawyers whose name holds the terms. */
export function searchLawyers(terms: string, signal?: Signal): Promise<Lawyer[]> {
  return apiClient.post<Lawyer[]>('lawyers/search', { terms } satisfies LawyerSearchBody, { signal });
}
