import { parseFileAnswer, type LegalCase } from '@lexdesk/shared/domain';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { minimalPdf } from '../src/lib/pdf';
import {
  Agent,
  createTestApp,
  DEMO,
  firmIdOf,
  insertCase,
  loggedIn,
  openTestDb,
  type TestContext,
  type TestDb,
  userIdOf,
} from './helpers';

let ctx: TestContext;
let db: TestDb;
let marc: Agent;

beforeAll(async () => {
  ctx = await createTestApp();
  db = openTestDb(ctx);
  marc = await loggedIn(ctx.app, DEMO.lawyer);
});
afterAll(() => ctx.close());

/** A litigant file of a Cabinet Démo case, in the database and on disk. */
async function storeDocument(name: string, mime: string, content: Buffer, writeFile = true): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const firm = await firmIdOf(db, DEMO.lawyer);
  const { id } = await insertCase(db, { clientId: firm, userId: await userIdOf(db, DEMO.lawyer) });
  const now = new Date().toISOString();
  await db
    .insertInto('documents')
    .values({
      token,
      client_id: firm,
      origin: 'litigant',
      legal_case_id: id,
      name,
      mime,
      size: content.length,
      sha256: 'x',
      created_at: now,
      updated_at: now,
    })
    .execute();
  if (writeFile) {
    mkdirSync(path.join(ctx.dataDir, 'files'), { recursive: true });
    writeFileSync(path.join(ctx.dataDir, 'files', token), content);
  }
  return token;
}

describe('GET /api/documents/download/:token', () => {
  it('sends the file as an attachment, under its name, with its type and nosniff', async () => {
    const content = minimalPdf(['Bail']);
    const token = await storeDocument('Contrat de bail — été 2024.pdf', 'application/pdf', content);
    const res = await marc.get(`/api/documents/download/${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload).toEqual(content);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-length']).toBe(String(content.length));
    // The ISO-8859-1 fallback for old clients, then the exact UTF-8 name (RFC 6266).
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Contrat de bail ? été 2024.pdf"; filename*=UTF-8''Contrat%20de%20bail%20%E2%80%94%20%C3%A9t%C3%A9%202024.pdf`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('lets any lawyer of the firm download, and the demo seed files are there', async () => {
    const claire = await loggedIn(ctx.app, DEMO.firmAdmin);
    const token = await storeDocument('piece.pdf', 'application/pdf', minimalPdf(['x']));
    expect((await claire.get(`/api/documents/download/${token}`)).statusCode).toBe(200);

    // Every file answer of a seeded case downloads.
    const cases = (await marc.get('/api/legal-cases?closed=1&limit=100')).json().data as { token: string }[];
    let downloaded = 0;
    for (const { token: caseToken } of cases) {
      const legalCase = (await marc.get(`/api/legal-cases/${caseToken}`)).json().data as LegalCase;
      for (const entry of legalCase.questions_and_answers) {
        if (entry.question_type !== 'file' && entry.question_type !== 'files') continue;
        for (const item of parseFileAnswer(entry.answer)) {
          const res = await marc.get(item.path);
          expect({ path: item.path, status: res.statusCode, type: res.headers['content-type'] }).toEqual({
            path: item.path,
            status: 200,
            type: item.mime,
          });
          expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
          downloaded += 1;
        }
      }
      expect(legalCase.documents.every((document) => document.url.startsWith('/api/documents/download/'))).toBe(true);
    }
    expect(downloaded).toBeGreaterThan(0);
  });

  it('answers 404 to a lawyer of another firm, for unknown tokens and for a row whose file is gone', async () => {
    const token = await storeDocument('piece.pdf', 'application/pdf', minimalPdf(['x']));
    const jan = await loggedIn(ctx.app, DEMO.otherFirmAdmin);
    const other = await jan.get(`/api/documents/download/${token}`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ status: 'error', code: 'not_found' });
    for (const url of [
      '/api/documents/download/unknown-token-abcdefghij',
      '/api/documents/download/..%2F..%2Flexdesk.sqlite',
      '/api/documents/download/%2E%2E',
    ]) {
      expect({ url, status: (await marc.get(url)).statusCode }).toEqual({ url, status: 404 });
    }
    const missing = await storeDocument('perdu.pdf', 'application/pdf', minimalPdf(['x']), false);
    expect((await marc.get(`/api/documents/download/${missing}`)).statusCode).toBe(404);
  });

  it("needs a signed-in member of the litigant file's firm", async () => {
    const token = await storeDocument('piece.pdf', 'application/pdf', minimalPdf(['x']));
    expect((await new Agent(ctx.app).get(`/api/documents/download/${token}`)).statusCode).toBe(401);
    // A litigant's file does not exist for the super administrator (library documents do).
    const admin = await loggedIn(ctx.app, DEMO.superAdmin);
    expect((await admin.get(`/api/documents/download/${token}`)).statusCode).toBe(404);
  });
});
