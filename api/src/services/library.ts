import type { Multipart } from '@fastify/multipart';
import {
  ACCEPTED_UPLOAD_EXTENSIONS,
  type AcceptedExtension,
  type DocumentScope,
  type DocumentStatusFilter,
  extensionOf,
  type Locale,
  type Metadata,
} from '@lexdesk/shared/domain';
import { createReadStream } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { AppConfig } from '../config';
import {
  DOCUMENT_COUNTRIES,
  DOCUMENT_LANGUAGES,
  DOCUMENT_TYPES,
  type DocumentCountry,
  type DocumentLanguage,
  type DocumentType,
} from '../db/schema';
import { checkZip } from '../documents/zipLimits';
import { AppError, addFieldError, createFieldErrors, ValidationError } from '../errors';
import { type MessageKey, t } from '../i18n';
import { randomToken } from '../lib/crypto';
import { textPdf } from '../lib/pdf';
import { isStorableText } from '../lib/storableInput';
import { kindOfExtension, MIME_OF_KIND, SNIFF_HEAD_BYTES, sniffFileKind } from '../lib/fileType';
import { freeDiskBytes, sanitiseFileName, saveUpload } from '../lib/storage';
import type { ClientRow, Repositories, UserRow } from '../repositories';
import { isSuperAdmin, readerOf } from '../repositories/documentAccess';
import type { DocumentWithSource, ReadDocument } from '../repositories/documents';
import type { FileStore, StoredFile } from '../storage';
import { type DocumentUse, recordDocumentAccess } from './documentAccessLog';
import { queueExtraction } from './documentProcessing';
import { type FieldNamer, metadataFieldName, parseMetadataField, resolveMetadata } from './documentMetadata';
import { assertCanUpload } from './limits';

export type { DocumentWithSource } from '../repositories/documents';

// The library's calls (routes/documents.ts). Who may see, list, attach or delete which document is
// repositories/documentAccess.ts's rule, applied by the repositories' statements: here, the cases, the files
// and the answers around it.

export const documentNotFound = () => new AppError(404, 'not_found', 'not_found');
const forbidden = () => new AppError(403, 'forbidden', 'forbidden');

/** The firm of a signed-in member, or null for the super administrator; 403 for anyone else. */
export function libraryFirmOf(user: UserRow, firm: ClientRow | null): ClientRow | null {
  if (isSuperAdmin(user)) return null;
  if (!firm) throw forbidden();
  return firm;
}

/** Uploads are refused (503) before a byte is read while the local disk is nearly full (S3 has no such limit). */
export async function assertRoomForUploads(config: Pick<AppConfig, 's3' | 'dataDir' | 'storage'>): Promise<void> {
  if (!config.s3 && (await freeDiskBytes(config.dataDir)) < config.storage.minFreeDiskBytes)
    throw new AppError(503, 'storage_unavailable', 'storage_unavailable');
}

export interface DocumentListRequest {
  limit: number;
  offset: number;
  status?: DocumentStatusFilter;
  proposed?: boolean;
  /** Their union; none: everything the reader may see in the library. */
  scopes: DocumentScope[];
  /** The case of the scope `case`. */
  legalCaseToken?: string;
}

/** `GET /api/documents`: a page of what the reader may list in the asked scopes, and its total. */
export async function listDocuments(
  repos: Repositories,
  user: UserRow,
  request: DocumentListRequest,
): Promise<{ rows: DocumentWithSource[]; total: number }> {
  const reader = readerOf(user);
  const scopes = [...new Set(request.scopes)];
  let legalCaseId: number | undefined;
  if (scopes.includes('case')) {
    // A case of the reader's own firm only; the super administrator has none.
    const legalCase =
      !reader.superAdmin && request.legalCaseToken
        ? await repos.legalCases.caseOfFirm(reader.clientId, request.legalCaseToken)
        : undefined;
    if (!legalCase) throw documentNotFound();
    legalCaseId = legalCase.id;
  }
  return repos.documents.list({
    reader,
    limit: request.limit,
    offset: request.offset,
    status: request.status,
    proposed: request.proposed,
    scopes,
    legalCaseId,
  });
}

/**
 * A document the user may see (404 otherwise), for `use`: the provider's access to a firm's private document is
 * recorded in the firm's access log (documentAccessLog.ts), so every caller says what it does with it.
 */
export async function visibleDocument(
  repos: Repositories,
  user: UserRow,
  token: string,
  use: DocumentUse,
): Promise<ReadDocument> {
  const document = await repos.documents.findVisible(readerOf(user), token);
  if (!document) throw documentNotFound();
  await recordDocumentAccess(repos, user, document, use);
  return document;
}

/** The mark on the first lines of an anonymised version's PDF, in both languages of the Belgian judgments. */
export const ANONYMISED_VERSION_MARK = 'Version anonymisée / Geanonimiseerde versie';

/**
 * The anonymised version as a file: a PDF of the anonymised text (the original file carries the names), marked
 * as such on its first page, named after the document.
 */
function anonymisedFile(document: ReadDocument): { document: ReadDocument; file: StoredFile } {
  const paragraphs = (document.text ?? '')
    .replace(/\f/g, '')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
  const { pdf } = textPdf([ANONYMISED_VERSION_MARK, ...paragraphs]);
  const base = document.name.replace(/\.[^.]*$/, '') || 'document';
  return {
    document: { ...document, name: `${base}-anonymised.pdf`, mime: 'application/pdf' },
    file: { stream: Readable.from([pdf]), size: pdf.length },
  };
}

/**
 * A document the user may download, and its file: the token is looked up among the documents this user may
 * see first; only a stored token names a file (404 when the row's file is gone).
 */
export async function documentFile(
  { repos, files }: { repos: Repositories; files: FileStore },
  user: UserRow,
  token: string,
  use: DocumentUse,
): Promise<{ document: ReadDocument; file: StoredFile }> {
  const document = await visibleDocument(repos, user, token, use);
  if (document.anonymised_version) return anonymisedFile(document);
  const file = await files.get(document.token);
  if (!file) throw documentNotFound();
  return { document, file };
}

/**
 * Token → extracted text, for those of `tokens` the user may see whose text is ready (the others are left out);
 * each text handed to the provider's staff from a firm's private document is recorded as read.
 */
export async function readyTexts(
  repos: Repositories,
  user: UserRow,
  tokens: readonly string[],
  now: Date,
): Promise<Record<string, string>> {
  const rows = await repos.documents.readyTexts(readerOf(user), tokens);
  const texts: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const row of rows) {
    if (row.text === null) continue;
    texts[row.token] = row.text;
    await recordDocumentAccess(repos, user, row, { action: 'text', now });
  }
  return texts;
}

/**
 * Attaches a library document the member may list to an opened case of their firm (once: again changes
 * nothing). 404 for a case or document they do not have, 409 for a case not opened; the super administrator
 * has no case (403).
 */
export async function attachDocument(
  repos: Repositories,
  user: UserRow,
  caseToken: string,
  documentToken: string,
  now: Date,
): Promise<DocumentWithSource> {
  const reader = readerOf(user);
  if (reader.superAdmin) throw forbidden();
  const legalCase = await repos.legalCases.caseOfFirm(reader.clientId, caseToken);
  const document = await repos.documents.findAttachable(reader, documentToken);
  if (!legalCase || !document) throw documentNotFound();
  if (legalCase.status !== 'opened') throw new AppError(409, 'case_not_opened', 'case_not_opened');
  await repos.documents.attachToCase(legalCase.id, document.id, user.id, now);
  return document;
}

/**
 * Takes a library document out of one of the firm's opened cases (issue 22): the document stays in the library.
 * A document the case does not hold (a litigant's file is the case's own, not a link) is not found.
 */
export async function detachDocument(
  repos: Repositories,
  user: UserRow,
  caseToken: string,
  documentToken: string,
): Promise<void> {
  const reader = readerOf(user);
  if (reader.superAdmin) throw forbidden();
  const legalCase = await repos.legalCases.caseOfFirm(reader.clientId, caseToken);
  if (!legalCase) throw documentNotFound();
  if (legalCase.status !== 'opened') throw new AppError(409, 'case_not_opened', 'case_not_opened');
  if (!(await repos.documents.detachFromCase(legalCase.id, documentToken))) throw documentNotFound();
}

/** The optional multipart fields of an upload, beside `file`. */
export const UPLOAD_FIELDS = [
  'name',
  'type',
  'country',
  'language',
  'nature',
  'legislation_date',
  'title',
  'visibility',
  'proposed',
  'legalcase_token',
  'lawcases',
  // The metadata form's whole object as JSON (the upload popup's), instead of the separate fields above.
  'metadata',
] as const;
type UploadField = (typeof UPLOAD_FIELDS)[number];
const isUploadField = (name: string): name is UploadField => (UPLOAD_FIELDS as readonly string[]).includes(name);
const FIELD_MAX_LENGTH = 500;
/** A multipart field's bytes at most: the `metadata` object (its longest texts, fifty law cases) fits. */
export const UPLOAD_FIELD_MAX_BYTES = 256 * 1024;
const MAX_LAW_CASES = 50;
/**
 * The separate fields that `metadata` replaces: an upload sends one or the other. (`visibility`, the popup's own
 * toggle, may come beside it: it applies when the object has none.)
 */
const METADATA_UPLOAD_FIELDS = [
  'name',
  'type',
  'country',
  'language',
  'nature',
  'legislation_date',
  'title',
  'lawcases',
] as const satisfies readonly UploadField[];
/** The separate fields' names for the metadata's field errors (legislationDate is legislation_date). */
const separateFieldName: FieldNamer = (field) => (field === 'legislationDate' ? 'legislation_date' : field);

interface ReceivedUpload {
  fields: Map<UploadField, string>;
  file?: { originalName: string; tempPath: string; size: number; sha256: string; head: Buffer; truncated: boolean };
}

const discard = () =>
  new Writable({
    write(_chunk, _encoding, callback) {
      callback();
    },
  });

/** Reads the parts: one file (`file`) to `tempDir` under a fixed name, the known text fields. */
export async function receiveUpload(
  parts: AsyncIterable<Multipart>,
  tempDir: string,
  locale: Locale,
): Promise<ReceivedUpload> {
  const received: ReceivedUpload = { fields: new Map() };
  const errors = createFieldErrors();
  for await (const part of parts) {
    if (part.type === 'file') {
      if (part.fieldname !== 'file' || received.file) {
        addFieldError(
          errors,
          part.fieldname,
          t(locale, part.fieldname === 'file' ? 'file_one_only' : 'field_not_allowed'),
        );
        await pipeline(part.file, discard());
        continue;
      }
      const tempPath = path.join(tempDir, 'upload');
      const saved = await saveUpload(part.file, tempPath, SNIFF_HEAD_BYTES);
      received.file = { originalName: part.filename, tempPath, ...saved, truncated: part.file.truncated };
      continue;
    }
    if (!isUploadField(part.fieldname)) {
      addFieldError(errors, part.fieldname, t(locale, 'field_not_allowed'));
      continue;
    }
    if (part.valueTruncated || typeof part.value !== 'string' || received.fields.has(part.fieldname)) {
      addFieldError(errors, part.fieldname, t(locale, 'field_single_value'));
      continue;
    }
    if (!isStorableText(part.value)) {
      addFieldError(errors, part.fieldname, t(locale, 'field_unsupported_characters'));
      continue;
    }
    received.fields.set(part.fieldname, part.value);
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return received;
}

const oneOf = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value);

interface CheckedUpload {
  extension: AcceptedExtension;
  /** The file's own name, cleaned (the metadata's `name` may replace it). */
  fileName: string;
  proposed: boolean;
  metadata: Metadata;
  /** How the metadata's field errors are named: `metadata.<field>`, or the separate field's name. */
  fieldName: FieldNamer;
  legalCaseToken: string | null;
}

/** Every rule on the file and the fields; all refusals at once (422), a too large file alone (413). */
async function checkUpload(
  received: ReceivedUpload,
  config: Pick<AppConfig, 'documents'>,
  locale: Locale,
): Promise<CheckedUpload> {
  const errors = createFieldErrors();
  const fail = (field: string, key: MessageKey, params: Record<string, string | number> = {}) =>
    addFieldError(errors, field, t(locale, key, params));
  const { file, fields } = received;
  let extension: AcceptedExtension = 'pdf';
  if (!file || (file.size === 0 && file.originalName === '')) fail('file', 'field_required');
  else {
    const maxMb = Math.floor(config.documents.maxUploadBytes / 1024 / 1024);
    const displayName = sanitiseFileName(file.originalName, 'bin');
    if (file.truncated) throw new AppError(413, 'file_too_large', 'file_too_large', { name: displayName, max: maxMb });
    const raw = extensionOf(file.originalName);
    if (!oneOf(ACCEPTED_UPLOAD_EXTENSIONS, raw)) fail('file', 'file_not_supported');
    else {
      extension = raw;
      if (file.size === 0) fail('file', 'file_empty', { name: displayName });
      else if ((await sniffFileKind(file.tempPath, file.head)) !== kindOfExtension(raw))
        fail('file', 'file_content_mismatch', { name: displayName });
      else if (raw === 'docx') {
        // A .docx is a zip: its directory must promise a reasonable unpacked size before anyone unpacks it.
        const verdict = await checkZip(
          await readFile(file.tempPath),
          { maxUnpackedBytes: config.documents.maxDocxUnpackedBytes, maxEntries: config.documents.maxDocxEntries },
          false,
        );
        if (verdict === 'too_large') fail('file', 'document_too_large');
        else if (verdict === 'unreadable') fail('file', 'file_content_mismatch', { name: displayName });
      }
    }
  }

  const text = (field: UploadField): string | null => {
    const value = fields.get(field)?.trim() ?? '';
    if (value === '') return null;
    if (value.length > FIELD_MAX_LENGTH) {
      fail(field, 'field_invalid');
      return null;
    }
    return value;
  };
  const enumField = <T extends string>(field: UploadField, values: readonly T[]): T | null => {
    const value = text(field);
    if (value === null) return null;
    if (oneOf(values, value)) return value;
    fail(field, 'field_invalid');
    return null;
  };
  const proposed = enumField('proposed', ['0', '1', 'true', 'false'] as const);
  const legalCaseToken = text('legalcase_token');
  const visibility = enumField('visibility', ['public', 'private'] as const);
  const metadataField = fields.get('metadata');
  let metadata: Metadata = {};
  let fieldName: FieldNamer = metadataFieldName;
  if (metadataField !== undefined) {
    for (const field of METADATA_UPLOAD_FIELDS) if (fields.has(field)) fail(field, 'field_not_allowed');
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    metadata = parseMetadataField(metadataField, locale);
    if (!metadata.visibility?.trim() && visibility !== null) metadata = { ...metadata, visibility };
  } else {
    const type = enumField<DocumentType>('type', DOCUMENT_TYPES);
    const country = enumField<DocumentCountry>('country', DOCUMENT_COUNTRIES);
    const language = enumField<DocumentLanguage>('language', DOCUMENT_LANGUAGES);
    const legislationDate = text('legislation_date');
    if (legislationDate !== null && !/^\d{4}-\d{2}-\d{2}$/.test(legislationDate))
      fail('legislation_date', 'field_date');
    const lawCaseIds = lawCaseIdsOf(text('lawcases'));
    if (lawCaseIds === null) fail('lawcases', 'field_invalid');
    metadata = {
      name: text('name'),
      type,
      country,
      language,
      nature: text('nature'),
      legislationDate,
      title: text('title'),
      visibility,
      lawcases: (lawCaseIds ?? []).map((id) => ({ id, content: '' })),
    };
    fieldName = separateFieldName;
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);

  return {
    extension,
    // The name the document is shown and downloaded under; never a path (files are stored by token).
    fileName: sanitiseFileName(file?.originalName ?? '', extension),
    proposed: proposed === '1' || proposed === 'true',
    metadata,
    fieldName,
    legalCaseToken,
  };
}

/** The metadata's `lawcases`: law case ids separated by commas (at most 50); null when it is not that. */
function lawCaseIdsOf(value: string | null): number[] | null {
  if (value === null) return [];
  const parts = value.split(',').map((part) => part.trim());
  if (parts.length > MAX_LAW_CASES || !parts.every((part) => /^[1-9]\d{0,9}$/.test(part))) return null;
  return parts.map(Number);
}

export interface UploadDeps {
  repos: Repositories;
  files: FileStore;
  config: Pick<AppConfig, 'documents' | 'storage'>;
  now: Date;
}

export interface UploadResult {
  document: DocumentWithSource;
  /** null without a case token; false when the document was stored but could not join the case. */
  addedToCase: boolean | null;
}

/**
 * Stores an upload: the file first (under a new token), then in one transaction its row and its
 * extraction job. A lawyer's document is private to their firm with themselves as source lawyer
 * whatever was sent; the super administrator's is the provider's, public unless said otherwise.
 */
export async function storeUpload(
  deps: UploadDeps,
  user: UserRow,
  firm: ClientRow | null,
  received: ReceivedUpload,
  locale: Locale,
): Promise<UploadResult> {
  const { repos, now } = deps;
  const checked = await checkUpload(received, deps.config, locale);
  const file = received.file;
  if (!file) throw documentNotFound();
  const superAdmin = isSuperAdmin(user);
  if (!superAdmin && !firm) throw forbidden();
  // The plan's pages of documentation a year (services/limits.ts); the provider's library has no plan.
  if (!superAdmin && firm) await assertCanUpload(repos, firm, now);
  if (firm && (await repos.documents.bytesOfFirm(firm.id)) + file.size > deps.config.storage.firmQuotaBytes)
    throw new ValidationError({ file: [t(locale, 'firm_storage_full')] });

  // The metadata's rules before a byte is stored: a refused form leaves nothing behind.
  const described = await resolveMetadata(
    repos,
    user,
    {
      origin: superAdmin ? 'provider' : 'lawyer',
      visibility: null,
      sourceLawyerId: superAdmin ? null : user.id,
      name: checked.fileName,
      anonymous: false,
      anonymisationValidated: false,
    },
    checked.metadata,
    locale,
    checked.fieldName,
  );

  const kind = kindOfExtension(checked.extension);
  const token = randomToken();
  await deps.files.put(token, createReadStream(file.tempPath), file.size);
  let documentId: number;
  try {
    documentId = await repos.transaction(async (tx) => {
      const id = await tx.documents.create(
        {
          token,
          clientId: superAdmin ? null : (firm?.id ?? null),
          uploadedBy: user.id,
          origin: superAdmin ? 'provider' : 'lawyer',
          legalCaseId: null,
          name: described.name,
          mime: MIME_OF_KIND[kind],
          size: file.size,
          sha256: file.sha256,
          library: {
            visibility: described.visibility,
            sourceLawyerId: described.sourceLawyerId,
            proposed: checked.proposed,
            type: described.columns.type,
            country: described.columns.country,
            language: described.columns.language,
            nature: described.columns.nature,
            legislationDate: described.columns.legislation_date,
            title: described.columns.title,
            anonymous: described.columns.anonymous === 1,
            metadata: JSON.stringify(described.metadata),
            reference: described.columns.reference,
          },
        },
        now,
      );
      // The case suggestions read the law cases from their own table (a stale id is dropped there).
      await tx.documentSearch.setLawCases(id, described.lawCaseIds);
      await queueExtraction(tx, id, deps.config, now);
      return id;
    });
  } catch (error) {
    await deps.files.delete(token).catch(() => undefined);
    throw error;
  }

  let addedToCase: boolean | null = null;
  if (checked.legalCaseToken !== null) {
    const legalCase = firm ? await repos.legalCases.caseOfFirm(firm.id, checked.legalCaseToken) : undefined;
    addedToCase = legalCase?.status === 'opened';
    if (legalCase && addedToCase) await repos.documents.attachToCase(legalCase.id, documentId, user.id, now);
  }
  const document = await repos.documents.findVisible(readerOf(user), token);
  if (!document) throw documentNotFound();
  return { document, addedToCase };
}

/**
 * Deletes a document (documentAccess.mayDelete): 404 for one the user may not see, 409 for one of their own
 * that is public, 403 for any other they may not delete (another firm's, a litigant file, a colleague's).
 */
export async function deleteDocument(
  deps: Pick<UploadDeps, 'repos' | 'files'>,
  user: UserRow,
  token: string,
): Promise<void> {
  const reader = readerOf(user);
  const target = await deps.repos.documents.findForDeletion(reader, token);
  if (!target) throw documentNotFound();
  if (!target.deletable) {
    if (target.own && target.visibility === 'public')
      throw new AppError(409, 'document_public_not_deletable', 'document_public_not_deletable');
    throw forbidden();
  }
  if (await deps.repos.documents.delete(reader, target.id)) await deps.files.delete(target.token);
}

export async function removeTempDir(dir: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
}
