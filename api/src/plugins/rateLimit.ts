import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { isIPv6 } from 'node:net';
import { AppError } from '../errors';
import { normaliseEmail } from '../lib/email';
import { sharedPlugin } from '../lib/plugin';

/** One counter: at most `max` requests a window of `windowMs`, per value of `key`. */
export interface LimitRule {
  key: string;
  max: number;
  windowMs: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Counts this request against each rule's counter (in the database: every API instance shares them)
     * and refuses it with 429 and Retry-After once a counter passes its maximum.
     */
    enforceLimits(reply: FastifyReply, rules: readonly LimitRule[]): Promise<void>;
    /**
     * A preHandler limiting attempts per IP, per IP + email and per email alone (from the validated body),
     * each route with its own budget.
     */
    attemptLimiter(): preHandlerAsyncHookHandler;
    /** Login's own: per IP and per IP + email; failures per account are counted by the login itself. */
    loginLimiter(): preHandlerAsyncHookHandler;
    /**
     * A preHandler limiting, per IP, the requests that would start an anonymous session (those arriving
     * without a valid one), so the session table cannot be flooded.
     */
    anonymousSessionLimiter(): preHandlerAsyncHookHandler;
    /**
     * A preHandler spending the signed-in account's search budget on this route (config.budgets): past it,
     * 429 too_many_searches with Retry-After.
     */
    searchBudget(): preHandlerAsyncHookHandler;
  }
}

/** The hextets of an IPv6 address (valid, as request.ip is), embedded IPv4 written as two. */
function hextets(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const parts = (text: string | undefined): string[] =>
    (text ? text.split(':') : []).flatMap((part) => {
      if (!part.includes('.')) return [part];
      const [a = 0, b = 0, c = 0, d = 0] = part.split('.').map(Number);
      return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
    });
  const left = parts(head);
  const right = parts(tail);
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right];
}

/**
 * The rate-limit key of a client address: IPv4 as is, IPv6 by its /64 (one subscriber's network,
 * where every host may take any of 2^64 addresses), IPv4-mapped IPv6 as the IPv4 address.
 */
export function clientKey(ip: string): string {
  const address = ip.split('%')[0] ?? ip;
  if (!isIPv6(address)) return ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  const prefix = hextets(address)
    .slice(0, 4)
    .map((part) => parseInt(part || '0', 16).toString(16));
  return `${prefix.join(':')}::/64`;
}

export function emailOf(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? normaliseEmail(body.email) : '';
}

export function tooManyAttempts(reply: FastifyReply, retryAt: Date, now: Date): AppError {
  const seconds = Math.max(1, Math.ceil((retryAt.getTime() - now.getTime()) / 1000));
  reply.header('retry-after', seconds);
  return new AppError(429, 'too_many_attempts', 'too_many_attempts', { seconds });
}

export const rateLimitPlugin = sharedPlugin('rate-limit', async (app) => {
  const { perEmail, perIp, windowMs, perAccount, accountWindowMs, csrfPerIp } = app.config.rateLimits;
  const now = () => app.config.now();

  app.decorate('enforceLimits', async (reply: FastifyReply, rules: readonly LimitRule[]) => {
    for (const rule of rules) {
      const at = now();
      const { count, windowEndsAt } = await app.repos.rateLimits.hit(rule.key, rule.windowMs, at);
      if (count > rule.max) throw tooManyAttempts(reply, windowEndsAt, at);
    }
  });

  // Each route counts on its own: its path prefixes the keys.
  const route = (request: FastifyRequest) => `${request.method} ${request.routeOptions.url ?? request.url}`;
  const perIpRules = (request: FastifyRequest): LimitRule[] => {
    const ip = clientKey(request.ip);
    return [
      { key: `${route(request)}|ip|${ip}`, max: perIp, windowMs },
      { key: `${route(request)}|ip-email|${ip}|${emailOf(request)}`, max: perEmail, windowMs },
    ];
  };

  app.decorate('attemptLimiter', () => async (request: FastifyRequest, reply: FastifyReply) => {
    await app.enforceLimits(reply, [
      ...perIpRules(request),
      // One account from many addresses: counted whatever the outcome.
      { key: `${route(request)}|account|${emailOf(request)}`, max: perAccount, windowMs: accountWindowMs },
    ]);
  });

  app.decorate('loginLimiter', () => async (request: FastifyRequest, reply: FastifyReply) => {
    await app.enforceLimits(reply, perIpRules(request));
  });

  app.decorate('searchBudget', () => async (request: FastifyRequest, reply: FastifyReply) => {
    // Anonymous callers never get here: every search route needs a signed-in account (routes/index.ts).
    const account = request.currentUser?.id;
    if (account === undefined) return;
    const { searchesPerAccount, searchWindowMs } = app.config.budgets;
    const at = now();
    const { count, windowEndsAt } = await app.repos.rateLimits.hit(
      `${route(request)}|account-budget|${account}`,
      searchWindowMs,
      at,
    );
    if (count <= searchesPerAccount) return;
    const seconds = Math.max(1, Math.ceil((windowEndsAt.getTime() - at.getTime()) / 1000));
    reply.header('retry-after', seconds);
    throw new AppError(429, 'too_many_searches', 'too_many_searches', { seconds });
  });

  app.decorate('anonymousSessionLimiter', () => async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.session) return;
    await app.enforceLimits(reply, [
      { key: `${route(request)}|ip|${clientKey(request.ip)}`, max: csrfPerIp, windowMs },
    ]);
  });
});
