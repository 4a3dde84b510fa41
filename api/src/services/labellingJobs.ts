// The suggestion run (POST /api/launch/openai-labelling queues it): a job of kind `label-document` asks the
// provider (api/src/labelling) for the document's summary and tags and stores them with the provider's name, or
// stores why it could not (`suggestions_error`, a message key the tagging screen shows). A run writes only while
// the document waits for it (`suggestions_run`): launching again supersedes the run under way.
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import { type JobHandler, PermanentJobError } from '../jobs/worker';
import { LabellingError, type LabellingProvider } from '../labelling';
import type { Repositories } from '../repositories';

export const LABEL_DOCUMENT_JOB = 'label-document';

export interface LabelPayload {
  documentId: number;
  /** The run the document waits for (documents.suggestions_run). */
  run: string;
  prompt: string;
}

function payloadOf(payload: unknown): LabelPayload {
  const value = payload as Partial<LabelPayload> | null;
  if (typeof value?.documentId !== 'number' || typeof value.run !== 'string' || typeof value.prompt !== 'string')
    throw new PermanentJobError('bad payload');
  return { documentId: value.documentId, run: value.run, prompt: value.prompt };
}

export interface LabellingJobDeps {
  repos: Repositories;
  provider: LabellingProvider;
  config: Pick<AppConfig, 'now'>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}

export function labellingJobHandlers({ repos, provider, config, log }: LabellingJobDeps): Record<string, JobHandler> {
  return {
    [LABEL_DOCUMENT_JOB]: {
      async run(payload, job) {
        const { documentId, run, prompt } = payloadOf(payload);
        const document = await repos.documents.findById(documentId);
        // Deleted, superseded by a newer run, or (after a retry) already written: nothing to do.
        if (!document || document.suggestions_run !== run || document.text === null) return;
        const context = { document: documentId, provider: provider.name };
        try {
          const result = await provider.suggest({
            text: document.text,
            language: document.language,
            prompt,
            summary: document.summary,
            signal: job.signal,
          });
          const recorded = await job.write((tx) =>
            tx.documents.recordSuggestions(
              documentId,
              run,
              {
                summary: result.summary,
                tags: JSON.stringify(result.tags),
                provider: provider.name,
                error: result.problem,
              },
              config.now(),
            ),
          );
          if (result.problem)
            log.warn({ ...context, ...result.stats, problem: result.problem }, 'tag suggestions: some left out');
          else log.info({ ...context, ...result.stats, superseded: !recorded }, 'tag suggestions stored');
        } catch (error) {
          if (!(error instanceof LabellingError)) throw error;
          // The reason and counts only: never the document's text nor the model's answer (which quotes it).
          log.warn({ ...context, ...error.detail, failure: error.failure }, 'tag suggestions failed');
          await job.write((tx) => tx.documents.failSuggestions(documentId, run, error.failure, config.now()));
          // Reported to the screen at once: a person waits for it and may launch again.
          throw new PermanentJobError(error.failure);
        }
      },
      // An unexpected failure on every try (the database, a crash): the screen stops waiting.
      async giveUp(payload) {
        const { documentId, run } = payloadOf(payload);
        await repos.documents.failSuggestions(documentId, run, 'labelling_failed', config.now());
      },
    },
  };
}
