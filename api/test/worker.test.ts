import Fastify from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { resolveConfig } from '../src/config';
import { migrate, openDatabase } from '../src/db';
import { startStandaloneWorker } from '../src/jobs/standalone';
import { withLogSerializers } from '../src/lib/logging';
import { SEND_MAIL_JOB } from '../src/mail/mailer';
import { readOutbox } from '../src/mail/outbox';
import { createRepositories } from '../src/repositories';
import { createTestDatabase, LATEST_MIGRATION, type TestDatabase } from './helpers';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// `npm run worker` started before any API instance: it waits for the schema, then works.
describe('a standalone worker', () => {
  let dataDir: string;
  let testDatabase: TestDatabase;
  let lines: string[];
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'lexdesk-worker-'));
    testDatabase = await createTestDatabase();
    lines = [];
  });
  afterEach(async () => {
    await testDatabase.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const setup = () => ({
    config: resolveConfig({ dataDir, databaseUrl: testDatabase.url, jobs: { pollMs: 20 } }),
    log: Fastify({
      logger: withLogSerializers({ level: 'info', stream: { write: (line: string) => lines.push(line) } }),
    }).log,
  });

  it('started on an empty database waits, saying what for, and starts once an API instance has migrated', async () => {
    let started = false;
    const starting = startStandaloneWorker({ ...setup(), schemaPollMs: 50 }).finally(() => {
      started = true;
    });
    while (!lines.some((line) => line.includes('waiting for the database schema'))) await wait(20);
    const waiting = JSON.parse(lines.find((line) => line.includes('waiting for the database schema')) ?? '{}');
    expect(waiting).toMatchObject({ schema: 0, needs: LATEST_MIGRATION });
    await wait(200);
    expect(started).toBe(false);

    // The API's start migrates.
    const database = openDatabase({ dataDir, databaseUrl: testDatabase.url, poolSize: 2 });
    try {
      await migrate(database);
      const worker = await starting;
      try {
        expect(lines.some((line) => line.includes('job worker started'))).toBe(true);
        // And it works: a mail queued by the API is delivered (to the outbox: no SMTP_URL).
        await createRepositories(database.db, database.engine).jobs.enqueue(
          {
            kind: SEND_MAIL_JOB,
            payload: {
              template: 'password-reset',
              message: { to: 'anne@example.be', subject: 'Sujet', text: 'Texte', html: '<p>Texte</p>' },
            },
            maxAttempts: 3,
          },
          new Date(),
        );
        while (readOutbox(dataDir).length === 0) await wait(20);
        expect(readOutbox(dataDir)).toMatchObject([{ to: 'anne@example.be', subject: 'Sujet' }]);
      } finally {
        await worker.close();
      }
    } finally {
      await database.close();
    }
  });

  it('stops waiting when told to (a signal before it started)', async () => {
    const stop = new AbortController();
    const starting = startStandaloneWorker({ ...setup(), schemaPollMs: 50, signal: stop.signal });
    while (lines.length === 0) await wait(20);
    stop.abort();
    await expect(starting).rejects.toBeDefined();
  });

  it('refuses a database whose schema is newer than itself', async () => {
    const database = openDatabase({ dataDir, databaseUrl: testDatabase.url, poolSize: 1 });
    try {
      await migrate(database);
      await database.db
        .insertInto('schema_migrations')
        .values({ version: LATEST_MIGRATION + 1, name: 'from_the_future', applied_at: new Date().toISOString() })
        .execute();
    } finally {
      await database.close();
    }
    await expect(startStandaloneWorker(setup())).rejects.toHaveProperty(
      'message',
      expect.stringMatching(/newer than this process/),
    );
  });
});
