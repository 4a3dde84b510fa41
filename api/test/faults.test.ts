import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import sharp from 'sharp';
import { type Database, openDatabase } from '../src/db';
import { FAILURE_REASONS } from '../src/documents/extract';
import { t, type MessageKey } from '../src/i18n';
import { pdfDocument, textPdf } from '../src/lib/pdf';
import { readOutbox } from '../src/mail/outbox';
import { createTestDatabase, DEMO, ENGINE, PASSWORD, type TestDatabase } from './helpers';
import { deepNestingPdf, hugeImagePdf } from './hostilePdf';

// The real server, killed with SIGKILL in the middle of an upload's body and of processing jobs, then started
// again on the same data: every document listed is whole and ends processed or failed with a reason, every job
// ends and ran once more only if it was cut, no queued mail is lost, and SQLite's file stays sound. The server
// runs from its sources (tsx) with a 1.5 s job lease, so that a killed job is taken again at once.

const ROOT = path.resolve(__dirname, '..', '..');
const LEASE_MS = 1500;
const SUPER_ADMIN = DEMO.superAdmin;
const RESET_RECIPIENTS = [DEMO.lawyer, DEMO.firmAdmin, DEMO.freshLawyer];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('port'))));
    });
  });
}

async function until<T>(check: () => Promise<T | undefined | false>, what: string, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(100);
  }
}

interface Server {
  child: ChildProcess;
  exited: Promise<unknown>;
  /** What it wrote on stderr (warnings and errors), for a failure's message. */
  stderr: string[];
}

/** A signed-in browser on the real server: its cookies and XSRF token. */
class Browser {
  private readonly cookies = new Map<string, string>();
  constructor(private readonly origin: string) {}

  private keep(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }

  headers(): Record<string, string> {
    return {
      cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      'x-xsrf-token': decodeURIComponent(this.cookies.get('XSRF-TOKEN') ?? ''),
    };
  }

  async send(method: string, url: string, body?: unknown): Promise<{ status: number; json: { data?: unknown } }> {
    const response = await fetch(`${this.origin}${url}`, {
      method,
      headers: { ...this.headers(), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    this.keep(response);
    return { status: response.status, json: (await response.json()) as { data?: unknown } };
  }

  /** An anonymous session and its XSRF token, as the login page opens. */
  async csrf(): Promise<void> {
    this.keep(await fetch(`${this.origin}/api/sanctum/csrf-cookie`));
  }

  async signIn(email: string): Promise<void> {
    await this.csrf();
    const { status } = await this.send('POST', '/api/auth/login', { email, password: PASSWORD });
    if (status !== 200) throw new Error(`login ${email}: ${status}`);
  }

  /** Uploads one file to the library; answers the document's token. */
  async upload(name: string, content: Buffer, type: string): Promise<string> {
    const form = new FormData();
    form.append('file', new Blob([content], { type }), name);
    const response = await fetch(`${this.origin}/api/documents/upload-file`, {
      method: 'POST',
      headers: this.headers(),
      body: form,
    });
    const text = await response.text();
    if (response.status !== 201) throw new Error(`upload ${name}: ${response.status} ${text}`);
    return (JSON.parse(text) as { data: { token: string } }).data.token;
  }
}

/** A word drawn on a white image, large and clear: OCR reads it. */
function wordImage(word: string): sharp.Sharp {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="120"><rect width="100%" height="100%" fill="white"/>' +
    `<text x="20" y="80" font-family="DejaVu Sans" font-size="56" fill="black">${word}</text></svg>`;
  return sharp(Buffer.from(svg));
}

async function scannedPdf(words: readonly string[]): Promise<Buffer> {
  const pages = await Promise.all(
    words.map(async (word) => ({
      jpeg: await wordImage(word).greyscale().jpeg({ quality: 90 }).toBuffer(),
      width: 640,
      height: 120,
    })),
  );
  return pdfDocument(pages);
}

interface JobSnapshot {
  id: number;
  kind: string;
  state: string;
  attempts: number;
  payload: string | null;
}

describe('faults: the server killed during uploads and jobs', () => {
  let dataDir: string;
  let testDatabase: TestDatabase;
  let database: Database;
  let port: number;
  const servers: Server[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'lexdesk-faults-'));
    testDatabase = await createTestDatabase();
    port = await freePort();
  }, 60_000);

  afterAll(async () => {
    for (const server of servers) {
      if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
      await server.exited;
    }
    await database?.close();
    await testDatabase.drop();
    await rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  const origin = () => `http://127.0.0.1:${port}`;

  async function start(): Promise<Server> {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join('api', 'src', 'server.ts')], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        ...process.env,
        PORT: String(port),
        LEXDESK_DATA_DIR: dataDir,
        DATABASE_URL: testDatabase.url ?? '',
        LEXDESK_PUBLIC_URL: origin(),
        LEXDESK_LOGIN_RATE_LIMIT: '100000',
        LEXDESK_JOB_LEASE_MS: String(LEASE_MS),
        LOG_LEVEL: 'warn',
      },
    });
    const server: Server = { child, exited: new Promise((resolve) => child.once('exit', resolve)), stderr: [] };
    child.stderr?.on('data', (chunk: Buffer) => server.stderr.push(chunk.toString()));
    servers.push(server);
    await until(
      async () => {
        if (child.exitCode !== null) throw new Error(`the server stopped: ${server.stderr.join('')}`);
        return fetch(`${origin()}/api/health`).then(
          (response) => response.ok,
          () => false,
        );
      },
      'the server to answer',
      90_000,
    );
    return server;
  }

  async function jobs(): Promise<JobSnapshot[]> {
    return database.db
      .selectFrom('jobs')
      .select(['id', 'kind', 'state', 'attempts', 'payload'])
      .orderBy('id')
      .execute() as Promise<JobSnapshot[]>;
  }

  const extractJobOf = async (token: string) => {
    const document = await database.db
      .selectFrom('documents')
      .select('id')
      .where('token', '=', token)
      .executeTakeFirst();
    if (!document) return undefined;
    return (await jobs()).find((job) => job.payload === JSON.stringify({ documentId: document.id }));
  };

  const idle = async () => (await jobs()).every((job) => job.state === 'done' || job.state === 'failed');

  function integrityOfSqlite(): string {
    const file = new Sqlite(path.join(dataDir, 'lexdesk.sqlite'));
    try {
      return (file.pragma('integrity_check', { simple: true }) as string) ?? '';
    } finally {
      file.close();
    }
  }

  /** SIGKILL, then the jobs as the dead process left them (and SQLite's check of its file). */
  async function kill(server: Server): Promise<JobSnapshot[]> {
    server.child.kill('SIGKILL');
    await server.exited;
    if (ENGINE === 'sqlite') expect(integrityOfSqlite()).toBe('ok');
    return jobs();
  }

  /** Starts a multipart upload, sends half of its body and leaves it hanging (the server is killed under it). */
  function halfUpload(browser: Browser, name: string, content: Buffer): Promise<string> {
    return new Promise((resolve) => {
      const boundary = '----lexdesk-faults';
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
            'Content-Type: application/pdf\r\n\r\n',
        ),
        content,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const request = httpRequest(`${origin()}/api/documents/upload-file`, {
        method: 'POST',
        headers: {
          ...browser.headers(),
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(body.length),
        },
      });
      request.on('response', (response) => resolve(`answered ${response.statusCode}`));
      request.on('error', (error) => resolve(`cut: ${error.message}`));
      request.write(body.subarray(0, Math.floor(body.length / 2)));
    });
  }

  it('keeps every document whole, every job and every mail, and the database sound', async () => {
    const sent = new Map<string, { name: string; sha256: string; size: number }>();
    const upload = async (browser: Browser, name: string, content: Buffer, type = 'application/pdf') => {
      const token = await browser.upload(name, content, type);
      sent.set(token, { name, sha256: sha256(content), size: content.length });
      return token;
    };
    const snapshots: JobSnapshot[][] = [];

    // 1. Killed while a body arrives, a scanned PDF is read by OCR and reset mails are queued.
    let server = await start();
    database = openDatabase({ dataDir, databaseUrl: testDatabase.url, poolSize: 1 });
    await until(idle, 'the demo library to be processed');
    let browser = new Browser(origin());
    await browser.signIn(SUPER_ADMIN);
    const textToken = await upload(browser, 'bail.pdf', textPdf(['Le bail commercial est conclu pour neuf ans.']).pdf);
    const imageToken = await upload(
      browser,
      'scan.png',
      await wordImage('Ornithoscan').greyscale().png().toBuffer(),
      'image/png',
    );
    const scannedToken = await upload(
      browser,
      'jugement-scanne.pdf',
      await scannedPdf(['Pangolinscan', 'Hippocampe', 'Salamandre', 'Ornithorynque', 'Axolotl', 'Chinchilla']),
    );
    const cut = halfUpload(
      browser,
      'interrompu.pdf',
      Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4 << 20, 7)]),
    );
    const anonymous = new Browser(origin());
    await anonymous.csrf();
    for (const email of RESET_RECIPIENTS) {
      expect((await anonymous.send('POST', '/api/auth/forgot-password', { email })).status).toBe(200);
    }
    // Killed the moment the scan is seen being read: an idle machine reads a page in well under a second.
    await until(async () => (await extractJobOf(scannedToken))?.state === 'running', 'the scanned PDF to be read');
    snapshots.push(await kill(server));
    expect(await cut).toMatch(/^cut: /);
    expect(snapshots[0]?.some((job) => job.kind === 'extract-document' && job.state === 'running')).toBe(true);

    // 2. Started again: PDFs built to exhaust memory fail with a reason, then killed while another scan is read.
    server = await start();
    browser = new Browser(origin());
    await browser.signIn(SUPER_ADMIN);
    const hugeToken = await upload(browser, 'image-geante.pdf', hugeImagePdf());
    const deepToken = await upload(browser, 'imbrication.pdf', deepNestingPdf());
    const stateOf = async (token: string) =>
      (await database.db.selectFrom('documents').select('state').where('token', '=', token).executeTakeFirst())?.state;
    await until(
      async () => (await stateOf(hugeToken)) === 'failure' && (await stateOf(deepToken)) === 'failure',
      'the hostile PDFs to fail',
    );
    // Their memory: the most this process ever held (demo library, OCR, the hostile PDFs), far from gigabytes
    // (Linux's peak resident size; 3.6 GB more for the huge image before its bound).
    const status = `/proc/${server.child.pid}/status`;
    if (existsSync(status)) {
      const peakRssMb = Number(/VmHWM:\s+(\d+)/.exec(readFileSync(status, 'utf8'))?.[1]) / 1024;
      expect(peakRssMb).toBeLessThan(1024);
    }
    const secondScan = await upload(browser, 'second-scan.pdf', await scannedPdf(['Tortue', 'Baleine']));
    // It waits behind the first scan's run again (six pages of OCR): minutes on a loaded machine. Read quickly,
    // it may already be done when looked at; the kill then cuts nothing, which the checks below allow for.
    await until(
      async () => ['running', 'done'].includes((await extractJobOf(secondScan))?.state ?? ''),
      'the second scan to be read',
      180_000,
    );
    snapshots.push(await kill(server));

    // 3. Started again: the worker goes on with the next document, and every job ends.
    server = await start();
    browser = new Browser(origin());
    await browser.signIn(SUPER_ADMIN);
    const lastToken = await upload(browser, 'dernier.pdf', textPdf(['Le dernier document après deux arrêts.']).pdf);
    await until(idle, 'every job to end');
    server.child.kill('SIGTERM');
    await server.exited;
    if (ENGINE === 'sqlite') expect(integrityOfSqlite()).toBe('ok');

    // Every document listed is whole (its file is what was sent) and ended with its text or a reason.
    const documents = await database.db
      .selectFrom('documents')
      .select(['token', 'name', 'state', 'failure_reason', 'sha256', 'size'])
      .execute();
    const stored = readdirSync(path.join(dataDir, 'files'));
    expect(stored.filter((name) => !documents.some((document) => document.token === name))).toEqual([]);
    for (const document of documents) {
      const file = path.join(dataDir, 'files', document.token);
      expect(existsSync(file)).toBe(true);
      const bytes = readFileSync(file);
      expect({ token: document.token, sha256: sha256(bytes), size: bytes.length }).toEqual({
        token: document.token,
        sha256: document.sha256,
        size: document.size,
      });
      if (document.state === 'failure') expect(FAILURE_REASONS).toContain(document.failure_reason);
      // `processed` once its metadata was validated (the demo library), `success` when its text was read.
      else expect(['success', 'processed']).toContain(document.state);
    }
    for (const [token, upload] of sent) {
      expect(documents.find((document) => document.token === token)?.sha256).toBe(upload.sha256);
    }
    // The body cut in the middle left no document.
    expect(documents.filter((document) => document.name.startsWith('interrompu'))).toEqual([]);
    const outcome = (token: string) => {
      const document = documents.find((row) => row.token === token);
      return [document?.state, document?.failure_reason];
    };
    for (const token of [textToken, imageToken, scannedToken, secondScan, lastToken])
      expect(outcome(token)).toEqual(['success', null]);
    expect(outcome(hugeToken)).toEqual(['failure', 'document_no_text']);
    expect(outcome(deepToken)).toEqual(['failure', 'document_unreadable']);

    // Their reasons reach the user translated.
    const admin = new Browser(origin());
    server = await start();
    await admin.signIn(SUPER_ADMIN);
    for (const locale of ['fr', 'en', 'nl'] as const) {
      const { json } = await admin.send('GET', `/api/documents?status=failure&limit=100&lang=${locale}`);
      const failed = json.data as { token: string; failure_message: string | null }[];
      expect(failed.find((document) => document.token === hugeToken)?.failure_message).toBe(
        t(locale, 'document_no_text' satisfies MessageKey),
      );
      expect(failed.find((document) => document.token === deepToken)?.failure_message).toBe(
        t(locale, 'document_unreadable' satisfies MessageKey),
      );
    }
    server.child.kill('SIGTERM');
    await server.exited;

    // No job lost (each ended) and none run again unless a kill cut it: a claim counts one attempt.
    const final = await jobs();
    for (const job of final) {
      const cutRuns = snapshots.filter((snapshot) =>
        snapshot.some((before) => before.id === job.id && before.state === 'running'),
      ).length;
      expect({ id: job.id, kind: job.kind, state: job.state, attempts: job.attempts }).toEqual({
        id: job.id,
        kind: job.kind,
        state: job.state === 'failed' ? 'failed' : 'done',
        attempts: 1 + cutRuns,
      });
    }
    expect(final.filter((job) => job.state !== 'done' && job.state !== 'failed')).toEqual([]);

    // No queued mail lost: one reset mail for each (two only if the kill cut its sending).
    const outbox = readOutbox(dataDir);
    for (const email of RESET_RECIPIENTS) {
      const mails = outbox.filter((mail) => mail.to === email);
      const resetJobCut = snapshots.some((snapshot) =>
        snapshot.some((job) => job.kind === 'send-mail' && job.state === 'running'),
      );
      expect(mails.length).toBeGreaterThanOrEqual(1);
      if (!resetJobCut) expect(mails.length).toBe(1);
    }
  }, 420_000);
});
