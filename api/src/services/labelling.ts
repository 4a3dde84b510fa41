// The library's labelling calls (routes/labelling.ts; issues 24 and 25): one document's detail, the metadata
// form's save, the tagging screen's save, the values read from a text, the labelling prompt and the suggestion
// runs. Who may do what is documentAccess's rule (mayDescribe, mayTag), applied by the repository's statement.
import type {
  DocumentDetail,
  Label,
  LabelSelection,
  MetadataSuggestion,
  SuggestedLabel,
} from '@lexdesk/shared/contract';
import {
  extensionOf,
  type Jurisdiction,
  jurisdictionList,
  type JurisdictionType,
  type Locale,
  type Metadata,
} from '@lexdesk/shared/domain';
import type { AppConfig } from '../config';
import { AppError, addFieldError, createFieldErrors, ValidationError } from '../errors';
import { catalogues, type MessageKey, t } from '../i18n';
import { randomToken } from '../lib/crypto';
import { metadataWithColumns } from '../lib/documentMetadata';
import { sanitiseFileName } from '../lib/storage';
import { DEFAULT_LABELLING_PROMPT, LABELLING_PROMPT_NAME } from '../labelling';
import { suggestMetadata } from '../recognition';
import { localizedColumn, type Repositories, type UserRow } from '../repositories';
import { isSuperAdmin, readerOf } from '../repositories/documentAccess';
import type { DocumentWithSource, ReadDocument } from '../repositories/documents';
import { type DocumentUse, recordDocumentAccess } from './documentAccessLog';
import { resolveMetadata } from './documentMetadata';
import { documentNotFound } from './library';
import { LABEL_DOCUMENT_JOB, type LabelPayload } from './labellingJobs';

const forbidden = () => new AppError(403, 'forbidden', 'forbidden');
const notReady = () => new AppError(409, 'document_not_ready', 'document_not_ready');

/** Field errors reported at most for one save (a list of 20,000 selections must not answer 20,000 messages). */
const MAX_REPORTED_ERRORS = 50;

/** A JSON array column; [] for anything else (never thrown on a read). */
function parseList<T>(json: string): T[] {
  try {
    const parsed: unknown = JSON.parse(json);
    return Array.isArray(parsed) ? (parsed as T[]) : [];
  } catch {
    return [];
  }
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** A stored message key, or none when this version no longer knows it. */
function knownKey(key: string | null): MessageKey | null {
  return key !== null && Object.hasOwn(catalogues.fr, key) ? (key as MessageKey) : null;
}

/** A document whose text is ready (success or processed): the tagging screen and the recogniser read it. */
function readyText(document: DocumentWithSource): string {
  if ((document.state !== 'success' && document.state !== 'processed') || document.text === null) throw notReady();
  return document.text;
}

/** GET /api/documents/{token}: the document as the metadata form and the tagging screen read it. */
async function detailOf(repos: Repositories, document: ReadDocument, locale: Locale): Promise<DocumentDetail> {
  const stored = metadataWithColumns(document.metadata, document);
  const lawCases = await repos.documentSearch.lawCasesOf(document.id);
  const sourceLawyer =
    document.source_lawyer_id !== null && document.source_lawyer_name !== null
      ? { id: document.source_lawyer_id, lawyer_id: document.source_lawyer_id, name: document.source_lawyer_name }
      : null;
  const metadata: Metadata = {
    ...stored,
    // The columns are the truth for what the lists show and the source rules decide.
    name: document.name,
    visibility: document.visibility,
    source: document.origin === 'provider' && document.source_lawyer_id === null ? 'lexdesk' : 'lawyer',
    lawyerSource: sourceLawyer,
    anonymous: document.anonymous === 1 ? 'yes' : text(stored.anonymous) === 'no' ? 'no' : null,
    lawcases: lawCases.map((lawCase) => ({ id: lawCase.id, content: localizedColumn(lawCase, 'content', locale) })),
    reference: document.reference,
  };
  const error = knownKey(document.suggestions_error);
  return {
    token: document.token,
    name: document.name,
    mime: document.mime,
    state: document.state,
    visibility: document.visibility,
    metadata,
    // A reader of the anonymised version gets no passage of the original (the labels' selections, the suggested
    // tags' passages, the summary may quote a name), only the labels themselves.
    categorization: document.anonymised_version
      ? parseList<Label>(document.categorization).map((label) => ({ ...label, data: [] }))
      : parseList<Label>(document.categorization),
    unprocessed_openai_tag: document.anonymised_version
      ? []
      : parseList<SuggestedLabel>(document.unprocessed_openai_tag),
    suggestions_provider: document.suggestions_provider,
    summary: document.anonymised_version ? null : document.summary,
    suggestions_pending: document.suggestions_run !== null,
    suggestions_error: error,
    suggestions_error_message: error === null ? null : t(locale, error),
  };
}

/**
 * A library document the user may list (404 otherwise: never a litigant file), for `use`: recorded in the
 * firm's access log when the provider's staff reach a firm's private document (documentAccessLog.ts); null
 * only for the answer after a save, whose access is recorded as the save.
 */
async function libraryDocument(
  repos: Repositories,
  user: UserRow,
  token: string,
  use: DocumentUse | null,
): Promise<ReadDocument> {
  const document = await repos.documents.findInLibrary(readerOf(user), token);
  if (!document) throw documentNotFound();
  if (use) await recordDocumentAccess(repos, user, document, use);
  return document;
}

/** GET /api/documents/{token}: the metadata form's and the tagging screen's document (recorded as `detail`). */
export async function documentDetail(
  repos: Repositories,
  user: UserRow,
  token: string,
  locale: Locale,
  now: Date,
): Promise<DocumentDetail> {
  return detailOf(repos, await libraryDocument(repos, user, token, { action: 'detail', now }), locale);
}

/** The document as a save left it (the save itself was recorded). */
async function savedDetail(repos: Repositories, user: UserRow, token: string, locale: Locale): Promise<DocumentDetail> {
  return detailOf(repos, await libraryDocument(repos, user, token, null), locale);
}

/**
 * The metadata form's save: the whole object, checked and completed by resolveMetadata (422, 409), stored with
 * the columns derived from it and the law cases, in one transaction holding the row. 404 for a document the
 * user may not list, 403 for one they may see but not describe.
 */
export async function saveMetadata(
  repos: Repositories,
  user: UserRow,
  token: string,
  input: Metadata,
  locale: Locale,
  now: Date,
): Promise<DocumentDetail> {
  const reader = readerOf(user);
  await repos.transaction(async (tx) => {
    const document = await tx.documents.findForLabelling(reader, token);
    if (!document) throw documentNotFound();
    if (!document.describable) throw forbidden();
    // Recorded as it was found (a save may make it public), in the save's transaction: kept when it is.
    await recordDocumentAccess(tx, user, document, { action: 'edit', now });
    const resolved = await resolveMetadata(
      tx,
      user,
      {
        origin: document.origin === 'provider' ? 'provider' : 'lawyer',
        visibility: document.visibility,
        sourceLawyerId: document.source_lawyer_id,
        name: document.name,
        anonymous: document.anonymous === 1,
        anonymisationValidated: document.anonymisation_status === 'validated',
      },
      input,
      locale,
    );
    await tx.documents.saveMetadata(
      document.id,
      {
        name: resolved.name,
        visibility: resolved.visibility,
        sourceLawyerId: resolved.sourceLawyerId,
        metadata: JSON.stringify(resolved.metadata),
        type: resolved.columns.type,
        country: resolved.columns.country,
        language: resolved.columns.language,
        nature: resolved.columns.nature,
        legislationDate: resolved.columns.legislation_date,
        title: resolved.columns.title,
        anonymous: resolved.columns.anonymous,
        reference: resolved.columns.reference,
      },
      now,
    );
    // The case suggestions read the law cases from their own table.
    await tx.documentSearch.setLawCases(document.id, resolved.lawCaseIds);
  });
  return savedDetail(repos, user, token, locale);
}

/** Each label and selection against the document's text: every refusal at once (422), capped. */
function checkLabels(labels: readonly Label[], documentText: string, locale: Locale): Label[] {
  const errors = createFieldErrors();
  let reported = 0;
  const fail = (field: string, key: MessageKey) => {
    if (reported >= MAX_REPORTED_ERRORS) return;
    reported += 1;
    addFieldError(errors, field, t(locale, key));
  };
  const codes = new Set<string>();
  const checked = labels.map((label, index): Label => {
    const name = label.name.trim();
    const code = label.code.trim();
    if (name === '') fail(`categorization.${index}.name`, 'label_name_required');
    if (code === '') fail(`categorization.${index}.code`, 'field_required');
    else if (codes.has(code)) fail(`categorization.${index}.code`, 'label_code_duplicate');
    codes.add(code);
    label.data.forEach((selection: LabelSelection, at) => {
      const field = `categorization.${index}.data.${at}`;
      if (selection.end_index > documentText.length) fail(field, 'selection_out_of_range');
      else if (selection.end_index <= selection.start_index) fail(field, 'selection_empty');
      else if (documentText.slice(selection.start_index, selection.end_index) !== selection.content)
        fail(field, 'selection_content_mismatch');
    });
    return { ...label, name, code };
  });
  if (reported > 0) throw new ValidationError(errors);
  return checked;
}

export interface LabelsSave {
  token: string;
  categorization: Label[];
  processed?: boolean;
  name?: string;
}

/**
 * The tagging screen's save (super administrator): the labels checked against the stored text (nothing stored
 * on a refusal), `processed: true` moving the document from success to processed, `name` renaming it.
 */
export async function saveLabels(
  repos: Repositories,
  user: UserRow,
  save: LabelsSave,
  locale: Locale,
  now: Date,
): Promise<DocumentDetail> {
  const reader = readerOf(user);
  await repos.transaction(async (tx) => {
    const document = await tx.documents.findForLabelling(reader, save.token);
    if (!document) throw documentNotFound();
    if (!document.taggable) throw forbidden();
    await recordDocumentAccess(tx, user, document, { action: 'edit', now });
    const labels = checkLabels(save.categorization, readyText(document), locale);
    const name = save.name?.trim();
    await tx.documents.saveLabels(
      document.id,
      {
        categorization: JSON.stringify(labels),
        name: name ? sanitiseFileName(name, extensionOf(document.name) || 'pdf') : undefined,
        processed: save.processed === true,
      },
      now,
    );
  });
  return savedDetail(repos, user, save.token, locale);
}

/** GET /api/documents/{token}/metadata-suggestions: the values the recogniser reads in the text. */
export async function metadataSuggestions(
  repos: Repositories,
  user: UserRow,
  token: string,
  now: Date,
): Promise<MetadataSuggestion[]> {
  const document = await libraryDocument(repos, user, token, { action: 'text', now });
  return suggestMetadata(readyText(document), { language: document.language });
}

function assertSuperAdmin(user: UserRow): void {
  if (!isSuperAdmin(user)) throw forbidden();
}

/** A prompt trimmed; only spaces is none (422 on `prompt`). */
function promptOf(prompt: string, locale: Locale): string {
  const trimmed = prompt.trim();
  if (trimmed === '') throw new ValidationError({ prompt: [t(locale, 'field_required')] });
  return trimmed;
}

/** The labelling prompt: the super administrator's, or the product's default. */
export async function labellingPrompt(repos: Repositories, user: UserRow): Promise<{ prompt: string }> {
  assertSuperAdmin(user);
  const saved = await repos.prompts.find(LABELLING_PROMPT_NAME);
  return { prompt: saved?.prompt ?? DEFAULT_LABELLING_PROMPT };
}

export async function saveLabellingPrompt(
  repos: Repositories,
  user: UserRow,
  prompt: string,
  locale: Locale,
  now: Date,
): Promise<{ prompt: string }> {
  assertSuperAdmin(user);
  await repos.prompts.save(LABELLING_PROMPT_NAME, promptOf(prompt, locale), user.id, now);
  return labellingPrompt(repos, user);
}

/**
 * Queues a suggestion run for a document whose text is ready (super administrator): 409 otherwise. The run
 * supersedes one under way (only the newest writes its result).
 */
export async function launchLabelling(
  repos: Repositories,
  user: UserRow,
  launch: { token: string; prompt: string },
  config: Pick<AppConfig, 'documents'>,
  locale: Locale,
  now: Date,
): Promise<{ token: string; job_id: number }> {
  const reader = readerOf(user);
  const prompt = promptOf(launch.prompt, locale);
  return repos.transaction(async (tx) => {
    const document = await tx.documents.findForLabelling(reader, launch.token);
    if (!document) throw documentNotFound();
    if (!document.taggable) throw forbidden();
    readyText(document);
    await recordDocumentAccess(tx, user, document, { action: 'edit', now });
    const payload: LabelPayload = { documentId: document.id, run: randomToken(), prompt };
    await tx.documents.startSuggestions(document.id, payload.run, now);
    const jobId = await tx.jobs.enqueue(
      { kind: LABEL_DOCUMENT_JOB, payload, maxAttempts: config.documents.maxJobAttempts },
      now,
    );
    return { token: document.token, job_id: jobId };
  });
}

/** GET /api/reference/jurisdictions: the Belgian courts (of one type), the metadata form's jurisdiction select. */
export function jurisdictionsOf(type: JurisdictionType | undefined): Jurisdiction[] {
  return jurisdictionList(type);
}
