import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AppError } from '../errors';
import { localeOf } from '../i18n';
import { firmOf } from '../plugins/auth';
import { localizedColumn } from '../repositories';
import { pictureUrl } from '../services/pictures';
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

  const existingCategory = async (id: number) => {
    const found = await repos.lawCases.findCategoryById(id);
    if (!found) throw new AppError(404, 'not_found', 'not_found');
    return found;
  };

  app.get(
    '/skillCategories',
    { schema: { querystring: CategoryPageQuery, response: answers(Type.Array(Category)) } },
    async (request) => {
      const lang = localeOf(request);
      const perPage = request.query.per_page ?? MAX_CATEGORIES_PER_PAGE;
      const page = request.query.page ?? 1;
      const [rows, total] = await Promise.all([
        repos.lawCases.categoriesPage(perPage, (page - 1) * perPage),
        repos.lawCases.countCategories(),
      ]);
      return {
        status: 'success' as const,
        data: rows.map((row) => ({ id: row.id, description: localizedColumn(row, 'description', lang) })),
        meta: { total },
      };
    },
  );

  app.get(
    '/skill-categories/:id/law-cases',
    { schema: { params: IdParams, querystring: LangQuery, response: answers(Type.Array(LawCase)) } },
    async (request) => {
      const lang = localeOf(request);
      await existingCategory(request.params.id);
      const rows = await repos.lawCases.lawCasesOfCategory(request.params.id);
      return {
        status: 'success' as const,
        data: rows.map((row) => ({ id: row.id, content: localizedColumn(row, 'content', lang) })),
      };
    },
  );

  app.get(
    '/skill-categories/:id/users',
    { schema: { params: IdParams, querystring: LangQuery, response: answers(Type.Array(SkilledLawyer)) } },
    async (request) => {
      const firm = firmOf(request);
      await existingCategory(request.params.id);
      const rows = await repos.skills.membersWithSkill(firm.id, request.params.id);
      return {
        status: 'success' as const,
        data: rows.map((row) => ({ id: row.id, name: row.name, profile_picture_url: pictureUrl(row) })),
      };
    },
  );

  // "Skills" of a category: the category itself (the catalogue has no finer level than its law cases,
  // which /law-cases lists).
  app.get(
    '/skill-categories/:id/skills',
    { schema: { params: IdParams, querystring: LangQuery, response: answers(Category) } },
    async (request) => {
      const found = await existingCategory(request.params.id);
      return {
        status: 'success' as const,
        data: { id: found.id, description: localizedColumn(found, 'description', localeOf(request)) },
      };
    },
  );
};
