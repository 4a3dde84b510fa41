// npm run bench search: POST /api/documents/search over 20,000 synthetic French and Dutch documents of about
// 5 KB, on SQLite (FTS5) and PostgreSQL (tsvector), for a rare term, a common term, a prefix and a phrase;
// each beside the same statements run directly on the engine, so the API's overhead shows as a ratio. The direct
// side runs the API's own statements (its term parser and repository builders, compiled from api/src), with the
// same parameters and settings, on the engine's driver in this process.
// The API runs compiled (api/dist), without the browser bundles: nothing else needs building.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { build } from 'esbuild';
import { API_DIST, buildApi } from '../lib/build-api.mjs';
import { ROOT } from '../lib/build.mjs';
import { startPostgres } from '../lib/postgres.mjs';
import { median, percentile, signIn, startServer } from './server.mjs';

const require = createRequire(import.meta.url);
const Database = require('better-sqlite3');
const pg = require('pg');
const {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} = require('kysely');

const DOCUMENTS = 20_000;
const WORDS_PER_DOCUMENT = 800; // about 5 KB of text
const WARMUP = 10;
const RUNS = 100;
const LAWYER = 'avocat@cabinet-demo.test';
const GOALS = { rare: 50, common: 150 };
const MAX_API_RATIO = 2;

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

// ---- The four queries, through the API and as its repository writes them ---------------------------

// `terms` as a user types them. The raw side runs the very statements the API runs: the service's term parser
// and the repository's statement builders, compiled from api/src below, with the same parameters.
const QUERIES = [
  { label: 'rare term', goal: 'rare', terms: 'quetzalcoatl ' },
  { label: 'common term', goal: 'common', terms: 'article ' },
  { label: 'prefix', goal: 'common', terms: 'indemn' },
  { label: 'phrase', goal: 'common', terms: '"bail commercial"' },
];

/**
 * The API's search code (api/src/services/documentSearch.ts's parser, api/src/repositories/documentSearch.ts's
 * statements) bundled like the API (npm packages from node_modules, @lexdesk/shared's source bundled in).
 */
async function apiSearchCode() {
  const outfile = join(API_DIST, 'bench-search-statements.cjs');
  await build({
    stdin: {
      contents: [
        "export { parseSearchTerms } from './api/src/services/documentSearch';",
        "export * as repository from './api/src/repositories/documentSearch';",
      ].join('\n'),
      resolveDir: ROOT,
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    outfile,
    logLevel: 'warning',
    plugins: [
      {
        name: 'external-packages',
        setup(esbuild) {
          esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
            /^@lexdesk\/shared(?:\/|$)/.test(args.path) ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  return require(outfile);
}

/** A Kysely that only compiles (the statements run on the engines' own drivers below). */
function compilerFor(engine) {
  const postgres = engine === 'postgres';
  return new Kysely({
    dialect: {
      createAdapter: () => (postgres ? new PostgresAdapter() : new SqliteAdapter()),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => (postgres ? new PostgresIntrospector(db) : new SqliteIntrospector(db)),
      createQueryCompiler: () => (postgres ? new PostgresQueryCompiler() : new SqliteQueryCompiler()),
    },
  });
}

/** The SearchQuery the service builds for a lawyer's `POST /api/documents/search { terms, limit: 10 }`. */
const searchQuery = (code, terms, firmId) => ({
  // A firm member (repositories/documentAccess.ts's Reader); no search statement reads the user id.
  reader: { userId: 0, superAdmin: false, clientId: firmId },
  terms: code.parseSearchTerms(terms),
  scopes: [],
  limit: 10,
  offset: 0,
});

function sqliteRaw(dataDir, firmId, code) {
  const db = new Database(join(dataDir, 'lexdesk.sqlite'), { readonly: true });
  const compiler = compilerFor('sqlite');
  const { sqliteSearchQuery, sqliteCountQuery, sqliteExcerptsQuery } = code.repository;
  const prepared = new Map();
  const run = (compiled, all = true) => {
    if (!prepared.has(compiled.sql)) prepared.set(compiled.sql, db.prepare(compiled.sql));
    const statement = prepared.get(compiled.sql);
    return all ? statement.all(...compiled.parameters) : statement.get(...compiled.parameters);
  };
  return {
    async run(query) {
      const search = searchQuery(code, query.terms, firmId);
      const rows = run(sqliteSearchQuery(search).compile(compiler));
      const { n } = run(sqliteCountQuery(search).compile(compiler), false);
      if (rows.length > 0) {
        run(
          sqliteExcerptsQuery(
            search,
            rows.map((row) => row.id),
          ).compile(compiler),
        );
      }
      return n;
    },
    close: () => db.close(),
  };
}

async function postgresRaw(databaseUrl, firmId, code) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const compiler = compilerFor('postgres');
  const { postgresSearchQuery, POSTGRES_SEARCH_SETTINGS } = code.repository;
  return {
    async run(query) {
      const compiled = postgresSearchQuery(searchQuery(code, query.terms, firmId)).compile(compiler);
      await client.query('BEGIN');
      try {
        for (const setting of POSTGRES_SEARCH_SETTINGS) await client.query(`SET LOCAL ${setting}`);
        const { rows } = await client.query(compiled.sql, [...compiled.parameters]);
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

async function benchEngine(engine, code) {
  if (engine === 'sqlite') {
    const server = await startApi({});
    try {
      const started = performance.now();
      const firmId = fillSqlite(server.dataDir);
      const fillSeconds = (performance.now() - started) / 1000;
      const raw = sqliteRaw(server.dataDir, firmId, code);
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
      const raw = await postgresRaw(postgres.url, firmId, code);
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
  const code = await apiSearchCode();
  const results = {};
  results.sqlite = await benchEngine('sqlite', code);
  results.postgres = await benchEngine('postgres', code);
  print(results);
  return results;
}
