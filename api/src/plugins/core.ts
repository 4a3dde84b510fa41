import type { AppConfig } from '../config';
import type { Database } from '../db';
import { sharedPlugin } from '../lib/plugin';
import { createRepositories, type Repositories } from '../repositories';
import { createFileStore, type FileStore } from '../storage';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    /** Every SQL statement lives behind these; routes and services only call them. */
    repos: Repositories;
    /** Document bytes: local disk or S3 (storage/). */
    files: FileStore;
  }
}

/** Configuration, repositories and files, shared by every plugin and route. */
export const corePlugin = sharedPlugin<{ config: AppConfig; database: Database }>(
  'core',
  async (app, { config, database }) => {
    app.decorate('config', config);
    app.decorate('repos', createRepositories(database.db, database.engine));
    app.decorate('files', createFileStore(config));

    app.addHook('onClose', async () => {
      await database.close();
    });
  },
);
