// Every shell path mf-office links to, in one place: the shell owns the route table, and these builders will
// become shared's route path builders in one edit here.

export const INFORMATIONS_PATH = '/office/informations';
export const LAWYERS_PATH = '/office/lawyers';
export const POLICIES_PATH = '/office/policies';
export const APPLICATIONS_PATH = '/account/applications';
export const OFFICE_SUBSCRIPTION_PATH = '/office/subscription';
export const PROFILE_PATH = '/account/profile';
/** Every category page is under it (list, update, detail). */
export const CATEGORIES_SECTION_PATH = '/account/categories';
export const CATEGORIES_LIST_PATH = '/account/categories/list';
export const CATEGORIES_UPDATE_PATH = '/account/categories/update';
export function categoryDetailPath(id: number): string {
  return `/account/categories/${id}`;
}

/** The category id of a detail path, null for any other path. */
export function categoryIdOfPath(pathname: string): number | null {
  const match = /^\/account\/categories\/(\d+)\/?$/.exec(pathname);
  return match ? Number(match[1]) : null;
}
