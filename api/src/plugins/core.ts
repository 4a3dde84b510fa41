import type { AppConfig } from '../config';
import type { Database } from '../db';
import { sharedPlugin } from '../lib/plugin';
import { MailQueue, outboxMailer, smtpMailer } from '../mail/mailer';
import { createRepositories, type Repositories } from '../repositories';
import { createFileStore, type FileStore } from '../storage';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    /** Every SQL statement lives behind these; routes and services only call them. */
    repos: Repositories;
    mail: MailQueue;
    /** Document bytes: local disk or S3 (storage/). */
    files: FileStore;
  }
}

/** Configuration, repositories and the mail outbox, shared by every plugin and route. */
export const corePlugin = sharedPlugin<{ config: AppConfig; database: Database }>(
  'core',
  async (app, { config, database }) => {
    app.decorate('config', config);
    app.decorate('repos', createRepositories(database.db, database.engine));
    app.decorate('files', createFileStore(config));

    const transport = config.smtpUrl
      ? smtpMailer(config.smtpUrl, config.mailFrom)
      : outboxMailer(config.dataDir, app.log, config.now);
    app.decorate('mail', new MailQueue(transport, app.log));

    app.addHook('onClose', async () => {
      await app.mail.drain();
      await database.close();
    });
  },
);
