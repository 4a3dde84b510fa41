import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { LangQuery } from '@lexdesk/shared/contract';
import { errorResponses } from './schemas';

export const csrfRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Without a valid session cookie each call writes a session row: limited per IP.
  app.get(
    '/sanctum/csrf-cookie',
    {
      config: { public: true },
      schema: {
        querystring: LangQuery,
        response: {
          // No body: the answer is its cookies (the session and XSRF-TOKEN).
          204: Type.Unsafe<undefined>({ type: 'null', description: 'No content' }),
          ...errorResponses,
        },
      },
      preHandler: app.anonymousSessionLimiter(),
    },
    async (request, reply) => {
      await app.sessions.ensure(request, reply);
      return reply.status(204).send();
    },
  );
};
