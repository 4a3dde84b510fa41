// The document library (specification 001, sections 3 and 7).
import { type Static, Type } from '@sinclair/typebox';
import {
  PAGE_SIZE,
  DOCUMENT_COUNTRIES,
  DOCUMENT_SCOPES,
  DOCUMENT_STATUS_FILTERS,
  DOCUMENT_TYPES,
  DOCUMENT_VISIBILITIES,
  JURISDICTION_TYPES,
  METADATA_FIELDS,
} from '../domain';
import {
  id,
  isoDate,
  lang,
  localizedText,
  nullable,
  pageLimit,
  pageOffset,
  stringEnum,
  strictObject,
  token,
} from './schema';

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
  /** The citation computed from the metadata (issue 24); null while the document has none. */
  reference: nullable(Type.String()),
  /**
   * The firm the document belongs to, answered to the super administrator only (their lists mark a firm's
   * documents: issue 22 item 6); null when the firm has no name yet. Absent for the provider's own documents.
   */
  firm_name: Type.Optional(nullable(Type.String())),
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
    /**
     * Shown only when every listed field has its value; a value may list alternatives separated by "|", an
     * empty one standing for "no value" (`conditionsHold` of @lexdesk/shared/domain).
     */
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

/** `purpose=preview`: the file is shown in the preview pane, not saved (the provider's access log says which). */
export const DownloadQuery = strictObject({
  lang: Type.Optional(lang),
  purpose: Type.Optional(stringEnum(['preview'] as const)),
});
export type DownloadQuery = Static<typeof DownloadQuery>;

export const DocumentTokenQuery = strictObject({ token, lang: Type.Optional(lang) });
export type DocumentTokenQuery = Static<typeof DocumentTokenQuery>;

export const AddDocumentQuery = strictObject({
  legalcase_token: token,
  document_token: token,
  lang: Type.Optional(lang),
});
export type AddDocumentQuery = Static<typeof AddDocumentQuery>;

/** DELETE /api/legal-cases/remove-document (issue 22): the same query as adding. */
export const RemoveDocumentQuery = AddDocumentQuery;
export type RemoveDocumentQuery = AddDocumentQuery;

/** A document taken out of a case: it stays in the library, only the link to the case goes. */
export const RemovedCaseDocument = Type.Object({ legalcase_token: token, document_token: token });
export type RemovedCaseDocument = Static<typeof RemovedCaseDocument>;

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

// ---- Document metadata (specification 001, section 3 "Document metadata"; issue 24, "The contract") ----
//
// The schema checks the shape (types, lengths, no unknown field); the values are checked by
// `validateMetadata` of @lexdesk/shared/domain, which the form runs too: a field that does not belong to the
// chosen type or nature, an unknown code, a malformed date or ECLI are field errors with message keys. So codes
// and dates are plain strings here (a malformed date gets `field_date`, not a schema error), empty or null when
// not filled in.

/** Free text of the form (titles, numbers, journal names...). */
const metadataText = (maxLength = 1000) => Type.Optional(nullable(Type.String({ maxLength })));
/** A code of one of the reference lists (`@lexdesk/shared/domain` REFERENCE_LISTS) or of the jurisdiction list. */
const metadataCode = Type.Optional(nullable(Type.String({ maxLength: 100 })));
/** A calendar date, YYYY-MM-DD. */
const metadataDate = Type.Optional(nullable(Type.String({ maxLength: 40, description: 'YYYY-MM-DD' })));

export const DocumentMetadata = strictObject({
  name: metadataText(255),
  /** DOCUMENT_TYPES */
  type: metadataCode,
  /** DOCUMENT_COUNTRIES */
  country: metadataCode,
  /** DOCUMENT_LANGUAGES: also chooses the citation's guide (nl: Dutch, else French). */
  language: metadataCode,
  /** DOCUMENT_SOURCES: lexdesk (the provider) or lawyer. */
  source: metadataCode,
  lawyerSource: Type.Optional(
    nullable(
      strictObject({
        id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
        lawyer_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
        name: Type.String({ maxLength: 255 }),
      }),
    ),
  ),
  /** DOCUMENT_VISIBILITIES */
  visibility: metadataCode,
  /** yes or no */
  anonymous: metadataCode,
  lawcases: Type.Optional(
    Type.Array(
      strictObject({
        id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
        content: Type.String({ maxLength: 2000 }),
      }),
      { maxItems: 50 },
    ),
  ),
  /** The citation, computed by `citationOf`: the server recomputes it on every save, whatever is sent. */
  reference: metadataText(2000),
  title: metadataText(2000),
  /** BELGIAN_LEGISLATION_NATURES, EU_LEGISLATION_NATURES or DOCTRINE_NATURES, by type and country. */
  nature: metadataCode,
  legislationDate: metadataDate,
  /** COLLECTIONS (mb, the default for Belgian legislation). */
  collection: metadataCode,
  publicationDate: metadataDate,
  /** Another collection publishing the act (free text, e.g. "Pasin."). */
  linkedCollection: metadataText(255),
  /** JURISDICTION_TYPES */
  jurisdictionType: metadataCode,
  /** JURISDICTION_SECTIONS, only with jurisdictionType trib. */
  jurisdictionSection: metadataCode,
  /** The `code` of an entry of the jurisdiction list (GET /api/reference/jurisdictions), of jurisdictionType. */
  jurisdictionName: metadataCode,
  /** JURISDICTION_AUTHORS, only for jurisdictionType adm and jurisdictionName adp. */
  jurisdictionAuthor: metadataCode,
  pronouncedDate: metadataDate,
  /** The chamber's number ("2" for the 2nd chamber; "2F", "1N" at the Court of Cassation). */
  roomNumber: metadataText(20),
  /** ROOM_NATURES */
  roomNature: metadataCode,
  /** The decision's official number: required for c-e and c-const (n° 247.123, n° 35/2020). */
  number: metadataText(100),
  roleNumber: metadataText(100),
  /** ECLI:BE:<court>:<year>:<number> for Belgian decisions. */
  ecli: metadataText(100),
  /** The first page (or part) where the cited text is: of a journal, of the Official Journal, or a decision's part. */
  subdivision: metadataText(100),
  /** Case note: the decision commented, as cited. */
  stopNumber: metadataText(500),
  /** Case note: where the decision commented is published (page). */
  stopSubdivision: metadataText(100),
  /** Several authors: parallel lists, one entry per author. */
  authorFirstname: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 20 })),
  authorLastname: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 20 })),
  /** Belgian legislation: the Moniteur belge's edition (a number, cited when not the first); a book: its edition. */
  edition: metadataText(20),
  /** A book's place of publication. */
  location: metadataText(255),
  publishingHouse: metadataText(255),
  /** The journal (or encyclopedia, or collective work) as abbreviated: J.T., R.W., Pas. */
  journalName: metadataText(255),
  tome: metadataText(50),
  year: metadataText(20),
  /** The decision's number in a law report (Pas., 2020, n° 182). */
  decisionReference: metadataText(100),
  /** PUBLICATION_TYPES */
  publicationType: metadataCode,
  redactionDate: metadataDate,
  /** EU_INSTITUTIONS */
  institution: metadataCode,
  /** EU_JOURNALS: the Official Journal (joue, joce). */
  abbr: metadataCode,
  /** The Official Journal's series (L, C). */
  journalSerie: metadataText(10),
  /** The Official Journal's issue. */
  journalNumber: metadataText(20),
  journalDate: metadataDate,
  /** EU act's date; a publication's date. */
  date: metadataDate,
});
export type DocumentMetadata = Static<typeof DocumentMetadata>;

/** One court of the jurisdiction list (GET /api/reference/jurisdictions). */
export const Jurisdiction = Type.Object({
  /** Unique and stable; the metadata's jurisdictionName. */
  code: Type.String(),
  type: stringEnum(JURISDICTION_TYPES),
  labels: localizedText,
  abbreviations: Type.Object({ fr: Type.String(), nl: Type.String() }),
  /** The Belgian ECLI court code, or null where it is not known for sure. */
  ecli: nullable(Type.String()),
});
export type Jurisdiction = Static<typeof Jurisdiction>;

export const JurisdictionList = Type.Array(Jurisdiction);
export type JurisdictionList = Static<typeof JurisdictionList>;

/** GET /api/reference/jurisdictions?type=: one type's courts (the form's select filtered by type). */
export const JurisdictionListQuery = strictObject({
  type: Type.Optional(stringEnum(JURISDICTION_TYPES)),
  lang: Type.Optional(lang),
});
export type JurisdictionListQuery = Static<typeof JurisdictionListQuery>;

// ---- Suggestions read from a document's text (issue 24 item 4, issue 25) ----

/**
 * One metadata value read from the extracted text (GET /api/documents/{token}/metadata-suggestions): `value` in
 * the metadata's conventions (dates YYYY-MM-DD, codes of the shared lists), the offsets where the text says it
 * (JavaScript string offsets into the extracted text, end exclusive). The form offers each to the user; the
 * suggestions of one answer pass `validateMetadata` together.
 */
export const MetadataSuggestion = Type.Object({
  field: stringEnum(METADATA_FIELDS),
  value: Type.String(),
  start_index: Type.Integer({ minimum: 0 }),
  end_index: Type.Integer({ minimum: 0 }),
});
export type MetadataSuggestion = Static<typeof MetadataSuggestion>;

/** One passage of a label: offsets into the document's extracted text (end exclusive) and the passage itself. */
export const LabelSelection = Type.Object({
  start_index: Type.Integer({ minimum: 0 }),
  end_index: Type.Integer({ minimum: 0 }),
  content: Type.String(),
});
export type LabelSelection = Static<typeof LabelSelection>;

/** The colour of suggested tags (specification 001, section 9: "Default AI-suggested tag colour"). */
export const SUGGESTED_LABEL_COLOR = 'E68A70';

/**
 * A suggested tag, as `unprocessed_openai_tag` holds them: the label shape of `categorization` marked
 * `openai: true` (the specification's flag for suggestions, whichever provider made them).
 */
export const SuggestedLabel = Type.Object({
  name: Type.String({ minLength: 1 }),
  code: Type.String({ minLength: 1 }),
  color: Type.String({ pattern: '^[0-9A-Fa-f]{6}$' }),
  openai: Type.Literal(true),
  data: Type.Array(LabelSelection),
});
export type SuggestedLabel = Static<typeof SuggestedLabel>;

/** Who made a document's suggestions: the embedded recogniser (`rules`) or a language model (`llm:<model>`). */
export const SuggestionsProvider = Type.String({ pattern: '^(rules|llm:.+)$' });
export type SuggestionsProvider = Static<typeof SuggestionsProvider>;
/** The embedded recogniser's name in `suggestions_provider`. */
export const RULES_SUGGESTIONS_PROVIDER = 'rules';

// ---- Labels, the document's detail and the labelling calls (issue 24 and 25, "The contract") ----

/** A label of `categorization`: a name, a code unique in the document, a colour (6 hex digits, no #), passages. */
export const Label = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 200 }),
  code: Type.String({ minLength: 1, maxLength: 200 }),
  color: Type.String({ pattern: '^[0-9A-Fa-f]{6}$' }),
  data: Type.Array(LabelSelection, { maxItems: 20_000 }),
  /** A suggestion accepted as it came keeps the flag (the specification's Label `openai`). */
  openai: Type.Optional(Type.Boolean()),
});
export type Label = Static<typeof Label>;

/** GET /api/documents/{token}: one document the user may see, with its metadata, labels and suggestions. */
export const DocumentDetail = Type.Object({
  token,
  name: Type.String(),
  mime: Type.String(),
  state: stringEnum(DOCUMENT_STATES),
  visibility: stringEnum(DOCUMENT_VISIBILITIES),
  /** The metadata with its computed `reference`. */
  metadata: DocumentMetadata,
  categorization: Type.Array(Label),
  unprocessed_openai_tag: Type.Array(SuggestedLabel),
  /** Who made `unprocessed_openai_tag` (and `summary`), null before any suggestion ran. */
  suggestions_provider: nullable(SuggestionsProvider),
  summary: nullable(Type.String()),
  /** A suggestion run is queued or under way (POST /api/launch/openai-labelling): the screen asks again later. */
  suggestions_pending: Type.Boolean(),
  /**
   * Why the last run failed or what it left out (a message key: labelling_timeout, labelling_key_refused,
   * labelling_invalid_answer, labelling_passages_not_found...), and its text in the request's language.
   */
  suggestions_error: nullable(Type.String()),
  suggestions_error_message: nullable(Type.String()),
});
export type DocumentDetail = Static<typeof DocumentDetail>;

/**
 * POST /api/documents/update-labelling: either the metadata (the whole object; the server validates it like the
 * form, recomputes `reference` and answers the document) or the labels (`processed: true` moves the document to
 * processed; `name` renames it).
 */
export const UpdateLabellingBody = Type.Union([
  strictObject({ token, metadata: DocumentMetadata }),
  strictObject({
    token,
    categorization: Type.Array(Label, { maxItems: 500 }),
    processed: Type.Optional(Type.Boolean()),
    name: Type.Optional(Type.String({ minLength: 1, maxLength: 255 })),
  }),
]);
export type UpdateLabellingBody = Static<typeof UpdateLabellingBody>;

/** GET and POST /api/prompts/openai-labelling: the labelling prompt. */
export const LabellingPrompt = strictObject({ prompt: Type.String({ minLength: 1, maxLength: 20_000 }) });
export type LabellingPrompt = Static<typeof LabellingPrompt>;

/** POST /api/launch/openai-labelling: suggest tags (and a summary) for a document, with this prompt. */
export const LaunchLabellingBody = strictObject({
  token,
  prompt: Type.String({ minLength: 1, maxLength: 20_000 }),
});
export type LaunchLabellingBody = Static<typeof LaunchLabellingBody>;

/** The answer of a launched job: 202, its id (the document's suggestions fill in when it ends). */
export const LaunchedJob = Type.Object({ token, job_id: Type.Integer() });
export type LaunchedJob = Static<typeof LaunchedJob>;
