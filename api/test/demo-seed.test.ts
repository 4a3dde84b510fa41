import { createTestApp, type TestContext } from './helpers';

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
