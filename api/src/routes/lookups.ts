import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LangQuery, LawCaseSearchBody, LawCaseSearchResult, Lawyer, LawyerSearchBody } from '@lexdesk/shared/contract';
import type { Locale } from '@lexdesk/shared/domain';
import { Type } from '@sinclair/typebox';
import { success } from '../envelope';
import { ValidationError } from '../errors';
import { localeOf, t } from '../i18n';
import { userOf } from '../plugins/auth';
import { foldForSearch } from '../lib/text';
import { answers } from './schemas';

const MAX_LAWYERS = 20;
const MAX_LAW_CASES = 50;

export const lookupsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { repos } = app;

  /** Trimmed and folded (case and accents ignored); blank is a missing value. */
  const searchTerms = (raw: string, locale: Locale): string => {
    const folded = foldForSearch(raw.trim());
    if (folded === '') throw new ValidationError({ terms: [t(locale, 'field_required')] });
    return folded;
  };

  app.post(
    '/lawyers/search',
    {
      schema: {
        body: LawyerSearchBody,
        querystring: LangQuery,
        response: answers(Type.Array(Lawyer)),
      },
    },
    async (request) => {
      const user = userOf(request);
      const folded = searchTerms(request.body.terms, localeOf(request));
      // The super administrator belongs to no firm: there is nobody to find.
      if (user.client_id === null) return success([]);
      const found = await repos.lawyers.search(user.client_id, folded, MAX_LAWYERS);
      const lawyers: Lawyer[] = found.map((row) => ({
        id: row.id,
        name: row.name,
        lawyer_id: row.id,
        // Profile pictures come with the account issue.
        profile_picture_url: null,
      }));
      return success(lawyers);
    },
  );

  app.post(
    '/law-cases/search',
    {
      schema: {
        body: LawCaseSearchBody,
        querystring: LangQuery,
        response: answers(Type.Array(LawCaseSearchResult)),
      },
    },
    async (request) => {
      userOf(request);
      const lang = request.body.lang ?? 'fr';
      const folded = searchTerms(request.body.terms, localeOf(request));
      const found = await repos.lawCases.search(lang, folded, request.body.penal ?? true, MAX_LAW_CASES);
      const results: LawCaseSearchResult[] = found.map((row) => ({
        id: row.id,
        content: row.content,
        penal: row.penal === 1,
        category: { id: row.category_id, description: row.category_description },
      }));
      return success(results);
    },
  );
};
