import { PAGE_SIZE } from '@lexdesk/shared/domain';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { success } from '../envelope';
import { localeOf } from '../i18n';
import { firmOf, userOf } from '../plugins/auth';
import {
  CASE_ACTIONS,
  getLegalCase,
  listLegalCases,
  reassignLegalCase,
  transitionLegalCase,
} from '../services/legalCases';
import { body, lang, langOnlyQuery, token } from './schemas';

/** What the client sends for a set flag (`all=1`); absent means unset. */
const flag = { type: 'string', enum: ['', '0', '1', 'false', 'true'] } as const;
const isSet = (value: string | undefined) => value === '1' || value === 'true';

export const MAX_PAGE_SIZE = 100;

interface ListQuerystring {
  all?: string;
  closed?: string;
  limit: number;
  offset: number;
  lang?: string;
}

const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    all: flag,
    closed: flag,
    limit: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: PAGE_SIZE },
    offset: { type: 'integer', minimum: 0, maximum: 1_000_000_000, default: 0 },
    lang,
  },
} as const;

const tokenParams = {
  type: 'object',
  additionalProperties: false,
  properties: { token },
  required: ['token'],
} as const;

/** The signed-in user and their firm: 401 without a session, 403 for the super administrator (no firm). */
function member(request: FastifyRequest) {
  return { user: userOf(request), firm: firmOf(request) };
}

export const legalCasesRoutes: FastifyPluginAsync = async (app) => {
  const { repos, config } = app;

  app.get<{ Querystring: ListQuerystring }>(
    '/legal-cases',
    { schema: { querystring: listQuery }, preHandler: app.requireUser },
    async (request) => {
      const { user, firm } = member(request);
      const { query } = request;
      const { cases, total } = await listLegalCases(repos, user, firm, {
        all: isSet(query.all),
        closed: isSet(query.closed),
        limit: query.limit,
        offset: query.offset,
        lang: localeOf(request),
      });
      return success(cases, { total });
    },
  );

  app.get<{ Params: { token: string } }>(
    '/legal-cases/:token',
    { schema: { params: tokenParams, querystring: langOnlyQuery }, preHandler: app.requireUser },
    async (request) => {
      const { firm } = member(request);
      return success(await getLegalCase(repos, firm, request.params.token, localeOf(request)));
    },
  );

  for (const action of CASE_ACTIONS) {
    app.post<{ Body: { token: string } }>(
      `/legal-cases/${action}`,
      { schema: { body: body({ token }, ['token']), querystring: langOnlyQuery }, preHandler: app.requireUser },
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

  app.post<{ Body: { case_uuid: string; user_id: number } }>(
    '/legal-cases/assign',
    {
      schema: {
        body: body({ case_uuid: token, user_id: { type: 'integer', minimum: 1 } }, ['case_uuid', 'user_id']),
        querystring: langOnlyQuery,
      },
      preHandler: app.requireUser,
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
