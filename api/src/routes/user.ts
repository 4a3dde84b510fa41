import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { success } from '../envelope';
import { userOf } from '../plugins/auth';
import { toUserView } from '../services/views';
import { answers, langOnlyQuery } from './schemas';
import { userView } from './viewSchemas';

export const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/user', { schema: { querystring: langOnlyQuery, response: answers(userView) } }, async (request) =>
    success(await toUserView(app.repos, userOf(request), app.config.now())),
  );
};
