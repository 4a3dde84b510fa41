import type { Category } from '@lexdesk/shared/contract';
import type { Locale } from '@lexdesk/shared/domain';
import { AppError } from '../errors';
import { type CategoryRow, localizedColumn, type Repositories, type ClientRow } from '../repositories';
import { pictureUrl } from './pictures';

// The catalogue of skill categories, each category's law cases, and the firm's lawyers skilled in it.

const notFound = () => new AppError(404, 'not_found', 'not_found');

const categoryView = (row: CategoryRow, lang: Locale): Category => ({
  id: row.id,
  description: localizedColumn(row, 'description', lang),
});

/** A category of the catalogue (404 for an unknown id), in `lang`. */
export async function categoryOf(repos: Repositories, id: number, lang: Locale): Promise<Category> {
  const found = await repos.lawCases.findCategoryById(id);
  if (!found) throw notFound();
  return categoryView(found, lang);
}

/** One page of the catalogue (1-based) and the number of categories. */
export async function categoriesPage(
  repos: Repositories,
  perPage: number,
  page: number,
  lang: Locale,
): Promise<{ rows: Category[]; total: number }> {
  const [rows, total] = await Promise.all([
    repos.lawCases.categoriesPage(perPage, (page - 1) * perPage),
    repos.lawCases.countCategories(),
  ]);
  return { rows: rows.map((row) => categoryView(row, lang)), total };
}

/** The law cases of a category (404 for an unknown one), in `lang`. */
export async function lawCasesOfCategory(
  repos: Repositories,
  categoryId: number,
  lang: Locale,
): Promise<{ id: number; content: string }[]> {
  await categoryOf(repos, categoryId, lang);
  const rows = await repos.lawCases.lawCasesOfCategory(categoryId);
  return rows.map((row) => ({ id: row.id, content: localizedColumn(row, 'content', lang) }));
}

/** The firm's members skilled in a category (404 for an unknown one). */
export async function skilledMembers(
  repos: Repositories,
  firm: ClientRow,
  categoryId: number,
  lang: Locale,
): Promise<{ id: number; name: string; profile_picture_url: string | null }[]> {
  await categoryOf(repos, categoryId, lang);
  const rows = await repos.skills.membersWithSkill(firm.id, categoryId);
  return rows.map((row) => ({ id: row.id, name: row.name, profile_picture_url: pictureUrl(row) }));
}

/** A user's skill categories, in `lang`. */
export async function skillCategoriesOf(repos: Repositories, userId: number, lang: Locale): Promise<Category[]> {
  return (await repos.skills.categoriesOf(userId)).map((row) => categoryView(row, lang));
}
