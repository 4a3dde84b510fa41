import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DocumentAccessEntry } from '@lexdesk/shared/contract';
import type { DocumentRow } from '../src/db/schema';
import { minimalPdf } from '../src/lib/pdf';
import { REPEATED_ACCESS_MS } from '../src/services/documentAccessLog';
import {
  type Agent,
  createTestApp,
  DEMO,
  firmIdOf,
  insertCase,
  LIFTED_RATE_LIMITS,
  loggedIn,
  type TestContext,
  type TestDb,
  userIdOf,
} from './helpers';

// The provider's access to a firm's private documents (issue 23 item 1): what the super administrator does
// with them is written in the firm's access log, which only that firm's administrator reads.

let ctx: TestContext;
let db: TestDb;
let superAdmin: Agent;
let firmAdmin: Agent;
let lawyer: Agent;
let otherFirmAdmin: Agent;
let demoUuid: string;
let otherUuid: string;

type Fixture = Partial<Pick<DocumentRow, 'client_id' | 'origin' | 'visibility' | 'state' | 'legal_case_id' | 'text'>>;

async function insertDocument(name: string, fixture: Fixture): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  const content = minimalPdf(['Secret']);
  const now = new Date().toISOString();
  await db
    .insertInto('documents')
    .values({
      token,
      name,
      mime: 'application/pdf',
      size: content.length,
      sha256: 'x',
      text: 'Texte couvert par le secret professionnel',
      language: 'fr',
      state: 'success',
      origin: 'lawyer',
      visibility: 'private',
      created_at: now,
      updated_at: now,
      ...fixture,
    })
    .execute();
  mkdirSync(path.join(ctx.dataDir, 'files'), { recursive: true });
  writeFileSync(path.join(ctx.dataDir, 'files', token), content);
  return token;
}

async function logOf(agent: Agent, uuid: string, query = '') {
  return agent.get(`/api/client/${uuid}/document-access-log${query}`);
}

async function entriesOf(uuid: string): Promise<DocumentAccessEntry[]> {
  const response = await logOf(firmAdmin, uuid, '?limit=100');
  expect(response.statusCode).toBe(200);
  return response.json().data as DocumentAccessEntry[];
}

/** Every read the provider's back office makes of a document, through the routes. */
async function readEverything(agent: Agent, token: string): Promise<number[]> {
  return [
    (await agent.get(`/api/documents/${token}`)).statusCode,
    (await agent.get(`/api/documents/as-raw-text/${token}`)).statusCode,
    (await agent.get(`/api/documents/download/${token}`)).statusCode,
    (await agent.get(`/api/documents/download/${token}?purpose=preview`)).statusCode,
  ];
}

beforeAll(async () => {
  ctx = await createTestApp({ rateLimits: LIFTED_RATE_LIMITS });
  db = ctx.db;
  superAdmin = await loggedIn(ctx.app, DEMO.superAdmin);
  firmAdmin = await loggedIn(ctx.app, DEMO.firmAdmin);
  lawyer = await loggedIn(ctx.app, DEMO.lawyer);
  otherFirmAdmin = await loggedIn(ctx.app, DEMO.otherFirmAdmin);
  const uuidOf = async (email: string) =>
    (
      await db
        .selectFrom('clients')
        .select('uuid')
        .where('id', '=', await firmIdOf(db, email))
        .executeTakeFirstOrThrow()
    ).uuid;
  demoUuid = await uuidOf(DEMO.firmAdmin);
  otherUuid = await uuidOf(DEMO.otherFirmAdmin);
}, 60_000);

afterAll(() => ctx.close());

beforeEach(async () => {
  await db.deleteFrom('document_access_log').execute();
});

it("records the super administrator's every access to a firm's private document, newest first", async () => {
  const demoFirm = await firmIdOf(db, DEMO.firmAdmin);
  const token = await insertDocument('Conclusions Dupont.pdf', { client_id: demoFirm });

  expect(await readEverything(superAdmin, token)).toEqual([200, 200, 200, 200]);
  ctx.clock.advance(REPEATED_ACCESS_MS + 1000);
  const texts = await superAdmin.post('/api/documents/as-raw-text/ping', { tokens: [token] });
  expect(Object.keys(texts.json().data)).toEqual([token]);
  ctx.clock.advance(1000);
  const tagged = await superAdmin.post('/api/documents/update-labelling', { token, categorization: [] });
  expect(tagged.statusCode).toBe(200);

  const entries = await entriesOf(demoUuid);
  expect(entries.map((entry) => entry.action)).toEqual(['edit', 'text', 'preview', 'download', 'text', 'detail']);
  expect(entries[0]).toMatchObject({
    user: { email: DEMO.superAdmin },
    document: { token, name: 'Conclusions Dupont.pdf' },
  });
  expect(entries[0]?.user.name).not.toBe('');
  expect(Date.parse(entries[0]?.accessed_at ?? '')).toBeGreaterThan(Date.parse(entries[5]?.accessed_at ?? ''));
});

it('makes one line of a screen asking again and again, and none of a text not read yet', async () => {
  const demoFirm = await firmIdOf(db, DEMO.firmAdmin);
  const token = await insertDocument('Relu.pdf', { client_id: demoFirm });
  const pending = await insertDocument('En lecture.pdf', { client_id: demoFirm, state: 'pending', text: null });

  for (let poll = 0; poll < 5; poll += 1) {
    expect((await superAdmin.get(`/api/documents/${token}`)).statusCode).toBe(200);
    expect((await superAdmin.get(`/api/documents/as-raw-text/${pending}`)).json().data).toMatchObject({ text: null });
    ctx.clock.advance(2000);
  }
  expect((await entriesOf(demoUuid)).map((entry) => [entry.document.name, entry.action])).toEqual([
    ['Relu.pdf', 'detail'],
  ]);

  // Past the window, the same read is a new line.
  ctx.clock.advance(REPEATED_ACCESS_MS);
  expect((await superAdmin.get(`/api/documents/${token}`)).statusCode).toBe(200);
  expect(await entriesOf(demoUuid)).toHaveLength(2);
});

it("records nothing for the firm's own members, for public documents or for the provider's own", async () => {
  const demoFirm = await firmIdOf(db, DEMO.firmAdmin);
  const privateToken = await insertDocument('Note interne.pdf', { client_id: demoFirm });
  const publicToken = await insertDocument('Doctrine partagée.pdf', {
    client_id: demoFirm,
    visibility: 'public',
    state: 'processed',
  });
  const providerToken = await insertDocument('Note du fournisseur.pdf', { client_id: null, origin: 'provider' });

  expect(await readEverything(lawyer, privateToken)).toEqual([200, 200, 200, 200]);
  expect(await readEverything(firmAdmin, privateToken)).toEqual([200, 200, 200, 200]);
  expect(await readEverything(superAdmin, publicToken)).toEqual([200, 200, 200, 200]);
  expect(await readEverything(superAdmin, providerToken)).toEqual([200, 200, 200, 200]);
  // A list shows the document's name and state: not recorded row by row.
  expect((await superAdmin.get('/api/documents?limit=100')).statusCode).toBe(200);

  expect(await entriesOf(demoUuid)).toEqual([]);
  expect(await db.selectFrom('document_access_log').selectAll().execute()).toEqual([]);
});

it("keeps litigant files out of the provider's reach, and out of the log", async () => {
  const demoFirm = await firmIdOf(db, DEMO.firmAdmin);
  const legalCase = await insertCase(db, {
    clientId: demoFirm,
    userId: await userIdOf(db, DEMO.lawyer),
    status: 'opened',
  });
  const token = await insertDocument('Pièce du justiciable.pdf', {
    client_id: demoFirm,
    origin: 'litigant',
    legal_case_id: legalCase.id,
  });

  expect(await readEverything(superAdmin, token)).toEqual([404, 404, 404, 404]);
  const texts = await superAdmin.post('/api/documents/as-raw-text/ping', { tokens: [token] });
  expect(texts.json().data).toEqual({});
  expect(await readEverything(lawyer, token)).toEqual([404, 200, 200, 200]);
  expect(await entriesOf(demoUuid)).toEqual([]);
});

it("shows the log to that firm's administrator only, and a firm sees only its own lines", async () => {
  const demoFirm = await firmIdOf(db, DEMO.firmAdmin);
  const otherFirm = await firmIdOf(db, DEMO.otherFirmAdmin);
  const demoToken = await insertDocument('Dossier démo.pdf', { client_id: demoFirm });
  const otherToken = await insertDocument('Dossier autre.pdf', { client_id: otherFirm });
  expect((await superAdmin.get(`/api/documents/${demoToken}`)).statusCode).toBe(200);
  expect((await superAdmin.get(`/api/documents/${otherToken}`)).statusCode).toBe(200);

  expect((await logOf(lawyer, demoUuid)).statusCode).toBe(403);
  expect((await logOf(superAdmin, demoUuid)).statusCode).toBe(403);
  expect((await logOf(otherFirmAdmin, demoUuid)).statusCode).toBe(404);
  const other = await logOf(otherFirmAdmin, otherUuid);
  expect(other.statusCode).toBe(200);
  expect((other.json().data as DocumentAccessEntry[]).map((entry) => entry.document.name)).toEqual([
    'Dossier autre.pdf',
  ]);
  expect((await entriesOf(demoUuid)).map((entry) => entry.document.name)).toEqual(['Dossier démo.pdf']);
});

it('pages the log with limit and offset, says the total, and keeps a line once the document is deleted', async () => {
  const demoFirm = await firmIdOf(db, DEMO.firmAdmin);
  const token = await insertDocument('Brouillon.pdf', { client_id: demoFirm });
  for (let read = 0; read < 3; read += 1) {
    expect((await superAdmin.get(`/api/documents/as-raw-text/${token}`)).statusCode).toBe(200);
    ctx.clock.advance(REPEATED_ACCESS_MS + 1000);
  }
  const page = await logOf(firmAdmin, demoUuid, '?limit=2&offset=2');
  expect(page.statusCode).toBe(200);
  expect(page.json().meta).toMatchObject({ total: 3 });
  expect(page.json().data).toHaveLength(1);

  const deleted = await firmAdmin.request('DELETE', `/api/documents/delete-file?token=${token}`);
  expect(deleted.statusCode).toBe(200);
  const entries = await entriesOf(demoUuid);
  expect(entries).toHaveLength(3);
  expect(entries[0]?.document).toEqual({ token: null, name: 'Brouillon.pdf' });

  const refused = await logOf(firmAdmin, demoUuid, '?limit=0&lang=en');
  expect(refused.statusCode).toBe(422);
  expect(refused.body).not.toContain('Internal');
});

it("marks a firm's documents with the firm's name in the super administrator's lists only", async () => {
  const demoFirm = await firmIdOf(db, DEMO.firmAdmin);
  const token = await insertDocument('Avis marqué.pdf', { client_id: demoFirm });
  const firmName = (await db.selectFrom('clients').select('name').where('id', '=', demoFirm).executeTakeFirstOrThrow())
    .name;
  type Listed = { token: string; firm_name?: string | null };
  const listed = (await superAdmin.get('/api/documents?limit=100')).json().data as Listed[];
  expect(listed.find((document) => document.token === token)?.firm_name).toBe(firmName);
  expect(listed.filter((document) => document.firm_name === undefined).length).toBeGreaterThan(0);
  const found = (await superAdmin.post('/api/documents/search', { terms: 'Avis marqué', limit: 100 })).json()
    .data as Listed[];
  expect(found.find((document) => document.token === token)?.firm_name).toBe(firmName);
  const ownList = (await lawyer.get('/api/documents?limit=100')).json().data as Listed[];
  expect(ownList.find((document) => document.token === token)).toBeDefined();
  expect(ownList.every((document) => document.firm_name === undefined)).toBe(true);
});
