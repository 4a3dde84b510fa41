import contentDisposition from 'content-disposition';
import type { FastifyPluginAsync } from 'fastify';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { AppError } from '../errors';
import { storedFilePath } from '../lib/storage';
import { firmOf } from '../plugins/auth';
import { langOnlyQuery, token } from './schemas';

const notFound = () => new AppError(404, 'not_found', 'not_found');

export const documentsRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { token: string } }>(
    '/documents/download/:token',
    {
      schema: {
        params: { type: 'object', additionalProperties: false, properties: { token }, required: ['token'] },
        querystring: langOnlyQuery,
      },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const firm = firmOf(request);
      // The token is looked up in this firm's documents first; only a stored token names a file.
      const document = await app.repos.documents.findByToken(firm.id, request.params.token);
      if (!document) throw notFound();
      const file = storedFilePath(app.config.dataDir, document.token);
      const size = await stat(file).then(
        (stats) => stats.size,
        () => undefined,
      );
      if (size === undefined) throw notFound();
      return reply
        .header('content-type', document.mime)
        .header('content-length', size)
        .header('content-disposition', contentDisposition(document.name, { type: 'attachment' }))
        .header('x-content-type-options', 'nosniff')
        .send(createReadStream(file));
    },
  );
};
