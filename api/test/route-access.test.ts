import { Value } from '@sinclair/typebox/value';
import type { RouteOptions } from 'fastify';
import { Failure as failure } from '@lexdesk/shared/contract';
import { Agent, createTestApp, DEMO, loggedIn, type TestContext } from './helpers';

/** The only /api routes reachable without a signed-in user. */
const PUBLIC_ROUTES = [
  'GET /api/health',
  'GET /api/sanctum/csrf-cookie',
  'GET /api/session',
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'POST /api/auth/register',
  'POST /api/auth/register-check',
  'GET /api/auth/check-invitation',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'GET /api/intake/form',
  'POST /api/intake',
  // The addresses of a firm's published policies, for its intake page.
  'GET /api/public/policies/:uuid',
  // Who runs the installation, for LexDesk's own legal notice.
  'GET /api/public/legal-notice',
  // The payment provider's event deliveries, proven by their signature (routes/billing.ts).
  'POST /api/billing/stripe-webhook',
];

interface ApiRoute {
  method: string;
  url: string;
  options: RouteOptions;
}

const registered: RouteOptions[] = [];
let ctx: TestContext;
let apiRoutes: ApiRoute[];

beforeAll(async () => {
  ctx = await createTestApp({ onRoute: (route) => registered.push(route) });
  apiRoutes = registered
    .filter((route) => route.url.startsWith('/api/'))
    .flatMap((options) => [options.method].flat().map((method) => ({ method, url: options.url, options })));
});
afterAll(() => ctx.close());

const nameOf = (route: ApiRoute) => `${route.method} ${route.url}`;
const isPublic = (route: ApiRoute) => route.options.config?.public === true;
/** The path with every parameter filled in (a token-shaped value: no route is reached without a user anyway). */
const concreteUrl = (url: string) => url.replace(/:[A-Za-z_]+/g, 'a'.repeat(40));
const isStateChanging = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method);

it('finds the routes of every domain', () => {
  const names = apiRoutes.map(nameOf);
  // A sample of each file in routes/: the collection sees them all.
  for (const name of [
    'GET /api/user',
    'GET /api/onboarding/status',
    'GET /api/legal-cases',
    'POST /api/legal-cases/assign',
    'POST /api/lawyers/search',
    'GET /api/documents/download/:token',
    'GET /api/client',
    'DELETE /api/client/user/:id',
    'POST /api/user/update-picture',
    'GET /api/skillCategories',
    'GET /api/documents/:token',
    'POST /api/documents/update-labelling',
    'GET /api/documents/:token/metadata-suggestions',
    'GET /api/reference/jurisdictions',
    'GET /api/prompts/openai-labelling',
    'POST /api/prompts/openai-labelling',
    'POST /api/launch/openai-labelling',
    'GET /api/openapi.json',
    ...PUBLIC_ROUTES,
  ]) {
    expect(names).toContain(name);
  }
  expect(apiRoutes.length).toBeGreaterThan(20);
});

it('is public only where a route says so, and those are exactly the public list', () => {
  // HEAD routes are Fastify's copies of the GET ones (same options); they are checked below.
  const declared = apiRoutes.filter((route) => route.method !== 'HEAD' && isPublic(route)).map(nameOf);
  expect(declared.sort()).toEqual([...PUBLIC_ROUTES].sort());
  for (const head of apiRoutes.filter((route) => route.method === 'HEAD')) {
    expect(`${nameOf(head)} ${isPublic(head)}`).toBe(
      `${head.method} ${head.url} ${PUBLIC_ROUTES.includes(`GET ${head.url}`)}`,
    );
  }
});

it('declares the answer of every route: its success and the error envelope for 4xx and 5xx', () => {
  for (const route of apiRoutes) {
    const response = route.options.schema?.response as Record<string, unknown> | undefined;
    const codes = Object.keys(response ?? {});
    expect(`${nameOf(route)}: ${codes.some((code) => /^2\d\d$/.test(code))}`).toBe(`${nameOf(route)}: true`);
    expect(response?.['4xx']).toEqual(failure);
    expect(response?.['5xx']).toEqual(failure);
  }
});

it('answers 401 unauthenticated to every other route without a signed-in user', async () => {
  // An anonymous session with its XSRF token: the CSRF check passes, there is just no user. The public
  // routes get one of their own, since logout ends the session it is called with.
  const anonymous = new Agent(ctx.app);
  await anonymous.csrf();
  const visitor = new Agent(ctx.app);
  const outcomes: string[] = [];
  const expected: string[] = [];
  for (const route of apiRoutes) {
    const url = concreteUrl(route.url);
    const agent = isPublic(route) ? visitor : anonymous;
    if (isPublic(route)) await visitor.csrf();
    const response = isStateChanging(route.method)
      ? await agent.request(route.method as 'POST', url, { payload: {} })
      : await ctx.app.inject({ method: route.method as 'GET' | 'HEAD', url });
    const unauthenticated =
      response.statusCode === 401 &&
      (route.method === 'HEAD' || (response.json() as { code?: string }).code === 'unauthenticated');
    outcomes.push(`${nameOf(route)} ${unauthenticated ? 401 : 'reached'}`);
    expected.push(`${nameOf(route)} ${isPublic(route) ? 'reached' : 401}`);
    if (route.method !== 'HEAD' && response.statusCode === 401) {
      expect(Value.Check(failure, response.json())).toBe(true);
    }
  }
  expect(outcomes).toEqual(expected);
});

describe('GET /api/session, the session check at start', () => {
  it('answers 200 with no user to an anonymous visitor, with or without a session', async () => {
    const fresh = await ctx.app.inject({ method: 'GET', url: '/api/session' });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toEqual({ status: 'success', data: { user: null } });
    expect(fresh.headers['cache-control']).toBe('no-store');
    const anonymous = new Agent(ctx.app);
    await anonymous.csrf();
    const withSession = await anonymous.get('/api/session');
    expect(withSession.statusCode).toBe(200);
    expect(withSession.json()).toEqual({ status: 'success', data: { user: null } });
  });

  it('answers the signed-in user as GET /api/user does', async () => {
    const lawyer = await loggedIn(ctx.app, DEMO.lawyer);
    const session = await lawyer.get('/api/session');
    const user = await lawyer.get('/api/user');
    expect(session.statusCode).toBe(200);
    expect((session.json() as { data: { user: unknown } }).data.user).toEqual((user.json() as { data: unknown }).data);
  });
});

it('checks the XSRF token first: a state-changing call without a session is 419, not 401', async () => {
  for (const route of apiRoutes.filter((each) => isStateChanging(each.method) && !isPublic(each))) {
    const response = await ctx.app.inject({ method: route.method as 'POST', url: concreteUrl(route.url), payload: {} });
    expect(`${nameOf(route)} ${response.statusCode}`).toBe(`${nameOf(route)} 419`);
  }
});

it('refuses before reading the body: no field errors for an anonymous caller', async () => {
  const anonymous = new Agent(ctx.app);
  await anonymous.csrf();
  const response = await anonymous.post('/api/legal-cases/assign', { case_uuid: '', user_id: 'x', extra: 1 });
  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({ status: 'error', code: 'unauthenticated', message: expect.any(String) });
});

describe('answers outside any route keep the error envelope', () => {
  it.each([
    ['an unknown API path', '/api/nope', 404],
    ['a path parameter longer than any token', `/api/legal-cases/${'a'.repeat(500)}`, 404],
    ['a badly encoded path', '/api/legal-cases/%E0%A4%A', 400],
  ])('%s', async (_name, url, status) => {
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(Value.Check(failure, response.json())).toBe(true);
  });

  it('field errors of any name fit the envelope', async () => {
    const anonymous = new Agent(ctx.app);
    await anonymous.csrf();
    const response = await anonymous.post('/api/auth/register-check', { email: 'a@b.be', 'line\nbreak': 1 });
    expect(response.statusCode).toBe(422);
    const body = response.json() as { errors: Record<string, string[]> };
    expect(Value.Check(failure, body)).toBe(true);
    expect(Object.keys(body.errors).sort()).toEqual(['line\nbreak']);
  });
});
