import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../config';
import { AppError } from '../errors';
import { randomToken, safeEqual, sha256 } from '../lib/crypto';
import { sharedPlugin } from '../lib/plugin';

export const SESSION_COOKIE = 'lexdesk_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// last_seen_at only needs minute precision for a 2 h idle timeout; this spares a write per request.
const TOUCH_EVERY_MS = 60_000;

export interface SessionState {
  idHash: string;
  userId: number | null;
  csrfToken: string;
}

export interface SessionManager {
  /** Replaces the current session (if any) by a new one: new id, new CSRF token, both cookies set. */
  start(request: FastifyRequest, reply: FastifyReply, userId: number | null): Promise<SessionState>;
  /** Keeps the current session or starts an anonymous one, and (re)sends the XSRF cookie. */
  ensure(request: FastifyRequest, reply: FastifyReply): Promise<SessionState>;
  destroy(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionState | null;
  }
  interface FastifyInstance {
    sessions: SessionManager;
  }
  interface FastifyContextConfig {
    /**
     * The route proves its requests come from our own page by other means than the XSRF cookie, so
     * the cookie check is skipped. The public intake POST: the page is framed by firms' sites,
     * where the browser sends no LexDesk cookie (SameSite), so it carries a signed X-Intake-Token. The
     * payment provider's webhook: no browser at all, its signature over the raw body is checked.
     */
    xsrfExempt?: boolean;
  }
}

/**
 * Sanctum-style SPA sessions: an opaque id in an HttpOnly cookie, stored hashed server side, and a
 * CSRF token the page reads from the XSRF-TOKEN cookie and echoes in X-XSRF-TOKEN.
 * Registered inside the /api context, so static files never touch the session table.
 */
export const sessionsPlugin = sharedPlugin('sessions', async (app) => {
  const { repos, config } = app;
  const now = config.now;
  const base: CookieSerializeOptions = {
    path: '/',
    sameSite: 'lax',
    secure: config.secureCookies,
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  };

  function setCookies(reply: FastifyReply, id: string | undefined, csrfToken: string): void {
    if (id !== undefined) reply.setCookie(SESSION_COOKIE, id, { ...base, httpOnly: true });
    reply.setCookie(XSRF_COOKIE, csrfToken, { ...base, httpOnly: false });
  }

  async function load(rawId: string): Promise<SessionState | null> {
    const idHash = sha256(rawId);
    const row = await repos.sessions.find(idHash);
    if (!row) return null;
    const at = now().getTime();
    const lastSeen = Date.parse(row.last_seen_at);
    if (at - lastSeen > SESSION_IDLE_MS || at - Date.parse(row.created_at) > SESSION_ABSOLUTE_MS) {
      await repos.sessions.delete(idHash);
      return null;
    }
    if (at - lastSeen > TOUCH_EVERY_MS) await repos.sessions.touch(idHash, now());
    return { idHash, userId: row.user_id, csrfToken: row.csrf_token };
  }

  const manager: SessionManager = {
    async start(request, reply, userId) {
      if (request.session) await repos.sessions.delete(request.session.idHash);
      const at = now();
      await repos.sessions.deleteExpired(
        new Date(at.getTime() - SESSION_IDLE_MS),
        new Date(at.getTime() - SESSION_ABSOLUTE_MS),
      );
      await repos.rateLimits.deleteExpired(at);
      const id = randomToken();
      const session: SessionState = { idHash: sha256(id), userId, csrfToken: randomToken() };
      await repos.sessions.create(session.idHash, userId, session.csrfToken, at);
      setCookies(reply, id, session.csrfToken);
      request.session = session;
      return session;
    },
    async ensure(request, reply) {
      if (!request.session) return manager.start(request, reply, null);
      setCookies(reply, undefined, request.session.csrfToken);
      return request.session;
    },
    async destroy(request, reply) {
      if (request.session) await repos.sessions.delete(request.session.idHash);
      request.session = null;
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      reply.clearCookie(XSRF_COOKIE, { path: '/' });
    },
  };

  app.decorate('sessions', manager);
  app.decorateRequest('session', null);

  app.addHook('onRequest', async (request) => {
    const rawId = request.cookies[SESSION_COOKIE];
    request.session = rawId ? await load(rawId) : null;

    if (!STATE_CHANGING.has(request.method) || request.routeOptions.config.xsrfExempt === true) return;
    const header = request.headers[XSRF_HEADER];
    if (!request.session || typeof header !== 'string' || !safeEqual(header, request.session.csrfToken)) {
      throw new AppError(419, 'csrf_mismatch', 'csrf_mismatch');
    }
  });
});
