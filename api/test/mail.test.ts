import { createServer, type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { buildApp } from '../src/app';
import { readOutbox } from '../src/mail/outbox';
import {
  Agent,
  createTestApp,
  DEMO,
  firmIdOf,
  insertCase,
  LIFTED_RATE_LIMITS,
  linkParams,
  loggedIn,
  outbox,
  type TestContext,
  userIdOf,
} from './helpers';

const SENDER = 'LexDesk <no-reply@lexdesk.test>';
const FIRM_MAILBOX = 'accueil@cabinet-demo.test';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Seeded apps (two in a restart) on PostgreSQL, beside other suites, on a shared machine.
jest.setTimeout(30_000);

/** The send-mail jobs of the app's database, oldest first. */
const mailJobs = (ctx: TestContext) =>
  ctx.db.selectFrom('jobs').selectAll().where('kind', '=', 'send-mail').orderBy('id').execute();

// ---- A local SMTP server, as the test's stand-in for the installation's ----

interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  headers: Record<string, string>;
}

/** Undoes RFC 2047 encoded words (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`), as a mail client shows them. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_match, _charset: string, encoding: string, text: string) => {
      const bytes =
        encoding.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64')
          : Buffer.from(
              text
                .replace(/_/g, ' ')
                .replace(/=([0-9A-F]{2})/gi, (_hex, code: string) => String.fromCharCode(parseInt(code, 16))),
              'latin1',
            );
      return bytes.toString('utf8');
    });
}

function parseHeaders(raw: string): Record<string, string> {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = decodeHeader(line.slice(colon + 1).trim());
  }
  return headers;
}

interface SmtpStandIn {
  port: number;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/** An SMTP server on 127.0.0.1 (`port`, or any free one) keeping every message it accepts. */
async function smtpStandIn(port = 0): Promise<SmtpStandIn> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    // Plain SMTP without authentication, as a relay on the same host is offered.
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom;
        received.push({
          envelopeFrom: from ? from.address : '',
          envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address),
          headers: parseHeaders(Buffer.concat(chunks).toString('utf8')),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address() as AddressInfo;
  return {
    port: address.port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on (connections to it are refused). */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', () => resolve()));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

// ---- The firm's mail setting ----

describe('Reply-To from the firm mail setting (From is always LexDesk)', () => {
  let ctx: TestContext;
  beforeEach(async () => {
    ctx = await createTestApp({ rateLimits: LIFTED_RATE_LIMITS });
  });
  afterEach(() => ctx.close());

  const lastTo = async (to: string) => (await outbox(ctx)).filter((message) => message.to === to).pop();

  it('one mailbox for the firm (1): replies to invitations and case mails go to the firm mailbox', async () => {
    const admin = await loggedIn(ctx.app, DEMO.firmAdmin);
    // The demo firm is seeded with its shared mailbox.
    expect((await admin.get('/api/client')).json().data).toMatchObject({ mail_system: 1, email_box: FIRM_MAILBOX });
    expect((await admin.post('/api/client/invite', { email: 'stagiaire@cabinet-demo.test' })).statusCode).toBe(200);
    expect(await lastTo('stagiaire@cabinet-demo.test')).toMatchObject({ from: SENDER, replyTo: FIRM_MAILBOX });

    const marc = await loggedIn(ctx.app, DEMO.lawyer);
    const { token } = await insertCase(ctx.db, {
      clientId: await firmIdOf(ctx.db, DEMO.lawyer),
      userId: await userIdOf(ctx.db, DEMO.lawyer),
    });
    const sophie = await userIdOf(ctx.db, DEMO.freshLawyer);
    expect((await marc.post('/api/legal-cases/assign', { case_uuid: token, user_id: sophie })).statusCode).toBe(200);
    expect(await lastTo(DEMO.freshLawyer)).toMatchObject({ from: SENDER, replyTo: FIRM_MAILBOX });
  });

  it("each lawyer's own mailbox (2): replies go to the member the mail is sent for", async () => {
    const admin = await loggedIn(ctx.app, DEMO.firmAdmin);
    expect((await admin.post('/api/client/mail-system', { mail_system: 2 })).statusCode).toBe(200);
    expect((await admin.post('/api/client/invite', { email: 'stagiaire@cabinet-demo.test' })).statusCode).toBe(200);
    // The administrator who invites.
    expect(await lastTo('stagiaire@cabinet-demo.test')).toMatchObject({ from: SENDER, replyTo: DEMO.firmAdmin });

    const marc = await loggedIn(ctx.app, DEMO.lawyer);
    const { token } = await insertCase(ctx.db, {
      clientId: await firmIdOf(ctx.db, DEMO.lawyer),
      userId: await userIdOf(ctx.db, DEMO.lawyer),
    });
    const sophie = await userIdOf(ctx.db, DEMO.freshLawyer);
    expect((await marc.post('/api/legal-cases/assign', { case_uuid: token, user_id: sophie })).statusCode).toBe(200);
    // The colleague who hands the case over.
    expect(await lastTo(DEMO.freshLawyer)).toMatchObject({ from: SENDER, replyTo: DEMO.lawyer });
  });

  it("a password reset is LexDesk's own mail: no Reply-To", async () => {
    const anonymous = new Agent(ctx.app);
    await anonymous.csrf();
    expect((await anonymous.post('/api/auth/forgot-password', { email: DEMO.lawyer })).statusCode).toBe(200);
    const reset = await lastTo(DEMO.lawyer);
    expect(reset).toMatchObject({ from: SENDER });
    expect(reset?.replyTo).toBeUndefined();
  });
});

// ---- The queue ----

describe('mail on the job queue', () => {
  it('is queued with what it tells, survives a restart, and is erased from the queue once sent', async () => {
    const ctx = await createTestApp();
    try {
      await outbox(ctx);
      const anonymous = new Agent(ctx.app);
      await anonymous.csrf();
      expect((await anonymous.post('/api/auth/forgot-password', { email: DEMO.lawyer })).statusCode).toBe(200);
      const [queued] = (await mailJobs(ctx)).filter((job) => job.state === 'queued');
      expect(queued).toMatchObject({ attempts: 0 });
      // The process stops before the worker sent it.
      await ctx.app.close();
      expect(readOutbox(ctx.dataDir).filter((message) => message.to === DEMO.lawyer)).toEqual([]);

      // The next start sends it.
      const again = await buildApp({
        dataDir: ctx.dataDir,
        databaseUrl: ctx.databaseUrl,
        publicUrl: 'http://lexdesk.test',
        documents: { inProcessWorker: false },
      });
      try {
        await again.ready();
        expect(await again.mail.drain()).toBe(1);
      } finally {
        await again.close();
      }
      const [reset] = readOutbox(ctx.dataDir).filter((message) => message.to === DEMO.lawyer);
      expect(linkParams(reset?.text ?? '').get('email')).toBe(DEMO.lawyer);
      // Recipient, subject and link are not kept at rest once delivered.
      const sent = (await mailJobs(ctx)).find((job) => job.id === queued?.id);
      expect(sent).toMatchObject({ state: 'done', attempts: 1, payload: 'null' });
    } finally {
      await ctx.close().catch(() => undefined);
    }
  });
});

// ---- SMTP ----

describe('mail through SMTP', () => {
  it('arrives with LexDesk as sender, the recipient, the firm mailbox as Reply-To and the subject', async () => {
    const smtp = await smtpStandIn();
    const ctx = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${smtp.port}`, mailFrom: SENDER });
    try {
      // The demo seed invited an address of Cabinet Démo in French.
      expect(await ctx.app.mail.drain()).toBe(1);
      expect(smtp.received).toHaveLength(1);
      const [invitation] = smtp.received;
      expect(invitation).toMatchObject({ envelopeFrom: 'no-reply@lexdesk.test', envelopeTo: [DEMO.invited] });
      expect(invitation?.headers).toMatchObject({
        from: SENDER,
        to: DEMO.invited,
        'reply-to': FIRM_MAILBOX,
        subject: 'Invitation à rejoindre Cabinet Démo sur LexDesk',
      });
      // Nothing went to the outbox.
      expect(readOutbox(ctx.dataDir)).toEqual([]);
    } finally {
      await ctx.close();
      await smtp.close();
    }
  });

  it('while the server is down the app starts, seeds and answers; the mail is retried and sent once it is up', async () => {
    const port = await closedPort();
    const lines: string[] = [];
    // As `npm start` runs: the worker in process, polling.
    const ctx = await createTestApp({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      mailFrom: SENDER,
      logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
      documents: { inProcessWorker: true },
      jobs: { pollMs: 20 },
    });
    try {
      // The seed's invitation was queued, not awaited: the start did not fail on ECONNREFUSED.
      const anonymous = new Agent(ctx.app);
      await anonymous.csrf();
      for (const email of [DEMO.lawyer, 'nobody@cabinet-demo.test']) {
        const started = performance.now();
        expect((await anonymous.post('/api/auth/forgot-password', { email })).statusCode).toBe(200);
        expect(performance.now() - started).toBeLessThan(1000);
      }
      expect((await loggedIn(ctx.app, DEMO.firmAdmin).then((admin) => admin.get('/api/client'))).statusCode).toBe(200);

      // The worker tried both mails, was refused, and will try again later.
      while ((await mailJobs(ctx)).some((job) => job.attempts === 0)) await wait(20);
      const tried = await mailJobs(ctx);
      expect(tried).toHaveLength(2);
      for (const job of tried) expect(job).toMatchObject({ state: 'queued', attempts: 1 });
      expect(tried[0]?.last_error).toMatch(/ECONNREFUSED/);
      const retry = lines.filter((line) => line.includes('job failed, will retry'));
      expect(retry).toHaveLength(2);
      expect(JSON.parse(retry[0] ?? '{}')).toMatchObject({ kind: 'send-mail', attempt: 1, error: { code: 'ESOCKET' } });

      // The server comes up; once the delay has passed, both are sent, each once.
      const smtp = await smtpStandIn(port);
      try {
        ctx.clock.advance(ctx.app.config.mail.retryBaseMs);
        while (smtp.received.length < 2) await wait(20);
        await wait(100);
        expect(smtp.received.map((mail) => mail.envelopeTo).sort()).toEqual([[DEMO.lawyer], [DEMO.invited]]);
        expect(lines.filter((line) => line.includes('"mail sent"'))).toHaveLength(2);
        for (const job of await mailJobs(ctx))
          expect(job).toMatchObject({ state: 'done', attempts: 2, payload: 'null' });
      } finally {
        await ctx.app.close();
        await smtp.close();
      }
      // No address in any line.
      expect(lines.join('')).not.toContain('cabinet-demo.test');
    } finally {
      await ctx.close().catch(() => undefined);
    }
  });

  it('after its tries a mail is given up: logged without its recipient, and erased', async () => {
    const port = await closedPort();
    const lines: string[] = [];
    const ctx = await createTestApp({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
      mail: { maxAttempts: 3 },
    });
    try {
      for (const delay of [0, ctx.app.config.mail.retryBaseMs, 2 * ctx.app.config.mail.retryBaseMs]) {
        ctx.clock.advance(delay);
        expect(await ctx.app.mail.drain()).toBe(1);
      }
      const [job] = await mailJobs(ctx);
      expect(job).toMatchObject({ state: 'failed', attempts: 3, payload: 'null' });
      expect(job?.last_error).toMatch(/ECONNREFUSED/);
      expect(lines.filter((line) => line.includes('job failed, will retry'))).toHaveLength(2);
      const spent = JSON.parse(lines.find((line) => line.includes('job failed, tries spent')) ?? '{}');
      expect(spent).toMatchObject({ kind: 'send-mail', attempt: 3, error: { code: 'ESOCKET' } });
      expect(JSON.parse(lines.find((line) => line.includes('mail given up')) ?? '{}')).toMatchObject({
        template: 'invitation',
      });
      expect(lines.join('')).not.toContain(DEMO.invited);
      // Nothing tries again.
      ctx.clock.advance(24 * 60 * 60_000);
      expect(await ctx.app.mail.drain()).toBe(0);
    } finally {
      await ctx.close();
    }
  });
});
