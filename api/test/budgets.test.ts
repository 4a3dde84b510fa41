import { budgetsFromEnv, DEFAULT_BUDGETS, resolveConfig } from '../src/config';
import { minimalPdf } from '../src/lib/pdf';
import {
  type Agent,
  createTestApp,
  DEMO,
  LIFTED_RATE_LIMITS,
  loggedIn,
  multipartBody,
  type TestContext,
} from './helpers';

// Per-account budgets for expensive work (issue 27, finding 2): uploads waiting for processing (OCR, text
// extraction) and searches. Past one, 429 with Retry-After and a translated message; counted in the database.

/** A scan as a phone sends it: only its PNG signature matters until OCR reads it. */
const scan = () => Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);

async function upload(agent: Agent, content: Buffer, filename: string, lang = 'fr') {
  const { payload, contentType } = await multipartBody([['file', { content, filename }]]);
  return agent.request('POST', `/api/documents/upload-file?lang=${lang}`, {
    payload,
    headers: { 'content-type': contentType },
  });
}

const search = (agent: Agent, lang = 'fr') =>
  agent.post(`/api/documents/search?lang=${lang}`, { terms: 'contrat', limit: 10, offset: 0 });

let ctx: TestContext;
afterEach(async () => {
  await ctx.close();
});

describe('the default budgets', () => {
  it('let twenty OCR uploads sent at once by one trial account pass, and refuse part of thirty', async () => {
    // `{}`: the installation's defaults, not the lifted ones other test files use.
    ctx = await createTestApp({ rateLimits: LIFTED_RATE_LIMITS, budgets: {} });
    const jan = await loggedIn(ctx.app, DEMO.otherFirmAdmin);
    const twenty = await Promise.all(
      Array.from({ length: 20 }, (_, index) => upload(jan, scan(), `scan-${index}.png`)),
    );
    expect(twenty.map((answer) => answer.statusCode)).toEqual(Array(20).fill(201));
    const ten = await Promise.all(Array.from({ length: 10 }, (_, index) => upload(jan, scan(), `suite-${index}.png`)));
    const refused = ten.filter((answer) => answer.statusCode === 429);
    expect(ten.filter((answer) => answer.statusCode === 201)).toHaveLength(
      DEFAULT_BUDGETS.pendingUploadsPerAccount - 20,
    );
    expect(refused).toHaveLength(30 - DEFAULT_BUDGETS.pendingUploadsPerAccount);
    expect(refused[0]!.headers['retry-after']).toBe('30');
    expect(refused[0]!.json()).toEqual({
      status: 'error',
      code: 'too_many_pending_uploads',
      message:
        'Vous avez déjà 25 documents en attente de traitement. Réessayez dans 30 secondes, quand une partie aura été lue.',
    });
    // Nothing of a refused upload is kept.
    const waiting = await ctx.db
      .selectFrom('documents')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('name', 'like', '%.png')
      .executeTakeFirstOrThrow();
    expect(Number(waiting.count)).toBe(DEFAULT_BUDGETS.pendingUploadsPerAccount);
  }, 60_000);

  it('refuse part of sixty searches sent at once by one account, in its language, with Retry-After', async () => {
    ctx = await createTestApp({ rateLimits: LIFTED_RATE_LIMITS, budgets: {} });
    const marc = await loggedIn(ctx.app, DEMO.lawyer);
    const answers = await Promise.all(Array.from({ length: 60 }, () => search(marc, 'nl')));
    const accepted = answers.filter((answer) => answer.statusCode === 200);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(accepted).toHaveLength(DEFAULT_BUDGETS.searchesPerAccount);
    expect(refused).toHaveLength(60 - DEFAULT_BUDGETS.searchesPerAccount);
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(refused[0]!.headers['retry-after'])).toBeLessThanOrEqual(10);
    expect(refused[0]!.json()).toEqual({
      status: 'error',
      code: 'too_many_searches',
      message: `Te veel zoekopdrachten in korte tijd. Probeer het over ${refused[0]!.headers['retry-after']} seconden opnieuw.`,
    });
  }, 60_000);
});

describe('budgets set low', () => {
  it('count uploads waiting for processing per account: another account passes, a processed one frees a place', async () => {
    ctx = await createTestApp({ rateLimits: LIFTED_RATE_LIMITS, budgets: { pendingUploadsPerAccount: 2 } });
    const [marc, direction] = await Promise.all([loggedIn(ctx.app, DEMO.lawyer), loggedIn(ctx.app, DEMO.firmAdmin)]);
    expect((await upload(marc, minimalPdf(['Un']), 'un.pdf')).statusCode).toBe(201);
    expect((await upload(marc, minimalPdf(['Deux']), 'deux.pdf')).statusCode).toBe(201);
    const refused = await upload(marc, minimalPdf(['Trois']), 'trois.pdf', 'en');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'You already have 2 documents waiting to be processed. Try again in 30 seconds, once some of them have been read.',
    );
    // Another account of the same firm has its own budget.
    expect((await upload(direction, minimalPdf(['Autre']), 'autre.pdf')).statusCode).toBe(201);
    // Once read, the documents no longer wait: the account may upload again.
    await ctx.app.worker.drain();
    expect((await upload(marc, minimalPdf(['Trois']), 'trois.pdf')).statusCode).toBe(201);
  }, 60_000);

  it('count searches per account and route within the window, then let them through again', async () => {
    ctx = await createTestApp({ rateLimits: LIFTED_RATE_LIMITS, budgets: { searchesPerAccount: 3 } });
    const [marc, direction] = await Promise.all([loggedIn(ctx.app, DEMO.lawyer), loggedIn(ctx.app, DEMO.firmAdmin)]);
    for (let index = 0; index < 3; index += 1) expect((await search(marc)).statusCode).toBe(200);
    const refused = await search(marc);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('10');
    expect(refused.json().message).toBe('Trop de recherches en peu de temps. Réessayez dans 10 secondes.');
    // The look-ups have budgets of their own, and so has every other account.
    expect((await marc.post('/api/lawyers/search', { terms: 'avo' })).statusCode).toBe(200);
    expect((await search(direction)).statusCode).toBe(200);
    for (let index = 0; index < 3; index += 1)
      expect((await marc.post('/api/law-cases/search', { terms: 'licenciement' })).statusCode).toBe(200);
    expect((await marc.post('/api/law-cases/search', { terms: 'licenciement' })).statusCode).toBe(429);
    ctx.clock.advance(10_000);
    expect((await search(marc)).statusCode).toBe(200);
  }, 60_000);
});

describe('configuration', () => {
  it('takes whole numbers from the environment and refuses anything else at start', () => {
    expect(budgetsFromEnv({})).toEqual({});
    expect(
      resolveConfig({
        dataDir: '/tmp/x',
        budgets: budgetsFromEnv({ LEXDESK_PENDING_UPLOADS: '200', LEXDESK_SEARCHES_PER_10S: ' 500 ' }),
      }).budgets,
    ).toEqual({ ...DEFAULT_BUDGETS, pendingUploadsPerAccount: 200, searchesPerAccount: 500 });
    for (const value of ['0', '-1', '1e309', 'lots', '2.5'])
      expect(() => budgetsFromEnv({ LEXDESK_SEARCHES_PER_10S: value })).toThrow(/LEXDESK_SEARCHES_PER_10S/);
  });
});
