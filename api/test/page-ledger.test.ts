import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate } from '../src/db';
import { pdfDocument } from '../src/lib/pdf';
import {
  type Agent,
  createTestApp,
  DEMO,
  firmIdOf,
  LIFTED_RATE_LIMITS,
  loggedIn,
  multipartBody,
  type TestContext,
  withDatabaseBefore,
  wordDocument,
} from './helpers';

// The plan's pages a year as a ledger (issue 27, finding 2): pages are reserved by the upload itself, a PDF's from
// its page tree, under one conditional statement; processing corrects what it reserved; deleting gives nothing
// back; a document past the limit is refused saying how many pages are left.

const YEAR = new Date().getUTCFullYear();
const NBSP = '\u00a0';

/** A PDF of `pages` pages of one short line each. */
const pdfOfPages = (pages: number) =>
  pdfDocument(Array.from({ length: pages }, (_, index) => ({ lines: [`Page ${index + 1}`] })));

async function upload(agent: Agent, content: Buffer, filename: string, lang = 'fr') {
  const { payload, contentType } = await multipartBody([['file', { content, filename }]]);
  return agent.request('POST', `/api/documents/upload-file?lang=${lang}`, {
    payload,
    headers: { 'content-type': contentType },
  });
}

let ctx: TestContext | undefined;
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

async function pagesUsed(firmAdmin: Agent): Promise<number> {
  const response = await firmAdmin.get('/api/client/subscription');
  expect(response.statusCode).toBe(200);
  return response.json().data.usage.pages.used as number;
}

describe("a trial firm's 2,000 pages", () => {
  it('accept one of three 1,500-page PDFs sent at once, refuse the others saying how many pages are left', async () => {
    ctx = await createTestApp({ rateLimits: LIFTED_RATE_LIMITS });
    const jan = await loggedIn(ctx.app, DEMO.otherFirmAdmin);
    expect(await pagesUsed(jan)).toBe(0);
    const big = pdfOfPages(1500);

    const answers = await Promise.all([1, 2, 3].map((index) => upload(jan, big, `dossier-${index}.pdf`)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409]);
    // Counted while the document still waits for processing: nothing has read it yet.
    const accepted = answers.find((answer) => answer.statusCode === 201)!;
    expect(accepted.json().data.state).toBe('pending');
    expect(await pagesUsed(jan)).toBe(1500);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(refused.json()).toEqual({
        status: 'error',
        code: 'plan_pages_limit',
        message:
          `Ce document compte 1500 pages${NBSP}: votre formule Basic permet 2000 pages de documentation par an et ` +
          `il en reste 500 pour ${YEAR}. Passez à la formule Plus pour en ajouter davantage.`,
      });
    }
    // Only the accepted document was stored.
    const firmId = await firmIdOf(ctx.db, DEMO.otherFirmAdmin);
    const rows = await ctx.db
      .selectFrom('documents')
      .select('ledger_pages')
      .where('client_id', '=', firmId)
      .where('origin', '=', 'lawyer')
      .execute();
    expect(rows).toEqual([{ ledger_pages: 1500 }]);

    // Deleting gives nothing back: 500 pages are still all that is left.
    const token = accepted.json().data.token as string;
    expect((await jan.request('DELETE', '/api/documents/delete-file', { query: { token } })).statusCode).toBe(200);
    expect(await pagesUsed(jan)).toBe(1500);
    const english = await upload(jan, pdfOfPages(501), 'trop.pdf', 'en');
    expect(english.statusCode).toBe(409);
    expect(english.json().message).toBe(
      `This document has 501 pages: your Basic plan allows 2000 pages of documentation a year and 500 are left for ${YEAR}. Upgrade to the Plus plan to add more.`,
    );
    expect((await upload(jan, pdfOfPages(500), 'juste.pdf')).statusCode).toBe(201);
    expect(await pagesUsed(jan)).toBe(2000);
    const full = await upload(jan, pdfOfPages(1), 'une-page.pdf', 'nl');
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(
      `Uw formule Basic laat 2000 pagina's documentatie per jaar toe, bereikt voor ${YEAR}. Stap over op de formule Plus om er meer toe te voegen.`,
    );
  }, 60_000);
});

describe('processing', () => {
  it("corrects a Word document's reserved page to the pages its text takes, and charges the provider nothing", async () => {
    ctx = await createTestApp({ rateLimits: LIFTED_RATE_LIMITS });
    const [direction, provider] = await Promise.all([
      loggedIn(ctx.app, DEMO.firmAdmin),
      loggedIn(ctx.app, DEMO.superAdmin),
    ]);
    const before = await pagesUsed(direction);
    // About 7,000 characters: three pages of 3,000.
    const paragraph =
      'Le bailleur met à la disposition du preneur le bien décrit ci-après, pour un usage professionnel. ';
    const long = wordDocument(Array.from({ length: 70 }, () => paragraph));
    const word = await upload(direction, long, 'bail.docx');
    expect(word.statusCode).toBe(201);
    expect(await pagesUsed(direction)).toBe(before + 1);
    const pdf = await upload(direction, pdfOfPages(4), 'conclusions.pdf');
    expect(pdf.statusCode).toBe(201);
    expect(await pagesUsed(direction)).toBe(before + 5);

    // The provider's library has no plan: its upload is on no ledger, before or after processing.
    expect((await upload(provider, pdfOfPages(7), 'code.pdf')).statusCode).toBe(201);
    const ledgerRows = await ctx.db.selectFrom('page_ledger').selectAll().execute();

    await ctx.app.worker.drain();
    const states = await ctx.db
      .selectFrom('documents')
      .select(['name', 'state', 'ledger_pages'])
      .where('name', 'in', ['bail.docx', 'conclusions.pdf', 'code.pdf'])
      .orderBy('name')
      .execute();
    expect(states).toEqual([
      { name: 'bail.docx', state: 'success', ledger_pages: 3 },
      { name: 'code.pdf', state: 'success', ledger_pages: null },
      { name: 'conclusions.pdf', state: 'success', ledger_pages: 4 },
    ]);
    expect(await pagesUsed(direction)).toBe(before + 7);
    const after = await ctx.db.selectFrom('page_ledger').select(['client_id', 'pages']).execute();
    expect(after).toHaveLength(ledgerRows.length);
  }, 60_000);
});

describe('a Word document', () => {
  it('reserves the pages Word saved in it, is refused when they do not fit, and is charged more when its text takes more', async () => {
    ctx = await createTestApp({ rateLimits: LIFTED_RATE_LIMITS });
    const jan = await loggedIn(ctx.app, DEMO.otherFirmAdmin);
    const firmId = await firmIdOf(ctx.db, DEMO.otherFirmAdmin);
    await ctx.db.insertInto('page_ledger').values({ client_id: firmId, year: YEAR, pages: 1990 }).execute();
    const lines = ['Conclusions de synthèse pour la partie demanderesse.'];
    const refused = await upload(jan, wordDocument(lines, true, 11), 'conclusions.docx');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `Ce document compte 11 pages${NBSP}: votre formule Basic permet 2000 pages de documentation par an et ` +
        `il en reste 10 pour ${YEAR}. Passez à la formule Plus pour en ajouter davantage.`,
    );
    expect((await upload(jan, wordDocument(lines, true, 4), 'conclusions.docx')).statusCode).toBe(201);
    expect(await pagesUsed(jan)).toBe(1994);
    // Its text would fit on one page: Word's count stands (a reservation is never given back).
    await ctx.app.worker.drain();
    expect(await pagesUsed(jan)).toBe(1994);
    // Word said one page, the text takes three: processing charges the two more, past the limit if need be, and
    // the next upload is refused.
    await ctx.db.updateTable('page_ledger').set({ pages: 1999 }).where('client_id', '=', firmId).execute();
    const paragraph =
      'Le bailleur met à la disposition du preneur le bien décrit ci-après, pour un usage professionnel. ';
    const liar = wordDocument(
      Array.from({ length: 70 }, () => paragraph),
      true,
      1,
    );
    expect((await upload(jan, liar, 'bail.docx')).statusCode).toBe(201);
    expect(await pagesUsed(jan)).toBe(2000);
    await ctx.app.worker.drain();
    expect(await pagesUsed(jan)).toBe(2002);
    expect((await upload(jan, pdfOfPages(1), 'une-page.pdf')).json().code).toBe('plan_pages_limit');
  }, 60_000);
});

describe('migration 017', () => {
  it('charges the documents stored before it what they counted then, per firm and year', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'lexdesk-page-ledger-'));
    try {
      await withDatabaseBefore(dir, 17, async (database) => {
        const { db } = database;
        const at = `${YEAR}-03-01T10:00:00.000Z`;
        await db
          .insertInto('clients')
          .values({ id: 1, uuid: 'firm-1', name: 'Cabinet Un', created_at: at, updated_at: at })
          .execute();
        const document = (
          token: string,
          origin: 'lawyer' | 'litigant' | 'provider',
          pages: number | null,
          when = at,
        ) => ({
          token,
          client_id: origin === 'provider' ? null : 1,
          origin,
          name: `${token}.pdf`,
          mime: 'application/pdf',
          size: 1,
          sha256: 'x',
          page_count: pages,
          created_at: when,
          updated_at: when,
        });
        await db
          .insertInto('documents')
          .values([
            document('read', 'lawyer', 120),
            document('pending', 'lawyer', null),
            document('litigant', 'litigant', 50),
            document('provider', 'provider', 30),
            document('old', 'lawyer', 70, '2000-06-01T00:00:00.000Z'),
          ])
          .execute();
        // Then version 17, over these rows.
        await migrate(database);
        const ledger = await db
          .selectFrom('page_ledger')
          .select(['client_id', 'year', 'pages'])
          .orderBy('year')
          .execute();
        expect(ledger).toEqual([
          { client_id: 1, year: 2000, pages: 70 },
          { client_id: 1, year: YEAR, pages: 120 },
        ]);
        const charged = await db.selectFrom('documents').select(['token', 'ledger_pages']).orderBy('token').execute();
        expect(charged).toEqual([
          { token: 'litigant', ledger_pages: null },
          { token: 'old', ledger_pages: 70 },
          { token: 'pending', ledger_pages: 0 },
          { token: 'provider', ledger_pages: null },
          { token: 'read', ledger_pages: 120 },
        ]);
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
