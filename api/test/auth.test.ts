import { Agent, createTestApp, DEMO, loggedIn, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('POST /api/auth/login', () => {
  it('logs in and answers the user', async () => {
    const agent = new Agent(ctx.app);
    const res = await agent.login(DEMO.firmAdmin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('success');
    expect(body.data).toMatchObject({
      email: DEMO.firmAdmin,
      name: 'Claire Dubois',
      firstname: 'Claire',
      lastname: 'Dubois',
      lawyer_firstname: 'Claire',
      lawyer_lastname: 'Dubois',
      admin: 0,
      lang: 'fr',
      categories: [{ id: expect.any(Number), description: 'Droit des sociétés' }],
      client: { name: 'Cabinet Démo', mail_system: 1, uses_kleos: 1, uses_dioxa: 0, subscription_status: 'active' },
    });
    expect(body.data.lawyer_id).toBe(body.data.id);
    expect(body.data.client.admin_id).toBe(body.data.id);
    expect(body.data).not.toHaveProperty('password_hash');
  });

  it('accepts the email in any case', async () => {
    const res = await new Agent(ctx.app).login('Avocat@Cabinet-Demo.TEST');
    expect(res.statusCode).toBe(200);
  });

  it('answers 422 invalid_credentials, the same for a wrong password and an unknown email', async () => {
    const wrong = await new Agent(ctx.app).login(DEMO.lawyer, 'not-the-password');
    const unknown = await new Agent(ctx.app).login('nobody@nowhere.test', 'not-the-password');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        status: 'error',
        code: 'invalid_credentials',
        message: 'Email ou mot de passe erroné',
      });
      expect(res.cookies.find((c) => c.name === 'lexdesk_session')).toBeUndefined();
    }
  });

  it('answers 422 validation_failed with field errors', async () => {
    const agent = new Agent(ctx.app);
    await agent.csrf();
    const missing = await agent.post('/api/auth/login', {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({
      code: 'validation_failed',
      errors: { email: ['Ce champ est requis'], password: ['Ce champ est requis'] },
    });
    const bad = await agent.post('/api/auth/login', { email: 'not-an-email', password: '', extra: 1 });
    expect(bad.json().errors).toEqual({
      email: ["L'email n'est pas valide"],
      password: ['Ce champ est requis'],
      extra: ["Ce champ n'est pas autorisé"],
    });
    const noBody = await agent.post('/api/auth/login');
    expect(noBody.statusCode).toBe(422);
    expect(Object.keys(noBody.json().errors)).toEqual(['email', 'password']);
  });
});

describe('rate limits', () => {
  it('answers 429 too_many_attempts after 5 attempts per email and IP', async () => {
    const local = await createTestApp();
    const agent = new Agent(local.app);
    await agent.csrf();
    for (let i = 0; i < 5; i += 1) {
      const res = await agent.post('/api/auth/login', { email: DEMO.lawyer, password: 'wrong-password' });
      expect(res.statusCode).toBe(422);
    }
    const blocked = await agent.post('/api/auth/login', { email: DEMO.lawyer, password: 'lexdesk-demo' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ status: 'error', code: 'too_many_attempts' });
    expect(blocked.headers['retry-after']).toBeDefined();
    // Another email from the same address still has its own budget.
    expect((await agent.post('/api/auth/login', { email: DEMO.firmAdmin, password: 'lexdesk-demo' })).statusCode).toBe(
      200,
    );
    await local.close();
  });

  it('limits attempts per IP whatever the email', async () => {
    const local = await createTestApp({ rateLimits: { perIp: 3 } });
    const agent = new Agent(local.app);
    await agent.csrf();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push(
        (await agent.post('/api/auth/login', { email: `user${i}@nowhere.test`, password: 'x' })).statusCode,
      );
    }
    expect(statuses).toEqual([422, 422, 422, 429]);
    await local.close();
  });

  it('limits register-check too', async () => {
    const local = await createTestApp({ seed: 'none', rateLimits: { perEmail: 2 } });
    const agent = new Agent(local.app);
    await agent.csrf();
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push((await agent.post('/api/auth/register-check', { email: 'probe@nowhere.test' })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
    await local.close();
  });
});

describe('POST /api/auth/register-check', () => {
  it('tells whether an email is free', async () => {
    const agent = new Agent(ctx.app);
    await agent.csrf();
    const taken = await agent.post('/api/auth/register-check', { email: DEMO.lawyer.toUpperCase() });
    expect(taken.json()).toEqual({ status: 'success', data: { available: false } });
    const free = await agent.post('/api/auth/register-check', { email: 'free@nowhere.test' });
    expect(free.json()).toEqual({ status: 'success', data: { available: true } });
    const bad = await agent.post('/api/auth/register-check', { email: 'nope' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ email: ["L'email n'est pas valide"] });
  });
});

describe('GET /api/user', () => {
  it('answers 401 unauthenticated without a session', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/user?lang=fr' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 'error', code: 'unauthenticated', message: 'Vous devez être connecté.' });
  });

  it('answers 401 with an anonymous session', async () => {
    const agent = new Agent(ctx.app);
    await agent.csrf();
    expect((await agent.get('/api/user')).statusCode).toBe(401);
  });

  it('describes a super administrator without firm', async () => {
    const agent = await loggedIn(ctx.app, DEMO.superAdmin);
    const { data } = (await agent.get('/api/user?lang=fr')).json();
    expect(data).toMatchObject({
      email: DEMO.superAdmin,
      admin: 1,
      client: null,
      lawyer_id: null,
      profile_picture_url: null,
    });
  });

  it('describes a lawyer with the firm and onboarding state', async () => {
    const agent = await loggedIn(ctx.app, DEMO.freshLawyer);
    const { data } = (await agent.get('/api/user')).json();
    expect(data).toMatchObject({
      name: 'Sophie Peeters',
      admin: 0,
      client: { name: 'Cabinet Démo', email_box: 'accueil@cabinet-demo.test' },
      onboarding: {
        has_user_set_their_skills: false,
        has_user_set_casus_on_their_site: false,
        has_done_onboarding: false,
        has_ever_received_a_case: false,
      },
    });
    expect(data.client.lawyer_list.split(',')).toHaveLength(3);
    expect(data.client.lawyer_list.split(',')).toContain(String(data.id));
    expect(data.client.uuid).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows a firm in trial as trial', async () => {
    const agent = await loggedIn(ctx.app, DEMO.otherFirmAdmin);
    const { data } = (await agent.get('/api/user')).json();
    expect(data.client).toMatchObject({
      name: 'Autre Cabinet',
      subscription_status: 'trial',
      lawyer_list: String(data.id),
    });
  });
});
