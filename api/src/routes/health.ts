import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { success } from '../envelope';
import { Health, LangQuery } from '@lexdesk/shared/contract';
import { answers } from './schemas';

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Migrations run before the server listens, so a database that answers is a migrated one.
  app.get(
    '/health',
    { config: { public: true }, schema: { querystring: LangQuery, response: answers(Health) } },
    async () =>
      success({
        db: (await app.repos.ping().catch(() => false)) ? ('ok' as const) : ('down' as const),
        engine: app.database.engine,
        migration: app.database.migrationVersion,
      }),
  );
};
