import { Agent, createTestApp, DEMO, loggedIn, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('GET /api/onboarding/status', () => {
  it('answers the onboarding flags', async () => {
    const fresh = await loggedIn(ctx.app, DEMO.freshLawyer);
    expect((await fresh.get('/api/onboarding/status?lang=fr')).json()).toEqual({
      status: 'success',
      data: {
        has_user_set_their_skills: false,
        has_user_set_casus_on_their_site: false,
        has_done_onboarding: false,
        has_ever_received_a_case: false,
      },
    });
    const admin = await loggedIn(ctx.app, DEMO.firmAdmin);
    expect((await admin.get('/api/onboarding/status')).json().data.has_done_onboarding).toBe(true);
  });

  it('answers 401 without a session', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/onboarding/status' })).statusCode).toBe(401);
  });
});

describe('POST /api/onboarding/set-client-name', () => {
  it('lets the firm administrator name the firm (trimmed)', async () => {
    const admin = await loggedIn(ctx.app, DEMO.otherFirmAdmin);
    const res = await admin.post('/api/onboarding/set-client-name', { name: '  Janssens & Partners  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Janssens & Partners', subscription_status: 'trial' });
    expect((await admin.get('/api/user')).json().data.client.name).toBe('Janssens & Partners');
  });

  it('answers 403 forbidden to a lawyer who is not the firm administrator', async () => {
    const lawyer = await loggedIn(ctx.app, DEMO.lawyer);
    const res = await lawyer.post('/api/onboarding/set-client-name', { name: 'Pris en otage' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: 'error', code: 'forbidden' });
    expect((await lawyer.get('/api/user')).json().data.client.name).toBe('Cabinet Démo');
  });

  it('answers 403 to the super administrator, who has no firm', async () => {
    const admin = await loggedIn(ctx.app, DEMO.superAdmin);
    expect((await admin.post('/api/onboarding/set-client-name', { name: 'X' })).statusCode).toBe(403);
  });

  it('answers 401 to an anonymous session', async () => {
    const agent = new Agent(ctx.app);
    await agent.csrf();
    expect((await agent.post('/api/onboarding/set-client-name', { name: 'X' })).statusCode).toBe(401);
  });

  it('validates the name', async () => {
    const admin = await loggedIn(ctx.app, DEMO.firmAdmin);
    const blank = await admin.post('/api/onboarding/set-client-name', { name: '   ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json()).toMatchObject({ code: 'validation_failed', errors: { name: ['Ce champ est requis'] } });
    const missing = await admin.post('/api/onboarding/set-client-name', {});
    expect(missing.json().errors).toEqual({ name: ['Ce champ est requis'] });
    const long = await admin.post('/api/onboarding/set-client-name', { name: 'x'.repeat(121) });
    expect(long.json().errors).toEqual({ name: ['Ce champ ne doit pas dépasser 120 caractères'] });
    const english = await admin.post('/api/onboarding/set-client-name?lang=en', { name: '' });
    expect(english.json()).toMatchObject({
      message: 'The given data was invalid.',
      errors: { name: ['This field is required'] },
    });
  });
});
