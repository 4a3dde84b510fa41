import type { LegalCaseSummary } from '@lexdesk/shared/domain';
import {
  Agent,
  createTestApp,
  DEMO,
  insertCase,
  insertFirm,
  insertLawyer,
  loggedIn,
  openTestDb,
  type TestContext,
  type TestDb,
} from './helpers';

// GET /api/legal-cases?q=&status=: the lists' litigant-name search and status filter, on both engines.

let ctx: TestContext;
let db: TestDb;
let nora: Agent;
let noraId: number;
let theoId: number;
let other: Agent;

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

beforeAll(async () => {
  ctx = await createTestApp();
  db = openTestDb(ctx);
  const firm = await insertFirm(db, 'Cabinet Recherche');
  noraId = await insertLawyer(db, firm.id, 'nora@cabinet-recherche.test', 'Nora Piette');
  theoId = await insertLawyer(db, firm.id, 'theo@cabinet-recherche.test', 'Théo Lambert');
  let minute = 0;
  const add = (
    userId: number,
    firstname: string,
    lastname: string,
    status: 'new' | 'opened' | 'closed' | 'refused' = 'new',
  ) => {
    minute += 5;
    return insertCase(db, { clientId: firm.id, userId, firstname, lastname, status, createdAt: minutesAgo(minute) });
  };
  await add(noraId, 'Élise', 'Dupont');
  await add(noraId, 'Jean', 'DUPONT-Lefèvre', 'opened');
  await add(noraId, 'François', "D'Hondt", 'closed');
  await add(noraId, 'Zoë', 'Ærts', 'refused');
  await add(noraId, '50%', 'Remise_Totale');
  await add(noraId, '50 ans', 'Remise-Totale');
  await add(theoId, 'Elise', 'Dupond', 'opened');
  // Twelve open cases named alike, for the pages of a search.
  for (let i = 0; i < 12; i += 1) await add(noraId, 'Serge', `Vandamme${i}`, i % 2 ? 'opened' : 'new');

  // Another firm whose litigant has the same name: never found from this one.
  const otherFirm = await insertFirm(db, 'Cabinet Voisin');
  const otherId = await insertLawyer(db, otherFirm.id, 'ines@cabinet-voisin.test', 'Inès Voisin');
  await insertCase(db, { clientId: otherFirm.id, userId: otherId, firstname: 'Élise', lastname: 'Dupont' });
  nora = await loggedIn(ctx.app, 'nora@cabinet-recherche.test');
  other = await loggedIn(ctx.app, 'ines@cabinet-voisin.test');
});
afterAll(async () => {
  await ctx.close();
});

const list = async (agent: Agent, query: string) => {
  const res = await agent.get(`/api/legal-cases?${query}`);
  expect({ query, status: res.statusCode }).toEqual({ query, status: 200 });
  const body = res.json() as { data: LegalCaseSummary[]; meta: { total: number } };
  return {
    total: body.meta.total,
    names: body.data.map((c) => `${c.litigant.firstname} ${c.litigant.lastname}`),
    body,
  };
};
const search = (agent: Agent, query: string) => list(agent, `${query}&limit=100`);
const q = (text: string) => `q=${encodeURIComponent(text)}`;

describe('GET /api/legal-cases?q= (litigant name)', () => {
  it('finds the first name, the last name and "first last", ignoring accents and case', async () => {
    expect((await search(nora, `all=1&${q('elise')}`)).names).toEqual(['Élise Dupont', 'Elise Dupond']);
    expect((await search(nora, `all=1&${q('ÉLISE DUP')}`)).names).toEqual(['Élise Dupont', 'Elise Dupond']);
    expect((await search(nora, `all=1&${q('dupont')}`)).names).toEqual(['Élise Dupont', 'Jean DUPONT-Lefèvre']);
    expect((await search(nora, `${q('lefevre')}`)).names).toEqual(['Jean DUPONT-Lefèvre']);
    expect((await search(nora, `${q('jean dupont')}`)).names).toEqual(['Jean DUPONT-Lefèvre']);
    expect((await search(nora, `closed=1&${q('zoe aerts')}`)).names).toEqual(['Zoë Ærts']);
    expect((await search(nora, `closed=1&${q("d'hondt")}`)).names).toEqual(["François D'Hondt"]);
  });

  it('trims the search, folds runs of spaces, and treats an empty search as none', async () => {
    expect((await search(nora, `${q('   jean    dupont  ')}`)).names).toEqual(['Jean DUPONT-Lefèvre']);
    const everything = await search(nora, '');
    expect((await search(nora, q('   '))).total).toBe(everything.total);
    expect((await search(nora, 'q=')).total).toBe(everything.total);
  });

  it('takes % and _ literally', async () => {
    expect((await search(nora, q('50%'))).names).toEqual(['50% Remise_Totale']);
    expect((await search(nora, q('remise_'))).names).toEqual(['50% Remise_Totale']);
    expect((await search(nora, q('%'))).names).toEqual(['50% Remise_Totale']);
    expect((await search(nora, q('_'))).names).toEqual(['50% Remise_Totale']);
    expect((await search(nora, q('\\'))).total).toBe(0);
  });

  it("searches the user's own cases without all, and never another firm's", async () => {
    expect((await search(nora, q('elise'))).names).toEqual(['Élise Dupont']);
    expect((await search(other, `all=1&closed=1&${q('elise')}`)).names).toEqual(['Élise Dupont']);
    const found = await search(other, `all=1&closed=1&${q('dupon')}`);
    expect(found.body.data.every((c) => c.user?.name === 'Inès Voisin')).toBe(true);
    expect((await search(other, `all=1&closed=1&${q('vandamme')}`)).total).toBe(0);
  });

  it('pages a search with its total, in list order', async () => {
    const first = await list(nora, `${q('serge')}&limit=5&offset=0`);
    const second = await list(nora, `${q('serge')}&limit=5&offset=5`);
    const third = await list(nora, `${q('serge')}&limit=5&offset=10`);
    expect([first.total, second.total, third.total]).toEqual([12, 12, 12]);
    expect([first.names.length, second.names.length, third.names.length]).toEqual([5, 5, 2]);
    const statuses = [...first.body.data, ...second.body.data, ...third.body.data].map((c) => c.status);
    expect(statuses).toEqual([...Array(6).fill('new'), ...Array(6).fill('opened')]);
    // Newest first inside a rank: Vandamme0 was added before Vandamme2.
    expect(first.names.slice(0, 2)).toEqual(['Serge Vandamme0', 'Serge Vandamme2']);
    expect((await list(nora, `${q('serge')}&offset=40`)).body).toMatchObject({ data: [], meta: { total: 12 } });
  });

  it('refuses a search longer than 100 characters, and a repeated one, with 422 (never 500)', async () => {
    expect((await search(nora, q('a'.repeat(100)))).total).toBe(0);
    for (const query of [q('a'.repeat(101)), 'q=a&q=b']) {
      const res = await nora.get(`/api/legal-cases?${query}`);
      expect({ status: res.statusCode, code: res.json().code }).toEqual({ status: 422, code: 'validation_failed' });
    }
  });
});

describe('GET /api/legal-cases?status=', () => {
  it('keeps one state; an explicit status wins over closed', async () => {
    expect((await search(nora, 'status=new')).names).toHaveLength(9);
    expect((await search(nora, 'status=new&closed=1')).names).toHaveLength(9);
    expect((await search(nora, 'status=opened')).total).toBe(7);
    expect((await search(nora, 'all=1&status=opened')).total).toBe(8);
    // Closed and refused cases are listed by their status without closed=1.
    expect((await search(nora, 'status=closed')).names).toEqual(["François D'Hondt"]);
    expect((await search(nora, 'status=refused&closed=0')).names).toEqual(['Zoë Ærts']);
    const everyStatus = await search(nora, 'all=1&status=opened');
    expect(everyStatus.body.data.every((c) => c.status === 'opened')).toBe(true);
  });

  it('combines with the search and pages with its total', async () => {
    expect((await search(nora, `all=1&status=opened&${q('elise')}`)).names).toEqual(['Elise Dupond']);
    expect((await search(nora, `status=closed&${q('elise')}`)).total).toBe(0);
    const page = await list(nora, 'status=new&limit=4&offset=8');
    expect(page.total).toBe(9);
    expect(page.names).toHaveLength(1);
  });

  it('refuses an unknown status with 422 (never 500)', async () => {
    for (const status of ['archived', 'NEW', '', 'new,opened']) {
      const res = await nora.get(`/api/legal-cases?status=${encodeURIComponent(status)}`);
      expect({ status, code: res.statusCode, body: res.json().code }).toEqual({
        status,
        code: 422,
        body: 'validation_failed',
      });
    }
  });

  it('answers 401 without a session and 403 to the super administrator', async () => {
    expect((await new Agent(ctx.app).get(`/api/legal-cases?${q('elise')}`)).statusCode).toBe(401);
    const admin = await loggedIn(ctx.app, DEMO.superAdmin);
    expect((await admin.get('/api/legal-cases?status=new')).statusCode).toBe(403);
  });
});

describe('the stored folded name', () => {
  it('is written with a case received through the intake repository', async () => {
    const rows = await db
      .selectFrom('legal_cases')
      .select(['litigant_firstname', 'litigant_lastname', 'litigant_name_folded'])
      .where('litigant_lastname', '=', 'DUPONT-Lefèvre')
      .execute();
    expect(rows.map((row) => row.litigant_name_folded)).toEqual(['jean dupont-lefevre']);
  });
});
