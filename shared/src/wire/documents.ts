// The document library (specification 001, sections 3 and 7).
import { type Static, Type } from '@sinclair/typebox';
import {
  PAGE_SIZE,
  DOCUMENT_COUNTRIES,
  DOCUMENT_SCOPES,
  DOCUMENT_STATUS_FILTERS,
  DOCUMENT_TYPES,
  DOCUMENT_VISIBILITIES,
} from '../domain';
import { id, isoDate, lang, nullable, pageLimit, pageOffset, stringEnum, strictObject, token } from './schema';

/** pending: uploaded, text not extracted yet; success: text extracted (still "to process"); processed: tagged. */
export const DOCUMENT_STATES = ['pending', 'success', 'processed', 'failure'] as const;
export type DocumentState = (typeof DOCUMENT_STATES)[number];

/** lawyer: a firm's own; provider: the back office's ({product}); litigant: sent with an intake form. */
export const DOCUMENT_ORIGINS = ['lawyer', 'provider', 'litigant'] as const;
export type DocumentOrigin = (typeof DOCUMENT_ORIGINS)[number];

/** A library document as lists, the upload and the preview show it (its text is read apart). */
export const LibraryDocument = Type.Object({
  token,
  name: Type.String(),
  mime: Type.String(),
  size: Type.Integer(),
  visibility: stringEnum(DOCUMENT_VISIBILITIES),
  state: stringEnum(DOCUMENT_STATES),
  processed: Type.Boolean(),
  source: stringEnum(DOCUMENT_ORIGINS),
  source_lawyer: nullable(Type.Object({ id, lawyer_id: id, name: Type.String() })),
  proposed: Type.Boolean(),
  type: nullable(Type.String()),
  country: nullable(Type.String()),
  language: nullable(Type.String()),
  nature: nullable(Type.String()),
  legislation_date: nullable(Type.String()),
  title: nullable(Type.String()),
  page_count: nullable(Type.Integer()),
  /** Why processing failed: a message key, and its text in the request's language (the Faileds screen). */
  failure_reason: nullable(Type.String()),
  failure_message: nullable(Type.String()),
  url: Type.String(),
  downloadName: Type.String(),
  created_at: Type.String(),
});
export type LibraryDocument = Static<typeof LibraryDocument>;

export const UploadedDocument = Type.Object({
  ...LibraryDocument.properties,
  /** null: no case asked; false: stored, but adding it to the case failed. */
  added_to_case: nullable(Type.Boolean()),
});
export type UploadedDocument = Static<typeof UploadedDocument>;

export const DeletedDocument = Type.Object({ token });
export type DeletedDocument = Static<typeof DeletedDocument>;

/** Token → text, for the documents whose text is ready; a token absent is not ready (or not visible). */
export const ReadyTexts = Type.Record(Type.String(), Type.String());
export type ReadyTexts = Static<typeof ReadyTexts>;

export const DocumentText = Type.Object({ token, state: stringEnum(DOCUMENT_STATES), text: nullable(Type.String()) });
export type DocumentText = Static<typeof DocumentText>;

/** A search result: the document and an excerpt of its text as HTML, escaped, the matched words in `<mark>`. */
export const DocumentSearchHit = Type.Object({ ...LibraryDocument.properties, text: Type.String() });
export type DocumentSearchHit = Static<typeof DocumentSearchHit>;

export const CaseSuggestion = Type.Object({
  ...LibraryDocument.properties,
  /** true: about the case's own law case; false: about another law case of its category. */
  same_law_case: Type.Boolean(),
});
export type CaseSuggestion = Static<typeof CaseSuggestion>;

/** One search filter (specification 001, "Search filter definition"); `block` groups conditional fields. */
export const FilterDefinition = Type.Recursive((self) =>
  Type.Object({
    component: stringEnum(['input', 'select', 'select-lawyers', 'block'] as const),
    /** The field's name; several target names are separated by "|". */
    data: Type.String(),
    label: Type.String(),
    placeholder: Type.String(),
    type: stringEnum(['text', 'date', 'select', 'block'] as const),
    options: Type.Array(Type.Object({ value: Type.String(), label: Type.String() })),
    /** Shown only when every listed field has its value. */
    conditional: Type.Array(Type.Object({ data: Type.String(), value: Type.String() })),
    title: Type.String(),
    fields: Type.Array(self),
  }),
);
export type FilterDefinition = Static<typeof FilterDefinition>;

// ---- Requests ----

export const DocumentListQuery = strictObject({
  limit: Type.Optional(pageLimit(PAGE_SIZE)),
  offset: Type.Optional(pageOffset),
  status: Type.Optional(stringEnum(DOCUMENT_STATUS_FILTERS)),
  proposed: Type.Optional(stringEnum(['0', '1', 'false', 'true'] as const)),
  /** One scope or several, comma-separated (their union). */
  scopes: Type.Optional(Type.String({ pattern: '^(cabinet|others|case)(,(cabinet|others|case))*$' })),
  legalcase_token: Type.Optional(token),
  lang: Type.Optional(lang),
});
export type DocumentListQuery = Static<typeof DocumentListQuery>;

export const DocumentTokenQuery = strictObject({ token, lang: Type.Optional(lang) });
export type DocumentTokenQuery = Static<typeof DocumentTokenQuery>;

export const AddDocumentQuery = strictObject({
  legalcase_token: token,
  document_token: token,
  lang: Type.Optional(lang),
});
export type AddDocumentQuery = Static<typeof AddDocumentQuery>;

export const ReadyTextsBody = strictObject({ tokens: Type.Array(token, { minItems: 1, maxItems: 100 }) });
export type ReadyTextsBody = Static<typeof ReadyTextsBody>;

export const DocumentSearchBody = strictObject({
  // The free text is read up to SEARCH_TERMS_READ_LENGTH characters; a longer one (a pasted page) is accepted
  // and cut, not refused. Past this a body is no search at all.
  terms: Type.Optional(Type.String({ maxLength: 100_000 })),
  type: Type.Optional(stringEnum(DOCUMENT_TYPES)),
  country: Type.Optional(stringEnum(DOCUMENT_COUNTRIES)),
  nature: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })),
  legislationDate: Type.Optional(isoDate),
  visibility: Type.Optional(stringEnum(DOCUMENT_VISIBILITIES)),
  status: Type.Optional(stringEnum(DOCUMENT_STATUS_FILTERS)),
  scopes: Type.Optional(Type.Array(stringEnum(DOCUMENT_SCOPES), { maxItems: DOCUMENT_SCOPES.length })),
  /** The case of the scope `case`. */
  legalcase_token: Type.Optional(token),
  limit: Type.Optional(pageLimit(PAGE_SIZE)),
  offset: Type.Optional(pageOffset),
});
export type DocumentSearchBody = Static<typeof DocumentSearchBody>;

export const StructureParams = strictObject({ name: Type.String({ maxLength: 100 }) });

export const SuggestionsQuery = strictObject({
  lang: Type.Optional(lang),
  limit: Type.Optional(pageLimit(PAGE_SIZE)),
  offset: Type.Optional(pageOffset),
});
export type SuggestionsQuery = Static<typeof SuggestionsQuery>;
