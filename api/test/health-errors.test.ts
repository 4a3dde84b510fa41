import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { Agent, createTestApp, ENGINE, type TestContext, LATEST_MIGRATION } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: 'none' });
});
afterAll(() => ctx.close());

describe('GET /api/health', () => {
  it('answers once the database is migrated', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health?lang=fr' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', data: { db: 'ok', engine: ENGINE, migration: LATEST_MIGRATION } });
  });

  it('refuses unknown query parameters', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health?foo=1' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'validation_failed', errors: { foo: ["Ce champ n'est pas autorisé"] } });
  });
});

describe('error envelope', () => {
  it('answers 404 not_found for unknown API routes', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'error', code: 'not_found', message: 'Ressource introuvable.' });
  });

  it('answers 404 for unknown routes when no web root is served', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/legal-cases' });
    expect(res.statusCode).toBe(404);
  });

  it('answers 400 invalid_json, never 500, to malformed JSON', async () => {
    const agent = new Agent(ctx.app);
    await agent.csrf();
    const res = await agent.request('POST', '/api/auth/login', {
      payload: '{"email": "a@b.be", ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', code: 'invalid_json' });
  });

  it('answers 400 to an empty JSON body, 415 to an unknown content type, 422 to plain text', async () => {
    const agent = new Agent(ctx.app);
    await agent.csrf();
    const empty = await agent.request('POST', '/api/auth/login', {
      payload: '',
      headers: { 'content-type': 'application/json' },
    });
    expect(empty.statusCode).toBe(400);
    const xml = await agent.request('POST', '/api/auth/login', {
      payload: '<a/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toMatchObject({ code: 'unsupported_media_type' });
    const text = await agent.request('POST', '/api/auth/login', {
      payload: 'x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(422);
  });

  it('validates a JSON body that is not an object', async () => {
    const agent = new Agent(ctx.app);
    await agent.csrf();
    const res = await agent.request('POST', '/api/auth/login', {
      payload: '"hello"',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'validation_failed' });
  });

  it('speaks English or Dutch when asked, French otherwise', async () => {
    const en = await ctx.app.inject({
      method: 'GET',
      url: '/api/nope',
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(en.json().message).toBe('Not found.');
    const nl = await ctx.app.inject({ method: 'GET', url: '/api/nope?lang=nl', headers: { 'accept-language': 'en' } });
    expect(nl.json().message).toBe('Niet gevonden.');
    const de = await ctx.app.inject({ method: 'GET', url: '/api/nope', headers: { 'accept-language': 'de-DE' } });
    expect(de.json().message).toBe('Ressource introuvable.');
  });
});

describe('field names from the client', () => {
  it('reports fields named like Object.prototype members as 422, never 500', async () => {
    for (const name of ['constructor', 'toString', 'hasOwnProperty', '__proto__', 'valueOf']) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/health?${name}=1` });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        status: 'error',
        code: 'validation_failed',
        message: 'Les données envoyées ne sont pas valides.',
        errors: { [name]: ["Ce champ n'est pas autorisé"] },
      });
    }
  });

  it('reports a login body with a toString or constructor field as 422', async () => {
    const agent = new Agent(ctx.app);
    await agent.csrf();
    for (const name of ['toString', 'constructor']) {
      const res = await agent.request('POST', '/api/auth/login', {
        payload: `{"${name}":1,"email":"a@b.be","password":"x"}`,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'validation_failed',
        errors: { [name]: ["Ce champ n'est pas autorisé"] },
      });
    }
  });
});

describe('Cache-Control', () => {
  it('is no-store on every /api answer: success, refusals, unknown routes', async () => {
    const agent = new Agent(ctx.app);
    const answers = [
      await agent.get('/api/health'),
      await agent.get('/api/sanctum/csrf-cookie'),
      await agent.get('/api/user'),
      await agent.get('/api/health?foo=1'),
      await agent.get('/api/nope'),
      await agent.get('/api'),
      await agent.post('/api/auth/login', {}, { xsrf: false }),
      await agent.post('/api/auth/login', { email: 'a@b.be', password: 'x' }),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([200, 204, 401, 422, 404, 404, 419, 422]);
    for (const res of answers) expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is not set on other 404s', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/apis' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBeUndefined();
  });
});

describe('unexpected failures', () => {
  it('answers 500 server_error without internals', async () => {
    // A separate app, not yet started, so that a failing route can be added to it.
    const dataDir = await mkdtemp(path.join(tmpdir(), 'lexdesk-api-'));
    const app = await buildApp({ dataDir, seed: 'none' });
    app.get('/api/boom', async () => {
      throw new Error('SQLITE_BUSY: secret table layout');
    });
    const res = await app.inject({ method: 'GET', url: '/api/boom' });
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      status: 'error',
      code: 'server_error',
      message: 'Un problème est survenu. Veuillez réessayer plus tard.',
    });
    expect(res.body).not.toContain('SQLITE');
  });
});
