// GET /api/legal-cases on a firm with 100,000 cases: median and p95, first page and a deep page.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { median, percentile } from './server.mjs';

const require = createRequire(import.meta.url);
const Database = require('better-sqlite3');

const CASES = 100_000;
const WARMUP = 20;
const RUNS = 300;
const BUDGET_P95_MS = 20;
const FIRM_ADMIN = 'direction@cabinet-demo.test';
const LAWYER = 'avocat@cabinet-demo.test';
const STATUSES = ['new', 'opened', 'closed', 'refused'];

/** Written straight into the running server's database (WAL lets a second connection write). */
function fillFirm(dataDir) {
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
  const start = Date.parse('2024-01-01T00:00:00Z');
  db.transaction(() => {
    for (let i = 0; i < CASES; i += 1) {
      const at = new Date(start + i * 60_000).toISOString();
      insert.run(
        randomBytes(16).toString('base64url'),
        firm.id,
        members[i % members.length],
        lawCases.length ? lawCases[i % lawCases.length] : null,
        STATUSES[i % STATUSES.length],
        `Prénom${i}`,
        `Nom${i}`,
        `justiciable${i}@example.be`,
        at,
        at,
      );
    }
  })();
  db.pragma('optimize');
  db.close();
  return members.length;
}

async function signIn(url, email) {
  const cookies = new Map();
  const keep = (response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const header = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  keep(await fetch(`${url}/api/sanctum/csrf-cookie`));
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: header(),
      'x-xsrf-token': decodeURIComponent(cookies.get('XSRF-TOKEN')),
    },
    body: JSON.stringify({ email, password: 'lexdesk-demo' }),
  });
  if (!response.ok) throw new Error(`login ${email}: ${response.status}`);
  keep(response);
  return header();
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

export async function benchLegalCases(server) {
  const started = performance.now();
  const members = fillFirm(server.dataDir);
  const fillSeconds = ((performance.now() - started) / 1000).toFixed(1);
  const admin = await signIn(server.url, FIRM_ADMIN);
  const lawyer = await signIn(server.url, LAWYER);

  const allWithClosed = Math.floor((CASES - 1) / 10) * 10;
  const mineWithClosed = Math.floor((CASES / members - 1) / 10) * 10;
  const scenarios = [
    ['AllCases, first page', admin, { all: '1', offset: '0' }],
    ['AllCases with closed, first page', admin, { all: '1', closed: '1', offset: '0' }],
    [
      `AllCases with closed, deep page (offset ${allWithClosed})`,
      admin,
      { all: '1', closed: '1', offset: String(allWithClosed) },
    ],
    ['MyCases, first page', lawyer, { offset: '0' }],
    [
      `MyCases with closed, deep page (offset ${mineWithClosed})`,
      lawyer,
      { closed: '1', offset: String(mineWithClosed) },
    ],
  ];

  console.log(
    `\nGET /api/legal-cases: ${CASES} cases in one firm (${members} members; filled in ${fillSeconds} s), ${RUNS} requests each over loopback HTTP`,
  );
  let worst = 0;
  for (const [label, cookie, query] of scenarios) {
    const result = await measure(server.url, cookie, query);
    worst = Math.max(worst, result.p95);
    console.log(
      `  ${label.padEnd(52)} median ${result.median.toFixed(2)} ms  p95 ${result.p95.toFixed(2)} ms  (meta.total ${result.total})`,
    );
  }
  console.log(
    `  goal: p95 under ${BUDGET_P95_MS} ms: ${worst < BUDGET_P95_MS ? 'met' : 'NOT met'} (worst p95 ${worst.toFixed(2)} ms)`,
  );
}
