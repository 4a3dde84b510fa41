// npm run bench load: 200 signed-in sessions at once (BENCH_LOAD_SESSIONS), each a closed loop mixing the case list,
// a case read, a document search and an accept or a close, on loopback, for 10 s of warm-up (BENCH_LOAD_WARMUP_SECONDS)
// then 60 measured seconds (BENCH_LOAD_SECONDS), against (a) the compiled API on SQLite and (b) two API instances on
// one throwaway PostgreSQL cluster, each request sent to either instance in turn (BENCH_LOAD_ENGINES=sqlite or
// postgres for one). 50 seeded lawyers (BENCH_LOAD_LAWYERS) of the demo firm hold 20 new cases and four sessions
// each, so that sessions of one lawyer race on the same cases. Figures: requests/s, p50/p95/p99 per kind and in all,
// the answers slower than 5 s with their moment. Checks (exit status 1 when they fail): zero errors (any answer
// other than the expected ones is printed; 409 to an accept or close of a case that moved on is expected), and no
// lost update: each case's final status is what the successful accept and close answers make it. Issue 27.
// Ports BENCH_PORT (8451) and the next two.
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { API_DIST, buildApi } from '../lib/build-api.mjs';
import { startPostgres } from '../lib/postgres.mjs';
import { percentile, signIn, startServer } from './server.mjs';

const require = createRequire(import.meta.url);
const Database = require('better-sqlite3');
const pg = require('pg');

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
/** Seconds of load before the measured ones: the first burst of 200 requests meets a cold server (JIT, caches). */
const WARMUP_SECONDS = Number(process.env.BENCH_LOAD_WARMUP_SECONDS ?? 10);
const SESSIONS = Number(process.env.BENCH_LOAD_SESSIONS ?? 200);
const LAWYERS = Number(process.env.BENCH_LOAD_LAWYERS ?? 50);
const CASES_PER_LAWYER = 20;
const PORT = Number(process.env.BENCH_PORT ?? 8451);
/** `sqlite`, `postgres` or both (the default), comma-separated. */
const ENGINES = (process.env.BENCH_LOAD_ENGINES ?? 'sqlite,postgres').split(',');
const FIRM = 'Cabinet Démo';
const DEMO_LAWYER = 'avocat@cabinet-demo.test';
/** The share of each kind of request in a session's loop, in order (the rest: accept or close). */
const MIX = [
  ['list', 0.35],
  ['read', 0.3],
  ['search', 0.2],
];
const SEARCH_TERMS = ['bail', 'contrat', 'licenciement', 'responsabilité', 'divorce', 'loyer', 'préavis', 'article'];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = (values) => values[Math.floor(Math.random() * values.length)];

/** One SQL interface over both engines: `?` placeholders, rows as objects. */
async function openSql(engine, target) {
  if (engine === 'sqlite') {
    const db = new Database(join(target, 'lexdesk.sqlite'));
    db.pragma('busy_timeout = 10000');
    return {
      all: async (text, params = []) => db.prepare(text).all(...params),
      run: async (text, params = []) => void db.prepare(text).run(...params),
      close: async () => db.close(),
    };
  }
  const client = new pg.Client({ connectionString: target });
  await client.connect();
  const numbered = (text) => {
    let n = 0;
    return text.replace(/\?/g, () => `$${(n += 1)}`);
  };
  return {
    all: async (text, params = []) => (await client.query(numbered(text), params)).rows,
    run: async (text, params = []) => void (await client.query(numbered(text), params)),
    close: () => client.end(),
  };
}

/** Lawyers of the demo firm (the demo lawyer's password) and their new cases; answers the cases by lawyer email. */
async function seed(sql) {
  const [firm] = await sql.all('SELECT id FROM clients WHERE name = ?', [FIRM]);
  const [{ password_hash: hash }] = await sql.all('SELECT password_hash FROM users WHERE email = ?', [DEMO_LAWYER]);
  const [lawCase] = await sql.all('SELECT id FROM law_cases ORDER BY id LIMIT 1');
  const now = new Date().toISOString();
  const cases = new Map();
  await sql.run('BEGIN');
  for (let l = 0; l < LAWYERS; l += 1) {
    const email = `charge${l}@cabinet-demo.test`;
    const name = `Avocat Charge${l}`;
    await sql.run(
      `INSERT INTO users (client_id, email, password_hash, name, name_folded, firstname, lastname, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [firm.id, email, hash, name, name.toLowerCase(), 'Avocat', `Charge${l}`, now, now],
    );
    const [{ id: userId }] = await sql.all('SELECT id FROM users WHERE email = ?', [email]);
    const tokens = [];
    for (let c = 0; c < CASES_PER_LAWYER; c += 1) {
      const token = randomBytes(24).toString('base64url');
      const at = new Date(Date.parse(now) - (l * CASES_PER_LAWYER + c) * 60_000).toISOString();
      await sql.run(
        `INSERT INTO legal_cases (token, client_id, user_id, law_case_id, status, lang, litigant_firstname,
           litigant_lastname, litigant_name_folded, litigant_email, litigant_phone, questions_and_answers, created_at,
           updated_at)
         VALUES (?, ?, ?, ?, 'new', 'fr', ?, ?, ?, ?, '+32 470 00 00 00', '[]', ?, ?)`,
        [
          token,
          firm.id,
          userId,
          lawCase.id,
          `Prénom${c}`,
          `Nom${l}`,
          `prenom${c} nom${l}`,
          `j${l}.${c}@example.be`,
          at,
          at,
        ],
      );
      tokens.push(token);
    }
    cases.set(email, tokens);
  }
  await sql.run('COMMIT');
  return cases;
}

async function inBatches(items, size, work) {
  const results = [];
  for (let i = 0; i < items.length; i += size) results.push(...(await Promise.all(items.slice(i, i + size).map(work))));
  return results;
}

/** The load itself: every session loops until the end; answers latencies, errors and the transitions that won. */
async function run(origins, sessions) {
  const latencies = { list: [], read: [], search: [], transition: [] };
  const errors = [];
  const wins = new Map(); // case token -> { open: n, close: n }
  const conflicts = { count: 0 };
  let next = 0;
  const origin = () => origins[(next += 1) % origins.length];
  const begun = performance.now();
  const measuredFrom = begun + WARMUP_SECONDS * 1000;
  const deadline = measuredFrom + SECONDS * 1000;
  /** Answers slower than 5 s: when in the run, to tell a stall of the whole server from a queue. */
  const slow = [];

  async function request(kind, method, url, headers, body) {
    const started = performance.now();
    let status = 0;
    let json;
    try {
      const response = await fetch(`${origin()}${url}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      status = response.status;
      json = await response.json().catch(() => undefined);
    } catch (error) {
      errors.push(`${method} ${url}: ${error.cause?.code ?? error.message}`);
      return undefined;
    }
    const took = performance.now() - started;
    // Errors count from the first request; latencies once the warm-up is over.
    if (started < measuredFrom) return { status, json };
    latencies[kind].push(took);
    if (took > 5000)
      slow.push(
        `${method} ${url.replace(/[A-Za-z0-9_-]{32}/, ':token')} ${took.toFixed(0)} ms, at ${((started - begun) / 1000).toFixed(1)} s`,
      );
    return { status, json };
  }

  async function loop({ headers, tokens }) {
    while (performance.now() < deadline) {
      const draw = Math.random();
      let kind = 'transition';
      let threshold = 0;
      for (const [name, share] of MIX) {
        threshold += share;
        if (draw < threshold) {
          kind = name;
          break;
        }
      }
      const token = pick(tokens);
      if (kind === 'list') {
        const answer = await request(kind, 'GET', '/api/legal-cases?limit=20', headers);
        if (answer && answer.status !== 200) errors.push(`GET /api/legal-cases: ${answer.status}`);
      } else if (kind === 'read') {
        const answer = await request(kind, 'GET', `/api/legal-cases/${token}`, headers);
        if (answer && answer.status !== 200) errors.push(`GET /api/legal-cases/:token: ${answer.status}`);
      } else if (kind === 'search') {
        const answer = await request(kind, 'POST', '/api/documents/search', headers, { terms: pick(SEARCH_TERMS) });
        if (answer && answer.status !== 200) errors.push(`POST /api/documents/search: ${answer.status}`);
      } else {
        const action = Math.random() < 0.5 ? 'open' : 'close';
        const answer = await request(kind, 'POST', `/api/legal-cases/${action}`, headers, { token });
        if (!answer) continue;
        if (answer.status === 200) {
          const expected = action === 'open' ? 'opened' : 'closed';
          if (answer.json?.data?.status !== expected)
            errors.push(`POST ${action}: 200 with status ${answer.json?.data?.status}`);
          const won = wins.get(token) ?? { open: 0, close: 0 };
          won[action] += 1;
          wins.set(token, won);
        } else if (answer.status === 409) {
          // The case was not in the status this action leaves from (already accepted, not accepted yet, closed).
          conflicts.count += 1;
        } else {
          errors.push(`POST /api/legal-cases/${action}: ${answer.status} ${answer.json?.code ?? ''}`);
        }
      }
    }
  }

  await Promise.all(sessions.map(loop));
  const [load] = loadavg();
  return {
    latencies,
    errors,
    slow,
    wins,
    conflicts: conflicts.count,
    seconds: (performance.now() - measuredFrom) / 1000,
    load,
  };
}

/** Every case's final status against the accept and close answers that said 200. */
async function lostUpdates(sql, cases, wins) {
  const problems = [];
  for (const tokens of cases.values()) {
    for (const token of tokens) {
      const [row] = await sql.all('SELECT status FROM legal_cases WHERE token = ?', [token]);
      const won = wins.get(token) ?? { open: 0, close: 0 };
      const expected = won.close === 1 ? 'closed' : won.open === 1 ? 'opened' : 'new';
      if (won.open > 1 || won.close > 1 || (won.close === 1 && won.open !== 1) || row.status !== expected)
        problems.push(`${token}: ${row.status}, answers ${JSON.stringify(won)}`);
    }
  }
  return problems;
}

async function idle(sql) {
  for (;;) {
    const [{ n }] = await sql.all("SELECT count(*) AS n FROM jobs WHERE state IN ('queued', 'running')");
    if (Number(n) === 0) return;
    await sleep(250);
  }
}

async function loadOn(engine, origins, sql) {
  await idle(sql);
  const cases = await seed(sql);
  const emails = [...cases.keys()];
  const started = performance.now();
  const sessions = await inBatches(
    Array.from({ length: SESSIONS }, (_, i) => emails[i % emails.length]),
    10,
    async (email, i) => ({ headers: await signIn(origins[i % origins.length], email), tokens: cases.get(email) }),
  );
  const signInSeconds = (performance.now() - started) / 1000;
  const result = await run(origins, sessions);
  const problems = await lostUpdates(sql, cases, result.wins);
  return { engine, instances: origins.length, signInSeconds, ...result, problems };
}

function print(results) {
  const ms = (value) => (value === undefined ? '-' : `${value.toFixed(1)} ms`);
  console.log(
    `\nLoad: ${SESSIONS} sessions, ${SECONDS} s measured after ${WARMUP_SECONDS} s of warm-up, closed loops (list ${MIX[0][1] * 100} %, read ${MIX[1][1] * 100} %, ` +
      `search ${MIX[2][1] * 100} %, accept/close the rest)`,
  );
  for (const result of results) {
    const all = Object.values(result.latencies).flat();
    const transitions = [...result.wins.values()].reduce((sum, won) => sum + won.open + won.close, 0);
    console.log(
      `\n  ${result.engine} (${result.instances} instance${result.instances > 1 ? 's' : ''}): ` +
        `${all.length} requests measured, ${(all.length / result.seconds).toFixed(0)} requests/s; ` +
        `${SESSIONS} sessions signed in in ${result.signInSeconds.toFixed(1)} s; load average ${result.load.toFixed(1)}`,
    );
    console.log('    kind         count      p50       p95       p99');
    for (const [kind, values] of [...Object.entries(result.latencies), ['all', all]]) {
      console.log(
        `    ${kind.padEnd(10)} ${String(values.length).padStart(7)} ${ms(percentile(values, 50)).padStart(9)} ` +
          `${ms(percentile(values, 95)).padStart(9)} ${ms(percentile(values, 99)).padStart(9)}`,
      );
    }
    console.log(
      `    accept/close: ${transitions} changed a case, ${result.conflicts} answered 409 (the case had moved on)`,
    );
    console.log(`    answers slower than 5 s: ${result.slow.length}`);
    for (const line of result.slow.slice(0, 10)) console.log(`      ${line}`);
    console.log(`    errors: ${result.errors.length}`);
    for (const error of [...new Set(result.errors)].slice(0, 20)) console.log(`      ${error}`);
    console.log(`    lost updates: ${result.problems.length}`);
    for (const problem of result.problems.slice(0, 20)) console.log(`      ${problem}`);
  }
  console.log('');
}

export async function benchLoad() {
  await buildApi();
  const entry = join(API_DIST, 'server.js');
  const results = [];

  if (ENGINES.includes('sqlite')) await loadOnSqlite(entry, results);
  if (ENGINES.includes('postgres')) await loadOnPostgres(entry, results);
  print(results);
  const failed = results.some((result) => result.errors.length > 0 || result.problems.length > 0);
  if (failed) process.exitCode = 1;
}

async function loadOnSqlite(entry, results) {
  console.log('Load on SQLite: one instance (the default installation)');
  const sqlite = await startServer({ port: PORT, entry });
  try {
    const sql = await openSql('sqlite', sqlite.dataDir);
    try {
      results.push(await loadOn('SQLite', [sqlite.url], sql));
    } finally {
      await sql.close();
    }
  } finally {
    await sqlite.stop();
  }
}

async function loadOnPostgres(entry, results) {
  console.log('Load on PostgreSQL: two instances on one throwaway cluster');
  const postgres = await startPostgres({ database: 'lexdesk_load' });
  try {
    const env = { DATABASE_URL: postgres.url };
    const first = await startServer({ port: PORT + 1, entry, env });
    // The second runs no worker: the demo library's files are in the first one's data directory.
    const second = await startServer({ port: PORT + 2, entry, env: { ...env, LEXDESK_IN_PROCESS_WORKER: '0' } });
    const sql = await openSql('postgres', postgres.url);
    try {
      results.push(await loadOn('PostgreSQL', [first.url, second.url], sql));
    } finally {
      await sql.close();
      await Promise.all([first.stop(), second.stop()]);
    }
  } finally {
    await postgres.stop();
  }
}
