// npm run bench search: POST /api/documents/search over 20,000 synthetic French and Dutch documents of about
// 5 KB, on SQLite (FTS5) and PostgreSQL (tsvector), for a rare term, a common term, a prefix and a phrase;
// each beside the same statements run directly on the engine, so the API's overhead shows as a ratio.
// The API runs compiled (api/dist), without the browser bundles: nothing else needs building.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { API_DIST, buildApi } from '../lib/build-api.mjs';
import { startPostgres } from '../lib/postgres.mjs';
import { median, percentile, signIn, startServer } from './server.mjs';

const require = createRequire(import.meta.url);
const Database = require('better-sqlite3');
const pg = require('pg');

const DOCUMENTS = 20_000;
const WORDS_PER_DOCUMENT = 800; // about 5 KB of text
const WARMUP = 10;
const RUNS = 100;
const LAWYER = 'avocat@cabinet-demo.test';
const GOALS = { rare: 50, common: 150 };
const MAX_API_RATIO = 2;
const MARK_START = '\uE000';
const MARK_END = '\uE001';

// ---- Synthetic library: deterministic (seeded), Zipf-like word frequencies -----------------------------

function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FRENCH = `le la les de du des un une et en à au aux par pour sur dans avec sans que qui dont où est sont été être
  avoir fait faire peut doit article alinéa tribunal cour juge partie parties demandeur défendeur contrat bail loyer
  locataire bailleur preneur résiliation préavis indemnité indemnisation dommage intérêts responsabilité faute
  obligation paiement créance débiteur créancier société commercial civil pénal procédure jugement arrêt appel
  cassation moyen recours délai prescription nullité clause convention accord travail employeur travailleur
  licenciement motif grave rémunération salaire congé vacances sécurité sociale assurance sinistre expertise
  rapport mission preuve témoin audience greffe huissier signification exécution saisie vente immeuble propriété
  servitude succession héritier testament donation mariage divorce pension alimentaire enfant garde hébergement
  autorité parentale domicile résidence commune région état loi décret arrêté royal ministériel moniteur belge
  publication vigueur disposition transitoire abrogation modification chapitre section titre livre code`
  .split(/\s+/)
  .filter(Boolean);
const DUTCH = `de het een en van in op te met voor door aan bij als dat die wordt worden is zijn heeft hebben kan moet
  artikel lid rechtbank hof rechter partij partijen eiser verweerder overeenkomst huur huurprijs huurder verhuurder
  opzegging opzeggingstermijn vergoeding schadevergoeding schade aansprakelijkheid fout verbintenis betaling
  schuldvordering schuldenaar schuldeiser vennootschap handel burgerlijk strafrecht procedure vonnis arrest hoger
  beroep cassatie middel termijn verjaring nietigheid beding akkoord arbeid werkgever werknemer ontslag dringende
  reden loon vakantie sociale zekerheid verzekering deskundige verslag bewijs getuige zitting griffie
  gerechtsdeurwaarder betekening uitvoering beslag verkoop onroerend eigendom erfdienstbaarheid nalatenschap
  erfgenaam testament schenking huwelijk echtscheiding onderhoudsgeld kind verblijf ouderlijk gezag woonplaats
  gemeente gewest staat wet decreet besluit koninklijk ministerieel staatsblad bekendmaking inwerkingtreding
  bepaling overgangsbepaling opheffing wijziging hoofdstuk afdeling titel boek wetboek`
  .split(/\s+/)
  .filter(Boolean);

/** Word i of a vocabulary drawn with a Zipf-like law: the first words are the most frequent. */
function zipfWord(vocabulary, random) {
  return vocabulary[Math.floor(vocabulary.length * random() ** 2.2)];
}

/** Document i: its language, name and text. Rare word in 10 documents, the phrase in about 5 % of the French ones. */
function syntheticDocument(i, random) {
  const french = i % 2 === 0;
  const vocabulary = french ? FRENCH : DUTCH;
  const words = [];
  for (let w = 0; w < WORDS_PER_DOCUMENT; w += 1) words.push(zipfWord(vocabulary, random));
  if (french && random() < 0.05) words.splice(Math.floor(random() * words.length), 0, 'bail', 'commercial');
  if (i % 2_000 === 7) words.splice(Math.floor(random() * words.length), 0, 'quetzalcoatl');
  let line = '';
  const lines = [];
  for (const word of words) {
    line = line ? `${line} ${word}` : word;
    if (line.length > 90) {
      lines.push(`${line}.`);
      line = '';
    }
  }
  if (line) lines.push(`${line}.`);
  return {
    language: french ? 'fr' : 'nl',
    name: `${french ? 'document' : 'stuk'}-${String(i).padStart(5, '0')}.pdf`,
    text: lines.join('\n'),
  };
}

function* documents(firmId) {
  const random = seededRandom(20_261_123);
  const created = Date.parse('2025-01-01T00:00:00Z');
  for (let i = 0; i < DOCUMENTS; i += 1) {
    const document = syntheticDocument(i, random);
    const at = new Date(created + i * 60_000).toISOString();
    // Four in five from the provider, public; the rest the demo firm's own, private.
    const own = i % 5 === 4;
    yield [
      `bench-${i}`,
      own ? firmId : null,
      own ? 'lawyer' : 'provider',
      document.name,
      own ? 'private' : 'public',
      document.text,
      own ? 'contract' : 'legislation',
      own ? null : 'be',
      document.language,
      Buffer.byteLength(document.text),
      at,
    ];
  }
}

const INSERT_COLUMNS = `token, client_id, origin, name, visibility, text, type, country, language, size, created_at,
  updated_at, mime, sha256, state`;

function fillSqlite(dataDir) {
  const db = new Database(join(dataDir, 'lexdesk.sqlite'));
  db.pragma('busy_timeout = 10000');
  const firm = db.prepare("SELECT id FROM clients WHERE name = 'Cabinet Démo'").get();
  const insert = db.prepare(`INSERT INTO documents (${INSERT_COLUMNS})
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'application/pdf', '', 'processed')`);
  db.transaction(() => {
    for (const row of documents(firm.id)) insert.run(...row, row[10]);
  })();
  db.exec("INSERT INTO documents_fts (documents_fts) VALUES ('optimize')");
  db.pragma('optimize');
  db.close();
  return firm.id;
}

async function fillPostgres(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const firm = (await client.query("SELECT id FROM clients WHERE name = 'Cabinet Démo'")).rows[0];
    const BATCH = 500;
    let batch = [];
    const flush = async () => {
      if (batch.length === 0) return;
      const params = [];
      const values = batch.map((row) => {
        const base = params.length;
        params.push(...row, row[10]);
        return `(${row.map((_, k) => `$${base + k + 1}`).join(', ')}, $${base + row.length + 1}, 'application/pdf', '', 'processed')`;
      });
      await client.query(`INSERT INTO documents (${INSERT_COLUMNS}) VALUES ${values.join(', ')}`, params);
      batch = [];
    };
    await client.query('BEGIN');
    for (const row of documents(firm.id)) {
      batch.push(row);
      if (batch.length === BATCH) await flush();
    }
    await flush();
    await client.query('COMMIT');
    await client.query('VACUUM ANALYZE documents');
    await client.query('VACUUM ANALYZE document_search');
    return firm.id;
  } finally {
    await client.end();
  }
}

// ---- The four queries, through the API and as the repository writes them -----------------------------

// `terms` as a user types them; `fts5` and `tsquery` as the service and repository turn them into each
// engine's syntax (api/src/repositories/documentSearch.ts).
const QUERIES = [
  { label: 'rare term', goal: 'rare', terms: 'quetzalcoatl ', fts5: '"quetzalcoatl"', tsquery: "'quetzalcoatl'" },
  { label: 'common term', goal: 'common', terms: 'article ', fts5: '"article"', tsquery: "'article'" },
  { label: 'prefix', goal: 'common', terms: 'indemn', fts5: '"indemn"*', tsquery: "'indemn':*" },
  {
    label: 'phrase',
    goal: 'common',
    terms: '"bail commercial"',
    fts5: '"bail commercial"',
    tsquery: "('bail' <-> 'commercial')",
  },
];

const VISIBLE = `d.origin <> 'litigant' AND (d.client_id = $FIRM OR (d.visibility = 'public' AND d.state = 'processed'))`;
const COLUMNS = `d.id, d.token, d.name, d.mime, d.type, d.country, d.language, d.nature, d.legislation_date,
  d.visibility, d.state, d.origin, d.created_at`;

function sqliteRaw(dataDir, firmId) {
  const db = new Database(join(dataDir, 'lexdesk.sqlite'), { readonly: true });
  const visible = VISIBLE.replace('$FIRM', '?');
  const page = db.prepare(`SELECT ${COLUMNS} FROM documents_fts CROSS JOIN documents d ON d.id = documents_fts.rowid
    WHERE documents_fts MATCH ? AND ${visible} ORDER BY bm25(documents_fts, 10.0, 1.0), d.id DESC LIMIT 10 OFFSET 0`);
  const count = db.prepare(`SELECT count(*) AS n FROM documents_fts CROSS JOIN documents d ON d.id = documents_fts.rowid
    WHERE documents_fts MATCH ? AND ${visible}`);
  return {
    async run(query) {
      const rows = page.all(query.fts5, firmId);
      const { n } = count.get(query.fts5, firmId);
      if (rows.length > 0) {
        db.prepare(
          `SELECT documents_fts.rowid AS id, snippet(documents_fts, 1, ?, ?, '…', 32) AS excerpt, documents_fts.text AS text
           FROM documents_fts WHERE documents_fts MATCH ? AND documents_fts.rowid IN (${rows.map(() => '?').join(', ')})`,
        ).all(MARK_START, MARK_END, query.fts5, ...rows.map((row) => row.id));
      }
      return n;
    },
    close: () => db.close(),
  };
}

async function postgresRaw(databaseUrl, firmId) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const tsquery = `(to_tsquery('lexdesk_french', $1) || to_tsquery('lexdesk_dutch', $1) || to_tsquery('lexdesk_simple', $1))`;
  const visible = VISIBLE.replace('$FIRM', '$2');
  const headline = `StartSel="${MARK_START}", StopSel="${MARK_END}", MaxWords=40, MinWords=15, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;
  return {
    async run(query) {
      await client.query('BEGIN');
      try {
        await client.query('SET LOCAL enable_seqscan = off');
        const { rows } = await client.query(
          `SELECT ${COLUMNS}, count(*) OVER () AS total FROM document_search s JOIN documents d ON d.id = s.document_id
           WHERE s.vector @@ ${tsquery} AND ${visible}
           ORDER BY ts_rank(s.vector, ${tsquery}) DESC, d.id DESC LIMIT 10 OFFSET 0`,
          [query.tsquery, firmId],
        );
        if (rows.length > 0) {
          await client.query(
            `SELECT d.id, ts_headline(s.config, left(coalesce(d.text, ''), 100000), ${tsquery}, $2) AS excerpt
             FROM documents d JOIN document_search s ON s.document_id = d.id WHERE d.id = ANY($3)`,
            [query.tsquery, headline, rows.map((row) => row.id)],
          );
        }
        return Number(rows[0]?.total ?? 0);
      } finally {
        await client.query('COMMIT');
      }
    },
    close: () => client.end(),
  };
}

// ---- Server and client -----------------------------------------------------------------------------

/** The API alone (no front-end bundle to build), from its esbuild output. */
const startApi = (env) => startServer({ env, entry: join(API_DIST, 'server.js') });

async function timed(run) {
  const times = [];
  let total = 0;
  for (let i = 0; i < WARMUP + RUNS; i += 1) {
    const started = performance.now();
    total = await run();
    const elapsed = performance.now() - started;
    if (i >= WARMUP) times.push(elapsed);
  }
  return { median: median(times), p95: percentile(times, 95), total };
}

async function measure(server, raw) {
  const headers = await signIn(server.url, LAWYER);
  const figures = [];
  for (const query of QUERIES) {
    const api = await timed(async () => {
      const response = await fetch(`${server.url}/api/documents/search?lang=fr`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ terms: query.terms, limit: 10 }),
      });
      const body = await response.json();
      if (body.status !== 'success' || body.data.length === 0) {
        throw new Error(`${query.label}: ${JSON.stringify(body).slice(0, 200)}`);
      }
      return body.meta.total;
    });
    const direct = await timed(() => raw.run(query));
    if (direct.total !== api.total) throw new Error(`${query.label}: API ${api.total} matches, raw ${direct.total}`);
    figures.push({ ...query, api, raw: direct });
  }
  return figures;
}

async function benchEngine(engine) {
  if (engine === 'sqlite') {
    const server = await startApi({});
    try {
      const started = performance.now();
      const firmId = fillSqlite(server.dataDir);
      const fillSeconds = (performance.now() - started) / 1000;
      const raw = sqliteRaw(server.dataDir, firmId);
      try {
        return { fillSeconds, figures: await measure(server, raw) };
      } finally {
        raw.close();
      }
    } finally {
      await server.stop();
    }
  }
  const postgres = await startPostgres({ database: 'lexdesk_bench_search' });
  try {
    const server = await startApi({ DATABASE_URL: postgres.url });
    try {
      const started = performance.now();
      const firmId = await fillPostgres(postgres.url);
      const fillSeconds = (performance.now() - started) / 1000;
      const raw = await postgresRaw(postgres.url, firmId);
      try {
        return { fillSeconds, figures: await measure(server, raw) };
      } finally {
        await raw.close();
      }
    } finally {
      await server.stop();
    }
  } finally {
    await postgres.stop();
  }
}

function print(results) {
  console.log(
    `\nPOST /api/documents/search: ${DOCUMENTS} documents of about 5 KB (French and Dutch), a lawyer's search, ` +
      `${RUNS} requests each over loopback HTTP, beside the same statements run directly (median / p95, ms)`,
  );
  const verdicts = [];
  for (const [engine, { fillSeconds, figures }] of Object.entries(results)) {
    console.log(`  ${engine} (filled and indexed in ${fillSeconds.toFixed(1)} s)`);
    for (const figure of figures) {
      const ratio = figure.api.p95 / figure.raw.p95;
      const goal = GOALS[figure.goal];
      console.log(
        `    ${`${figure.label} (${figure.api.total} matches)`.padEnd(34)} API ${figure.api.median.toFixed(2)} / ${figure.api.p95
          .toFixed(2)
          .padEnd(
            8,
          )} raw ${figure.raw.median.toFixed(2)} / ${figure.raw.p95.toFixed(2).padEnd(8)} API/raw p95 ${ratio.toFixed(2)}x`,
      );
      verdicts.push([`${engine} ${figure.label}: p95 under ${goal} ms`, figure.api.p95 < goal]);
      verdicts.push([`${engine} ${figure.label}: API at most ${MAX_API_RATIO}x raw`, ratio <= MAX_API_RATIO]);
    }
  }
  for (const [label, met] of verdicts) console.log(`  goal ${label}: ${met ? 'met' : 'NOT met'}`);
}

/** Both engines, one after the other, on BENCH_PORT. */
export async function benchSearch() {
  await buildApi();
  const results = {};
  results.sqlite = await benchEngine('sqlite');
  results.postgres = await benchEngine('postgres');
  print(results);
  return results;
}
