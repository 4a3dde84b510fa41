import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { isEmail, ROUTE_PATTERNS } from '@lexdesk/shared/domain';
import { createBillingProvider } from './billing';
import { type AppOptions, fastifyTrustProxy, resolveConfig } from './config';
import { type Engine, migrate, openDatabase, schemaVersion, withStartupLock } from './db';
import type { Failure } from './envelope';
import { AppError } from './errors';
import { localeOf, t } from './i18n';
import { withLogSerializers } from './lib/logging';
import { corePlugin } from './plugins/core';
import { errorsPlugin } from './plugins/errors';
import { inputRulesPlugin } from './plugins/inputRules';
import { rateLimitPlugin } from './plugins/rateLimit';
import { securityPlugin } from './plugins/security';
import { isApiPath, isSpaNavigation, remoteOrigins, sendSpaIndex, webPlugin } from './plugins/web';
import { registerApiReference } from './lib/apiReference';
import { apiRoutes } from './routes';
import { policyPagesRoutes } from './routes/policyPages';
import { seedDemo } from './seed/demo';
import { loadReferenceData } from './seed/reference';
import { createRepositories } from './repositories';
import { shutDownOcr } from './documents/ocr';
import { stopPdfThread } from './documents/pdfText';
import type { JobWorker } from './jobs/worker';
import { createJobWorkers } from './jobs/workers';
import { MailQueue } from './mail/mailer';
import apiPackage from '../package.json';

export type { AppOptions } from './config';

/** The version the API reference states: the api workspace's. */
const API_VERSION = apiPackage.version;

declare module 'fastify' {
  interface FastifyInstance {
    /** Which engine serves this instance and the schema version it migrated to (GET /api/health). */
    database: { engine: Engine; migrationVersion: number };
    /**
     * This process's document job worker. Polls only with `documents.inProcessWorker` (the default);
     * otherwise `npm run worker` processes do the work, and tests run it by hand (`drain()`).
     */
    worker: JobWorker;
    /** Mail: queued as jobs in the caller's transaction (`queue`), delivered by this process's mail worker. */
    mail: MailQueue;
    /** This process's worker of tag suggestion runs (the same polling rule as `worker`; tests `drain()` it). */
    labelling: JobWorker;
  }
}

const INTAKE_FRAME_ANCESTORS = ['https:'];

/** The intake page itself, and nothing under it: `/intake/<anything>` would serve the whole signed-in app. */
function isIntakePage(url: string): boolean {
  return url.split('?')[0] === ROUTE_PATTERNS.Intake;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const config = resolveConfig(options);
  const database = openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  let migrationVersion: number;
  try {
    // Instances starting together on one PostgreSQL take turns: one migrates and loads, the others find it done.
    migrationVersion = await withStartupLock(database, async () => {
      await migrate(database, config.now());
      await loadReferenceData(createRepositories(database.db, database.engine));
      return schemaVersion(database);
    });
  } catch (error) {
    await database.close();
    throw error;
  }

  const app = Fastify({
    logger: withLogSerializers(options.logger ?? false),
    trustProxy: fastifyTrustProxy(options.trustProxy),
    // The router's own refusals (a badly encoded path, a path parameter longer than any token)
    // answer the envelope too instead of Fastify's bare JSON; an over-long token is simply not found.
    frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const notFound = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      const code = notFound ? 'not_found' : 'bad_request';
      if (isApiPath(request.url)) reply.header('cache-control', 'no-store');
      const body: Failure = { status: 'error', code, message: t(localeOf(request), code) };
      reply.code(notFound ? 404 : 400).send(body);
    },
    ajv: {
      // Report every invalid field at once, and refuse unknown fields instead of silently dropping them.
      customOptions: { allErrors: true, removeAdditional: false },
      // The browser's rule, so client and server agree on what an email is. onCreate runs after
      // ajv-formats is added, so this replaces its `email` format.
      onCreate: (ajv) => {
        ajv.addFormat('email', { type: 'string', validate: isEmail });
      },
    },
  });

  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  await app.register(corePlugin, { config, database });
  // Before the routes: they take `app.mail` when they are registered.
  const workers = createJobWorkers({ repos: app.repos, files: app.files, config, log: app.log });
  app.decorate('worker', workers.documents);
  app.decorate('mail', new MailQueue(config, workers.mail));
  app.decorate('labelling', workers.labelling);
  if (config.documents.inProcessWorker) app.addHook('onReady', async () => workers.start());
  // Before the database closes (onClose): the jobs under way finish or are left to their leases.
  app.addHook('preClose', async () => {
    await workers.stop();
    await stopPdfThread();
    await shutDownOcr();
  });
  app.decorate('database', { engine: database.engine, migrationVersion });
  app.decorate('billing', createBillingProvider(config.billing));
  await app.register(cookie);
  // Answers of 1 KB or more (JSON, remotes.json, the SPA page) are compressed for browsers that accept it;
  // built assets are pre-compressed at build time and sent as they are (plugins/web.ts). Text types only:
  // a download (PDF, images, Office files) streams as stored, with its Content-Length. Request bodies are
  // never inflated (nothing sends them compressed; a zip bomb stays out).
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: /^(application\/(json|javascript)|text\/|image\/svg\+xml)/,
    globalDecompression: false,
  });
  await app.register(securityPlugin, {
    remoteOrigins: remoteOrigins(config.webRoot, config.publicUrl, config.remotesOverride),
    // A remote served by its dev server (`npm run dev -- --only <remote>`) reloads the page over a websocket.
    liveReloadOrigins: Object.values(config.remotesOverride).map((url) => new URL(url).origin.replace(/^http/, 'ws')),
    https: config.publicUrl.startsWith('https:'),
    devStyles: config.devStyles,
  });
  await app.register(rateLimitPlugin);
  await app.register(errorsPlugin);
  await app.register(inputRulesPlugin);
  if (config.webRoot)
    await app.register(webPlugin, { webRoot: config.webRoot, remotesOverride: config.remotesOverride });

  app.setNotFoundHandler(async (request, reply) => {
    if (config.webRoot && isSpaNavigation(request)) {
      // The intake form alone is embedded in firms' own sites (the casus widget); any https site may frame it.
      if (isIntakePage(request.url)) app.allowFraming(reply, INTAKE_FRAME_ANCESTORS);
      if (sendSpaIndex(config.webRoot, request, reply, config.remotesOverride)) return reply;
    }
    // Unknown /api paths land here, outside the /api context: same no-store as its answers.
    if (isApiPath(request.url)) reply.header('cache-control', 'no-store');
    throw new AppError(404, 'not_found', 'not_found');
  });

  // Before the routes: it collects them as they are added (GET /api/openapi.json, docs/openapi.json).
  await registerApiReference(app, API_VERSION);
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(policyPagesRoutes);

  if (config.seed === 'demo') await withStartupLock(database, () => seedDemo(app));
  return app;
}
