import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LOCALES } from '@lexdesk/shared/domain';
import { Type } from '@sinclair/typebox';
import { success } from '../envelope';
import { localeOf } from '../i18n';
import { userOf } from '../plugins/auth';
import { searchLawCases, searchLawyers } from '../services/lookups';
import { answers, langOnlyQuery, stringEnum, strictObject } from './schemas';
import { lawCaseSearchResult, lawyer } from './viewSchemas';

const terms = Type.String({ minLength: 1, maxLength: 100 });

export const lookupsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { repos } = app;

  app.post(
    '/lawyers/search',
    {
      schema: {
        body: strictObject({ terms }),
        querystring: langOnlyQuery,
        response: answers(Type.Array(lawyer)),
      },
    },
    async (request) => success(await searchLawyers(repos, userOf(request), request.body.terms, localeOf(request))),
  );

  app.post(
    '/law-cases/search',
    {
      schema: {
        body: strictObject({
          terms,
          lang: Type.Optional(stringEnum(LOCALES)),
          penal: Type.Optional(Type.Boolean()),
        }),
        querystring: langOnlyQuery,
        response: answers(Type.Array(lawCaseSearchResult)),
      },
    },
    async (request) => {
      userOf(request);
      const { body } = request;
      return success(await searchLawCases(repos, body.terms, body.lang ?? 'fr', body.penal ?? true, localeOf(request)));
    },
  );
};
