// The anonymisation of a document (issue 26; routes/anonymisation.ts): the detection run (a job on the labelling
// worker, anonymisationJobs.ts), the reviewer's decisions and additions, and the validation that builds the
// anonymised text. Who may: documentAccess.mayAnonymise (the provider's staff on library documents, a firm's
// members on their firm's). The detection itself is api/src/anonymisation's surface only.
import { type DocumentUse, recordDocumentAccess } from './documentAccessLog';
import type {
  AnonymisationAddition,
  AnonymisationCategory,
  AnonymisationDecisionInput,
  AnonymisationDecisionsBody,
  AnonymisationEntity,
  AnonymisationView,
} from '@lexdesk/shared/contract';
import type { Locale } from '@lexdesk/shared/domain';
import { anonymisedText, type PseudonymLanguage, replacementsOf } from '../anonymisation';
import type { AppConfig } from '../config';
import type { AnonymisationEntityRow } from '../db/schema';
import { AppError, addFieldError, createFieldErrors, ValidationError } from '../errors';
import { type MessageKey, t } from '../i18n';
import { randomToken } from '../lib/crypto';
import { foldForSearch } from '../lib/text';
import type { Repositories, UserRow } from '../repositories';
import type { EntityChange, NewAnonymisationEntity } from '../repositories/anonymisation';
import { readerOf } from '../repositories/documentAccess';
import type { DocumentWithSource } from '../repositories/documents';
import { documentNotFound } from './library';

export const ANONYMISE_DOCUMENT_JOB = 'anonymise-document';

export interface AnonymisePayload {
  documentId: number;
  /** The run the document waits for (documents.anonymisation_run). */
  run: string;
}

/** Field errors reported at most for one save (as the labels' save). */
const MAX_REPORTED_ERRORS = 50;

const forbidden = () => new AppError(403, 'forbidden', 'forbidden');
const notReady = () => new AppError(409, 'document_not_ready', 'document_not_ready');
const detectionRunning = () => new AppError(409, 'anonymisation_detection_running', 'anonymisation_detection_running');

/** Pseudonyms are written in Dutch for a Dutch document, in French otherwise. */
export function pseudonymLanguageOf(language: string | null): PseudonymLanguage {
  return language === 'nl' ? 'nl' : 'fr';
}

/** An entity as the service works on it: stored (with its id) or about to be. */
export interface WorkingEntity {
  id?: number;
  start_index: number;
  end_index: number;
  content: string;
  category: AnonymisationCategory;
  decision: AnonymisationEntityRow['decision'];
  entity_group: string;
  source: string;
  replacement: string;
}

/**
 * One pseudonym per group, in order of first appearance among the entities that will be replaced (a rejected
 * proposal does not take a letter); a group whose every occurrence is rejected gets the one it would have.
 */
export function withReplacements(entities: readonly WorkingEntity[], language: PseudonymLanguage): WorkingEntity[] {
  const ordered = [...entities].sort((a, b) => a.start_index - b.start_index || a.end_index - b.end_index);
  const asGroups = (list: readonly WorkingEntity[]) =>
    list.map((entity) => ({ group: entity.entity_group, category: entity.category }));
  const replaced = replacementsOf(asGroups(ordered.filter((entity) => entity.decision !== 'rejected')), language);
  const every = replacementsOf(asGroups(ordered), language);
  return entities.map((entity) => ({
    ...entity,
    replacement: replaced.get(entity.entity_group) ?? every.get(entity.entity_group) ?? '',
  }));
}

/** `g<n>` names not used yet in the document. */
function groupNamer(entities: readonly WorkingEntity[]): () => string {
  let next = 1;
  const used = new Set(entities.map((entity) => entity.entity_group));
  return () => {
    while (used.has(`g${next}`)) next += 1;
    const name = `g${next}`;
    used.add(name);
    return name;
  };
}

const foldedKey = (content: string) => foldForSearch(content).trim();

/** The writes that turn `stored` into `result` (ids kept; new entities have none). */
function changesBetween(stored: readonly AnonymisationEntityRow[], result: readonly WorkingEntity[]) {
  const kept = new Map(result.filter((entity) => entity.id !== undefined).map((entity) => [entity.id, entity]));
  const deleted = stored.filter((row) => !kept.has(row.id)).map((row) => row.id);
  const changed: EntityChange[] = [];
  for (const row of stored) {
    const entity = kept.get(row.id);
    if (
      entity &&
      (entity.decision !== row.decision ||
        entity.replacement !== row.replacement ||
        entity.entity_group !== row.entity_group)
    )
      changed.push({
        id: row.id,
        decision: entity.decision,
        replacement: entity.replacement,
        entity_group: entity.entity_group,
      });
  }
  const added: NewAnonymisationEntity[] = result
    .filter((entity) => entity.id === undefined)
    .map(({ id: _, ...entity }) => entity);
  return { deleted, changed, added };
}

const overlaps = (a: { start_index: number; end_index: number }, b: { start_index: number; end_index: number }) =>
  a.start_index < b.end_index && b.start_index < a.end_index;

/**
 * A detection's proposals merged into the stored entities: the proposals of earlier runs are replaced, what a
 * person decided (accepted, rejected) and added by hand stays. A new proposal over a kept entity is left out;
 * one whose content is a kept group's (folded) joins that group, so a person keeps their pseudonym.
 */
export function mergeDetection(
  stored: readonly AnonymisationEntityRow[],
  detected: readonly (Omit<WorkingEntity, 'decision' | 'entity_group' | 'replacement'> & { group: string })[],
  language: PseudonymLanguage,
) {
  const kept: WorkingEntity[] = stored.filter((row) => row.decision !== 'proposed' || row.source === 'manual');
  const nextGroup = groupNamer(kept);
  const groupOfContent = new Map<string, string>();
  for (const entity of kept) groupOfContent.set(`${entity.category}:${foldedKey(entity.content)}`, entity.entity_group);
  const groupOfDetected = new Map<string, string>();
  const proposals: WorkingEntity[] = [];
  const sortedKept = [...kept].sort((a, b) => a.start_index - b.start_index);
  for (const entity of detected) {
    if (sortedKept.some((other) => overlaps(other, entity))) continue;
    let group = groupOfDetected.get(entity.group);
    if (group === undefined) {
      group = groupOfContent.get(`${entity.category}:${foldedKey(entity.content)}`) ?? nextGroup();
      groupOfDetected.set(entity.group, group);
    }
    proposals.push({
      start_index: entity.start_index,
      end_index: entity.end_index,
      content: entity.content,
      category: entity.category,
      source: entity.source,
      decision: 'proposed',
      entity_group: group,
      replacement: '',
    });
  }
  return changesBetween(stored, withReplacements([...kept, ...proposals], language));
}

function toView(status: AnonymisationView['status'], rows: readonly AnonymisationEntityRow[]): AnonymisationView {
  return {
    status,
    entities: rows.map((row): AnonymisationEntity => ({
      id: row.id,
      start_index: row.start_index,
      end_index: row.end_index,
      content: row.content,
      category: row.category,
      replacement: row.replacement,
      decision: row.decision,
      group: row.entity_group,
      source: row.source,
    })),
  };
}

/**
 * The document to anonymise, for this user (404: they may not list it; 403: they may not anonymise it), for
 * `use`: the provider's review of a firm's private document is in the firm's access log.
 */
async function anonymisableDocument(
  repos: Repositories,
  user: UserRow,
  token: string,
  use: DocumentUse,
): Promise<DocumentWithSource & { anonymisable: boolean }> {
  const document = await repos.documents.findForAnonymisation(readerOf(user), token);
  if (!document) throw documentNotFound();
  if (!document.anonymisable) throw forbidden();
  await recordDocumentAccess(repos, user, document, use);
  return document;
}

/** The extracted text, once ready (409 otherwise). */
function readyText(document: DocumentWithSource): string {
  if ((document.state !== 'success' && document.state !== 'processed') || document.text === null) throw notReady();
  return document.text;
}

/** GET /api/documents/{token}/anonymisation. */
export async function anonymisationOf(
  repos: Repositories,
  user: UserRow,
  token: string,
  now: Date,
): Promise<AnonymisationView> {
  const document = await anonymisableDocument(repos, user, token, { action: 'text', now });
  return toView(document.anonymisation_status, await repos.anonymisation.entitiesOf(document.id));
}

/** POST /api/documents/{token}/anonymisation/detect: a detection run queued (it supersedes one under way). */
export async function launchDetection(
  repos: Repositories,
  user: UserRow,
  token: string,
  config: Pick<AppConfig, 'documents'>,
  now: Date,
): Promise<{ token: string; job_id: number }> {
  return repos.transaction(async (tx) => {
    const document = await anonymisableDocument(tx, user, token, { action: 'edit', now });
    readyText(document);
    const payload: AnonymisePayload = { documentId: document.id, run: randomToken() };
    await tx.anonymisation.startDetection(document.id, payload.run, now);
    const jobId = await tx.jobs.enqueue(
      { kind: ANONYMISE_DOCUMENT_JOB, payload, maxAttempts: config.documents.maxJobAttempts },
      now,
    );
    return { token: document.token, job_id: jobId };
  });
}

const isDecision = (input: AnonymisationDecisionInput | AnonymisationAddition): input is AnonymisationDecisionInput =>
  'id' in input;

/**
 * POST /api/documents/{token}/anonymisation: decisions on stored entities and entities added by hand, all
 * checked before anything is stored (422 with a reason per refused item, `entities.<index>[.field]`). The
 * entities that will be replaced (all but the rejected) must not overlap. Any change puts a validated
 * anonymisation back to review (its anonymised text dropped).
 */
export async function saveDecisions(
  repos: Repositories,
  user: UserRow,
  token: string,
  body: AnonymisationDecisionsBody,
  locale: Locale,
  now: Date,
): Promise<AnonymisationView> {
  return repos.transaction(async (tx) => {
    const document = await anonymisableDocument(tx, user, token, { action: 'edit', now });
    const text = readyText(document);
    if (document.anonymisation_status === 'pending') throw detectionRunning();
    const stored = await tx.anonymisation.entitiesOf(document.id);
    if (body.entities.length === 0) return toView(document.anonymisation_status, stored);

    const errors = createFieldErrors();
    let reported = 0;
    const fail = (field: string, key: MessageKey) => {
      if (reported >= MAX_REPORTED_ERRORS) return;
      reported += 1;
      addFieldError(errors, field, t(locale, key));
    };

    const working = new Map<number, WorkingEntity>(stored.map((row) => [row.id, { ...row }]));
    const groups = new Set(stored.map((row) => row.entity_group));
    const nextGroup = groupNamer(stored);
    const groupOfContent = new Map<string, string>();
    for (const row of stored) groupOfContent.set(foldedKey(row.content), row.entity_group);
    const added: { index: number; entity: WorkingEntity }[] = [];
    /** The item of the body that last touched each entity, to name it when it overlaps another. */
    const origin = new Map<WorkingEntity, number>();

    body.entities.forEach((input, index) => {
      const field = `entities.${index}`;
      if (isDecision(input)) {
        const entity = working.get(input.id);
        if (!entity) return fail(`${field}.id`, 'anonymisation_entity_unknown');
        entity.decision = input.decision;
        origin.set(entity, index);
        return;
      }
      if (input.end_index > text.length) return fail(field, 'selection_out_of_range');
      if (input.end_index <= input.start_index) return fail(field, 'selection_empty');
      if (text.slice(input.start_index, input.end_index) !== input.content)
        return fail(field, 'selection_content_mismatch');
      if (input.group !== undefined && !groups.has(input.group))
        return fail(`${field}.group`, 'anonymisation_group_unknown');
      const key = foldedKey(input.content);
      const group = input.group ?? groupOfContent.get(key) ?? nextGroup();
      groupOfContent.set(key, groupOfContent.get(key) ?? group);
      groups.add(group);
      const entity: WorkingEntity = {
        start_index: input.start_index,
        end_index: input.end_index,
        content: input.content,
        category: input.category,
        decision: 'accepted',
        entity_group: group,
        source: 'manual',
        replacement: '',
      };
      added.push({ index, entity });
      origin.set(entity, index);
    });

    const result = [...working.values(), ...added.map((item) => item.entity)];
    // Overlaps among what will be replaced, reported on the item that made them (an addition or a decision).
    const replaced = result
      .filter((entity) => entity.decision !== 'rejected')
      .sort((a, b) => a.start_index - b.start_index || a.end_index - b.end_index);
    let reach: WorkingEntity | undefined;
    for (const entity of replaced) {
      if (reach && entity.start_index < reach.end_index) {
        const culprit = origin.get(entity) ?? origin.get(reach);
        if (culprit !== undefined) fail(`entities.${culprit}`, 'anonymisation_overlap');
        else fail('entities', 'anonymisation_overlap');
      }
      if (!reach || entity.end_index > reach.end_index) reach = entity;
    }
    if (reported > 0) throw new ValidationError(errors);

    const language = pseudonymLanguageOf(document.language);
    await tx.anonymisation.saveEntities(document.id, changesBetween(stored, withReplacements(result, language)));
    await tx.anonymisation.setStatus(document.id, 'proposed', null, now);
    return toView('proposed', await tx.anonymisation.entitiesOf(document.id));
  });
}

/**
 * POST /api/documents/{token}/anonymisation/validate: every proposal decided (422 otherwise), the anonymised text
 * built from the accepted entities; readers outside the owner get it from now on.
 */
export async function validateAnonymisation(
  repos: Repositories,
  user: UserRow,
  token: string,
  locale: Locale,
  now: Date,
): Promise<AnonymisationView> {
  return repos.transaction(async (tx) => {
    const document = await anonymisableDocument(tx, user, token, { action: 'edit', now });
    const text = readyText(document);
    if (document.anonymisation_status === 'pending') throw detectionRunning();
    if (document.anonymisation_status === 'none')
      throw new AppError(409, 'anonymisation_nothing_to_validate', 'anonymisation_nothing_to_validate');
    const stored = await tx.anonymisation.entitiesOf(document.id);
    const undecided = stored.filter((row) => row.decision === 'proposed').length;
    if (undecided > 0)
      throw new ValidationError({ entities: [t(locale, 'anonymisation_undecided', { count: undecided })] });
    const accepted = stored.filter((row) => row.decision === 'accepted');
    await tx.anonymisation.setStatus(document.id, 'validated', anonymisedText(text, accepted), now);
    return toView('validated', stored);
  });
}
