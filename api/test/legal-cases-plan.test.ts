import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Db, migrate, openDatabase } from '../src/db';
import { LIST_SQL } from '../src/repositories/legalCases';

// The case lists must stay fast on a firm with 100,000 cases: the page is read on the list indexes
// of migration 002, in their order (no sort), and the counts read those indexes only.

let dir: string;
let db: Db;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'lexdesk-plan-'));
  db = openDatabase(dir);
  migrate(db);
});
afterAll(async () => {
  db.close();
  await rm(dir, { recursive: true, force: true });
});

const params = { clientId: 1, userId: 1, maxRank: 1, limit: 10, offset: 0, lang: 'fr' };

function plan(sql: string): string[] {
  return (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(params) as { detail: string }[]).map((row) => row.detail);
}

function expectIndexedPlans(): void {
  const pages = { firmPage: 'legal_cases_firm_list', userPage: 'legal_cases_user_list' } as const;
  for (const [name, index] of Object.entries(pages)) {
    const steps = plan(LIST_SQL[name as keyof typeof pages]);
    expect({ name, steps }).toEqual({
      name,
      steps: expect.arrayContaining([
        expect.stringMatching(new RegExp(`^SEARCH legal_cases USING (COVERING )?INDEX ${index} \\(client_id=\\?`)),
      ]),
    });
    expect({ name, sorts: steps.filter((step) => /TEMP B-TREE/.test(step)) }).toEqual({ name, sorts: [] });
    // Only the page's rows are read from the table, by primary key; lawyer and law case likewise.
    expect(steps.filter((step) => /^SCAN (lc|u|l)\b/.test(step))).toEqual([]);
  }
  const counts = { firmCount: 'legal_cases_firm_list', userCount: 'legal_cases_user_list' } as const;
  for (const [name, index] of Object.entries(counts)) {
    const steps = plan(LIST_SQL[name as keyof typeof counts]);
    expect({ name, steps }).toEqual({
      name,
      steps: [
        expect.stringMatching(new RegExp(`^SEARCH legal_cases USING (COVERING )?INDEX ${index} \\(client_id=\\?`)),
      ],
    });
  }
}

describe('case list query plans', () => {
  it('read the list indexes in order, without a sort, on an empty database', () => {
    expectIndexedPlans();
  });

  it('keep doing so whatever the statistics say (one firm and one lawyer holding every case)', () => {
    const now = new Date().toISOString();
    db.prepare("INSERT INTO clients (id, uuid, name, created_at, updated_at) VALUES (1, 'u', 'F', ?, ?)").run(now, now);
    const user = db.prepare(
      "INSERT INTO users (client_id, email, password_hash, name, created_at, updated_at) VALUES (1, ?, 'x', 'A', ?, ?)",
    );
    for (let i = 0; i < 30; i += 1) user.run(`lawyer${i}@firm.be`, now, now);
    const insert = db.prepare(
      `INSERT INTO legal_cases (token, client_id, user_id, status, litigant_firstname, litigant_lastname,
         litigant_email, litigant_phone, created_at, updated_at) VALUES (?, 1, 1, ?, 'a', 'b', 'c', 'd', ?, ?)`,
    );
    db.transaction(() => {
      for (let i = 0; i < 2000; i += 1) insert.run(`t${i}`, ['new', 'opened', 'closed'][i % 3], now, now);
    })();
    db.exec('ANALYZE');
    expectIndexedPlans();
  });
});
