import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { serializeCsp } from '../plugins/security';
import { policyPage } from '../services/policies';
import { PolicyPageParams } from '@lexdesk/shared/contract';
import { errorResponses } from './schemas';

/** No script, no frame, nothing loaded: the page is its own HTML and one inline style block. */
const POLICY_PAGE_CSP = serializeCsp({
  'default-src': ["'none'"],
  'style-src': ["'unsafe-inline'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
});

/** A firm's published policy as a standalone public page (outside /api: a link litigants open). */
export const policyPagesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/policies/:uuid/:type/:lang',
    {
      schema: {
        params: PolicyPageParams,
        response: { 200: Type.String({ description: 'The HTML page' }), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { uuid, type, lang } = request.params;
      const html = await policyPage(app.repos, uuid, type, lang);
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-security-policy', POLICY_PAGE_CSP)
        .header('cache-control', 'no-cache')
        .send(html);
    },
  );
};
