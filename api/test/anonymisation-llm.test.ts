// The detection run with a language model configured (issue 26): its proposals are merged with the rules', each
// marked with its source, and a model that fails leaves the rules' proposals alone. The model is a local
// OpenAI-compatible stand-in written here (its answer is the entities' shape, not the tags' of the labelling
// stand-in).
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AnonymisationView } from '@lexdesk/shared/contract';
import { anchorEntities } from '../src/labelling/entities';
import { type Agent, createTestApp, DEMO, LIFTED_RATE_LIMITS, loggedIn, type TestContext } from './helpers';

jest.setTimeout(30_000);

const MODEL = 'entity-model';
const KEY = 'sk-anonymisation-test';
const MAIL = 'jean.dupont@exemple.be';
// "Zorglub" is a nickname: no rule finds it, the model does.
const JUDGMENT = [
  `EN CAUSE DE : Monsieur Jean DUPONT, joignable à ${MAIL}, appelant,`,
  // A nickname no rule reads as a person: only the model proposes it.
  'Le surnom « Zorglub » revient dans les messages, où Zorglub signe, pas la marque Zorglubette.',
].join('\n');

let server: Server;
let answer: { status: number; content: unknown } = { status: 200, content: {} };
let ctx: TestContext;
let admin: Agent;

beforeAll(async () => {
  server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      if (request.headers.authorization !== `Bearer ${KEY}`) {
        response.writeHead(401).end();
        return;
      }
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          id: 'chatcmpl-test',
          object: 'chat.completion',
          model: MODEL,
          choices: [{ index: 0, message: { role: 'assistant', content: JSON.stringify(answer.content) } }],
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  ctx = await createTestApp({
    rateLimits: LIFTED_RATE_LIMITS,
    llm: { baseUrl: `http://127.0.0.1:${port}/v1`, apiKey: KEY, model: MODEL, timeoutMs: 2000, maxInputChars: 5000 },
  });
  admin = await loggedIn(ctx.app, DEMO.superAdmin);
}, 60_000);
afterAll(async () => {
  await ctx.close();
  await new Promise((resolve) => server.close(resolve));
});

async function insertDocument(): Promise<string> {
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
      text: JUDGMENT,
      language: 'fr',
      created_at: now,
      updated_at: now,
    })
    .execute();
  return token;
}

async function detect(token: string): Promise<AnonymisationView> {
  expect((await admin.post(`/api/documents/${token}/anonymisation/detect`)).statusCode).toBe(202);
  await ctx.app.labelling.drain();
  return (await admin.get(`/api/documents/${token}/anonymisation`)).json<{ data: AnonymisationView }>().data;
}

it("merges the model's proposals with the rules', each marked with its source", async () => {
  answer = {
    status: 200,
    content: {
      entities: [
        { text: 'Zorglub', category: 'person' },
        { text: MAIL, category: 'email' },
        { text: 'Nulle part dans le texte', category: 'person' },
        { text: 'Bruxelles', category: 'a category of its own' },
      ],
    },
  };
  const view = await detect(await insertDocument());
  expect(view.status).toBe('proposed');
  // The e-mail address: the rules found it, the model's span over it is left out.
  expect(view.entities.filter((entity) => entity.content === MAIL).map((entity) => entity.source)).toEqual(['rules']);
  // The nickname, twice (not inside "Zorglubette"), one group, one person's pseudonym.
  const nickname = view.entities.filter((entity) => entity.content === 'Zorglub');
  expect(nickname.map((entity) => entity.start_index)).toEqual([
    JUDGMENT.indexOf('Zorglub'),
    JUDGMENT.indexOf('Zorglub signe'),
  ]);
  expect(nickname.every((entity) => entity.source === `llm:${MODEL}` && entity.category === 'person')).toBe(true);
  expect(new Set(nickname.map((entity) => entity.group)).size).toBe(1);
  expect(nickname[0]?.replacement).toMatch(/^[A-Z]+\.$/);
  expect(view.entities.some((entity) => entity.content.includes('Zorglubette'))).toBe(false);
});

it("keeps the rules' proposals when the model fails", async () => {
  answer = { status: 500, content: {} };
  const view = await detect(await insertDocument());
  expect(view.status).toBe('proposed');
  expect(view.entities.filter((entity) => entity.content === MAIL)).toHaveLength(1);
  expect(view.entities.some((entity) => entity.source.startsWith('llm:'))).toBe(false);
});

it('anchors quoted entities on word boundaries only, an unknown category as other', () => {
  const { entities, missing } = anchorEntities('Marc et Marcel, Marc.', [
    { text: 'Marc', category: 'person' },
    { text: 'Absent', category: 'person' },
    { text: 'Marcel', category: 'pet' },
  ]);
  expect(entities.map((entity) => [entity.start_index, entity.content, entity.category])).toEqual([
    [0, 'Marc', 'person'],
    [8, 'Marcel', 'other'],
    [16, 'Marc', 'person'],
  ]);
  expect(missing).toBe(1);
});
