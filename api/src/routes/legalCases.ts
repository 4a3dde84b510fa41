import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CASE_SEARCH_MAX_LENGTH, LEGAL_CASE_STATUSES, PAGE_SIZE } from '@lexdesk/shared/domain';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
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
import { answers, lang, langOnlyQuery, stringEnum, strictObject, token, tokenParams } from './schemas';
import { legalCase, legalCaseSummary } from './viewSchemas';

/** What the client sends for a set flag (`all=1`); absent means unset. */
const flag = stringEnum(['', '0', '1', 'false', 'true']);
const isSet = (value: string | undefined) => value === '1' || value === 'true';

export const MAX_PAGE_SIZE = 100;

/**
 * `q` searches the litigant's name (accents, case and surrounding spaces ignored; '' searches nothing);
 * `status` keeps one state and wins over `closed` (status=closed lists closed cases without closed=1,
 * status=new with closed=1 lists only new ones).
 */
const listQuery = strictObject({
  all: Type.Optional(flag),
  closed: Type.Optional(flag),
  q: Type.Optional(Type.String({ maxLength: CASE_SEARCH_MAX_LENGTH })),
  status: Type.Optional(stringEnum(LEGAL_CASE_STATUSES)),
  // Validation fills in the defaults; the `??` below only reassures the type.
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: PAGE_SIZE })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000, default: 0 })),
  lang: Type.Optional(lang),
});

/** The signed-in user and their firm: 401 without a session, 403 for the super administrator (no firm). */
function member(request: FastifyRequest) {
  return { user: userOf(request), firm: firmOf(request) };
}

export const legalCasesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { repos, config } = app;

  app.get(
    '/legal-cases',
    { schema: { querystring: listQuery, response: answers(Type.Array(legalCaseSummary)) } },
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
    { schema: { params: tokenParams, querystring: langOnlyQuery, response: answers(legalCase) } },
    async (request) => {
      const { firm } = member(request);
      return success(await getLegalCase(repos, firm, request.params.token, localeOf(request)));
    },
  );

  for (const action of CASE_ACTIONS) {
    app.post(
      `/legal-cases/${action}`,
      { schema: { body: strictObject({ token }), querystring: langOnlyQuery, response: answers(legalCase) } },
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
    '/legal-cases/assign',
    {
      schema: {
        body: strictObject({ case_uuid: token, user_id: Type.Integer({ minimum: 1 }) }),
        querystring: langOnlyQuery,
        response: answers(legalCase),
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
