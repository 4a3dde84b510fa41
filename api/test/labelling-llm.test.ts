// The language-model provider against the local OpenAI-compatible stand-in (e2e/stand-ins/openai-api.ts): what a
// good answer stores, and how every bad one is reported (never stored as garbage, never logged with the text).
import { randomBytes } from 'node:crypto';
import {
  DEFAULT_STAND_IN_KEY,
  INVENTED_PASSAGE,
  STAND_IN_SUMMARY,
  type StandInMode,
  startOpenAiStandIn,
} from '../../e2e/stand-ins/openai-api';
import { OMISSION_MARKER } from '../src/labelling/excerpt';
import { type Agent, createTestApp, DEMO, LIFTED_RATE_LIMITS, loggedIn, type TestContext } from './helpers';

jest.setTimeout(30_000);

type StandIn = Awaited<ReturnType<typeof startOpenAiStandIn>>;

const MODEL = 'stand-in-model';
const TIMEOUT_MS = 400;
const MAX_INPUT_CHARS = 3000;
/** A word only the documents hold: the log must never show it. */
const SECRET = 'Zygomatique';

/** A judgment whose first words span a line break, with a date said twice. */
const JUDGMENT = [
  'Tribunal de première',
  `instance francophone de Bruxelles, ${SECRET} contre Dupont.`,
  'Jugement du 12 mars 2019.',
  'Le tribunal rappelle son jugement du 12 mars 2019 et condamne Dupont.',
].join('\n');

let standIn: StandIn;
let ctx: TestContext;
let admin: Agent;
const logLines: string[] = [];

beforeAll(async () => {
  standIn = await startOpenAiStandIn();
  ctx = await createTestApp({
    rateLimits: LIFTED_RATE_LIMITS,
    llm: {
      baseUrl: standIn.url,
      apiKey: DEFAULT_STAND_IN_KEY,
      model: MODEL,
      timeoutMs: TIMEOUT_MS,
      maxInputChars: MAX_INPUT_CHARS,
    },
    logger: { level: 'info', stream: { write: (line: string) => void logLines.push(line) } },
  });
  admin = await loggedIn(ctx.app, DEMO.superAdmin);
}, 60_000);
afterAll(async () => {
  await ctx.close();
  await standIn.close();
});
beforeEach(() => standIn.reset());

async function insertDocument(text = JUDGMENT): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  const now = new Date().toISOString();
  await ctx.db
    .insertInto('documents')
    .values({
      token,
      name: 'jugement.pdf',
      mime: 'application/pdf',
      size: 100,
      sha256: 'x',
      origin: 'provider',
      client_id: null,
      visibility: 'private',
      state: 'success',
      text,
      language: 'fr',
      created_at: now,
      updated_at: now,
    })
    .execute();
  return token;
}

interface Detail {
  summary: string | null;
  suggestions_provider: string | null;
  suggestions_pending: boolean;
  suggestions_error: string | null;
  suggestions_error_message: string | null;
  unprocessed_openai_tag: {
    name: string;
    code: string;
    color: string;
    openai: true;
    data: { start_index: number; end_index: number; content: string }[];
  }[];
}

/** Launches a run in `mode`, lets it end, answers the document as the screen then reads it. */
async function runIn(
  mode: StandInMode,
  token: string,
  options: { delayMs?: number; lang?: string } = {},
): Promise<Detail> {
  standIn.setMode(mode, { delayMs: options.delayMs });
  const launched = await admin.post('/api/launch/openai-labelling', { token, prompt: 'Consigne de test.' });
  expect(launched.statusCode).toBe(202);
  await ctx.app.labelling.drain();
  return (await admin.get(`/api/documents/${token}?lang=${options.lang ?? 'fr'}`)).json().data as Detail;
}

describe('a good answer', () => {
  it('is stored: the summary, every occurrence of each passage anchored in the text, the provider', async () => {
    const token = await insertDocument();
    const detail = await runIn('good', token);
    expect(detail).toMatchObject({
      summary: STAND_IN_SUMMARY,
      suggestions_provider: `llm:${MODEL}`,
      suggestions_pending: false,
      suggestions_error: null,
    });
    expect(detail.unprocessed_openai_tag).toEqual([
      {
        name: 'Première phrase',
        code: 'premiere_phrase',
        color: 'E68A70',
        openai: true,
        // The model quoted the words with single spaces; the text breaks the line between them.
        data: [{ start_index: 0, end_index: 44, content: 'Tribunal de première\ninstance francophone de' }],
      },
      {
        name: 'Date',
        code: 'date',
        color: 'E68A70',
        openai: true,
        data: [
          {
            start_index: JUDGMENT.indexOf('12 mars'),
            end_index: JUDGMENT.indexOf('12 mars') + 12,
            content: '12 mars 2019',
          },
          {
            start_index: JUDGMENT.lastIndexOf('12 mars'),
            end_index: JUDGMENT.lastIndexOf('12 mars') + 12,
            content: '12 mars 2019',
          },
        ],
      },
    ]);
    const [call] = standIn.calls();
    expect(call?.model).toBe(MODEL);
    expect(call?.responseFormat).toEqual({ type: 'json_object' });
    expect(call?.messages[0]?.content).toMatch(/^Consigne de test\.\n\nRéponds uniquement par un objet JSON/);
    expect(call?.messages[1]?.content).toContain(JUDGMENT);
  });

  it('is read inside a ```json block too, and a second run sends the summary the first left', async () => {
    const token = await insertDocument();
    await runIn('good', token);
    const detail = await runIn('fenced', token);
    expect(detail.suggestions_error).toBeNull();
    expect(detail.unprocessed_openai_tag.map((tag) => tag.code)).toEqual(['premiere_phrase', 'date']);
    expect(standIn.calls()[1]?.messages[1]?.content).toContain(STAND_IN_SUMMARY);
  });

  it('of a long document: the middle is left out of what is sent, the passages are anchored in the whole text', async () => {
    const filler = Array.from({ length: 200 }, (_, index) => `Considérant ${index} du jugement.`);
    const text = [
      JUDGMENT,
      ...filler.slice(0, 100),
      'Vu la décision du 4 avril 2018.',
      ...filler.slice(100),
      'Fait le 4 avril 2018.',
    ].join('\n');
    const token = await insertDocument(text);
    const detail = await runIn('good', token);
    const sent = standIn.calls()[0]?.messages[1]?.content ?? '';
    expect(sent).toContain(OMISSION_MARKER);
    expect(sent).not.toContain('Vu la décision du 4 avril 2018.');
    expect(sent.length).toBeLessThan(MAX_INPUT_CHARS + 400);
    // The date read at the end is found in the middle too.
    const dates = detail.unprocessed_openai_tag.find((tag) => tag.code === 'date')?.data ?? [];
    expect(dates.map((selection) => selection.start_index)).toContain(text.indexOf('4 avril 2018'));
    expect(dates.map((selection) => selection.start_index)).toContain(text.lastIndexOf('4 avril 2018'));
  });

  it('of a run superseded by a newer launch is never asked for nor written', async () => {
    const token = await insertDocument();
    await admin.post('/api/launch/openai-labelling', { token, prompt: 'Première consigne.' });
    await admin.post('/api/launch/openai-labelling', { token, prompt: 'Seconde consigne.' });
    await ctx.app.labelling.drain();
    expect(standIn.calls().map((call) => call.messages[0]?.content.split('\n')[0])).toEqual(['Seconde consigne.']);
  });
});

describe('a bad answer is reported, and the suggestions before it stay', () => {
  let token: string;
  let previous: Detail;

  beforeAll(async () => {
    token = await insertDocument();
    previous = await runIn('good', token);
  });

  it('keeps the passages found and reports those the text does not hold', async () => {
    const other = await insertDocument();
    const detail = await runIn('not-found', other, { lang: 'en' });
    expect(detail.unprocessed_openai_tag.map((tag) => tag.code)).toEqual(['premiere_phrase', 'date']);
    expect(detail).toMatchObject({
      suggestions_error: 'labelling_passages_not_found',
      suggestions_error_message:
        'Some passages proposed by the language model are not in the text: they were left out.',
    });
    expect(JSON.stringify(detail)).not.toContain(INVENTED_PASSAGE);
  });

  it.each([
    ['malformed', 'labelling_invalid_answer'],
    ['wrong-shape', 'labelling_invalid_answer'],
    ['refuse', 'labelling_key_refused'],
    ['error', 'labelling_provider_error'],
  ] as const)('%s: %s', async (mode, error) => {
    const detail = await runIn(mode, token);
    expect(detail).toMatchObject({
      suggestions_error: error,
      suggestions_error_message: expect.any(String),
      suggestions_pending: false,
      summary: previous.summary,
      unprocessed_openai_tag: previous.unprocessed_openai_tag,
    });
  });

  it('an answer later than the timeout is abandoned', async () => {
    const started = Date.now();
    const detail = await runIn('delay', token, { delayMs: TIMEOUT_MS * 10 });
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 8);
    expect(detail.suggestions_error).toBe('labelling_timeout');
    expect(detail.suggestions_error_message).toMatch(/^Le modèle de langage n'a pas répondu à temps/);
  });

  it('a key the service refuses says so, in the language asked', async () => {
    const detail = await runIn('refuse', token, { lang: 'nl' });
    expect(detail.suggestions_error_message).toMatch(/toegangssleutel/);
  });

  it("the log says what happened, never a word of the document nor of the model's answer", () => {
    const logged = logLines.join('');
    expect(logged).toContain('tag suggestions failed');
    expect(logged).toContain('labelling_timeout');
    expect(logged).toContain('tag suggestions: some left out');
    expect(logged).not.toContain(SECRET);
    expect(logged).not.toContain(INVENTED_PASSAGE);
    expect(logged).not.toContain('Tribunal de première');
  });
});
