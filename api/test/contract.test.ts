import * as contract from '@lexdesk/shared/contract';
import { Kind, type TSchema, Type } from '@sinclair/typebox';
import type { RouteOptions } from 'fastify';
import { createTestApp, type TestContext } from './helpers';

/** Every schema the contract exports: what a route may accept and answer. */
const CONTRACT_SCHEMAS = new Set<unknown>(
  Object.values(contract).filter((value) => typeof value === 'object' && value !== null && Kind in value),
);

/**
 * Answers that are no JSON shape: a file streamed as stored, an HTML page, an empty 204; and the API reference,
 * a document of its own (OpenAPI) sent outside the envelope.
 */
function isNotJson(schema: TSchema): boolean {
  return (
    schema.format === 'binary' ||
    schema.type === 'null' ||
    (schema.type === 'string' && !('properties' in schema)) ||
    schema === contract.OpenApiDocument
  );
}

/** The JSON a data schema describes is the contract's: one of its schemas, a list of one, or nothing (null). */
function isContractData(data: TSchema): boolean {
  if (CONTRACT_SCHEMAS.has(data)) return true;
  if (data[Kind] === 'Array') return CONTRACT_SCHEMAS.has(data.items);
  return data[Kind] === 'Null';
}

/** What a route accepts or answers outside the contract, as `where: reason` lines (none expected). */
function outsideContract(route: RouteOptions): string[] {
  const schema = route.schema as Record<string, TSchema | Record<string, TSchema> | undefined> | undefined;
  const name = `${[route.method].flat().join(',')} ${route.url}`;
  const found: string[] = [];
  for (const part of ['body', 'querystring', 'params'] as const) {
    const declared = schema?.[part];
    if (declared !== undefined && !CONTRACT_SCHEMAS.has(declared)) found.push(`${name} ${part}`);
  }
  const responses = (schema?.response ?? {}) as Record<string, TSchema>;
  for (const [code, answer] of Object.entries(responses)) {
    if (code === '4xx' || code === '5xx') {
      if (answer !== contract.Failure) found.push(`${name} ${code}`);
    } else if (!isNotJson(answer)) {
      const data = (answer.properties as Record<string, TSchema> | undefined)?.data;
      if (data === undefined || !isContractData(data)) found.push(`${name} ${code}`);
    }
  }
  return found;
}

const registered: RouteOptions[] = [];
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ onRoute: (route) => registered.push(route) });
});
afterAll(() => ctx.close());

it('accepts and answers only shapes of the wire contract (@lexdesk/shared/contract)', () => {
  const routes = registered.filter((route) => route.schema !== undefined && route.method !== 'HEAD');
  expect(routes.length).toBeGreaterThan(40);
  expect(routes.flatMap(outsideContract)).toEqual([]);
});

it('tells a route whose shape is declared beside it', () => {
  const local = Type.Object({ token: Type.String() });
  const route = {
    method: 'POST',
    url: '/api/somewhere',
    handler: () => undefined,
    schema: { body: local, response: { 200: contract.success(local), '4xx': contract.Failure } },
  } satisfies RouteOptions;
  expect(outsideContract(route)).toEqual(['POST /api/somewhere body', 'POST /api/somewhere 200']);
  const inContract = {
    ...route,
    schema: { body: contract.CaseTokenBody, response: { 200: contract.success(Type.Array(contract.LegalCase)) } },
  };
  expect(outsideContract(inContract)).toEqual([]);
});
