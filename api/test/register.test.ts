import { PRIVACY_VERSION, TERMS_VERSION } from '@lexdesk/shared/domain';
import { Agent, createTestApp, DEMO, linkParams, loggedIn, outbox, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const subscribe = {
  firstname: 'Lucie',
  lastname: 'Martin',
  email: 'lucie@martin-avocats.test',
  password: 'un-bon-mot-de-passe',
  password_confirmation: 'un-bon-mot-de-passe',
};

async function register(payload: Record<string, unknown>, agent = new Agent(ctx.app)) {
  await agent.csrf();
  return { agent, res: await agent.post('/api/auth/register', payload) };
}

async function demoInvitation() {
  const mail = (await outbox(ctx)).find((m) => m.to === DEMO.invited);
  if (!mail) throw new Error('the seed sent no invitation');
  return { mail, params: linkParams(mail.text) };
}

describe('POST /api/auth/register (Subscribe)', () => {
  it('creates a firm in trial with the user as its administrator, and logs in', async () => {
    const before = Date.now();
    const { agent, res } = await register(subscribe);
    expect(res.statusCode).toBe(201);
    const user = res.json().data;
    expect(user).toMatchObject({
      email: subscribe.email,
      name: 'Lucie Martin',
      firstname: 'Lucie',
      lastname: 'Martin',
      admin: 0,
      client: { name: null, subscription_status: 'trial', lawyer_list: String(user.id) },
    });
    expect(user.client.admin_id).toBe(user.id);
    const trialDays = (Date.parse(user.client.trial_ends_at) - before) / 86_400_000;
    expect(trialDays).toBeGreaterThan(29.9);
    expect(trialDays).toBeLessThan(30.1);
    expect((await agent.get('/api/user')).json().data.id).toBe(user.id);
  });

  it('records the versions of the terms and privacy policy accepted, and when', async () => {
    const email = 'accepte@martin-avocats.test';
    const { res } = await register({
      ...subscribe,
      email,
      terms_version: TERMS_VERSION,
      privacy_version: PRIVACY_VERSION,
    });
    expect(res.statusCode).toBe(201);
    const row = await ctx.db
      .selectFrom('users')
      .select(['terms_version', 'privacy_version', 'legal_accepted_at', 'created_at'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ terms_version: TERMS_VERSION, privacy_version: PRIVACY_VERSION });
    // Accepted when the account was made, on the server's clock.
    expect(row.legal_accepted_at).toBe(row.created_at);
  });

  it('refuses versions other than the current ones, creating nothing', async () => {
    const email = 'ancienne-page@martin-avocats.test';
    const { res } = await register({ ...subscribe, email, terms_version: '0.9', privacy_version: PRIVACY_VERSION });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      errors: {
        terms: [
          "Ce texte a été mis à jour depuis l'ouverture de la page : rechargez-la pour lire la version en vigueur.",
        ],
      },
    });
    expect(res.json().errors).not.toHaveProperty('privacy');
    const rows = await ctx.db.selectFrom('users').select('id').where('email', '=', email).execute();
    expect(rows).toEqual([]);
  });

  // Issue 27, finding 6b: it was Laravel's English sentence in every language.
  it.each([
    ['fr', { 'accept-language': 'fr-BE,fr;q=0.9' }, 'Cet email est déjà associé à un compte'],
    ['en', { 'accept-language': 'en' }, 'This email is already linked to an account'],
    ['nl', { 'accept-language': 'nl-BE' }, 'Dit e-mailadres is al aan een account gekoppeld'],
  ])('answers email_taken in the language of the request (%s)', async (_, headers, message) => {
    const agent = new Agent(ctx.app);
    await agent.csrf();
    const res = await agent.post('/api/auth/register', { ...subscribe, email: DEMO.lawyer.toUpperCase() }, { headers });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ status: 'error', code: 'email_taken', message });
  });

  it('answers validation_failed with the French field messages', async () => {
    const { res } = await register({ email: 'nope', password: 'court', password_confirmation: 'court' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      errors: {
        email: ["L'email n'est pas valide"],
        password: ['Le mot de passe doit faire au minimum 8 caractères'],
      },
    });

    const names = await register({
      ...subscribe,
      firstname: '  ',
      lastname: undefined,
      password_confirmation: 'autre-chose',
    });
    expect(names.res.json().errors).toEqual({
      firstname: ['Ce champ est requis'],
      lastname: ['Ce champ est requis'],
      password_confirmation: ['La confirmation du mot de passe ne correspond pas'],
    });

    const empty = await register({});
    expect(empty.res.json().errors).toEqual({
      email: ['Ce champ est requis'],
      password: ['Ce champ est requis'],
      password_confirmation: ['Ce champ est requis'],
    });
  });

  it('rotates the session', async () => {
    const agent = new Agent(ctx.app);
    await agent.csrf();
    const anonymous = agent.sessionId;
    await agent.post('/api/auth/register', { ...subscribe, email: 'rotation@nowhere.test' });
    expect(agent.sessionId).toBeDefined();
    expect(agent.sessionId).not.toBe(anonymous);
  });
});

describe('invitations', () => {
  it('the seed mailed a register link for the pending invitation', async () => {
    const { mail, params } = await demoInvitation();
    expect(mail.text).toContain('http://lexdesk.test/register?email=nouvel.avocat%40cabinet-demo.test&token=');
    // `client` is the firm's uuid, `name` its name (the office contract).
    expect(mail.text).toMatch(/&client=[0-9a-f-]{36}&name=Cabinet%20D%C3%A9mo$/m);
    expect(params.get('email')).toBe(DEMO.invited);
    expect(params.get('name')).toBe('Cabinet Démo');
    expect(params.get('token')).toMatch(/^[\w-]{43}$/);
  });

  it('GET /api/auth/check-invitation answers the invitation', async () => {
    const { params } = await demoInvitation();
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/check-invitation',
      query: { token: params.get('token') ?? '', email: DEMO.invited, lang: 'fr' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'success',
      data: { valid: true, email: DEMO.invited, client: { name: 'Cabinet Démo' } },
    });
  });

  it('check-invitation refuses an unknown token, another email, and missing parameters', async () => {
    const { params } = await demoInvitation();
    const check = (query: Record<string, string>) =>
      ctx.app.inject({ method: 'GET', url: '/api/auth/check-invitation', query });
    const unknown = await check({ token: 'not-a-token', email: DEMO.invited });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ code: 'invalid_token' });
    const otherEmail = await check({ token: params.get('token') ?? '', email: 'someone@else.test' });
    expect(otherEmail.json()).toMatchObject({ code: 'invalid_token' });
    const missing = await check({});
    expect(missing.json()).toMatchObject({
      code: 'validation_failed',
      errors: { token: ['Ce champ est requis'], email: ['Ce champ est requis'] },
    });
  });

  it('register with an invitation refuses an unknown token and another email', async () => {
    const { params } = await demoInvitation();
    const base = {
      name: 'Nouvel',
      email: DEMO.invited,
      password: 'un-mot-de-passe-solide',
      password_confirmation: 'un-mot-de-passe-solide',
    };
    const unknown = await register({ ...base, token: 'not-a-token' });
    expect(unknown.res.json()).toMatchObject({ code: 'invalid_token' });
    const otherEmail = await register({ ...base, email: 'intrus@nowhere.test', token: params.get('token') });
    expect(otherEmail.res.json()).toMatchObject({ code: 'invalid_token' });
    const noName = await register({ ...base, name: '', token: params.get('token') });
    expect(noName.res.json()).toMatchObject({ code: 'validation_failed', errors: { name: ['Ce champ est requis'] } });
  });

  it('registers into the inviting firm once, then answers already_used_token', async () => {
    const { params } = await demoInvitation();
    const token = params.get('token') ?? '';
    const payload = {
      name: 'Lejeune',
      email: DEMO.invited,
      password: 'un-mot-de-passe-solide',
      password_confirmation: 'un-mot-de-passe-solide',
      token,
    };
    const { agent, res } = await register(payload);
    expect(res.statusCode).toBe(201);
    const user = res.json().data;
    expect(user).toMatchObject({
      email: DEMO.invited,
      name: 'Lejeune',
      lastname: 'Lejeune',
      firstname: null,
      client: { name: 'Cabinet Démo' },
    });
    expect(user.client.admin_id).not.toBe(user.id);
    expect(user.client.lawyer_list.split(',')).toContain(String(user.id));
    expect((await agent.get('/api/user')).statusCode).toBe(200);

    const again = await register({ ...payload, email: DEMO.invited });
    expect(again.res.statusCode).toBe(422);
    expect(again.res.json()).toMatchObject({
      code: 'already_used_token',
      message: 'Cette invitation a déjà été utilisée',
    });
    const check = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/check-invitation',
      query: { token, email: DEMO.invited },
    });
    expect(check.json()).toMatchObject({ code: 'already_used_token' });

    // The firm's administrator now sees the new lawyer in the firm.
    const admin = await loggedIn(ctx.app, DEMO.firmAdmin);
    expect((await admin.get('/api/user')).json().data.client.lawyer_list.split(',')).toContain(String(user.id));
  });

  it('an invitation expires after 7 days', async () => {
    const local = await createTestApp();
    const mail = (await outbox(local)).find((m) => m.to === DEMO.invited);
    const token = linkParams(mail?.text ?? '').get('token') ?? '';
    local.clock.advance(7 * 24 * 60 * 60 * 1000 + 1000);
    const check = await local.app.inject({
      method: 'GET',
      url: '/api/auth/check-invitation',
      query: { token, email: DEMO.invited },
    });
    expect(check.json()).toMatchObject({ code: 'invalid_token' });
    const agent = new Agent(local.app);
    await agent.csrf();
    const res = await agent.post('/api/auth/register', {
      name: 'Trop Tard',
      email: DEMO.invited,
      password: 'un-mot-de-passe-solide',
      password_confirmation: 'un-mot-de-passe-solide',
      token,
    });
    expect(res.json()).toMatchObject({ code: 'invalid_token' });
    await local.close();
  });
});
