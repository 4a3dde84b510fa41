import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type AppOptions } from '../src/app';
import { readOutbox } from '../src/mail/outbox';

export const PASSWORD = 'lexdesk-demo';
export const DEMO = {
  superAdmin: 'admin@lexdesk.test',
  firmAdmin: 'direction@cabinet-demo.test',
  lawyer: 'avocat@cabinet-demo.test',
  freshLawyer: 'avocate@cabinet-demo.test',
  otherFirmAdmin: 'avocat@autre-cabinet.test',
  invited: 'nouvel.avocat@cabinet-demo.test',
} as const;

/** A clock tests can move forward to cross expiry limits. */
export class TestClock {
  private current = Date.now();
  now = (): Date => new Date(this.current);
  advance(ms: number): void {
    this.current += ms;
  }
}

export interface TestContext {
  app: FastifyInstance;
  dataDir: string;
  clock: TestClock;
  close(): Promise<void>;
}

/** A fresh app on its own temporary data directory; seeded with the demo data unless told otherwise. */
export async function createTestApp(options: Partial<AppOptions> = {}): Promise<TestContext> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'lexdesk-api-'));
  const clock = new TestClock();
  const app = await buildApp({ dataDir, seed: 'demo', publicUrl: 'http://lexdesk.test', now: clock.now, ...options });
  await app.ready();
  return {
    app,
    dataDir,
    clock,
    async close() {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RequestOptions {
  payload?: unknown;
  headers?: Record<string, string>;
  query?: Record<string, string>;
  /** false: send no X-XSRF-TOKEN; a string: send that instead of the cookie's value. */
  xsrf?: boolean | string;
  /** The client's address as the socket sees it (light-my-request's default is 127.0.0.1). */
  remoteAddress?: string;
}

/** A browser stand-in: keeps cookies between calls and echoes XSRF-TOKEN like the shared client does. */
export class Agent {
  readonly cookies = new Map<string, string>();

  constructor(private readonly app: FastifyInstance) {}

  get xsrfToken(): string | undefined {
    const raw = this.cookies.get('XSRF-TOKEN');
    return raw === undefined ? undefined : decodeURIComponent(raw);
  }

  get sessionId(): string | undefined {
    return this.cookies.get('lexdesk_session');
  }

  async request(method: Method, url: string, options: RequestOptions = {}): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    if (method !== 'GET' && options.xsrf !== false) {
      const token = typeof options.xsrf === 'string' ? options.xsrf : this.xsrfToken;
      if (token !== undefined) headers['x-xsrf-token'] = token;
    }
    const response = await this.app.inject({
      method,
      url,
      headers,
      query: options.query,
      ...(options.remoteAddress === undefined ? {} : { remoteAddress: options.remoteAddress }),
      ...(options.payload === undefined
        ? {}
        : typeof options.payload === 'string'
          ? { payload: options.payload }
          : { payload: options.payload as object }),
    });
    for (const cookie of response.cookies) {
      const expired = cookie.maxAge === 0 || (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
      if (expired || cookie.value === '') this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }

  get(url: string, options?: RequestOptions) {
    return this.request('GET', url, options);
  }

  post(url: string, payload?: unknown, options: RequestOptions = {}) {
    return this.request('POST', url, { ...options, payload });
  }

  /** GET /api/sanctum/csrf-cookie, as the client does before every authentication form. */
  async csrf(options?: RequestOptions): Promise<string> {
    const response = await this.get('/api/sanctum/csrf-cookie', options);
    if (response.statusCode !== 204 || !this.xsrfToken) throw new Error(`csrf-cookie answered ${response.statusCode}`);
    return this.xsrfToken;
  }

  async login(email: string, password = PASSWORD): Promise<LightMyRequestResponse> {
    await this.csrf();
    return this.post('/api/auth/login', { email, password });
  }
}

/** Agent logged in as `email`; fails the test if the login does not succeed. */
export async function loggedIn(app: FastifyInstance, email: string, password = PASSWORD): Promise<Agent> {
  const agent = new Agent(app);
  const response = await agent.login(email, password);
  if (response.statusCode !== 200)
    throw new Error(`login of ${email} answered ${response.statusCode}: ${response.body}`);
  return agent;
}

/** Mails written so far, once queued deliveries are done. */
export async function outbox(ctx: TestContext) {
  await ctx.app.mail.drain();
  return readOutbox(ctx.dataDir);
}

/** The query parameters of the first link in a mail's text. */
export function linkParams(text: string): URLSearchParams {
  const match = /https?:\/\/\S+/.exec(text);
  if (!match) throw new Error(`no link in: ${text}`);
  return new URL(match[0]).searchParams;
}
