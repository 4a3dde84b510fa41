// The detection run (POST /api/documents/{token}/anonymisation/detect queues it): a job of kind
// `anonymise-document` runs the embedded detection (api/src/anonymisation) over the extracted text, asks the
// language model too when one is configured (labelling/entities.ts; its proposals fill what the rules left, each
// marked `llm:<model>`; a model that fails leaves the rules' proposals alone, logged), and merges them into the
// stored entities (services/anonymisation.ts, mergeDetection). A run writes only while the document waits for it
// (`anonymisation_run`): launching again supersedes the run under way.
import type { FastifyBaseLogger } from 'fastify';
import { type DetectedEntity, detectEntities } from '../anonymisation';
import type { AppConfig } from '../config';
import { type JobHandler, PermanentJobError } from '../jobs/worker';
import { type EntityProposer, LabellingError, type ProposedEntity } from '../labelling';
import { foldForSearch } from '../lib/text';
import type { Repositories } from '../repositories';
import { ANONYMISE_DOCUMENT_JOB, type AnonymisePayload, mergeDetection, pseudonymLanguageOf } from './anonymisation';

function payloadOf(payload: unknown): AnonymisePayload {
  const value = payload as Partial<AnonymisePayload> | null;
  if (typeof value?.documentId !== 'number' || typeof value.run !== 'string')
    throw new PermanentJobError('bad payload');
  return { documentId: value.documentId, run: value.run };
}

export interface AnonymisationJobDeps {
  repos: Repositories;
  /** The language model's proposer, when one is configured. */
  proposer?: EntityProposer;
  config: Pick<AppConfig, 'now'>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

type SourcedEntity = DetectedEntity & { source: string };

/**
 * The rules' entities with the model's added where they leave room: a model's span overlapping a kept one is left
 * out; one whose content (folded) and category are a kept group's joins it, the others group by content.
 */
export function withModelProposals(
  rules: readonly DetectedEntity[],
  model: readonly ProposedEntity[],
  source: string,
): SourcedEntity[] {
  const kept: SourcedEntity[] = rules.map((entity) => ({ ...entity, source: 'rules' }));
  const keyOf = (entity: { category: string; content: string }) =>
    `${entity.category}:${foldForSearch(entity.content).trim()}`;
  const groups = new Map(kept.map((entity) => [keyOf(entity), entity.group]));
  let next = 1;
  for (const entity of model) {
    if (kept.some((other) => other.start_index < entity.end_index && entity.start_index < other.end_index)) continue;
    const key = keyOf(entity);
    let group = groups.get(key);
    if (group === undefined) {
      group = `llm${next}`;
      next += 1;
      groups.set(key, group);
    }
    kept.push({ ...entity, group, source });
  }
  return kept.sort((a, b) => a.start_index - b.start_index);
}

export function anonymisationJobHandlers({
  repos,
  proposer,
  config,
  log,
}: AnonymisationJobDeps): Record<string, JobHandler> {
  return {
    [ANONYMISE_DOCUMENT_JOB]: {
      async run(payload, job) {
        const { documentId, run } = payloadOf(payload);
        const document = await repos.documents.findById(documentId);
        // Deleted, superseded by a newer run, or (after a retry) already written: nothing to do.
        if (!document || document.anonymisation_run !== run || document.text === null) return;
        const language = pseudonymLanguageOf(document.language);
        const started = performance.now();
        const rules = detectEntities(document.text, language);
        const detectionMs = Math.round(performance.now() - started);
        let modelProposals: ProposedEntity[] = [];
        if (proposer) {
          try {
            modelProposals = await proposer.propose(document.text, document.language, job.signal);
          } catch (error) {
            if (!(error instanceof LabellingError)) throw error;
            log.warn(
              { document: documentId, provider: proposer.name, ...error.detail, failure: error.failure },
              'anonymisation: the language model proposed nothing; the rules alone',
            );
          }
        }
        const detected = withModelProposals(rules, modelProposals, proposer?.name ?? 'rules');
        const written = await job.write(async (tx) => {
          const current = await tx.documents.findById(documentId);
          if (current?.anonymisation_run !== run) return null;
          const changes = mergeDetection(await tx.anonymisation.entitiesOf(documentId), detected, language);
          await tx.anonymisation.saveEntities(documentId, changes);
          await tx.anonymisation.endDetection(documentId, run, 'proposed', config.now());
          return changes.added.length;
        });
        // Counts only: never a word of the document.
        log.info(
          {
            document: documentId,
            detected: detected.length,
            proposed: written,
            detectionMs,
            superseded: written === null,
          },
          'anonymisation proposals stored',
        );
      },
      // An unexpected failure on every try: the screen stops waiting (the entities stored before stay).
      async giveUp(payload) {
        const { documentId, run } = payloadOf(payload);
        const stored = await repos.anonymisation.entitiesOf(documentId);
        await repos.anonymisation.endDetection(documentId, run, stored.length > 0 ? 'proposed' : 'none', config.now());
      },
    },
  };
}
