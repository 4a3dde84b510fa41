import {
  INTAKE_PROOF_OF_WORK_FIELD,
  type IntakeForm,
  type LegalCase,
  MAX_INTAKE_FILES,
  MAX_UPLOAD_BYTES,
  parseDisplayDate,
  parseFileAnswer,
  type QuestionAndAnswer,
  type QuestionType,
} from '@lexdesk/shared/domain';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { minimalPdf } from '../src/lib/pdf';
import { solveIntakeChallenge } from '../src/lib/proofOfWork';
import { INTAKE_TOKEN_TTL_MS, issueIntakeToken } from '../src/services/intake/formToken';
import {
  countRows,
  createTestApp,
  DEMO,
  docxFile,
  type FilePart,
  firmIdOf,
  insertFirm,
  insertLawCase as insertLawCaseRow,
  insertLawyer,
  insertQuestion as insertQuestionRow,
  loggedIn,
  multipartBody,
  openTestDb,
  outbox,
  storedFiles,
  type TestContext,
  type TestDb,
  userIdOf,
  zipArchive,
} from './helpers';

let ctx: TestContext;
let db: TestDb;
let demoUuid: string;
let otherUuid: string;

// A questionnaire with every question type, so the tests do not depend on the reference catalogue.
interface Fixture {
  lawCaseId: number;
  checkbox: number;
  radio: number;
  date: number;
  story: number;
  contract: number;
  others: number;
  remarks: number;
}
let fixture: Fixture;
let nobodysLawCase: number;

const text = (fr: string, en = `${fr} (en)`, nl = `${fr} (nl)`) => JSON.stringify({ fr, en, nl });
const options = (...values: [string, string][]) =>
  JSON.stringify(
    values.map(([value, label]) => ({ value, label: { fr: label, en: `${label} (en)`, nl: `${label} (nl)` } })),
  );

const insertLawCase = (categoryId: number, code: string, content: string): Promise<number> =>
  insertLawCaseRow(db, {
    categoryId,
    code,
    content: { fr: content, en: `${content} (en)`, nl: `${content} (nl)` },
  });

const insertQuestion = (
  lawCaseId: number,
  position: number,
  type: QuestionType,
  required: boolean,
  title: string,
  answers = '[]',
): Promise<number> => insertQuestionRow(db, { lawCaseId, position, type, required, title: text(title), answers });

async function categoryIdOf(code: string): Promise<number> {
  const row = await db.selectFrom('skill_categories').select('id').where('code', '=', code).executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  ctx = await createTestApp({ rateLimits: { intakePerIp: 10_000 } });
  db = openTestDb(ctx);
  const uuidOf = async (email: string) => {
    const row = await db
      .selectFrom('clients')
      .select('uuid')
      .where('id', '=', await firmIdOf(db, email))
      .executeTakeFirstOrThrow();
    return row.uuid;
  };
  demoUuid = await uuidOf(DEMO.lawyer);
  otherUuid = await uuidOf(DEMO.otherFirmAdmin);

  const employment = await categoryIdOf('employment');
  const lawCaseId = await insertLawCase(employment, 'employment.test-every-type', 'Mon contrat a pris fin');
  fixture = {
    lawCaseId,
    checkbox: await insertQuestion(
      lawCaseId,
      0,
      'checkbox',
      true,
      'Quels documents avez-vous reçus ?',
      options(['c4', 'Formulaire C4'], ['letter', 'Lettre de licenciement'], ['final_pay', 'Décompte de sortie']),
    ),
    radio: await insertQuestion(
      lawCaseId,
      1,
      'radio',
      true,
      'Type de contrat ?',
      options(['cdi', 'CDI'], ['cdd', 'CDD']),
    ),
    date: await insertQuestion(lawCaseId, 2, 'date', true, 'Date de la notification'),
    story: await insertQuestion(lawCaseId, 3, 'other', true, 'Décrivez la situation'),
    contract: await insertQuestion(lawCaseId, 4, 'file', true, 'Votre contrat de travail'),
    others: await insertQuestion(lawCaseId, 5, 'files', false, 'Autres pièces'),
    remarks: await insertQuestion(lawCaseId, 6, 'other', false, 'Remarques'),
  };
  // The notification is a date a time limit runs from (reference data: deadlineDate).
  await db.updateTable('questions').set({ deadline: 1 }).where('id', '=', fixture.date).execute();
  const nobodysCategory = await db
    .insertInto('skill_categories')
    .values({
      code: 'test-nobody',
      description_fr: 'Droit spatial',
      description_en: 'Space law',
      description_nl: 'Ruimterecht',
      position: 99,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  nobodysLawCase = await insertLawCase(nobodysCategory.id, 'test-nobody.case', 'Mon satellite est tombé');
  await insertQuestion(nobodysLawCase, 0, 'other', false, 'Où ?');
});
afterAll(() => ctx.close());

async function loadForm(uuid = demoUuid, lawCase: number | string | null = fixture.lawCaseId, lang = 'fr') {
  const query = new URLSearchParams({ uuid, lang });
  if (lawCase !== null) query.set('law_case', String(lawCase));
  return ctx.app.inject({ method: 'GET', url: `/api/intake/form?${query.toString()}` });
}

async function formToken(uuid = demoUuid): Promise<string> {
  return ((await loadForm(uuid)).json().data as IntakeForm).form_token;
}

type Part = readonly [string, string | FilePart];

/** A form as the page loads it: its intake token, and the solution of its proof-of-work challenge. */
async function loadedForm(uuid = demoUuid): Promise<{ token: string; solution: Part }> {
  const form = (await loadForm(uuid)).json().data as IntakeForm;
  const solution = solveIntakeChallenge(form.challenge);
  if (solution === undefined) throw new Error('the form challenge has no solution');
  return { token: form.form_token, solution: [INTAKE_PROOF_OF_WORK_FIELD, solution] };
}

const pdf = (filename = 'contrat.pdf', content = minimalPdf(['Contrat de travail'])): FilePart => ({
  content,
  filename,
  type: 'application/pdf',
});

function validParts(lawCaseId = fixture.lawCaseId): Part[] {
  return [
    ['uuid', demoUuid],
    ['law_case_id', String(lawCaseId)],
    ['lang', 'fr'],
    ['firstname', '  Chloé '],
    ['lastname', ' Vermeulen '],
    ['email', ' Chloe.Vermeulen@Example.be '],
    ['phone', '+32 470 12 34 56'],
    [`answers[${fixture.checkbox}]`, 'final_pay'],
    [`answers[${fixture.checkbox}]`, 'c4'],
    [`answers[${fixture.radio}]`, 'cdi'],
    [`answers[${fixture.date}]`, '2025-03-14'],
    [`answers[${fixture.story}]`, 'Licenciée après 4 ans, sans préavis || ni motif.'],
    [`files[${fixture.contract}]`, pdf()],
  ];
}

/** The valid parts with `drop` field names left out and `extra` parts appended. */
function partsWith(extra: Part[] = [], drop: string[] = []): Part[] {
  return [...validParts().filter(([name]) => !drop.includes(name)), ...extra];
}

/**
 * Posts the parts as the page does, after loading a form: its proof-of-work solution first, and its intake
 * token unless `token` names another (null: none).
 */
async function submit(parts: readonly Part[], token?: string | null, url = '/api/intake') {
  const form = await loadedForm();
  const { payload, contentType } = await multipartBody([form.solution, ...parts]);
  const headers: Record<string, string> = { 'content-type': contentType };
  const intakeToken = token === undefined ? form.token : token;
  if (intakeToken !== null) headers['x-intake-token'] = intakeToken;
  return ctx.app.inject({ method: 'POST', url, headers, payload });
}

async function counts() {
  const tmp = path.join(ctx.dataDir, 'tmp');
  return {
    cases: await countRows(db, 'legal_cases'),
    documents: await countRows(db, 'documents'),
    files: storedFiles(ctx).length,
    temporary: existsSync(tmp) ? readdirSync(tmp).length : 0,
  };
}

function latestCase() {
  return db.selectFrom('legal_cases').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
}

async function flagOf(userId: number): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select('has_ever_received_a_case')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.has_ever_received_a_case;
}

describe('GET /api/intake/form', () => {
  it("links the privacy acknowledgement to the firm's policy in the form's language, else another of its languages, else none", async () => {
    const firm = (await ctx.app.repos.clients.findByUuid(demoUuid))!;
    const privacyUrl = async (lang: string) =>
      ((await loadForm(demoUuid, fixture.lawCaseId, lang)).json().data as IntakeForm).privacy_url;
    try {
      await ctx.app.repos.policies.replace(
        firm.id,
        [
          { type: 'privacy', lang: 'fr', content: '<p>Vie privée</p>' },
          { type: 'privacy', lang: 'nl', content: '<p>Privacy</p>' },
          { type: 'terms', lang: 'en', content: '<p>Terms</p>' },
        ],
        ctx.clock.now(),
      );
      expect(await privacyUrl('nl')).toMatch(new RegExp(`/policies/${demoUuid}/privacy/nl$`));
      expect(await privacyUrl('fr')).toMatch(new RegExp(`/policies/${demoUuid}/privacy/fr$`));
      expect(await privacyUrl('en')).toMatch(new RegExp(`/policies/${demoUuid}/privacy/(fr|nl)$`));
      await ctx.app.repos.policies.replace(firm.id, [], ctx.clock.now());
      expect(await privacyUrl('fr')).toBeNull();
    } finally {
      await ctx.app.repos.policies.replace(firm.id, [], ctx.clock.now());
    }
  });

  it("answers the firm's questionnaire in the language asked, with a form token", async () => {
    const res = await loadForm(demoUuid, fixture.lawCaseId, 'en');
    expect(res.statusCode).toBe(200);
    const form = res.json().data as IntakeForm;
    expect(form).toMatchObject({
      firm: { uuid: demoUuid, name: 'Cabinet Démo' },
      lang: 'en',
      law_case: {
        id: fixture.lawCaseId,
        content: 'Mon contrat a pris fin (en)',
        category: { description: 'Employment law' },
      },
    });
    expect(form.questions.map((q) => q.question_type)).toEqual([
      'checkbox',
      'radio',
      'date',
      'other',
      'file',
      'files',
      'other',
    ]);
    expect(form.questions[0]).toEqual({
      id: fixture.checkbox,
      question_type: 'checkbox',
      required: true,
      title: 'Quels documents avez-vous reçus ? (en)',
      answers: [
        { value: 'c4', label: 'Formulaire C4 (en)' },
        { value: 'letter', label: 'Lettre de licenciement (en)' },
        { value: 'final_pay', label: 'Décompte de sortie (en)' },
      ],
    });
    expect(form.questions[5]).toMatchObject({ question_type: 'files', required: false, answers: [] });
    const employment = form.categories.find((category) => category.description === 'Employment law');
    expect(employment?.law_cases).toEqual(
      expect.arrayContaining([{ id: fixture.lawCaseId, content: 'Mon contrat a pris fin (en)' }]),
    );
    expect(form.categories.length).toBeGreaterThanOrEqual(2);
    expect(form.form_token).toMatch(/^[0-9]+\.[A-Za-z0-9_-]{43}$/);
  });

  it('has no law case when the link names none or an unknown one', async () => {
    for (const lawCase of [null, '', '987654', 'abc']) {
      const form = (await loadForm(demoUuid, lawCase)).json().data as IntakeForm;
      expect({ lawCase, law_case: form.law_case, questions: form.questions }).toEqual({
        lawCase,
        law_case: null,
        questions: [],
      });
      expect(form.categories.length).toBeGreaterThan(0);
    }
  });

  it('answers 404 for an unknown firm, 422 without a uuid, and needs no session', async () => {
    const res = await loadForm('00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 'error', code: 'not_found' });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/intake/form' })).statusCode).toBe(422);
  });
});

describe('POST /api/intake', () => {
  it('creates a new case with its answers and files, assigned and announced', async () => {
    const marcId = await userIdOf(db, DEMO.lawyer);
    const before = await counts();
    const docx = docxFile('Attestation');
    const letter = minimalPdf(['Lettre de licenciement']);
    const res = await submit([
      ...validParts(),
      [`files[${fixture.others}]`, pdf('../../etc/Lettre de licenciement.PDF', letter)],
      [`files[${fixture.others}]`, { content: docx, filename: 'attestation.docx' }],
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ status: 'success', data: { received_at: expect.any(String) } });
    expect(await counts()).toEqual({
      cases: before.cases + 1,
      documents: before.documents + 3,
      files: before.files + 3,
      temporary: 0,
    });

    const row = await latestCase();
    expect(row).toMatchObject({
      client_id: await firmIdOf(db, DEMO.lawyer),
      status: 'new',
      lang: 'fr',
      litigant_firstname: 'Chloé',
      litigant_lastname: 'Vermeulen',
      litigant_email: 'chloe.vermeulen@example.be',
      litigant_phone: '+32 470 12 34 56',
      // Marc is the only lawyer of the firm skilled in employment law.
      user_id: marcId,
    });
    expect(row.token).toMatch(/^[A-Za-z0-9_-]{22,}$/);

    const qa = JSON.parse(row.questions_and_answers) as QuestionAndAnswer[];
    expect(qa.map((entry) => entry.question_type)).toEqual([
      'checkbox',
      'radio',
      'date',
      'other',
      'file',
      'files',
      'other',
    ]);
    expect(qa[0]).toEqual({
      question_type: 'checkbox',
      question: {
        title: {
          fr: 'Quels documents avez-vous reçus ?',
          en: 'Quels documents avez-vous reçus ? (en)',
          nl: 'Quels documents avez-vous reçus ? (nl)',
        },
        answers: [
          { value: 'c4', label: { fr: 'Formulaire C4', en: 'Formulaire C4 (en)', nl: 'Formulaire C4 (nl)' } },
          {
            value: 'letter',
            label: {
              fr: 'Lettre de licenciement',
              en: 'Lettre de licenciement (en)',
              nl: 'Lettre de licenciement (nl)',
            },
          },
          {
            value: 'final_pay',
            label: { fr: 'Décompte de sortie', en: 'Décompte de sortie (en)', nl: 'Décompte de sortie (nl)' },
          },
        ],
      },
      // Joined in the questionnaire's order, whatever the order sent.
      answer: 'c4||final_pay',
    });
    expect(qa.slice(1, 4).map((entry) => entry.answer)).toEqual([
      'cdi',
      '2025-03-14',
      'Licenciée après 4 ans, sans préavis || ni motif.',
    ]);
    expect(qa[6]).toMatchObject({ question_type: 'other', answer: '' });
    // The case's copy keeps which date a time limit runs from; the other questions carry no flag.
    expect(qa[2]?.question.deadline).toBe(true);
    expect(qa.filter((entry) => 'deadline' in entry.question)).toHaveLength(1);

    const contract = parseFileAnswer(qa[4]?.answer ?? '');
    const others = parseFileAnswer(qa[5]?.answer ?? '');
    expect(contract).toHaveLength(1);
    expect(qa[4]?.answer).toMatch(/^\/api\/documents\/download\/[A-Za-z0-9_-]{22,}::application\/pdf$/);
    expect(others.map((item) => item.mime)).toEqual([
      'application/pdf',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ]);

    const documents = await db
      .selectFrom('documents')
      .selectAll()
      .where('legal_case_id', '=', row.id)
      .orderBy('id')
      .execute();
    const sha = (content: Buffer) => createHash('sha256').update(content).digest('hex');
    expect(documents).toEqual([
      expect.objectContaining({
        token: contract[0]?.token,
        origin: 'litigant',
        client_id: row.client_id,
        uploaded_by: null,
        name: 'contrat.pdf',
        mime: 'application/pdf',
        size: minimalPdf(['Contrat de travail']).length,
        sha256: sha(minimalPdf(['Contrat de travail'])),
        visibility: 'private',
        state: 'pending',
      }),
      expect.objectContaining({ token: others[0]?.token, name: 'Lettre de licenciement.PDF', sha256: sha(letter) }),
      expect.objectContaining({ token: others[1]?.token, name: 'attestation.docx', size: docx.length }),
    ]);
    for (const [item, content] of [
      [others[0], letter],
      [others[1], docx],
    ] as const) {
      expect(readFileSync(path.join(ctx.dataDir, 'files', item?.token ?? ''))).toEqual(content);
    }

    // The lawyer sees it, and is told by mail.
    const marc = await loggedIn(ctx.app, DEMO.lawyer);
    const legalCase = (await marc.get(`/api/legal-cases/${row.token}`)).json().data as LegalCase;
    expect(legalCase.questions_and_answers.map((entry) => entry.question.deadline ?? false)).toEqual([
      false,
      false,
      true,
      false,
      false,
      false,
      false,
    ]);
    expect(legalCase.documents.map((document) => document.name)).toEqual([
      'contrat.pdf',
      'Lettre de licenciement.PDF',
      'attestation.docx',
    ]);
    const mail = (await outbox(ctx)).filter((message) => message.to === DEMO.lawyer).pop();
    expect(mail?.subject).toBe('Nouvelle affaire : Chloé Vermeulen');
    // The demo firm's mail setting is its shared mailbox: replies go there (no member sent this one).
    expect(mail?.replyTo).toBe('accueil@cabinet-demo.test');
    expect(mail?.text).toContain('Cas concret : Mon contrat a pris fin');
    expect(mail?.text).toContain(`http://lexdesk.test/legal-case/${row.token}`);
  });

  it('stores the date the form hands on, however the litigant typed it, and never guesses a date from other text', async () => {
    // The date field's rule (the page sends what it reads, as ISO) against what the server keeps and shows.
    const marc = await loggedIn(ctx.app, DEMO.lawyer);
    const dateAnswer = (legalCase: LegalCase) =>
      legalCase.questions_and_answers.find((entry) => entry.question_type === 'date')?.answer;
    for (const typed of ['15/10/2026', '15.10.2026', '15-10-2026', '2026-10-15', '5/3/2026']) {
      const sent = parseDisplayDate(typed);
      expect(sent).not.toBeNull();
      const res = await submit([...partsWith([], [`answers[${fixture.date}]`]), [`answers[${fixture.date}]`, sent!]]);
      expect(res.statusCode).toBe(201);
      const row = await latestCase();
      const legalCase = (await marc.get(`/api/legal-cases/${row.token}`)).json().data as LegalCase;
      expect(dateAnswer(legalCase)).toBe(sent);
    }
    // What the field does not turn into a date stays text, which the server refuses rather than reads.
    for (const typed of ['15/10/26', '31/02/2026', '2026/10/15']) {
      expect(parseDisplayDate(typed)).toBeNull();
      const before = await countRows(db, 'legal_cases');
      const res = await submit([...partsWith([], [`answers[${fixture.date}]`]), [`answers[${fixture.date}]`, typed]]);
      expect(res.statusCode).toBe(422);
      expect(await countRows(db, 'legal_cases')).toBe(before);
    }
  });

  it('needs no session nor XSRF cookie: the intake token stands for them', async () => {
    const res = await submit(validParts());
    expect(res.statusCode).toBe(201);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  describe('assignment', () => {
    it('goes to the skilled lawyer with the fewest open cases, then to the lowest id', async () => {
      const firm = await insertFirm(db, 'Cabinet Tri');
      const uuid = firm.uuid;
      const employment = await categoryIdOf('employment');
      const admin = await insertLawyer(db, firm.id, 'admin@cabinet-tri.test', 'Anne Admin');
      await db.updateTable('clients').set({ admin_id: admin }).where('id', '=', firm.id).execute();
      const first = await insertLawyer(db, firm.id, 'premier@cabinet-tri.test', 'Paul Premier');
      const second = await insertLawyer(db, firm.id, 'second@cabinet-tri.test', 'Sam Second');
      await insertLawyer(db, firm.id, 'sans@cabinet-tri.test', 'Sans Compétence');
      for (const userId of [first, second]) {
        await db.insertInto('user_skill_categories').values({ user_id: userId, category_id: employment }).execute();
      }
      const post = async () => {
        const parts = validParts().map(([name, value]): Part => (name === 'uuid' ? ['uuid', uuid] : [name, value]));
        const res = await submit(parts, await formToken(uuid));
        expect(res.statusCode).toBe(201);
        return (await latestCase()).user_id;
      };
      expect(await flagOf(first)).toBe(0);
      // Tie at zero: the lowest id.
      expect(await post()).toBe(first);
      expect(await flagOf(first)).toBe(1);
      expect(await post()).toBe(second);
      expect(await post()).toBe(first);
      // Closed and refused cases do not count as open: first's two cases end.
      await db.updateTable('legal_cases').set({ status: 'closed' }).where('user_id', '=', first).execute();
      expect(await post()).toBe(first);
      expect(await post()).toBe(first);
      expect(await flagOf(admin)).toBe(0);
    });

    it('falls back to the firm administrator when nobody has the skill', async () => {
      const claire = await userIdOf(db, DEMO.firmAdmin);
      const parts = validParts(nobodysLawCase).filter(([name]) => !/^(answers|files)\[/.test(name));
      const res = await submit(parts);
      expect(res.statusCode).toBe(201);
      expect((await latestCase()).user_id).toBe(claire);
      const mail = (await outbox(ctx)).filter((message) => message.to === DEMO.firmAdmin).pop();
      expect(mail?.text).toContain('Mon satellite est tombé');
    });

    it('never counts the super administrator, and prefers a less busy colleague', async () => {
      const sophie = await userIdOf(db, DEMO.freshLawyer);
      const employment = await categoryIdOf('employment');
      await db.insertInto('user_skill_categories').values({ user_id: sophie, category_id: employment }).execute();
      const superAdmin = await userIdOf(db, DEMO.superAdmin);
      await db.insertInto('user_skill_categories').values({ user_id: superAdmin, category_id: employment }).execute();
      expect(await flagOf(sophie)).toBe(0);
      expect((await submit(validParts())).statusCode).toBe(201);
      // Marc has open cases already; Sophie has none.
      expect((await latestCase()).user_id).toBe(sophie);
      expect(await flagOf(sophie)).toBe(1);
      await db.deleteFrom('user_skill_categories').where('user_id', 'in', [sophie, superAdmin]).execute();
    });
  });

  describe('refuses invalid submissions with field errors, storing nothing', () => {
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(200, 1)]);
    const answer = (id: () => number) => `answers.${id()}`;
    const cases: [string, () => Part[], () => Record<string, string[]>][] = [
      [
        'a missing required answer',
        () => partsWith([], [`answers[${fixture.checkbox}]`]),
        () => ({ [answer(() => fixture.checkbox)]: ['Ce champ est requis'] }),
      ],
      [
        'a missing required file',
        () => partsWith([], [`files[${fixture.contract}]`]),
        () => ({ [answer(() => fixture.contract)]: ['Ce champ est requis'] }),
      ],
      [
        'a blank required text',
        () => [...partsWith([], [`answers[${fixture.story}]`]), [`answers[${fixture.story}]`, '   ']],
        () => ({ [answer(() => fixture.story)]: ['Ce champ est requis'] }),
      ],
      [
        'a bad email',
        () => [...partsWith([], ['email']), ['email', 'chloe@']],
        () => ({ email: ["L'email n'est pas valide"] }),
      ],
      [
        'a bad phone',
        () => [...partsWith([], ['phone']), ['phone', '04 12']],
        () => ({ phone: ["Le numéro de téléphone n'est pas valide"] }),
      ],
      [
        'missing contact fields',
        () => partsWith([], ['firstname', 'lastname', 'email', 'phone']),
        () => ({
          firstname: ['Ce champ est requis'],
          lastname: ['Ce champ est requis'],
          email: ['Ce champ est requis'],
          phone: ['Ce champ est requis'],
        }),
      ],
      [
        'too long a name',
        () => [...partsWith([], ['lastname']), ['lastname', 'x'.repeat(121)]],
        () => ({ lastname: ['Ce champ ne doit pas dépasser 120 caractères'] }),
      ],
      [
        'too long a text answer',
        () => [...partsWith([], [`answers[${fixture.story}]`]), [`answers[${fixture.story}]`, 'x'.repeat(5001)]],
        () => ({ [answer(() => fixture.story)]: ['Ce champ ne doit pas dépasser 5000 caractères'] }),
      ],
      [
        'a date that does not exist',
        () => [...partsWith([], [`answers[${fixture.date}]`]), [`answers[${fixture.date}]`, '2025-02-30']],
        () => ({ [answer(() => fixture.date)]: ["La date n'est pas valide (format attendu : AAAA-MM-JJ)"] }),
      ],
      [
        'a date in another format',
        () => [...partsWith([], [`answers[${fixture.date}]`]), [`answers[${fixture.date}]`, '14/03/2025']],
        () => ({ [answer(() => fixture.date)]: ["La date n'est pas valide (format attendu : AAAA-MM-JJ)"] }),
      ],
      [
        'a radio value that is not an option',
        () => [...partsWith([], [`answers[${fixture.radio}]`]), [`answers[${fixture.radio}]`, 'freelance']],
        () => ({ [answer(() => fixture.radio)]: ['Cette réponse ne fait pas partie des choix proposés'] }),
      ],
      [
        'two radio values',
        () => partsWith([[`answers[${fixture.radio}]`, 'cdd']]),
        () => ({ [answer(() => fixture.radio)]: ['Une seule réponse est attendue'] }),
      ],
      [
        'a checkbox value that is not an option',
        () => partsWith([[`answers[${fixture.checkbox}]`, 'bonus']]),
        () => ({ [answer(() => fixture.checkbox)]: ['Cette réponse ne fait pas partie des choix proposés'] }),
      ],
      [
        'an .exe renamed .pdf',
        () => [
          ...partsWith([], [`files[${fixture.contract}]`]),
          [`files[${fixture.contract}]`, pdf('contrat.pdf', exe)],
        ],
        () => ({
          [answer(() => fixture.contract)]: ['Le contenu du fichier « contrat.pdf » ne correspond pas à son extension'],
        }),
      ],
      [
        'a PDF named .docx',
        () => [...partsWith([], [`files[${fixture.contract}]`]), [`files[${fixture.contract}]`, pdf('contrat.docx')]],
        () => ({
          [answer(() => fixture.contract)]: [
            'Le contenu du fichier « contrat.docx » ne correspond pas à son extension',
          ],
        }),
      ],
      [
        'a zip that is no Word document, named .docx',
        () => [
          ...partsWith([], [`files[${fixture.contract}]`]),
          [
            `files[${fixture.contract}]`,
            { content: zipArchive([{ name: 'x.txt', content: Buffer.from('x') }]), filename: 'contrat.docx' },
          ],
        ],
        () => ({
          [answer(() => fixture.contract)]: [
            'Le contenu du fichier « contrat.docx » ne correspond pas à son extension',
          ],
        }),
      ],
      [
        'an extension that is not accepted',
        () => [
          ...partsWith([], [`files[${fixture.contract}]`]),
          [`files[${fixture.contract}]`, { content: exe, filename: 'contrat.exe' }],
        ],
        () => ({ [answer(() => fixture.contract)]: ["Ce type de fichier n'est pas accepté (PDF, Word, PNG ou JPEG)"] }),
      ],
      [
        'an empty file',
        () => [
          ...partsWith([], [`files[${fixture.contract}]`]),
          [`files[${fixture.contract}]`, pdf('contrat.pdf', Buffer.alloc(0))],
        ],
        () => ({ [answer(() => fixture.contract)]: ['Le fichier « contrat.pdf » est vide'] }),
      ],
      [
        'two files for a one-file question',
        () => partsWith([[`files[${fixture.contract}]`, pdf('avenant.pdf')]]),
        () => ({ [answer(() => fixture.contract)]: ['Un seul fichier est accepté pour cette question'] }),
      ],
      [
        'a file for a question that is not a file question',
        () => partsWith([[`files[${fixture.story}]`, pdf()]]),
        () => ({ [answer(() => fixture.story)]: ["Ce champ n'est pas autorisé"] }),
      ],
      [
        'an unknown field',
        () => partsWith([['nickname', 'Clo']]),
        () => ({ nickname: ["Ce champ n'est pas autorisé"] }),
      ],
      [
        'an unknown file field',
        () => partsWith([['attachment', pdf()]]),
        () => ({ attachment: ["Ce champ n'est pas autorisé"] }),
      ],
      [
        'an answer to a question of another questionnaire',
        () => partsWith([['answers[987654]', 'x']]),
        () => ({ 'answers.987654': ["Ce champ n'est pas autorisé"] }),
      ],
      [
        'an unknown law case',
        () => [...partsWith([], ['law_case_id']), ['law_case_id', '987654']],
        () => ({ law_case_id: ["Ce champ n'est pas valide"] }),
      ],
      ['no law case', () => partsWith([], ['law_case_id']), () => ({ law_case_id: ['Ce champ est requis'] })],
      ['no firm uuid', () => partsWith([], ['uuid']), () => ({ uuid: ['Ce champ est requis'] })],
      [
        'an unknown language',
        () => [...partsWith([], ['lang']), ['lang', 'de']],
        () => ({ lang: ["Ce champ n'est pas valide"] }),
      ],
      [
        'more files than allowed',
        () =>
          partsWith(
            Array.from({ length: MAX_INTAKE_FILES }, (_, i): Part => [
              `files[${fixture.others}]`,
              pdf(`piece-${i}.pdf`),
            ]),
          ),
        () => ({ files: [`Vous pouvez envoyer au maximum ${MAX_INTAKE_FILES} fichiers`] }),
      ],
    ];

    it.each(cases)('%s', async (_name, parts, errors) => {
      const before = await counts();
      const res = await submit(parts());
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        status: 'error',
        code: 'validation_failed',
        message: 'Les données envoyées ne sont pas valides.',
        errors: errors(),
      });
      expect(await counts()).toEqual(before);
    });

    it('a file over the size limit', async () => {
      const before = await counts();
      const big = Buffer.concat([minimalPdf(['grand']), Buffer.alloc(MAX_UPLOAD_BYTES, 0x20)]);
      const res = await submit([
        ...partsWith([], [`files[${fixture.contract}]`]),
        [`files[${fixture.contract}]`, pdf('scan.pdf', big)],
      ]);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        [`answers.${fixture.contract}`]: ['Le fichier « scan.pdf » dépasse la taille maximale de 20 Mo'],
      });
      expect(await counts()).toEqual(before);
    });

    it('in the language of the form', async () => {
      const parts = [
        ...partsWith([], ['lang', 'email', `answers[${fixture.radio}]`]),
        ['lang', 'en'],
        ['email', 'nope'],
      ] as Part[];
      // The page sends its locale (the form's language) as Accept-Language; here as ?lang=.
      const res = await submit(parts, undefined, '/api/intake?lang=en');
      expect(res.json()).toMatchObject({
        message: 'The given data was invalid.',
        errors: { email: ['The email is not valid'], [`answers.${fixture.radio}`]: ['This field is required'] },
      });
      const dutch = await submit([...partsWith([], ['lang', 'phone']), ['lang', 'nl'], ['phone', 'x']]);
      expect(dutch.json().errors).toEqual({ phone: ['Het telefoonnummer is ongeldig'] });
    });
  });

  describe('the intake token', () => {
    const expectRefused = async (token: string | null) => {
      const before = await counts();
      const res = await submit(validParts(), token);
      expect(res.statusCode).toBe(419);
      expect(res.json()).toEqual({
        status: 'error',
        code: 'intake_token_invalid',
        message: 'Ce formulaire a expiré. Veuillez recharger la page et envoyer à nouveau votre demande.',
      });
      expect(await counts()).toEqual(before);
    };

    it('is required', async () => {
      await expectRefused(null);
      await expectRefused('');
    });

    it('must be one the server signed', async () => {
      const real = await formToken();
      await expectRefused('garbage');
      await expectRefused(`${Date.now() + 60_000}.${'A'.repeat(43)}`);
      // Same signature, later expiry: the signature covers the expiry.
      const [expiry, signature] = real.split('.');
      await expectRefused(`${Number(expiry) + 1000}.${signature}`);
    });

    it('must be signed for the firm the form is sent to', async () => {
      await expectRefused(await formToken(otherUuid));
    });

    it('expires after two hours', async () => {
      const token = await formToken();
      ctx.clock.advance(INTAKE_TOKEN_TTL_MS - 1000);
      expect((await submit(validParts(), token)).statusCode).toBe(201);
      ctx.clock.advance(2000);
      await expectRefused(token);
    });

    it('says so in English too', async () => {
      const res = await submit(validParts(), 'garbage', '/api/intake?lang=en');
      expect(res.json().message).toBe('This form has expired. Please reload the page and send your request again.');
    });
  });

  it('answers 404 for an unknown firm, storing nothing', async () => {
    const before = await counts();
    const uuid = '00000000-0000-4000-8000-000000000000';
    const token = await issueIntakeToken(ctx.app.repos, uuid, ctx.clock.now());
    const parts = validParts().map(([name, value]): Part => (name === 'uuid' ? ['uuid', uuid] : [name, value]));
    const res = await submit(parts, token);
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('not_found');
    expect(await counts()).toEqual(before);
  });

  it('answers 415 to a body that is not multipart', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/intake',
      headers: { 'x-intake-token': await formToken() },
      payload: { uuid: demoUuid },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('unsupported_media_type');
  });

  it('answers 400 to a multipart body it cannot parse', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/intake',
      headers: { 'x-intake-token': await formToken(), 'content-type': 'multipart/form-data' },
      payload: 'garbage',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('bad_request');
  });

  it('is the only route that accepts multipart bodies', async () => {
    const marc = await loggedIn(ctx.app, DEMO.lawyer);
    const { payload, contentType } = await multipartBody([['token', 'x']]);
    const res = await marc.post('/api/legal-cases/open', payload, { headers: { 'content-type': contentType } });
    expect(res.statusCode).toBe(415);
  });

  it('keeps the XSRF check on every other route', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/legal-cases/open', payload: { token: 'x' } });
    expect(res.statusCode).toBe(419);
    expect(res.json().code).toBe('csrf_mismatch');
  });
});

describe('POST /api/intake rate limit', () => {
  it('limits submissions per IP', async () => {
    const limited = await createTestApp({ seed: 'demo', rateLimits: { intakePerIp: 2 } });
    try {
      const { uuid } = await openTestDb(limited)
        .selectFrom('clients')
        .select('uuid')
        .where('name', '=', 'Cabinet Démo')
        .executeTakeFirstOrThrow();
      const send = async (remoteAddress: string) => {
        const { payload, contentType } = await multipartBody([['uuid', uuid]]);
        return limited.app.inject({
          method: 'POST',
          url: '/api/intake',
          headers: { 'content-type': contentType, 'x-intake-token': 'garbage' },
          payload,
          remoteAddress,
        });
      };
      const statuses = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await send('192.0.2.7')).statusCode);
      expect(statuses).toEqual([419, 419, 429]);
      expect((await send('192.0.2.8')).statusCode).toBe(419);
    } finally {
      await limited.close();
    }
  });
});
