// GET /api/legal-cases on a firm with 100,000 cases: median and p95, first page and a deep page.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { median, percentile, signIn } from './server.mjs';

const require = createRequire(import.meta.url);
const Database = require('better-sqlite3');
const pg = require('pg');

const CASES = 100_000;
const WARMUP = 20;
const RUNS = 300;
const BUDGET_P95_MS = 20;
const FIRM_ADMIN = 'direction@cabinet-demo.test';
const LAWYER = 'avocat@cabinet-demo.test';
const STATUSES = ['new', 'opened', 'closed', 'refused'];

function caseRow(i, firmId, members, lawCases) {
  const start = Date.parse('2024-01-01T00:00:00Z');
  const at = new Date(start + i * 60_000).toISOString();
  return [
    randomBytes(16).toString('base64url'),
    firmId,
    members[i % members.length],
    lawCases.length ? lawCases[i % lawCases.length] : null,
    STATUSES[i % STATUSES.length],
    `Prénom${i}`,
    `Nom${i}`,
    `justiciable${i}@example.be`,
    at,
    at,
  ];
}

/** SQLite: written straight into the running server's database (WAL lets a second connection write). */
function fillSqlite(dataDir) {
  const db = new Database(join(dataDir, 'lexdesk.sqlite'));
  db.pragma('busy_timeout = 10000');
  const firm = db.prepare("SELECT c.id FROM clients c WHERE c.name = 'Cabinet Démo'").get();
  const members = db
    .prepare('SELECT id FROM users WHERE client_id = ? ORDER BY id')
    .all(firm.id)
    .map((row) => row.id);
  const lawCases = db
    .prepare('SELECT id FROM law_cases ORDER BY id')
    .all()
    .map((row) => row.id);
  const insert = db.prepare(`INSERT INTO legal_cases
    (token, client_id, user_id, law_case_id, status, lang, litigant_firstname, litigant_lastname, litigant_email,
     litigant_phone, questions_and_answers, created_at, updated_at)
    VALUES (?, ?, ?, ?, ?, 'fr', ?, ?, ?, '+32 470 00 00 00', '[]', ?, ?)`);
  db.transaction(() => {
    for (let i = 0; i < CASES; i += 1) insert.run(...caseRow(i, firm.id, members, lawCases));
  })();
  db.pragma('optimize');
  db.close();
  return members.length;
}

/** PostgreSQL: the same rows, in batches of 1,000, then statistics and the visibility map refreshed. */
async function fillPostgres(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const firm = (await client.query("SELECT id FROM clients WHERE name = 'Cabinet Démo'")).rows[0];
    const members = (await client.query('SELECT id FROM users WHERE client_id = $1 ORDER BY id', [firm.id])).rows.map(
      (row) => row.id,
    );
    const lawCases = (await client.query('SELECT id FROM law_cases ORDER BY id')).rows.map((row) => row.id);
    const BATCH = 1000;
    await client.query('BEGIN');
    for (let from = 0; from < CASES; from += BATCH) {
      const values = [];
      const params = [];
      for (let i = from; i < Math.min(CASES, from + BATCH); i += 1) {
        const row = caseRow(i, firm.id, members, lawCases);
        const base = params.length;
        values.push(
          `($${base + 1}, $${base + 2}, $${base + 3}, $${base + 4}, $${base + 5}, 'fr', $${base + 6}, $${base + 7}, $${base + 8}, '+32 470 00 00 00', '[]', $${base + 9}, $${base + 10})`,
        );
        params.push(...row);
      }
      await client.query(
        `INSERT INTO legal_cases (token, client_id, user_id, law_case_id, status, lang, litigant_firstname,
          litigant_lastname, litigant_email, litigant_phone, questions_and_answers, created_at, updated_at)
         VALUES ${values.join(', ')}`,
        params,
      );
    }
    await client.query('COMMIT');
    await client.query('VACUUM ANALYZE legal_cases');
    return members.length;
  } finally {
    await client.end();
  }
}

async function measure(url, cookie, query) {
  const target = `${url}/api/legal-cases?${new URLSearchParams({ lang: 'fr', limit: '10', ...query })}`;
  const times = [];
  let total = 0;
  for (let i = 0; i < WARMUP + RUNS; i += 1) {
    const started = performance.now();
    const response = await fetch(target, { headers: { cookie } });
    const body = await response.json();
    const elapsed = performance.now() - started;
    if (body.status !== 'success' || body.data.length === 0)
      throw new Error(`${target}: ${JSON.stringify(body).slice(0, 200)}`);
    total = body.meta.total;
    if (i >= WARMUP) times.push(elapsed);
  }
  return { median: median(times), p95: percentile(times, 95), total };
}

// The previous release's figures (synchronous better-sqlite3, same machine, same bench): the async layer
// may cost SQLite at most 1.5 times these.
const PREVIOUS_SQLITE_P95 = {
  'AllCases, first page': 3.32,
  'AllCases with closed, deep page': 7.68,
};

/** Fills the demo firm of the running server with 100,000 cases and times the lists; answers the figures. */
export async function benchLegalCases(server, { engine, databaseUrl }) {
  const started = performance.now();
  const members = engine === 'postgres' ? await fillPostgres(databaseUrl) : fillSqlite(server.dataDir);
  const fillSeconds = (performance.now() - started) / 1000;
  const { cookie: admin } = await signIn(server.url, FIRM_ADMIN);
  const { cookie: lawyer } = await signIn(server.url, LAWYER);

  const allWithClosed = Math.floor((CASES - 1) / 10) * 10;
  const mineWithClosed = Math.floor((CASES / members - 1) / 10) * 10;
  const scenarios = [
    ['AllCases, first page', admin, { all: '1', offset: '0' }],
    ['AllCases with closed, first page', admin, { all: '1', closed: '1', offset: '0' }],
    ['AllCases with closed, deep page', admin, { all: '1', closed: '1', offset: String(allWithClosed) }],
    // The worst place for a page: the middle of the largest rank (closed and refused), equally far from both ends.
    ['AllCases with closed, middle of the closed', admin, { all: '1', closed: '1', offset: '75000' }],
    ['MyCases, first page', lawyer, { offset: '0' }],
    ['MyCases with closed, deep page', lawyer, { closed: '1', offset: String(mineWithClosed) }],
  ];
  const figures = [];
  for (const [label, cookie, query] of scenarios) {
    figures.push({ label, offset: query.offset, ...(await measure(server.url, cookie, query)) });
  }
  return { members, fillSeconds, figures };
}

export function printLegalCases(results) {
  const engines = Object.keys(results);
  const first = results[engines[0]];
  console.log(
    `\nGET /api/legal-cases: ${CASES} cases in one firm (${first.members} members), ${RUNS} requests each over loopback HTTP (median / p95, ms)`,
  );
  console.log(`  ${'scenario'.padEnd(70)}${engines.map((engine) => engine.padStart(22)).join('')}`);
  let worst = 0;
  for (const [index, { label, offset, total }] of first.figures.entries()) {
    const cells = engines.map((engine) => {
      const figure = results[engine].figures[index];
      worst = Math.max(worst, figure.p95);
      return `${figure.median.toFixed(2)} / ${figure.p95.toFixed(2)}`.padStart(22);
    });
    console.log(`  ${`${label} (offset ${offset}, total ${total})`.padEnd(70)}${cells.join('')}`);
  }
  console.log(
    `  filled in ${engines.map((engine) => `${engine} ${results[engine].fillSeconds.toFixed(1)} s`).join(', ')}`,
  );
  console.log(
    `  goal: p95 under ${BUDGET_P95_MS} ms on each engine: ${worst < BUDGET_P95_MS ? 'met' : 'NOT met'} (worst p95 ${worst.toFixed(2)} ms)`,
  );
  if (results.sqlite) {
    for (const [label, previous] of Object.entries(PREVIOUS_SQLITE_P95)) {
      const now = results.sqlite.figures.find((figure) => figure.label === label)?.p95 ?? NaN;
      const ratio = now / previous;
      console.log(
        `  SQLite ${label}: p95 ${now.toFixed(2)} ms against ${previous} ms in the previous release (synchronous layer): ${ratio.toFixed(2)}x (goal at most 1.5x) ${ratio <= 1.5 ? 'met' : 'NOT met'}`,
      );
    }
  }
}
