// A document's metadata as stored: the whole form as one JSON object (`documents.metadata`), and beside it the
// columns the lists, the search filters and the full-text index read (type, country, language, nature,
// legislation date, title, anonymous, and the computed citation `reference`). The columns are always derived
// from the object here, on every save, so the two never disagree. Pure: the repositories write what this gives.
import {
  citationOf,
  DOCUMENT_COUNTRIES,
  DOCUMENT_LANGUAGES,
  DOCUMENT_TYPES,
  type DocumentCountry,
  type DocumentLanguage,
  type DocumentType,
  isIsoDate,
  type Metadata,
} from '@lexdesk/shared/domain';

/** The columns kept in step with the metadata object. */
export interface MetadataColumns {
  type: DocumentType | null;
  country: DocumentCountry | null;
  language: DocumentLanguage | null;
  nature: string | null;
  /** YYYY-MM-DD */
  legislation_date: string | null;
  title: string | null;
  anonymous: 0 | 1;
  /** The citation (`citationOf`), null when the metadata makes none. */
  reference: string | null;
}

/** The legacy columns a row may hold without a metadata object (uploads before version 012). */
export type LegacyColumns = Pick<
  MetadataColumns,
  'type' | 'country' | 'language' | 'nature' | 'legislation_date' | 'title'
>;

const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const orNull = (value: string): string | null => (value === '' ? null : value);
const codeOf = <T extends string>(values: readonly T[], value: unknown): T | null => {
  const text = textOf(value);
  return (values as readonly string[]).includes(text) ? (text as T) : null;
};

/** The citation of this metadata, or null when it makes none. */
export function referenceOf(metadata: Metadata): string | null {
  return orNull(citationOf(metadata));
}

/** The columns this metadata gives (what no longer applies is null: the form's save sends the whole object). */
export function columnsOf(metadata: Metadata): MetadataColumns {
  const legislationDate = textOf(metadata.legislationDate);
  return {
    type: codeOf(DOCUMENT_TYPES, metadata.type),
    country: codeOf(DOCUMENT_COUNTRIES, metadata.country),
    language: codeOf(DOCUMENT_LANGUAGES, metadata.language),
    nature: orNull(textOf(metadata.nature)),
    legislation_date: isIsoDate(legislationDate) ? legislationDate : null,
    title: orNull(textOf(metadata.title)),
    anonymous: textOf(metadata.anonymous) === 'yes' ? 1 : 0,
    reference: referenceOf(metadata),
  };
}

/** The stored object; `{}` for a value that is not a JSON object (never thrown on a read). */
export function parseStoredMetadata(json: string | null | undefined): Metadata {
  if (!json) return {};
  try {
    const parsed: unknown = JSON.parse(json);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Metadata) : {};
  } catch {
    return {};
  }
}

/**
 * The stored object completed by the legacy columns it lacks: an upload before version 012 (or without the
 * `metadata` field) has its type, country, language, nature, date and title in columns only.
 */
export function metadataWithColumns(json: string | null | undefined, columns: LegacyColumns): Metadata {
  const stored = parseStoredMetadata(json);
  const fill = <K extends keyof Metadata>(field: K, value: Metadata[K] | null) => {
    if (value !== null && value !== undefined && textOf(stored[field]) === '') stored[field] = value;
  };
  fill('type', columns.type);
  fill('country', columns.country);
  fill('language', columns.language);
  fill('nature', columns.nature);
  fill('legislationDate', columns.legislation_date);
  fill('title', columns.title);
  return stored;
}
