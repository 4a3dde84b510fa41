// The anonymisation calls (issue 26): the detection job, the reviewer's decisions and additions, the validation,
// what a reader outside the owner gets (text, search, excerpts, download, detail) and the refusal to publish before
// validation. The fixtures name persons and e-mail addresses: the e-mails are asserted strictly (the first-cut
// detection finds them, and so do the full rules), the persons not at all (the rules that find them are another
// branch's).
import { randomBytes } from 'node:crypto';
import type { AnonymisationEntity, AnonymisationView } from '@lexdesk/shared/contract';
import type { DocumentRow } from '../src/db/schema';
import { catalogues } from '../src/i18n';
import {
  type Agent,
  createTestApp,
  DEMO,
  firmIdOf,
  insertCase,
  LIFTED_RATE_LIMITS,
  loggedIn,
  type TestContext,
  userIdOf,
} from './helpers';

let ctx: TestContext;
let admin: Agent; // the super administrator
let marc: Agent; // lawyer of Cabinet Démo
let jan: Agent; // the other firm's administrator

jest.setTimeout(30_000);

beforeAll(async () => {
  ctx = await createTestApp({ rateLimits: LIFTED_RATE_LIMITS });
  [admin, marc, jan] = await Promise.all([
    loggedIn(ctx.app, DEMO.superAdmin),
    loggedIn(ctx.app, DEMO.lawyer),
    loggedIn(ctx.app, DEMO.otherFirmAdmin),
  ]);
}, 60_000);
afterAll(() => ctx.close());

// A word no demo document holds, so that a search for it finds only these fixtures.
const MARKER = 'quetzalbail';
const JEAN_MAIL = 'jean.dupont@exemple.be';
const SOPHIE_MAIL = 'sophie.martin@exemple.be';
const JUDGMENT = [
  "COUR D'APPEL DE LIÈGE, 20e chambre, arrêt du 14 mars 2024.",
  `EN CAUSE DE : Monsieur Jean DUPONT, domicilié à 4000 Liège, rue des Vignes 12, joignable à ${JEAN_MAIL}, appelant,`,
  `CONTRE : Madame Sophie MARTIN, joignable à ${SOPHIE_MAIL}, intimée.`,
  `Monsieur DUPONT a écrit à Madame MARTIN depuis ${JEAN_MAIL} au sujet du ${MARKER} commercial.`,
  'Par ces motifs, la Cour confirme le jugement entrepris.',
].join('\n');

type Fixture = Partial<DocumentRow> & Pick<DocumentRow, 'origin'>;

/** A document written straight into the database, its text ready; answers its token. */
async function insertDocument(fixture: Fixture): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  const now = new Date().toISOString();
  await ctx.db
    .insertInto('documents')
    .values({
      token,
      name: 'arret-dupont.pdf',
      mime: 'application/pdf',
      size: 100,
      sha256: 'x',
      text: JUDGMENT,
      state: 'processed',
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

/** A provider's public judgment marked anonymous (as a metadata save before this issue could not make it). */
const publicAnonymousJudgment = (fixture: Partial<DocumentRow> = {}) =>
  insertDocument({ origin: 'provider', visibility: 'public', anonymous: 1, ...fixture });

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

const view = async (agent: Agent, token: string): Promise<AnonymisationView> => {
  const response = await agent.get(`/api/documents/${token}/anonymisation`);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: AnonymisationView }>().data;
};

/** Detection launched and run to its end. */
async function detect(agent: Agent, token: string): Promise<AnonymisationView> {
  const launched = await agent.post(`/api/documents/${token}/anonymisation/detect`);
  expect(launched.statusCode).toBe(202);
  expect(launched.json().data).toEqual({ token, job_id: expect.any(Number) });
  await ctx.app.labelling.drain();
  return view(agent, token);
}

const decide = (agent: Agent, token: string, entities: unknown[], lang = 'fr') =>
  agent.post(`/api/documents/${token}/anonymisation?lang=${lang}`, { entities });

const validate = (agent: Agent, token: string, lang = 'fr') =>
  agent.post(`/api/documents/${token}/anonymisation/validate?lang=${lang}`);

const emails = (entities: readonly AnonymisationEntity[]) => entities.filter((entity) => entity.category === 'email');

/**
 * The review a person makes: the e-mails accepted, every other proposal rejected (so that the test does not
 * depend on which persons the rules find), and the names added by hand.
 */
async function reviewAndValidate(agent: Agent, token: string): Promise<AnonymisationView> {
  const detected = await detect(agent, token);
  const decisions = detected.entities.map((entity) => ({
    id: entity.id,
    decision: entity.category === 'email' ? 'accepted' : 'rejected',
  }));
  const span = (content: string, from: 'first' | 'last') => {
    const start = from === 'first' ? JUDGMENT.indexOf(content) : JUDGMENT.lastIndexOf(content);
    return { start_index: start, end_index: start + content.length, content, category: 'person' };
  };
  const saved = await decide(agent, token, [
    ...decisions,
    span('Jean DUPONT', 'first'),
    span('Sophie MARTIN', 'first'),
    span('DUPONT', 'last'),
    span('MARTIN', 'last'),
  ]);
  expect(saved.statusCode).toBe(200);
  const validated = await validate(agent, token);
  expect(validated.statusCode).toBe(200);
  return validated.json<{ data: AnonymisationView }>().data;
}

describe('detection', () => {
  it('queues a job that proposes the e-mail addresses, one group and one pseudonym per address', async () => {
    const token = await publicAnonymousJudgment();
    const launched = await admin.post(`/api/documents/${token}/anonymisation/detect`);
    expect(launched.statusCode).toBe(202);
    expect((await view(admin, token)).status).toBe('pending');
    await ctx.app.labelling.drain();

    const proposed = await view(admin, token);
    expect(proposed.status).toBe('proposed');
    for (const entity of proposed.entities) {
      expect(JUDGMENT.slice(entity.start_index, entity.end_index)).toBe(entity.content);
      expect(entity.decision).toBe('proposed');
      expect(entity.source).toBe('rules');
    }
    const found = emails(proposed.entities);
    expect(found.map((entity) => entity.content)).toEqual([JEAN_MAIL, SOPHIE_MAIL, JEAN_MAIL]);
    expect(found.map((entity) => entity.replacement)).toEqual([
      '[adresse e-mail]',
      '[adresse e-mail]',
      '[adresse e-mail]',
    ]);
    expect(found[0]?.group).toBe(found[2]?.group);
    expect(found[0]?.group).not.toBe(found[1]?.group);
  });

  it('writes the pseudonyms in Dutch for a Dutch document', async () => {
    const token = await insertDocument({ origin: 'provider', language: 'nl' });
    const proposed = await detect(admin, token);
    expect(emails(proposed.entities).map((entity) => entity.replacement)).toContain('[e-mailadres]');
  });

  it('keeps the decisions taken and the entities added by hand when detection runs again', async () => {
    const token = await insertDocument({ origin: 'provider' });
    const first = await detect(admin, token);
    const [jean, sophie] = emails(first.entities);
    const manual = JUDGMENT.indexOf('rue des Vignes 12');
    const saved = await decide(admin, token, [
      { id: jean?.id, decision: 'accepted' },
      { id: sophie?.id, decision: 'rejected' },
      ...first.entities
        .filter((entity) => entity.category !== 'email')
        .map((entity) => ({ id: entity.id, decision: 'rejected' })),
      { start_index: manual, end_index: manual + 17, content: 'rue des Vignes 12', category: 'address' },
    ]);
    expect(saved.statusCode).toBe(200);

    const again = await detect(admin, token);
    expect(again.status).toBe('proposed');
    const byId = new Map(again.entities.map((entity) => [entity.id, entity]));
    expect(byId.get(jean?.id ?? 0)?.decision).toBe('accepted');
    expect(byId.get(sophie?.id ?? 0)?.decision).toBe('rejected');
    const address = again.entities.find((entity) => entity.source === 'manual');
    expect(address).toMatchObject({ content: 'rue des Vignes 12', category: 'address', decision: 'accepted' });
    // The second occurrence of Jean's address is proposed again and joins his group.
    const jeanAgain = emails(again.entities).filter((entity) => entity.content === JEAN_MAIL);
    expect(jeanAgain).toHaveLength(2);
    expect(jeanAgain[1]).toMatchObject({ decision: 'proposed', group: jean?.group });
  });

  it('answers 409 while the text is not ready', async () => {
    const token = await insertDocument({ origin: 'provider', state: 'pending', text: null });
    const launched = await admin.post(`/api/documents/${token}/anonymisation/detect`);
    expect(launched.statusCode).toBe(409);
    expect(launched.json().code).toBe('document_not_ready');
  });
});

describe('decisions and additions', () => {
  let token: string;
  let detected: AnonymisationView;
  beforeAll(async () => {
    token = await insertDocument({ origin: 'provider' });
    detected = await detect(admin, token);
  });

  it('stores the decisions and gives a hand-added name the pseudonyms of persons in order of appearance', async () => {
    const sophie = JUDGMENT.indexOf('Sophie MARTIN');
    const jean = JUDGMENT.indexOf('Jean DUPONT');
    const saved = await decide(admin, token, [
      ...detected.entities.map((entity) => ({
        id: entity.id,
        decision: entity.category === 'email' ? 'accepted' : 'rejected',
      })),
      { start_index: sophie, end_index: sophie + 13, content: 'Sophie MARTIN', category: 'person' },
      { start_index: jean, end_index: jean + 11, content: 'Jean DUPONT', category: 'person' },
    ]);
    expect(saved.statusCode).toBe(200);
    const answer = saved.json<{ data: AnonymisationView }>().data;
    expect(answer).toEqual(await view(admin, token));
    const persons = answer.entities.filter((entity) => entity.source === 'manual');
    // Jean comes first in the text: A.; Sophie: B.
    expect(persons.map((entity) => [entity.content, entity.replacement, entity.decision])).toEqual([
      ['Jean DUPONT', 'A.', 'accepted'],
      ['Sophie MARTIN', 'B.', 'accepted'],
    ]);
    expect(emails(answer.entities).every((entity) => entity.decision === 'accepted')).toBe(true);
  });

  it('puts an addition with the same content in the same group, or in the group it names', async () => {
    const dupont = JUDGMENT.lastIndexOf('DUPONT');
    const martin = JUDGMENT.lastIndexOf('MARTIN');
    const before = await view(admin, token);
    const sophieGroup = before.entities.find((entity) => entity.content === 'Sophie MARTIN')?.group;
    const saved = await decide(admin, token, [
      { start_index: dupont, end_index: dupont + 6, content: 'DUPONT', category: 'person' },
      { start_index: martin, end_index: martin + 6, content: 'MARTIN', category: 'person', group: sophieGroup },
    ]);
    expect(saved.statusCode).toBe(200);
    const answer = saved.json<{ data: AnonymisationView }>().data;
    const martinEntity = answer.entities.find((entity) => entity.start_index === martin);
    expect(martinEntity).toMatchObject({ group: sophieGroup, replacement: 'B.' });
    // "DUPONT" alone joins the group of the entity with the same content, which the rules made Jean DUPONT's.
    const dupontEntity = answer.entities.find((entity) => entity.start_index === dupont && entity.source === 'manual');
    const rulesDupont = before.entities.find((entity) => entity.content === 'DUPONT' && entity.source === 'rules');
    expect(rulesDupont).toBeDefined();
    expect(dupontEntity?.group).toBe(rulesDupont?.group);
  });

  it('refuses bad offsets, a content that is not the text there, an overlap and an unknown id, storing nothing', async () => {
    const before = await view(admin, token);
    const email = emails(before.entities)[0] as AnonymisationEntity;
    const court = JUDGMENT.indexOf('LIÈGE');
    const refused = await decide(
      admin,
      token,
      [
        { id: email.id, decision: 'rejected' },
        { start_index: JUDGMENT.length - 2, end_index: JUDGMENT.length + 5, content: 'x', category: 'other' },
        { start_index: 10, end_index: 10, content: 'x', category: 'other' },
        { start_index: court, end_index: court + 5, content: 'LIEGE', category: 'other' },
        { start_index: 10, end_index: 12, content: JUDGMENT.slice(10, 12), category: 'other', group: 'nope' },
        { id: 999_999_999, decision: 'accepted' },
      ],
      'en',
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      'entities.1': [catalogues.en.selection_out_of_range],
      'entities.2': [catalogues.en.selection_empty],
      'entities.3': [catalogues.en.selection_content_mismatch],
      'entities.4.group': [catalogues.en.anonymisation_group_unknown],
      'entities.5.id': [catalogues.en.anonymisation_entity_unknown],
    });
    expect(await view(admin, token)).toEqual(before);

    // Over an accepted e-mail address, in Dutch.
    const overlap = await decide(
      admin,
      token,
      [{ start_index: email.start_index, end_index: email.end_index, content: email.content, category: 'email' }],
      'nl',
    );
    expect(overlap.statusCode).toBe(422);
    expect(overlap.json().errors).toEqual({ 'entities.0': [catalogues.nl.anonymisation_overlap] });
    expect(await view(admin, token)).toEqual(before);
  });

  it('refuses an entity of another document', async () => {
    const other = await insertDocument({ origin: 'provider' });
    const otherView = await detect(admin, other);
    const refused = await decide(admin, token, [{ id: otherView.entities[0]?.id, decision: 'accepted' }]);
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['entities.0.id']);
  });

  it('refuses a body of the wrong shape with 422, never a 500', async () => {
    for (const entities of [
      [{ id: 1, decision: 'maybe' }],
      [{ start_index: -1, end_index: 2, content: 'x', category: 'person' }],
      [{ start_index: 0, end_index: 2, content: 'x', category: 'company' }],
    ]) {
      const response = await decide(admin, token, entities);
      expect({ entities, status: response.statusCode }).toEqual({ entities, status: 422 });
    }
  });
});

describe('validation and what others see', () => {
  it('refuses to validate while a proposal is undecided, then builds the anonymised text', async () => {
    const token = await publicAnonymousJudgment();
    const detected = await detect(admin, token);
    const undecided = await validate(admin, token, 'nl');
    expect(undecided.statusCode).toBe(422);
    expect(undecided.json().errors).toEqual({ entities: [catalogues.nl.anonymisation_undecided] });

    const validated = await reviewAndValidate(admin, token);
    expect(validated.status).toBe('validated');
    expect(validated.entities.length).toBeGreaterThanOrEqual(detected.entities.length);
    const stored = await ctx.db
      .selectFrom('documents')
      .select(['anonymised_text', 'anonymisation_status'])
      .where('token', '=', token)
      .executeTakeFirstOrThrow();
    expect(stored.anonymisation_status).toBe('validated');
    expect(stored.anonymised_text).toContain('EN CAUSE DE : Monsieur A., domicilié à 4000 Liège');
    expect(stored.anonymised_text).toContain('CONTRE : Madame B., joignable à [adresse e-mail], intimée.');
    expect(stored.anonymised_text).not.toContain(JEAN_MAIL);
  });

  it('answers 409 to validate a document never detected', async () => {
    const token = await insertDocument({ origin: 'provider' });
    const response = await validate(admin, token);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('anonymisation_nothing_to_validate');
  });

  describe('a public judgment marked anonymous', () => {
    let token: string;
    beforeAll(async () => {
      token = await publicAnonymousJudgment({ name: `arret-${MARKER}.pdf` });
    });

    const rawText = (agent: Agent) => agent.get(`/api/documents/as-raw-text/${token}`);

    it('is hidden from other firms until its anonymisation is validated', async () => {
      expect((await rawText(marc)).statusCode).toBe(404);
      const found = await marc.post('/api/documents/search', { terms: MARKER });
      expect(found.json().data.map((result: { token: string }) => result.token)).not.toContain(token);
      await reviewAndValidate(admin, token);
      expect((await rawText(marc)).statusCode).toBe(200);
    });

    it('gives every firm the anonymised text, and the provider the original', async () => {
      for (const agent of [marc, jan]) {
        const text = (await rawText(agent)).json().data.text as string;
        expect(text).toContain('Monsieur A.');
        expect(text).toContain('[adresse e-mail]');
        expect(text).not.toMatch(/DUPONT|Sophie|exemple\.be/);
      }
      expect((await rawText(admin)).json().data.text).toBe(JUDGMENT);

      const ping = await marc.post('/api/documents/as-raw-text/ping', { tokens: [token] });
      expect(ping.json().data[token]).toContain('Monsieur A.');
      expect(ping.json().data[token]).not.toContain('DUPONT');
    });

    it('is found by its words and never by a replaced name, with excerpts of the anonymised text', async () => {
      const byWord = await marc.post('/api/documents/search', { terms: `${MARKER} commercial` });
      const result = byWord.json().data.find((row: { token: string }) => row.token === token);
      expect(result).toBeDefined();
      expect(result.text).toContain(`<mark>${MARKER}</mark>`);
      expect(result.text).not.toMatch(/DUPONT|MARTIN|exemple/);

      for (const terms of ['DUPONT', 'Sophie MARTIN', 'jean.dupont', 'exemple']) {
        const byName = await marc.post('/api/documents/search', { terms });
        expect({ terms, tokens: byName.json().data.map((row: { token: string }) => row.token) }).not.toEqual(
          expect.objectContaining({ tokens: expect.arrayContaining([token]) }),
        );
      }
      // The provider's staff search the original.
      const staff = await admin.post('/api/documents/search', { terms: 'DUPONT' });
      expect(staff.json().data.map((row: { token: string }) => row.token)).toContain(token);

      // Without terms, the excerpt is the anonymised text's beginning too.
      const listed = await marc.post('/api/documents/search', { terms: '', scopes: ['others'], limit: 100 });
      const plain = listed.json().data.find((row: { token: string }) => row.token === token);
      expect(plain?.text).toContain('Monsieur A.');
    });

    it('is downloaded as a PDF of the anonymised text, marked as such', async () => {
      const download = await marc.get(`/api/documents/download/${token}`);
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.headers['content-disposition']).toContain(`arret-${MARKER}-anonymised.pdf`);
      const pdf = download.rawPayload.toString('latin1');
      expect(pdf.startsWith('%PDF-')).toBe(true);
      expect(pdf).toContain('Version anonymis\u00e9e / Geanonimiseerde versie');
      expect(pdf).toContain('Monsieur A.');
      expect(pdf).not.toMatch(/DUPONT|exemple\.be/);
    });

    it('shows no passage of the original in its detail', async () => {
      await ctx.db
        .updateTable('documents')
        .set({
          summary: 'Jean DUPONT contre Sophie MARTIN',
          categorization: JSON.stringify([
            {
              name: 'Parties',
              code: 'parties',
              color: 'E68A70',
              data: [{ start_index: 0, end_index: 5, content: 'COUR ' }],
            },
          ]),
        })
        .where('token', '=', token)
        .execute();
      const detail = (await marc.get(`/api/documents/${token}`)).json().data;
      expect(detail.summary).toBeNull();
      expect(detail.categorization).toEqual([expect.objectContaining({ name: 'Parties', data: [] })]);
      expect((await admin.get(`/api/documents/${token}`)).json().data.summary).toBe('Jean DUPONT contre Sophie MARTIN');
    });

    it('goes back to review, hidden again from other firms, when a decision changes', async () => {
      const current = await view(admin, token);
      const email = emails(current.entities)[0] as AnonymisationEntity;
      const changed = await decide(admin, token, [{ id: email.id, decision: 'rejected' }]);
      expect(changed.json().data.status).toBe('proposed');
      expect((await rawText(marc)).statusCode).toBe(404);
      expect((await marc.get(`/api/documents/download/${token}`)).statusCode).toBe(404);
      const search = await marc.post('/api/documents/search', { terms: MARKER });
      expect(search.json().data.map((row: { token: string }) => row.token)).not.toContain(token);

      expect((await validate(admin, token)).statusCode).toBe(200);
      const text = (await rawText(marc)).json().data.text as string;
      // The rejected address is kept as it is now; the other one still replaced.
      expect(text).toContain(JEAN_MAIL);
      expect(text).not.toContain('DUPONT');
    });
  });

  it('lets the owning firm keep the original of its own anonymised document', async () => {
    const token = await firmDocument(DEMO.lawyer, { anonymous: 1 });
    await reviewAndValidate(marc, token);
    expect((await marc.get(`/api/documents/as-raw-text/${token}`)).json().data.text).toBe(JUDGMENT);
    const found = await marc.post('/api/documents/search', { terms: 'DUPONT', scopes: ['cabinet'] });
    expect(found.json().data.map((row: { token: string }) => row.token)).toContain(token);
  });
});

describe('publishing a document marked anonymous', () => {
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
    anonymous: 'yes',
    visibility: 'public',
  };

  it('is refused before its anonymisation is validated, and accepted after', async () => {
    const token = await insertDocument({ origin: 'provider', anonymous: 1 });
    const publish = () => admin.post('/api/documents/update-labelling?lang=nl', { token, metadata: CASSATION });
    const early = await publish();
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'document_anonymisation_pending',
      message: catalogues.nl.document_anonymisation_pending,
    });
    await reviewAndValidate(admin, token);
    const published = await publish();
    expect(published.statusCode).toBe(200);
    expect(published.json().data.visibility).toBe('public');
    expect((await marc.get(`/api/documents/as-raw-text/${token}`)).json().data.text).toContain('Monsieur A.');
  });
});

describe('who may anonymise', () => {
  it("lets a firm's lawyer run it on their firm's documents, and no one on another firm's", async () => {
    const own = await firmDocument(DEMO.lawyer);
    expect((await marc.post(`/api/documents/${own}/anonymisation/detect`)).statusCode).toBe(202);
    await ctx.app.labelling.drain();
    expect((await jan.get(`/api/documents/${own}/anonymisation`)).statusCode).toBe(404);
    expect((await jan.post(`/api/documents/${own}/anonymisation/detect`)).statusCode).toBe(404);
    expect((await jan.post(`/api/documents/${own}/anonymisation/validate`)).statusCode).toBe(404);
    // The provider's staff process firms' documents too.
    expect((await admin.get(`/api/documents/${own}/anonymisation`)).statusCode).toBe(200);
  });

  it("answers 403 to a lawyer on a public document that is not their firm's", async () => {
    const token = await insertDocument({ origin: 'provider', visibility: 'public' });
    for (const response of [
      await marc.get(`/api/documents/${token}/anonymisation`),
      await marc.post(`/api/documents/${token}/anonymisation/detect`),
      await decide(marc, token, []),
      await validate(marc, token),
    ]) {
      expect(response.statusCode).toBe(403);
    }
  });

  it('keeps litigant files out of reach', async () => {
    const firm = await firmIdOf(ctx.db, DEMO.lawyer);
    const lawyer = await userIdOf(ctx.db, DEMO.lawyer);
    const legalCase = await insertCase(ctx.db, { clientId: firm, userId: lawyer });
    const token = await insertDocument({ origin: 'litigant', client_id: firm, legal_case_id: legalCase.id });
    for (const agent of [marc, admin]) {
      expect((await agent.get(`/api/documents/${token}/anonymisation`)).statusCode).toBe(404);
      expect((await agent.post(`/api/documents/${token}/anonymisation/detect`)).statusCode).toBe(404);
    }
  });

  it('refuses every change without the XSRF token', async () => {
    const token = await firmDocument(DEMO.lawyer);
    for (const url of [
      `/api/documents/${token}/anonymisation/detect`,
      `/api/documents/${token}/anonymisation`,
      `/api/documents/${token}/anonymisation/validate`,
    ]) {
      const response = await marc.request('POST', url, { payload: { entities: [] }, xsrf: false });
      expect([url, response.statusCode, response.json().code]).toEqual([url, 419, 'csrf_mismatch']);
    }
  });

  it('asks for a session', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/documents/x/anonymisation' });
    expect(response.statusCode).toBe(401);
  });
});
