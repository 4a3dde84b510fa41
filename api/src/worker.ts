import path from 'node:path';
import Fastify from 'fastify';
import { resolveConfig, s3SettingsFromEnv } from './config';
import { openDatabase, schemaVersion } from './db';
import { shutDownOcr } from './documents/ocr';
import { stopPdfThread } from './documents/pdfText';
import { MIGRATIONS } from './db/migrations';
import { JobWorker } from './jobs/worker';
import { createRepositories } from './repositories';
import { documentJobHandlers } from './services/documentProcessing';
import { createFileStore } from './storage';

// `npm run worker`: a job worker on its own, beside API instances started with
// LEXDESK_IN_PROCESS_WORKER=0 (hosted installations on PostgreSQL run as many as they need). It reads
// the same settings as the API (DATABASE_URL, LEXDESK_DATA_DIR, LEXDESK_S3_*) and never migrates:
// an API instance does, at its start.

const repoRoot = path.resolve(__dirname, '..', '..');

async function main(): Promise<void> {
  // Fastify's own logger (pino), as the API logs, without a server.
  const log = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' } }).log;
  const config = resolveConfig({
    dataDir: path.resolve(process.env.LEXDESK_DATA_DIR ?? path.join(repoRoot, 'var')),
    databaseUrl: process.env.DATABASE_URL,
    s3: s3SettingsFromEnv(process.env),
  });
  const database = openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  const expected = MIGRATIONS[MIGRATIONS.length - 1]?.version ?? 0;
  // An empty database has no migrations table yet.
  const version = await schemaVersion(database).catch(() => 0);
  if (version !== expected) {
    await database.close();
    throw new Error(`database schema is at version ${version}, this worker needs ${expected}: start the API first`);
  }
  const repos = createRepositories(database.db, database.engine);
  const worker = new JobWorker({
    repos,
    handlers: documentJobHandlers({ repos, files: createFileStore(config), config, log }),
    log,
    now: config.now,
    lockMs: config.documents.jobLockMs,
    pollMs: config.documents.workerPollMs,
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      worker
        .stop()
        .then(() => Promise.all([stopPdfThread(), shutDownOcr()]))
        .then(() => database.close())
        .then(
          () => process.exit(0),
          () => process.exit(1),
        );
    });
  }
  worker.start();
  log.info({ worker: worker.id, engine: database.engine }, 'job worker started');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
