import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { redactUrl } from '../src/lib/logging';
import { Agent, createTestApp, DEMO, linkParams, outbox } from './helpers';

describe('request logs', () => {
  it('never carry the token or email of a reset or invitation link', async () => {
    const webRoot = await mkdtemp(path.join(tmpdir(), 'lexdesk-web-'));
    await mkdir(path.join(webRoot, 'shell', 'dist'), { recursive: true });
    await writeFile(path.join(webRoot, 'shell', 'dist', 'index.html'), '<!doctype html><title>LexDesk</title>');
    const lines: string[] = [];
    const ctx = await createTestApp({
      webRoot,
      logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
    });
    try {
      const invitation = linkParams((await outbox(ctx)).find((mail) => mail.to === DEMO.invited)?.text ?? '');
      const invitationToken = invitation.get('token') ?? '';
      expect(invitationToken).not.toBe('');

      const agent = new Agent(ctx.app);
      await agent.csrf();
      await agent.post('/api/auth/forgot-password', { email: DEMO.lawyer });
      const resetMail = (await outbox(ctx)).find((mail) => mail.to === DEMO.lawyer);
      const resetToken = linkParams(resetMail?.text ?? '').get('token') ?? '';
      expect(resetToken).not.toBe('');

      // The page the mail links to, then the calls it makes.
      const page = await agent.get(`/reset?email=${encodeURIComponent(DEMO.lawyer)}&token=${resetToken}`);
      expect(page.statusCode).toBe(200);
      const check = await agent.get(
        `/api/auth/check-invitation?token=${invitationToken}&email=${encodeURIComponent(DEMO.invited)}&lang=fr`,
      );
      expect(check.statusCode).toBe(200);
      await agent.get(`/api/auth/check-invitation?%74oken=${invitationToken}X&email=x`);

      const log = lines.join('');
      expect(log).toContain('"url":"/reset?email=[redacted]&token=[redacted]"');
      expect(log).toContain('"url":"/api/auth/check-invitation?token=[redacted]&email=[redacted]&lang=fr"');
      for (const secret of [invitationToken, resetToken, 'cabinet-demo', 'cabinet%40demo']) {
        expect(log.split('\n').filter((line) => line.includes('"url"') && line.includes(secret))).toEqual([]);
      }
      expect(log).not.toContain(invitationToken);
      expect(log).not.toContain(resetToken);
    } finally {
      await ctx.close();
      await rm(webRoot, { recursive: true, force: true });
    }
  });

  it('redactUrl keeps the path and the other parameters', () => {
    expect(redactUrl('/api/health')).toBe('/api/health');
    expect(redactUrl('/register?email=a%40b.be&token=abc&client=Cabinet&name=')).toBe(
      '/register?email=[redacted]&token=[redacted]&client=Cabinet&name=',
    );
    expect(redactUrl('/x?Token=1&%65mail=2&token&lang=nl')).toBe(
      '/x?Token=[redacted]&%65mail=[redacted]&token=[redacted]&lang=nl',
    );
  });
});
