import { sha256 } from '../src/lib/crypto';
import { Agent, createTestApp, DEMO, loggedIn, type TestContext } from './helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('GET /api/sanctum/csrf-cookie', () => {
  it('answers 204 and sets the session and XSRF cookies', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/sanctum/csrf-cookie' });
    expect(res.statusCode).toBe(204);
    const session = res.cookies.find((c) => c.name === 'lexdesk_session');
    const xsrf = res.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(session?.secure).toBeFalsy();
    expect(session?.value.length).toBeGreaterThanOrEqual(43); // 32 random bytes
    expect(xsrf).toMatchObject({ sameSite: 'Lax', path: '/' });
    expect(xsrf?.httpOnly).toBeFalsy();
  });

  it('keeps the session and its token when one exists', async () => {
    const agent = new Agent(ctx.app);
    const first = await agent.csrf();
    const id = agent.sessionId;
    expect(await agent.csrf()).toBe(first);
    expect(agent.sessionId).toBe(id);
  });

  it('marks cookies Secure when served over https', async () => {
    const secure = await createTestApp({ seed: 'none', publicUrl: 'https://lexdesk.example' });
    const res = await secure.app.inject({ method: 'GET', url: '/api/sanctum/csrf-cookie' });
    expect(res.cookies.every((c) => c.secure === true)).toBe(true);
    expect(res.headers['strict-transport-security']).toBeDefined();
    await secure.close();
  });

  it('stores session ids hashed', async () => {
    const agent = new Agent(ctx.app);
    await agent.csrf();
    expect(agent.sessionId).toBeDefined();
    expect(await ctx.app.repos.sessions.find(agent.sessionId ?? '')).toBeUndefined();
    expect(await ctx.app.repos.sessions.find(sha256(agent.sessionId ?? ''))).toBeDefined();
  });
});

describe('CSRF protection', () => {
  it('answers 419 csrf_mismatch without X-XSRF-TOKEN', async () => {
    const agent = new Agent(ctx.app);
    await agent.csrf();
    const res = await agent.post('/api/auth/login', { email: DEMO.lawyer, password: 'x' }, { xsrf: false });
    expect(res.statusCode).toBe(419);
    expect(res.json()).toMatchObject({ status: 'error', code: 'csrf_mismatch' });
  });

  it('answers 419 with a wrong X-XSRF-TOKEN', async () => {
    const agent = new Agent(ctx.app);
    await agent.csrf();
    const res = await agent.post('/api/auth/login', { email: DEMO.lawyer, password: 'x' }, { xsrf: 'forged' });
    expect(res.statusCode).toBe(419);
  });

  it('answers 419 without any session', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'x-xsrf-token': 'whatever' },
    });
    expect(res.statusCode).toBe(419);
  });

  it("refuses another session's token", async () => {
    const a = new Agent(ctx.app);
    const b = new Agent(ctx.app);
    await a.csrf();
    const tokenOfB = await b.csrf();
    const res = await a.post('/api/auth/logout', undefined, { xsrf: tokenOfB });
    expect(res.statusCode).toBe(419);
  });
});

describe('session lifecycle', () => {
  it('rotates the session at login: the anonymous id and token no longer work', async () => {
    const agent = new Agent(ctx.app);
    await agent.csrf();
    const anonymousId = agent.sessionId;
    const anonymousToken = agent.xsrfToken;
    const res = await agent.post('/api/auth/login', { email: DEMO.lawyer, password: 'lexdesk-demo' });
    expect(res.statusCode).toBe(200);
    expect(agent.sessionId).not.toBe(anonymousId);
    expect(agent.xsrfToken).not.toBe(anonymousToken);

    const stale = new Agent(ctx.app);
    stale.cookies.set('lexdesk_session', anonymousId ?? '');
    stale.cookies.set('XSRF-TOKEN', anonymousToken ?? '');
    expect((await stale.get('/api/user')).statusCode).toBe(401);
    expect((await stale.post('/api/auth/logout')).statusCode).toBe(419);
    expect((await agent.get('/api/user')).statusCode).toBe(200);
  });

  it('logout ends the session and clears the cookies', async () => {
    const agent = await loggedIn(ctx.app, DEMO.lawyer);
    const sessionId = agent.sessionId ?? '';
    const res = await agent.post('/api/auth/logout');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', data: null });
    expect(agent.sessionId).toBeUndefined();

    const replay = new Agent(ctx.app);
    replay.cookies.set('lexdesk_session', sessionId);
    expect((await replay.get('/api/user')).statusCode).toBe(401);
  });

  it('expires a session idle for more than 2 hours', async () => {
    const agent = await loggedIn(ctx.app, DEMO.lawyer);
    ctx.clock.advance(2 * 60 * 60 * 1000 - 60_000);
    expect((await agent.get('/api/user')).statusCode).toBe(200);
    ctx.clock.advance(2 * 60 * 60 * 1000 + 1000);
    const res = await agent.get('/api/user');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'unauthenticated' });
  });

  it('expires an active session after 12 hours', async () => {
    const agent = await loggedIn(ctx.app, DEMO.lawyer);
    for (let hour = 0; hour < 11; hour += 1) {
      ctx.clock.advance(60 * 60 * 1000);
      expect((await agent.get('/api/user')).statusCode).toBe(200);
    }
    ctx.clock.advance(60 * 60 * 1000 + 1000);
    expect((await agent.get('/api/user')).statusCode).toBe(401);
  });
});
