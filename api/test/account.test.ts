import { INTAKE_PROOF_OF_WORK_FIELD, type IntakeForm, PICTURE_MAX_BYTES } from '@lexdesk/shared/domain';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { solveIntakeChallenge } from '../src/lib/proofOfWork';
import {
  ACTOR_EMAIL,
  ACTORS,
  type Actor,
  Agent,
  agentFor as agentForActor,
  createTestApp,
  LIFTED_RATE_LIMITS,
  DEMO,
  firmIdOf,
  type FilePart,
  insertCase,
  insertFirm,
  insertLawCase,
  insertLawyer,
  loggedIn,
  multipartBody,
  openTestDb,
  outbox,
  storedFiles,
  type TestContext,
  type TestDb,
  userIdOf,
} from './helpers';

let ctx: TestContext;
let db: TestDb;

beforeAll(async () => {
  ctx = await createTestApp({ rateLimits: LIFTED_RATE_LIMITS });
  db = openTestDb(ctx);
});
afterAll(() => ctx.close());

const agentFor = (actor: Actor): Promise<Agent> => agentForActor(ctx.app, actor);

const png = (width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .png()
    .toBuffer();
const jpeg = (width = 40, height = 30) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 30, b: 200 } } })
    .jpeg()
    .toBuffer();

async function uploadPicture(agent: Agent, part: FilePart, field = 'picture', query = '') {
  const { payload, contentType } = await multipartBody([[field, part]]);
  return agent.request('POST', `/api/user/update-picture${query}`, {
    payload,
    headers: { 'content-type': contentType },
  });
}

async function categoryIdOf(code: string): Promise<number> {
  const row = await db.selectFrom('skill_categories').select('id').where('code', '=', code).executeTakeFirstOrThrow();
  return row.id;
}

describe('the permission matrix of the account and category routes', () => {
  let employment: number;
  beforeAll(async () => {
    employment = await categoryIdOf('employment');
  });

  interface Row {
    name: string;
    call: (agent: Agent, actor: Actor) => Promise<LightMyRequestResponse>;
    expected: Record<Actor, number>;
  }
  const everyoneSignedIn = { anonymous: 401, lawyer: 200, superAdmin: 200, otherFirm: 200, firmAdmin: 200 };
  const firmMembers = { anonymous: 401, lawyer: 200, superAdmin: 403, otherFirm: 200, firmAdmin: 200 };

  const rows: Row[] = [
    { name: 'GET /api/user', call: (agent) => agent.get('/api/user'), expected: everyoneSignedIn },
    {
      name: 'POST /api/user/update (own account)',
      call: async (agent, actor) => {
        if (actor === 'anonymous')
          return agent.post('/api/user/update', { firstname: 'A', lastname: 'B', email: 'x@y.be' });
        const user = (await agent.get('/api/user')).json().data as {
          firstname: string | null;
          lastname: string | null;
        };
        return agent.post('/api/user/update', {
          firstname: user.firstname ?? 'Admin',
          lastname: user.lastname ?? 'LexDesk',
          email: ACTOR_EMAIL[actor],
        });
      },
      expected: everyoneSignedIn,
    },
    {
      name: 'POST /api/user/update-picture',
      call: async (agent) => uploadPicture(agent, { content: await png(), filename: 'moi.png', type: 'image/png' }),
      expected: everyoneSignedIn,
    },
    {
      name: 'GET /api/user/{a demo lawyer}/picture',
      call: async (agent) => agent.get(`/api/user/${await userIdOf(db, DEMO.lawyer)}/picture`),
      // The lawyer's picture was uploaded by the row above; another firm and the super administrator do not see it.
      expected: { anonymous: 401, lawyer: 200, superAdmin: 404, otherFirm: 404, firmAdmin: 200 },
    },
    {
      name: 'POST /api/user/language',
      call: (agent) => agent.post('/api/user/language', { lang: 'fr' }),
      expected: everyoneSignedIn,
    },
    {
      name: 'GET /api/user/skill-categories',
      call: (agent) => agent.get('/api/user/skill-categories'),
      expected: everyoneSignedIn,
    },
    {
      name: 'POST /api/user/skill-categories',
      call: async (agent, actor) => {
        const current =
          actor === 'anonymous'
            ? []
            : ((await agent.get('/api/user/skill-categories')).json().data as { id: number }[]);
        return agent.post('/api/user/skill-categories', { category_ids: current.map((category) => category.id) });
      },
      expected: everyoneSignedIn,
    },
    {
      name: 'GET /api/skillCategories',
      call: (agent) => agent.get('/api/skillCategories?per_page=100&page=1'),
      expected: everyoneSignedIn,
    },
    {
      name: 'GET /api/skill-categories/{id}/law-cases',
      call: (agent) => agent.get(`/api/skill-categories/${employment}/law-cases`),
      expected: everyoneSignedIn,
    },
    {
      name: 'GET /api/skill-categories/{id}/users',
      call: (agent) => agent.get(`/api/skill-categories/${employment}/users`),
      expected: firmMembers,
    },
    {
      name: 'GET /api/skill-categories/{id}/skills',
      call: (agent) => agent.get(`/api/skill-categories/${employment}/skills`),
      expected: everyoneSignedIn,
    },
  ];

  it.each(rows.map((row) => [row.name, row] as const))('%s', async (_name, row) => {
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const actor of ACTORS) {
      const response = await row.call(await agentFor(actor), actor);
      outcomes.push(`${actor} ${response.statusCode}`);
      expected.push(`${actor} ${row.expected[actor]}`);
    }
    expect(outcomes).toEqual(expected);
  });
});

describe('POST /api/user/update', () => {
  it('changes the names and the address; a taken address gives the specification message', async () => {
    const firm = await insertFirm(db, 'Cabinet Profil');
    await insertLawyer(db, firm.id, 'profil@cabinet-profil.test', 'Paul Profil');
    const paul = await loggedIn(ctx.app, 'profil@cabinet-profil.test');

    const taken = await paul.post('/api/user/update', { firstname: 'Paul', lastname: 'Profil', email: DEMO.lawyer });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ email: ['Cet email est déjà associé à un compte'] });
    const takenEn = await paul.post('/api/user/update?lang=en', {
      firstname: 'Paul',
      lastname: 'Profil',
      email: DEMO.firmAdmin.toUpperCase(),
    });
    expect(takenEn.json().errors).toEqual({ email: ['This email is already linked to an account'] });

    const blank = await paul.post('/api/user/update', {
      firstname: '  ',
      lastname: 'a\u202eb',
      email: 'pas-une-adresse',
    });
    expect(blank.statusCode).toBe(422);
    expect(Object.keys(blank.json().errors).sort()).toEqual(['email']);
    const names = await paul.post('/api/user/update', { firstname: '  ', lastname: 'a\u202eb', email: 'p@x.be' });
    expect(names.json().errors).toEqual({
      firstname: ['Ce champ est requis'],
      lastname: ["Ce champ n'est pas valide"],
    });

    const updated = await paul.post('/api/user/update', {
      firstname: ' Paulette ',
      lastname: 'Profil-Neuf',
      email: 'Paulette@Cabinet-Profil.test',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toEqual(
      expect.objectContaining({
        firstname: 'Paulette',
        lastname: 'Profil-Neuf',
        name: 'Paulette Profil-Neuf',
        email: 'paulette@cabinet-profil.test',
      }),
    );
    // The same address again is no conflict with itself; the new address signs in.
    expect(
      (
        await paul.post('/api/user/update', {
          firstname: 'Paulette',
          lastname: 'P',
          email: 'paulette@cabinet-profil.test',
        })
      ).statusCode,
    ).toBe(200);
    expect((await new Agent(ctx.app).login('paulette@cabinet-profil.test')).statusCode).toBe(200);
  });
});

describe('POST /api/user/update-picture', () => {
  let agent: Agent;
  let userId: number;
  beforeAll(async () => {
    const firm = await insertFirm(db, 'Cabinet Photo');
    userId = await insertLawyer(db, firm.id, 'photo@cabinet-photo.test', 'Pia Photo');
    agent = await loggedIn(ctx.app, 'photo@cabinet-photo.test');
  });

  it('stores a png, bounded to 512 × 512, and serves it back at profile_picture_url', async () => {
    const before = storedFiles(ctx).length;
    const response = await uploadPicture(agent, {
      content: await png(1200, 600),
      filename: 'moi.png',
      type: 'image/png',
    });
    expect(response.statusCode).toBe(200);
    const url = (response.json().data as { profile_picture_url: string }).profile_picture_url;
    expect(url).toMatch(new RegExp(`^/api/user/${userId}/picture\\?v=`));
    const served = await agent.get(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const metadata = await sharp(served.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', 512, 256]);
    expect(storedFiles(ctx).length).toBe(before + 1);

    // A jpeg replaces it (the old file goes); a small picture is not enlarged.
    const second = await uploadPicture(agent, { content: await jpeg(), filename: 'moi.JPEG', type: 'image/jpeg' });
    expect(second.statusCode).toBe(200);
    const secondUrl = (second.json().data as { profile_picture_url: string }).profile_picture_url;
    expect(secondUrl).not.toBe(url);
    const small = await sharp((await agent.get(secondUrl)).rawPayload).metadata();
    expect([small.width, small.height]).toEqual([40, 30]);
    expect(storedFiles(ctx).length).toBe(before + 1);
    expect((await agent.get('/api/user')).json().data.profile_picture_url).toBe(secondUrl);
  });

  it.each([
    [
      'a .png that is really text',
      { content: Buffer.from('hello, I am not a picture'), filename: 'moi.png', type: 'image/png' },
    ],
    ['a pdf', { content: Buffer.from('%PDF-1.4\n%%EOF'), filename: 'moi.pdf', type: 'application/pdf' }],
    [
      'a png signature with garbage after it',
      {
        content: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]),
        filename: 'x.png',
      },
    ],
    ['a gif', { content: Buffer.from('GIF89a\u0001\u0000\u0001\u0000'), filename: 'x.gif', type: 'image/gif' }],
  ])('refuses %s with "File not supported"', async (_name, part) => {
    const before = await db
      .selectFrom('users')
      .select('profile_picture')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    const response = await uploadPicture(agent, part, 'picture', '?lang=en');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ picture: ['File not supported'] });
    const french = await uploadPicture(agent, part);
    expect(french.json().errors).toEqual({ picture: ['Fichier non supporté'] });
    const after = await db
      .selectFrom('users')
      .select('profile_picture')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
  });

  it('refuses a picture over 5 MB, another field name and a body that is not multipart', async () => {
    // A real png header followed by enough bytes to cross the limit.
    const big = Buffer.concat([await png(), Buffer.alloc(PICTURE_MAX_BYTES, 1)]);
    const tooBig = await uploadPicture(agent, { content: big, filename: 'grand.png', type: 'image/png' });
    expect(tooBig.statusCode).toBe(422);
    expect(Object.keys(tooBig.json().errors)).toEqual(['picture']);
    const otherField = await uploadPicture(agent, { content: await png(), filename: 'moi.png' }, 'avatar');
    expect(otherField.statusCode).toBe(422);
    expect((await agent.post('/api/user/update-picture', { picture: 'x' })).statusCode).toBe(422);
  });
});

describe('skill categories', () => {
  it('lists the catalogue by pages of at most 100, in the request language, with the total', async () => {
    const lawyer = await loggedIn(ctx.app, DEMO.lawyer);
    const total = Number(
      (
        await db
          .selectFrom('skill_categories')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const page = await lawyer.get('/api/skillCategories?per_page=100&page=1&lang=nl');
    expect(page.statusCode).toBe(200);
    const body = page.json() as { data: { id: number; description: string }[]; meta: { total: number } };
    expect(body.meta.total).toBe(total);
    expect(body.data).toHaveLength(Math.min(total, 100));
    const employment = await db
      .selectFrom('skill_categories')
      .selectAll()
      .where('code', '=', 'employment')
      .executeTakeFirstOrThrow();
    expect(body.data).toContainEqual({ id: employment.id, description: employment.description_nl });
    const second = (await lawyer.get('/api/skillCategories?per_page=2&page=2')).json() as { data: { id: number }[] };
    expect(second.data.map((category) => category.id)).toEqual(body.data.slice(2, 4).map((category) => category.id));
    expect((await lawyer.get('/api/skillCategories?per_page=101')).statusCode).toBe(422);
    expect((await lawyer.get('/api/skillCategories?page=0')).statusCode).toBe(422);
  });

  it("sets the user's categories, marks the onboarding step, and lists the firm's lawyers skilled in one", async () => {
    const sophie = await loggedIn(ctx.app, DEMO.freshLawyer);
    expect((await sophie.get('/api/onboarding/status')).json().data.has_user_set_their_skills).toBe(false);
    const employment = await categoryIdOf('employment');
    const family = await categoryIdOf('family');

    const saved = await sophie.post('/api/user/skill-categories?lang=fr', {
      category_ids: [family, employment, family],
    });
    expect(saved.statusCode).toBe(200);
    expect((saved.json().data as { id: number }[]).map((category) => category.id).sort()).toEqual(
      [employment, family].sort(),
    );
    expect((await sophie.get('/api/onboarding/status')).json().data.has_user_set_their_skills).toBe(true);
    expect((await sophie.get('/api/user')).json().data.categories).toHaveLength(2);

    const unknown = await sophie.post('/api/user/skill-categories', { category_ids: [999_999] });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)).toEqual(['category_ids']);

    const skilled = (await sophie.get(`/api/skill-categories/${employment}/users`)).json().data as { name: string }[];
    expect(skilled.map((lawyer) => lawyer.name)).toEqual(expect.arrayContaining(['Sophie Peeters', 'Marc Lambert']));
    expect(skilled.map((lawyer) => lawyer.name)).not.toContain('Jan Janssens');

    const lawCases = (await sophie.get(`/api/skill-categories/${employment}/law-cases?lang=en`)).json().data as {
      id: number;
      content: string;
    }[];
    const expected = await db
      .selectFrom('law_cases')
      .select(['id', 'content_en'])
      .where('category_id', '=', employment)
      .orderBy('position')
      .orderBy('id')
      .execute();
    expect(lawCases).toEqual(expected.map((row) => ({ id: row.id, content: row.content_en })));
    expect((await sophie.get(`/api/skill-categories/${employment}/skills?lang=nl`)).json().data).toEqual({
      id: employment,
      description: (
        await db
          .selectFrom('skill_categories')
          .select('description_nl')
          .where('id', '=', employment)
          .executeTakeFirstOrThrow()
      ).description_nl,
    });
    expect((await sophie.get('/api/skill-categories/999999/law-cases')).statusCode).toBe(404);

    // Emptied again: the step stays done.
    expect((await sophie.post('/api/user/skill-categories', { category_ids: [] })).json().data).toEqual([]);
    expect((await sophie.get('/api/onboarding/status')).json().data.has_user_set_their_skills).toBe(true);
  });
});

describe("each user's language", () => {
  it('is stored by POST /api/user/language and answered by GET /api/user and the login', async () => {
    const firm = await insertFirm(db, 'Cabinet Langue');
    await insertLawyer(db, firm.id, 'langue@cabinet-langue.test', 'Lena Langue');
    const lena = await loggedIn(ctx.app, 'langue@cabinet-langue.test');
    expect((await lena.get('/api/user')).json().data.lang).toBe('fr');
    const set = await lena.post('/api/user/language', { lang: 'nl' });
    expect(set.statusCode).toBe(200);
    expect(set.json().data.lang).toBe('nl');
    expect((await lena.get('/api/user')).json().data.lang).toBe('nl');
    const login = await new Agent(ctx.app).login('langue@cabinet-langue.test');
    expect(login.json().data.lang).toBe('nl');
    expect((await lena.post('/api/user/language', { lang: 'de' })).statusCode).toBe(422);
  });

  it('writes the intake new-case mail in the assigned lawyer language', async () => {
    const firm = await insertFirm(db, 'Kantoor Nederlands');
    const lawyer = await insertLawyer(db, firm.id, 'advocaat@kantoor.test', 'Bram Advocaat');
    await db.updateTable('users').set({ lang: 'nl' }).where('id', '=', lawyer).execute();
    await db.updateTable('clients').set({ admin_id: lawyer }).where('id', '=', firm.id).execute();
    const employment = await categoryIdOf('employment');
    await db.insertInto('user_skill_categories').values({ user_id: lawyer, category_id: employment }).execute();
    const lawCaseId = await insertLawCase(db, {
      categoryId: employment,
      code: 'employment.test-language',
      content: { fr: 'Mon préavis est trop court', en: 'My notice is too short', nl: 'Mijn opzegtermijn is te kort' },
    });

    const form = (
      await ctx.app.inject({ method: 'GET', url: `/api/intake/form?uuid=${firm.uuid}&law_case=${lawCaseId}&lang=fr` })
    ).json().data as IntakeForm;
    const solution = solveIntakeChallenge(form.challenge);
    if (solution === undefined) throw new Error('no solution');
    const { payload, contentType } = await multipartBody([
      [INTAKE_PROOF_OF_WORK_FIELD, solution],
      ['uuid', firm.uuid],
      ['law_case_id', String(lawCaseId)],
      ['lang', 'fr'],
      ['firstname', 'Chloé'],
      ['lastname', 'Vermeulen'],
      ['email', 'chloe@example.be'],
      ['phone', '+32 470 12 34 56'],
    ]);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/intake',
      headers: { 'content-type': contentType, 'x-intake-token': form.form_token },
      payload,
    });
    expect(response.statusCode).toBe(201);
    const mail = (await outbox(ctx)).filter((message) => message.to === 'advocaat@kantoor.test').pop();
    expect(mail?.subject).toBe('Nieuwe zaak: Chloé Vermeulen');
    expect(mail?.text).toContain('Concreet geval: Mijn opzegtermijn is te kort');
  });

  it('writes the reassignment and password reset mails in the recipient language', async () => {
    const demoFirm = await firmIdOf(db, DEMO.lawyer);
    const marc = await userIdOf(db, DEMO.lawyer);
    const sophie = await userIdOf(db, DEMO.freshLawyer);
    await db.updateTable('users').set({ lang: 'en' }).where('id', '=', sophie).execute();
    const legalCase = await insertCase(db, {
      clientId: demoFirm,
      userId: marc,
      status: 'opened',
      lawCaseCode: 'employment.dismissal',
    });
    const marcAgent = await loggedIn(ctx.app, DEMO.lawyer);
    const reassigned = await marcAgent.post('/api/legal-cases/assign?lang=fr', {
      case_uuid: legalCase.token,
      user_id: sophie,
    });
    expect(reassigned.statusCode).toBe(200);
    const mail = (await outbox(ctx)).filter((message) => message.to === DEMO.freshLawyer).pop();
    expect(mail?.subject).toBe('Case reassigned: Lucas Martin');
    const dismissal = await db
      .selectFrom('law_cases')
      .select('content_en')
      .where('code', '=', 'employment.dismissal')
      .executeTakeFirstOrThrow();
    expect(mail?.text).toContain(`Concrete case: ${dismissal.content_en}`);

    await db.updateTable('users').set({ lang: 'nl' }).where('id', '=', sophie).execute();
    const visitor = new Agent(ctx.app);
    await visitor.csrf();
    expect((await visitor.post('/api/auth/forgot-password?lang=fr', { email: DEMO.freshLawyer })).statusCode).toBe(200);
    const reset = (await outbox(ctx)).filter((message) => message.to === DEMO.freshLawyer).pop();
    expect(reset?.subject).toBe('Uw LexDesk-wachtwoord opnieuw instellen');
    await db.updateTable('users').set({ lang: 'fr' }).where('id', '=', sophie).execute();
  });

  it('is the language of the page an account was created on', async () => {
    const visitor = new Agent(ctx.app);
    await visitor.csrf();
    const created = await visitor.post('/api/auth/register?lang=nl', {
      firstname: 'Nina',
      lastname: 'Nieuw',
      email: 'nina@nieuw.test',
      password: 'Een sterk wachtwoord 42',
      password_confirmation: 'Een sterk wachtwoord 42',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.lang).toBe('nl');
  });
});
