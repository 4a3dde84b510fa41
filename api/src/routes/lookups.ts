import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LangQuery, LawCaseSearchBody, LawCaseSearchResult, Lawyer, LawyerSearchBody } from '@lexdesk/shared/contract';
import { Type } from '@sinclair/typebox';
import { success } from '../envelope';
import { localeOf } from '../i18n';
import { userOf } from '../plugins/auth';
import { searchLawCases, searchLawyers } from '../services/lookups';
import { answers } from './schemas';

export const lookupsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { repos } = app;

  app.post(
    '/lawyers/search',
    {
      preHandler: app.searchBudget(),
      schema: {
        body: LawyerSearchBody,
        querystring: LangQuery,
        response: answers(Type.Array(Lawyer)),
      },
    },
    async (request) => success(await searchLawyers(repos, userOf(request), request.body.terms, localeOf(request))),
  );

  app.post(
    '/law-cases/search',
    {
      preHandler: app.searchBudget(),
      schema: {
        body: LawCaseSearchBody,
        querystring: LangQuery,
        response: answers(Type.Array(LawCaseSearchResult)),
      },
    },
    async (request) => {
      userOf(request);
      const { body } = request;
      return success(await searchLawCases(repos, body.terms, body.lang ?? 'fr', body.penal ?? true, localeOf(request)));
    },
  );
};
