import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { localeOf } from '../i18n';
import { firmOf } from '../plugins/auth';
import { categoriesPage, categoryOf, lawCasesOfCategory, skilledMembers } from '../services/skills';
import {
  Category,
  CategoryPageQuery,
  IdParams,
  LangQuery,
  LawCase,
  MAX_CATEGORIES_PER_PAGE,
  SkilledLawyer,
} from '@lexdesk/shared/contract';
import { answers } from './schemas';

/** The catalogue of skill categories, each category's law cases, and the firm's lawyers skilled in it. */
export const skillRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { repos } = app;

  app.get(
    '/skillCategories',
    { schema: { querystring: CategoryPageQuery, response: answers(Type.Array(Category)) } },
    async (request) => {
      const perPage = request.query.per_page ?? MAX_CATEGORIES_PER_PAGE;
      const { rows, total } = await categoriesPage(repos, perPage, request.query.page ?? 1, localeOf(request));
      return { status: 'success' as const, data: rows, meta: { total } };
    },
  );

  app.get(
    '/skill-categories/:id/law-cases',
    { schema: { params: IdParams, querystring: LangQuery, response: answers(Type.Array(LawCase)) } },
    async (request) => ({
      status: 'success' as const,
      data: await lawCasesOfCategory(repos, request.params.id, localeOf(request)),
    }),
  );

  app.get(
    '/skill-categories/:id/users',
    { schema: { params: IdParams, querystring: LangQuery, response: answers(Type.Array(SkilledLawyer)) } },
    async (request) => ({
      status: 'success' as const,
      data: await skilledMembers(repos, firmOf(request), request.params.id, localeOf(request)),
    }),
  );

  // "Skills" of a category: the category itself (the catalogue has no finer level than its law cases,
  // which /law-cases lists).
  app.get(
    '/skill-categories/:id/skills',
    { schema: { params: IdParams, querystring: LangQuery, response: answers(Category) } },
    async (request) => ({
      status: 'success' as const,
      data: await categoryOf(repos, request.params.id, localeOf(request)),
    }),
  );
};
