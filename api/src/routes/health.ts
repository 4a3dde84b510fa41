import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { success } from '../envelope';
import { databaseAnswers } from '../services/health';
import { answers, langOnlyQuery } from './schemas';
import { health } from './viewSchemas';

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    { config: { public: true }, schema: { querystring: langOnlyQuery, response: answers(health) } },
    async () =>
      success({
        db: (await databaseAnswers(app.repos)) ? ('ok' as const) : ('down' as const),
        engine: app.database.engine,
        migration: app.database.migrationVersion,
      }),
  );
};
