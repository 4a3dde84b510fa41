import type { QuestionType } from '@lexdesk/shared/domain';
import { loadReferenceData } from '../src/seed/reference';
import { REFERENCE_CATEGORIES } from '../src/seed/reference/data';
import type { ReferenceCategory, ReferenceLawCase, ReferenceQuestion } from '../src/seed/reference/types';
import { caseRow, countRows, createTestApp, insertCase, insertFirm, type TestContext, type TestDb } from './helpers';

const ALL_TYPES: QuestionType[] = ['checkbox', 'radio', 'file', 'files', 'date', 'other'];
const WITH_ANSWERS: QuestionType[] = ['checkbox', 'radio'];
const LANGUAGES = ['fr', 'en', 'nl'] as const;
const SLUG = /^[a-z][a-z0-9]*(?:_[a-z0-9]+)*$/;

const lawCases = REFERENCE_CATEGORIES.flatMap((category) => category.lawCases);
const lawCase = (code: string) => lawCases.find((candidate) => candidate.code === code);
const typesOf = (questions: ReferenceQuestion[]) => new Set(questions.map((question) => question.type));

describe('reference catalogue', () => {
  it('has the expected categories, with unique well-formed codes', () => {
    expect(REFERENCE_CATEGORIES.map((category) => category.code)).toEqual([
      'family',
      'employment',
      'housing',
      'debt',
      'traffic',
      'criminal',
      'company',
      'consumer',
      'immigration',
    ]);
  });

  it('gives every category 3 to 5 law cases coded <category>.<slug>, unique across the catalogue', () => {
    for (const category of REFERENCE_CATEGORIES) {
      expect(category.lawCases.length).toBeGreaterThanOrEqual(3);
      expect(category.lawCases.length).toBeLessThanOrEqual(5);
      for (const { code } of category.lawCases) {
        const [prefix, slug, ...rest] = code.split('.');
        expect({ code, prefix, rest }).toEqual({ code, prefix: category.code, rest: [] });
        expect(slug).toMatch(SLUG);
      }
    }
    const codes = lawCases.map((candidate) => candidate.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toEqual(expect.arrayContaining(['family.divorce', 'employment.dismissal', 'housing.deposit']));
  });

  it('has every text in fr, en and nl', () => {
    const texts = REFERENCE_CATEGORIES.flatMap((category) => [
      { where: category.code, text: category.description },
      ...category.lawCases.flatMap((candidate) => [
        { where: candidate.code, text: candidate.content },
        ...candidate.questions.flatMap((question, index) => [
          { where: `${candidate.code}#${index}`, text: question.title },
          ...(question.answers ?? []).map((option) => ({
            where: `${candidate.code}#${index}:${option.value}`,
            text: option.label,
          })),
        ]),
      ]),
    ]);
    for (const { where, text } of texts) {
      for (const language of LANGUAGES)
        expect({ where, language, empty: text[language].trim() === '' }).toEqual({
          where,
          language,
          empty: false,
        });
      expect({ where, keys: Object.keys(text).sort() }).toEqual({ where, keys: ['en', 'fr', 'nl'] });
    }
  });

  // Up to 16: a dismissal needs the status, the pay and joint committee, the protections and three dates a time
  // limit runs from (issue 23), beside what every case asks.
  it('gives every law case 4 to 16 questions including a radio, a date, a free text and a document', () => {
    for (const candidate of lawCases) {
      const types = typesOf(candidate.questions);
      const summary = {
        code: candidate.code,
        count: candidate.questions.length >= 4 && candidate.questions.length <= 16,
        radio: types.has('radio'),
        date: types.has('date'),
        other: types.has('other'),
        document: types.has('file') || types.has('files'),
      };
      expect(summary).toEqual({
        code: candidate.code,
        count: true,
        radio: true,
        date: true,
        other: true,
        document: true,
      });
    }
  });

  it.each(['family.divorce', 'employment.dismissal', 'housing.deposit'])('uses every question type in %s', (code) => {
    const found = lawCase(code);
    expect(found).toBeDefined();
    expect([...typesOf(found?.questions ?? [])].sort()).toEqual([...ALL_TYPES].sort());
  });

  it('uses every question type many times across the catalogue', () => {
    const questions = lawCases.flatMap((candidate) => candidate.questions);
    for (const type of ALL_TYPES) {
      expect({ type, many: questions.filter((question) => question.type === type).length >= 10 }).toEqual({
        type,
        many: true,
      });
    }
  });

  it('puts answers on checkbox and radio questions only, with unique well-formed values', () => {
    for (const candidate of lawCases) {
      candidate.questions.forEach((question, index) => {
        const where = `${candidate.code}#${index}`;
        if (WITH_ANSWERS.includes(question.type)) {
          const values = (question.answers ?? []).map((option) => option.value);
          expect({ where, enough: values.length >= 2 }).toEqual({ where, enough: true });
          expect({ where, unique: new Set(values).size === values.length }).toEqual({ where, unique: true });
          for (const value of values) expect(value).toMatch(SLUG);
        } else {
          expect({ where, answers: question.answers }).toEqual({ where, answers: undefined });
        }
      });
    }
  });

  it('requires the main radio and the description, never documents', () => {
    for (const candidate of lawCases) {
      const { questions } = candidate;
      expect({ code: candidate.code, radio: questions.some((q) => q.type === 'radio' && q.required) }).toEqual({
        code: candidate.code,
        radio: true,
      });
      expect({ code: candidate.code, other: questions.some((q) => q.type === 'other' && q.required) }).toEqual({
        code: candidate.code,
        other: true,
      });
      const requiredDocuments = questions.filter((q) => (q.type === 'file' || q.type === 'files') && q.required);
      expect({ code: candidate.code, requiredDocuments }).toEqual({ code: candidate.code, requiredDocuments: [] });
    }
  });

  it('asks in every housing case the region, the lease, whether it is the main residence, and the rent', () => {
    const housing = REFERENCE_CATEGORIES.find((category) => category.code === 'housing')?.lawCases ?? [];
    expect(housing.map((candidate) => candidate.code).sort()).toEqual([
      'housing.damp',
      'housing.deposit',
      'housing.eviction',
      'housing.unpaid_rent',
    ]);
    const asks = (candidate: ReferenceLawCase, pattern: RegExp, values: string[] = []) =>
      candidate.questions.some(
        (question) =>
          pattern.test(question.title.en) &&
          values.every((value) => (question.answers ?? []).some((option) => option.value === value)),
      );
    for (const candidate of housing) {
      expect({
        code: candidate.code,
        region: asks(candidate, /region/i, ['brussels', 'wallonia', 'flanders']),
        lease: asks(candidate, /kind of lease/i, ['short_term', 'nine_years', 'student']),
        mainResidence: asks(candidate, /main residence/i, ['yes', 'no']),
        rent: candidate.questions.some(
          (question) => question.type === 'other' && /monthly rent/i.test(question.title.en),
        ),
      }).toEqual({ code: candidate.code, region: true, lease: true, mainResidence: true, rent: true });
    }
  });

  // Issue 23, item 7: the dates a lawyer needs at once, because a time limit runs from them or a hearing is set.
  // At least this many deadline dates per law case, and what the case must offer beside them.
  const DEADLINE_CASES: Record<string, { dates: number; options?: string[] }> = {
    // The payment order (30 days) and the request to identify the driver; the date the letter came.
    'traffic.speeding': { dates: 1, options: ['payment_order', 'driver_identification'] },
    // The notice, summons or judgment received, a hearing, and a judgment's service (given by default or not).
    'housing.eviction': { dates: 3, options: ['judgment'] },
    // The decision's type, its notification and an announced removal.
    'immigration.order_to_leave': { dates: 2, options: ['order_entry_ban', 'refusal_and_order'] },
    'immigration.asylum_refused': { dates: 1 },
    'immigration.family_reunification': { dates: 1, options: ['refused'] },
    // The dismissal's notification, the request for reasons (CCT 109) and the two serious-cause dates.
    'employment.dismissal': { dates: 4, options: ['serious_cause'] },
    // A default judgment's service in a debt case.
    'debt.collection_letters': { dates: 1 },
    'debt.seizure': { dates: 1 },
    // The insurer's refusal.
    'employment.work_accident': { dates: 1, options: ['refused'] },
    'criminal.court_summons': { dates: 2 },
    'criminal.police_hearing': { dates: 1 },
    // The withdrawal period runs from the contract or from delivery: both dates.
    'consumer.withdrawal': { dates: 2 },
  };

  it.each(Object.entries(DEADLINE_CASES))('asks %s the dates its time limits run from', (code, expected) => {
    const found = lawCase(code);
    expect(found).toBeDefined();
    const questions = found?.questions ?? [];
    const deadlines = questions.filter((question) => question.deadline === true);
    expect(deadlines.length).toBeGreaterThanOrEqual(expected.dates);
    const offered = questions.flatMap((question) => (question.answers ?? []).map((option) => option.value));
    expect(offered).toEqual(expect.arrayContaining(expected.options ?? []));
  });

  it('asks whether a judgment was given by default where its service starts the time limits', () => {
    for (const code of ['housing.eviction', 'debt.collection_letters']) {
      const titles = (lawCase(code)?.questions ?? []).map((question) => question.title.en);
      expect({ code, byDefault: titles.some((title) => /by default/.test(title)) }).toEqual({ code, byDefault: true });
    }
  });

  it('marks only date questions as deadlines', () => {
    const marked = lawCases.flatMap((candidate) =>
      candidate.questions.filter((question) => question.deadline !== undefined).map((question) => question.type),
    );
    expect(marked.length).toBeGreaterThan(20);
    expect(new Set(marked)).toEqual(new Set(['date']));
  });

  it('asks in every law case whether legal expenses insurance or legal aid could pay the lawyer', () => {
    for (const candidate of lawCases) {
      const values = candidate.questions.flatMap((question) => (question.answers ?? []).map((option) => option.value));
      expect({
        code: candidate.code,
        insurance: values.includes('legal_expenses_insurance'),
        aid: values.includes('legal_aid'),
      }).toEqual({ code: candidate.code, insurance: true, aid: true });
    }
  });

  it('marks criminal cases penal and has non-penal cases too', () => {
    const criminal = REFERENCE_CATEGORIES.find((category) => category.code === 'criminal');
    expect(criminal?.lawCases.every((candidate) => candidate.penal === true)).toBe(true);
    expect(lawCase('traffic.speeding')?.penal).toBe(true);
    expect(lawCases.some((candidate) => !candidate.penal)).toBe(true);
  });
});

describe('loadReferenceData', () => {
  let ctx: TestContext;
  let db: TestDb;

  beforeAll(async () => {
    ctx = await createTestApp({ seed: 'none' });
    db = ctx.db;
  });
  afterAll(async () => {
    await ctx.close();
  });

  const questionsOf = (lawCaseId: number) =>
    db
      .selectFrom('questions')
      .select(['id', 'question_type', 'required', 'title', 'answers', 'deadline'])
      .where('law_case_id', '=', lawCaseId)
      .orderBy('position')
      .execute();

  it('loads the whole catalogue into a fresh database at start', async () => {
    expect(await countRows(db, 'skill_categories')).toBe(REFERENCE_CATEGORIES.length);
    expect(await countRows(db, 'law_cases')).toBe(lawCases.length);
    expect(await countRows(db, 'questions')).toBe(
      lawCases.reduce((sum, candidate) => sum + candidate.questions.length, 0),
    );
  });

  it('stores the divorce questionnaire in order, with its texts and answers', async () => {
    const row = await db
      .selectFrom('law_cases as l')
      .innerJoin('skill_categories as c', 'c.id', 'l.category_id')
      .select(['l.id', 'l.content_fr', 'l.content_nl', 'l.penal', 'c.code as category'])
      .where('l.code', '=', 'family.divorce')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ content_fr: 'Je souhaite divorcer', penal: 0, category: 'family' });

    const questions = await questionsOf(row.id);
    const expected = lawCase('family.divorce')?.questions ?? [];
    expect(questions.map((q) => q.question_type)).toEqual(expected.map((q) => q.type));
    expect(questions.map((q) => JSON.parse(q.title) as unknown)).toEqual(expected.map((q) => q.title));
    expect(questions.map((q) => JSON.parse(q.answers) as unknown)).toEqual(expected.map((q) => q.answers ?? []));
    expect(questions.map((q) => q.required === 1)).toEqual(expected.map((q) => q.required));
  });

  it('stores which date questions are deadlines', async () => {
    const row = await db
      .selectFrom('law_cases')
      .select('id')
      .where('code', '=', 'employment.dismissal')
      .executeTakeFirstOrThrow();
    const stored = await questionsOf(row.id);
    const expected = lawCase('employment.dismissal')?.questions ?? [];
    expect(stored.map((q) => q.deadline)).toEqual(expected.map((q) => (q.deadline ? 1 : 0)));
    expect(stored.filter((q) => q.deadline === 1).length).toBeGreaterThanOrEqual(4);
  });

  it('stores penal cases as penal', async () => {
    const penal = await db.selectFrom('law_cases').select('code').where('penal', '=', 1).orderBy('code').execute();
    expect(penal.map((row) => row.code)).toEqual(
      lawCases
        .filter((candidate) => candidate.penal)
        .map((candidate) => candidate.code)
        .sort(),
    );
  });

  it('is the same after another start: nothing is duplicated', async () => {
    await loadReferenceData(ctx.app.repos);
    expect(await countRows(db, 'skill_categories')).toBe(REFERENCE_CATEGORIES.length);
    expect(await countRows(db, 'law_cases')).toBe(lawCases.length);
  });

  it('brings a corrected text, a new law case and a changed questionnaire to a running installation', async () => {
    const divorce = await db
      .selectFrom('law_cases')
      .select('id')
      .where('code', '=', 'family.divorce')
      .executeTakeFirstOrThrow();
    const before = await questionsOf(divorce.id);
    const stored = await insertCase(db, {
      clientId: (await insertFirm(db, 'Cabinet Catalogue')).id,
      userId: null,
      lawCaseCode: 'family.divorce',
      questionsAndAnswers: [{ question_type: 'radio', question: { title: { fr: 'Ancien titre' } }, answer: 'yes' }],
    });

    const family = REFERENCE_CATEGORIES[0] as ReferenceCategory;
    const [divorceCase, ...otherCases] = family.lawCases as [ReferenceLawCase, ...ReferenceLawCase[]];
    const corrected: ReferenceCategory[] = [
      {
        ...family,
        description: { ...family.description, fr: 'Droit de la famille (corrigé)' },
        lawCases: [
          // One question fewer, the first one reworded.
          {
            ...divorceCase,
            content: { ...divorceCase.content, fr: 'Je veux divorcer' },
            questions: divorceCase.questions
              .slice(0, -1)
              .map((question, index) =>
                index === 0 ? { ...question, title: { ...question.title, fr: 'Titre corrigé' } } : question,
              ),
          },
          ...otherCases,
          {
            code: 'family.new_case',
            content: { fr: 'Nouveau cas', en: 'New case', nl: 'Nieuw geval' },
            questions: [{ type: 'other', required: true, title: { fr: 'Décrivez', en: 'Describe', nl: 'Beschrijf' } }],
          },
        ],
      },
      ...REFERENCE_CATEGORIES.slice(1),
    ];
    await loadReferenceData(ctx.app.repos, corrected);

    const category = await db
      .selectFrom('skill_categories')
      .select('description_fr')
      .where('code', '=', 'family')
      .executeTakeFirstOrThrow();
    expect(category.description_fr).toBe('Droit de la famille (corrigé)');
    const updated = await db
      .selectFrom('law_cases')
      .select(['id', 'content_fr', 'content_fr_folded'])
      .where('code', '=', 'family.divorce')
      .executeTakeFirstOrThrow();
    // Same row (cases refer to it), new text, searchable under its new text.
    expect(updated).toEqual({ id: divorce.id, content_fr: 'Je veux divorcer', content_fr_folded: 'je veux divorcer' });
    const after = await questionsOf(divorce.id);
    expect(after.map((q) => q.id)).toEqual(before.slice(0, -1).map((q) => q.id));
    expect((JSON.parse(after[0]?.title ?? '{}') as { fr: string }).fr).toBe('Titre corrigé');
    expect(
      await db.selectFrom('law_cases').select('id').where('code', '=', 'family.new_case').executeTakeFirst(),
    ).toBeDefined();

    // The case keeps the questions it was answered with.
    expect(JSON.parse((await caseRow(db, stored.token))?.questions_and_answers ?? '[]')).toEqual([
      { question_type: 'radio', question: { title: { fr: 'Ancien titre' } }, answer: 'yes' },
    ]);

    // Back to the shipped catalogue for the other tests.
    await loadReferenceData(ctx.app.repos);
  });
});
