// The metadata form's save, on the server (issue 24): the whole object checked with the form's own rules
// (`validateMetadata`), the source rules applied whatever was sent, the citation recomputed, and the columns the
// lists and the search read derived from it (lib/documentMetadata.ts). The upload with metadata and
// POST /api/documents/update-labelling both go through `resolveMetadata`.
import { DocumentMetadata } from '@lexdesk/shared/contract';
import {
  extensionOf,
  type Locale,
  type Metadata,
  type MetadataField,
  normalizeMetadata,
  validateMetadata,
} from '@lexdesk/shared/domain';
import { Value, ValueErrorType } from '@sinclair/typebox/value';
import { AppError, addFieldError, createFieldErrors, type FieldErrors, ValidationError } from '../errors';
import { type MessageKey, t } from '../i18n';
import { columnsOf, type MetadataColumns } from '../lib/documentMetadata';
import { sanitiseFileName } from '../lib/storage';
import { unstorableValues } from '../lib/storableInput';
import type { Repositories, UserRow } from '../repositories';
import { isSuperAdmin } from '../repositories/documentAccess';

/** The document a metadata save is about: stored values (null for an upload not stored yet). */
export interface MetadataTarget {
  /** A firm's document (`lawyer`) or the provider's (`provider`); litigant files have no metadata form. */
  origin: 'lawyer' | 'provider';
  visibility: 'public' | 'private' | null;
  sourceLawyerId: number | null;
  /** Its current name (the file's name for an upload). */
  name: string;
  /** Whether its stored metadata says it is to be anonymised (documents.anonymous). */
  anonymous: boolean;
  /** Whether its anonymisation is validated (documents.anonymisation_status; false for an upload). */
  anonymisationValidated: boolean;
}

/** What a save stores: the object (JSON), the columns kept in step, the source rules' outcome. */
export interface ResolvedMetadata {
  metadata: Metadata;
  columns: MetadataColumns;
  name: string;
  visibility: 'public' | 'private';
  sourceLawyerId: number | null;
  lawCaseIds: number[];
}

/** A field error's name in the answer: `metadata.<field>` (the JSON body's and the upload's field). */
export type FieldNamer = (field: MetadataField) => string;
export const metadataFieldName: FieldNamer = (field) => `metadata.${field}`;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * Whether the document's anonymisation is validated (issue 26), so that a document marked `anonymous: yes` may be
 * public (409 `document_anonymisation_pending` otherwise). This is the one place that check goes.
 */
export function anonymisationValidated(target: MetadataTarget): boolean {
  return target.anonymisationValidated;
}

/** The `metadata` multipart field of an upload: a JSON object of the contract's shape, or field errors. */
export function parseMetadataField(raw: string, locale: Locale): Metadata {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new ValidationError({ metadata: [t(locale, 'metadata_not_json')] });
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new ValidationError({ metadata: [t(locale, 'metadata_not_json')] });
  if (!Value.Check(DocumentMetadata, parsed)) {
    const errors = createFieldErrors();
    for (const error of Value.Errors(DocumentMetadata, parsed)) {
      const field = `metadata${error.path.replace(/\//g, '.')}`;
      const unknown = error.type === ValueErrorType.ObjectAdditionalProperties;
      const message = t(locale, unknown ? 'field_not_allowed' : 'field_invalid');
      if (!errors[field]?.includes(message)) addFieldError(errors, field, message);
    }
    throw new ValidationError(errors);
  }
  // The field's JSON may spell a NUL as an escape the multipart check could not see.
  const unstorable = unstorableValues(parsed, 'metadata');
  if (unstorable.length > 0) {
    const errors = createFieldErrors();
    for (const { field, kind } of unstorable)
      addFieldError(
        errors,
        `metadata.${field}`,
        t(locale, kind === 'text' ? 'field_unsupported_characters' : 'field_number_invalid'),
      );
    throw new ValidationError(errors);
  }
  return parsed as Metadata;
}

/** The source lawyer as the metadata carries it, from the stored user (never from what was sent). */
async function lawyerSourceOf(repos: Repositories, id: number | null): Promise<Metadata['lawyerSource']> {
  if (id === null) return null;
  const user = await repos.users.findById(id);
  return user && user.client_id !== null ? { id: user.id, lawyer_id: user.id, name: user.name } : null;
}

/**
 * The metadata as it will be stored, or the refusal: 422 with field errors (`metadata.<field>`, translated), 409
 * `document_public_not_private` or `document_anonymisation_pending`. The source rules:
 * - a firm's document stays private, its source is `lawyer` and its source lawyer the one it has (the uploader;
 *   the member saving it when it has none): a member's save never publishes it nor changes who brought it, and
 *   the provider's staff do not publish a firm's document either;
 * - the provider's document (super administrator only): source `lexdesk` by default or `lawyer` with a lawyer of
 *   some firm (`lawyerSource.id`; name read from the account); visibility as sent, else as stored, else public
 *   (private for a new document marked anonymous: yes, which cannot be public yet);
 * - a public document never goes back to private (specification 001, section 4).
 */
export async function resolveMetadata(
  repos: Repositories,
  editor: UserRow,
  target: MetadataTarget,
  input: Metadata,
  locale: Locale,
  fieldName: FieldNamer = metadataFieldName,
): Promise<ResolvedMetadata> {
  const sent = normalizeMetadata(input);
  const errors: FieldErrors = createFieldErrors();
  const fail = (field: MetadataField, key: MessageKey) => addFieldError(errors, fieldName(field), t(locale, key));
  const anonymous = text(sent.anonymous) === 'yes';

  let visibility: string;
  let source: string;
  let sourceLawyerId: number | null;
  if (target.origin === 'lawyer') {
    visibility = target.visibility ?? 'private';
    source = 'lawyer';
    sourceLawyerId = target.sourceLawyerId ?? (isSuperAdmin(editor) ? null : editor.id);
  } else {
    // An unknown value is kept for validateMetadata to refuse.
    visibility = text(sent.visibility) || (target.visibility ?? (anonymous ? 'private' : 'public'));
    source = text(sent.source) || 'lexdesk';
    sourceLawyerId = null;
    if (source === 'lawyer') {
      const id = sent.lawyerSource?.id ?? null;
      if (id === null) fail('lawyerSource', 'field_required');
      else if ((await lawyerSourceOf(repos, id)) === null) fail('lawyerSource', 'metadata_lawyer_unknown');
      else sourceLawyerId = id;
    }
  }

  const extension = extensionOf(target.name) || 'pdf';
  const name = text(sent.name) === '' ? target.name : sanitiseFileName(text(sent.name), extension);
  const metadata: Metadata = {
    ...sent,
    name,
    source,
    lawyerSource: await lawyerSourceOf(repos, sourceLawyerId),
    visibility,
    // Recomputed below, whatever was sent.
    reference: '',
  };
  const invalid = validateMetadata(metadata);
  for (const field of Object.keys(invalid) as MetadataField[]) {
    for (const key of invalid[field] ?? []) fail(field, key);
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  const checkedVisibility = visibility === 'public' ? 'public' : 'private';

  if (target.visibility === 'public' && checkedVisibility === 'private')
    throw new AppError(409, 'document_public_not_private', 'document_public_not_private');
  if (checkedVisibility === 'public' && anonymous && !anonymisationValidated({ ...target, anonymous }))
    throw new AppError(409, 'document_anonymisation_pending', 'document_anonymisation_pending');

  const columns = columnsOf(metadata);
  metadata.reference = columns.reference ?? '';
  return {
    metadata,
    columns,
    name,
    visibility: checkedVisibility,
    sourceLawyerId,
    lawCaseIds: (metadata.lawcases ?? []).map((lawCase) => lawCase.id),
  };
}
