import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import { createEntityProposer, createLabellingProvider } from '../labelling';
import { mailJobHandlers, mailTransport } from '../mail/mailer';
import type { Repositories } from '../repositories';
import { anonymisationJobHandlers } from '../services/anonymisationJobs';
import { documentJobHandlers } from '../services/documentProcessing';
import { labellingJobHandlers } from '../services/labellingJobs';
import type { FileStore } from '../storage';
import { type JobHandler, JobWorker } from './worker';

export interface JobWorkers {
  /** Text extraction: a job may take minutes (OCR). */
  documents: JobWorker;
  /** Mail, in a worker of its own: a password-reset mail must not wait behind a scanned PDF's OCR. */
  mail: JobWorker;
  /**
   * Tag suggestions and anonymisation detections, in a worker of their own: someone waits on the tagging or the
   * review screen, not behind an OCR or a mail.
   */
  labelling: JobWorker;
  start(): void;
  stop(): Promise<void>;
}

export interface JobWorkerDeps {
  repos: Repositories;
  files: FileStore;
  config: AppConfig;
  log: FastifyBaseLogger;
}

/** The workers every process that runs jobs runs (the API in process, or `npm run worker`). */
export function createJobWorkers({ repos, files, config, log }: JobWorkerDeps): JobWorkers {
  const workerOn = (handlers: Record<string, JobHandler>) =>
    new JobWorker({
      repos,
      handlers,
      log,
      now: config.now,
      leaseMs: config.jobs.leaseMs,
      heartbeatMs: config.jobs.heartbeatMs,
      pollMs: config.jobs.pollMs,
    });
  const documents = workerOn(documentJobHandlers({ repos, files, config, log }));
  const mail = workerOn(mailJobHandlers({ transport: mailTransport(config, log), config, log }));
  const labelling = workerOn({
    ...labellingJobHandlers({ repos, provider: createLabellingProvider(config), config, log }),
    ...anonymisationJobHandlers({ repos, proposer: createEntityProposer(config), config, log }),
  });
  return {
    documents,
    mail,
    labelling,
    start() {
      documents.start();
      mail.start();
      labelling.start();
    },
    async stop() {
      await Promise.all([documents.stop(), mail.stop(), labelling.stop()]);
    },
  };
}
