import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DocumentRow } from '../src/db/schema';
import { minimalPdf } from '../src/lib/pdf';
import {
  type Agent,
  createTestApp,
  DEMO,
  ENGINE,
  firmIdOf,
  insertCase,
  insertLawyer,
  LIFTED_RATE_LIMITS,
  loggedIn,
  type TestContext,
  type TestDb,
  userIdOf,
} from './helpers';

// The rule of who may see, list, search, download, attach, describe, tag and delete a library document
// (api/src/repositories/documentAccess.ts), as a table: each kind of reader × each kind of document, through
// the routes that apply it, on the engine of this run. Each reader works on documents of its own (deleting is
// one of the columns), created newer than the demo's so that one page of each list holds them all.

type ReaderKind = 'superAdmin' | 'firmAdmin' | 'lawyer' | 'otherFirmLawyer';
type DocumentKind =
  | 'providerPublic'
  | 'providerPrivate'
  | 'firmPrivate'
  | 'firmPrivateOwn'
  | 'firmPublicProcessed'
  | 'firmPublicUnprocessed'
  | 'litigantFile'
  | 'otherFirmPrivate';

/** Where GET /api/documents shows a document: without a scope (`library`), and in each scope. */
type ListedIn = 'library' | 'cabinet' | 'others' | 'case';

interface Permissions {
  /** GET /api/documents/as-raw-text/{token}: 200, else 404. */
  see: boolean;
  /** GET /api/documents/download/{token}: 200, else 404. */
  download: boolean;
  list: ListedIn[];
  /** POST /api/documents/search, with terms and without (both must agree). */
  search: boolean;
  /** POST /api/legal-cases/add-document to an opened case of the reader's firm: the status. */
  attach: number;
  /** DELETE /api/documents/delete-file: the status. */
  delete: number;
  /** GET /api/documents/{token} (the metadata form's and the tagging screen's read): the status. */
  detail: number;
  /** POST /api/documents/update-labelling with metadata: the status. */
  describe: number;
  /** POST /api/documents/update-labelling with labels: the status. */
  tag: number;
  /** GET /api/documents/{token}/anonymisation (the anonymisation's review; its changes follow the same rule). */
  anonymise: number;
}

const DOCUMENT_KINDS: readonly DocumentKind[] = [
  'providerPublic',
  'providerPrivate',
  'firmPrivate',
  'firmPrivateOwn',
  'firmPublicProcessed',
  'firmPublicUnprocessed',
  'litigantFile',
  'otherFirmPrivate',
];

const hidden: Permissions = {
  see: false,
  download: false,
  list: [],
  search: false,
  attach: 404,
  delete: 404,
  detail: 404,
  describe: 404,
  tag: 404,
  anonymise: 404,
};

/**
 * A document a member may read in the library: described only by who may delete it, tagged by the provider only,
 * anonymised by its own firm (any member) only.
 */
const readable = (describe = 403, anonymise = 403) => ({ detail: 200, describe, tag: 403, anonymise });

/** What a member of Cabinet Démo may do; the lawyer and the firm administrator differ on deleting only. */
const demoMember = (colleaguesPrivate: number): Record<DocumentKind, Permissions> => ({
  providerPublic: {
    see: true,
    download: true,
    list: ['library', 'others', 'case'],
    search: true,
    attach: 200,
    delete: 403,
    ...readable(),
  },
  providerPrivate: hidden,
  firmPrivate: {
    see: true,
    download: true,
    list: ['library', 'cabinet', 'case'],
    search: true,
    attach: 200,
    delete: colleaguesPrivate,
    ...readable(colleaguesPrivate, 200),
  },
  firmPrivateOwn: {
    see: true,
    download: true,
    list: ['library', 'cabinet', 'case'],
    search: true,
    attach: 200,
    delete: 200,
    ...readable(200, 200),
  },
  firmPublicProcessed: {
    see: true,
    download: true,
    list: ['library', 'cabinet', 'case'],
    search: true,
    attach: 200,
    delete: 409,
    ...readable(403, 200),
  },
  firmPublicUnprocessed: {
    see: true,
    download: true,
    list: ['library', 'cabinet', 'case'],
    search: true,
    attach: 200,
    delete: 409,
    ...readable(403, 200),
  },
  // The case's evidence: readable by its firm, never library material (not listed, searched nor attached, and
  // without the library's metadata form).
  litigantFile: {
    see: true,
    download: true,
    list: [],
    search: false,
    attach: 404,
    delete: 403,
    detail: 404,
    describe: 404,
    tag: 404,
    anonymise: 404,
  },
  otherFirmPrivate: hidden,
});

/** The provider's staff see every library document (no litigant file), own the provider's, have no case. */
const provider = (listedIn: ListedIn[], deleteStatus: number): Permissions => ({
  see: true,
  download: true,
  list: listedIn,
  search: true,
  attach: 403,
  delete: deleteStatus,
  detail: 200,
  describe: 200,
  tag: 200,
  anonymise: 200,
});

const EXPECTED: Record<ReaderKind, Record<DocumentKind, Permissions>> = {
  superAdmin: {
    providerPublic: provider(['library', 'cabinet'], 409),
    providerPrivate: provider(['library', 'cabinet'], 200),
    firmPrivate: provider(['library'], 403),
    firmPrivateOwn: provider(['library'], 403),
    firmPublicProcessed: provider(['library', 'others'], 403),
    firmPublicUnprocessed: provider(['library'], 403),
    litigantFile: { ...hidden, attach: 403 },
    otherFirmPrivate: provider(['library'], 403),
  },
  firmAdmin: demoMember(200),
  lawyer: demoMember(403),
  otherFirmLawyer: {
    providerPublic: {
      see: true,
      download: true,
      list: ['library', 'others', 'case'],
      search: true,
      attach: 200,
      delete: 403,
      ...readable(),
    },
    providerPrivate: hidden,
    firmPrivate: hidden,
    firmPrivateOwn: hidden,
    firmPublicProcessed: {
      see: true,
      download: true,
      list: ['library', 'others', 'case'],
      search: true,
      attach: 200,
      delete: 403,
      ...readable(),
    },
    firmPublicUnprocessed: hidden,
    litigantFile: hidden,
    // Their firm's, brought by nobody they are: theirs to see and list, not to delete (they do not administer it).
    otherFirmPrivate: {
      see: true,
      download: true,
      list: ['library', 'cabinet', 'case'],
      search: true,
      attach: 200,
      delete: 403,
      ...readable(403, 200),
    },
  },
};

let ctx: TestContext;
let db: TestDb;
const agents = {} as Record<ReaderKind, Agent>;
/** An opened case of the reader's firm (none for the super administrator: any case token will do). */
const caseOf = {} as Record<ReaderKind, string>;
const documentsOf = {} as Record<ReaderKind, Record<DocumentKind, string>>;

const SEARCH_WORD = 'matricedacces';

beforeAll(async () => {
  ctx = await createTestApp({ rateLimits: LIFTED_RATE_LIMITS });
  db = ctx.db;
  const demoFirm = await firmIdOf(db, DEMO.lawyer);
  const otherFirm = await firmIdOf(db, DEMO.otherFirmAdmin);
  const otherLawyerEmail = 'eva.autre@autre-cabinet.test';
  const otherLawyer = await insertLawyer(db, otherFirm, otherLawyerEmail, 'Eva Autre');
  const lawyer = await userIdOf(db, DEMO.lawyer);
  const colleague = await userIdOf(db, DEMO.freshLawyer);
  const demoCase = await insertCase(db, { clientId: demoFirm, userId: lawyer, status: 'opened' });
  const otherCase = await insertCase(db, { clientId: otherFirm, userId: otherLawyer, status: 'opened' });
  const litigantCase = await insertCase(db, { clientId: demoFirm, userId: lawyer, status: 'opened' });

  const fixtures: Record<DocumentKind, Partial<DocumentRow> & Pick<DocumentRow, 'origin'>> = {
    providerPublic: { client_id: null, origin: 'provider', visibility: 'public', state: 'processed' },
    providerPrivate: { client_id: null, origin: 'provider', visibility: 'private', state: 'processed' },
    firmPrivate: {
      client_id: demoFirm,
      origin: 'lawyer',
      visibility: 'private',
      state: 'success',
      source_lawyer_id: colleague,
      uploaded_by: colleague,
    },
    firmPrivateOwn: {
      client_id: demoFirm,
      origin: 'lawyer',
      visibility: 'private',
      state: 'success',
      source_lawyer_id: lawyer,
      uploaded_by: lawyer,
    },
    firmPublicProcessed: {
      client_id: demoFirm,
      origin: 'lawyer',
      visibility: 'public',
      state: 'processed',
      source_lawyer_id: colleague,
    },
    firmPublicUnprocessed: {
      client_id: demoFirm,
      origin: 'lawyer',
      visibility: 'public',
      state: 'success',
      source_lawyer_id: colleague,
    },
    litigantFile: {
      client_id: demoFirm,
      origin: 'litigant',
      visibility: 'private',
      state: 'success',
      legal_case_id: litigantCase.id,
    },
    otherFirmPrivate: { client_id: otherFirm, origin: 'lawyer', visibility: 'private', state: 'processed' },
  };

  // Newer than anything the demo seeded: the first page of every list below holds them all.
  const createdAt = new Date(Date.now() + 24 * 3600_000).toISOString();
  const content = minimalPdf(['Matrice']);
  mkdirSync(path.join(ctx.dataDir, 'files'), { recursive: true });
  for (const reader of Object.keys(EXPECTED) as ReaderKind[]) {
    const tokens = {} as Record<DocumentKind, string>;
    for (const kind of DOCUMENT_KINDS) {
      const token = randomBytes(24).toString('base64url');
      await db
        .insertInto('documents')
        .values({
          token,
          name: `${SEARCH_WORD} ${reader} ${kind}.pdf`,
          mime: 'application/pdf',
          size: content.length,
          sha256: 'x',
          text: `Texte ${SEARCH_WORD}`,
          language: 'fr',
          created_at: createdAt,
          updated_at: createdAt,
          ...fixtures[kind],
        })
        .execute();
      writeFileSync(path.join(ctx.dataDir, 'files', token), content);
      tokens[kind] = token;
    }
    documentsOf[reader] = tokens;
  }

  agents.superAdmin = await loggedIn(ctx.app, DEMO.superAdmin);
  agents.firmAdmin = await loggedIn(ctx.app, DEMO.firmAdmin);
  agents.lawyer = await loggedIn(ctx.app, DEMO.lawyer);
  agents.otherFirmLawyer = await loggedIn(ctx.app, otherLawyerEmail);
  caseOf.superAdmin = demoCase.token;
  caseOf.firmAdmin = demoCase.token;
  caseOf.lawyer = demoCase.token;
  caseOf.otherFirmLawyer = otherCase.token;
}, 60_000);

afterAll(() => ctx.close());

async function tokensListed(agent: Agent, query: string): Promise<Set<string>> {
  const response = await agent.get(`/api/documents?limit=100${query}`);
  if (response.statusCode !== 200) throw new Error(`list ${query} answered ${response.statusCode}`);
  return new Set((response.json().data as { token: string }[]).map((document) => document.token));
}

async function tokensFound(agent: Agent, body: Record<string, unknown>): Promise<Set<string>> {
  const response = await agent.post('/api/documents/search', { limit: 100, ...body });
  if (response.statusCode !== 200) throw new Error(`search answered ${response.statusCode}`);
  return new Set((response.json().data as { token: string }[]).map((document) => document.token));
}

/** Every column of the table for one reader, read through the API (deleting last). */
async function permissionsOf(reader: ReaderKind): Promise<Record<DocumentKind, Permissions>> {
  const agent = agents[reader];
  const tokens = documentsOf[reader];
  const actual = {} as Record<DocumentKind, Permissions>;
  for (const kind of DOCUMENT_KINDS) {
    const token = tokens[kind];
    const attached = await agent.post(
      `/api/legal-cases/add-document?legalcase_token=${caseOf[reader]}&document_token=${token}`,
    );
    const labelling = (body: Record<string, unknown>) =>
      agent.post('/api/documents/update-labelling', { token, ...body });
    actual[kind] = {
      see: (await agent.get(`/api/documents/as-raw-text/${token}`)).statusCode === 200,
      download: (await agent.get(`/api/documents/download/${token}`)).statusCode === 200,
      list: [],
      search: false,
      attach: attached.statusCode,
      delete: 0,
      detail: (await agent.get(`/api/documents/${token}`)).statusCode,
      describe: (await labelling({ metadata: { type: 'note' } })).statusCode,
      tag: (await labelling({ categorization: [] })).statusCode,
      anonymise: (await agent.get(`/api/documents/${token}/anonymisation`)).statusCode,
    };
  }

  const listed: [ListedIn, Set<string>][] = [
    ['library', await tokensListed(agent, '')],
    ['cabinet', await tokensListed(agent, '&scopes=cabinet')],
    ['others', await tokensListed(agent, '&scopes=others')],
  ];
  // The super administrator has no case (the scope is a 404 for them).
  if (reader !== 'superAdmin')
    listed.push(['case', await tokensListed(agent, `&scopes=case&legalcase_token=${caseOf[reader]}`)]);
  const byTerms = await tokensFound(agent, { terms: SEARCH_WORD });
  const byFilters = await tokensFound(agent, {});

  for (const kind of DOCUMENT_KINDS) {
    const token = tokens[kind];
    const permissions = actual[kind];
    permissions.list = listed.filter(([, found]) => found.has(token)).map(([scope]) => scope);
    if (byTerms.has(token) !== byFilters.has(token))
      throw new Error(`${reader} ${kind}: found by its terms ${byTerms.has(token)}, by the filters alone not`);
    permissions.search = byTerms.has(token);
    permissions.delete = (await agent.request('DELETE', `/api/documents/delete-file?token=${token}`)).statusCode;
  }
  return actual;
}

describe(`who may do what with a document (${ENGINE})`, () => {
  it.each(Object.keys(EXPECTED) as ReaderKind[])('as %s', async (reader) => {
    expect(await permissionsOf(reader)).toEqual(EXPECTED[reader]);
  });

  it('deletes a document for good when the rule allows it, and keeps it otherwise', async () => {
    const remaining = await db
      .selectFrom('documents')
      .select('token')
      .where(
        'token',
        'in',
        Object.values(documentsOf).flatMap((tokens) => Object.values(tokens)),
      )
      .execute();
    const expectedRemaining = (Object.keys(EXPECTED) as ReaderKind[]).flatMap((reader) =>
      DOCUMENT_KINDS.filter((kind) => EXPECTED[reader][kind].delete !== 200).map((kind) => documentsOf[reader][kind]),
    );
    expect(remaining.map((row) => row.token).sort()).toEqual(expectedRemaining.sort());
  });
});
