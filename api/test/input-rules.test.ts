// Issue 27, findings 1 and 3: numbers that are not finite and text no engine can store (a NUL, a lone surrogate)
// are refused by validation, 422 with field errors, on every route and before any database call.
import { Value } from '@sinclair/typebox/value';
import type { RouteOptions } from 'fastify';
import { Failure } from '@lexdesk/shared/contract';
import type { Static } from '@sinclair/typebox';
import {
  Agent,
  countRows,
  createTestApp,
  DEMO,
  firmIdOf,
  LIFTED_RATE_LIMITS,
  loggedIn,
  multipartBody,
  type TestContext,
} from './helpers';
import { minimalPdf } from '../src/lib/pdf';

const registered: RouteOptions[] = [];
let ctx: TestContext;
let admin: Agent;
let superAdmin: Agent;

beforeAll(async () => {
  ctx = await createTestApp({ rateLimits: LIFTED_RATE_LIMITS, onRoute: (route) => registered.push(route) });
  admin = await loggedIn(ctx.app, DEMO.firmAdmin);
  superAdmin = await loggedIn(ctx.app, DEMO.superAdmin);
});
afterAll(() => ctx.close());

const NUMBER_INVALID = "Ce nombre n'est pas valide";
const UNSUPPORTED_CHARACTERS = 'Ce champ contient un caractère non pris en charge (caractère nul ou invalide)';

function expectFieldError(response: { statusCode: number; json(): unknown }, field: string, message: string) {
  expect(response.statusCode).toBe(422);
  const body = response.json() as Static<typeof Failure>;
  expect(Value.Check(Failure, body)).toBe(true);
  expect(body.code).toBe('validation_failed');
  expect(body.errors?.[field]).toContain(message);
}

describe('numbers: "1e309" (Infinity once coerced) is refused like any invalid number', () => {
  it('does not list every case in one answer', async () => {
    const response = await admin.get('/api/legal-cases?all=1&closed=1&limit=1e309');
    expectFieldError(response, 'limit', NUMBER_INVALID);
    expectFieldError(await admin.get('/api/legal-cases?offset=1e309'), 'offset', NUMBER_INVALID);
  });

  it.each([
    ['/api/documents?limit=1e309', 'limit'],
    ['/api/documents?offset=1e309', 'offset'],
    ['/api/skillCategories?page=1e309', 'page'],
    ['/api/skillCategories?per_page=1e309', 'per_page'],
    ['/api/skillCategories?page=-1e309', 'page'],
  ])('GET %s answers 422 on %s', async (url, field) => {
    expectFieldError(await admin.get(url), field, NUMBER_INVALID);
  });

  it('refuses them in JSON bodies, strings or not', async () => {
    expectFieldError(
      await admin.post('/api/documents/search', { terms: 'bail', limit: '1e309' }),
      'limit',
      NUMBER_INVALID,
    );
    expectFieldError(await admin.post('/api/client/admin', { user_id: '1e309' }), 'user_id', NUMBER_INVALID);
    expectFieldError(
      await admin.post('/api/user/skill-categories', { category_ids: [1, '1e309'] }),
      'category_ids.1',
      NUMBER_INVALID,
    );
    // JSON.parse reads 1e309 as Infinity: the body's own number.
    const raw = await admin.request('POST', '/api/client/admin', {
      payload: '{"user_id": 1e309}',
      headers: { 'content-type': 'application/json' },
    });
    expect(raw.statusCode).toBe(422);
  });

  it('refuses them in path parameters, and an id no column holds is a 422, never a 500', async () => {
    const firmId = await firmIdOf(ctx.db, DEMO.firmAdmin);
    const members = await countRows(ctx.db, 'users');
    for (const id of ['1e309', '-1e309', '2147483648', '1e308', '-0', '0x10', '9007199254740993']) {
      for (const response of [
        await admin.request('DELETE', `/api/client/user/${id}`),
        await admin.get(`/api/user/${id}/picture`),
        await admin.get(`/api/skill-categories/${id}/users`),
      ]) {
        expect([404, 422]).toContain(response.statusCode);
      }
    }
    expectFieldError(await admin.request('DELETE', '/api/client/user/1e309'), 'id', NUMBER_INVALID);
    expect(await countRows(ctx.db, 'users')).toBe(members);
    expect(firmId).toBeGreaterThan(0);
  });

  it('keeps answering the boundaries a column holds', async () => {
    expect((await admin.get('/api/skill-categories/2147483647/users')).statusCode).toBe(404);
    expect((await admin.get('/api/legal-cases?offset=-0')).statusCode).toBe(200);
    expect((await admin.get('/api/legal-cases?limit=1e2')).statusCode).toBe(200);
  });
});

describe('text PostgreSQL refuses: a NUL, a lone surrogate', () => {
  it.each([
    ['/api/public/policies/%00', 'uuid'],
    ['/api/intake/form?uuid=%00', 'uuid'],
    ['/api/legal-cases?q=a%00b', 'q'],
    ['/api/legal-cases?lang=fr%00', 'lang'],
  ])('GET %s answers 422 on %s', async (url, field) => {
    expectFieldError(await admin.get(url), field, UNSUPPORTED_CHARACTERS);
  });

  it('refuses them anywhere in a JSON body, keys included', async () => {
    expectFieldError(await admin.post('/api/lawyers/search', { terms: 'a\u0000b' }), 'terms', UNSUPPORTED_CHARACTERS);
    expectFieldError(await admin.post('/api/lawyers/search', { terms: 'a\ud800b' }), 'terms', UNSUPPORTED_CHARACTERS);
    expectFieldError(await admin.post('/api/lawyers/search', { terms: 'a\udc00' }), 'terms', UNSUPPORTED_CHARACTERS);
    expect((await admin.post('/api/lawyers/search', { terms: 'ok', 'x\u0000': 1 })).statusCode).toBe(422);
    // A well-formed pair (an emoji) is text like any other.
    expect((await admin.post('/api/lawyers/search', { terms: 'a\ud83d\ude00' })).statusCode).toBe(200);
  });

  it('refuses them in the intake form before looking anything up', async () => {
    const firm = await ctx.db
      .selectFrom('clients')
      .select('uuid')
      .where('id', '=', await firmIdOf(ctx.db, DEMO.lawyer))
      .executeTakeFirstOrThrow();
    const form = await new Agent(ctx.app).get(`/api/intake/form?uuid=${firm.uuid}`);
    expect(form.statusCode).toBe(200);
    const token = (form.json() as { data: { form_token: string } }).data.form_token;
    const cases = await countRows(ctx.db, 'legal_cases');
    const { payload, contentType } = await multipartBody([
      ['uuid', firm.uuid],
      ['firstname', 'Chlo\u0000é'],
      ['lastname', 'Vermeulen'],
    ]);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/intake',
      headers: { 'content-type': contentType, 'x-intake-token': token },
      payload,
    });
    expectFieldError(response, 'firstname', UNSUPPORTED_CHARACTERS);
    expect(await countRows(ctx.db, 'legal_cases')).toBe(cases);
  });

  it('refuses them in an upload form field, and in its metadata JSON', async () => {
    const documents = await countRows(ctx.db, 'documents');
    const file = { content: minimalPdf(['Contrat de bail']), filename: 'bail.pdf' };
    for (const [fields, field] of [
      [[['name', 'Bail\u0000']], 'name'],
      [[['metadata', '{"title":"Bail\\u0000"}']], 'metadata.title'],
    ] as const) {
      const { payload, contentType } = await multipartBody([...fields, ['file', file]]);
      const response = await admin.request('POST', '/api/documents/upload-file', {
        payload,
        headers: { 'content-type': contentType },
      });
      expectFieldError(response, field, UNSUPPORTED_CHARACTERS);
    }
    expect(await countRows(ctx.db, 'documents')).toBe(documents);
  });

  it('no route with a path parameter answers 5xx to a NUL in it', async () => {
    const withParams = registered
      .filter((route) => route.url.startsWith('/api/') && route.url.includes(':'))
      .flatMap((route) => [route.method].flat().map((method) => ({ method, url: route.url })))
      .filter(({ method }) => method !== 'HEAD');
    expect(withParams.length).toBeGreaterThan(10);
    const failures: string[] = [];
    for (const { method, url } of withParams) {
      const concrete = url.replace(/:[A-Za-z_]+/g, 'a%00b');
      for (const agent of [admin, superAdmin]) {
        const response = await agent.request(method as 'GET', concrete, method === 'GET' ? {} : { payload: {} });
        if (response.statusCode >= 500 || !Value.Check(Failure, response.json())) {
          failures.push(`${method} ${url}: ${response.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
