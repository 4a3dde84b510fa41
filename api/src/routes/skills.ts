import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { localeOf } from '../i18n';
import { firmOf } from '../plugins/auth';
import { categoriesPage, categoryOf, lawCasesOfCategory, skilledMembers } from '../services/skills';
import { answers, langOnlyQuery, strictObject } from './schemas';
import { category, categoryLawCase, skilledLawyer } from './viewSchemas';

/** The specification's page size for categories; a bigger page is refused, not silently shortened. */
const MAX_CATEGORIES_PER_PAGE = 100;

const pageQuery = strictObject({
  lang: Type.Optional(Type.String({ maxLength: 10 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_CATEGORIES_PER_PAGE })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
});
const categoryParams = strictObject({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

/** The catalogue of skill categories, each category's law cases, and the firm's lawyers skilled in it. */
export const skillRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { repos } = app;

  app.get(
    '/skillCategories',
    { schema: { querystring: pageQuery, response: answers(Type.Array(category)) } },
    async (request) => {
      const perPage = request.query.per_page ?? MAX_CATEGORIES_PER_PAGE;
      const { rows, total } = await categoriesPage(repos, perPage, request.query.page ?? 1, localeOf(request));
      return { status: 'success' as const, data: rows, meta: { total } };
    },
  );

  app.get(
    '/skill-categories/:id/law-cases',
    { schema: { params: categoryParams, querystring: langOnlyQuery, response: answers(Type.Array(categoryLawCase)) } },
    async (request) => ({
      status: 'success' as const,
      data: await lawCasesOfCategory(repos, request.params.id, localeOf(request)),
    }),
  );

  app.get(
    '/skill-categories/:id/users',
    { schema: { params: categoryParams, querystring: langOnlyQuery, response: answers(Type.Array(skilledLawyer)) } },
    async (request) => ({
      status: 'success' as const,
      data: await skilledMembers(repos, firmOf(request), request.params.id, localeOf(request)),
    }),
  );

  // "Skills" of a category: the category itself (the catalogue has no finer level than its law cases,
  // which /law-cases lists).
  app.get(
    '/skill-categories/:id/skills',
    { schema: { params: categoryParams, querystring: langOnlyQuery, response: answers(category) } },
    async (request) => ({
      status: 'success' as const,
      data: await categoryOf(repos, request.params.id, localeOf(request)),
    }),
  );
};
