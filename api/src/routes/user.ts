import type { FastifyPluginAsync } from 'fastify';
import { success } from '../envelope';
import { userOf } from '../plugins/auth';
import { toUserView } from '../services/views';
import { langOnlyQuery } from './schemas';

export const userRoutes: FastifyPluginAsync = async (app) => {
  app.get('/user', { schema: { querystring: langOnlyQuery }, preHandler: app.requireUser }, async (request) =>
    success(await toUserView(app.repos, userOf(request), app.config.now())),
  );
};
