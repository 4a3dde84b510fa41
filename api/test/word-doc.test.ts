import * as CFB from 'cfb';
import { minimalPdf } from '../src/lib/pdf';
import { type Agent, createTestApp, DEMO, type FilePart, loggedIn, multipartBody, type TestContext } from './helpers';
import { wordBinaryDocument } from './wordBinary';

// Word 97-2003 files (.doc) end to end: a real binary Word document (OLE2 compound file, FIB, piece table)
// uploaded, read by word-extractor and found by search; a .doc whose content is something else refused.

let ctx: TestContext;
let marc: Agent; // lawyer of Cabinet Démo
let jan: Agent; // another firm

jest.setTimeout(30_000);

beforeAll(async () => {
  ctx = await createTestApp();
  // The demo seed queued its litigant files: set aside, so each drain runs this file's jobs only.
  await ctx.db.updateTable('jobs').set({ state: 'done' }).execute();
  [marc, jan] = await Promise.all([loggedIn(ctx.app, DEMO.lawyer), loggedIn(ctx.app, DEMO.otherFirmAdmin)]);
}, 60_000);
afterAll(() => ctx.close());

async function upload(agent: Agent, file: FilePart) {
  const { payload, contentType } = await multipartBody([['file', file]]);
  return agent.request('POST', '/api/documents/upload-file', { payload, headers: { 'content-type': contentType } });
}

async function search(agent: Agent, terms: string): Promise<{ name: string; text: string }[]> {
  const response = await agent.post('/api/documents/search', { terms });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { name: string; text: string }[] }>().data;
}

const stored = (token: string) =>
  ctx.db
    .selectFrom('documents')
    .select(['state', 'text', 'failure_reason'])
    .where('token', '=', token)
    .executeTakeFirstOrThrow();

describe('Word 97-2003 documents', () => {
  it('extracts the French text of a .doc (8-bit and UTF-16 pieces) and search finds it by a word only it holds', async () => {
    const doc = wordBinaryDocument([
      { text: 'Tribunal de première instance de Liège', encoding: 'cp1252' },
      { text: "L'arrêt réformé ordonne la mainlevée du séquestre Zéphyrolithe.", encoding: 'utf16' },
    ]);
    const res = await upload(marc, { content: doc, filename: 'jugement.doc' });
    expect(res.statusCode).toBe(201);
    const { token } = res.json<{ data: { token: string } }>().data;
    expect(await ctx.app.worker.drain()).toBe(1);
    const row = await stored(token);
    expect(row).toMatchObject({ state: 'success', failure_reason: null });
    expect(row.text).toBe(
      "Tribunal de première instance de Liège\nL'arrêt réformé ordonne la mainlevée du séquestre Zéphyrolithe.",
    );

    // Accents ignored, in the word typed and in the text; the excerpt marks the accented original.
    const found = await search(marc, 'zephyrolithe');
    expect(found.map((result) => result.name)).toEqual(['jugement.doc']);
    expect(found[0]!.text).toContain('<mark>Zéphyrolithe</mark>');
    expect((await search(marc, 'sequestre mainlevee')).map((result) => result.name)).toEqual(['jugement.doc']);
    // Private to its firm.
    expect(await search(jan, 'zephyrolithe')).toEqual([]);
  });

  it('refuses at upload a .doc that is not a Word document, whatever else it is', async () => {
    const workbook = CFB.utils.cfb_new();
    CFB.utils.cfb_add(workbook, 'Workbook', Buffer.alloc(4096, 1));
    const notWord: FilePart[] = [
      // An OLE2 compound file, as a .doc is, but an Excel workbook.
      { content: Buffer.from(CFB.write(workbook, { type: 'buffer' }) as Uint8Array), filename: 'classeur.doc' },
      // A compound file's signature and nothing after it.
      {
        content: Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(600)]),
        filename: 'tronque.doc',
      },
      { content: minimalPdf(['Un PDF renommé']), filename: 'renomme.doc' },
      { content: Buffer.from('Du texte brut, pas un document Word.'), filename: 'texte.doc' },
    ];
    for (const file of notWord) {
      const res = await upload(marc, file);
      expect({ file: file.filename, status: res.statusCode }).toEqual({ file: file.filename, status: 422 });
      expect(res.json().errors.file[0]).toContain(file.filename);
    }
    expect(await ctx.app.worker.drain()).toBe(0);
  });
});
