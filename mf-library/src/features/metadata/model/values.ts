// The metadata form's values and the metadata they stand for. The form keeps every field it ever showed (a title
// typed for an act is still there when the type comes back to legislation); what is saved, validated and cited is
// only what applies to the chosen type, country, nature and court (`applicableFields`), so a value left in a
// hidden field never reaches the server as a `metadata_not_applicable` refusal.
import type { User } from '@lexdesk/shared';
import {
  applicableFields,
  citationOf,
  DEFAULT_COLLECTION,
  hasValue,
  METADATA_FIELDS,
  normalizeMetadata,
  type Metadata,
  type MetadataField,
} from '@lexdesk/shared/domain';
import type { DocumentMetadata } from '../../../api/metadata';
import type { MetadataFormMode } from '../../../common/metadataSection';

/** The fields that are one text (or one code, or one date) in the form. */
export const TEXT_FIELDS = METADATA_FIELDS.filter(
  (
    field,
  ): field is Exclude<
    MetadataField,
    'lawyerSource' | 'lawcases' | 'reference' | 'authorFirstname' | 'authorLastname'
  > => !['lawyerSource', 'lawcases', 'reference', 'authorFirstname', 'authorLastname'].includes(field),
);
export type TextFieldName = (typeof TEXT_FIELDS)[number];

export interface Author {
  firstname: string;
  lastname: string;
}

export type LawyerSource = NonNullable<DocumentMetadata['lawyerSource']>;
export type LawCase = NonNullable<DocumentMetadata['lawcases']>[number];

export type MetadataFormValues = Record<TextFieldName, string> & {
  /** The parallel lists `authorFirstname` and `authorLastname`, one row per author. */
  authors: Author[];
  lawyerSource: LawyerSource | null;
  lawcases: LawCase[];
};

/** Where a field of the metadata (or of a server's error) is in the form. */
export type FormFieldName = TextFieldName | 'authors' | 'lawyerSource' | 'lawcases';

export function formFieldOf(field: string): FormFieldName | null {
  if (field === 'authorFirstname' || field === 'authorLastname' || field === 'authors') return 'authors';
  if (field === 'lawyerSource' || field === 'lawcases') return field;
  return (TEXT_FIELDS as readonly string[]).includes(field) ? (field as TextFieldName) : null;
}

/** Multiple mode (several files at once): only these apply to every file (specification 001, section 5). */
export const MULTIPLE_MODE_FIELDS: readonly FormFieldName[] = ['type', 'country', 'language', 'lawcases'];

export type FormMode = MetadataFormMode;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The form's values for a document's metadata (missing fields empty; Belgian legislation's collection mb). */
export function toFormValues(metadata: Metadata | null | undefined): MetadataFormValues {
  const source = metadata ?? {};
  const values = Object.fromEntries(TEXT_FIELDS.map((field) => [field, text(source[field])])) as Record<
    TextFieldName,
    string
  >;
  if (values.collection === '') values.collection = DEFAULT_COLLECTION;
  const firstNames = source.authorFirstname ?? [];
  const lastNames = source.authorLastname ?? [];
  const authors = Array.from({ length: Math.max(firstNames.length, lastNames.length) }, (_, index) => ({
    firstname: firstNames[index] ?? '',
    lastname: lastNames[index] ?? '',
  }));
  return {
    ...values,
    authors: authors.length > 0 ? authors : [{ firstname: '', lastname: '' }],
    lawyerSource: source.lawyerSource ?? null,
    lawcases: source.lawcases ?? [],
  };
}

/** Every field the values hold, as metadata (before keeping the applicable ones). */
function allMetadata(values: MetadataFormValues): Metadata {
  const authors = values.authors.filter((author) => hasValue(author.firstname) || hasValue(author.lastname));
  const metadata: Metadata = {};
  for (const field of TEXT_FIELDS) metadata[field] = values[field];
  return {
    ...metadata,
    // First names only when one is known: last names alone are a valid list (validateMetadata).
    authorFirstname: authors.some((author) => hasValue(author.firstname))
      ? authors.map((author) => author.firstname)
      : [],
    authorLastname: authors.map((author) => author.lastname),
    lawyerSource: values.lawyerSource,
    lawcases: values.lawcases,
  };
}

/**
 * The metadata the values stand for: the applicable fields only (in multiple mode, only those of that mode),
 * trimmed, an empty text as null; its `reference` computed (the server computes it again on save).
 */
export function toMetadata(values: MetadataFormValues, mode: FormMode = 'full'): DocumentMetadata {
  const all = allMetadata(values);
  const applicable = applicableFields(all);
  const kept: Metadata = {};
  for (const field of METADATA_FIELDS) {
    const formField = formFieldOf(field);
    if (!applicable.has(field) || field === 'reference') continue;
    if (mode === 'multiple' && !(formField && MULTIPLE_MODE_FIELDS.includes(formField))) continue;
    const value = all[field];
    (kept as Record<string, unknown>)[field] = typeof value === 'string' && value.trim() === '' ? null : value;
  }
  const metadata = normalizeMetadata(kept) as DocumentMetadata;
  return { ...metadata, reference: citationOf(metadata) || null };
}

/**
 * The source rules (specification 001, section 5): a lawyer's documents are always private, of source lawyer,
 * with the lawyer themselves as source lawyer, whatever the metadata said; the super administrator's new
 * uploads are the provider's and public unless they choose otherwise.
 */
export function withSourceRules(
  values: MetadataFormValues,
  user: User | null,
  options: { isNew: boolean },
): MetadataFormValues {
  if (user && user.admin !== 1) {
    return {
      ...values,
      visibility: 'private',
      source: 'lawyer',
      lawyerSource: { id: user.id, lawyer_id: user.lawyer_id ?? user.id, name: user.name },
    };
  }
  if (!options.isNew) return values;
  return {
    ...values,
    visibility: values.visibility || 'public',
    source: values.source || 'lexdesk',
  };
}
