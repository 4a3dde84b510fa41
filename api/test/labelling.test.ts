// The metadata form's and the tagging screen's calls (issues 24 and 25), with the embedded `rules` provider:
// GET /api/documents/{token}, POST /api/documents/update-labelling (metadata, then labels), the values read from a
// text, the jurisdiction list, the labelling prompt and the suggestion runs. The language model's provider has its
// own file (labelling-llm.test.ts).
import { citationOf } from '@lexdesk/shared/domain';
import { randomBytes } from 'node:crypto';
import type { DocumentRow } from '../src/db/schema';
import { DEFAULT_LABELLING_PROMPT } from '../src/labelling';
import { minimalPdf } from '../src/lib/pdf';
import { OPENINGS } from './fixtures/recognition/openings';
import {
  type Agent,
  createTestApp,
  DEMO,
  firmIdOf,
  insertCase,
  LIFTED_RATE_LIMITS,
  loggedIn,
  multipartBody,
  type TestContext,
  userIdOf,
} from './helpers';

let ctx: TestContext;
let admin: Agent; // the super administrator
let marc: Agent; // lawyer of Cabinet Démo
let claire: Agent; // Cabinet Démo's administrator
let fresh: Agent; // another lawyer of Cabinet Démo
let jan: Agent; // another firm

const JUDGMENT = OPENINGS.find((opening) => opening.id === 'cass-fr-civil')?.text ?? '';
const NBSP = '\u00a0';

jest.setTimeout(30_000);

beforeAll(async () => {
  ctx = await createTestApp({ rateLimits: LIFTED_RATE_LIMITS });
  [admin, marc, claire, fresh, jan] = await Promise.all([
    loggedIn(ctx.app, DEMO.superAdmin),
    loggedIn(ctx.app, DEMO.lawyer),
    loggedIn(ctx.app, DEMO.firmAdmin),
    loggedIn(ctx.app, DEMO.freshLawyer),
    loggedIn(ctx.app, DEMO.otherFirmAdmin),
  ]);
}, 60_000);
afterAll(() => ctx.close());

type Fixture = Partial<DocumentRow> & Pick<DocumentRow, 'origin'>;

/** A document written straight into the database (its text ready unless said otherwise); answers its token. */
async function insertDocument(fixture: Fixture): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  const now = new Date().toISOString();
  await ctx.db
    .insertInto('documents')
    .values({
      token,
      name: 'arret.pdf',
      mime: 'application/pdf',
      size: 100,
      sha256: 'x',
      text: JUDGMENT,
      state: 'success',
      language: 'fr',
      client_id: null,
      visibility: 'private',
      created_at: now,
      updated_at: now,
      ...fixture,
    })
    .execute();
  return token;
}

const providerDocument = (fixture: Partial<DocumentRow> = {}) =>
  insertDocument({ origin: 'provider', visibility: 'public', ...fixture });

async function firmDocument(ownerEmail: string, fixture: Partial<DocumentRow> = {}): Promise<string> {
  const owner = await userIdOf(ctx.db, ownerEmail);
  return insertDocument({
    origin: 'lawyer',
    client_id: await firmIdOf(ctx.db, ownerEmail),
    source_lawyer_id: owner,
    uploaded_by: owner,
    ...fixture,
  });
}

const row = (token: string) =>
  ctx.db.selectFrom('documents').selectAll().where('token', '=', token).executeTakeFirstOrThrow();

const CASSATION = {
  type: 'jurisprudence',
  country: 'be',
  language: 'fr',
  jurisdictionType: 'cass',
  jurisdictionName: 'cass',
  pronouncedDate: '2019-03-12',
  roomNumber: '1',
  roleNumber: 'C.18.0456.F',
  ecli: 'ecli:be:cass:2019:arr.20190312.1',
  anonymous: 'no',
};

const saveMetadata = (agent: Agent, token: string, metadata: Record<string, unknown>, lang = 'fr') =>
  agent.post(`/api/documents/update-labelling?lang=${lang}`, { token, metadata });

const saveLabels = (agent: Agent, token: string, body: Record<string, unknown>) =>
  agent.post('/api/documents/update-labelling', { token, ...body });

describe('GET /api/documents/{token}', () => {
  it('answers the document with its metadata, labels and suggestions, as the lists see it', async () => {
    const token = await providerDocument({ state: 'processed', type: 'legislation', country: 'be', title: 'Loi X' });
    const detail = await marc.get(`/api/documents/${token}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toEqual({
      token,
      name: 'arret.pdf',
      mime: 'application/pdf',
      state: 'processed',
      visibility: 'public',
      // A row from before the metadata object: its columns fill it.
      metadata: expect.objectContaining({
        name: 'arret.pdf',
        type: 'legislation',
        country: 'be',
        language: 'fr',
        title: 'Loi X',
        source: 'lexdesk',
        lawyerSource: null,
        visibility: 'public',
        lawcases: [],
      }),
      categorization: [],
      unprocessed_openai_tag: [],
      suggestions_provider: null,
      summary: null,
      suggestions_pending: false,
      suggestions_error: null,
      suggestions_error_message: null,
    });
  });

  it("is a 404 for another firm's private document, an unprocessed public one and a litigant file", async () => {
    const janDocument = await firmDocument(DEMO.otherFirmAdmin);
    const unprocessed = await providerDocument({ state: 'success' });
    const firm = await firmIdOf(ctx.db, DEMO.lawyer);
    const legalCase = await insertCase(ctx.db, { clientId: firm, userId: await userIdOf(ctx.db, DEMO.lawyer) });
    const litigantFile = await insertDocument({ origin: 'litigant', client_id: firm, legal_case_id: legalCase.id });
    for (const token of [janDocument, unprocessed, litigantFile]) {
      expect((await marc.get(`/api/documents/${token}`)).statusCode).toBe(404);
    }
    expect((await jan.get(`/api/documents/${janDocument}`)).statusCode).toBe(200);
    expect((await admin.get(`/api/documents/${litigantFile}`)).statusCode).toBe(404);
    expect((await admin.get(`/api/documents/${janDocument}`)).statusCode).toBe(200);
    // A path naming no document is not found, not a refused token.
    for (const url of ['/api/documents/', '/api/documents//metadata-suggestions']) {
      expect({ url, status: (await marc.get(url)).statusCode }).toEqual({ url, status: 404 });
    }
  });
});

describe('POST /api/documents/update-labelling with metadata', () => {
  it('stores the whole object, recomputes the citation whatever is sent, and keeps the list columns in step', async () => {
    const token = await providerDocument({ state: 'processed' });
    const response = await saveMetadata(admin, token, { ...CASSATION, reference: 'Anything the client says.' });
    expect(response.statusCode).toBe(200);
    const reference = citationOf({ ...CASSATION, ecli: CASSATION.ecli.toUpperCase() });
    expect(reference).toBe('Cass. (1re ch.), 12 mars 2019, R.G. n° C.18.0456.F, ECLI:BE:CASS:2019:ARR.20190312.1.');
    const { metadata } = response.json().data;
    expect(metadata).toMatchObject({
      ...CASSATION,
      ecli: 'ECLI:BE:CASS:2019:ARR.20190312.1',
      reference,
      source: 'lexdesk',
      visibility: 'public',
    });
    expect(await row(token)).toMatchObject({
      reference,
      type: 'jurisprudence',
      country: 'be',
      language: 'fr',
      nature: null,
      title: null,
      anonymous: 0,
      visibility: 'public',
    });
    // Lists and search results carry the reference.
    const listed = (await marc.get('/api/documents?scopes=others&limit=50')).json().data as {
      token: string;
      reference: string | null;
    }[];
    expect(listed.find((document) => document.token === token)?.reference).toBe(reference);
    const found = (await marc.post('/api/documents/search', { type: 'jurisprudence', limit: 50 })).json().data as {
      token: string;
      reference: string | null;
    }[];
    expect(found.find((document) => document.token === token)?.reference).toBe(reference);

    // A later save with fewer fields empties the columns that no longer apply.
    const contract = await saveMetadata(admin, token, { type: 'contract', authorLastname: ['Dupont'] });
    expect(contract.statusCode).toBe(200);
    expect(await row(token)).toMatchObject({ type: 'contract', country: null, reference: 'Contrat, DUPONT.' });
  });

  it('refuses an inconsistent object with translated field errors, and stores nothing', async () => {
    const token = await providerDocument();
    const before = await row(token);
    const inconsistent = {
      type: 'jurisprudence',
      country: 'be',
      jurisdictionType: 'cour',
      jurisdictionSection: 'civ',
      jurisdictionName: 'cass',
      pronouncedDate: '2019-02-30',
      ecli: 'ECLI:BE:CABRL:2018:ARR.1',
      collection: 'mb',
      roomNature: 'nowhere',
    };
    const refused = await saveMetadata(admin, token, inconsistent);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      'metadata.jurisdictionSection': ["Ce champ ne s'applique pas au type, au pays ou à la nature choisis"],
      'metadata.collection': ["Ce champ ne s'applique pas au type, au pays ou à la nature choisis"],
      'metadata.roomNature': ['Cette valeur ne fait pas partie de la liste'],
      'metadata.pronouncedDate': [`La date n'est pas valide (format attendu${NBSP}: AAAA-MM-JJ)`],
      'metadata.jurisdictionName': ["Cette juridiction n'est pas du type de juridiction choisi"],
      'metadata.ecli': ["Le code de juridiction de l'ECLI ne correspond pas à la juridiction choisie"],
    });
    expect(await row(token)).toEqual(before);

    const english = await saveMetadata(admin, token, { ...CASSATION, ecli: 'ECLI:BE:CASS:2018:ARR.1' }, 'en');
    expect(english.json().errors).toEqual({ 'metadata.ecli': ["The ECLI's year is not the year of the decision"] });
    const dutch = await saveMetadata(admin, token, { ...CASSATION, ecli: 'BE:CASS:2019' }, 'nl');
    expect(dutch.json().errors['metadata.ecli'][0]).toMatch(/^De ECLI is ongeldig/);
    const authors = await saveMetadata(admin, token, {
      type: 'doctrine',
      authorFirstname: ['Jean', 'Anne'],
      authorLastname: ['Dupont'],
    });
    expect(authors.json().errors).toEqual({
      'metadata.authorLastname': ['Chaque auteur doit avoir un nom (un prénom seul ne suffit pas)'],
    });
    const numberless = await saveMetadata(admin, token, {
      type: 'jurisprudence',
      country: 'be',
      jurisdictionType: 'c-e',
    });
    expect(numberless.json().errors).toEqual({ 'metadata.number': ['Ce champ est requis'] });
    expect(await row(token)).toEqual(before);
  });

  it('names the fields of the metadata save only when the body does not fit its shape', async () => {
    const token = await providerDocument();
    const unknown = await saveMetadata(admin, token, { type: 'note', colour: 'red', title: 'x'.repeat(2001) });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors).sort()).toEqual(['metadata.colour', 'metadata.title']);
    const labels = await saveLabels(admin, token, {
      categorization: [{ name: 'A', code: 'a', color: 'red', data: [] }],
    });
    expect(labels.statusCode).toBe(422);
    expect(Object.keys(labels.json().errors)).toEqual(['categorization.0.color']);
    const neither = await admin.post('/api/documents/update-labelling', { token });
    expect(neither.statusCode).toBe(422);
    expect(neither.json().errors).toEqual({ categorization: ['Ce champ est requis'] });
  });

  it("keeps a member's document private, from source lawyer, with the lawyer who brought it", async () => {
    const own = await firmDocument(DEMO.lawyer);
    const marcId = await userIdOf(ctx.db, DEMO.lawyer);
    const saved = await saveMetadata(marc, own, {
      type: 'note',
      visibility: 'public',
      source: 'lexdesk',
      lawyerSource: { id: 1, lawyer_id: 1, name: 'Quelqu’un' },
      anonymous: 'yes',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.metadata).toMatchObject({
      visibility: 'private',
      source: 'lawyer',
      lawyerSource: { id: marcId, lawyer_id: marcId, name: expect.any(String) },
      anonymous: 'yes',
    });
    expect(await row(own)).toMatchObject({ visibility: 'private', source_lawyer_id: marcId, anonymous: 1 });

    // The firm's administrator may describe a colleague's document: it stays the colleague's.
    const colleagues = await firmDocument(DEMO.freshLawyer);
    const freshId = await userIdOf(ctx.db, DEMO.freshLawyer);
    expect((await saveMetadata(claire, colleagues, { type: 'note' })).statusCode).toBe(200);
    expect(await row(colleagues)).toMatchObject({ source_lawyer_id: freshId });
  });

  it('lets only who may delete a private document describe it; another firm does not find it', async () => {
    const colleagues = await firmDocument(DEMO.freshLawyer);
    expect((await saveMetadata(marc, colleagues, { type: 'note' })).statusCode).toBe(403);
    expect((await saveMetadata(fresh, colleagues, { type: 'note' })).statusCode).toBe(200);
    expect((await saveMetadata(jan, colleagues, { type: 'note' })).statusCode).toBe(404);
    const published = await providerDocument({ state: 'processed' });
    expect((await saveMetadata(marc, published, { type: 'note' })).statusCode).toBe(403);
    expect((await saveMetadata(marc, 'x'.repeat(40), { type: 'note' })).statusCode).toBe(404);
  });

  it("applies the provider's rules: public by default, never back to private, not public before anonymisation", async () => {
    const token = await providerDocument({ visibility: 'private' });
    expect((await saveMetadata(admin, token, { type: 'note', visibility: 'public' })).statusCode).toBe(200);
    const back = await saveMetadata(admin, token, { type: 'note', visibility: 'private' });
    expect(back.statusCode).toBe(409);
    expect(back.json()).toMatchObject({
      code: 'document_public_not_private',
      message: 'Un document public ne peut pas redevenir privé.',
    });
    // Without a visibility, the stored one stays.
    expect((await saveMetadata(admin, token, { type: 'quote' })).json().data.visibility).toBe('public');
    const anonymous = await saveMetadata(admin, token, { type: 'note', anonymous: 'yes' });
    expect(anonymous.statusCode).toBe(409);
    expect(anonymous.json().code).toBe('document_anonymisation_pending');
    expect(await row(token)).toMatchObject({ visibility: 'public', type: 'quote', anonymous: 0 });

    const toAnonymise = await providerDocument({ visibility: 'private' });
    expect((await saveMetadata(admin, toAnonymise, { type: 'note', anonymous: 'yes' })).statusCode).toBe(200);
    const publish = await saveMetadata(admin, toAnonymise, { type: 'note', anonymous: 'yes', visibility: 'public' });
    expect(publish.statusCode).toBe(409);
    expect(publish.json().code).toBe('document_anonymisation_pending');
  });

  it("credits a lawyer of a firm as the provider document's source, by their account", async () => {
    const token = await providerDocument();
    const marcId = await userIdOf(ctx.db, DEMO.lawyer);
    const credited = await saveMetadata(admin, token, {
      type: 'note',
      source: 'lawyer',
      lawyerSource: { id: marcId, lawyer_id: marcId, name: 'Another name' },
    });
    expect(credited.statusCode).toBe(200);
    const marcName = (
      await ctx.db.selectFrom('users').select('name').where('id', '=', marcId).executeTakeFirstOrThrow()
    ).name;
    expect(credited.json().data.metadata).toMatchObject({
      source: 'lawyer',
      lawyerSource: { id: marcId, lawyer_id: marcId, name: marcName },
    });
    expect(await row(token)).toMatchObject({ source_lawyer_id: marcId, client_id: null });
    const adminId = await userIdOf(ctx.db, DEMO.superAdmin);
    const nobody = await saveMetadata(admin, token, {
      type: 'note',
      source: 'lawyer',
      lawyerSource: { id: adminId, lawyer_id: adminId, name: 'x' },
    });
    expect(nobody.json().errors).toEqual({ 'metadata.lawyerSource': ["Cet avocat n'est membre d'aucun cabinet"] });
    const missing = await saveMetadata(admin, token, { type: 'note', source: 'lawyer' });
    expect(missing.json().errors).toEqual({ 'metadata.lawyerSource': ['Ce champ est requis'] });
    // Back to the provider's own: no source lawyer.
    expect((await saveMetadata(admin, token, { type: 'note', source: 'lexdesk' })).json().data.metadata).toMatchObject({
      source: 'lexdesk',
      lawyerSource: null,
    });
  });

  it('saves the law cases for the case suggestions, renames the document, and shows the law cases translated', async () => {
    const token = await firmDocument(DEMO.lawyer);
    const lawCases = await ctx.db.selectFrom('law_cases').selectAll().orderBy('id').limit(2).execute();
    const sent = lawCases.map((lawCase) => ({ id: lawCase.id, content: 'as the form showed it' }));
    const saved = await saveMetadata(
      marc,
      token,
      { type: 'note', name: 'Note sur le licenciement', lawcases: [...sent, { id: 99_999_999, content: 'gone' }] },
      'nl',
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.name).toBe('Note sur le licenciement');
    expect(saved.json().data.metadata.lawcases).toEqual(
      lawCases.map((lawCase) => ({ id: lawCase.id, content: lawCase.content_nl })),
    );
    const stored = await ctx.db
      .selectFrom('document_law_cases')
      .select('law_case_id')
      .where('document_id', '=', (await row(token)).id)
      .orderBy('law_case_id')
      .execute();
    expect(stored.map((link) => link.law_case_id)).toEqual(lawCases.map((lawCase) => lawCase.id));
  });
});

describe('POST /api/documents/upload-file with the metadata field', () => {
  async function upload(agent: Agent, fields: Record<string, string>) {
    const { payload, contentType } = await multipartBody([
      ...Object.entries(fields),
      ['file', { content: minimalPdf(['Arrêt']), filename: 'arret.pdf' }],
    ]);
    return agent.request('POST', '/api/documents/upload-file', { payload, headers: { 'content-type': contentType } });
  }

  it('stores the whole form, with its citation, under the source rules', async () => {
    const answer = await upload(admin, { metadata: JSON.stringify({ ...CASSATION, name: 'Cass. 12 mars 2019' }) });
    expect(answer.statusCode).toBe(201);
    const document = answer.json().data;
    expect(document).toMatchObject({
      name: 'Cass. 12 mars 2019',
      visibility: 'public',
      type: 'jurisprudence',
      reference: 'Cass. (1re ch.), 12 mars 2019, R.G. n° C.18.0456.F, ECLI:BE:CASS:2019:ARR.20190312.1.',
    });
    const detail = (await admin.get(`/api/documents/${document.token}`)).json().data;
    expect(detail.metadata).toMatchObject({ roleNumber: 'C.18.0456.F', jurisdictionName: 'cass', source: 'lexdesk' });

    // Several files at once: the popup sends the fields that apply to each.
    const lawCase = await ctx.db.selectFrom('law_cases').select('id').orderBy('id').executeTakeFirstOrThrow();
    const multiple = await upload(marc, {
      metadata: JSON.stringify({
        type: 'conclusion',
        country: 'be',
        language: 'nl',
        lawcases: [{ id: lawCase.id, content: '' }],
        visibility: 'public',
      }),
    });
    expect(multiple.statusCode).toBe(201);
    expect(multiple.json().data).toMatchObject({ type: 'conclusion', language: 'nl', visibility: 'private' });
    // The popup's visibility toggle beside the object applies when the object has none.
    const toggled = await upload(admin, { visibility: 'private', metadata: JSON.stringify({ type: 'note' }) });
    expect(toggled.json().data.visibility).toBe('private');
    // Anonymised later: the super administrator's document to anonymise starts private.
    const toAnonymise = await upload(admin, { metadata: JSON.stringify({ type: 'note', anonymous: 'yes' }) });
    expect(toAnonymise.json().data.visibility).toBe('private');
  });

  it('refuses bad metadata with 422 before the file is stored, and the separate fields beside it', async () => {
    const documents = async () =>
      Number(
        (
          await ctx.db
            .selectFrom('documents')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await documents();
    const cases: [Record<string, string>, string[]][] = [
      [{ metadata: '{not json' }, ['metadata']],
      [{ metadata: '[1, 2]' }, ['metadata']],
      [{ metadata: JSON.stringify({ type: 'poem' }) }, ['metadata.type']],
      [{ metadata: JSON.stringify({ type: 'note', legislationDate: '2020-01-01' }) }, ['metadata.legislationDate']],
      [{ metadata: JSON.stringify({ type: 'note', extra: 1 }) }, ['metadata.extra']],
      [{ metadata: JSON.stringify({ type: 'note' }), type: 'note' }, ['type']],
    ];
    for (const [fields, errors] of cases) {
      const refused = await upload(admin, fields);
      expect({ fields, status: refused.statusCode, errors: Object.keys(refused.json().errors ?? {}) }).toEqual({
        fields,
        status: 422,
        errors,
      });
    }
    const anonymousPublic = await upload(admin, {
      metadata: JSON.stringify({ type: 'note', anonymous: 'yes', visibility: 'public' }),
    });
    expect(anonymousPublic.statusCode).toBe(409);
    const unknown = await upload(admin, { metadata: JSON.stringify({ type: 'note', extra: 1, year: 2020 }) });
    expect(unknown.json().errors).toEqual({
      'metadata.extra': ["Ce champ n'est pas autorisé"],
      'metadata.year': ["Ce champ n'est pas valide"],
    });
    expect(await documents()).toBe(before);
  });
});

describe('POST /api/documents/update-labelling with labels', () => {
  const at = (needle: string, from = 0) => {
    const start = JUDGMENT.indexOf(needle, from);
    if (start === -1) throw new Error(`not in the judgment: ${needle}`);
    return { start_index: start, end_index: start + needle.length, content: needle };
  };

  it('stores overlapping selections as sent, moves the document to processed and renames it', async () => {
    const token = await providerDocument({ visibility: 'private' });
    const categorization = [
      { name: 'Juridiction', code: 'juridiction', color: '1F77B4', data: [at('Cour de cassation de Belgique')] },
      // Overlaps the first label's passage.
      { name: 'Pays', code: 'pays', color: 'e68a70', data: [at('Belgique')], openai: true },
      { name: 'Dispositif', code: 'dispositif', color: '2CA02C', data: [at('Rejette le pourvoi'), at('dépens')] },
    ];
    const saved = await saveLabels(admin, token, { categorization, processed: true, name: 'Cass. 2019.pdf' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ state: 'processed', name: 'Cass. 2019.pdf', categorization });
    expect((await admin.get(`/api/documents/${token}`)).json().data.categorization).toEqual(categorization);
    expect(await row(token)).toMatchObject({ state: 'processed', processed_at: expect.any(String) });
    // Saving again keeps it processed.
    expect((await saveLabels(admin, token, { categorization: [], processed: true })).json().data.state).toBe(
      'processed',
    );
  });

  it('refuses selections that are not the text, a nameless label and a code used twice: nothing stored', async () => {
    const token = await providerDocument({ visibility: 'private' });
    const before = await row(token);
    const refused = await saveLabels(admin, token, {
      categorization: [
        {
          name: 'Juridiction',
          code: 'juridiction',
          color: '1F77B4',
          data: [
            at('Cour de cassation'),
            { start_index: JUDGMENT.length - 2, end_index: JUDGMENT.length + 5, content: 'n.' },
            { start_index: 10, end_index: 10, content: '' },
            { ...at('Cour de cassation'), content: 'Cour de Cassation' },
          ],
        },
        { name: '  ', code: 'juridiction', color: '2CA02C', data: [] },
      ],
      processed: true,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      'categorization.0.data.1': ['Ce passage sort du texte du document'],
      'categorization.0.data.2': ['Un passage ne peut pas être vide'],
      'categorization.0.data.3': ['Ce passage ne correspond pas au texte du document à cet endroit'],
      'categorization.1.name': ['Un tag doit avoir un nom'],
      'categorization.1.code': ["Ce code est déjà celui d'un autre tag de ce document"],
    });
    expect(await row(token)).toEqual(before);
  });

  it('is the super administrator’s only, on a document whose text is ready', async () => {
    const own = await firmDocument(DEMO.lawyer);
    expect((await saveLabels(marc, own, { categorization: [] })).statusCode).toBe(403);
    expect((await saveLabels(jan, own, { categorization: [] })).statusCode).toBe(404);
    expect((await saveLabels(admin, own, { categorization: [] })).statusCode).toBe(200);
    const pending = await providerDocument({ state: 'pending', text: null });
    const notReady = await saveLabels(admin, pending, { categorization: [] });
    expect(notReady.statusCode).toBe(409);
    expect(notReady.json().code).toBe('document_not_ready');
  });
});

describe('GET /api/documents/{token}/metadata-suggestions', () => {
  it('reads the values from a document the user may see, once its text is ready', async () => {
    const token = await firmDocument(DEMO.lawyer);
    const answer = await fresh.get(`/api/documents/${token}/metadata-suggestions`);
    expect(answer.statusCode).toBe(200);
    const values = Object.fromEntries(
      (answer.json().data as { field: string; value: string }[]).map((suggestion) => [
        suggestion.field,
        suggestion.value,
      ]),
    );
    expect(values).toMatchObject({ type: 'jurisprudence', jurisdictionName: 'cass', roleNumber: 'C.18.0456.F' });
    for (const suggestion of answer.json().data as { value: string; start_index: number; end_index: number }[]) {
      expect(suggestion.end_index).toBeGreaterThan(suggestion.start_index);
    }
    expect((await jan.get(`/api/documents/${token}/metadata-suggestions`)).statusCode).toBe(404);
    const pending = await firmDocument(DEMO.lawyer, { state: 'pending', text: null });
    const notReady = await marc.get(`/api/documents/${pending}/metadata-suggestions?lang=en`);
    expect(notReady.statusCode).toBe(409);
    expect(notReady.json()).toMatchObject({
      code: 'document_not_ready',
      message: expect.stringMatching(/^The document/),
    });
  });
});

describe('GET /api/reference/jurisdictions', () => {
  it('answers the whole list or one type, cacheable by the browser for a day', async () => {
    const all = await marc.get('/api/reference/jurisdictions');
    expect(all.statusCode).toBe(200);
    expect(all.headers['cache-control']).toBe('private, max-age=86400');
    const list = all.json().data as { code: string; type: string }[];
    expect(list.length).toBeGreaterThan(200);
    expect(new Set(list.map((court) => court.code)).size).toBe(list.length);
    const cassation = await marc.get('/api/reference/jurisdictions?type=cass');
    expect(cassation.json().data).toEqual([
      {
        code: 'cass',
        type: 'cass',
        labels: { fr: 'Cour de cassation', nl: 'Hof van Cassatie', en: 'Court of Cassation' },
        abbreviations: { fr: 'Cass.', nl: 'Cass.' },
        ecli: 'CASS',
      },
    ]);
    const refused = await marc.get('/api/reference/jurisdictions?type=supreme');
    expect(refused.statusCode).toBe(422);
    // A refusal is never kept.
    expect(refused.headers['cache-control']).toBe('no-store');
  });
});

describe('the labelling prompt', () => {
  it('is the French default until the super administrator saves one', async () => {
    const initial = await admin.get('/api/prompts/openai-labelling');
    expect(initial.statusCode).toBe(200);
    expect(initial.json().data).toEqual({ prompt: DEFAULT_LABELLING_PROMPT });
    expect(DEFAULT_LABELLING_PROMPT).toMatch(/droit belge/);
    const saved = await admin.post('/api/prompts/openai-labelling', { prompt: '  Relève les articles cités.  ' });
    expect(saved.json().data).toEqual({ prompt: 'Relève les articles cités.' });
    expect((await admin.get('/api/prompts/openai-labelling')).json().data).toEqual({
      prompt: 'Relève les articles cités.',
    });
    for (const prompt of ['', '   ']) {
      const blank = await admin.post('/api/prompts/openai-labelling', { prompt });
      expect(blank.statusCode).toBe(422);
      expect(Object.keys(blank.json().errors)).toEqual(['prompt']);
    }
    expect((await claire.get('/api/prompts/openai-labelling')).statusCode).toBe(403);
    expect((await marc.post('/api/prompts/openai-labelling', { prompt: 'x' })).statusCode).toBe(403);
    await admin.post('/api/prompts/openai-labelling', { prompt: DEFAULT_LABELLING_PROMPT });
  });
});

describe('POST /api/launch/openai-labelling with the embedded rules', () => {
  it('answers 202, and the run stores the tags, the summary and its provider', async () => {
    const token = await providerDocument({ visibility: 'private' });
    const launched = await admin.post('/api/launch/openai-labelling', { token, prompt: 'Relève tout.' });
    expect(launched.statusCode).toBe(202);
    expect(launched.json().data).toEqual({ token, job_id: expect.any(Number) });
    expect((await admin.get(`/api/documents/${token}`)).json().data.suggestions_pending).toBe(true);
    await ctx.app.labelling.drain();
    const detail = (await admin.get(`/api/documents/${token}`)).json().data;
    expect(detail).toMatchObject({
      suggestions_provider: 'rules',
      suggestions_pending: false,
      suggestions_error: null,
      summary: `Cour de cassation, 12 mars 2019, C.18.0456.F. Dispositif${NBSP}: La Cour, Rejette le pourvoi.`,
    });
    const codes = (detail.unprocessed_openai_tag as { code: string; color: string; openai: boolean }[]).map(
      (tag) => tag.code,
    );
    expect(codes).toEqual(expect.arrayContaining(['article_reference', 'court', 'date', 'role_number']));
    for (const tag of detail.unprocessed_openai_tag as {
      color: string;
      openai: boolean;
      data: { start_index: number; end_index: number; content: string }[];
    }[]) {
      expect(tag).toMatchObject({ color: 'E68A70', openai: true });
      for (const selection of tag.data) {
        expect(JUDGMENT.slice(selection.start_index, selection.end_index)).toBe(selection.content);
      }
    }
  });

  it('is refused on a text not ready, to a member, and for another firm', async () => {
    const pending = await providerDocument({ state: 'pending', text: null });
    const notReady = await admin.post('/api/launch/openai-labelling', { token: pending, prompt: 'x' });
    expect(notReady.statusCode).toBe(409);
    expect(notReady.json().code).toBe('document_not_ready');
    const own = await firmDocument(DEMO.lawyer);
    expect((await marc.post('/api/launch/openai-labelling', { token: own, prompt: 'x' })).statusCode).toBe(403);
    expect((await jan.post('/api/launch/openai-labelling', { token: own, prompt: 'x' })).statusCode).toBe(404);
    expect((await admin.post('/api/launch/openai-labelling', { token: own, prompt: '' })).statusCode).toBe(422);
    expect((await admin.post('/api/launch/openai-labelling', { token: own, prompt: ' \n ' })).statusCode).toBe(422);
  });
});
