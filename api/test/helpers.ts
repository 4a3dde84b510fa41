import type { QuestionType } from '@lexdesk/shared/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';
import pg from 'pg';
import { buildApp, type AppOptions } from '../src/app';
import { type Database, type Engine, migrate, openDatabase, type Schema } from '../src/db';
import { MIGRATIONS } from '../src/db/migrations';
import { readOutbox } from '../src/mail/outbox';
import { foldForSearch } from '../src/lib/text';
import { foldLitigantName } from '../src/lib/litigantName';

export type TestDb = Kysely<Schema>;

/**
 * The whole suite runs once per engine: on SQLite by default, on PostgreSQL when LEXDESK_TEST_DATABASE_URL
 * names a server (`npm run test:pg` starts a throwaway cluster). Each test app then gets a database of its own.
 */
export const TEST_DATABASE_URL = process.env.LEXDESK_TEST_DATABASE_URL || undefined;
export const ENGINE: Engine = TEST_DATABASE_URL ? 'postgres' : 'sqlite';

/** The schema version a migrated database reports. */
export const LATEST_MIGRATION = MIGRATIONS[MIGRATIONS.length - 1]?.version ?? 0;

/** `it` on PostgreSQL runs only (engine-specific checks). */
export const itOnPostgres = ENGINE === 'postgres' ? it : it.skip;
export const itOnSqlite = ENGINE === 'sqlite' ? it : it.skip;

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export interface TestDatabase {
  /** For AppOptions.databaseUrl: undefined on SQLite (the data directory holds the file). */
  url: string | undefined;
  drop(): Promise<void>;
}

/** A new empty database for one app on the engine under test (nothing to do on SQLite). */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (!TEST_DATABASE_URL) return { url: undefined, drop: async () => undefined };
  const name = `lexdesk_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/**
 * A database in `dataDir` (or PostgreSQL's test server) migrated to the version before `version`, for `body` to fill
 * as that version found it; closed and dropped after.
 */
export async function withDatabaseBefore(
  dataDir: string,
  version: number,
  body: (database: Database) => Promise<void>,
): Promise<void> {
  const testDatabase = await createTestDatabase();
  const database = openDatabase({ dataDir, databaseUrl: testDatabase.url });
  try {
    await migrate(
      database,
      new Date(),
      MIGRATIONS.filter((migration) => migration.version < version),
    );
    await body(database);
  } finally {
    await database.close();
    await testDatabase.drop();
  }
}

export const PASSWORD = 'lexdesk-demo';
export const DEMO = {
  superAdmin: 'admin@lexdesk.test',
  firmAdmin: 'direction@cabinet-demo.test',
  lawyer: 'avocat@cabinet-demo.test',
  freshLawyer: 'avocate@cabinet-demo.test',
  otherFirmAdmin: 'avocat@autre-cabinet.test',
  invited: 'nouvel.avocat@cabinet-demo.test',
} as const;

/** A clock tests can move forward to cross expiry limits. */
export class TestClock {
  private current = Date.now();
  now = (): Date => new Date(this.current);
  advance(ms: number): void {
    this.current += ms;
  }
}

export interface TestContext {
  app: FastifyInstance;
  dataDir: string;
  clock: TestClock;
  /** A second connection to the app's database, for fixtures and row counts. */
  db: TestDb;
  /** The app's database URL on PostgreSQL (undefined on SQLite): another app may share it. */
  databaseUrl: string | undefined;
  close(): Promise<void>;
}

/** A fresh app on its own data directory and database; seeded with the demo data unless told otherwise. */
export async function createTestApp(options: Partial<AppOptions> = {}): Promise<TestContext> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'lexdesk-api-'));
  const database = await createTestDatabase();
  const clock = new TestClock();
  const app = await buildApp({
    dataDir,
    databaseUrl: database.url,
    seed: 'demo',
    publicUrl: 'http://lexdesk.test',
    now: clock.now,
    ...options,
    // The per-account budgets are budgets.test.ts's subject: other files upload and search as much as they need.
    budgets: options.budgets ?? { pendingUploadsPerAccount: 10_000, searchesPerAccount: 10_000 },
    // Jobs run when a test says so (ctx.app.worker.drain()), not on a timer racing its assertions.
    documents: { inProcessWorker: false, ...options.documents },
  });
  await app.ready();
  const fixtures = openDatabase({ dataDir, databaseUrl: database.url, poolSize: 2 });
  return {
    app,
    dataDir,
    clock,
    db: fixtures.db,
    databaseUrl: database.url,
    async close() {
      await app.close();
      await fixtures.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RequestOptions {
  payload?: unknown;
  headers?: Record<string, string>;
  query?: Record<string, string>;
  /** false: send no X-XSRF-TOKEN; a string: send that instead of the cookie's value. */
  xsrf?: boolean | string;
  /** The client's address as the socket sees it (light-my-request's default is 127.0.0.1). */
  remoteAddress?: string;
}

/** A browser stand-in: keeps cookies between calls and echoes XSRF-TOKEN like the shared client does. */
export class Agent {
  readonly cookies = new Map<string, string>();

  constructor(private readonly app: FastifyInstance) {}

  get xsrfToken(): string | undefined {
    const raw = this.cookies.get('XSRF-TOKEN');
    return raw === undefined ? undefined : decodeURIComponent(raw);
  }

  get sessionId(): string | undefined {
    return this.cookies.get('lexdesk_session');
  }

  async request(method: Method, url: string, options: RequestOptions = {}): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    if (method !== 'GET' && options.xsrf !== false) {
      const token = typeof options.xsrf === 'string' ? options.xsrf : this.xsrfToken;
      if (token !== undefined) headers['x-xsrf-token'] = token;
    }
    const response = await this.app.inject({
      method,
      url,
      headers,
      query: options.query,
      ...(options.remoteAddress === undefined ? {} : { remoteAddress: options.remoteAddress }),
      ...(options.payload === undefined
        ? {}
        : typeof options.payload === 'string'
          ? { payload: options.payload }
          : { payload: options.payload as object }),
    });
    for (const cookie of response.cookies) {
      const expired = cookie.maxAge === 0 || (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
      if (expired || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get(url: string, options?: RequestOptions) {
    return this.request('GET', url, options);
  }

  post(url: string, payload?: unknown, options: RequestOptions = {}) {
    return this.request('POST', url, { ...options, payload });
  }

  /** GET /api/sanctum/csrf-cookie, as the client does before every authentication form. */
  async csrf(options?: RequestOptions): Promise<string> {
    const response = await this.get('/api/sanctum/csrf-cookie', options);
    if (response.statusCode !== 204 || !this.xsrfToken) throw new Error(`csrf-cookie answered ${response.statusCode}`);
    return this.xsrfToken;
  }

  async login(email: string, password = PASSWORD): Promise<LightMyRequestResponse> {
    await this.csrf();
    return this.post('/api/auth/login', { email, password });
  }
}

/** Agent logged in as `email`; fails the test if the login does not succeed. */
export async function loggedIn(app: FastifyInstance, email: string, password = PASSWORD): Promise<Agent> {
  const agent = new Agent(app);
  const response = await agent.login(email, password);
  if (response.statusCode !== 200)
    throw new Error(`login of ${email} answered ${response.statusCode}: ${response.body}`);
  return agent;
}

/** For files that sign in often: the rate limits are another file's subject. */
export const LIFTED_RATE_LIMITS = {
  perEmail: 10_000,
  perIp: 10_000,
  perAccount: 10_000,
  csrfPerIp: 10_000,
  intakePerIp: 10_000,
};

/** The callers a permission matrix tries on each route. */
export type Actor = 'anonymous' | 'lawyer' | 'superAdmin' | 'otherFirm' | 'firmAdmin';
export const ACTORS: readonly Actor[] = ['anonymous', 'lawyer', 'superAdmin', 'otherFirm', 'firmAdmin'];
export const ACTOR_EMAIL: Record<Exclude<Actor, 'anonymous'>, string> = {
  lawyer: DEMO.lawyer,
  superAdmin: DEMO.superAdmin,
  otherFirm: DEMO.otherFirmAdmin,
  firmAdmin: DEMO.firmAdmin,
};

/** An agent for `actor` on the demo data: signed in, or anonymous with an XSRF token. */
export async function agentFor(app: FastifyInstance, actor: Actor): Promise<Agent> {
  if (actor !== 'anonymous') return loggedIn(app, ACTOR_EMAIL[actor]);
  const anonymous = new Agent(app);
  await anonymous.csrf();
  return anonymous;
}

/** Mails written so far, once queued deliveries are done. */
export async function outbox(ctx: TestContext) {
  await ctx.app.mail.drain();
  return readOutbox(ctx.dataDir);
}

/** The query parameters of the first link in a mail's text. */
export function linkParams(text: string): URLSearchParams {
  const match = /https?:\/\/\S+/.exec(text);
  if (!match) throw new Error(`no link in: ${text}`);
  return new URL(match[0]).searchParams;
}

// ---- Multipart bodies, files and direct database access (intake and documents tests) ----

export interface FilePart {
  content: Buffer;
  filename: string;
  type?: string;
}

/**
 * A multipart/form-data body as a browser would send it, serialised by Node's own FormData and
 * Response: fields in the order given, a field name may repeat.
 */
export async function multipartBody(
  parts: readonly (readonly [string, string | FilePart])[],
): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [name, value] of parts) {
    if (typeof value === 'string') form.append(name, value);
    else
      form.append(name, new Blob([value.content], { type: value.type ?? 'application/octet-stream' }), value.filename);
  }
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    contentType: response.headers.get('content-type') ?? '',
  };
}

/**
 * A zip archive, entries stored as they are or (`deflate`) compressed; `declaredSize` lets an entry
 * claim another unpacked size than its real one (what a zip bomb does to slip past a directory check).
 */
export function zipArchive(
  entries: readonly { name: string; content: Buffer; deflate?: boolean; declaredSize?: number }[],
): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const crc = crc32(entry.content);
    const data = entry.deflate ? deflateRawSync(entry.content) : entry.content;
    const method = entry.deflate ? 8 : 0;
    const size = entry.declaredSize ?? entry.content.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A .docx-shaped file: a zip holding word/document.xml. */
export function docxFile(text = 'Contrat de travail'): Buffer {
  return zipArchive([
    { name: '[Content_Types].xml', content: Buffer.from('<?xml version="1.0"?><Types/>') },
    {
      name: 'word/document.xml',
      content: Buffer.from(
        `<?xml version="1.0"?><w:document><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
      ),
    },
  ]);
}

const WORD_NAMESPACE = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';

/**
 * A Word document as Word writes its smallest: content types, the package relation and one paragraph per line;
 * with `savedPages`, the extended properties where Word writes how many pages it laid out.
 */
export function wordDocument(lines: readonly string[], deflate = true, savedPages?: number): Buffer {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const paragraphs = lines.map((line) => `<w:p><w:r><w:t>${escape(line)}</w:t></w:r></w:p>`).join('');
  return zipArchive([
    {
      name: '[Content_Types].xml',
      content: Buffer.from(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
          '<Default Extension="xml" ContentType="application/xml"/>' +
          '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
      deflate,
    },
    {
      name: '_rels/.rels',
      content: Buffer.from(
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
          '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      ),
      deflate,
    },
    {
      name: 'word/document.xml',
      content: Buffer.from(
        `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="${WORD_NAMESPACE}"><w:body>${paragraphs}</w:body></w:document>`,
      ),
      deflate,
    },
    ...(savedPages === undefined
      ? []
      : [
          {
            name: 'docProps/app.xml',
            content: Buffer.from(
              '<?xml version="1.0" encoding="UTF-8"?><Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties">' +
                `<Application>Microsoft Office Word</Application><Pages>${savedPages}</Pages></Properties>`,
            ),
            deflate,
          },
        ]),
  ]);
}

/** The test app's database (a second connection), for fixtures and row counts. */
export function openTestDb(ctx: TestContext): TestDb {
  return ctx.db;
}

/** Files stored under `<dataDir>/files`. */
export function storedFiles(ctx: TestContext): string[] {
  const dir = path.join(ctx.dataDir, 'files');
  return existsSync(dir) ? readdirSync(dir).sort() : [];
}

export async function userIdOf(db: TestDb, email: string): Promise<number> {
  const row = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

export async function firmIdOf(db: TestDb, email: string): Promise<number> {
  const row = await db.selectFrom('users').select('client_id').where('email', '=', email).executeTakeFirst();
  if (row?.client_id == null) throw new Error(`${email} has no firm`);
  return row.client_id;
}

/** A firm member who logs in with PASSWORD (the demo accounts' hash is reused: no argon2 run). */
export async function insertLawyer(db: TestDb, clientId: number, email: string, name: string): Promise<number> {
  const { password_hash } = await db
    .selectFrom('users')
    .select('password_hash')
    .where('email', '=', DEMO.lawyer)
    .executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  const [firstname = '', ...rest] = name.split(' ');
  const row = await db
    .insertInto('users')
    .values({
      client_id: clientId,
      email,
      password_hash,
      name,
      name_folded: foldForSearch(name),
      firstname,
      lastname: rest.join(' '),
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertFirm(db: TestDb, name: string): Promise<{ id: number; uuid: string }> {
  const now = new Date().toISOString();
  const uuid = randomUUID();
  const row = await db
    .insertInto('clients')
    .values({ uuid, name, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, uuid };
}

export interface CaseFixture {
  clientId: number;
  userId: number | null;
  status?: 'new' | 'opened' | 'closed' | 'refused';
  createdAt?: string;
  /** Defaults to employment.dismissal; null for a case without a law case. */
  lawCaseCode?: string | null;
  lang?: 'fr' | 'en' | 'nl';
  firstname?: string;
  lastname?: string;
  /** Defaults to lucas.martin@example.be. */
  email?: string;
  questionsAndAnswers?: unknown[];
}

export async function lawCaseIdOf(db: TestDb, code: string): Promise<number> {
  const row = await db.selectFrom('law_cases').select('id').where('code', '=', code).executeTakeFirst();
  if (!row) throw new Error(`no law case ${code}`);
  return row.id;
}

/** A legal case written straight into the database; answers its id and token. */
export async function insertCase(db: TestDb, fixture: CaseFixture): Promise<{ id: number; token: string }> {
  const token = randomBytes(24).toString('base64url');
  const createdAt = fixture.createdAt ?? new Date().toISOString();
  const code = fixture.lawCaseCode === undefined ? 'employment.dismissal' : fixture.lawCaseCode;
  const firstname = fixture.firstname ?? 'Lucas';
  const lastname = fixture.lastname ?? 'Martin';
  const row = await db
    .insertInto('legal_cases')
    .values({
      token,
      client_id: fixture.clientId,
      user_id: fixture.userId,
      law_case_id: code === null ? null : await lawCaseIdOf(db, code),
      status: fixture.status ?? 'new',
      lang: fixture.lang ?? 'fr',
      litigant_firstname: firstname,
      litigant_lastname: lastname,
      litigant_name_folded: foldLitigantName(firstname, lastname),
      litigant_email: fixture.email ?? 'lucas.martin@example.be',
      litigant_phone: '+32 470 11 22 33',
      questions_and_answers: JSON.stringify(fixture.questionsAndAnswers ?? []),
      created_at: createdAt,
      updated_at: createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, token };
}

export function caseRow(db: TestDb, token: string) {
  return db.selectFrom('legal_cases').selectAll().where('token', '=', token).executeTakeFirst();
}

/** A law case written straight into the reference catalogue (its folded texts too, as the loader writes them). */
export async function insertLawCase(
  db: TestDb,
  lawCase: { categoryId: number; code: string; content: { fr: string; en: string; nl: string }; penal?: boolean },
): Promise<number> {
  const { fr, en, nl } = lawCase.content;
  const row = await db
    .insertInto('law_cases')
    .values({
      category_id: lawCase.categoryId,
      code: lawCase.code,
      content_fr: fr,
      content_en: en,
      content_nl: nl,
      content_fr_folded: foldForSearch(fr),
      content_en_folded: foldForSearch(en),
      content_nl_folded: foldForSearch(nl),
      penal: lawCase.penal ? 1 : 0,
      position: 99,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface QuestionFixture {
  lawCaseId: number;
  position: number;
  type: QuestionType;
  required: boolean;
  /** JSON: { fr, en, nl } */
  title: string;
  /** JSON: [{ value, label }] */
  answers?: string;
}

export async function insertQuestion(db: TestDb, question: QuestionFixture): Promise<number> {
  const row = await db
    .insertInto('questions')
    .values({
      law_case_id: question.lawCaseId,
      position: question.position,
      question_type: question.type,
      required: question.required ? 1 : 0,
      title: question.title,
      answers: question.answers ?? '[]',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Rows of `table`, counted. */
export async function countRows(db: TestDb, table: keyof Schema): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
