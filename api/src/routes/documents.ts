import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import contentDisposition from 'content-disposition';
import { AppError } from '../errors';
import { firmOf } from '../plugins/auth';
import { errorResponses, langOnlyQuery, tokenParams } from './schemas';

const notFound = () => new AppError(404, 'not_found', 'not_found');

/** The file itself, streamed as sent (never serialised): only its headers are described. */
const fileResponse = Type.Unsafe<NodeJS.ReadableStream>({
  type: 'string',
  format: 'binary',
  description: 'The file, with its Content-Type, Content-Length and Content-Disposition: attachment',
});

export const documentsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/documents/download/:token',
    {
      schema: { params: tokenParams, querystring: langOnlyQuery, response: { 200: fileResponse, ...errorResponses } },
    },
    async (request, reply) => {
      const firm = firmOf(request);
      // The token is looked up in this firm's documents first; only a stored token names a file.
      const document = await app.repos.documents.findByToken(firm.id, request.params.token);
      if (!document) throw notFound();
      const file = await app.files.get(document.token);
      if (!file) throw notFound();
      return reply
        .header('content-type', document.mime)
        .header('content-length', file.size)
        .header('content-disposition', contentDisposition(document.name, { type: 'attachment' }))
        .header('x-content-type-options', 'nosniff')
        .send(file.stream);
    },
  );
};
