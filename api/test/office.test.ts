import type { FirmPolicies, PublicPolicyLinks } from '@lexdesk/shared/domain';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import {
  ACTORS,
  type Actor,
  Agent,
  agentFor as agentForActor,
  caseRow,
  createTestApp,
  LIFTED_RATE_LIMITS,
  DEMO,
  firmIdOf,
  insertCase,
  insertFirm,
  insertLawyer,
  linkParams,
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
let demoFirmId: number;
let demoUuid: string;
let otherUuid: string;

const uuidOfFirm = async (clientId: number) =>
  (await db.selectFrom('clients').select('uuid').where('id', '=', clientId).executeTakeFirstOrThrow()).uuid;
const firmRow = (clientId: number) =>
  db.selectFrom('clients').selectAll().where('id', '=', clientId).executeTakeFirstOrThrow();

beforeAll(async () => {
  ctx = await createTestApp({ rateLimits: LIFTED_RATE_LIMITS });
  db = openTestDb(ctx);
  demoFirmId = await firmIdOf(db, DEMO.lawyer);
  demoUuid = await uuidOfFirm(demoFirmId);
  otherUuid = await uuidOfFirm(await firmIdOf(db, DEMO.otherFirmAdmin));
});
afterAll(() => ctx.close());

const agentFor = (actor: Actor): Promise<Agent> => agentForActor(ctx.app, actor);

/** Invites `email` as `admin` of firm `clientId` and answers the invitation's id. */
async function invite(admin: Agent, clientId: number, email: string): Promise<number> {
  const answer = await admin.post('/api/client/invite', { email });
  if (answer.statusCode !== 200) throw new Error(`invite answered ${answer.statusCode}: ${answer.body}`);
  const row = await db
    .selectFrom('invitations')
    .select('id')
    .where('client_id', '=', clientId)
    .where('email', '=', email)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('the permission matrix of the office routes', () => {
  interface Row {
    name: string;
    call: (agent: Agent, actor: Actor) => Promise<LightMyRequestResponse>;
    expected: Record<Actor, number>;
  }

  // The firm administrator comes last: some calls change the firm (a throwaway lawyer is deleted).
  let throwaway: number;
  let resendable: number;
  let revocable: number;
  beforeAll(async () => {
    throwaway = await insertLawyer(db, demoFirmId, 'matrice@cabinet-demo.test', 'Matrice Test');
    const admin = await loggedIn(ctx.app, DEMO.firmAdmin);
    resendable = await invite(admin, demoFirmId, 'matrice.renvoi@example.be');
    revocable = await invite(admin, demoFirmId, 'matrice.retrait@example.be');
  });

  const rows: Row[] = [
    {
      name: 'GET /api/client',
      call: (agent) => agent.get('/api/client'),
      expected: { anonymous: 401, lawyer: 200, superAdmin: 403, otherFirm: 200, firmAdmin: 200 },
    },
    {
      name: 'POST /api/onboarding/set-client-name',
      call: (agent) => agent.post('/api/onboarding/set-client-name', { name: 'Cabinet Démo' }),
      expected: { anonymous: 401, lawyer: 403, superAdmin: 403, otherFirm: 200, firmAdmin: 200 },
    },
    {
      name: 'POST /api/client/mail-system',
      call: (agent) => agent.post('/api/client/mail-system', { mail_system: 1, email: 'accueil@cabinet-demo.test' }),
      expected: { anonymous: 401, lawyer: 403, superAdmin: 403, otherFirm: 200, firmAdmin: 200 },
    },
    {
      name: 'POST /api/client/integration',
      call: (agent) => agent.post('/api/client/integration', { uses_kleos: 1 }),
      expected: { anonymous: 401, lawyer: 403, superAdmin: 403, otherFirm: 200, firmAdmin: 200 },
    },
    {
      name: 'POST /api/client/admin (a member of the demo firm)',
      call: async (agent) => agent.post('/api/client/admin', { user_id: await userIdOf(db, DEMO.firmAdmin) }),
      expected: { anonymous: 401, lawyer: 403, superAdmin: 403, otherFirm: 422, firmAdmin: 200 },
    },
    {
      name: 'GET /api/client/{demo uuid}/users',
      call: (agent) => agent.get(`/api/client/${demoUuid}/users`),
      expected: { anonymous: 401, lawyer: 200, superAdmin: 403, otherFirm: 404, firmAdmin: 200 },
    },
    {
      name: 'DELETE /api/client/user/{a demo lawyer}',
      call: (agent) => agent.request('DELETE', `/api/client/user/${throwaway}`),
      expected: { anonymous: 401, lawyer: 403, superAdmin: 403, otherFirm: 404, firmAdmin: 200 },
    },
    {
      name: 'POST /api/client/invite',
      call: (agent, actor) => agent.post('/api/client/invite', { email: `invite-${actor.toLowerCase()}@example.be` }),
      expected: { anonymous: 401, lawyer: 403, superAdmin: 403, otherFirm: 200, firmAdmin: 200 },
    },
    {
      name: 'GET /api/client/{demo uuid}/invitations',
      call: (agent) => agent.get(`/api/client/${demoUuid}/invitations`),
      expected: { anonymous: 401, lawyer: 403, superAdmin: 403, otherFirm: 404, firmAdmin: 200 },
    },
    {
      name: 'POST /api/client/invitations/{a demo invitation}/resend',
      call: (agent) => agent.post(`/api/client/invitations/${resendable}/resend`),
      expected: { anonymous: 401, lawyer: 403, superAdmin: 403, otherFirm: 404, firmAdmin: 200 },
    },
    {
      name: 'DELETE /api/client/invitations/{a demo invitation}',
      call: (agent) => agent.request('DELETE', `/api/client/invitations/${revocable}`),
      expected: { anonymous: 401, lawyer: 403, superAdmin: 403, otherFirm: 404, firmAdmin: 200 },
    },
    {
      name: 'GET /api/client/{demo uuid}/policies',
      call: (agent) => agent.get(`/api/client/${demoUuid}/policies`),
      expected: { anonymous: 401, lawyer: 200, superAdmin: 403, otherFirm: 404, firmAdmin: 200 },
    },
    {
      name: 'POST /api/client/{demo uuid}/policies',
      call: (agent) =>
        agent.post(`/api/client/${demoUuid}/policies`, {
          policies: { privacy: [{ lang: 'fr', content: '<p>Vie privée</p>' }], terms: [] },
        }),
      expected: { anonymous: 401, lawyer: 403, superAdmin: 403, otherFirm: 404, firmAdmin: 200 },
    },
    {
      name: 'GET /api/public/policies/{demo uuid}',
      call: (agent) => agent.get(`/api/public/policies/${demoUuid}`),
      expected: { anonymous: 200, lawyer: 200, superAdmin: 200, otherFirm: 200, firmAdmin: 200 },
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

  it('left the demo firm as its administrator set it: other firms acted on their own', async () => {
    const firm = await firmRow(demoFirmId);
    expect(firm.admin_id).toBe(await userIdOf(db, DEMO.firmAdmin));
    expect(await db.selectFrom('users').select('id').where('id', '=', throwaway).executeTakeFirst()).toBeUndefined();
  });
});

describe('GET /api/client and the firm settings', () => {
  it('answers the firm of the signed-in user', async () => {
    const lawyer = await loggedIn(ctx.app, DEMO.lawyer);
    const response = await lawyer.get('/api/client');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual(
      expect.objectContaining({ uuid: demoUuid, name: 'Cabinet Démo', admin_id: await userIdOf(db, DEMO.firmAdmin) }),
    );
  });

  it('needs a valid mailbox for the shared mail system, and forgets it for own addresses', async () => {
    const admin = await loggedIn(ctx.app, DEMO.firmAdmin);
    const missing = await admin.post('/api/client/mail-system', { mail_system: 1 });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.email).toEqual(['Ce champ est requis']);
    const invalid = await admin.post('/api/client/mail-system?lang=en', { mail_system: 1, email: 'not-an-address' });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json().errors)).toEqual(['email']);
    expect((await admin.post('/api/client/mail-system', { mail_system: 3 })).statusCode).toBe(422);

    const shared = await admin.post('/api/client/mail-system', { mail_system: 1, email: ' Boite@Cabinet-Demo.test ' });
    expect(shared.statusCode).toBe(200);
    expect(shared.json().data).toEqual(
      expect.objectContaining({ mail_system: 1, email_box: 'boite@cabinet-demo.test' }),
    );
    const own = await admin.post('/api/client/mail-system', { mail_system: 2 });
    expect(own.json().data).toEqual(expect.objectContaining({ mail_system: 2, email_box: null }));
  });

  it('sets each integration flag alone, and needs at least one', async () => {
    const admin = await loggedIn(ctx.app, DEMO.firmAdmin);
    expect((await admin.post('/api/client/integration', {})).statusCode).toBe(422);
    expect((await admin.post('/api/client/integration', { uses_kleos: 2 })).statusCode).toBe(422);
    const dioxa = await admin.post('/api/client/integration', { uses_dioxa: 1 });
    const kleosBefore = (await firmRow(demoFirmId)).uses_kleos;
    expect(dioxa.json().data).toEqual(expect.objectContaining({ uses_dioxa: 1, uses_kleos: kleosBefore }));
    const both = await admin.post('/api/client/integration', { uses_kleos: 0, uses_dioxa: 0 });
    expect(both.json().data).toEqual(expect.objectContaining({ uses_kleos: 0, uses_dioxa: 0 }));
  });

  it('lists the members of the firm by name, the administrator flagged', async () => {
    const lawyer = await loggedIn(ctx.app, DEMO.lawyer);
    const members = (await lawyer.get(`/api/client/${demoUuid}/users`)).json().data as {
      name: string;
      email: string;
      is_admin: boolean;
    }[];
    const names = members.map((member) => member.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(members.filter((member) => member.is_admin).map((member) => member.email)).toEqual([DEMO.firmAdmin]);
    expect(members.map((member) => member.email)).not.toContain(DEMO.otherFirmAdmin);
    expect((await lawyer.get(`/api/client/${otherUuid}/users`)).statusCode).toBe(404);
    expect((await lawyer.get('/api/client/no-such-firm/users')).statusCode).toBe(404);
  });
});

describe('the administrator transfer', () => {
  it('hands the role to a member; the previous administrator becomes an ordinary lawyer', async () => {
    const firm = await insertFirm(db, 'Cabinet Transfert');
    const first = await insertLawyer(db, firm.id, 'premiere@transfert.test', 'Anne Premier');
    const second = await insertLawyer(db, firm.id, 'second@transfert.test', 'Bruno Second');
    await db.updateTable('clients').set({ admin_id: first }).where('id', '=', firm.id).execute();

    const anne = await loggedIn(ctx.app, 'premiere@transfert.test');
    const outsider = await anne.post('/api/client/admin', { user_id: await userIdOf(db, DEMO.lawyer) });
    expect(outsider.statusCode).toBe(422);
    expect(Object.keys(outsider.json().errors)).toEqual(['user_id']);
    expect((await anne.post('/api/client/admin', { user_id: 999_999 })).statusCode).toBe(422);

    const moved = await anne.post('/api/client/admin', { user_id: second });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.admin_id).toBe(second);
    // Anne is an ordinary lawyer now: the administrator routes refuse her.
    expect((await anne.post('/api/client/admin', { user_id: first })).statusCode).toBe(403);
    expect((await anne.get('/api/client')).json().data.admin_id).toBe(second);
    const bruno = await loggedIn(ctx.app, 'second@transfert.test');
    expect((await bruno.post('/api/client/integration', { uses_kleos: 1 })).statusCode).toBe(200);
  });
});

describe('DELETE /api/client/user/{id}', () => {
  async function firmWithTwo(name: string) {
    const firm = await insertFirm(db, name);
    const slug = name.toLowerCase().replace(/\W+/g, '-');
    const admin = await insertLawyer(db, firm.id, `admin@${slug}.test`, 'Alice Admin');
    const lawyer = await insertLawyer(db, firm.id, `avocat@${slug}.test`, 'Louis Avocat');
    await db.updateTable('clients').set({ admin_id: admin }).where('id', '=', firm.id).execute();
    return { firm, admin, lawyer, adminEmail: `admin@${slug}.test`, lawyerEmail: `avocat@${slug}.test` };
  }

  const countsOf = (clientId: number) =>
    db
      .selectFrom('legal_case_counts')
      .select(['user_id', 'status_rank', 'n'])
      .where('client_id', '=', clientId)
      .where('n', '>', 0)
      .orderBy('user_id')
      .orderBy('status_rank')
      .execute();

  it("moves the removed lawyer's open cases to the administrator, keeps the closed ones, ends the sessions", async () => {
    const { firm, admin, lawyer, adminEmail, lawyerEmail } = await firmWithTwo('Cabinet Suppression');
    const open = [
      await insertCase(db, { clientId: firm.id, userId: lawyer, status: 'new' }),
      await insertCase(db, { clientId: firm.id, userId: lawyer, status: 'opened' }),
      await insertCase(db, { clientId: firm.id, userId: lawyer, status: 'new' }),
    ];
    const closed = await insertCase(db, { clientId: firm.id, userId: lawyer, status: 'closed' });
    const adminOwn = await insertCase(db, { clientId: firm.id, userId: admin, status: 'opened' });
    const casesBefore = await db.selectFrom('legal_cases').select('id').where('client_id', '=', firm.id).execute();

    const louis = await loggedIn(ctx.app, lawyerEmail);
    const picture = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    const { payload, contentType } = await multipartBody([['picture', { content: picture, filename: 'louis.png' }]]);
    const uploaded = await louis.request('POST', '/api/user/update-picture', {
      payload,
      headers: { 'content-type': contentType },
    });
    expect(uploaded.statusCode).toBe(200);
    const filesBefore = storedFiles(ctx).length;
    const alice = await loggedIn(ctx.app, adminEmail);
    const response = await alice.request('DELETE', `/api/client/user/${lawyer}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ id: lawyer, reassigned_cases: 3 });

    for (const each of open) expect((await caseRow(db, each.token))?.user_id).toBe(admin);
    expect(await caseRow(db, closed.token)).toEqual(expect.objectContaining({ status: 'closed', user_id: null }));
    expect((await caseRow(db, adminOwn.token))?.user_id).toBe(admin);
    // Nothing lost, and the counters agree with the cases.
    const casesAfter = await db.selectFrom('legal_cases').select('id').where('client_id', '=', firm.id).execute();
    expect(casesAfter).toHaveLength(casesBefore.length);
    expect(await countsOf(firm.id)).toEqual([
      { user_id: 0, status_rank: 2, n: 1 },
      { user_id: admin, status_rank: 0, n: 2 },
      { user_id: admin, status_rank: 1, n: 2 },
    ]);
    const list = (await alice.get('/api/legal-cases?all=1&closed=1')).json() as { meta: { total: number } };
    expect(list.meta.total).toBe(5);

    // Their picture goes with the account.
    expect(storedFiles(ctx).length).toBe(filesBefore - 1);
    // The removed lawyer is signed out and cannot sign in again.
    expect((await louis.get('/api/user')).statusCode).toBe(401);
    expect((await new Agent(ctx.app).login(lawyerEmail)).statusCode).toBe(422);
    expect((await alice.request('DELETE', `/api/client/user/${lawyer}`)).statusCode).toBe(404);
  });

  it('refuses the administrator (self included), the last lawyer, and members of other firms', async () => {
    const { firm, admin, adminEmail } = await firmWithTwo('Cabinet Refus');
    const alice = await loggedIn(ctx.app, adminEmail);
    const self = await alice.request('DELETE', `/api/client/user/${admin}`);
    expect(self.statusCode).toBe(409);
    expect(self.json().code).toBe('cannot_delete_admin');

    const solo = await insertFirm(db, 'Cabinet Solo');
    const soloLawyer = await insertLawyer(db, solo.id, 'solo@cabinet-solo.test', 'Sacha Solo');
    await db.updateTable('clients').set({ admin_id: soloLawyer }).where('id', '=', solo.id).execute();
    const sacha = await loggedIn(ctx.app, 'solo@cabinet-solo.test');
    const last = await sacha.request('DELETE', `/api/client/user/${soloLawyer}`);
    expect(last.statusCode).toBe(409);
    expect(last.json().code).toBe('last_lawyer');

    // Another firm's member is not found, whatever its firm; a malformed id is a validation error.
    expect((await alice.request('DELETE', `/api/client/user/${soloLawyer}`)).statusCode).toBe(404);
    expect((await alice.request('DELETE', `/api/client/user/${await userIdOf(db, DEMO.lawyer)}`)).statusCode).toBe(404);
    expect((await alice.request('DELETE', '/api/client/user/abc')).statusCode).toBe(422);
    const members = await db.selectFrom('users').select('id').where('client_id', 'in', [firm.id, solo.id]).execute();
    expect(members).toHaveLength(3);
  });
});

describe('POST /api/client/invite', () => {
  it('mails a Register link with the address, a token, the firm uuid and its name, in the inviter language', async () => {
    const admin = await loggedIn(ctx.app, DEMO.firmAdmin);
    await db.updateTable('users').set({ lang: 'en' }).where('email', '=', DEMO.firmAdmin).execute();
    const response = await admin.post('/api/client/invite?lang=fr', { email: ' Nouvelle.Avocate@Example.be ' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ email: 'nouvelle.avocate@example.be', replaced: false });
    const mail = (await outbox(ctx)).filter((message) => message.to === 'nouvelle.avocate@example.be').pop();
    expect(mail?.subject).toBe('Invitation to join Cabinet Démo on LexDesk');
    const params = linkParams(mail?.text ?? '');
    expect(params.get('email')).toBe('nouvelle.avocate@example.be');
    expect(params.get('token')).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(params.get('client')).toBe(demoUuid);
    expect(params.get('name')).toBe('Cabinet Démo');
    await db.updateTable('users').set({ lang: 'fr' }).where('email', '=', DEMO.firmAdmin).execute();

    // The link registers the invitee into the firm.
    const invitee = new Agent(ctx.app);
    await invitee.csrf();
    const registered = await invitee.post('/api/auth/register', {
      name: 'Nouvelle Avocate',
      email: 'nouvelle.avocate@example.be',
      password: 'Un mot de passe solide 42',
      password_confirmation: 'Un mot de passe solide 42',
      token: params.get('token'),
    });
    expect(registered.statusCode).toBe(201);
    expect(registered.json().data.client.uuid).toBe(demoUuid);
  });

  it('refuses an address that already has an account, and an invalid one', async () => {
    const admin = await loggedIn(ctx.app, DEMO.firmAdmin);
    const before = (await outbox(ctx)).length;
    const member = await admin.post('/api/client/invite', { email: DEMO.lawyer.toUpperCase() });
    expect(member.statusCode).toBe(422);
    expect(member.json().errors).toEqual({ email: ['Cet email est déjà associé à un compte'] });
    const elsewhere = await admin.post('/api/client/invite?lang=nl', { email: DEMO.otherFirmAdmin });
    expect(elsewhere.json().errors).toEqual({ email: ['Dit e-mailadres is al aan een account gekoppeld'] });
    const invalid = await admin.post('/api/client/invite', { email: 'pas-une-adresse' });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json().errors)).toEqual(['email']);
    expect((await outbox(ctx)).length).toBe(before);
  });
});

describe('the pending invitations', () => {
  const DAY_MS = 24 * 60 * 60 * 1000;
  let firm: { id: number; uuid: string };
  let admin: Agent;

  /** A firm in its trial (Basic's three lawyers), its administrator signed in. */
  async function trialFirm(name: string, adminEmail: string) {
    const created = await insertFirm(db, name);
    const adminId = await insertLawyer(db, created.id, adminEmail, `Admin ${name}`);
    const trialEnd = new Date(ctx.clock.now().getTime() + 20 * DAY_MS).toISOString();
    await db
      .updateTable('clients')
      .set({ admin_id: adminId, trial_ends_at: trialEnd })
      .where('id', '=', created.id)
      .execute();
    return { firm: created, admin: await loggedIn(ctx.app, adminEmail) };
  }

  const listOf = async (agent: Agent, uuid: string) => {
    const answer = await agent.get(`/api/client/${uuid}/invitations`);
    expect(answer.statusCode).toBe(200);
    return answer.json().data as {
      id: number;
      email: string;
      created_at: string;
      expires_at: string;
      expired: boolean;
    }[];
  };
  const seatsUsed = async (agent: Agent) =>
    ((await agent.get('/api/client/subscription')).json().data as { usage: { lawyers: { used: number } } }).usage
      .lawyers.used;
  const tokenMailedTo = async (email: string) =>
    linkParams((await outbox(ctx)).filter((mail) => mail.to === email).pop()?.text ?? '').get('token');
  const checkInvitation = (token: string | null, email: string) =>
    new Agent(ctx.app).get(
      `/api/auth/check-invitation?token=${token ?? ''}&email=${encodeURIComponent(email)}&lang=fr`,
    );
  const expire = (id: number) =>
    db
      .updateTable('invitations')
      .set({ expires_at: new Date(ctx.clock.now().getTime() - 1000).toISOString() })
      .where('id', '=', id)
      .execute();

  beforeEach(async () => {
    ({ firm, admin } = await trialFirm(`Cabinet Invitations ${Date.now()}`, `admin.${Date.now()}@invitations.test`));
  });

  it('lists the invitations waiting for their lawyer, newest first, with their dates; not the accepted ones', async () => {
    expect(await listOf(admin, firm.uuid)).toEqual([]);
    const first = await invite(admin, firm.id, 'premiere@invitations.test');
    const second = await invite(admin, firm.id, 'seconde@invitations.test');
    const listed = await listOf(admin, firm.uuid);
    expect(listed.map(({ id, email, expired }) => ({ id, email, expired }))).toEqual([
      { id: second, email: 'seconde@invitations.test', expired: false },
      { id: first, email: 'premiere@invitations.test', expired: false },
    ]);
    const sent = new Date(listed[0]!.created_at).getTime();
    expect(sent).toBe(ctx.clock.now().getTime());
    expect(new Date(listed[0]!.expires_at).getTime() - sent).toBe(7 * DAY_MS);

    // Accepted: the lawyer registered from the mail, and is a member now, not an invitation.
    const registering = new Agent(ctx.app);
    await registering.csrf();
    const registered = await registering.post('/api/auth/register', {
      name: 'Seconde Avocate',
      email: 'seconde@invitations.test',
      password: 'Un mot de passe solide 42',
      password_confirmation: 'Un mot de passe solide 42',
      token: await tokenMailedTo('seconde@invitations.test'),
    });
    expect(registered.statusCode).toBe(201);
    // An expired invitation is still listed (the administrator may resend it), marked so.
    await expire(first);
    expect(await listOf(admin, firm.uuid)).toEqual([expect.objectContaining({ id: first, expired: true })]);
  });

  it('inviting an address again sends a new link, kills the old one and says so; the seat is counted once', async () => {
    await invite(admin, firm.id, 'encore@invitations.test');
    const oldToken = await tokenMailedTo('encore@invitations.test');
    expect(await seatsUsed(admin)).toBe(2);
    const again = await admin.post('/api/client/invite', { email: 'Encore@Invitations.test' });
    expect(again.json().data).toEqual({ email: 'encore@invitations.test', replaced: true });
    const newToken = await tokenMailedTo('encore@invitations.test');
    expect(newToken).not.toBe(oldToken);
    expect((await checkInvitation(oldToken, 'encore@invitations.test')).json().code).toBe('invalid_token');
    expect((await checkInvitation(newToken, 'encore@invitations.test')).statusCode).toBe(200);
    expect((await listOf(admin, firm.uuid)).map(({ email }) => email)).toEqual(['encore@invitations.test']);
    expect(await seatsUsed(admin)).toBe(2);
    const fresh = await admin.post('/api/client/invite', { email: 'nouvelle@invitations.test' });
    expect(fresh.json().data).toEqual({ email: 'nouvelle@invitations.test', replaced: false });
  });

  it('resends: a new mail in the administrator language, a new link and expiry, the old link dead', async () => {
    const id = await invite(admin, firm.id, 'renvoi@invitations.test');
    const oldToken = await tokenMailedTo('renvoi@invitations.test');
    ctx.clock.advance(60_000);
    const resent = await admin.post(`/api/client/invitations/${id}/resend?lang=nl`);
    expect(resent.statusCode).toBe(200);
    const view = resent.json().data;
    expect(view).toMatchObject({ email: 'renvoi@invitations.test', expired: false });
    expect(view.id).not.toBe(id);
    expect(new Date(view.expires_at).getTime()).toBe(ctx.clock.now().getTime() + 7 * DAY_MS);
    const mail = (await outbox(ctx)).filter((message) => message.to === 'renvoi@invitations.test').pop();
    // The inviting administrator's language (French, stored on the account), not the request's.
    expect(mail?.subject).toMatch(/^Invitation à rejoindre/);
    const newToken = linkParams(mail?.text ?? '').get('token');
    expect(newToken).not.toBe(oldToken);
    expect((await checkInvitation(oldToken, 'renvoi@invitations.test')).json().code).toBe('invalid_token');
    expect((await checkInvitation(newToken, 'renvoi@invitations.test')).statusCode).toBe(200);
    // The old id is gone with its link, and names no other invitation.
    expect((await admin.post(`/api/client/invitations/${id}/resend`)).statusCode).toBe(404);
    expect((await admin.request('DELETE', `/api/client/invitations/${id}`)).statusCode).toBe(404);
    expect((await listOf(admin, firm.uuid)).map((item) => item.id)).toEqual([view.id]);
  });

  it('revokes: the link stops working, the invitation leaves the list and its seat is freed', async () => {
    const id = await invite(admin, firm.id, 'retrait@invitations.test');
    const token = await tokenMailedTo('retrait@invitations.test');
    expect(await seatsUsed(admin)).toBe(2);
    const revoked = await admin.request('DELETE', `/api/client/invitations/${id}`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().data).toEqual({ id, email: 'retrait@invitations.test' });
    expect(await listOf(admin, firm.uuid)).toEqual([]);
    expect(await seatsUsed(admin)).toBe(1);
    expect((await checkInvitation(token, 'retrait@invitations.test')).json().code).toBe('invalid_token');
    const registering = new Agent(ctx.app);
    await registering.csrf();
    const refused = await registering.post('/api/auth/register', {
      name: 'Trop Tard',
      email: 'retrait@invitations.test',
      password: 'Un mot de passe solide 42',
      password_confirmation: 'Un mot de passe solide 42',
      token,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('invalid_token');
    // Revoked already: there is nothing left under that id, and a new invitation never takes it.
    expect((await admin.request('DELETE', `/api/client/invitations/${id}`)).statusCode).toBe(404);
    expect(await invite(admin, firm.id, 'suivante@invitations.test')).not.toBe(id);
  });

  it("keeps the plan's lawyer count right: a revoked seat is free again, an expired one must fit to be resent", async () => {
    // Basic allows three lawyers: the administrator and two invitations.
    const first = await invite(admin, firm.id, 'un@invitations.test');
    const second = await invite(admin, firm.id, 'deux@invitations.test');
    expect((await admin.post('/api/client/invite', { email: 'trois@invitations.test' })).statusCode).toBe(409);
    expect((await admin.request('DELETE', `/api/client/invitations/${second}`)).statusCode).toBe(200);
    const third = await invite(admin, firm.id, 'trois@invitations.test');
    expect(await seatsUsed(admin)).toBe(3);

    // An expired invitation holds no seat: another lawyer may take it, and then it cannot be resent.
    await expire(first);
    expect(await seatsUsed(admin)).toBe(2);
    await invite(admin, firm.id, 'quatre@invitations.test');
    const refused = await admin.post(`/api/client/invitations/${first}/resend`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('plan_lawyer_limit');
    // A pending one already holds its seat: resending it takes no other.
    expect((await admin.post(`/api/client/invitations/${third}/resend`)).statusCode).toBe(200);
    expect(await seatsUsed(admin)).toBe(3);
  });

  it('answers a used invitation, or one whose address has an account by now, with a translated 409', async () => {
    const used = await invite(admin, firm.id, 'acceptee@invitations.test');
    await db
      .updateTable('invitations')
      .set({ used_at: ctx.clock.now().toISOString() })
      .where('id', '=', used)
      .execute();
    const resend = await admin.post(`/api/client/invitations/${used}/resend`);
    expect(resend.statusCode).toBe(409);
    expect(resend.json()).toMatchObject({
      code: 'invitation_used',
      message: 'Cette invitation a déjà été acceptée\u00a0: son adresse a un compte LexDesk.',
    });
    const revoke = await admin.request('DELETE', `/api/client/invitations/${used}?lang=en`);
    expect(revoke.statusCode).toBe(409);
    expect(revoke.json().message).toBe('This invitation has already been accepted: its address has a LexDesk account.');

    // Registered in another firm meanwhile: nobody is left to invite here.
    const elsewhere = await invite(admin, firm.id, 'ailleurs@invitations.test');
    await insertLawyer(db, demoFirmId, 'ailleurs@invitations.test', 'Ailleurs Déjà');
    expect((await admin.post(`/api/client/invitations/${elsewhere}/resend?lang=nl`)).json()).toMatchObject({
      code: 'invitation_used',
      message: 'Deze uitnodiging werd al aanvaard: het adres heeft een LexDesk-account.',
    });
  });

  it("answers another firm's invitation, or none, with 404, and a malformed id with 422", async () => {
    const demoAdmin = await loggedIn(ctx.app, DEMO.firmAdmin);
    const theirs = await invite(demoAdmin, demoFirmId, 'pas.chez.vous@example.be');
    expect((await admin.post(`/api/client/invitations/${theirs}/resend`)).statusCode).toBe(404);
    expect((await admin.request('DELETE', `/api/client/invitations/${theirs}`)).statusCode).toBe(404);
    expect((await admin.get(`/api/client/${demoUuid}/invitations`)).statusCode).toBe(404);
    expect((await admin.post('/api/client/invitations/999999999/resend')).statusCode).toBe(404);
    expect((await admin.post('/api/client/invitations/abc/resend')).statusCode).toBe(422);
    expect((await admin.request('DELETE', '/api/client/invitations/-1')).statusCode).toBe(422);
    // Nothing of theirs changed.
    expect((await listOf(demoAdmin, demoUuid)).map((item) => item.id)).toContain(theirs);
  });

  it('refuses a resend past the trial, and still lets the administrator revoke', async () => {
    const id = await invite(admin, firm.id, 'apres@invitations.test');
    await db
      .updateTable('clients')
      .set({ trial_ends_at: new Date(ctx.clock.now().getTime() - DAY_MS).toISOString() })
      .where('id', '=', firm.id)
      .execute();
    const resend = await admin.post(`/api/client/invitations/${id}/resend`);
    expect(resend.statusCode).toBe(402);
    expect(resend.json().code).toBe('subscription_required');
    expect((await admin.request('DELETE', `/api/client/invitations/${id}`)).statusCode).toBe(200);
  });
});

describe('the firm policies', () => {
  const post = (agent: Agent, policies: unknown) => agent.post(`/api/client/${demoUuid}/policies`, { policies });

  it('stores the posted set sanitised, drops empty texts, and serves each at a public page', async () => {
    const admin = await loggedIn(ctx.app, DEMO.firmAdmin);
    const response = await post(admin, {
      privacy: [
        {
          lang: 'en',
          content: '<h2>Data</h2><p>We keep <strong>little</strong>, see <a href="https://example.be/x">this</a>.</p>',
        },
        { lang: 'nl', content: '<p></p><p><br></p>' },
      ],
      terms: [{ lang: 'fr', content: '<h3>Objet</h3><ol><li><em>un</em></li></ol>' }],
    });
    expect(response.statusCode).toBe(200);
    const saved = response.json().data as FirmPolicies;
    expect(saved.privacy.map((policy) => policy.lang)).toEqual(['en']);
    expect(saved.privacy[0]?.content).toBe(
      '<h2>Data</h2><p>We keep <strong>little</strong>, see <a href="https://example.be/x">this</a>.</p>',
    );
    expect(saved.terms).toEqual([
      {
        lang: 'fr',
        content: '<h3>Objet</h3><ol><li><em>un</em></li></ol>',
        url: `http://lexdesk.test/policies/${demoUuid}/terms/fr`,
      },
    ]);

    // Members read the same set back; the posted set replaces the stored one.
    const lawyer = await loggedIn(ctx.app, DEMO.lawyer);
    expect((await lawyer.get(`/api/client/${demoUuid}/policies`)).json().data).toEqual(saved);
    const terms = saved.terms.map(({ lang, content }) => ({ lang, content }));
    const replaced = (await post(admin, { privacy: [], terms })).json().data as FirmPolicies;
    expect(replaced.privacy).toEqual([]);

    const links = (await ctx.app.inject({ method: 'GET', url: `/api/public/policies/${demoUuid}` })).json()
      .data as PublicPolicyLinks;
    expect(links).toEqual({
      privacy: [],
      terms: [{ lang: 'fr', url: `http://lexdesk.test/policies/${demoUuid}/terms/fr` }],
    });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/public/policies/nope' })).statusCode).toBe(404);

    const page = await ctx.app.inject({ method: 'GET', url: `/policies/${demoUuid}/terms/fr` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.headers['content-security-policy']).not.toContain('script-src');
    expect(page.body).toContain('<title>Conditions générales – Cabinet Démo</title>');
    expect(page.body).toContain('<h3>Objet</h3><ol><li><em>un</em></li></ol>');
    expect((await ctx.app.inject({ method: 'GET', url: `/policies/${demoUuid}/privacy/en` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `/policies/${demoUuid}/terms/de` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `/policies/${otherUuid}/terms/fr` })).statusCode).toBe(404);
  });

  it.each([
    ['a script tag', '<p>a</p><script>alert(1)</script>', '<p>a</p>'],
    ['an event handler', '<p onclick="alert(1)" onmouseover="x()">a</p>', '<p>a</p>'],
    ['a javascript: link', '<p><a href="javascript:alert(1)">a</a></p>', '<p><a>a</a></p>'],
    ['an obfuscated javascript: link', '<p><a href="  JaVaScRiPt&#58;alert(1)">a</a></p>', '<p><a>a</a></p>'],
    ['a data: link', '<p><a href="data:text/html,<script>x</script>">a</a></p>', '<p><a>a</a></p>'],
    ['a style attribute and element', '<style>p{}</style><p style="color:red">a</p>', '<p>a</p>'],
    ['an iframe', '<p>a</p><iframe src="https://evil.example"></iframe>', '<p>a</p>'],
    ['an image with onerror', '<p>a<img src=x onerror="alert(1)"></p>', '<p>a</p>'],
    ['a table (not in the subset)', '<table><tr><td>a</td></tr></table>', 'a'],
    ['an svg', '<p>a</p><svg><script>alert(1)</script></svg>', '<p>a</p>'],
  ])('never keeps %s', async (_name, content, stored) => {
    const admin = await loggedIn(ctx.app, DEMO.firmAdmin);
    const response = await post(admin, { privacy: [{ lang: 'fr', content }], terms: [] });
    expect(response.statusCode).toBe(200);
    const saved = (response.json().data as FirmPolicies).privacy[0]?.content;
    expect(saved).toBe(stored);
    const row = await db
      .selectFrom('policies')
      .select('content')
      .where('client_id', '=', demoFirmId)
      .executeTakeFirst();
    expect(row?.content).toBe(stored);
    expect(row?.content).not.toMatch(/script|onerror|onclick|javascript|iframe|style/i);
  });

  it('keeps the allowed markup: headings, lists, emphasis, line breaks and http, https and mailto links', async () => {
    const admin = await loggedIn(ctx.app, DEMO.firmAdmin);
    const content =
      '<h2>T</h2><h3>S</h3><p><strong>b</strong> <em>i</em><br>x</p><ul><li>u</li></ul><ol><li>o</li></ol>' +
      '<p><a href="mailto:a@b.be">m</a> <a href="http://example.be">h</a></p>';
    const saved = (await post(admin, { privacy: [{ lang: 'nl', content }], terms: [] })).json().data as FirmPolicies;
    expect(saved.privacy[0]?.content).toBe(
      '<h2>T</h2><h3>S</h3><p><strong>b</strong> <em>i</em><br />x</p><ul><li>u</li></ul><ol><li>o</li></ol>' +
        '<p><a href="mailto:a@b.be">m</a> ' +
        '<a href="http://example.be">h</a></p>',
    );
  });

  it('refuses unknown languages, types and fields', async () => {
    const admin = await loggedIn(ctx.app, DEMO.firmAdmin);
    expect((await post(admin, { privacy: [{ lang: 'de', content: '<p>x</p>' }], terms: [] })).statusCode).toBe(422);
    expect((await post(admin, { privacy: [], terms: [], cookies: [] })).statusCode).toBe(422);
    expect((await post(admin, { privacy: [] })).statusCode).toBe(422);
  });
});
