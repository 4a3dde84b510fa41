// Property-based fuzzing of every /api route, from the app's own route table and its schemas (issue 27).
// FUZZ_RUNS sets the random requests per route after the boundary sweep (a short run here; `npm run bench fuzz`
// runs many more), FUZZ_SEED picks another sequence, FUZZ_ONLY=text fuzzes only the routes whose
// `METHOD /path` contains it.
import { Value } from '@sinclair/typebox/value';
import type { RouteOptions } from 'fastify';
import fc from 'fast-check';
import { sql } from 'kysely';
import { createHash } from 'node:crypto';
import { Failure as failure } from '@lexdesk/shared/contract';
import { type Actor, agentFor, Agent, createTestApp, ENGINE, LIFTED_RATE_LIMITS, type TestContext } from './helpers';
import { startStripeStandIn } from '../../e2e/stand-ins/stripe-api';
import {
  boundaryValuesFor,
  encodeText,
  type KnownValues,
  pathValueFor,
  plainValueFor,
  queryFor,
  toJson,
  toText,
  valueFor,
  type WireValue,
} from './fuzz-values';

const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
const SEED = Number(process.env.FUZZ_SEED ?? 27);

/**
 * Tables a refused request may change on purpose, left out of the state checksum: the session's sliding expiry,
 * the rate-limit counters (refusals count: that is their point), the spent proof-of-work challenges of the intake
 * (spent by any attempt, so a refused one cannot be replayed), and secrets made on first use.
 */
const OUTSIDE_CHECKSUM = new Set(['sessions', 'rate_limits', 'spent_challenges', 'app_secrets']);

interface FuzzRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  options: RouteOptions;
}

interface Outcome {
  route: string;
  request: string;
  problem: string;
}

const registered: RouteOptions[] = [];
/** Requests sent so far, for the summary line. */
let sent = 0;
let ctx: TestContext;
let tables: string[];
let stripe: Awaited<ReturnType<typeof startStripeStandIn>>;

beforeAll(async () => {
  // Billing configured against the local stand-in of Stripe's API, so the billing routes do their work.
  stripe = await startStripeStandIn();
  ctx = await createTestApp({
    rateLimits: LIFTED_RATE_LIMITS,
    onRoute: (route) => registered.push(route),
    billing: {
      secretKey: 'sk_test_lexdesk',
      publishableKey: 'pk_test_lexdesk',
      webhookSecret: 'whsec_lexdesk_test',
      prices: { lexdesk_basic: 'price_basic', lexdesk_plus: 'price_plus', lexdesk_pro: 'price_pro' },
      apiUrl: stripe.url,
    },
  });
  // The full-text indexes' own tables (SQLite's FTS5) follow their documents: the documents are checked.
  tables = (await tableNames()).filter((name) => !OUTSIDE_CHECKSUM.has(name) && !/_fts(_|$)/.test(name));
});
afterAll(async () => {
  await ctx.close();
  await stripe.close();
});

async function tableNames(): Promise<string[]> {
  const query =
    ENGINE === 'postgres'
      ? sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables
          WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`
      : sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`;
  return (await query.execute(ctx.db)).rows.map((row) => row.name).sort();
}

/** A digest of every row of every table (rows sorted, so the engines' physical order does not matter). */
async function stateChecksum(): Promise<string> {
  const hash = createHash('sha256');
  for (const table of tables) {
    const { rows } = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)}`.execute(ctx.db);
    const lines = rows.map((row) =>
      JSON.stringify(row, (_key, value: unknown) => (Buffer.isBuffer(value) ? value.toString('base64') : value)),
    );
    hash.update(`${table}\n${lines.sort().join('\n')}\n`);
  }
  return hash.digest('hex');
}

/**
 * Changes whenever anything was written since the last call (by any connection): SQLite's data_version, or the
 * next transaction id PostgreSQL will hand out (read-only transactions take none). The checksum is computed only
 * when this moved, which spares it after most refusals.
 */
async function writeMark(): Promise<string> {
  const query =
    ENGINE === 'postgres'
      ? sql<{ mark: string }>`SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS mark`
      : sql<{ mark: string }>`SELECT data_version AS mark FROM pragma_data_version`;
  const { rows } = await query.execute(ctx.db);
  return String(rows[0]?.mark);
}

async function snapshot(): Promise<{ mark: string; checksum: string }> {
  const mark = await writeMark();
  return { mark, checksum: await stateChecksum() };
}

async function knownValues(): Promise<KnownValues> {
  const db = ctx.db;
  const [cases, documents, firms, users, skills, invitations] = await Promise.all([
    db.selectFrom('legal_cases').select('token').limit(5).execute(),
    db.selectFrom('documents').select('token').limit(5).execute(),
    db.selectFrom('clients').select('uuid').execute(),
    db.selectFrom('users').select('id').execute(),
    db.selectFrom('skill_categories').select('id').limit(5).execute(),
    db.selectFrom('invitations').select('id').execute(),
  ]);
  const first = (rows: { token?: string; uuid?: string }[]) => rows[0]?.token ?? rows[0]?.uuid ?? '';
  return {
    caseToken: first(cases),
    documentToken: first(documents),
    firmUuid: first(firms),
    strings: [
      ...cases.map((row) => row.token),
      ...documents.map((row) => row.token),
      ...firms.map((row) => row.uuid),
      'metadata',
    ],
    integers: [...users, ...skills, ...invitations].map((row) => row.id),
  };
}

const nameOf = (route: FuzzRoute) => `${route.method} ${route.url}`;
const isPublic = (route: FuzzRoute) => route.options.config?.public === true;

type Schemas = Partial<Record<'body' | 'querystring' | 'params', Parameters<typeof valueFor>[0]>>;

interface FuzzRequest {
  actor: Actor;
  url: string;
  /** JSON text, or a body that is not JSON at all. */
  body: { text: string; contentType: string } | undefined;
}

function requestsFor(route: FuzzRoute, known: KnownValues): fc.Arbitrary<FuzzRequest> {
  const schemas = (route.options.schema ?? {}) as Schemas;
  const params = Object.keys(schemas.params?.properties ?? {});
  const signedIn: Actor[] = ['lawyer', 'firmAdmin', 'superAdmin', 'otherFirm'];
  const actor: fc.Arbitrary<Actor> = isPublic(route)
    ? fc.constantFrom<Actor>('anonymous', 'anonymous', 'lawyer')
    : fc.constantFrom<Actor>(...signedIn, ...signedIn, 'anonymous');
  const path = fc
    .tuple(...params.map((name) => pathValueFor(schemas.params?.properties?.[name], known)))
    .map((values) => params.reduce((url, name, index) => url.replace(`:${name}`, values[index] ?? ''), route.url));
  const query = queryFor(schemas.querystring, known);
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
  const json = valueFor(schemas.body ?? { type: 'object' }, known).map((value: WireValue) => ({
    text: toJson(value),
    contentType: 'application/json',
  }));
  const malformed = fc.constantFrom(
    { text: '{"a":', contentType: 'application/json' },
    { text: '', contentType: 'application/json' },
    { text: 'a=1', contentType: 'application/x-www-form-urlencoded' },
    { text: 'plain', contentType: 'text/plain' },
    { text: '{"a":1}', contentType: 'application/json; charset=latin1' },
    { text: '\u0000', contentType: 'application/json' },
  );
  const body = hasBody
    ? fc.oneof({ arbitrary: json, weight: 8 }, malformed, fc.constant(undefined))
    : fc.constant(undefined);
  return fc.record({ actor, path, query, body }).map(({ actor: who, path: url, query: search, body: sent }) => ({
    actor: who,
    url: search ? `${url}?${search}` : url,
    body: sent,
  }));
}

function describeRequest(route: FuzzRoute, request: FuzzRequest): string {
  const body = request.body
    ? ` ${request.body.contentType} ${request.body.text.length > 200 ? `${request.body.text.slice(0, 200)}… (${request.body.text.length} characters)` : request.body.text}`
    : '';
  const url =
    request.url.length > 300 ? `${request.url.slice(0, 300)}… (${request.url.length} characters)` : request.url;
  return `${request.actor}: ${route.method} ${url}${body}`;
}

/** The callers, signed in again when a fuzzed request ended their session (a logout, a deleted account). */
class Callers {
  private readonly agents = new Map<Actor, Agent>();

  /** The caller's agent, and whether it just signed in (a sign-in writes rows of its own). */
  async get(actor: Actor): Promise<{ agent: Agent; fresh: boolean } | undefined> {
    const known = this.agents.get(actor);
    if (known) return { agent: known, fresh: false };
    const agent = await agentFor(ctx.app, actor).catch(() => undefined);
    if (!agent) return undefined;
    this.agents.set(actor, agent);
    return { agent, fresh: true };
  }

  forget(actor: Actor): void {
    this.agents.delete(actor);
  }
}

/**
 * The boundary sweep: each field of the route (query parameter, path parameter, top-level body field) gets each
 * boundary value of its type alone, the others a plain accepted value; then the whole body is replaced by values
 * of the wrong shape. Sent as a firm administrator and as the super administrator (anonymously to public routes).
 */
function sweepOf(route: FuzzRoute, known: KnownValues): FuzzRequest[] {
  const schemas = (route.options.schema ?? {}) as Schemas;
  const actors: Actor[] = isPublic(route) ? ['anonymous'] : ['firmAdmin', 'superAdmin', 'lawyer'];
  const query = Object.entries(schemas.querystring?.properties ?? {}).filter(
    // `lang` is read by one function for every route: swept once, on the health check.
    ([name]) => name !== 'lang' || route.url === '/api/health',
  );
  const params = Object.entries(schemas.params?.properties ?? {});
  const body = schemas.body;
  const bodyFields = Object.entries(body?.properties ?? {});
  const plainPath = (swept?: string, value?: string) =>
    params.reduce(
      (url, [name, schema]) =>
        url.replace(
          `:${name}`,
          name === swept
            ? (value ?? '')
            : encodeText(
                toText(plainValueFor(schema, known, `${route.url.includes('/documents/') ? 'document_' : ''}${name}`)),
              ),
        ),
      route.url,
    );
  const plainBody = (swept?: string, value?: WireValue): FuzzRequest['body'] => {
    if (route.method === 'GET' || route.method === 'DELETE') return undefined;
    if (!body) return { text: '{}', contentType: 'application/json' };
    const entries = bodyFields
      .filter(([name]) => name === swept || body.required?.includes(name))
      .map(
        ([name, schema]) =>
          [name, name === swept && value !== undefined ? value : plainValueFor(schema, known, name)] as const,
      );
    return { text: toJson({ entries }), contentType: 'application/json' };
  };
  const requests: Omit<FuzzRequest, 'actor'>[] = [
    ...query.flatMap(([name, schema]) =>
      boundaryValuesFor(schema).map((value) => ({
        url: `${plainPath()}?${name}=${encodeText(toText(value))}`,
        body: plainBody(),
      })),
    ),
    ...params.flatMap(([name, schema]) =>
      [...boundaryValuesFor(schema).map((value) => encodeText(toText(value))), '%00', 'a%00b', '%ED%A0%80'].map(
        (segment) => ({ url: plainPath(name, segment), body: plainBody() }),
      ),
    ),
    ...bodyFields.flatMap(([name, schema]) =>
      boundaryValuesFor(schema).map((value) => ({ url: plainPath(), body: plainBody(name, value) })),
    ),
    ...(plainBody() === undefined
      ? []
      : boundaryValuesFor(undefined).map((value) => ({
          url: plainPath(),
          body: { text: toJson(value), contentType: 'application/json' },
        }))),
  ];
  // The callers take turns, so each sees every kind of value at about half the cost of sending each request twice.
  return requests.map((request, index) => ({ actor: actors[index % actors.length] ?? 'anonymous', ...request }));
}

async function fuzzRoute(route: FuzzRoute, known: KnownValues, callers: Callers, outcomes: Outcome[], runs: number) {
  let checked = await snapshot();
  const check = async (request: FuzzRequest) => {
    const caller = await callers.get(request.actor);
    // An account a fuzzed request removed or renamed: nobody to send this one as.
    if (!caller) return;
    if (caller.fresh) checked = await snapshot();
    sent += 1;
    const response = await caller.agent.request(route.method, request.url, {
      ...(request.body ? { payload: request.body.text, headers: { 'content-type': request.body.contentType } } : {}),
    });
    const status = response.statusCode;
    const report = (problem: string) =>
      outcomes.push({ route: nameOf(route), request: describeRequest(route, request), problem });
    if (status >= 500) report(`answered ${status}: ${response.body.slice(0, 300)}`);
    if (status >= 400) {
      let body: unknown;
      try {
        body = response.json();
      } catch {
        body = response.body;
      }
      if (!Value.Check(failure, body))
        report(`answered ${status} outside the error envelope: ${response.body.slice(0, 300)}`);
    }
    if ((await writeMark()) !== checked.mark) {
      const after = await snapshot();
      if (status >= 400 && after.checksum !== checked.checksum) report(`answered ${status} but changed the database`);
      checked = after;
    }
    if (status === 401 || status === 419) callers.forget(request.actor);
  };
  for (const request of sweepOf(route, known)) await check(request);
  await fc.assert(fc.asyncProperty(requestsFor(route, known), check), { seed: SEED, numRuns: runs });
}

it('sees what the app writes: the write mark moves and the checksum changes (the state property can fail)', async () => {
  const lawyer = await agentFor(ctx.app, 'lawyer');
  const { data } = (await lawyer.get('/api/user')).json() as { data: { lang: string } };
  const before = await snapshot();
  const changed = await lawyer.post('/api/user/language', { lang: data.lang === 'nl' ? 'fr' : 'nl' });
  expect(changed.statusCode).toBe(200);
  const after = await snapshot();
  expect(after.mark).not.toBe(before.mark);
  expect(after.checksum).not.toBe(before.checksum);
  await lawyer.post('/api/user/language', { lang: data.lang });
  expect((await snapshot()).checksum).toBe(before.checksum);
});

it(
  `answers every route's random and boundary requests without a 5xx, in the envelope, changing nothing when it refuses (${ENGINE}, ${RUNS} runs a route, seed ${SEED})`,
  async () => {
    const routes: FuzzRoute[] = registered
      .filter((options) => options.url.startsWith('/api/'))
      .flatMap((options) =>
        [options.method]
          .flat()
          .filter((method): method is FuzzRoute['method'] => method !== 'HEAD' && method !== 'OPTIONS')
          .map((method) => ({ method, url: options.url, options })),
      );
    expect(routes.length).toBeGreaterThan(70);
    const known = await knownValues();
    const callers = new Callers();
    const outcomes: Outcome[] = [];
    const started = Date.now();
    const only = process.env.FUZZ_ONLY;
    const fuzzed = routes.filter((each) => !only || nameOf(each).includes(only));
    for (const route of fuzzed) await fuzzRoute(route, known, callers, outcomes, RUNS);
    const seconds = (Date.now() - started) / 1000;
    // The bench reads this line (scripts/bench/fuzz.mjs). It avoids "N failures": CI reads such a line as a
    // test runner's closing line that counted no test.
    console.log(
      `fuzz ${ENGINE}: ${fuzzed.length} routes, ${sent} requests, ${outcomes.length} wrong answers, ${seconds.toFixed(1)} s`,
    );
    // One entry per route and kind of problem (the first request that showed it), so a finding reads at a glance.
    const distinct = new Map<string, string>();
    for (const outcome of outcomes) {
      const key = `${outcome.route} ${outcome.problem.replace(/:.*$/s, '')}`;
      if (!distinct.has(key)) distinct.set(key, `${outcome.route} ${outcome.problem}\n    ${outcome.request}`);
    }
    expect([...distinct.values()]).toEqual([]);
  },
  30 * 60_000,
);
