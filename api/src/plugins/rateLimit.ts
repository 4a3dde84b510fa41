import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../errors';
import { sharedPlugin } from '../lib/plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A preHandler limiting attempts per IP and per IP + email (from the validated body).
     * Each call makes its own counters, so each route gets its own budget.
     */
    attemptLimiter(): preHandlerAsyncHookHandler;
  }
}

function emailOf(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
}

export const rateLimitPlugin = sharedPlugin('rate-limit', async (app) => {
  // Limits are opt-in per route; @fastify/rate-limit's own hook allows one limit per route only,
  // so routes use createRateLimit through attemptLimiter() to combine two.
  await app.register(rateLimit, { global: false });
  const { perEmail, perIp, windowMs } = app.config.rateLimits;

  app.decorate('attemptLimiter', () => {
    const byIp = app.createRateLimit({ max: perIp, timeWindow: windowMs, keyGenerator: (request) => request.ip });
    const byEmail = app.createRateLimit({
      max: perEmail,
      timeWindow: windowMs,
      keyGenerator: (request) => `${request.ip}|${emailOf(request)}`,
    });
    return async (request, reply) => {
      for (const limiter of [byIp, byEmail]) {
        const result = await limiter(request);
        if (!result.isAllowed && result.isExceeded) {
          reply.header('retry-after', result.ttlInSeconds);
          throw new AppError(429, 'too_many_attempts', 'too_many_attempts', { seconds: result.ttlInSeconds });
        }
      }
    };
  });
});
