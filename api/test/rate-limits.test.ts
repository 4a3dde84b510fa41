import type { FastifyInstance } from 'fastify';
import { fastifyTrustProxy, parseTrustProxy, type TrustProxy } from '../src/config';
import { clientKey } from '../src/plugins/rateLimit';
import { Agent, createTestApp, DEMO, PASSWORD, type TestContext } from './helpers';

let local: TestContext | undefined;
afterEach(async () => {
  await local?.close();
  local = undefined;
});

async function app(options: Parameters<typeof createTestApp>[0]): Promise<FastifyInstance> {
  local = await createTestApp(options);
  return local.app;
}

interface From {
  remoteAddress?: string;
  forwardedFor?: string;
}

/** One POST from a fresh browser at `from`, after its csrf-cookie call from the same place. */
async function post(target: FastifyInstance, url: string, payload: object, from: From = {}) {
  const agent = new Agent(target);
  const headers: Record<string, string> = from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {};
  await agent.csrf({ remoteAddress: from.remoteAddress, headers });
  return agent.post(url, payload, { remoteAddress: from.remoteAddress, headers });
}

const statusesOf = async (requests: (() => Promise<{ statusCode: number }>)[]) => {
  const statuses: number[] = [];
  for (const request of requests) statuses.push((await request()).statusCode);
  return statuses;
};

describe('trustProxy (LEXDESK_TRUST_PROXY)', () => {
  const check = (target: FastifyInstance, i: number, from: From) =>
    post(target, '/api/auth/register-check', { email: `probe${i}@nowhere.test` }, from);

  it('by default ignores X-Forwarded-For: a client cannot pick its address', async () => {
    const target = await app({ seed: 'none', rateLimits: { perIp: 2 } });
    const statuses = await statusesOf(
      [1, 2, 3].map((i) => () => check(target, i, { remoteAddress: '192.0.2.10', forwardedFor: `203.0.113.${i}` })),
    );
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('with one proxy (1), the client is the address the proxy appended, whatever the client sent', async () => {
    const target = await app({ seed: 'none', rateLimits: { perIp: 2 }, trustProxy: 1 });
    const proxy = '10.0.0.1';
    // The client forges a new first address each time; the proxy appends the real one.
    const spoofing = await statusesOf(
      [1, 2, 3].map(
        (i) => () => check(target, i, { remoteAddress: proxy, forwardedFor: `198.51.100.${i}, 203.0.113.7` }),
      ),
    );
    expect(spoofing).toEqual([200, 200, 429]);
    // Another client behind the same proxy keeps its own budget.
    expect((await check(target, 4, { remoteAddress: proxy, forwardedFor: '203.0.113.8' })).statusCode).toBe(200);
  });

  it('with proxy addresses, only those may forward a client address', async () => {
    const target = await app({ seed: 'none', rateLimits: { perIp: 2 }, trustProxy: ['10.0.0.0/8'] });
    const direct = await statusesOf(
      [1, 2, 3].map((i) => () => check(target, i, { remoteAddress: '192.0.2.20', forwardedFor: `198.51.100.${i}` })),
    );
    expect(direct).toEqual([200, 200, 429]);
    const proxied = await statusesOf(
      [4, 5].map((i) => () => check(target, i, { remoteAddress: '10.1.2.3', forwardedFor: `198.51.100.${i}` })),
    );
    expect(proxied).toEqual([200, 200]);
  });

  it('parses a hop count or addresses, never "trust everyone"', () => {
    expect(parseTrustProxy(undefined)).toBeUndefined();
    expect(parseTrustProxy('')).toBeUndefined();
    expect(parseTrustProxy('0')).toBeUndefined();
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.1, 172.16.0.0/12,::1,fd00::/8, loopback')).toEqual([
      '10.0.0.1',
      '172.16.0.0/12',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    for (const value of ['true', '*', 'proxy.internal', '10.0.0.1/33', '10.0.0.1,', '-1', '1.5']) {
      expect(() => parseTrustProxy(value)).toThrow(/LEXDESK_TRUST_PROXY/);
    }
    expect(fastifyTrustProxy(undefined)).toBe(false);
    expect(fastifyTrustProxy(['10.0.0.1'])).toEqual(['10.0.0.1']);
    expect(() => fastifyTrustProxy(true as unknown as TrustProxy)).toThrow();
    expect(() => fastifyTrustProxy(1.5)).toThrow();
  });
});

describe('POST /api/auth/register', () => {
  const register = (target: FastifyInstance, email: string) =>
    post(target, '/api/auth/register', {
      firstname: 'Anne',
      lastname: 'Martin',
      email,
      password: 'mot-de-passe-long',
      password_confirmation: 'mot-de-passe-long',
    });

  it('is limited per IP and email: email_taken answers are no way around the limit', async () => {
    const target = await app({ seed: 'none', rateLimits: { perEmail: 2 } });
    const statuses = await statusesOf([1, 2, 3].map(() => () => register(target, 'anne@cabinet.test')));
    expect(statuses).toEqual([201, 422, 429]);
  });

  it('is limited per IP: no unlimited firm creation', async () => {
    const target = await app({ seed: 'none', rateLimits: { perIp: 2 } });
    const statuses = await statusesOf([1, 2, 3].map((i) => () => register(target, `anne${i}@cabinet.test`)));
    expect(statuses).toEqual([201, 201, 429]);
  });
});

describe('per-account login limit', () => {
  const login = (target: FastifyInstance, email: string, password: string, remoteAddress: string) =>
    post(target, '/api/auth/login', { email, password }, { remoteAddress });

  it('allows 10 failures per email within 15 minutes, from any number of addresses, then refuses strangers', async () => {
    const target = await app({});
    const attempts = Array.from({ length: 10 }, (_, i) => () => {
      // One spelling or another, it is one account.
      const email = i % 2 === 0 ? DEMO.lawyer : ` ${DEMO.lawyer.toUpperCase()} `;
      return login(target, email, 'wrong-password', `198.51.100.${i + 1}`);
    });
    expect(await statusesOf(attempts)).toEqual(Array(10).fill(422));
    // The right password from an address and a browser that never signed in to it: refused while it cools down.
    const blocked = await login(target, DEMO.lawyer, PASSWORD, '203.0.113.50');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ status: 'error', code: 'too_many_attempts' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // Other accounts are not affected.
    expect((await login(target, DEMO.firmAdmin, PASSWORD, '203.0.113.50')).statusCode).toBe(200);
  }, 30_000);

  it('cannot lock the owner out: their browser, or an address they signed in from, still gets in', async () => {
    const target = await app({});
    // The owner signed in before from their office, with this browser.
    const owner = new Agent(target);
    await owner.csrf({ remoteAddress: '192.0.2.10' });
    expect(
      (await owner.post('/api/auth/login', { email: DEMO.lawyer, password: PASSWORD }, { remoteAddress: '192.0.2.10' }))
        .statusCode,
    ).toBe(200);
    await owner.post('/api/auth/logout', {}, { remoteAddress: '192.0.2.10' });

    // An attacker fails on purpose from many addresses.
    const attempts = Array.from(
      { length: 12 },
      (_, i) => () => login(target, DEMO.lawyer, 'wrong-password', `198.51.100.${i + 1}`),
    );
    expect(await statusesOf(attempts)).toEqual([...Array(10).fill(422), 429, 429]);

    // The owner's browser, from a café's address: its device cookie lets it through.
    await owner.csrf({ remoteAddress: '203.0.113.77' });
    const fromDevice = await owner.post(
      '/api/auth/login',
      { email: DEMO.lawyer, password: PASSWORD },
      { remoteAddress: '203.0.113.77' },
    );
    expect(fromDevice.statusCode).toBe(200);
    // Another browser at the office's address: the address is known.
    expect((await login(target, DEMO.lawyer, PASSWORD, '192.0.2.10')).statusCode).toBe(200);
    // A wrong password from the owner's browser is still a failure, never a way in.
    await owner.csrf({ remoteAddress: '203.0.113.77' });
    expect(
      (
        await owner.post(
          '/api/auth/login',
          { email: DEMO.lawyer, password: 'nope-nope' },
          { remoteAddress: '203.0.113.77' },
        )
      ).statusCode,
    ).toBe(422);
  }, 30_000);

  it('counts failures only: an owner signing in often is never limited, and the limit can be raised', async () => {
    const counted = await app({ seed: 'demo' });
    const ok = await statusesOf(
      Array.from({ length: 15 }, (_, i) => () => login(counted, DEMO.lawyer, PASSWORD, `198.51.100.${i + 1}`)),
    );
    expect(ok).toEqual(Array(15).fill(200));
    await local?.close();

    const raised = await app({ rateLimits: { perAccount: 20 } });
    const statuses = await statusesOf(
      Array.from({ length: 12 }, (_, i) => () => login(raised, DEMO.lawyer, 'wrong-password', `198.51.100.${i + 1}`)),
    );
    expect(statuses).toEqual(Array(12).fill(422));
  }, 30_000);

  it('slows repeated failures down rather than refusing them', async () => {
    const target = await app({});
    const timed = async (i: number) => {
      const started = Date.now();
      await login(target, DEMO.lawyer, 'wrong-password', `198.51.100.${i}`);
      return Date.now() - started;
    };
    const early = [];
    for (let i = 1; i <= 5; i += 1) early.push(await timed(i));
    const late = [];
    for (let i = 6; i <= 9; i += 1) late.push(await timed(i));
    // Failures past half the limit wait 200 ms more each (the 9th: 800 ms).
    expect(Math.max(...late)).toBeGreaterThanOrEqual(750);
    expect(Math.max(...early)).toBeLessThan(Math.max(...late));
  }, 30_000);
});

describe('IPv6 clients', () => {
  it('are counted per /64: rotating addresses within one network does not help', async () => {
    const target = await app({ seed: 'none', rateLimits: { perIp: 2 } });
    const check = (i: number, remoteAddress: string) =>
      post(target, '/api/auth/register-check', { email: `probe${i}@nowhere.test` }, { remoteAddress });
    const statuses = await statusesOf([
      () => check(1, '2001:db8:1:2::1'),
      () => check(2, '2001:db8:1:2:ffff:1:2:3'),
      () => check(3, '2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd'),
      () => check(4, '2001:db8:1:3::1'),
    ]);
    expect(statuses).toEqual([200, 200, 429, 200]);
  });

  it('clientKey', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:DB8:0:0:1::')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('64:ff9b::203.0.113.7')).toBe('64:ff9b:0:0::/64');
  });
});

describe('GET /api/sanctum/csrf-cookie', () => {
  const cookie = (target: FastifyInstance, remoteAddress: string, headers: Record<string, string> = {}) =>
    target.inject({ method: 'GET', url: '/api/sanctum/csrf-cookie', remoteAddress, headers });

  it('starts at most 60 anonymous sessions per IP and minute', async () => {
    const target = await app({ seed: 'none' });
    const statuses = await statusesOf(Array.from({ length: 61 }, () => () => cookie(target, '198.51.100.1')));
    expect(statuses).toEqual([...Array(60).fill(204), 429]);
    const refused = await cookie(target, '198.51.100.1');
    expect(refused.json()).toMatchObject({ code: 'too_many_attempts' });
    // Refused means no session row and no cookie.
    expect(refused.cookies).toEqual([]);
    // Another address has its own budget.
    expect((await cookie(target, '198.51.100.2')).statusCode).toBe(204);
  });

  it('never refuses a browser that already has a session (nothing is written), and can be raised', async () => {
    const target = await app({ seed: 'none', rateLimits: { csrfPerIp: 2 } });
    const agent = new Agent(target);
    await agent.csrf({ remoteAddress: '198.51.100.1' });
    expect(await statusesOf([() => cookie(target, '198.51.100.1'), () => cookie(target, '198.51.100.1')])).toEqual([
      204, 429,
    ]);
    for (let i = 0; i < 5; i += 1) expect(await agent.csrf({ remoteAddress: '198.51.100.1' })).toBeDefined();
  });
});
