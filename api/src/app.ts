import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { type AppOptions, resolveConfig } from './config';
import { migrate, openDatabase } from './db';
import { AppError } from './errors';
import { corePlugin } from './plugins/core';
import { errorsPlugin } from './plugins/errors';
import { rateLimitPlugin } from './plugins/rateLimit';
import { securityPlugin } from './plugins/security';
import { isSpaNavigation, remoteOrigins, sendSpaIndex, webPlugin } from './plugins/web';
import { apiRoutes } from './routes';
import { seedDemo } from './seed/demo';

export type { AppOptions } from './config';

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const config = resolveConfig(options);
  const db = openDatabase(config.dataDir);
  try {
    migrate(db, config.now());
  } catch (error) {
    db.close();
    throw error;
  }

  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    // Report every invalid field at once, and refuse unknown fields instead of silently dropping them.
    ajv: { customOptions: { allErrors: true, removeAdditional: false } },
  });

  await app.register(corePlugin, { config, db });
  await app.register(cookie);
  await app.register(securityPlugin, {
    remoteOrigins: remoteOrigins(config.webRoot, config.publicUrl, config.remotesOverride),
    // A remote served by its dev server (`npm run dev -- --only <remote>`) reloads the page over a websocket.
    liveReloadOrigins: Object.values(config.remotesOverride).map((url) => new URL(url).origin.replace(/^http/, 'ws')),
    https: config.publicUrl.startsWith('https:'),
  });
  await app.register(rateLimitPlugin);
  await app.register(errorsPlugin);
  if (config.webRoot)
    await app.register(webPlugin, { webRoot: config.webRoot, remotesOverride: config.remotesOverride });

  app.setNotFoundHandler(async (request, reply) => {
    if (config.webRoot && isSpaNavigation(request) && sendSpaIndex(config.webRoot, reply)) return reply;
    throw new AppError(404, 'not_found', 'not_found');
  });

  await app.register(apiRoutes, { prefix: '/api' });

  if (config.seed === 'demo') await seedDemo(app);
  return app;
}
