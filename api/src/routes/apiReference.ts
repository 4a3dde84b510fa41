import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LangQuery, OpenApiDocument } from '@lexdesk/shared/contract';
import type { Static } from '@sinclair/typebox';
import { apiReferenceDocument } from '../lib/apiReference';
import { userOf } from '../plugins/auth';
import { apiReferenceFor } from '../services/apiReference';
import { errorResponses } from './schemas';

export const apiReferenceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Made on the first request, when every route is registered; they do not change while the server runs.
  let made: Static<typeof OpenApiDocument> | undefined;
  app.get(
    '/openapi.json',
    // The document itself, outside the envelope: OpenAPI tools read it as it is.
    { schema: { querystring: LangQuery, response: { 200: OpenApiDocument, ...errorResponses } } },
    async (request) => apiReferenceFor(userOf(request), () => (made ??= apiReferenceDocument(app))),
  );
};
