import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CaseTokenBody,
  LangQuery,
  LegalCase,
  LegalCaseListQuery,
  LegalCaseSummary,
  ReassignBody,
  RefuseBody,
  TokenParams,
} from '@lexdesk/shared/contract';
import { PAGE_SIZE } from '@lexdesk/shared/domain';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { success } from '../envelope';
import { localeOf } from '../i18n';
import { firmOf, userOf } from '../plugins/auth';
import {
  getLegalCase,
  listLegalCases,
  reassignLegalCase,
  refuseLegalCase,
  STATUS_ONLY_ACTIONS,
  transitionLegalCase,
} from '../services/legalCases';
import { answers } from './schemas';

const isSet = (value: string | undefined) => value === '1' || value === 'true';

/** The signed-in user and their firm: 401 without a session, 403 for the super administrator (no firm). */
function member(request: FastifyRequest) {
  return { user: userOf(request), firm: firmOf(request) };
}

export const legalCasesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { repos, config } = app;

  app.get(
    '/legal-cases',
    { schema: { querystring: LegalCaseListQuery, response: answers(Type.Array(LegalCaseSummary)) } },
    async (request) => {
      const { user, firm } = member(request);
      const { query } = request;
      const { cases, total } = await listLegalCases(repos, user, firm, {
        all: isSet(query.all),
        closed: isSet(query.closed),
        status: query.status ?? null,
        search: query.q?.trim() ?? '',
        limit: query.limit ?? PAGE_SIZE,
        offset: query.offset ?? 0,
        lang: localeOf(request),
      });
      return success(cases, { total });
    },
  );

  app.get(
    '/legal-cases/:token',
    { schema: { params: TokenParams, querystring: LangQuery, response: answers(LegalCase) } },
    async (request) => {
      const { firm } = member(request);
      return success(await getLegalCase(repos, firm, request.params.token, localeOf(request)));
    },
  );

  for (const action of STATUS_ONLY_ACTIONS) {
    app.post(
      `/legal-cases/${action}`,
      { schema: { body: CaseTokenBody, querystring: LangQuery, response: answers(LegalCase) } },
      async (request) => {
        const { user, firm } = member(request);
        const legalCase = await transitionLegalCase(
          repos,
          user,
          firm,
          request.body.token,
          action,
          localeOf(request),
          config.now(),
        );
        return success(legalCase);
      },
    );
  }

  app.post(
    '/legal-cases/refuse',
    { schema: { body: RefuseBody, querystring: LangQuery, response: answers(LegalCase) } },
    async (request) => {
      const { user, firm } = member(request);
      const legalCase = await refuseLegalCase(
        { repos, mail: app.mail, now: config.now() },
        user,
        firm,
        request.body.token,
        request.body.reason,
        localeOf(request),
      );
      return success(legalCase);
    },
  );

  app.post(
    '/legal-cases/assign',
    {
      schema: {
        body: ReassignBody,
        querystring: LangQuery,
        response: answers(LegalCase),
      },
    },
    async (request) => {
      const { user, firm } = member(request);
      const legalCase = await reassignLegalCase(
        { repos, mail: app.mail, publicUrl: config.publicUrl, now: config.now() },
        user,
        firm,
        request.body.case_uuid,
        request.body.user_id,
        localeOf(request),
      );
      return success(legalCase);
    },
  );
};
