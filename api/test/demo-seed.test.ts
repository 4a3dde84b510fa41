import type { DocumentMetadata } from '@lexdesk/shared/contract';
import { citationOf, validateMetadata } from '@lexdesk/shared/domain';
import { DEMO_LIBRARY } from '../src/seed/library';
import { createTestApp, DEMO, loggedIn, storedFiles, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

interface SeededAnswer {
  question_type: string;
  question: { title: { en: string }; deadline?: boolean };
  answer: string;
}

async function seededCases(code: string) {
  const rows = await ctx.db
    .selectFrom('legal_cases')
    .innerJoin('law_cases', 'law_cases.id', 'legal_cases.law_case_id')
    .select(['legal_cases.questions_and_answers', 'legal_cases.created_at', 'legal_cases.lang'])
    .where('law_cases.code', '=', code)
    .execute();
  return rows.map((row) => ({ ...row, answers: JSON.parse(row.questions_and_answers) as SeededAnswer[] }));
}

const byType = (answers: SeededAnswer[], type: string) => answers.filter((item) => item.question_type === type);
const seededDeadlines = (answers: SeededAnswer[]) => answers.filter((item) => item.question.deadline === true);

describe('the demo cases read true', () => {
  it('answer every date with a day before the case was received', async () => {
    for (const code of ['employment.dismissal', 'family.divorce', 'housing.deposit']) {
      for (const seeded of await seededCases(code)) {
        for (const { answer } of byType(seeded.answers, 'date')) {
          expect(answer < seeded.created_at.slice(0, 10)).toBe(true);
        }
      }
    }
  });

  it('give a divorce the marriage of 2012 its story tells, and a separation of months, not years', async () => {
    const cases = await seededCases('family.divorce');
    expect(cases.length).toBeGreaterThan(0);
    for (const seeded of cases) {
      const [married, apart] = byType(seeded.answers, 'date').map((item) => item.answer);
      expect(married).toMatch(/^2012-/);
      const monthsApart = (Date.parse(seeded.created_at) - Date.parse(apart ?? '')) / (30 * 86_400_000);
      expect(monthsApart).toBeGreaterThan(6);
      expect(monthsApart).toBeLessThan(8);
    }
  });

  it('answer the deposit and the rent with amounts, and the story with the story', async () => {
    const cases = await seededCases('housing.deposit');
    expect(cases.length).toBeGreaterThan(0);
    for (const seeded of cases) {
      const [amount, rent, story] = byType(seeded.answers, 'other').map((item) => item.answer);
      expect(amount).toMatch(/^€?\s?[\d.,\u202f\u00a0 ]+\s?€?$/);
      expect(amount).toContain('€');
      expect(rent).toMatch(/825/);
      expect(story?.length).toBeGreaterThan(40);
    }
  });

  it('date a dismissal: notified, the reasons asked for, and no serious-cause dates for a dismissal with notice', async () => {
    const cases = await seededCases('employment.dismissal');
    expect(cases.length).toBeGreaterThan(0);
    for (const seeded of cases) {
      const deadlines = seededDeadlines(seeded.answers);
      expect(deadlines.map((item) => item.answer !== '')).toEqual([true, true, false, false]);
      // The reasons were asked for after the dismissal was notified.
      expect((deadlines[1]?.answer ?? '') > (deadlines[0]?.answer ?? '')).toBe(true);
      const checked = seeded.answers.filter((item) => item.question_type === 'checkbox').map((item) => item.answer);
      // No protection against dismissal is claimed that the story does not tell.
      expect(checked.some((answer) => /staff_representative|pregnancy/.test(answer))).toBe(false);
    }
  });
});

describe('the demo firm', () => {
  it('publishes its privacy policy and terms in French, Dutch and English', async () => {
    const rows = await ctx.db
      .selectFrom('policies')
      .innerJoin('clients', 'clients.id', 'policies.client_id')
      .select(['policies.type', 'policies.lang'])
      .where('clients.name', '=', 'Cabinet Démo')
      .execute();
    expect(rows.map((row) => `${row.type}:${row.lang}`).sort()).toEqual([
      'privacy:en',
      'privacy:fr',
      'privacy:nl',
      'terms:en',
      'terms:fr',
      'terms:nl',
    ]);
  });
});

describe('the demo library', () => {
  const providerDocuments = () =>
    ctx.db.selectFrom('documents').selectAll().where('origin', '=', 'provider').orderBy('id').execute();

  it('stores at least 30 processed public documents of the provider, each with its text, metadata, reference and file', async () => {
    const rows = await providerDocuments();
    expect(rows.length).toBe(DEMO_LIBRARY.length);
    expect(rows.length).toBeGreaterThanOrEqual(30);
    const files = storedFiles(ctx);
    const lawCaseRows = await ctx.db.selectFrom('document_law_cases').selectAll().execute();
    for (const row of rows) {
      const metadata = JSON.parse(row.metadata) as DocumentMetadata;
      expect(row).toMatchObject({ state: 'processed', visibility: 'public', client_id: null, anonymous: 0 });
      expect(row.processed_at).not.toBeNull();
      expect(row.text?.length).toBeGreaterThan(800);
      expect(row.page_count).toBeGreaterThanOrEqual(1);
      expect(files).toContain(row.token);
      expect(validateMetadata(metadata)).toEqual({});
      expect(metadata.reference).toBe(citationOf(metadata));
      expect(metadata.reference?.length).toBeGreaterThan(15);
      // Lists, search results and the document's view read the reference from its column.
      expect(row.reference).toBe(metadata.reference);
      // The list and search filters are the metadata's.
      expect([row.type, row.country, row.language, row.nature, row.legislation_date]).toEqual([
        metadata.type,
        metadata.country,
        metadata.language,
        metadata.nature ?? null,
        metadata.legislationDate ?? null,
      ]);
      // The suggestions read the law cases from their table: the same as the metadata's.
      expect(
        lawCaseRows
          .filter((link) => link.document_id === row.id)
          .map((link) => link.law_case_id)
          .sort((a, b) => a - b),
      ).toEqual((metadata.lawcases ?? []).map((lawCase) => lawCase.id).sort((a, b) => a - b));
    }
    // Every document is about a law case of the catalogue, named in its own language.
    const dismissal = rows.find((row) => row.name === 'Cass. 13 mars 2023 — motif grave, délai de trois jours.pdf');
    const lawcases = (JSON.parse(dismissal?.metadata ?? '{}') as DocumentMetadata).lawcases ?? [];
    expect(lawcases.map((lawCase) => lawCase.content)).toEqual([
      (
        await ctx.db
          .selectFrom('law_cases')
          .select('content_fr')
          .where('code', '=', 'employment.dismissal')
          .executeTakeFirstOrThrow()
      ).content_fr,
    ]);
  });

  it("lists them for a lawyer of the demo firm among other sources' documents, newest first, with their files", async () => {
    const marc = await loggedIn(ctx.app, DEMO.lawyer);
    const response = await marc.get('/api/documents?scopes=others&limit=100');
    expect(response.statusCode).toBe(200);
    const answer = response.json<{
      data: { name: string; token: string; state: string; reference: string | null }[];
      meta: { total: number };
    }>();
    expect(answer.meta.total).toBe(DEMO_LIBRARY.length);
    expect(answer.data.map((document) => document.name)).toEqual(DEMO_LIBRARY.map((document) => document.name));
    expect(new Set(answer.data.map((document) => document.state))).toEqual(new Set(['processed']));
    // Each with its citation under its name.
    expect(answer.data.find((document) => document.name.startsWith('Cass. 13 mars 2023'))?.reference).toBe(
      'Cass. (3e ch.), 13 mars 2023, R.G. n° S.22.0041.F, ECLI:BE:CASS:2023:ARR.20230313.3F.5.',
    );
    expect(answer.data.filter((document) => !document.reference)).toEqual([]);

    const first = answer.data[0];
    const download = await marc.get(`/api/documents/download/${first?.token ?? ''}`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('lets a lawyer find them by search, in French and in Dutch, and by the filters of Belgian legislation', async () => {
    const marc = await loggedIn(ctx.app, DEMO.lawyer);
    const found = async (body: Record<string, unknown>) => {
      const response = await marc.post('/api/documents/search', body);
      expect(response.statusCode).toBe(200);
      return response.json<{ data: { name: string; text: string }[] }>().data;
    };
    const deposit = await found({ terms: 'garantie locative' });
    expect(deposit.map((hit) => hit.name)).toContain(
      'J.P. Saint-Gilles 19 septembre 2023 — libération de la garantie locative.pdf',
    );
    expect(deposit.find((hit) => hit.name.startsWith('J.P. Saint-Gilles'))?.text).toContain('<mark>');
    expect((await found({ terms: 'huurwaarborg' })).map((hit) => hit.name)).toContain(
      'De huurwaarborg onder het Vlaams Woninghuurdecreet (RW 2023-24).pdf',
    );
    expect(
      (await found({ type: 'legislation', country: 'be', nature: 'decr-reg-w', legislationDate: '2018-03-15' })).map(
        (hit) => hit.name,
      ),
    ).toEqual(["Décret wallon du 15 mars 2018 relatif au bail d'habitation.pdf"]);
  });

  it('suggests them for a case of the demo firm, its own law case first', async () => {
    const marc = await loggedIn(ctx.app, DEMO.lawyer);
    const dismissal = await ctx.db
      .selectFrom('legal_cases')
      .innerJoin('law_cases', 'law_cases.id', 'legal_cases.law_case_id')
      .innerJoin('users', 'users.id', 'legal_cases.user_id')
      .select('legal_cases.token')
      .where('law_cases.code', '=', 'employment.dismissal')
      .where('legal_cases.status', '=', 'opened')
      .where('users.email', '=', DEMO.lawyer)
      .executeTakeFirstOrThrow();
    const response = await marc.get(`/api/legal-cases/${dismissal.token}/suggested-documents?limit=100`);
    expect(response.statusCode).toBe(200);
    const answer = response.json<{ data: { name: string; same_law_case: boolean }[]; meta: { total: number } }>();
    const same = answer.data.filter((document) => document.same_law_case).map((document) => document.name);
    expect(same).toEqual(
      expect.arrayContaining([
        'Cass. 13 mars 2023 — motif grave, délai de trois jours.pdf',
        'C. trav. Liège 14 mars 2022 — licenciement manifestement déraisonnable (CCT 109).pdf',
        'Wet van 3 juli 1978 betreffende de arbeidsovereenkomsten.pdf',
      ]),
    );
    // Then the other employment law cases' documents (harassment, unpaid wages...), never another matter's.
    const sameFirst = answer.data.map((document) => document.same_law_case);
    expect(sameFirst).toEqual([...sameFirst].sort((a, b) => Number(b) - Number(a)));
    expect(answer.data.map((document) => document.name)).toContain(
      'Arbh. Antwerpen 7 februari 2023 — pesterijen op het werk.pdf',
    );
    expect(answer.data.map((document) => document.name)).not.toContain(
      'J.P. Saint-Gilles 19 septembre 2023 — libération de la garantie locative.pdf',
    );
    expect(answer.meta.total).toBe(answer.data.length);
  });

  it('is not seeded with LEXDESK_SEED=none', async () => {
    const empty = await createTestApp({ seed: 'none' });
    try {
      expect(await empty.db.selectFrom('documents').select('id').execute()).toEqual([]);
      expect(storedFiles(empty)).toEqual([]);
    } finally {
      await empty.close();
    }
  });
});
