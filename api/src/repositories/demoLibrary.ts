import type { DocumentMetadata } from '@lexdesk/shared/contract';
import type { DocumentCountry, DocumentLanguage, DocumentType } from '../db/schema';
import { iso, type RepositoryContext } from './db';

/**
 * A library document the provider publishes already processed: the demo library (seed/demoLibrary.ts), whose
 * documents are written with their text and metadata instead of going through upload, extraction and tagging.
 */
export interface ProcessedProviderDocument {
  token: string;
  /** The super administrator who "uploaded" it. */
  uploadedBy: number | null;
  name: string;
  mime: string;
  size: number;
  sha256: string;
  pageCount: number;
  /** The text as extraction would have stored it (search indexes it through the triggers on documents). */
  text: string;
  /** The whole metadata as the form saves it, its `reference` included. */
  metadata: DocumentMetadata;
  /** The citation computed from the metadata (`citationOf`): the same as `metadata.reference`, null when it makes none. */
  reference: string | null;
  /** The list and search filters, as columns (the metadata's `type`, `country`, ...). */
  filters: {
    type: DocumentType;
    country: DocumentCountry | null;
    language: DocumentLanguage | null;
    nature: string | null;
    legislationDate: string | null;
    title: string | null;
    anonymous: boolean;
  };
  /** The law cases of `metadata.lawcases`: what case suggestions read. */
  lawCaseIds: readonly number[];
  createdAt: Date;
}

export function demoLibraryRepository({ db }: RepositoryContext) {
  return {
    /**
     * Stores a public, processed provider document and its law cases; answers its id. The reference goes to its
     * own column too: lists, search results and the document's view read it from there, not from the metadata.
     */
    async insertProcessedProviderDocument(document: ProcessedProviderDocument): Promise<number> {
      const at = iso(document.createdAt);
      const row = await db
        .insertInto('documents')
        .values({
          token: document.token,
          client_id: null,
          uploaded_by: document.uploadedBy,
          origin: 'provider',
          legal_case_id: null,
          name: document.name,
          mime: document.mime,
          size: document.size,
          sha256: document.sha256,
          visibility: 'public',
          state: 'processed',
          created_at: at,
          updated_at: at,
          processed_at: at,
          source_lawyer_id: null,
          proposed: 0,
          type: document.filters.type,
          country: document.filters.country,
          language: document.filters.language,
          nature: document.filters.nature,
          legislation_date: document.filters.legislationDate,
          title: document.filters.title,
          anonymous: document.filters.anonymous ? 1 : 0,
          metadata: JSON.stringify(document.metadata),
          reference: document.reference,
          text: document.text,
          page_count: document.pageCount,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const lawCaseIds = [...new Set(document.lawCaseIds)];
      if (lawCaseIds.length > 0) {
        await db
          .insertInto('document_law_cases')
          .values(lawCaseIds.map((lawCaseId) => ({ document_id: row.id, law_case_id: lawCaseId })))
          .execute();
      }
      return row.id;
    },
  };
}
