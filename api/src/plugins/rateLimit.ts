import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { isIPv6 } from 'node:net';
import { AppError } from '../errors';
import { normaliseEmail } from '../lib/email';
import { sharedPlugin } from '../lib/plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A preHandler limiting attempts per IP, per IP + email and per email alone (from the validated
     * body). Each call makes its own counters, so each route gets its own budget.
     */
    attemptLimiter(): preHandlerAsyncHookHandler;
    /**
     * A preHandler limiting, per IP, the requests that would start an anonymous session (those
     * arriving without a valid one), so the session table cannot be flooded.
     */
    anonymousSessionLimiter(): preHandlerAsyncHookHandler;
  }
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

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

function emailOf(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? normaliseEmail(body.email) : '';
}

async function check(limiters: readonly Limiter[], request: FastifyRequest, reply: FastifyReply): Promise<void> {
  for (const limiter of limiters) {
    const result = await limiter(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', result.ttlInSeconds);
      throw new AppError(429, 'too_many_attempts', 'too_many_attempts', { seconds: result.ttlInSeconds });
    }
  }
}

export const rateLimitPlugin = sharedPlugin('rate-limit', async (app) => {
  // Limits are opt-in per route; @fastify/rate-limit's own hook allows one limit per route only,
  // so routes use createRateLimit through attemptLimiter() to combine several.
  await app.register(rateLimit, { global: false });
  const { perEmail, perIp, windowMs, perAccount, accountWindowMs, csrfPerIp } = app.config.rateLimits;

  app.decorate('attemptLimiter', () => {
    const limiters = [
      app.createRateLimit({ max: perIp, timeWindow: windowMs, keyGenerator: (request) => clientKey(request.ip) }),
      app.createRateLimit({
        max: perEmail,
        timeWindow: windowMs,
        keyGenerator: (request) => `${clientKey(request.ip)}|${emailOf(request)}`,
      }),
      // One account from many addresses: counted whatever the outcome.
      app.createRateLimit({ max: perAccount, timeWindow: accountWindowMs, keyGenerator: emailOf }),
    ];
    return async (request, reply) => check(limiters, request, reply);
  });

  app.decorate('anonymousSessionLimiter', () => {
    const limiters = [
      app.createRateLimit({ max: csrfPerIp, timeWindow: windowMs, keyGenerator: (request) => clientKey(request.ip) }),
    ];
    return async (request, reply) => {
      if (request.session) return;
      await check(limiters, request, reply);
    };
  });
});
