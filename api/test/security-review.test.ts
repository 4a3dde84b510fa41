// Findings of the security review of the legal cases and intake API, each pinned by a test.
import type Database from 'better-sqlite3';
import type { IntakeForm, LegalCase } from '@lexdesk/shared/domain';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, rm, utimes } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { minimalPdf } from '../src/lib/pdf';
import { removeStaleUploadDirs, sanitiseFileName, STALE_UPLOAD_MS } from '../src/lib/storage';
import {
  Agent,
  createTestApp,
  DEMO,
  type FilePart,
  firmIdOf,
  loggedIn,
  multipartBody,
  openTestDb,
  outbox,
  type TestContext,
  userIdOf,
} from './helpers';

type Part = readonly [string, string | FilePart];

let ctx: TestContext;
let db: Database.Database;
let demoUuid: string;
let lawCaseId: number;
let storyQuestion: number;
let piecesQuestion: number;
const logLines: string[] = [];

beforeAll(async () => {
  ctx = await createTestApp({
    rateLimits: { intakePerIp: 10_000 },
    logger: { level: 'info', stream: { write: (line: string) => logLines.push(line) } },
  });
  db = openTestDb(ctx);
  demoUuid = (db.prepare('SELECT uuid FROM clients WHERE id = ?').get(firmIdOf(db, DEMO.lawyer)) as { uuid: string })
    .uuid;
  const employment = (db.prepare("SELECT id FROM skill_categories WHERE code = 'employment'").get() as { id: number })
    .id;
  // Nothing required: a form cut short would otherwise be refused for a missing answer anyway.
  lawCaseId = Number(
    db
      .prepare(
        `INSERT INTO law_cases (category_id, code, content_fr, content_en, content_nl, position)
         VALUES (?, 'employment.test-review', 'Revue', 'Review', 'Review', 99)`,
      )
      .run(employment).lastInsertRowid,
  );
  const question = (position: number, type: string) =>
    Number(
      db
        .prepare(
          `INSERT INTO questions (law_case_id, position, question_type, required, title)
           VALUES (?, ?, ?, 0, '{"fr":"Q","en":"Q","nl":"Q"}')`,
        )
        .run(lawCaseId, position, type).lastInsertRowid,
    );
  storyQuestion = question(0, 'other');
  piecesQuestion = question(1, 'files');
});
afterAll(async () => {
  db.close();
  await ctx.close();
});

function counts() {
  const count = (table: string) => (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
  const tmp = path.join(ctx.dataDir, 'tmp');
  return {
    cases: count('legal_cases'),
    documents: count('documents'),
    temporary: existsSync(tmp) ? readdirSync(tmp).length : 0,
  };
}

async function formToken(): Promise<string> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/intake/form?uuid=${demoUuid}&law_case=${lawCaseId}` });
  return (res.json().data as IntakeForm).form_token;
}

function contactParts(overrides: Record<string, string> = {}): Part[] {
  const fields = {
    uuid: demoUuid,
    law_case_id: String(lawCaseId),
    lang: 'fr',
    firstname: 'Chloé',
    lastname: 'Vermeulen',
    email: 'chloe.vermeulen@example.be',
    phone: '+32 470 12 34 56',
    ...overrides,
  };
  return Object.entries(fields);
}

async function submit(parts: readonly Part[], extraHeaders: Record<string, string> = {}) {
  const { payload, contentType } = await multipartBody(parts);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/intake',
    headers: { 'content-type': contentType, 'x-intake-token': await formToken(), ...extraHeaders },
    payload,
  });
}

/** Prints the route tree flat: every path with its methods. */
function routesOf(tree: string): { path: string; methods: string[] }[] {
  const stack: string[] = [];
  const routes: { path: string; methods: string[] }[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([^)]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(match[2] ?? '');
    if (match[3]) routes.push({ path: stack.join(''), methods: match[3].split(', ') });
  }
  return routes;
}

describe('the XSRF exemption', () => {
  it('covers POST /api/intake alone: every other state-changing route wants the XSRF header', async () => {
    const routes = routesOf(ctx.app.printRoutes({ commonPrefix: false }));
    const changing = routes.flatMap(({ path: route, methods }) =>
      methods.filter((method) => !['GET', 'HEAD', 'OPTIONS'].includes(method)).map((method) => ({ method, route })),
    );
    expect(changing.length).toBeGreaterThan(10);
    expect(changing).toContainEqual({ method: 'POST', route: '/api/intake' });

    // A signed-in lawyer without the header, and an anonymous caller: both refused before anything runs.
    const marc = await loggedIn(ctx.app, DEMO.lawyer);
    for (const { method, route } of changing.filter(({ route }) => route !== '/api/intake')) {
      const url = route.replace(/:[a-z_]+/g, 'x');
      const anonymous = await ctx.app.inject({ method: method as 'POST', url, payload: {} });
      const withSession = await marc.request(method as 'POST', url, { payload: {}, xsrf: false });
      expect([route, anonymous.statusCode, anonymous.json().code]).toEqual([route, 419, 'csrf_mismatch']);
      expect([route, withSession.statusCode, withSession.json().code]).toEqual([route, 419, 'csrf_mismatch']);
    }
  });
});

describe('POST /api/intake cut short', () => {
  /**
   * Sends the head of a multipart body over a real socket, then hangs up. Answers once the server
   * has had time to finish with the request.
   */
  async function sendAndHangUp(parts: readonly Part[], cutAt: (payload: Buffer) => number): Promise<void> {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' }).catch(() => {
      const bound = ctx.app.server.address();
      return typeof bound === 'object' && bound ? `http://127.0.0.1:${bound.port}` : '';
    });
    const port = Number(new URL(address).port);
    const { payload, contentType } = await multipartBody(parts);
    const token = await formToken();
    await new Promise<void>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(
          `POST /api/intake HTTP/1.1\r\nHost: lexdesk.test\r\nContent-Type: ${contentType}\r\n` +
            `Content-Length: ${payload.length}\r\nX-Intake-Token: ${token}\r\n\r\n`,
        );
        socket.write(payload.subarray(0, cutAt(payload)), () => setTimeout(() => socket.destroy(), 100));
      });
      socket.on('error', () => undefined);
      socket.on('close', () => resolve());
    });
    // The server sees the hang-up, then cleans up.
    for (let attempt = 0; attempt < 50 && counts().temporary > 0; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  const parts = (): Part[] => [
    ...contactParts(),
    [`answers[${storyQuestion}]`, 'Licenciée sans préavis.'],
    [`files[${piecesQuestion}]`, { filename: 'piece.pdf', content: minimalPdf(['Pièce']), type: 'application/pdf' }],
    [`files[${piecesQuestion}]`, { filename: 'autre.pdf', content: minimalPdf(['Autre']), type: 'application/pdf' }],
  ];

  it('creates no case when the litigant hangs up between two parts (the files after the cut would be lost)', async () => {
    const before = counts();
    // Everything up to, but not including, the first file part.
    // Up to the headers of the first file part: every text field has arrived, no file has.
    await sendAndHangUp(parts(), (payload) =>
      payload.lastIndexOf('Content-Disposition', payload.indexOf('name="files[')),
    );
    expect(counts()).toEqual({ ...before, temporary: 0 });
  });

  it('creates no case and leaves no temporary file when the litigant hangs up in the middle of a file', async () => {
    const before = counts();
    const big: Part = [
      `files[${piecesQuestion}]`,
      { filename: 'scan.pdf', content: Buffer.concat([minimalPdf(['Scan']), Buffer.alloc(3_000_000, 0x20)]) },
    ];
    await sendAndHangUp([...contactParts(), big], (payload) => payload.length - 1_000_000);
    expect(counts()).toEqual({ ...before, temporary: 0 });
  });

  it('still takes the same form sent whole', async () => {
    const before = counts();
    const res = await submit(parts());
    expect(res.statusCode).toBe(201);
    expect(counts()).toEqual({ ...before, cases: before.cases + 1, documents: before.documents + 2, temporary: 0 });
  });
});

describe('POST /api/intake refusals', () => {
  it('answers 400 bad_request (not 406) to a JSON part that does not parse, leaving nothing', async () => {
    const before = counts();
    const boundary = 'review-boundary';
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/intake',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-intake-token': await formToken() },
      payload:
        `--${boundary}\r\nContent-Disposition: form-data; name="firstname"\r\nContent-Type: application/json\r\n\r\n` +
        `{not json\r\n--${boundary}--\r\n`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 'error', code: 'bad_request', message: "La requête n'est pas valide." });
    expect(counts()).toEqual(before);
  });

  it('answers 413 to too many fields, leaving no temporary file', async () => {
    const before = counts();
    const extra = Array.from({ length: 301 }, (): Part => [`answers[${storyQuestion}]`, 'x']);
    const res = await submit([
      [`files[${piecesQuestion}]`, { filename: 'piece.pdf', content: minimalPdf(['Pièce']) }],
      ...contactParts(),
      ...extra,
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('payload_too_large');
    expect(counts()).toEqual(before);
  });

  it("refuses answers to another law case's questions", async () => {
    const other = db.prepare("SELECT id FROM law_cases WHERE code = 'employment.dismissal'").get() as { id: number };
    const foreign = db.prepare('SELECT id FROM questions WHERE law_case_id = ? LIMIT 1').get(other.id) as {
      id: number;
    };
    const before = counts();
    const res = await submit([
      ...contactParts(),
      [`answers[${foreign.id}]`, 'x'],
      [`files[${foreign.id}]`, { filename: 'piece.pdf', content: minimalPdf(['Pièce']) }],
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ [`answers.${foreign.id}`]: ["Ce champ n'est pas autorisé"] });
    expect(counts()).toEqual(before);
  });

  it.each([
    ['a line break (it would add lines to the mail the lawyer reads)', 'Chloé\r\nCliquez ici : http://evil.test'],
    ['a NUL character', 'Chloé\u0000'],
    ['a bidirectional override', 'Chloé\u202E'],
  ])('refuses a name with %s, storing and sending nothing', async (_what, firstname) => {
    const before = counts();
    const mailsBefore = (await outbox(ctx)).length;
    const res = await submit(contactParts({ firstname, lastname: `Vermeulen${firstname.slice(5)}` }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      firstname: ["Ce champ n'est pas valide"],
      lastname: ["Ce champ n'est pas valide"],
    });
    expect(counts()).toEqual(before);
    expect(await outbox(ctx)).toHaveLength(mailsBefore);
  });

  it('still takes names with accents, apostrophes, hyphens and spaces', async () => {
    const res = await submit(contactParts({ firstname: "Anne-Sophie D'Ursel", lastname: 'Van den Bossche Ørsted' }));
    expect(res.statusCode).toBe(201);
  });
});

describe('stored file names', () => {
  it('lose bidirectional controls, so a PDF cannot pass for another type on screen', () => {
    expect(sanitiseFileName('facture\u202Egpj.pdf', 'pdf')).toBe('facturegpj.pdf');
    expect(sanitiseFileName('a\u2066b\u2069c\u200F.pdf', 'pdf')).toBe('abc.pdf');
  });

  it('download fine when a long name of emoji was cut', async () => {
    const res = await submit([
      ...contactParts(),
      [`files[${piecesQuestion}]`, { filename: `${'😀'.repeat(150)}.pdf`, content: minimalPdf(['Emoji']) }],
    ]);
    expect(res.statusCode).toBe(201);
    const token = (db.prepare('SELECT token FROM legal_cases ORDER BY id DESC LIMIT 1').get() as { token: string })
      .token;
    const marc = await loggedIn(ctx.app, DEMO.lawyer);
    const legalCase = (await marc.get(`/api/legal-cases/${token}`)).json().data as LegalCase;
    const [file] = legalCase.documents;
    expect(file?.name.endsWith('.pdf')).toBe(true);
    const download = await marc.get(file?.url ?? '');
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="[^"]*\.pdf"; filename\*=UTF-8''/);
  });
});

describe('logs', () => {
  it("never carry the litigant's name, email or phone, from intake to reassignment", async () => {
    const res = await submit(
      contactParts({ firstname: 'Gwendoline', lastname: 'Zylberstein', email: 'gwen.zyl@example.be' }),
    );
    expect(res.statusCode).toBe(201);
    const row = db.prepare('SELECT token, user_id FROM legal_cases ORDER BY id DESC LIMIT 1').get() as {
      token: string;
      user_id: number;
    };
    const assignee = (db.prepare('SELECT email FROM users WHERE id = ?').get(row.user_id) as { email: string }).email;
    const agent = await loggedIn(ctx.app, assignee);
    const colleague = [DEMO.lawyer, DEMO.freshLawyer].find((email) => email !== assignee) ?? DEMO.lawyer;
    const moved = await agent.post('/api/legal-cases/assign', {
      case_uuid: row.token,
      user_id: userIdOf(db, colleague),
    });
    expect(moved.statusCode).toBe(200);
    const mails = await outbox(ctx);
    expect(mails.filter((mail) => mail.subject.includes('Zylberstein'))).toHaveLength(2);

    const log = logLines.join('');
    expect(log).toContain('mail written to outbox');
    for (const secret of ['Zylberstein', 'Gwendoline', 'gwen.zyl', '470 12 34 56']) expect(log).not.toContain(secret);
  });
});

describe("the router's own refusals", () => {
  it('answer the envelope: an over-long token is not found, a badly encoded path a bad request', async () => {
    const marc = await loggedIn(ctx.app, DEMO.lawyer);
    for (const url of [`/api/legal-cases/${'a'.repeat(150)}`, `/api/documents/download/${'a'.repeat(150)}`]) {
      const res = await marc.get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ status: 'error', code: 'not_found', message: 'Ressource introuvable.' });
      expect(res.headers['cache-control']).toBe('no-store');
    }
    const bad = await new Agent(ctx.app).get('/api/legal-cases/%E0%A4%A', { headers: { 'accept-language': 'en' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ status: 'error', code: 'bad_request', message: 'The request is not valid.' });
  });
});

describe('removeStaleUploadDirs', () => {
  it('removes the upload folders a stopped process left, and only old ones', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'lexdesk-stale-'));
    try {
      const root = path.join(dataDir, 'tmp');
      for (const name of ['upload-old', 'upload-fresh', 'other-old'])
        await mkdir(path.join(root, name), { recursive: true });
      const old = new Date(Date.now() - STALE_UPLOAD_MS - 60_000);
      await utimes(path.join(root, 'upload-old'), old, old);
      await utimes(path.join(root, 'other-old'), old, old);
      await removeStaleUploadDirs(dataDir, new Date());
      expect(readdirSync(root).sort()).toEqual(['other-old', 'upload-fresh']);
      // No tmp folder yet: nothing to do.
      await removeStaleUploadDirs(path.join(dataDir, 'missing'), new Date());
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
