import type { FastifyPluginAsync } from 'fastify';
import { authPlugin } from '../plugins/auth';
import { sessionsPlugin } from '../plugins/sessions';
import { authRoutes } from './auth';
import { csrfRoutes } from './csrf';
import { documentsRoutes } from './documents';
import { healthRoutes } from './health';
import { intakeRoutes } from './intake';
import { legalCasesRoutes } from './legalCases';
import { lookupsRoutes } from './lookups';
import { onboardingRoutes } from './onboarding';
import { userRoutes } from './user';

/** Everything under /api: sessions and CSRF apply here only, not to static files. */
export const apiRoutes: FastifyPluginAsync = async (api) => {
  await api.register(sessionsPlugin);
  await api.register(authPlugin);

  // A POST without a body is validated as an empty object, so the answer lists each missing
  // field instead of a bare "body must be object".
  api.addHook('preValidation', async (request) => {
    if (request.body === undefined && request.method !== 'GET' && request.method !== 'HEAD') request.body = {};
  });

  // API answers are per user and per moment: never stored by browsers or shared caches.
  api.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  await api.register(healthRoutes);
  await api.register(csrfRoutes);
  await api.register(authRoutes);
  await api.register(userRoutes);
  await api.register(onboardingRoutes);
  await api.register(legalCasesRoutes);
  await api.register(lookupsRoutes);
  await api.register(documentsRoutes);
  await api.register(intakeRoutes);
};
