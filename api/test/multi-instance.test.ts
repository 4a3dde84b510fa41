import type { FastifyInstance } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type AppOptions } from '../src/app';
import { openDatabase } from '../src/db';
import { MIGRATIONS } from '../src/db/migrations';
import { createRepositories } from '../src/repositories';
import {
  Agent,
  countRows,
  createTestDatabase,
  DEMO,
  ENGINE,
  firmIdOf,
  insertCase,
  itOnPostgres,
  loggedIn,
  type TestDatabase,
  userIdOf,
  LATEST_MIGRATION,
} from './helpers';

// Hosted installations run several API instances on one PostgreSQL: whatever they must agree on
// (sessions, counters, the schema, the demo seed, a case's state) lives in the database.

const describeOnPostgres = ENGINE === 'postgres' ? describe : describe.skip;

describeOnPostgres('two API instances on one PostgreSQL', () => {
  let testDatabase: TestDatabase;
  const dirs: string[] = [];
  const apps: FastifyInstance[] = [];

  async function instance(options: Partial<AppOptions> = {}): Promise<FastifyInstance> {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'lexdesk-instance-'));
    dirs.push(dataDir);
    const app = await buildApp({
      dataDir,
      databaseUrl: testDatabase.url,
      seed: 'demo',
      publicUrl: 'http://lexdesk.test',
      ...options,
      // Each instance has its own data directory here: a worker would find the other's files missing.
      documents: { inProcessWorker: false, ...options.documents },
    });
    await app.ready();
    apps.push(app);
    return app;
  }

  beforeEach(async () => {
    testDatabase = await createTestDatabase();
  });
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    await testDatabase.drop();
    for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
  });

  it('start together: one migrates and seeds, the other finds it done', async () => {
    const [a, b] = await Promise.all([instance(), instance()]);
    for (const app of [a, b]) {
      expect((await app.inject({ method: 'GET', url: '/api/health' })).json().data).toEqual({
        db: 'ok',
        engine: 'postgres',
        migration: LATEST_MIGRATION,
      });
    }
    const database = openDatabase({ dataDir: dirs[0] ?? '', databaseUrl: testDatabase.url, poolSize: 1 });
    try {
      expect(await countRows(database.db, 'schema_migrations')).toBe(MIGRATIONS.length);
      expect(await countRows(database.db, 'users')).toBe(7);
    } finally {
      await database.close();
    }
  });

  it('share sessions: opened on one, valid on the other, ended on both by a logout on either', async () => {
    const a = await instance();
    const b = await instance();
    const browser = await loggedIn(a, DEMO.lawyer);
    const onB = new Agent(b);
    for (const [name, value] of browser.cookies) onB.cookies.set(name, value);
    expect((await onB.get('/api/user')).json().data.email).toBe(DEMO.lawyer);
    // A state change on B with the session's XSRF token from A.
    expect((await onB.post('/api/onboarding/set-casus', {})).statusCode).toBe(200);

    expect((await onB.post('/api/auth/logout', {})).statusCode).toBe(200);
    expect((await browser.get('/api/user')).statusCode).toBe(401);
  });

  it('share rate limits: attempts counted on one are refused on the other past the limit', async () => {
    const limits = { rateLimits: { perIp: 2 } };
    const a = await instance(limits);
    const b = await instance(limits);
    const check = async (app: FastifyInstance, i: number) => {
      const agent = new Agent(app);
      await agent.csrf({ remoteAddress: '198.51.100.9' });
      return (
        await agent.post(
          '/api/auth/register-check',
          { email: `probe${i}@nowhere.test` },
          { remoteAddress: '198.51.100.9' },
        )
      ).statusCode;
    };
    expect([await check(a, 1), await check(b, 2), await check(a, 3), await check(b, 4)]).toEqual([200, 200, 429, 429]);

    // Login failures too: ten on one instance lock strangers out on the other.
    for (let i = 0; i < 10; i += 1) {
      const agent = new Agent(i % 2 ? a : b);
      await agent.csrf({ remoteAddress: `203.0.113.${i + 1}` });
      await agent.post(
        '/api/auth/login',
        { email: DEMO.firmAdmin, password: 'wrong-password' },
        { remoteAddress: `203.0.113.${i + 1}` },
      );
    }
    const stranger = new Agent(a);
    await stranger.csrf({ remoteAddress: '203.0.113.99' });
    const refused = await stranger.post(
      '/api/auth/login',
      { email: DEMO.firmAdmin, password: 'lexdesk-demo' },
      { remoteAddress: '203.0.113.99' },
    );
    expect(refused.statusCode).toBe(429);
  }, 60_000);

  itOnPostgres('let exactly one of two accepts win, on two real connections', async () => {
    const a = await instance();
    const database = openDatabase({ dataDir: dirs[0] ?? '', databaseUrl: testDatabase.url, poolSize: 2 });
    const other = openDatabase({ dataDir: dirs[0] ?? '', databaseUrl: testDatabase.url, poolSize: 1 });
    try {
      const clientId = await firmIdOf(database.db, DEMO.lawyer);
      const userId = await userIdOf(database.db, DEMO.lawyer);
      const { token } = await insertCase(database.db, { clientId, userId, status: 'new' });
      const target = { token, clientId, userId };
      const first = createRepositories(database.db, 'postgres');
      const second = createRepositories(other.db, 'postgres');

      const events: string[] = [];
      let secondAccept: Promise<boolean> | undefined;
      await first.transaction(async (tx) => {
        expect(await tx.legalCases.transition(target, 'new', 'opened', new Date())).toBe(true);
        // The second connection's UPDATE waits on the row the first holds...
        secondAccept = second.legalCases.transition(target, 'new', 'opened', new Date()).then((won) => {
          events.push('second answered');
          return won;
        });
        await new Promise((resolve) => setTimeout(resolve, 300));
        events.push('first commits');
      });
      // ...then sees the committed status and matches nothing.
      expect(await secondAccept).toBe(false);
      expect(events).toEqual(['first commits', 'second answered']);
      const row = await database.db
        .selectFrom('legal_cases')
        .select('status')
        .where('token', '=', token)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('opened');
      expect(a).toBeDefined();
    } finally {
      await database.close();
      await other.close();
    }
  });
});
