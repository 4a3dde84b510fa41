import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AppError } from '../errors';
import { localeOf } from '../i18n';
import { firmOf } from '../plugins/auth';
import { localizedColumn } from '../repositories';
import { pictureUrl } from '../services/pictures';
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

  const existingCategory = async (id: number) => {
    const found = await repos.lawCases.findCategoryById(id);
    if (!found) throw new AppError(404, 'not_found', 'not_found');
    return found;
  };

  app.get(
    '/skillCategories',
    { schema: { querystring: pageQuery, response: answers(Type.Array(category)) } },
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
    { schema: { params: categoryParams, querystring: langOnlyQuery, response: answers(Type.Array(categoryLawCase)) } },
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
    { schema: { params: categoryParams, querystring: langOnlyQuery, response: answers(Type.Array(skilledLawyer)) } },
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
    { schema: { params: categoryParams, querystring: langOnlyQuery, response: answers(category) } },
    async (request) => {
      const found = await existingCategory(request.params.id);
      return {
        status: 'success' as const,
        data: { id: found.id, description: localizedColumn(found, 'description', localeOf(request)) },
      };
    },
  );
};
