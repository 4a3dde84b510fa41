import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type Locale, LOCALES, POLICY_TYPES, type PolicyType } from '@lexdesk/shared/domain';
import { Type } from '@sinclair/typebox';
import { AppError } from '../errors';
import { serializeCsp } from '../plugins/security';
import { renderPolicyPage } from '../services/policies';
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

const isPolicyType = (value: string): value is PolicyType => (POLICY_TYPES as readonly string[]).includes(value);
const isLocale = (value: string): value is Locale => (LOCALES as readonly string[]).includes(value);

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
      const firm = await app.repos.clients.findByUuid(uuid);
      const policy =
        firm && isPolicyType(type) && isLocale(lang) ? await app.repos.policies.find(firm.id, type, lang) : undefined;
      if (!firm || !policy) throw new AppError(404, 'not_found', 'not_found');
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-security-policy', POLICY_PAGE_CSP)
        .header('cache-control', 'no-cache')
        .send(renderPolicyPage(firm, policy));
    },
  );
};
