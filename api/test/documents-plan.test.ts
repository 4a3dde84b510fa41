import { CompiledQuery, sql } from 'kysely';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Database, migrate, openDatabase } from '../src/db';
import type { Reader } from '../src/repositories/documentAccess';
import { documentListQueries, type DocumentListQuery } from '../src/repositories/documents';
import { createTestDatabase, ENGINE, type TestDatabase } from './helpers';

// GET /api/documents must stay fast on a library of many firms: each scope (the firm's own, other sources'
// public documents, a case's) reads its index, never the whole documents table, on either engine, with
// statistics that tell the planner the table is large.

const FIRMS = 100;
const DOCUMENTS = 20_000;
const CASE_DOCUMENTS = 30;

let dir: string;
let testDatabase: TestDatabase;
let database: Database;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'lexdesk-documents-plan-'));
  testDatabase = await createTestDatabase();
  database = openDatabase({ dataDir: dir, databaseUrl: testDatabase.url });
  await migrate(database);
  const { db } = database;
  const stamp = '2024-01-01T00:00:00.000Z';
  // Firm 1 is the reader's; every fifth document is the provider's (public, processed); the firms' are mostly
  // private, in every state, some litigant files, some public.
  await sql
    .raw(
      `INSERT INTO clients (id, uuid, name, created_at, updated_at)
       WITH RECURSIVE g(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM g WHERE n < ${FIRMS})
       SELECT n, 'firm' || n, 'Cabinet ' || n, '${stamp}', '${stamp}' FROM g`,
    )
    .execute(db);
  await sql
    .raw(
      `INSERT INTO users (id, client_id, email, password_hash, name, created_at, updated_at)
       VALUES (1, 1, 'avocat@cabinet.be', 'x', 'Avocat', '${stamp}', '${stamp}')`,
    )
    .execute(db);
  await sql
    .raw(
      `INSERT INTO documents (token, client_id, source_lawyer_id, origin, name, mime, size, sha256, visibility, state,
         created_at, updated_at)
       WITH RECURSIVE g(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM g WHERE n < ${DOCUMENTS})
       SELECT 'doc' || n,
         CASE WHEN n % 5 = 0 THEN NULL ELSE 1 + n % ${FIRMS} END,
         CASE WHEN n % ${FIRMS} = 0 AND n % 5 <> 0 THEN 1 ELSE NULL END,
         CASE WHEN n % 5 = 0 THEN 'provider' WHEN n % 7 = 0 THEN 'litigant' ELSE 'lawyer' END,
         'Document ' || n, 'application/pdf', 1000, 'x',
         CASE WHEN n % 5 = 0 OR n % 11 = 0 THEN 'public' ELSE 'private' END,
         CASE WHEN n % 5 = 0 OR n % 4 = 0 THEN 'processed' WHEN n % 4 = 1 THEN 'success'
              WHEN n % 4 = 2 THEN 'pending' ELSE 'failure' END,
         '2024-' || (1000000 + n), '2024-' || (1000000 + n)
       FROM g`,
    )
    .execute(db);
  await sql
    .raw(
      `INSERT INTO legal_cases (id, token, client_id, user_id, status, litigant_firstname, litigant_lastname,
         litigant_email, litigant_phone, created_at, updated_at)
       VALUES (1, 'case', 1, 1, 'opened', 'A', 'B', 'a@b.be', '+32', '${stamp}', '${stamp}')`,
    )
    .execute(db);
  await sql
    .raw(
      `INSERT INTO legal_case_documents (legal_case_id, document_id, created_at)
       SELECT 1, id, '${stamp}' FROM documents
       WHERE origin <> 'litigant' AND (client_id = 1 OR (visibility = 'public' AND state = 'processed'))
         AND id % 7 = 1
       ORDER BY id LIMIT ${CASE_DOCUMENTS}`,
    )
    .execute(db);
  await sql.raw(ENGINE === 'postgres' ? 'VACUUM ANALYZE' : 'ANALYZE').execute(db);
}, 120_000);

afterAll(async () => {
  await database.close();
  await testDatabase.drop();
  await rm(dir, { recursive: true, force: true });
});

const lawyer: Reader = { userId: 1, superAdmin: false, clientId: 2 };
const superAdmin: Reader = { userId: 1, superAdmin: true, clientId: null };

/** Every scoped list a screen asks for, as a lawyer and as the super administrator, with and without a status. */
function lists(offset: number): Record<string, DocumentListQuery> {
  const base = { limit: 10, offset };
  const queries: Record<string, DocumentListQuery> = {};
  for (const [who, reader] of [
    ['lawyer', lawyer],
    ['superAdmin', superAdmin],
  ] as const) {
    queries[`${who} cabinet`] = { ...base, reader, scopes: ['cabinet'] };
    queries[`${who} cabinet processed`] = { ...base, reader, scopes: ['cabinet'], status: 'processed' };
    queries[`${who} cabinet pending|success`] = { ...base, reader, scopes: ['cabinet'], status: 'pending|success' };
    queries[`${who} cabinet failure`] = { ...base, reader, scopes: ['cabinet'], status: 'failure' };
    queries[`${who} others`] = { ...base, reader, scopes: ['others'] };
    queries[`${who} cabinet+others processed`] = {
      ...base,
      reader,
      scopes: ['cabinet', 'others'],
      status: 'processed',
    };
  }
  queries['lawyer case'] = {
    ...base,
    reader: { userId: 1, superAdmin: false, clientId: 1 },
    scopes: ['case'],
    legalCaseId: 1,
  };
  return queries;
}

function statements(offset: number): [string, CompiledQuery][] {
  return Object.entries(lists(offset)).flatMap(([name, query]) => {
    const { count, page } = documentListQueries(database.db, query);
    return [
      [`${name} (page)`, page.compile()],
      [`${name} (total)`, count.compile()],
    ];
  });
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Plan Rows'?: number;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/** How each statement reads `documents`: the plan steps (SQLite) or nodes (PostgreSQL) that touch it. */
async function documentAccess(compiled: CompiledQuery): Promise<{ fullScans: string[]; indexed: string[] }> {
  if (ENGINE === 'postgres') {
    const result = await database.db.executeQuery<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
      CompiledQuery.raw(`EXPLAIN (FORMAT JSON) ${compiled.sql}`, [...compiled.parameters]),
    );
    const nodes = nodesOf(result.rows[0]!['QUERY PLAN'][0]!.Plan).filter(
      (node) => node['Relation Name'] === 'documents' || node['Index Name']?.startsWith('documents'),
    );
    return {
      fullScans: nodes.filter((node) => node['Node Type'] === 'Seq Scan').map((node) => node['Node Type']),
      indexed: nodes.flatMap((node) => (node['Index Name'] ? [node['Index Name']] : [])),
    };
  }
  const result = await database.db.executeQuery<{ detail: string }>(
    CompiledQuery.raw(`EXPLAIN QUERY PLAN ${compiled.sql}`, [...compiled.parameters]),
  );
  const steps = result.rows.map((row) => row.detail).filter((detail) => /\bdocuments\b/.test(detail));
  return {
    // "SCAN documents" reads every row; "SCAN documents USING ... INDEX" every index entry.
    fullScans: steps.filter((step) => /^SCAN documents\b/.test(step)),
    indexed: steps.filter((step) => /USING (?:COVERING )?INDEX \w+|USING INTEGER PRIMARY KEY/.test(step)),
  };
}

describe(`GET /api/documents query plans (${ENGINE}, ${DOCUMENTS} documents of ${FIRMS} firms)`, () => {
  it('read each scope through an index, never the whole documents table, on the first page and far in', async () => {
    for (const offset of [0, 2_000]) {
      for (const [name, compiled] of statements(offset)) {
        const { fullScans, indexed } = await documentAccess(compiled);
        expect({ name, offset, fullScans, usesAnIndex: indexed.length > 0 }).toEqual({
          name,
          offset,
          fullScans: [],
          usesAnIndex: true,
        });
      }
    }
  }, 60_000);

  it('answer from the seeded rows as the scopes mean them (the statements are the ones planned)', async () => {
    const total = async (query: DocumentListQuery) =>
      Number((await documentListQueries(database.db, query).count.executeTakeFirstOrThrow()).n);
    const all = lists(0);
    // Firm 2's own library: its lawyer documents (no litigant file), every state.
    expect(await total(all['lawyer cabinet']!)).toBe(
      Array.from({ length: DOCUMENTS }, (_, i) => i + 1).filter(
        (n) => n % 5 !== 0 && 1 + (n % FIRMS) === 2 && n % 7 !== 0,
      ).length,
    );
    expect(await total(all['lawyer case']!)).toBe(CASE_DOCUMENTS);
    const page = await documentListQueries(database.db, all['superAdmin others']!).page.execute();
    expect(page).toHaveLength(10);
    expect(
      page.every((row) => row.visibility === 'public' && row.state === 'processed' && row.client_id !== null),
    ).toBe(true);
  });
});
