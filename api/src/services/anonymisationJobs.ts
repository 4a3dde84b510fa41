// The detection run (POST /api/documents/{token}/anonymisation/detect queues it): a job of kind
// `anonymise-document` runs the embedded detection (api/src/anonymisation) over the extracted text and merges its
// proposals into the stored entities (services/anonymisation.ts, mergeDetection). A run writes only while the
// document waits for it (`anonymisation_run`): launching again supersedes the run under way.
import type { FastifyBaseLogger } from 'fastify';
import { detectEntities } from '../anonymisation';
import type { AppConfig } from '../config';
import { type JobHandler, PermanentJobError } from '../jobs/worker';
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
  config: Pick<AppConfig, 'now'>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

export function anonymisationJobHandlers({ repos, config, log }: AnonymisationJobDeps): Record<string, JobHandler> {
  return {
    [ANONYMISE_DOCUMENT_JOB]: {
      async run(payload, job) {
        const { documentId, run } = payloadOf(payload);
        const document = await repos.documents.findById(documentId);
        // Deleted, superseded by a newer run, or (after a retry) already written: nothing to do.
        if (!document || document.anonymisation_run !== run || document.text === null) return;
        const language = pseudonymLanguageOf(document.language);
        const started = performance.now();
        const detected = detectEntities(document.text, language).map((entity) => ({ ...entity, source: 'rules' }));
        const detectionMs = Math.round(performance.now() - started);
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
