import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CaseSuggestion,
  DocumentSearchBody,
  DocumentSearchHit,
  FilterDefinition,
  LangQuery,
  StructureParams,
  SuggestionsQuery,
  TokenParams,
} from '@lexdesk/shared/contract';
import { metadataStructure, PAGE_SIZE, searchStructure, STRUCTURE_NAMES } from '@lexdesk/shared/domain';
import { Type } from '@sinclair/typebox';
import { success } from '../envelope';
import { AppError } from '../errors';
import { localeOf } from '../i18n';
import { userOf } from '../plugins/auth';
import { markedExcerpt, searchDocuments, suggestionsForCase } from '../services/documentSearch';
import { toDocumentView, withFirmNames, withSourceLawyerNames } from '../services/documentViews';
import { answers } from './schemas';

export const documentSearchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { repos } = app;

  /** Full text over name and extracted text, filters and scopes; `meta.total` counts every match. */
  app.post(
    '/documents/search',
    {
      preHandler: app.searchBudget(),
      schema: {
        body: DocumentSearchBody,
        querystring: LangQuery,
        response: answers(Type.Array(DocumentSearchHit)),
      },
    },
    async (request) => {
      const { body } = request;
      const user = userOf(request);
      const found = await searchDocuments(repos, user, {
        ...body,
        limit: body.limit ?? PAGE_SIZE,
        offset: body.offset ?? 0,
      });
      const locale = localeOf(request);
      const rows = await withFirmNames(repos, user, await withSourceLawyerNames(repos, found.rows));
      return success(
        rows.map((row) => ({ ...toDocumentView(row, locale), text: markedExcerpt(row.excerpt) })),
        { total: found.total },
      );
    },
  );

  /**
   * The definitions of a form: the search forms (the search sidebar builds itself from them) and `metadata`, the
   * metadata form's fields and their conditions (specification 001, section 5), from the same shared lists.
   */
  app.get(
    '/structures/:name',
    {
      schema: {
        params: StructureParams,
        querystring: LangQuery,
        response: answers(Type.Array(FilterDefinition)),
      },
    },
    async (request) => {
      userOf(request);
      if (request.params.name === 'metadata') return success(metadataStructure());
      const name = STRUCTURE_NAMES.find((known) => known === request.params.name);
      if (name === undefined) throw new AppError(404, 'not_found', 'not_found');
      return success(searchStructure(name));
    },
  );

  /**
   * Documents to suggest in a case's documents tab: processed documents its firm may see about the case's law
   * case (first) or another law case of the same category, not attached to the case yet.
   */
  app.get(
    '/legal-cases/:token/suggested-documents',
    {
      schema: {
        params: TokenParams,
        querystring: SuggestionsQuery,
        response: answers(Type.Array(CaseSuggestion)),
      },
    },
    async (request) => {
      const { query } = request;
      const found = await suggestionsForCase(
        repos,
        userOf(request),
        request.params.token,
        query.limit ?? PAGE_SIZE,
        query.offset ?? 0,
      );
      const locale = localeOf(request);
      const rows = await withSourceLawyerNames(repos, found.rows);
      return success(
        rows.map((row) => ({ ...toDocumentView(row, locale), same_law_case: row.same_law_case })),
        { total: found.total },
      );
    },
  );
};
