import path from 'node:path';
import Fastify from 'fastify';
import { jobOptionsFromEnv, llmSettingsFromEnv, resolveConfig, s3SettingsFromEnv } from './config';
import { startStandaloneWorker, type StandaloneWorker } from './jobs/standalone';
import { withLogSerializers } from './lib/logging';

// `npm run worker`: the job workers (document processing, mail) on their own, beside API instances
// started with LEXDESK_IN_PROCESS_WORKER=0 (hosted installations on PostgreSQL run as many as they
// need). It reads the same settings as the API (DATABASE_URL, LEXDESK_DATA_DIR, LEXDESK_S3_*,
// SMTP_URL, LEXDESK_MAIL_FROM, LEXDESK_PUBLIC_URL, LEXDESK_LLM_*) and never migrates: it waits for an API instance to.

const repoRoot = path.resolve(__dirname, '..', '..');

async function main(): Promise<void> {
  // Fastify's own logger (pino), with the API's redactions, without a server.
  const log = Fastify({ logger: withLogSerializers({ level: process.env.LOG_LEVEL ?? 'info' }) }).log;
  const config = resolveConfig({
    dataDir: path.resolve(process.env.LEXDESK_DATA_DIR ?? path.join(repoRoot, 'var')),
    databaseUrl: process.env.DATABASE_URL,
    publicUrl: process.env.LEXDESK_PUBLIC_URL,
    smtpUrl: process.env.SMTP_URL,
    mailFrom: process.env.LEXDESK_MAIL_FROM,
    s3: s3SettingsFromEnv(process.env),
    llm: llmSettingsFromEnv(process.env),
    jobs: jobOptionsFromEnv(process.env),
  });
  const waiting = new AbortController();
  let worker: StandaloneWorker | undefined;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      if (!worker) {
        waiting.abort();
        return;
      }
      worker.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
  try {
    worker = await startStandaloneWorker({ config, log, signal: waiting.signal });
  } catch (error) {
    // Stopped while waiting for the schema.
    if (waiting.signal.aborted) process.exit(0);
    throw error;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
