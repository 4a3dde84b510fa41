import { randomBytes } from 'node:crypto';
import { CompiledQuery, sql } from 'kysely';
import { metadataStructure } from '@lexdesk/shared/domain';
import type { DocumentRow } from '../src/db/schema';
import {
  postgresSearchQuery,
  POSTGRES_SEARCH_SETTINGS,
  type SearchQuery,
  sqliteSearchQuery,
} from '../src/repositories/documentSearch';
import { parseSearchTerms } from '../src/services/documentSearch';
import {
  type Agent,
  createTestApp,
  DEMO,
  ENGINE,
  firmIdOf,
  insertCase,
  insertFirm,
  insertLawyer,
  itOnPostgres,
  itOnSqlite,
  lawCaseIdOf,
  LIFTED_RATE_LIMITS,
  loggedIn,
  openTestDb,
  type TestContext,
  type TestDb,
  userIdOf,
} from './helpers';

// POST /api/documents/search on the engine the run uses (SQLite FTS5, or PostgreSQL's tsvector): ranking,
// accents, prefixes, escaping, hostile syntax, filters, scopes and firm isolation. Every search here runs in a
// firm of its own, on the suite's own documents alone (the demo library is removed first: its acts and judgments
// hold "préavis" or "bail" too), so results are exact.

interface Fixture {
  name: string;
  text?: string | null;
  clientId: number | null;
  origin?: DocumentRow['origin'];
  visibility?: 'public' | 'private';
  state?: DocumentRow['state'];
  type?: DocumentRow['type'];
  country?: DocumentRow['country'];
  language?: DocumentRow['language'];
  nature?: string | null;
  legislationDate?: string | null;
  createdAt?: string;
}

async function insertDocument(db: TestDb, fixture: Fixture): Promise<{ id: number; token: string }> {
  const token = randomBytes(18).toString('base64url');
  const now = fixture.createdAt ?? new Date().toISOString();
  const row = await db
    .insertInto('documents')
    .values({
      token,
      client_id: fixture.clientId,
      uploaded_by: null,
      origin: fixture.origin ?? (fixture.clientId === null ? 'provider' : 'lawyer'),
      legal_case_id: null,
      name: fixture.name,
      mime: 'application/pdf',
      size: 100,
      sha256: '0'.repeat(64),
      visibility: fixture.visibility ?? 'private',
      state: fixture.state ?? 'processed',
      text: fixture.text === undefined ? `Texte de ${fixture.name}` : fixture.text,
      type: fixture.type ?? null,
      country: fixture.country ?? null,
      language: fixture.language ?? 'fr',
      nature: fixture.nature ?? null,
      legislation_date: fixture.legislationDate ?? null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, token };
}

interface ResultView {
  token: string;
  name: string;
  text: string;
  visibility: string;
  state: string;
}

let ctx: TestContext;
let db: TestDb;
let firmId: number;
let otherFirmId: number;
let lea: Agent;
let jan: Agent;
let admin: Agent;

beforeAll(async () => {
  ctx = await createTestApp({ rateLimits: LIFTED_RATE_LIMITS });
  db = openTestDb(ctx);
  const firm = await insertFirm(db, 'Cabinet Recherche');
  firmId = firm.id;
  await insertLawyer(db, firmId, 'lea@cabinet-recherche.test', 'Léa Renard');
  otherFirmId = await firmIdOf(db, DEMO.otherFirmAdmin);
  await db.deleteFrom('documents').where('origin', '=', 'provider').execute();
  lea = await loggedIn(ctx.app, 'lea@cabinet-recherche.test');
  jan = await loggedIn(ctx.app, DEMO.otherFirmAdmin);
  admin = await loggedIn(ctx.app, DEMO.superAdmin);
  // A PostgreSQL test database, migrated and seeded, takes over jest's default 5 s on a loaded machine.
}, 60_000);
afterAll(async () => {
  await ctx.close();
});

async function search(agent: Agent, body: Record<string, unknown>) {
  const response = await agent.post('/api/documents/search', body);
  if (response.statusCode !== 200) throw new Error(`search answered ${response.statusCode}: ${response.body}`);
  const answer = response.json<{ data: ResultView[]; meta: { total: number } }>();
  return answer;
}
const namesFound = async (agent: Agent, body: Record<string, unknown>) =>
  (await search(agent, body)).data.map((result) => result.name);

describe('ranking', () => {
  beforeAll(async () => {
    await insertDocument(db, {
      clientId: firmId,
      name: 'note-generale.pdf',
      text: 'Une seule mention du zephyrin ici.',
    });
    await insertDocument(db, {
      clientId: firmId,
      name: 'zephyrin-dossier.pdf',
      text: 'Ce document parle d’autre chose entièrement.',
    });
    await insertDocument(db, {
      clientId: firmId,
      name: 'quasar-une.pdf',
      text: 'Le mot quasimodo apparaît une fois, au milieu de phrases sans rapport avec lui.',
    });
    await insertDocument(db, {
      clientId: firmId,
      name: 'quasar-trois.pdf',
      text: 'Quasimodo, toujours quasimodo : quasimodo revient trois fois dans ce texte.',
    });
  });

  it('puts the document naming the term first', async () => {
    expect(await namesFound(lea, { terms: 'zephyrin ' })).toEqual(['zephyrin-dossier.pdf', 'note-generale.pdf']);
  });

  it('puts the document using the term more often first', async () => {
    expect(await namesFound(lea, { terms: 'quasimodo ' })).toEqual(['quasar-trois.pdf', 'quasar-une.pdf']);
  });

  it('counts every match in meta.total and pages with limit and offset', async () => {
    const first = await search(lea, { terms: 'quasimodo ', limit: 1 });
    expect(first.meta.total).toBe(2);
    expect(first.data.map((result) => result.name)).toEqual(['quasar-trois.pdf']);
    const second = await search(lea, { terms: 'quasimodo ', limit: 1, offset: 1 });
    expect(second.data.map((result) => result.name)).toEqual(['quasar-une.pdf']);
    // Past the last match: no row, the same total.
    const past = await search(lea, { terms: 'quasimodo ', offset: 10 });
    expect([past.data, past.meta.total]).toEqual([[], 2]);
  });
});

describe('accents, case and prefixes', () => {
  beforeAll(async () => {
    await insertDocument(db, {
      clientId: firmId,
      name: 'bail.pdf',
      text: "Le préavis d'expulsion du locataire et l'indemnite de relocation.",
    });
    await insertDocument(db, {
      clientId: firmId,
      name: 'huur.pdf',
      language: 'nl',
      text: 'De opzeggingstermijn van de huurovereenkomst wordt geëerbiedigd.',
    });
  });

  it('ignores accents on either side, and case', async () => {
    expect(await namesFound(lea, { terms: 'preavis ' })).toEqual(['bail.pdf']);
    expect(await namesFound(lea, { terms: 'PRÉAVIS ' })).toEqual(['bail.pdf']);
    expect(await namesFound(lea, { terms: 'indemnité ' })).toEqual(['bail.pdf']);
    expect(await namesFound(lea, { terms: 'geeerbiedigd ' })).toEqual(['huur.pdf']);
  });

  it('reads the last word typed as a prefix, and a word ending with *', async () => {
    expect(await namesFound(lea, { terms: 'expul' })).toEqual(['bail.pdf']);
    expect(await namesFound(lea, { terms: 'huurovereen* termijn' })).toEqual([]);
    expect(await namesFound(lea, { terms: 'huurovereen* opzeggingstermijn' })).toEqual(['huur.pdf']);
    // A finished word (a space after it) is not a prefix.
    expect(await namesFound(lea, { terms: 'expul ' })).toEqual([]);
  });

  it('requires every word, and understands quoted phrases and OR', async () => {
    expect(await namesFound(lea, { terms: 'préavis locataire ' })).toEqual(['bail.pdf']);
    expect(await namesFound(lea, { terms: 'préavis opzeggingstermijn ' })).toEqual([]);
    expect(await namesFound(lea, { terms: '"expulsion du locataire"' })).toEqual(['bail.pdf']);
    expect(await namesFound(lea, { terms: '"locataire du expulsion"' })).toEqual([]);
    expect((await namesFound(lea, { terms: 'préavis OR opzeggingstermijn ' })).sort()).toEqual([
      'bail.pdf',
      'huur.pdf',
    ]);
  });
});

describe('excerpts', () => {
  it('marks the matched words in an escaped excerpt: a document never injects markup', async () => {
    await insertDocument(db, {
      clientId: firmId,
      name: 'piege.pdf',
      text: 'Avant <script>alert("x")</script> & <img src=x onerror=alert(1)> la clause xylophone \uE000faux\uE001 suit.',
    });
    const [result] = (await search(lea, { terms: 'xylophone ' })).data;
    expect(result?.text).toContain('<mark>xylophone</mark>');
    // PostgreSQL's headline leaves out what its parser reads as tags; what remains is escaped on either engine.
    expect(result?.text).toContain('alert(&quot;x&quot;)');
    expect(result?.text).toContain('&amp; &lt;img src=x onerror=alert(1)&gt;');
    expect(result?.text).not.toMatch(/<script|<img/);
    // No tag but <mark>, and every <mark> closed.
    const tags = result?.text.match(/<[^>]*>/g) ?? [];
    expect(tags.every((tag) => tag === '<mark>' || tag === '</mark>')).toBe(true);
    expect(tags.filter((tag) => tag === '<mark>').length).toBe(tags.filter((tag) => tag === '</mark>').length);
  });

  it('shows the beginning of the text when only the name matched', async () => {
    await insertDocument(db, { clientId: firmId, name: 'ornithorynque.pdf', text: 'Rien à signaler.' });
    const [result] = (await search(lea, { terms: 'ornithorynque ' })).data;
    expect(result?.text).toContain('Rien à signaler.');
  });
});

describe('hostile query syntax', () => {
  const inputs = [
    '"',
    '"unclosed phrase',
    '""',
    '*',
    '**contrat*',
    '-',
    '-contrat',
    'NOT contrat',
    'OR',
    'contrat OR',
    'OR OR OR',
    'AND',
    '(',
    ')',
    '((contrat) OR (bail',
    'NEAR(contrat bail, 2)',
    'name:contrat',
    '{name text}: contrat',
    '^contrat',
    "'; DROP TABLE documents; --",
    "' OR 1=1 --",
    'contrat & bail | !loyer <-> x:*',
    "a:* & 'b'",
    '\uE000\uE001',
    '😀 émoji',
    'ŉ ʼn \u02BC ½ ﬁn',
    'a',
    '',
    '   ',
    'x'.repeat(5_000),
    'contrat '.repeat(2_000),
  ];

  it.each(inputs.map((input) => [JSON.stringify(input).slice(0, 60), input]))('answers 200 to %s', async (_, input) => {
    const response = await lea.post('/api/documents/search', { terms: input });
    expect(response.statusCode).toBe(200);
  });

  // No engine stores or matches a NUL: the one input rule of every route refuses it before the search.
  it.each([['nul\u0000byte'], ['\u0000']])('answers 422 to a NUL, naming the field (%#)', async (input) => {
    const response = await lea.post('/api/documents/search', { terms: input });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['terms']);
  });

  it('parses hostile text into plain words', () => {
    expect(parseSearchTerms("'; DROP TABLE documents; --")).toEqual([
      [{ kind: 'word', value: 'drop', prefix: false }],
      [{ kind: 'word', value: 'table', prefix: false }],
      [{ kind: 'word', value: 'documents', prefix: false }],
    ]);
    expect(parseSearchTerms('contrat OR bail "loyer impayé" pré*')).toEqual([
      [
        { kind: 'word', value: 'contrat', prefix: false },
        { kind: 'word', value: 'bail', prefix: false },
      ],
      [{ kind: 'phrase', words: ['loyer', 'impaye'] }],
      [{ kind: 'word', value: 'pre', prefix: true }],
    ]);
    expect(parseSearchTerms('mot '.repeat(100)).flat()).toHaveLength(16);
  });
});

describe('filters and scopes', () => {
  beforeAll(async () => {
    const common = { text: 'Le mot commun est gazouillis.' };
    await insertDocument(db, {
      ...common,
      clientId: null,
      name: 'loi-belge.pdf',
      visibility: 'public',
      type: 'legislation',
      country: 'be',
      nature: 'loi',
      legislationDate: '2021-03-04',
    });
    await insertDocument(db, {
      ...common,
      clientId: null,
      name: 'arrete-belge.pdf',
      visibility: 'public',
      type: 'legislation',
      country: 'be',
      nature: 'ar',
      legislationDate: '2019-01-02',
    });
    await insertDocument(db, {
      ...common,
      clientId: null,
      name: 'jurisprudence-fr.pdf',
      visibility: 'public',
      type: 'jurisprudence',
      country: 'fr',
    });
    await insertDocument(db, { ...common, clientId: firmId, name: 'contrat-cabinet.pdf', type: 'contract' });
    await insertDocument(db, {
      ...common,
      clientId: firmId,
      name: 'note-publique-cabinet.pdf',
      type: 'note',
      visibility: 'public',
    });
    await insertDocument(db, { ...common, clientId: firmId, name: 'en-cours.pdf', state: 'pending', text: null });
    await insertDocument(db, { ...common, clientId: firmId, name: 'gazouillis-extrait.pdf', state: 'success' });
    await insertDocument(db, { ...common, clientId: otherFirmId, name: 'autre-prive.pdf' });
    await insertDocument(db, { ...common, clientId: otherFirmId, name: 'autre-public.pdf', visibility: 'public' });
    await insertDocument(db, {
      ...common,
      clientId: otherFirmId,
      name: 'autre-public-en-traitement.pdf',
      visibility: 'public',
      state: 'success',
    });
    await insertDocument(db, { ...common, clientId: firmId, name: 'piece-justiciable.pdf', origin: 'litigant' });
  });

  const sorted = async (agent: Agent, body: Record<string, unknown>) =>
    (await namesFound(agent, { terms: 'gazouillis', limit: 100, ...body })).sort();

  it('shows a firm member their firm documents and the processed public ones, never a litigant file', async () => {
    expect(await sorted(lea, {})).toEqual(
      [
        'arrete-belge.pdf',
        'autre-public.pdf',
        'contrat-cabinet.pdf',
        'gazouillis-extrait.pdf',
        'jurisprudence-fr.pdf',
        'loi-belge.pdf',
        'note-publique-cabinet.pdf',
      ].sort(),
    );
  });

  it('answers each result as the lists show the document, with its excerpt', async () => {
    const [hit] = (await search(lea, { terms: 'contrat cabinet' })).data;
    const listed = await lea.get('/api/documents?scopes=cabinet&limit=100');
    const row = listed.json<{ data: { token: string }[] }>().data.find((document) => document.token === hit?.token);
    expect(hit).toEqual({ ...row, text: expect.stringContaining('gazouillis') });
  });

  it('keeps private documents for their firm and the super administrator', async () => {
    expect(await sorted(jan, {})).not.toContain('contrat-cabinet.pdf');
    expect(await sorted(jan, {})).toContain('autre-prive.pdf');
    expect(await sorted(jan, {})).toContain('note-publique-cabinet.pdf');
    expect(await sorted(admin, {})).toEqual(
      expect.arrayContaining(['contrat-cabinet.pdf', 'autre-prive.pdf', 'autre-public-en-traitement.pdf']),
    );
    expect(await sorted(admin, {})).not.toContain('piece-justiciable.pdf');
    // Not even by its exact name.
    expect(await namesFound(jan, { terms: 'contrat cabinet' })).toEqual([]);
  });

  it('filters by type, country, nature, legislation date, visibility and status', async () => {
    expect(await sorted(lea, { type: 'legislation' })).toEqual(['arrete-belge.pdf', 'loi-belge.pdf']);
    expect(await sorted(lea, { country: 'fr' })).toEqual(['jurisprudence-fr.pdf']);
    expect(await sorted(lea, { country: 'be', type: 'legislation', nature: 'loi' })).toEqual(['loi-belge.pdf']);
    expect(await sorted(lea, { legislationDate: '2019-01-02' })).toEqual(['arrete-belge.pdf']);
    expect(await sorted(lea, { visibility: 'private' })).toEqual(['contrat-cabinet.pdf', 'gazouillis-extrait.pdf']);
    expect(await sorted(lea, { status: 'pending|success' })).toEqual(['gazouillis-extrait.pdf']);
  });

  it('reads the scopes: cabinet is the firm own, others the processed public ones of other sources', async () => {
    expect(await sorted(lea, { scopes: ['cabinet'] })).toEqual(
      ['contrat-cabinet.pdf', 'gazouillis-extrait.pdf', 'note-publique-cabinet.pdf'].sort(),
    );
    expect(await sorted(lea, { scopes: ['others'] })).toEqual(
      ['arrete-belge.pdf', 'autre-public.pdf', 'jurisprudence-fr.pdf', 'loi-belge.pdf'].sort(),
    );
    expect(await sorted(admin, { scopes: ['cabinet'] })).toEqual(
      ['arrete-belge.pdf', 'jurisprudence-fr.pdf', 'loi-belge.pdf'].sort(),
    );
  });

  it('filters without terms, newest first', async () => {
    const found = await search(lea, { type: 'legislation', country: 'be' });
    expect(found.data.map((result) => result.name).sort()).toEqual(['arrete-belge.pdf', 'loi-belge.pdf']);
    expect(found.meta.total).toBe(2);
  });

  it('refuses unknown filter values and fields with 422', async () => {
    for (const body of [
      { terms: 'x', type: 'poem' },
      { terms: 'x', country: 'xx' },
      { terms: 'x', scopes: ['everything'] },
      { terms: 'x', legislationDate: '04/03/2021' },
      { terms: 'x', limit: 1000 },
      { terms: 'x', sql: 'DROP' },
      { terms: 'x', nature: '' },
    ]) {
      const response = await lea.post('/api/documents/search', body);
      expect({ body, status: response.statusCode }).toEqual({ body, status: 422 });
    }
  });

  it('answers 404 for the scope case without a case of the firm', async () => {
    const response = await lea.post('/api/documents/search', { terms: 'x', scopes: ['case'], legalcase_token: 'nope' });
    expect(response.statusCode).toBe(404);
  });
});

describe('query plans', () => {
  const query: SearchQuery = {
    reader: { userId: 1, superAdmin: false, clientId: 1 },
    terms: parseSearchTerms('contrat bail'),
    type: 'legislation',
    country: 'be',
    scopes: ['others'],
    limit: 10,
    offset: 0,
  };

  itOnSqlite('read the FTS5 index, then documents by primary key', async () => {
    const compiled = sqliteSearchQuery(query).compile(db);
    const plan = await db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`EXPLAIN QUERY PLAN ${compiled.sql}`, [...compiled.parameters]),
    );
    const steps = plan.rows.map((row) => row.detail);
    expect(steps).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^SCAN documents_fts VIRTUAL TABLE INDEX/),
        expect.stringMatching(/^SEARCH documents USING INTEGER PRIMARY KEY/),
      ]),
    );
    expect(steps.filter((step) => /^SCAN documents\b/.test(step))).toEqual([]);
  });

  const postgresPlan = async (planned: SearchQuery) => {
    const compiled = postgresSearchQuery(planned).compile(db);
    const plan = await db.transaction().execute(async (trx) => {
      for (const setting of POSTGRES_SEARCH_SETTINGS) await sql`SET LOCAL ${sql.raw(setting)}`.execute(trx);
      return trx.executeQuery<{ 'QUERY PLAN': string }>(
        CompiledQuery.raw(`EXPLAIN ${compiled.sql}`, [...compiled.parameters]),
      );
    });
    return plan.rows.map((row) => row['QUERY PLAN']).join('\n');
  };

  itOnPostgres(
    'read the GIN index for terms alone, and indexes only with filters: never a sequential scan',
    async () => {
      const termsOnly = await postgresPlan({ ...query, type: undefined, country: undefined, scopes: [] });
      // The GIN index, or the reader's visibility indexes when statistics say they find fewer rows (here, a
      // small table): either way an index.
      expect(termsOnly).toMatch(/document_search_vector|documents_client_state/);
      expect(termsOnly).not.toMatch(/Seq Scan/);
      const filtered = await postgresPlan(query);
      expect(filtered).toMatch(/Index Scan|Bitmap Index Scan/);
      expect(filtered).not.toMatch(/Seq Scan/);
    },
  );

  itOnPostgres('keeps a 5 KB document’s search vector in its row, not in TOAST, where ranking reads it', async () => {
    const toast = await sql<{ name: string }>`SELECT reltoastrelid::regclass::text AS name
      FROM pg_class WHERE oid = 'document_search'::regclass`.execute(db);
    const toastChunks = async () =>
      Number(
        (await sql<{ n: string }>`SELECT count(*) AS n FROM ${sql.table(toast.rows[0]!.name)}`.execute(db)).rows[0]!.n,
      );
    const before = await toastChunks();
    const words = Array.from({ length: 600 }, (_, index) => `mot${index % 300} `).join('');
    const { id } = await insertDocument(db, { name: 'Long texte', text: words, clientId: firmId });
    const stored = await sql<{ size: number }>`SELECT pg_column_size(vector) AS size
      FROM document_search WHERE document_id = ${id}`.execute(db);
    // Larger than the 2 KB past which PostgreSQL would move it out, by default.
    expect(stored.rows[0]!.size).toBeGreaterThan(3000);
    expect(await toastChunks()).toBe(before);
    await db.deleteFrom('documents').where('id', '=', id).execute();
  });

  it('runs on the engine of this run', () => {
    expect(['sqlite', 'postgres']).toContain(ENGINE);
  });
});

describe('GET /api/structures/{name}', () => {
  it('describes the search sidebar from the shared enumerations', async () => {
    const response = await lea.get('/api/structures/documents');
    expect(response.statusCode).toBe(200);
    const filters = response.json<{ data: Record<string, unknown>[] }>().data;
    expect(filters.map((filter) => [filter.component, filter.data])).toEqual([
      ['input', 'terms'],
      ['select', 'type'],
      ['select', 'country'],
      ['block', ''],
    ]);
    for (const filter of filters) {
      expect(Object.keys(filter).sort()).toEqual(
        ['component', 'conditional', 'data', 'fields', 'label', 'options', 'placeholder', 'title', 'type'].sort(),
      );
    }
    expect((filters[1]?.options as { value: string }[]).map((option) => option.value)).toEqual([
      'doctrine',
      'jurisprudence',
      'legislation',
      'contract',
      'document',
      'quote',
      'note',
      'conclusion',
    ]);
    const block = filters[3] as { conditional: unknown; fields: { data: string; type: string; options: unknown[] }[] };
    expect(block.conditional).toEqual([
      { data: 'country', value: 'be' },
      { data: 'type', value: 'legislation' },
    ]);
    expect(block.fields.map((field) => [field.data, field.type])).toEqual([
      ['nature', 'select'],
      ['legislationDate', 'date'],
    ]);
    expect(block.fields[0]?.options).toHaveLength(28);
  });

  it('describes the Search screen (type and visibility) and answers 404 to an unknown name', async () => {
    const response = await admin.get('/api/structures/admin-documents');
    expect(response.json<{ data: { data: string }[] }>().data.map((filter) => filter.data)).toEqual([
      'terms',
      'type',
      'visibility',
    ]);
    expect((await lea.get('/api/structures/__proto__')).statusCode).toBe(404);
    expect((await lea.get('/api/structures/nothing')).statusCode).toBe(404);
  });

  it('describes the metadata form as the browser builds it, from the same shared lists', async () => {
    const response = await lea.get('/api/structures/metadata');
    expect(response.statusCode).toBe(200);
    const fields = response.json<{ data: { data: string }[] }>().data;
    expect(fields).toEqual(JSON.parse(JSON.stringify(metadataStructure())));
    expect(JSON.stringify(fields)).toContain('jurisdictionName');
  });
});

describe('a case: its documents (scope case) and suggestions', () => {
  let caseToken: string;
  let newCaseToken: string;
  let attachedId: number;

  beforeAll(async () => {
    const leaId = await userIdOf(db, 'lea@cabinet-recherche.test');
    const dismissal = await lawCaseIdOf(db, 'employment.dismissal');
    const { category_id } = await db
      .selectFrom('law_cases')
      .select('category_id')
      .where('id', '=', dismissal)
      .executeTakeFirstOrThrow();
    const sibling = await db
      .selectFrom('law_cases')
      .select('id')
      .where('category_id', '=', category_id)
      .where('id', '!=', dismissal)
      .executeTakeFirstOrThrow();
    const elsewhere = await db
      .selectFrom('law_cases')
      .select('id')
      .where('category_id', '!=', category_id)
      .executeTakeFirstOrThrow();
    const opened = await insertCase(db, { clientId: firmId, userId: leaId, status: 'opened' });
    caseToken = opened.token;
    newCaseToken = (await insertCase(db, { clientId: firmId, userId: leaId, status: 'new', lawCaseCode: null })).token;

    const about = async (fixture: Fixture, lawCaseIds: number[]) => {
      const document = await insertDocument(db, fixture);
      await ctx.app.repos.documentSearch.setLawCases(document.id, lawCaseIds);
      return document;
    };
    const common = { text: 'Licenciement et préavis : le mot rare est farandole.' };
    await about({ ...common, clientId: null, name: 'provider-same.pdf', visibility: 'public' }, [dismissal]);
    await about({ ...common, clientId: firmId, name: 'cabinet-sibling.pdf' }, [sibling.id]);
    await about({ ...common, clientId: null, name: 'provider-elsewhere.pdf', visibility: 'public' }, [elsewhere.id]);
    await about({ ...common, clientId: otherFirmId, name: 'other-firm-private.pdf' }, [dismissal]);
    await about({ ...common, clientId: null, name: 'provider-pending.pdf', state: 'success' }, [dismissal]);
    // A stale law case id is dropped, not an error.
    await about({ ...common, clientId: firmId, name: 'cabinet-stale.pdf' }, [dismissal, 9_999_999]);
    const attached = await about({ ...common, clientId: firmId, name: 'cabinet-attached.pdf' }, [dismissal]);
    attachedId = attached.id;
    await db
      .insertInto('legal_case_documents')
      .values({
        legal_case_id: opened.id,
        document_id: attached.id,
        added_by: leaId,
        created_at: new Date().toISOString(),
      })
      .execute();
  });

  it('suggests the processed documents the firm may see about the case law case, then its category, not attached', async () => {
    const response = await lea.get(`/api/legal-cases/${caseToken}/suggested-documents`);
    expect(response.statusCode).toBe(200);
    const answer = response.json<{ data: (ResultView & { same_law_case: boolean })[]; meta: { total: number } }>();
    expect(answer.data.map((result) => [result.name, result.same_law_case])).toEqual([
      ['cabinet-stale.pdf', true],
      ['provider-same.pdf', true],
      ['cabinet-sibling.pdf', false],
    ]);
    expect(answer.meta.total).toBe(3);
  });

  it('suggests nothing for a case without a law case, and hides another firm case', async () => {
    const empty = await lea.get(`/api/legal-cases/${newCaseToken}/suggested-documents`);
    expect(empty.json<{ data: unknown[] }>().data).toEqual([]);
    expect((await jan.get(`/api/legal-cases/${caseToken}/suggested-documents`)).statusCode).toBe(404);
    expect((await admin.get(`/api/legal-cases/${caseToken}/suggested-documents`)).statusCode).toBe(404);
  });

  it('searches the case documents with the scope case', async () => {
    expect(await namesFound(lea, { terms: 'farandole', scopes: ['case'], legalcase_token: caseToken })).toEqual([
      'cabinet-attached.pdf',
    ]);
    const response = await jan.post('/api/documents/search', {
      terms: 'farandole',
      scopes: ['case'],
      legalcase_token: caseToken,
    });
    expect(response.statusCode).toBe(404);
  });

  it('forgets a deleted document everywhere: search and law cases', async () => {
    await db.deleteFrom('documents').where('id', '=', attachedId).execute();
    expect(await namesFound(lea, { terms: 'farandole', scopes: ['case'], legalcase_token: caseToken })).toEqual([]);
    expect(
      await db.selectFrom('document_law_cases').select('law_case_id').where('document_id', '=', attachedId).execute(),
    ).toEqual([]);
  });
});
