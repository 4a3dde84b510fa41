import type { FastifyPluginAsync } from 'fastify';
import { success } from '../envelope';
import { langOnlyQuery } from './schemas';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  // Migrations run before the server listens, so a database that answers is a migrated one.
  app.get('/health', { schema: { querystring: langOnlyQuery } }, async () =>
    success({
      db: (await app.repos.ping().catch(() => false)) ? 'ok' : 'down',
      engine: app.database.engine,
      migration: app.database.migrationVersion,
    }),
  );
};
