// Findings of the security review of the legal cases and intake API, each pinned by a test.
import { INTAKE_PROOF_OF_WORK_FIELD, type IntakeForm, type LegalCase } from '@lexdesk/shared/domain';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, rm, utimes } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { minimalPdf } from '../src/lib/pdf';
import { solveIntakeChallenge } from '../src/lib/proofOfWork';
import { removeStaleUploadDirs, sanitiseFileName, STALE_UPLOAD_MS } from '../src/lib/storage';
import {
  Agent,
  countRows,
  createTestApp,
  DEMO,
  type FilePart,
  firmIdOf,
  insertLawCase,
  insertQuestion,
  lawCaseIdOf,
  loggedIn,
  multipartBody,
  openTestDb,
  outbox,
  type TestContext,
  type TestDb,
  userIdOf,
} from './helpers';

type Part = readonly [string, string | FilePart];

let ctx: TestContext;
let db: TestDb;
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
  const demo = await db
    .selectFrom('clients')
    .select('uuid')
    .where('id', '=', await firmIdOf(db, DEMO.lawyer))
    .executeTakeFirstOrThrow();
  demoUuid = demo.uuid;
  const employment = await db
    .selectFrom('skill_categories')
    .select('id')
    .where('code', '=', 'employment')
    .executeTakeFirstOrThrow();
  // Nothing required: a form cut short would otherwise be refused for a missing answer anyway.
  lawCaseId = await insertLawCase(db, {
    categoryId: employment.id,
    code: 'employment.test-review',
    content: { fr: 'Revue', en: 'Review', nl: 'Review' },
  });
  const question = (position: number, type: 'other' | 'files') =>
    insertQuestion(db, { lawCaseId, position, type, required: false, title: '{"fr":"Q","en":"Q","nl":"Q"}' });
  storyQuestion = await question(0, 'other');
  piecesQuestion = await question(1, 'files');
});
afterAll(() => ctx.close());

// A hang-up waits up to 10 s for the server's clean-up on a loaded machine.
jest.setTimeout(20_000);

/** Entries left in the upload folder `<dataDir>/tmp`. */
function temporaryEntries(): number {
  const tmp = path.join(ctx.dataDir, 'tmp');
  return existsSync(tmp) ? readdirSync(tmp).length : 0;
}

async function counts() {
  return {
    cases: await countRows(db, 'legal_cases'),
    documents: await countRows(db, 'documents'),
    temporary: temporaryEntries(),
  };
}

async function loadForm(): Promise<IntakeForm> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/intake/form?uuid=${demoUuid}&law_case=${lawCaseId}` });
  return res.json().data as IntakeForm;
}

async function formToken(): Promise<string> {
  return (await loadForm()).form_token;
}

/** A form as the page loads it: its intake token, and the solution of its proof-of-work challenge. */
async function loadedForm(): Promise<{ token: string; solution: Part }> {
  const form = await loadForm();
  const solution = solveIntakeChallenge(form.challenge);
  if (solution === undefined) throw new Error('the form challenge has no solution');
  return { token: form.form_token, solution: [INTAKE_PROOF_OF_WORK_FIELD, solution] };
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

/** Posts the parts as the page does, after loading a form: its proof-of-work solution first, its intake token. */
async function submit(parts: readonly Part[], extraHeaders: Record<string, string> = {}) {
  const form = await loadedForm();
  const { payload, contentType } = await multipartBody([form.solution, ...parts]);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/intake',
    headers: { 'content-type': contentType, 'x-intake-token': form.token, ...extraHeaders },
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
  // The payment provider's webhook is exempt too: no browser calls it, its signature is checked instead.
  const EXEMPT = ['/api/intake', '/api/billing/stripe-webhook'];

  it('covers POST /api/intake and the payment webhook alone: every other state-changing route wants the XSRF header', async () => {
    const routes = routesOf(ctx.app.printRoutes({ commonPrefix: false }));
    const changing = routes.flatMap(({ path: route, methods }) =>
      methods.filter((method) => !['GET', 'HEAD', 'OPTIONS'].includes(method)).map((method) => ({ method, route })),
    );
    expect(changing.length).toBeGreaterThan(10);
    expect(changing).toContainEqual({ method: 'POST', route: '/api/intake' });
    expect(changing).toContainEqual({ method: 'POST', route: '/api/billing/stripe-webhook' });

    // A signed-in lawyer without the header, and an anonymous caller: both refused before anything runs.
    const marc = await loggedIn(ctx.app, DEMO.lawyer);
    for (const { method, route } of changing.filter(({ route }) => !EXEMPT.includes(route))) {
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
    // The solution first, like every text field: only the cut decides that no case is made.
    const { token, solution } = await loadedForm();
    const { payload, contentType } = await multipartBody([solution, ...parts]);
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
    // The server sees the hang-up, then cleans up: wait until no temporary entry has been seen for a while
    // (a loaded machine may still be writing the file when the socket closes, or not have opened it yet), at
    // most 10 s.
    const deadline = Date.now() + 10_000;
    let quietSince = Date.now();
    while (Date.now() < deadline && Date.now() - quietSince < 1_000) {
      if (temporaryEntries() > 0) quietSince = Date.now();
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  const parts = (): Part[] => [
    ...contactParts(),
    [`answers[${storyQuestion}]`, 'Licenciée sans préavis.'],
    [`files[${piecesQuestion}]`, { filename: 'piece.pdf', content: minimalPdf(['Pièce']), type: 'application/pdf' }],
    [`files[${piecesQuestion}]`, { filename: 'autre.pdf', content: minimalPdf(['Autre']), type: 'application/pdf' }],
  ];

  it('creates no case when the litigant hangs up between two parts (the files after the cut would be lost)', async () => {
    const before = await counts();
    // Everything up to, but not including, the first file part.
    // Up to the headers of the first file part: every text field has arrived, no file has.
    await sendAndHangUp(parts(), (payload) =>
      payload.lastIndexOf('Content-Disposition', payload.indexOf('name="files[')),
    );
    expect(await counts()).toEqual({ ...before, temporary: 0 });
  });

  it('creates no case and leaves no temporary file when the litigant hangs up in the middle of a file', async () => {
    const before = await counts();
    const big: Part = [
      `files[${piecesQuestion}]`,
      { filename: 'scan.pdf', content: Buffer.concat([minimalPdf(['Scan']), Buffer.alloc(3_000_000, 0x20)]) },
    ];
    await sendAndHangUp([...contactParts(), big], (payload) => payload.length - 1_000_000);
    expect(await counts()).toEqual({ ...before, temporary: 0 });
  });

  it('still takes the same form sent whole', async () => {
    const before = await counts();
    const res = await submit(parts());
    expect(res.statusCode).toBe(201);
    expect(await counts()).toEqual({
      ...before,
      cases: before.cases + 1,
      documents: before.documents + 2,
      temporary: 0,
    });
  });
});

describe('POST /api/intake refusals', () => {
  it('answers 400 bad_request (not 406) to a JSON part that does not parse, leaving nothing', async () => {
    const before = await counts();
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
    expect(await counts()).toEqual(before);
  });

  it('answers 413 to too many fields, leaving no temporary file', async () => {
    const before = await counts();
    const extra = Array.from({ length: 301 }, (): Part => [`answers[${storyQuestion}]`, 'x']);
    const res = await submit([
      [`files[${piecesQuestion}]`, { filename: 'piece.pdf', content: minimalPdf(['Pièce']) }],
      ...contactParts(),
      ...extra,
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('payload_too_large');
    expect(await counts()).toEqual(before);
  });

  it("refuses answers to another law case's questions", async () => {
    const foreign = await db
      .selectFrom('questions')
      .select('id')
      .where('law_case_id', '=', await lawCaseIdOf(db, 'employment.dismissal'))
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const before = await counts();
    const res = await submit([
      ...contactParts(),
      [`answers[${foreign.id}]`, 'x'],
      [`files[${foreign.id}]`, { filename: 'piece.pdf', content: minimalPdf(['Pièce']) }],
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ [`answers.${foreign.id}`]: ["Ce champ n'est pas autorisé"] });
    expect(await counts()).toEqual(before);
  });

  it.each([
    [
      'a line break (it would add lines to the mail the lawyer reads)',
      'Chloé\r\nCliquez ici : http://evil.test',
      "Ce champ n'est pas valide",
    ],
    // Refused with every other text no engine can store (plugins/inputRules.ts, the multipart check).
    ['a NUL character', 'Chloé\u0000', 'Ce champ contient un caractère non pris en charge (caractère nul ou invalide)'],
    ['a bidirectional override', 'Chloé\u202E', "Ce champ n'est pas valide"],
  ])('refuses a name with %s, storing and sending nothing', async (_what, firstname, message) => {
    const before = await counts();
    const mailsBefore = (await outbox(ctx)).length;
    const res = await submit(contactParts({ firstname, lastname: `Vermeulen${firstname.slice(5)}` }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ firstname: [message], lastname: [message] });
    expect(await counts()).toEqual(before);
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
    const { token } = await db
      .selectFrom('legal_cases')
      .select('token')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
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
    const row = await db
      .selectFrom('legal_cases')
      .select(['token', 'user_id'])
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(row.user_id).not.toBeNull();
    const { email: assignee } = await db
      .selectFrom('users')
      .select('email')
      .where('id', '=', row.user_id ?? 0)
      .executeTakeFirstOrThrow();
    const agent = await loggedIn(ctx.app, assignee);
    const colleague = [DEMO.lawyer, DEMO.freshLawyer].find((email) => email !== assignee) ?? DEMO.lawyer;
    const moved = await agent.post('/api/legal-cases/assign', {
      case_uuid: row.token,
      user_id: await userIdOf(db, colleague),
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
