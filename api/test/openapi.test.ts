import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { apiReferenceText } from '../src/lib/apiReference';
import { type Actor, agentFor, createTestApp, type TestContext } from './helpers';

const DOCUMENT_FILE = path.join(__dirname, '..', '..', 'docs', 'openapi.json');

const registered: RouteOptions[] = [];
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ onRoute: (route) => registered.push(route) });
});
afterAll(() => ctx.close());

interface Document {
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, unknown> };
}

it('docs/openapi.json is the reference of the current routes', () => {
  const current = apiReferenceText(ctx.app);
  const committed = readFileSync(DOCUMENT_FILE, 'utf8');
  if (committed !== current) {
    throw new Error('docs/openapi.json does not match the routes: run `npm run build -- api` and commit the file.');
  }
});

it('describes every /api route, and every reference it makes is one of its components', () => {
  const document = JSON.parse(apiReferenceText(ctx.app)) as Document;
  const described = Object.entries(document.paths).flatMap(([url, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${url}`),
  );
  const routes = registered
    .filter((route) => route.url.startsWith('/api/'))
    .flatMap((route) =>
      [route.method]
        .flat()
        .filter((method) => method !== 'HEAD')
        .map((method) => `${method} ${route.url.replace(/:(\w+)/g, '{$1}')}`),
    );
  expect(described.sort()).toEqual([...new Set(routes)].sort());
  const references = [...JSON.stringify(document).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map(
    (match) => match[1],
  );
  expect(references.length).toBeGreaterThan(50);
  expect(references.filter((name) => name === undefined || !(name in document.components.schemas))).toEqual([]);
  // The contract's shapes are named once, not repeated in every route.
  expect(Object.keys(document.components.schemas)).toEqual(expect.arrayContaining(['Failure', 'LegalCase', 'User']));
});

describe('GET /api/openapi.json', () => {
  it('answers the document, as docs/openapi.json holds it, to the super administrator', async () => {
    const superAdmin = await agentFor(ctx.app, 'superAdmin');
    const response = await superAdmin.get('/api/openapi.json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual(JSON.parse(readFileSync(DOCUMENT_FILE, 'utf8')));
  });

  it.each<[Actor, number, string]>([
    ['anonymous', 401, 'unauthenticated'],
    ['lawyer', 403, 'forbidden'],
    ['firmAdmin', 403, 'forbidden'],
    ['otherFirm', 403, 'forbidden'],
  ])('refuses it to %s (%i)', async (actor, status, code) => {
    const agent = await agentFor(ctx.app, actor);
    const response = await agent.get('/api/openapi.json');
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ status: 'error', code, message: expect.any(String) });
  });
});
