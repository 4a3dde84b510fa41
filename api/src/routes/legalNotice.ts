import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LangQuery, LegalNotice } from '@lexdesk/shared/contract';
import { success } from '../envelope';
import { legalNotice } from '../services/legalNotice';
import { answers } from './schemas';

export const legalNoticeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The Legals page asks for it when the legal notice is read: the first visit's pages carry none of it.
  app.get(
    '/public/legal-notice',
    { config: { public: true }, schema: { querystring: LangQuery, response: answers(LegalNotice) } },
    async () => success(legalNotice(app.config)),
  );
};
