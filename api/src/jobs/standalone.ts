import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import { openDatabase, waitForSchema } from '../db';
import { MIGRATIONS } from '../db/migrations';
import { shutDownOcr } from '../documents/ocr';
import { stopPdfThread } from '../documents/pdfText';
import { errorForLog } from '../lib/logging';
import { createRepositories } from '../repositories';
import { createFileStore } from '../storage';
import { type JobWorkers, createJobWorkers } from './workers';

export interface StandaloneWorkerOptions {
  config: AppConfig;
  log: FastifyBaseLogger;
  /** How often the schema is read while waiting for an API instance to migrate it. */
  schemaPollMs?: number;
  /** Ends the wait for the schema (a signal received before the workers started). */
  signal?: AbortSignal;
}

export interface StandaloneWorker {
  workers: JobWorkers;
  /** Stops taking jobs, waits for those under way, then closes the database. */
  close(): Promise<void>;
}

/**
 * `npm run worker`: the job workers on their own, beside API instances started with
 * LEXDESK_IN_PROCESS_WORKER=0. A worker never migrates: it waits until an API instance has brought the
 * schema to the version it was built for, then starts.
 */
export async function startStandaloneWorker({
  config,
  log,
  schemaPollMs = 2000,
  signal,
}: StandaloneWorkerOptions): Promise<StandaloneWorker> {
  const database = openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  const expected = MIGRATIONS[MIGRATIONS.length - 1]?.version ?? 0;
  try {
    await waitForSchema(database, expected, {
      pollMs: schemaPollMs,
      signal,
      onWait: (state) => {
        if ('unreachable' in state) {
          log.warn({ error: errorForLog(state.unreachable) }, 'job worker waiting for the database to answer');
        } else {
          log.info(
            { schema: state.version, needs: state.expected },
            `job worker waiting for the database schema: at version ${state.version}, needs ${state.expected} (an API instance migrates it at its start)`,
          );
        }
      },
    });
  } catch (error) {
    await database.close();
    throw error;
  }
  const repos = createRepositories(database.db, database.engine);
  const workers = createJobWorkers({ repos, files: createFileStore(config), config, log });
  workers.start();
  log.info(
    {
      documents: workers.documents.id,
      mail: workers.mail.id,
      labelling: workers.labelling.id,
      engine: database.engine,
      schema: expected,
    },
    'job worker started',
  );
  return {
    workers,
    async close() {
      await workers.stop();
      await Promise.all([stopPdfThread(), shutDownOcr()]);
      await database.close();
    },
  };
}
