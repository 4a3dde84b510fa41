import Fastify from 'fastify';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { errorForLog, redactText, redactUrl, withLogSerializers } from '../src/lib/logging';
import { JobWorker } from '../src/jobs/worker';
import { mailJobHandlers, outboxMailer, type Mailer } from '../src/mail/mailer';
import { createTestApp } from './helpers';

const token = () => randomBytes(32).toString('base64url');
const CASE = token();
const DOCUMENT = token();
const LINK = token();
const FIRM = randomUUID();
const ADDRESS = 'anne.martin@example.be';

/** A Fastify app logging as the API does (withLogSerializers), its lines kept. */
function loggingApp() {
  const lines: string[] = [];
  const app = Fastify({
    logger: withLogSerializers({ level: 'info', stream: { write: (line: string) => lines.push(line) } }),
  });
  return { app, lines, log: () => lines.join('') };
}

describe('redactUrl', () => {
  it('masks a case token in the API path and in the page path', () => {
    expect(redactUrl(`/api/legal-cases/${CASE}`)).toBe('/api/legal-cases/[redacted]');
    expect(redactUrl(`/api/legal-cases/${CASE}/accept`)).toBe('/api/legal-cases/[redacted]/accept');
    expect(redactUrl(`/legal-case/${CASE}/litigant-documents?lang=nl`)).toBe(
      '/legal-case/[redacted]/litigant-documents?lang=nl',
    );
  });

  it('masks a download token', () => {
    expect(redactUrl(`/api/documents/download/${DOCUMENT}`)).toBe('/api/documents/download/[redacted]');
    expect(redactUrl(`/api/documents/download/${encodeURIComponent(DOCUMENT)}?lang=fr`)).toBe(
      '/api/documents/download/[redacted]?lang=fr',
    );
  });

  it('masks query tokens: named ones, the firm uuid of the intake page, and any value or redirect that holds one', () => {
    expect(redactUrl(`/reset?token=${LINK}&email=${encodeURIComponent(ADDRESS)}`)).toBe(
      '/reset?token=[redacted]&email=[redacted]',
    );
    expect(redactUrl(`/intake?uuid=${FIRM}&lawCase=42&lang=fr`)).toBe('/intake?uuid=[redacted]&lawCase=42&lang=fr');
    expect(redactUrl(`/api/intake/form?uuid=${FIRM}&law_case=42&lang=nl`)).toBe(
      '/api/intake/form?uuid=[redacted]&law_case=42&lang=nl',
    );
    expect(redactUrl(`/?redirect=${encodeURIComponent(`/legal-case/${CASE}/demand`)}`)).toBe(
      '/?redirect=%2Flegal-case%2F[redacted]%2Fdemand',
    );
    expect(redactUrl(`/?redirect=/legal-case/${CASE}`)).toBe('/?redirect=/legal-case/[redacted]');
    expect(redactUrl(`/x?t=${LINK}&page=2`)).toBe('/x?t=[redacted]&page=2');
    expect(redactUrl(`/x?sig=${'a1B2'.repeat(6)}==`)).toBe('/x?sig=[redacted]');
  });

  it('keeps routes, file names and hashed chunk names readable', () => {
    for (const url of [
      '/',
      '/api/health',
      '/legal-cases/my-cases?page=2',
      '/api/auth/register-check',
      '/api/onboarding/mark-documentation-opened',
      '/account/notification-preferences-and-settings',
      '/main.3f2a9c1b7d.js',
      '/remotes/mf-cases/mf-manifest.json',
      '/remotes/mf-cases/remoteEntry.js',
      '/remotes/mf-cases/__federation_expose_IntakePage.3f2a9c1b7d.js',
      '/remotes/mf-cases/vendors-node_modules_react-hook-form_dist_index_esm_mjs.3f2a9c1b7d.js',
      '/remotes/mf-auth/src_features_register_components_RegisterForm_tsx.js',
      '/casus.js',
      '/api/legal-cases?closed=1&page=3&lang=fr',
    ])
      expect(redactUrl(url)).toBe(url);
  });

  it('masks the path of a request in the request log', async () => {
    const { app, log } = loggingApp();
    app.get('/api/legal-cases/:token', async () => ({ ok: true }));
    try {
      await app.inject({ method: 'GET', url: `/api/legal-cases/${CASE}?lang=fr` });
      await app.inject({ method: 'GET', url: `/api/documents/download/${DOCUMENT}` });
      await app.inject({ method: 'GET', url: `/intake?uuid=${FIRM}&lang=fr` });
      expect(log()).toContain('"url":"/api/legal-cases/[redacted]?lang=fr"');
      expect(log()).toContain('"url":"/api/documents/download/[redacted]"');
      expect(log()).toContain('"url":"/intake?uuid=[redacted]&lang=fr"');
      // Fastify's own "Route GET:<url> not found" lines go through the same masking.
      expect(log()).toContain('Route GET:/api/documents/download/[redacted] not found');
      for (const secret of [CASE, DOCUMENT, FIRM]) expect(log()).not.toContain(secret);
    } finally {
      await app.close();
    }
  });
});

describe('mail logs', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'lexdesk-log-masking-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  const message = {
    to: ADDRESS,
    subject: 'Nouvelle demande de Anne Martin',
    text: `Ouvrir : https://lexdesk.test/legal-case/${CASE}`,
    html: '<p>Ouvrir</p>',
  };

  it('the outbox line names the file (the message id), never the recipient nor the subject', async () => {
    const { app, lines, log } = loggingApp();
    try {
      await outboxMailer(dataDir, app.log, () => new Date('2026-11-23T10:00:00Z'), 'LexDesk <no-reply@x.test>').send(
        message,
      );
      const line = lines.find((entry) => entry.includes('mail written to outbox'));
      expect(line).toBeDefined();
      const { file, to } = JSON.parse(line!) as { file: string; to?: string };
      expect(to).toBeUndefined();
      expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({ to: ADDRESS });
      expect(log()).not.toContain('anne.martin');
      expect(log()).not.toContain('example.be');
      expect(log()).not.toContain('Anne Martin');
    } finally {
      await app.close();
    }
  });

  it('a failed delivery logs the error without the addresses SMTP errors quote and list, nor keeps them', async () => {
    const lines: string[] = [];
    const ctx = await createTestApp({
      seed: 'none',
      logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
    });
    const failing: Mailer = {
      send: async () => {
        throw Object.assign(new Error(`Can't send mail - all recipients were rejected: 550 5.1.1 <${ADDRESS}>`), {
          code: 'EENVELOPE',
          command: 'RCPT TO',
          responseCode: 550,
          response: `550 5.1.1 <${ADDRESS}>: Recipient address rejected`,
          rejected: [ADDRESS],
        });
      },
    };
    try {
      const { app } = ctx;
      const worker = new JobWorker({
        repos: app.repos,
        handlers: mailJobHandlers({ transport: failing, config: app.config, log: app.log }),
        log: app.log,
        now: app.config.now,
        leaseMs: 30_000,
        heartbeatMs: 10_000,
        pollMs: 10,
      });
      const id = await app.mail.queue(app.repos, { template: 'new-case', message });
      expect(await worker.drain()).toBe(1);
      // A 5xx reply refuses for good: no retry.
      const line = lines.find((entry) => entry.includes('job failed for good'));
      const entry = JSON.parse(line ?? '{}') as { error: Record<string, unknown>; job: number; kind: string };
      expect(entry).toMatchObject({ job: id, kind: 'send-mail' });
      expect(entry.error).toMatchObject({
        type: 'Error',
        code: 'EENVELOPE',
        command: 'RCPT TO',
        responseCode: 550,
        message: "Can't send mail - all recipients were rejected: 550 5.1.1 <[redacted]>",
        response: '550 5.1.1 <[redacted]>: Recipient address rejected',
      });
      expect(entry.error.rejected).toBeUndefined();
      expect(lines.join('')).not.toContain('anne.martin');
      expect(lines.join('')).not.toContain('Anne Martin');
      // Nor does the job's row keep them: the error is stored masked, the message erased.
      expect(await app.repos.jobs.findById(id)).toMatchObject({
        state: 'failed',
        attempts: 1,
        payload: 'null',
        last_error: "Can't send mail - all recipients were rejected: 550 5.1.1 <[redacted]>",
      });
    } finally {
      await ctx.close();
    }
  });
});

describe('errors in logs', () => {
  it('lose the tokens naming stored files, and the path field', () => {
    const error = Object.assign(
      new Error(`ENOENT: no such file or directory, open '/srv/var/files/${CASE}/${DOCUMENT}'`),
      { code: 'ENOENT', path: `/srv/var/files/${CASE}/${DOCUMENT}` },
    );
    const logged = errorForLog(error);
    expect(logged.message).toBe("ENOENT: no such file or directory, open '/srv/var/files/[redacted]/[redacted]'");
    expect(logged.code).toBe('ENOENT');
    expect(JSON.stringify(logged)).not.toContain(CASE);
    expect(JSON.stringify(logged)).not.toContain(DOCUMENT);
  });

  it('keep file names and words readable', () => {
    const text = 'at load (/app/remotes/mf-cases/__federation_expose_IntakePage.3f2a9c1b7d.js:1:2) in better-sqlite3';
    expect(redactText(text)).toBe(text);
    expect(redactText(`token ${LINK} for ${ADDRESS}`)).toBe('token [redacted] for [redacted]');
  });

  it('are masked by the logger itself (err serializer)', async () => {
    const { app, log } = loggingApp();
    app.get('/boom', async () => {
      throw new Error(`could not read /srv/var/files/${CASE} for ${ADDRESS}`);
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/boom' });
      expect(res.statusCode).toBe(500);
      expect(log()).toContain('could not read /srv/var/files/[redacted] for [redacted]');
      expect(log()).not.toContain(CASE);
      expect(log()).not.toContain(ADDRESS);
    } finally {
      await app.close();
    }
  });
});

describe('a client gone mid-answer', () => {
  it('is logged at info, not as a server error; a real error keeps its level', async () => {
    const { default: compress } = await import('@fastify/compress');
    const { Readable } = await import('node:stream');
    const http = await import('node:http');
    const { app, lines } = loggingApp();
    await app.register(compress, { global: true, threshold: 0 });
    // An answer that keeps streaming (compressed) long after the client has left.
    app.get('/slow', (_request, reply) => {
      let sent = 0;
      const body = new Readable({
        read() {
          setTimeout(() => this.push(sent++ < 200 ? `${'x'.repeat(4096)}\n` : null), 5);
        },
      });
      return reply.type('text/plain').send(body);
    });
    app.get('/broken', () => {
      throw new Error('disk on fire');
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as { port: number };
      await new Promise<void>((resolve, reject) => {
        const request = http.get({ host: '127.0.0.1', port, path: '/slow', headers: { 'accept-encoding': 'gzip' } });
        request.on('response', (response) => {
          response.once('data', () => {
            request.destroy();
            resolve();
          });
        });
        request.on('error', (error) => (request.destroyed ? resolve() : reject(error)));
      });
      await app.inject({ method: 'GET', url: '/broken' });
      const entries = () => lines.map((line) => JSON.parse(line) as { level: number; msg: string });
      for (let waited = 0; waited < 5000 && !entries().some((entry) => /clos/.test(entry.msg)); waited += 50)
        await new Promise((resolve) => setTimeout(resolve, 50));
      const gone = entries().filter(
        (entry) => entry.msg === 'the client closed the connection before the answer ended',
      );
      expect(gone).toHaveLength(1);
      expect(gone[0]?.level).toBe(30);
      expect(entries().filter((entry) => entry.msg === 'premature close')).toEqual([]);
      // The route's own error is still an error.
      expect(entries().find((entry) => entry.msg === 'disk on fire')?.level).toBe(50);
    } finally {
      await app.close();
    }
  });
});
