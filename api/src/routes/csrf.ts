import type { FastifyPluginAsync } from 'fastify';
import { langOnlyQuery } from './schemas';

export const csrfRoutes: FastifyPluginAsync = async (app) => {
  app.get('/sanctum/csrf-cookie', { schema: { querystring: langOnlyQuery } }, async (request, reply) => {
    app.sessions.ensure(request, reply);
    return reply.status(204).send();
  });
};
