import type { LawCaseSearchResult, Lawyer } from '@lexdesk/shared/domain';
import {
  Agent,
  createTestApp,
  DEMO,
  firmIdOf,
  insertLawCase,
  insertLawyer,
  lawCaseIdOf,
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

describe('POST /api/lawyers/search', () => {
  const search = async (agent: Agent, terms: string) => {
    const res = await agent.post('/api/lawyers/search', { terms });
    expect(res.statusCode).toBe(200);
    return res.json().data as Lawyer[];
  };

  it("finds the firm's lawyers by name or email, ignoring case and accents", async () => {
    const firm = await firmIdOf(db, DEMO.lawyer);
    const helene = await insertLawyer(db, firm, 'h.evrard@cabinet-demo.test', 'Hélène Évrard');
    const claire = await userIdOf(db, DEMO.firmAdmin);
    expect(await search(marc, 'claire')).toEqual([
      { id: claire, name: 'Claire Dubois', lawyer_id: claire, profile_picture_url: null },
    ]);
    expect((await search(marc, 'DUBOIS')).map((lawyer) => lawyer.id)).toEqual([claire]);
    expect((await search(marc, 'helene')).map((lawyer) => lawyer.id)).toEqual([helene]);
    expect((await search(marc, 'EVRARD')).map((lawyer) => lawyer.id)).toEqual([helene]);
    expect((await search(marc, 'Évr')).map((lawyer) => lawyer.id)).toEqual([helene]);
    // By email: every member of Cabinet Démo, never the other firm's lawyer nor the super administrator.
    const byEmail = await search(marc, 'cabinet-demo.test');
    expect(byEmail.map((lawyer) => lawyer.name).sort()).toEqual(
      ['Claire Dubois', 'Hélène Évrard', 'Marc Lambert', 'Sophie Peeters'].sort(),
    );
    expect(await search(marc, 'janssens')).toEqual([]);
    expect(await search(marc, 'lexdesk.test')).toEqual([]);
  });

  it('answers at most 20 lawyers', async () => {
    const firm = await firmIdOf(db, DEMO.otherFirmAdmin);
    for (let i = 0; i < 25; i += 1) {
      await insertLawyer(db, firm, `associe${i}@autre-cabinet.test`, `Associé Numéro${i}`);
    }
    const jan = await loggedIn(ctx.app, DEMO.otherFirmAdmin);
    expect(await search(jan, 'associe')).toHaveLength(20);
  });

  it('validates the terms and needs a session', async () => {
    for (const terms of ['', '   ', 'x'.repeat(101)]) {
      const res = await marc.post('/api/lawyers/search', { terms });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['terms']);
    }
    expect((await marc.post('/api/lawyers/search', {})).json().errors).toEqual({ terms: ['Ce champ est requis'] });
    const anonymous = new Agent(ctx.app);
    await anonymous.csrf();
    expect((await anonymous.post('/api/lawyers/search', { terms: 'claire' })).statusCode).toBe(401);
    const admin = await loggedIn(ctx.app, DEMO.superAdmin);
    expect(await search(admin, 'claire')).toEqual([]);
  });
});

describe('POST /api/law-cases/search', () => {
  const search = async (body: object) => {
    const res = await marc.post('/api/law-cases/search', body);
    expect(res.statusCode).toBe(200);
    return res.json().data as LawCaseSearchResult[];
  };

  let plain: number;
  let penal: number;
  beforeAll(async () => {
    const { id: category } = await db
      .selectFrom('skill_categories')
      .select('id')
      .where('code', '=', 'employment')
      .executeTakeFirstOrThrow();
    const insert = (code: string, fr: string, en: string, nl: string, isPenal: 0 | 1): Promise<number> =>
      insertLawCase(db, { categoryId: category, code, content: { fr, en, nl }, penal: isPenal === 1 });
    plain = await insert(
      'test.plain',
      'Zorglüb ne me paie plus',
      'Zorglub stopped paying me',
      'Zorglub betaalt niet meer',
      0,
    );
    penal = await insert('test.penal', 'ZORGLUB m’a volé', 'Zorglub stole from me', 'Zorglub heeft gestolen', 1);
    for (let i = 0; i < 55; i += 1)
      await insert(`test.many${i}`, `Cas quux ${i}`, `Case quux ${i}`, `Geval quux ${i}`, 0);
  });

  it('finds law cases by their text in the language asked, with their category', async () => {
    const dismissal = await lawCaseIdOf(db, 'employment.dismissal');
    const results = await search({ lang: 'fr', terms: 'LICENCIE', penal: true });
    expect(results).toEqual(
      expect.arrayContaining([
        {
          id: dismissal,
          content: "J'ai été licencié",
          penal: false,
          category: { id: expect.any(Number), description: 'Droit du travail' },
        },
      ]),
    );
    const english = await search({ lang: 'en', terms: 'dismissed', penal: true });
    expect(english.find((result) => result.id === dismissal)).toEqual({
      id: dismissal,
      content: 'I have been dismissed',
      penal: false,
      category: { id: expect.any(Number), description: 'Employment law' },
    });
    expect((await search({ lang: 'nl', terms: 'ontslagen' })).map((result) => result.content)).toContain(
      'Ik ben ontslagen',
    );
  });

  it('ignores accents and case, and leaves penal law cases out when penal is false', async () => {
    expect((await search({ lang: 'fr', terms: 'zorglub', penal: true })).map((result) => result.id)).toEqual([
      plain,
      penal,
    ]);
    expect((await search({ lang: 'fr', terms: 'zörglub' })).map((result) => result.id)).toEqual([plain, penal]);
    const withoutPenal = await search({ lang: 'fr', terms: 'zorglub', penal: false });
    expect(withoutPenal).toEqual([expect.objectContaining({ id: plain, penal: false })]);
    expect((await search({ lang: 'fr', terms: 'volé', penal: true })).find((r) => r.id === penal)?.penal).toBe(true);
  });

  it('answers at most 50 law cases', async () => {
    expect(await search({ lang: 'fr', terms: 'quux', penal: true })).toHaveLength(50);
  });

  it('validates the body and needs a session', async () => {
    for (const body of [
      { terms: '' },
      { terms: 'x', lang: 'de' },
      { terms: 'x', penal: 'maybe' },
      { terms: 'x', other: 1 },
    ]) {
      expect((await marc.post('/api/law-cases/search', body)).statusCode).toBe(422);
    }
    expect((await new Agent(ctx.app).post('/api/law-cases/search', { terms: 'x' }, { xsrf: false })).statusCode).toBe(
      419,
    );
    const anonymous = new Agent(ctx.app);
    await anonymous.csrf();
    expect((await anonymous.post('/api/law-cases/search', { terms: 'licencie' })).statusCode).toBe(401);
  });
});

describe('POST /api/onboarding/set-casus and /done', () => {
  it('mark the steps and answer the onboarding flags', async () => {
    const sophie = await loggedIn(ctx.app, DEMO.freshLawyer);
    const casus = await sophie.post('/api/onboarding/set-casus');
    expect(casus.statusCode).toBe(200);
    expect(casus.json()).toEqual({
      status: 'success',
      data: {
        has_user_set_their_skills: false,
        has_user_set_casus_on_their_site: true,
        has_done_onboarding: false,
        has_ever_received_a_case: false,
      },
    });
    const done = await sophie.post('/api/onboarding/done');
    expect(done.json().data).toEqual({
      has_user_set_their_skills: false,
      has_user_set_casus_on_their_site: true,
      has_done_onboarding: true,
      has_ever_received_a_case: false,
    });
    expect((await sophie.get('/api/onboarding/status')).json().data.has_done_onboarding).toBe(true);
    // Again: nothing changes, same answer.
    expect((await sophie.post('/api/onboarding/done')).json().data).toEqual(done.json().data);
  });

  it('need a session and the XSRF header, and take no body', async () => {
    const anonymous = new Agent(ctx.app);
    await anonymous.csrf();
    expect((await anonymous.post('/api/onboarding/set-casus')).statusCode).toBe(401);
    expect((await marc.post('/api/onboarding/done', undefined, { xsrf: false })).statusCode).toBe(419);
    expect((await marc.post('/api/onboarding/set-casus', { anything: 1 })).statusCode).toBe(422);
  });
});
