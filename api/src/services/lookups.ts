import type { LawCaseSearchResult, Lawyer, Locale } from '@lexdesk/shared/domain';
import { ValidationError } from '../errors';
import { t } from '../i18n';
import { foldForSearch } from '../lib/text';
import type { Repositories, UserRow } from '../repositories';

// The type-ahead lookups of the case screens: the firm's lawyers (reassignment) and the law cases catalogue.

const MAX_LAWYERS = 20;
const MAX_LAW_CASES = 50;

/** Trimmed and folded (case and accents ignored); blank is a missing value (422). */
function searchTerms(raw: string, locale: Locale): string {
  const folded = foldForSearch(raw.trim());
  if (folded === '') throw new ValidationError({ terms: [t(locale, 'field_required')] });
  return folded;
}

/** The user's firm's lawyers whose name holds the terms. */
export async function searchLawyers(
  repos: Repositories,
  user: UserRow,
  terms: string,
  locale: Locale,
): Promise<Lawyer[]> {
  const folded = searchTerms(terms, locale);
  // The super administrator belongs to no firm: there is nobody to find.
  if (user.client_id === null) return [];
  const found = await repos.lawyers.search(user.client_id, folded, MAX_LAWYERS);
  return found.map((row) => ({
    id: row.id,
    name: row.name,
    lawyer_id: row.id,
    // Profile pictures come with the account issue.
    profile_picture_url: null,
  }));
}

/** Law cases whose text in `lang` holds the terms; penal ones only when `penal` allows them. */
export async function searchLawCases(
  repos: Repositories,
  terms: string,
  lang: Locale,
  penal: boolean,
  locale: Locale,
): Promise<LawCaseSearchResult[]> {
  const folded = searchTerms(terms, locale);
  const found = await repos.lawCases.search(lang, folded, penal, MAX_LAW_CASES);
  return found.map((row) => ({
    id: row.id,
    content: row.content,
    penal: row.penal === 1,
    category: { id: row.category_id, description: row.category_description },
  }));
}
