import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { minimalPdf } from '../src/lib/pdf';
import {
  Agent,
  createTestApp,
  DEMO,
  type FilePart,
  firmIdOf,
  insertCase,
  loggedIn,
  multipartBody,
  type TestContext,
  userIdOf,
  wordDocument,
  zipArchive,
} from './helpers';

let ctx: TestContext;
let marc: Agent; // lawyer of Cabinet Démo
let claire: Agent; // Cabinet Démo's administrator
let fresh: Agent; // another lawyer of Cabinet Démo
let jan: Agent; // another firm
let admin: Agent; // the super administrator

const MAX_UPLOAD = 256 * 1024;

// Uploads, extraction in worker threads and several sign-ins: more than the default 5 s on a busy machine.
jest.setTimeout(30_000);

beforeAll(async () => {
  ctx = await createTestApp({
    documents: { maxUploadBytes: MAX_UPLOAD, maxDocxUnpackedBytes: 1024 * 1024, maxDocxEntries: 50 },
  });
  // The demo seed queued its litigant files: set aside, so each drain below runs this file's jobs only.
  await ctx.db.updateTable('jobs').set({ state: 'done' }).execute();
  [marc, claire, fresh, jan, admin] = await Promise.all([
    loggedIn(ctx.app, DEMO.lawyer),
    loggedIn(ctx.app, DEMO.firmAdmin),
    loggedIn(ctx.app, DEMO.freshLawyer),
    loggedIn(ctx.app, DEMO.otherFirmAdmin),
    loggedIn(ctx.app, DEMO.superAdmin),
  ]);
  // Five sign-ins (argon2 each) on a shared machine.
}, 60_000);
afterAll(() => ctx.close());

interface DocumentAnswer {
  token: string;
  name: string;
  visibility: string;
  state: string;
  source: string;
  source_lawyer: { id: number; name: string } | null;
  added_to_case: boolean | null;
  failure_reason: string | null;
  failure_message: string | null;
  type: string | null;
}

async function upload(
  agent: Agent,
  file: FilePart,
  fields: Record<string, string> = {},
  options: { xsrf?: boolean; query?: string } = {},
) {
  const { payload, contentType } = await multipartBody([...Object.entries(fields), ['file', file]]);
  return agent.request('POST', `/api/documents/upload-file${options.query ?? ''}`, {
    payload,
    headers: { 'content-type': contentType },
    xsrf: options.xsrf,
  });
}

const pdf = (text = 'Contrat de bail') => ({ content: minimalPdf([text]), filename: 'bail.pdf' });

async function uploaded(agent: Agent, file: FilePart = pdf(), fields: Record<string, string> = {}) {
  const res = await upload(agent, file, fields);
  expect(res.statusCode).toBe(201);
  return res.json().data as DocumentAnswer;
}

const storedFileNames = () => {
  const dir = path.join(ctx.dataDir, 'files');
  return existsSync(dir) ? readdirSync(dir) : [];
};

describe('POST /api/documents/upload-file', () => {
  it("keeps a lawyer's document private with themselves as source lawyer, whatever the request says", async () => {
    const document = await uploaded(marc, pdf('Bail commercial'), { visibility: 'public', type: 'contract' });
    expect(document).toMatchObject({
      name: 'bail.pdf',
      visibility: 'private',
      state: 'pending',
      source: 'lawyer',
      source_lawyer: { id: await userIdOf(ctx.db, DEMO.lawyer) },
      type: 'contract',
      added_to_case: null,
    });
    expect(storedFileNames()).toContain(document.token);
    // Processed by the job queue.
    await ctx.app.worker.drain();
    const [listed] = (await marc.get('/api/documents?scopes=cabinet&limit=1')).json().data as DocumentAnswer[];
    expect(listed).toMatchObject({ token: document.token, state: 'success' });
  });

  it("makes the super administrator's public by default, private on request", async () => {
    expect(await uploaded(admin, pdf())).toMatchObject({
      visibility: 'public',
      source: 'provider',
      source_lawyer: null,
    });
    expect(await uploaded(admin, pdf(), { visibility: 'private' })).toMatchObject({ visibility: 'private' });
  });

  it('accepts a Word document and reads it', async () => {
    const document = await uploaded(marc, { content: wordDocument(['Conclusions']), filename: 'conclusions.docx' });
    await ctx.app.worker.drain();
    const text = await ctx.db
      .selectFrom('documents')
      .select(['state', 'text'])
      .where('token', '=', document.token)
      .executeTakeFirstOrThrow();
    expect(text).toEqual({ state: 'success', text: 'Conclusions' });
  });

  it('refuses other extensions, a content that is not what the extension says, and a missing file', async () => {
    const before = storedFileNames().length;
    const cases: [FilePart, string][] = [
      [{ content: Buffer.from('hello'), filename: 'notes.txt' }, 'Fichier non supporté'],
      [{ content: minimalPdf(['x']), filename: 'script.exe' }, 'Fichier non supporté'],
      [{ content: Buffer.from('<html>not a pdf</html>'), filename: 'faux.pdf' }, 'faux.pdf'],
      [{ content: minimalPdf(['x']), filename: 'image.png' }, 'image.png'],
      [{ content: zipArchive([{ name: 'a.txt', content: Buffer.from('x') }]), filename: 'zip.docx' }, 'zip.docx'],
    ];
    for (const [file, message] of cases) {
      const res = await upload(marc, file);
      expect({ file: file.filename, status: res.statusCode }).toEqual({ file: file.filename, status: 422 });
      expect(res.json().errors.file[0]).toContain(message);
    }
    const { payload, contentType } = await multipartBody([['type', 'contract']]);
    const missing = await marc.request('POST', '/api/documents/upload-file', {
      payload,
      headers: { 'content-type': contentType },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toHaveProperty('file');
    expect(storedFileNames()).toHaveLength(before);
  });

  it('refuses a file over the size limit with 413, and a zip bomb disguised as .docx', async () => {
    const big = Buffer.concat([minimalPdf(['x']), Buffer.alloc(MAX_UPLOAD)]);
    const res = await upload(marc, { content: big, filename: 'gros.pdf' });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ status: 'error', code: 'file_too_large' });

    // 5 MB of spaces that deflate to a few KB: the directory says what it unpacks to.
    const bomb = zipArchive([
      { name: 'word/document.xml', content: Buffer.alloc(5 * 1024 * 1024, 0x20), deflate: true },
    ]);
    expect(bomb.length).toBeLessThan(MAX_UPLOAD);
    const refused = await upload(marc, { content: bomb, filename: 'bombe.docx' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.file).toEqual(['Le document dépasse la taille autorisée une fois décompressé.']);

    // One that lies about its sizes passes the upload, and is stopped while inflating, before extraction.
    const liar = zipArchive([
      { name: 'word/document.xml', content: Buffer.alloc(5 * 1024 * 1024, 0x20), deflate: true, declaredSize: 100 },
    ]);
    const accepted = await upload(marc, { content: liar, filename: 'menteur.docx' });
    expect(accepted.statusCode).toBe(201);
    await ctx.app.worker.drain();
    const row = await ctx.db
      .selectFrom('documents')
      .select(['state', 'failure_reason'])
      .where('token', '=', (accepted.json().data as DocumentAnswer).token)
      .executeTakeFirstOrThrow();
    expect(row.state).toBe('failure');
    expect(['document_too_large', 'document_unreadable']).toContain(row.failure_reason);
  });

  it('never uses the name as a path', async () => {
    for (const filename of ['../../lexdesk.sqlite.pdf', '..\\..\\evil.pdf', '/etc/passwd.pdf']) {
      const document = await uploaded(marc, { content: minimalPdf(['x']), filename });
      expect(document.name).not.toMatch(/[\\/]/);
      expect(storedFileNames()).toContain(document.token);
    }
    expect(storedFileNames().every((name) => /^[A-Za-z0-9_-]+$/.test(name))).toBe(true);
    expect(existsSync(path.join(ctx.dataDir, '..', 'evil.pdf'))).toBe(false);
  });

  it('refuses bad metadata, an unknown field, no XSRF token and no session', async () => {
    const bad = await upload(marc, pdf(), { type: 'poem', legislation_date: '12/12/2020', colour: 'red' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['colour']);
    const badValues = await upload(marc, pdf(), { type: 'poem', legislation_date: '12/12/2020' });
    expect(Object.keys(badValues.json().errors).sort()).toEqual(['legislation_date', 'type']);
    expect((await upload(marc, pdf(), {}, { xsrf: false })).statusCode).toBe(419);
    const anonymous = new Agent(ctx.app);
    await anonymous.csrf();
    expect((await upload(anonymous, pdf())).statusCode).toBe(401);
  });

  it('records the law cases the document is about, for the case suggestions; refuses a list that is not ids', async () => {
    const lawCases = await ctx.db.selectFrom('law_cases').select('id').orderBy('id').limit(2).execute();
    const ids = lawCases.map((lawCase) => lawCase.id);
    const document = await uploaded(marc, pdf(), { lawcases: `${ids[0]}, ${ids[1]},9999999` });
    const stored = await ctx.db
      .selectFrom('document_law_cases')
      .innerJoin('documents', 'documents.id', 'document_law_cases.document_id')
      .where('documents.token', '=', document.token)
      .select('law_case_id')
      .orderBy('law_case_id')
      .execute();
    // The unknown id is dropped, the others kept.
    expect(stored.map((row) => row.law_case_id)).toEqual(ids);
    for (const lawcases of ['dismissal', '1;2', '0', '-3', Array.from({ length: 51 }, (_, i) => i + 1).join(',')]) {
      const refused = await upload(marc, pdf(), { lawcases });
      expect(refused.statusCode).toBe(422);
      expect(Object.keys(refused.json().errors)).toEqual(['lawcases']);
    }
  });

  it('attaches to an opened case of the firm, and says when it could not', async () => {
    const firm = await firmIdOf(ctx.db, DEMO.lawyer);
    const userId = await userIdOf(ctx.db, DEMO.lawyer);
    const opened = await insertCase(ctx.db, { clientId: firm, userId, status: 'opened' });
    const fresh = await insertCase(ctx.db, { clientId: firm, userId, status: 'new' });
    expect(await uploaded(marc, pdf(), { legalcase_token: opened.token })).toMatchObject({ added_to_case: true });
    expect(await uploaded(marc, pdf(), { legalcase_token: fresh.token })).toMatchObject({ added_to_case: false });
    // Another firm's case is not found: the document is stored, not attached.
    expect(await uploaded(jan, pdf(), { legalcase_token: opened.token })).toMatchObject({ added_to_case: false });
    const listed = (await marc.get(`/api/documents?scopes=case&legalcase_token=${opened.token}`)).json();
    expect(listed.meta.total).toBe(1);
  });
});

describe('visibility and firm isolation', () => {
  it("hides a firm's private document from other firms on every call, and shows it to the super administrator", async () => {
    const document = await uploaded(marc);
    const firm = await firmIdOf(ctx.db, DEMO.otherFirmAdmin);
    const janCase = await insertCase(ctx.db, {
      clientId: firm,
      userId: await userIdOf(ctx.db, DEMO.otherFirmAdmin),
      status: 'opened',
    });
    expect((await jan.get(`/api/documents/download/${document.token}`)).statusCode).toBe(404);
    expect((await jan.request('DELETE', `/api/documents/delete-file?token=${document.token}`)).statusCode).toBe(404);
    const add = await jan.post(
      `/api/legal-cases/add-document?legalcase_token=${janCase.token}&document_token=${document.token}`,
    );
    expect(add.statusCode).toBe(404);
    for (const scopes of ['', '?scopes=cabinet', '?scopes=others', '?scopes=cabinet,others']) {
      const tokens = (
        (await jan.get(`/api/documents${scopes}&limit=100`.replace('&', scopes ? '&' : '?'))).json()
          .data as DocumentAnswer[]
      ).map((row) => row.token);
      expect(tokens).not.toContain(document.token);
    }
    const download = await admin.get(`/api/documents/download/${document.token}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toBe('attachment; filename="bail.pdf"');
    expect((await claire.get(`/api/documents/download/${document.token}`)).statusCode).toBe(200);
  });

  it("lists the provider's processed public documents under others, with totals and status filters", async () => {
    const document = await uploaded(admin, pdf('Code civil'));
    const others = async () =>
      ((await marc.get('/api/documents?scopes=others&limit=100')).json().data as DocumentAnswer[]).map((d) => d.token);
    // Not processed yet: not in the library of others.
    expect(await others()).not.toContain(document.token);
    expect((await marc.get(`/api/documents/download/${document.token}`)).statusCode).toBe(404);
    await ctx.db.updateTable('documents').set({ state: 'processed' }).where('token', '=', document.token).execute();
    expect(await others()).toContain(document.token);
    expect((await marc.get(`/api/documents/download/${document.token}`)).statusCode).toBe(200);

    const processed = (await admin.get('/api/documents?status=processed&limit=2')).json();
    expect(processed.data.length).toBeLessThanOrEqual(2);
    expect(processed.meta.total).toBeGreaterThanOrEqual(1);
    expect((processed.data as DocumentAnswer[]).every((d) => d.state === 'processed')).toBe(true);
    const failed = (await admin.get('/api/documents?status=failure')).json().data as DocumentAnswer[];
    expect(failed.every((d) => d.state === 'failure' && d.failure_message !== null)).toBe(true);
    expect((await marc.get('/api/documents?status=nope')).statusCode).toBe(422);
    expect((await marc.get('/api/documents?scopes=case')).statusCode).toBe(404);
    expect((await marc.get('/api/documents?limit=0')).statusCode).toBe(422);
  });
});

describe('DELETE /api/documents/delete-file', () => {
  it('never deletes a public document', async () => {
    const document = await uploaded(admin);
    const res = await admin.request('DELETE', `/api/documents/delete-file?token=${document.token}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'document_public_not_deletable' });
    expect(storedFileNames()).toContain(document.token);
  });

  it('lets the source lawyer and the firm administrator delete, not another lawyer of the firm', async () => {
    const first = await uploaded(marc);
    expect((await fresh.request('DELETE', `/api/documents/delete-file?token=${first.token}`)).statusCode).toBe(403);
    const byOwner = await marc.request('DELETE', `/api/documents/delete-file?token=${first.token}`);
    expect(byOwner.statusCode).toBe(200);
    expect(storedFileNames()).not.toContain(first.token);
    expect((await marc.get(`/api/documents/download/${first.token}`)).statusCode).toBe(404);

    const second = await uploaded(marc);
    expect((await claire.request('DELETE', `/api/documents/delete-file?token=${second.token}`)).statusCode).toBe(200);
    expect(
      (await marc.request('DELETE', `/api/documents/delete-file?token=${second.token}`, { xsrf: false })).statusCode,
    ).toBe(419);
  });
});

describe('POST /api/legal-cases/add-document', () => {
  it('attaches a visible document to an opened case of the firm, once', async () => {
    const firm = await firmIdOf(ctx.db, DEMO.lawyer);
    const userId = await userIdOf(ctx.db, DEMO.lawyer);
    const opened = await insertCase(ctx.db, { clientId: firm, userId, status: 'opened' });
    const closed = await insertCase(ctx.db, { clientId: firm, userId, status: 'closed' });
    const document = await uploaded(marc);
    const url = (caseToken: string) =>
      `/api/legal-cases/add-document?legalcase_token=${caseToken}&document_token=${document.token}`;
    expect((await marc.post(url(opened.token))).statusCode).toBe(200);
    expect((await marc.post(url(opened.token))).statusCode).toBe(200);
    const res = await marc.post(url(closed.token));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'case_not_opened' });
    expect((await admin.post(url(opened.token))).statusCode).toBe(403);
    const listed = (await claire.get(`/api/documents?scopes=case&legalcase_token=${opened.token}`)).json();
    expect(listed.meta.total).toBe(1);
    expect((await marc.post('/api/legal-cases/add-document')).statusCode).toBe(422);
  });
});

describe('DELETE /api/legal-cases/remove-document', () => {
  it("takes a document out of the firm's opened case, leaves it in the library, and refuses anyone else", async () => {
    const firm = await firmIdOf(ctx.db, DEMO.lawyer);
    const userId = await userIdOf(ctx.db, DEMO.lawyer);
    const opened = await insertCase(ctx.db, { clientId: firm, userId, status: 'opened' });
    const document = await uploaded(marc);
    const query = (caseToken: string, documentToken = document.token) =>
      `legalcase_token=${caseToken}&document_token=${documentToken}`;
    const remove = (agent: Agent, caseToken: string, options: { xsrf?: boolean } = {}) =>
      agent.request('DELETE', `/api/legal-cases/remove-document?${query(caseToken)}`, options);
    const inCase = async () =>
      (
        (await claire.get(`/api/documents?scopes=case&legalcase_token=${opened.token}`)).json().data as DocumentAnswer[]
      ).map((row) => row.token);

    expect((await marc.post(`/api/legal-cases/add-document?${query(opened.token)}`)).statusCode).toBe(200);
    expect(await inCase()).toEqual([document.token]);

    // Another firm, the super administrator, and a request without the CSRF token change nothing.
    expect((await remove(jan, opened.token)).statusCode).toBe(404);
    expect((await remove(admin, opened.token)).statusCode).toBe(403);
    expect((await remove(marc, opened.token, { xsrf: false })).statusCode).toBe(419);
    expect(await inCase()).toEqual([document.token]);

    // Another lawyer of the firm may, as they may add: the case is the firm's.
    const removed = await remove(fresh, opened.token);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toEqual({ legalcase_token: opened.token, document_token: document.token });
    expect(await inCase()).toEqual([]);
    // Still in the library, still downloadable.
    expect((await marc.get(`/api/documents/download/${document.token}`)).statusCode).toBe(200);

    // Removing it again: the case no longer holds it.
    const again = await remove(marc, opened.token);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'not_found' });
  });

  it('refuses a closed case, and a query without both tokens, with a translated error', async () => {
    const firm = await firmIdOf(ctx.db, DEMO.lawyer);
    const userId = await userIdOf(ctx.db, DEMO.lawyer);
    const opened = await insertCase(ctx.db, { clientId: firm, userId, status: 'opened' });
    const document = await uploaded(marc);
    const query = `legalcase_token=${opened.token}&document_token=${document.token}`;
    expect((await marc.post(`/api/legal-cases/add-document?${query}`)).statusCode).toBe(200);
    await ctx.db.updateTable('legal_cases').set({ status: 'closed' }).where('token', '=', opened.token).execute();
    const closed = await marc.request('DELETE', `/api/legal-cases/remove-document?${query}`);
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({ code: 'case_not_opened' });

    const missing = await marc.request(
      'DELETE',
      `/api/legal-cases/remove-document?legalcase_token=${opened.token}&lang=nl`,
    );
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ document_token: ['Dit veld is verplicht'] });
  });
});

describe('the raw text of a document', () => {
  it('is pinged by token until ready, and read by those who may see the document only', async () => {
    const document = await uploaded(marc, pdf('Texte brut du bail'));
    const ping = () => marc.post('/api/documents/as-raw-text/ping', { tokens: [document.token, 'unknown-token-123'] });
    expect((await ping()).json().data).toEqual({});
    expect((await marc.get(`/api/documents/as-raw-text/${document.token}`)).json().data).toEqual({
      token: document.token,
      state: 'pending',
      text: null,
    });
    await ctx.app.worker.drain();
    expect((await ping()).json().data).toEqual({ [document.token]: 'Texte brut du bail' });
    expect((await marc.get(`/api/documents/as-raw-text/${document.token}`)).json().data).toMatchObject({
      state: 'success',
      text: 'Texte brut du bail',
    });
    // Another firm: not ready, not found.
    expect((await jan.post('/api/documents/as-raw-text/ping', { tokens: [document.token] })).json().data).toEqual({});
    expect((await jan.get(`/api/documents/as-raw-text/${document.token}`)).statusCode).toBe(404);
    expect((await marc.post('/api/documents/as-raw-text/ping', { tokens: [] })).statusCode).toBe(422);
    expect((await marc.post('/api/documents/as-raw-text/ping', { tokens: [''] })).statusCode).toBe(422);
  });
});
