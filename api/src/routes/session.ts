import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { success } from '../envelope';
import { AppError } from '../errors';
import { toUserView } from '../services/views';
import { LangQuery, Session } from '@lexdesk/shared/contract';
import { answers } from './schemas';

/** The session check at start: who is signed in, or nobody. */
export const sessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Public: an anonymous visitor is an answer (200, `user: null`), not an error, so the first visit to
  // Login logs no failed request. Every other route still answers 401 to a session without a user.
  app.get(
    '/session',
    { config: { public: true }, schema: { querystring: LangQuery, response: answers(Session) } },
    async (request) => {
      try {
        await app.requireUser(request);
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 401) return success({ user: null });
        throw error;
      }
      const user = request.currentUser;
      return success({ user: user ? await toUserView(app.repos, user, app.config.now()) : null });
    },
  );
};
