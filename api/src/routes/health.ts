import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { success } from '../envelope';
import { databaseAnswers } from '../services/health';
import { Health, LangQuery } from '@lexdesk/shared/contract';
import { answers } from './schemas';

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    { config: { public: true }, schema: { querystring: LangQuery, response: answers(Health) } },
    async () =>
      success({
        db: (await databaseAnswers(app.repos)) ? ('ok' as const) : ('down' as const),
        engine: app.database.engine,
        migration: app.database.migrationVersion,
      }),
  );
};
