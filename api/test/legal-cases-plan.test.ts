import BetterSqlite3 from 'better-sqlite3';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Database, migrate, openDatabase, SQLITE_FILE } from '../src/db';
import {
  filteredCountQuery,
  filteredPageQuery,
  listCountsQuery,
  type ListQuery,
  listSegmentQuery,
  POSTGRES_LIST_SETTINGS,
} from '../src/repositories/legalCases';
import { createTestDatabase, ENGINE, itOnPostgres, itOnSqlite, type TestDatabase } from './helpers';

// The case lists must stay fast on a firm with 100,000 cases: the page is read on the list indexes in
// their order (no sort of the firm's cases), from the nearer end of a rank, and totals read the counters
// (migration 004) instead of the cases, on either engine.

let dir: string;
let testDatabase: TestDatabase;
let database: Database;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'lexdesk-plan-'));
  testDatabase = await createTestDatabase();
  database = openDatabase({ dataDir: dir, databaseUrl: testDatabase.url });
  await migrate(database);
});
afterAll(async () => {
  await database.close();
  await testDatabase.drop();
  await rm(dir, { recursive: true, force: true });
});

const firmQuery: ListQuery = { clientId: 1, userId: null, includeClosed: true, limit: 10, offset: 0, lang: 'fr' };
const userQuery: ListQuery = { ...firmQuery, userId: 1, includeClosed: false };

interface Compiled {
  sql: string;
  parameters: readonly unknown[];
}

/** Every list statement: a segment of rank 2 read from either end, for the firm and for one member, and the counts. */
function statements(offset: number): Record<string, Compiled> {
  const compile = (query: { compile(db: Database['db']): Compiled }) => query.compile(database.db);
  const segment = (fromEnd: boolean) => ({ rank: 2, offset, limit: 10, fromEnd });
  return {
    firmPage: compile(listSegmentQuery(ENGINE, firmQuery, segment(false))),
    firmPageFromEnd: compile(listSegmentQuery(ENGINE, firmQuery, segment(true))),
    userPage: compile(listSegmentQuery(ENGINE, userQuery, segment(false))),
    userPageFromEnd: compile(listSegmentQuery(ENGINE, userQuery, segment(true))),
    firmCount: compile(listCountsQuery(firmQuery)),
    userCount: compile(listCountsQuery(userQuery)),
  };
}

/**
 * The filtered list statements (a name search, the closed status) for the firm and for one member, with the
 * scope's list index they must walk.
 */
function filteredStatements(offset: number): Record<string, Compiled & { index: string }> {
  const compile = (query: { compile(db: Database['db']): Compiled }, index: string) => ({
    ...query.compile(database.db),
    index,
  });
  const search = { status: null, search: 'nom12' };
  const closed = { status: 'closed' as const, search: '' };
  const firm = { ...firmQuery, offset };
  const user = { ...userQuery, offset };
  return {
    firmSearchPage: compile(filteredPageQuery(ENGINE, firm, search), 'legal_cases_firm_list'),
    firmSearchCount: compile(filteredCountQuery(ENGINE, firm, search), 'legal_cases_firm_list'),
    firmClosedPage: compile(filteredPageQuery(ENGINE, firm, closed), 'legal_cases_firm_list'),
    userSearchPage: compile(filteredPageQuery(ENGINE, user, search), 'legal_cases_user_list'),
    userSearchCount: compile(filteredCountQuery(ENGINE, user, search), 'legal_cases_user_list'),
  };
}

// ---- SQLite: EXPLAIN QUERY PLAN --------------------------------------------------------------------

function sqlitePlans(): Record<string, string[]> {
  const file = new BetterSqlite3(path.join(dir, SQLITE_FILE), { readonly: true });
  try {
    return Object.fromEntries(
      Object.entries({ ...statements(0), ...filteredStatements(0) }).map(([name, compiled]) => [
        name,
        (file.prepare(`EXPLAIN QUERY PLAN ${compiled.sql}`).all(...compiled.parameters) as { detail: string }[]).map(
          (row) => row.detail,
        ),
      ]),
    );
  } finally {
    file.close();
  }
}

function expectSqliteIndexedPlans(): void {
  const plans = sqlitePlans();
  const indexes: Record<string, string> = {
    firmPage: 'legal_cases_firm_list',
    firmPageFromEnd: 'legal_cases_firm_list',
    userPage: 'legal_cases_user_list',
    userPageFromEnd: 'legal_cases_user_list',
  };
  for (const [name, index] of Object.entries(indexes)) {
    const steps = plans[name] ?? [];
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
  // Filtered pages and counts walk the list index in list order, without a sort. (SQLite does not call it
  // covering, status_rank being a virtual column, but tests the name on the index entry before any row read.)
  for (const [name, { index }] of Object.entries(filteredStatements(0))) {
    const steps = plans[name] ?? [];
    expect({ name, steps }).toEqual({
      name,
      steps: expect.arrayContaining([
        expect.stringMatching(new RegExp(`^SEARCH legal_cases USING (COVERING )?INDEX ${index} \\(client_id=\\?`)),
      ]),
    });
    expect({ name, sorts: steps.filter((step) => /TEMP B-TREE/.test(step)) }).toEqual({ name, sorts: [] });
    expect(steps.filter((step) => /^SCAN (?!page$)/.test(step))).toEqual([]);
  }
  // Totals read the counters by their key, never the cases.
  for (const name of ['firmCount', 'userCount']) {
    const steps = plans[name] ?? [];
    expect({ name, cases: steps.filter((step) => /legal_cases\b/.test(step)) }).toEqual({ name, cases: [] });
    expect({ name, steps }).toEqual({
      name,
      steps: expect.arrayContaining([expect.stringMatching(/^SEARCH legal_case_counts USING .*\(client_id=\?/)]),
    });
  }
}

describe('case list query plans on SQLite', () => {
  itOnSqlite('read the list indexes in order, without a sort, on an empty database', () => {
    expectSqliteIndexedPlans();
  });

  itOnSqlite('keep doing so whatever the statistics say (one firm and one lawyer holding every case)', () => {
    const file = new BetterSqlite3(path.join(dir, SQLITE_FILE));
    try {
      const now = new Date().toISOString();
      file
        .prepare("INSERT INTO clients (id, uuid, name, created_at, updated_at) VALUES (1, 'u', 'F', ?, ?)")
        .run(now, now);
      const user = file.prepare(
        "INSERT INTO users (client_id, email, password_hash, name, created_at, updated_at) VALUES (1, ?, 'x', 'A', ?, ?)",
      );
      for (let i = 0; i < 30; i += 1) user.run(`lawyer${i}@firm.be`, now, now);
      const insert = file.prepare(
        `INSERT INTO legal_cases (token, client_id, user_id, status, litigant_firstname, litigant_lastname,
           litigant_email, litigant_phone, created_at, updated_at) VALUES (?, 1, 1, ?, 'a', 'b', 'c', 'd', ?, ?)`,
      );
      file.transaction(() => {
        for (let i = 0; i < 2000; i += 1) insert.run(`t${i}`, ['new', 'opened', 'closed'][i % 3], now, now);
      })();
      file.exec('ANALYZE');
    } finally {
      file.close();
    }
    expectSqliteIndexedPlans();
  });
});

// ---- PostgreSQL: EXPLAIN on the bench's 100,000 cases ----------------------------------------------

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Sort Key'?: string[];
  'Plan Rows'?: number;
  Plans?: PlanNode[];
}

function nodesOf(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodesOf)];
}

describe('case list query plans on PostgreSQL', () => {
  itOnPostgres(
    'read the list indexes, with no sequential scan and no sort of the firm, on 100,000 cases',
    async () => {
      const client = new pg.Client({ connectionString: testDatabase.url });
      await client.connect();
      try {
        // The bench's shape: one firm, four lawyers, 100,000 cases in every status, a minute apart.
        await client.query(`INSERT INTO clients (id, uuid, name, created_at, updated_at)
          VALUES (1, 'firm', 'Cabinet', '2024-01-01T00:00:00.000Z', '2024-01-01T00:00:00.000Z'),
                 (2, 'other', 'Autre', '2024-01-01T00:00:00.000Z', '2024-01-01T00:00:00.000Z')`);
        await client.query(`INSERT INTO users (id, client_id, email, password_hash, name, created_at, updated_at)
          SELECT g, 1, 'lawyer' || g || '@firm.be', 'x', 'Lawyer ' || g, '2024-01-01T00:00:00.000Z',
            '2024-01-01T00:00:00.000Z' FROM generate_series(1, 4) g`);
        await client.query(`INSERT INTO legal_cases (token, client_id, user_id, status, litigant_firstname,
            litigant_lastname, litigant_name_folded, litigant_email, litigant_phone, created_at, updated_at)
          SELECT 'token' || g, 1, 1 + g % 4, (ARRAY['new', 'opened', 'closed', 'refused'])[1 + g % 4],
            'Prénom' || g, 'Nom' || g, 'prenom' || g || ' nom' || g, 'j' || g || '@example.be', '+32 470 00 00 00',
            to_char(timestamp '2024-01-01' + g * interval '1 minute', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
            to_char(timestamp '2024-01-01' + g * interval '1 minute', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
          FROM generate_series(1, 100000) g`);
        await client.query('VACUUM ANALYZE legal_cases');
        // As the repository runs them.
        for (const setting of POSTGRES_LIST_SETTINGS) await client.query(`SET ${setting}`);

        for (const offset of [0, 49_990]) {
          for (const [name, compiled] of Object.entries(statements(offset))) {
            const result = await client.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
              `EXPLAIN (FORMAT JSON) ${compiled.sql}`,
              [...compiled.parameters],
            );
            const nodes = nodesOf(result.rows[0]?.['QUERY PLAN'][0]?.Plan as PlanNode);
            const seqScans = nodes.filter((node) => node['Node Type'] === 'Seq Scan').map((n) => n['Relation Name']);
            // A sort may only order the 10 rows of the page (after the join), never the firm's cases.
            const bigSorts = nodes.filter((node) => node['Node Type'] === 'Sort' && (node['Plan Rows'] ?? 0) > 100);
            const indexes = nodes.map((node) => node['Index Name']).filter((index) => index !== undefined);
            const relations = nodes.map((node) => node['Relation Name']).filter((relation) => relation !== undefined);
            const isCount = name.endsWith('Count');
            const expectedIndex = name.startsWith('firm') ? 'legal_cases_firm_list' : 'legal_cases_user_list';
            expect({
              name,
              offset,
              seqScans,
              bigSorts,
              // Pages walk the list index; totals read the counters and never the cases.
              readsWhatItShould: isCount ? !relations.includes('legal_cases') : indexes.includes(expectedIndex),
            }).toEqual({ name, offset, seqScans: [], bigSorts: [], readsWhatItShould: true });
          }
          for (const [name, compiled] of Object.entries(filteredStatements(offset))) {
            const result = await client.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
              `EXPLAIN (FORMAT JSON) ${compiled.sql}`,
              [...compiled.parameters],
            );
            const nodes = nodesOf(result.rows[0]?.['QUERY PLAN'][0]?.Plan as PlanNode);
            expect({
              name,
              offset,
              seqScans: nodes.filter((node) => node['Node Type'] === 'Seq Scan').map((n) => n['Relation Name']),
              bigSorts: nodes.filter((node) => node['Node Type'] === 'Sort' && (node['Plan Rows'] ?? 0) > 100),
              usesListIndex: nodes.some((node) => node['Index Name'] === compiled.index),
            }).toEqual({ name, offset, seqScans: [], bigSorts: [], usesListIndex: true });
          }
        }
      } finally {
        await client.end();
      }
    },
    120_000,
  );
});
