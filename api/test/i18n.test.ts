import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { type Locale, LOCALES, type MessageKey, SHARED_CATALOGUE_IDS, t } from '../src/i18n';
import { Agent, createTestApp, createTestDatabase, type TestContext } from './helpers';

// The client's catalogue, the reference. Required rather than imported: its type imports reach the
// browser's locale store, which the server's tsconfig (no DOM library) cannot check.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { sharedMessages } = require('../../shared/src/i18n/messages') as {
  sharedMessages: Record<Locale, Record<string, string>>;
};

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: 'none' });
});
afterAll(() => ctx.close());

const shared = (locale: Locale, id: string): string => {
  const text = sharedMessages[locale][id];
  if (text === undefined) throw new Error(`shared catalogue has no ${locale} ${id}`);
  return text;
};

describe('texts shared with the client catalogue', () => {
  it('are word for word the shared validation.* and errors.500 texts, in fr, en and nl', () => {
    const pairs = Object.entries(SHARED_CATALOGUE_IDS) as [MessageKey, string][];
    expect(pairs.map(([, id]) => id).sort()).toEqual([
      'errors.500',
      'validation.email',
      'validation.emailTaken',
      'validation.passwordConfirm',
      'validation.passwordLength',
      'validation.passwordProductWord',
      'validation.required',
    ]);
    for (const locale of LOCALES) {
      for (const [key, id] of pairs) {
        expect({ locale, key, text: t(locale, key) }).toEqual({ locale, key, text: shared(locale, id) });
      }
    }
  });

  it('are what validation answers carry', async () => {
    const agent = new Agent(ctx.app);
    await agent.csrf();
    for (const locale of LOCALES) {
      const res = await agent.post(
        `/api/auth/register?lang=${locale}`,
        { email: 'nope', password: 'court', password_confirmation: 'autre' },
        { headers: { 'accept-language': locale } },
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toMatchObject({
        email: [shared(locale, 'validation.email')],
        password: [shared(locale, 'validation.passwordLength')],
      });
      const missing = await agent.post('/api/auth/login', {}, { headers: { 'accept-language': locale } });
      expect(missing.json().errors.email).toEqual([shared(locale, 'validation.required')]);
      const mismatch = await agent.post(
        '/api/auth/reset-password',
        { email: 'a@b.be', token: 'x', password: 'assez-long-1', password_confirmation: 'assez-long-2' },
        { headers: { 'accept-language': locale } },
      );
      expect(mismatch.json().errors).toEqual({ password_confirmation: [shared(locale, 'validation.passwordConfirm')] });
    }
  });

  it('is what a 500 answers', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'lexdesk-api-'));
    const database = await createTestDatabase();
    const app = await buildApp({ dataDir, databaseUrl: database.url, seed: 'none' });
    app.get('/api/boom', async () => {
      throw new Error('boom');
    });
    try {
      for (const locale of LOCALES) {
        const res = await app.inject({ method: 'GET', url: `/api/boom?lang=${locale}` });
        expect(res.statusCode).toBe(500);
        expect(res.json().message).toBe(shared(locale, 'errors.500'));
      }
    } finally {
      await app.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
