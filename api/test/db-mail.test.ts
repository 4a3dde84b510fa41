import { buildApp } from '../src/app';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { sql } from 'kysely';
import { migrate, openDatabase, schemaVersion, SQLITE_FILE } from '../src/db';
import initSqlite from '../src/db/migrations/001_init.sqlite';
import legalCasesSqlite from '../src/db/migrations/002_legal_cases.sqlite';
import { MIGRATIONS } from '../src/db/migrations';
import { hashPassword } from '../src/lib/passwords';
import { readOutbox, writeOutboxMessage } from '../src/mail/outbox';
import {
  createTestApp,
  createTestDatabase,
  DEMO,
  itOnSqlite,
  loggedIn,
  outbox,
  PASSWORD,
  LATEST_MIGRATION,
  withDatabaseBefore,
} from './helpers';

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'lexdesk-db-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('migrations', () => {
  it('are applied once, in order, each recorded in schema_migrations', async () => {
    const testDatabase = await createTestDatabase();
    const database = openDatabase({ dataDir: dir, databaseUrl: testDatabase.url });
    try {
      expect(await migrate(database)).toEqual(MIGRATIONS.map((migration) => migration.version));
      expect(await migrate(database)).toEqual([]);
      const rows = await database.db
        .selectFrom('schema_migrations')
        .select(['version', 'name'])
        .orderBy('version')
        .execute();
      expect(rows).toEqual([
        { version: 1, name: 'init' },
        { version: 2, name: 'legal_cases' },
        { version: 3, name: 'shared_state' },
        { version: 4, name: 'legal_case_counts' },
        { version: 5, name: 'office' },
        { version: 6, name: 'legal_acceptance' },
        { version: 7, name: 'legal_case_search' },
        { version: 8, name: 'documents_library' },
        { version: 9, name: 'document_search' },
        { version: 10, name: 'billing' },
        { version: 11, name: 'document_search_inline' },
        { version: 12, name: 'document_labelling' },
        { version: 13, name: 'anonymisation' },
        { version: 14, name: 'question_deadline' },
        { version: 15, name: 'document_access_log' },
        { version: 16, name: 'invitation_revocation' },
        { version: 17, name: 'page_ledger' },
        { version: 18, name: 'subscription_event_order' },
        { version: 19, name: 'demo_library_references' },
      ]);
      expect(await schemaVersion(database)).toBe(LATEST_MIGRATION);
    } finally {
      await database.close();
      await testDatabase.drop();
    }
  });

  itOnSqlite('keep SQLite in WAL mode with foreign keys on', () => {
    const database = openDatabase({ dataDir: dir });
    const file = new BetterSqlite3(path.join(dir, SQLITE_FILE));
    expect(file.pragma('journal_mode', { simple: true })).toBe('wal');
    file.close();
    return database.close();
  });

  it('give the documents described before version 012 the citation their metadata makes', async () => {
    await withDatabaseBefore(dir, 12, async (database) => {
      const now = new Date().toISOString();
      const document = (token: string, columns: Record<string, string | null>) =>
        sql`INSERT INTO documents (token, origin, name, mime, size, sha256, created_at, updated_at,
          type, country, nature, legislation_date, title, language)
        VALUES (${token}, 'provider', 'loi.pdf', 'application/pdf', 1, 'x', ${now}, ${now},
          ${columns.type}, ${columns.country}, ${columns.nature}, ${columns.legislation_date}, ${columns.title}, 'fr')`.execute(
          database.db,
        );
      await document('described', {
        type: 'legislation',
        country: 'be',
        nature: 'loi',
        legislation_date: '2007-05-10',
        title: 'tendant à lutter contre certaines formes de discrimination',
      });
      await document('bare', { type: null, country: null, nature: null, legislation_date: null, title: null });
      await migrate(database);
      const rows = await database.db.selectFrom('documents').select(['token', 'reference']).orderBy('token').execute();
      expect(rows).toEqual([
        { token: 'bare', reference: null },
        {
          token: 'described',
          reference: 'Loi du 10 mai 2007 tendant à lutter contre certaines formes de discrimination.',
        },
      ]);
    });
  });

  it("give the demo library's documents seeded before version 019 the citation their metadata makes", async () => {
    await withDatabaseBefore(dir, 19, async (database) => {
      const now = new Date().toISOString();
      const judgment = {
        type: 'jurisprudence',
        country: 'be',
        language: 'fr',
        jurisdictionType: 'cass',
        jurisdictionName: 'cass',
        roomNumber: '3F',
        pronouncedDate: '2023-03-13',
        roleNumber: 'S.22.0041.F',
      };
      const citation = 'Cass. (3e ch.), 13 mars 2023, R.G. n° S.22.0041.F.';
      const document = (token: string, reference: string | null) =>
        sql`INSERT INTO documents (token, origin, name, mime, size, sha256, created_at, updated_at,
          type, country, language, metadata, reference)
        VALUES (${token}, 'provider', 'cass.pdf', 'application/pdf', 1, 'x', ${now}, ${now},
          'jurisprudence', 'be', 'fr', ${JSON.stringify({ ...judgment, reference: citation })}, ${reference})`.execute(
          database.db,
        );
      // As the seed stored it (the column empty), and as a save does (its own citation, kept).
      await document('seeded', null);
      await document('saved', 'Cass., 13 mars 2023.');
      await migrate(database);
      const rows = await database.db.selectFrom('documents').select(['token', 'reference']).orderBy('token').execute();
      expect(rows).toEqual([
        { token: 'saved', reference: 'Cass., 13 mars 2023.' },
        { token: 'seeded', reference: citation },
      ]);
    });
  });

  it('roll a failed version back whole', async () => {
    const testDatabase = await createTestDatabase();
    const database = openDatabase({ dataDir: dir, databaseUrl: testDatabase.url });
    try {
      await migrate(database);
      const broken = {
        version: 99,
        name: 'broken',
        sql: {
          sqlite: 'CREATE TABLE half (id integer);\nSELECT * FROM missing_table',
          postgres: 'CREATE TABLE half (id integer);\nSELECT * FROM missing_table',
        },
      };
      // Checked by message: jest gives each test file its own globals, and a native driver's error may come
      // from another file's (it would then not be an Error of this one).
      await expect(migrate(database, new Date(), [...MIGRATIONS, broken])).rejects.toHaveProperty(
        'message',
        expect.stringMatching(/missing_table/),
      );
      expect(await schemaVersion(database)).toBe(LATEST_MIGRATION);
      // The table created before the failing statement is gone with it.
      await expect(sql`SELECT * FROM half`.execute(database.db)).rejects.toHaveProperty(
        'message',
        expect.stringMatching(/half/),
      );
    } finally {
      await database.close();
      await testDatabase.drop();
    }
  });

  itOnSqlite('bring a data directory of the previous release forward without losing anything', async () => {
    // What the previous release wrote: its own migrator (versions 1 and 2), its reference data (without
    // the folded columns of version 3), a firm, a lawyer and a case.
    const file = new BetterSqlite3(path.join(dir, SQLITE_FILE));
    file.pragma('journal_mode = WAL');
    file.exec(
      `CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`,
    );
    file.exec(initSqlite);
    file.exec(legalCasesSqlite);
    const at = '2026-10-01T09:00:00.000Z';
    file.prepare('INSERT INTO schema_migrations VALUES (1, ?, ?), (2, ?, ?)').run('init', at, 'legal_cases', at);
    file
      .prepare(
        "INSERT INTO skill_categories (id, code, description_fr, description_en, description_nl) VALUES (1, 'employment', 'Droit du travail', 'Employment law', 'Arbeidsrecht')",
      )
      .run();
    file
      .prepare(
        "INSERT INTO law_cases (id, category_id, code, content_fr, content_en, content_nl) VALUES (7, 1, 'employment.dismissal', 'J''ai été licencié', 'I was dismissed', 'Ik ben ontslagen')",
      )
      .run();
    file
      .prepare(
        "INSERT INTO clients (id, uuid, name, created_at, updated_at) VALUES (1, 'firm-uuid', 'Cabinet Ancien', ?, ?)",
      )
      .run(at, at);
    const hash = await hashPassword(PASSWORD);
    file
      .prepare(
        "INSERT INTO users (id, client_id, email, password_hash, name, firstname, lastname, created_at, updated_at) VALUES (1, 1, 'helene@ancien.test', ?, 'Hélène Dupré', 'Hélène', 'Dupré', ?, ?), (2, 1, 'marc@ancien.test', ?, 'Marc Noël', 'Marc', 'Noël', ?, ?)",
      )
      .run(hash, at, at, hash, at, at);
    file.prepare('UPDATE clients SET admin_id = 1').run();
    file
      .prepare(
        `INSERT INTO legal_cases (token, client_id, user_id, law_case_id, status, litigant_firstname, litigant_lastname,
        litigant_email, litigant_phone, questions_and_answers, created_at, updated_at)
        VALUES ('old-case-token-0123456789', 1, 2, 7, 'opened', 'Lucas', 'Martin', 'l@example.be', '+32 470 00 00 00', '[]', ?, ?)`,
      )
      .run(at, at);
    file.close();

    const app = await buildApp({ dataDir: dir, seed: 'none', publicUrl: 'http://lexdesk.test' });
    try {
      await app.ready();
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.json().data).toEqual({ db: 'ok', engine: 'sqlite', migration: LATEST_MIGRATION });
      const marc = await loggedIn(app, 'marc@ancien.test');
      const list = (await marc.get('/api/legal-cases?closed=1')).json();
      expect(
        list.data.map((c: { token: string; status: string; law_case_content: string }) => [
          c.token,
          c.status,
          c.law_case_content,
        ]),
      ).toEqual([['old-case-token-0123456789', 'opened', "J'ai été licencié"]]);
      // Old cases are found by their litigant's name (version 7 filled its folded column).
      const searched = (await marc.get('/api/legal-cases?closed=1&q=LUCAS%20mar')).json();
      expect(searched.data.map((c: { token: string }) => c.token)).toEqual(['old-case-token-0123456789']);
      // Old names are searchable without accents (version 3 filled their folded column).
      const helene = await loggedIn(app, 'helene@ancien.test');
      const found = (await helene.post('/api/lawyers/search', { terms: 'noel' })).json();
      expect(found.data.map((l: { name: string }) => l.name)).toEqual(['Marc Noël']);
      // The catalogue is brought up to the shipped one, the old law case keeping its id.
      const lawCase = (await helene.post('/api/law-cases/search', { terms: 'LICENCIE' })).json();
      expect(lawCase.data.map((l: { id: number }) => l.id)).toContain(7);
    } finally {
      await app.close();
    }
  });
});

describe('demo seed', () => {
  it('runs on an empty database only', async () => {
    const first = await createTestApp();
    expect((await outbox(first)).filter((m) => m.to === DEMO.invited)).toHaveLength(1);
    await first.app.close();
    // A second start on the same data directory and database must not seed (nor mail the invitation) again.
    const again = await buildApp({
      dataDir: first.dataDir,
      databaseUrl: first.databaseUrl,
      seed: 'demo',
      documents: { inProcessWorker: false },
    });
    await again.ready();
    expect(await again.repos.users.count()).toBe(7);
    expect(await again.mail.drain()).toBe(0);
    expect(readOutbox(first.dataDir).filter((m) => m.to === DEMO.invited)).toHaveLength(1);
    await again.close();
    await first.close().catch(() => undefined);
    // Two seeded starts on PostgreSQL, beside other suites, on a shared machine.
  }, 30_000);

  it('seed none leaves the database empty', async () => {
    const ctx = await createTestApp({ seed: 'none' });
    expect(await ctx.app.repos.users.count()).toBe(0);
    await ctx.close();
  });

  it('every demo account logs in with lexdesk-demo', async () => {
    const ctx = await createTestApp();
    for (const email of [DEMO.superAdmin, DEMO.firmAdmin, DEMO.lawyer, DEMO.freshLawyer, DEMO.otherFirmAdmin]) {
      await loggedIn(ctx.app, email);
    }
    await ctx.close();
  });
});

describe('outbox', () => {
  it('readOutbox lists messages oldest first', async () => {
    const at = new Date('2030-01-01T10:00:00.000Z');
    await writeOutboxMessage(dir, { to: 'a@x.test', subject: '1', text: 't', html: 'h' }, at);
    await writeOutboxMessage(dir, { to: 'b@x.test', subject: '2', text: 't', html: 'h' }, at);
    await writeOutboxMessage(
      dir,
      { to: 'c@x.test', subject: '0', text: 't', html: 'h' },
      new Date('2029-12-31T10:00:00.000Z'),
    );
    const messages = readOutbox(dir);
    expect(messages.map((m) => m.subject)).toEqual(['0', '1', '2']);
    expect(messages[0]).toMatchObject({ to: 'c@x.test', created_at: '2029-12-31T10:00:00.000Z' });
    expect(readOutbox(path.join(dir, 'nothing-here'))).toEqual([]);
  });
});
