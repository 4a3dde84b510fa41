import type { FastifyPluginAsync } from 'fastify';
import { authPlugin } from '../plugins/auth';
import { sessionsPlugin } from '../plugins/sessions';
import { authRoutes } from './auth';
import { billingRoutes } from './billing';
import { clientRoutes } from './client';
import { csrfRoutes } from './csrf';
import { documentSearchRoutes } from './documentSearch';
import { documentsRoutes } from './documents';
import { healthRoutes } from './health';
import { intakeRoutes } from './intake';
import { anonymisationRoutes } from './anonymisation';
import { apiReferenceRoutes } from './apiReference';
import { labellingRoutes } from './labelling';
import { legalCasesRoutes } from './legalCases';
import { legalNoticeRoutes } from './legalNotice';
import { lookupsRoutes } from './lookups';
import { onboardingRoutes } from './onboarding';
import { sessionRoutes } from './session';
import { skillRoutes } from './skills';
import { userRoutes } from './user';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Reachable without a signed-in user. Every other /api route answers 401 `unauthenticated` to a
     * request whose session holds no user, before its body is read or validated.
     */
    public?: boolean;
    /**
     * The Cache-Control of the route's successful answers, for the few that are the same for every user and
     * change only with a release (reference lists). Every other answer, and every error, is `no-store`.
     */
    cacheControl?: string;
  }
}

/** Everything under /api: sessions and CSRF apply here only, not to static files. */
export const apiRoutes: FastifyPluginAsync = async (api) => {
  // Every answer goes through its route's schema, so no field leaves by accident: a route without one
  // is a programming error, refused at start.
  api.addHook('onRoute', (route) => {
    const response = route.schema?.response as Record<string, unknown> | undefined;
    if (!response || !response['4xx'] || !response['5xx'] || !Object.keys(response).some((code) => /^2/.test(code))) {
      throw new Error(`${route.method} ${route.url} declares no response schema (success and error envelopes)`);
    }
  });

  await api.register(sessionsPlugin);
  await api.register(authPlugin);

  // Authentication by default, after the session is loaded and the XSRF token checked (sessions.ts):
  // a route is public only when its config says so.
  api.addHook('onRequest', async (request) => {
    if (request.routeOptions.config.public !== true) await api.requireUser(request);
  });

  // A POST without a body is validated as an empty object, so the answer lists each missing
  // field instead of a bare "body must be object".
  api.addHook('preValidation', async (request) => {
    if (request.body === undefined && request.method !== 'GET' && request.method !== 'HEAD') request.body = {};
  });

  // API answers are per user and per moment: never stored by browsers or shared caches (unless the route says
  // otherwise for its successful answers).
  api.addHook('onSend', async (request, reply) => {
    const declared = request.routeOptions.config.cacheControl;
    reply.header('cache-control', declared !== undefined && reply.statusCode < 300 ? declared : 'no-store');
  });

  await api.register(healthRoutes);
  await api.register(legalNoticeRoutes);
  await api.register(csrfRoutes);
  await api.register(authRoutes);
  await api.register(userRoutes);
  await api.register(sessionRoutes);
  await api.register(onboardingRoutes);
  await api.register(legalCasesRoutes);
  await api.register(lookupsRoutes);
  await api.register(documentsRoutes);
  await api.register(documentSearchRoutes);
  await api.register(labellingRoutes);
  await api.register(anonymisationRoutes);
  await api.register(intakeRoutes);
  await api.register(clientRoutes);
  await api.register(skillRoutes);
  await api.register(billingRoutes);
  await api.register(apiReferenceRoutes);
};
