import type { FastifyPluginAsync } from 'fastify';
import { langOnlyQuery } from './schemas';

export const csrfRoutes: FastifyPluginAsync = async (app) => {
  // Without a valid session cookie each call writes a session row: limited per IP.
  app.get(
    '/sanctum/csrf-cookie',
    { schema: { querystring: langOnlyQuery }, preHandler: app.anonymousSessionLimiter() },
    async (request, reply) => {
      await app.sessions.ensure(request, reply);
      return reply.status(204).send();
    },
  );
};
