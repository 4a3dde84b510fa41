import { pathTo, ROUTE_PATTERNS } from '@lexdesk/shared';
import { matchPath } from 'react-router-dom';

// The shell paths mf-office links to, named for its screens; every one comes from shared's route builders.

export const INFORMATIONS_PATH = pathTo.Informations();
export const LAWYERS_PATH = pathTo.Lawyers();
export const POLICIES_PATH = pathTo.Policies();
export const ACCESS_LOG_PATH = pathTo.AccessLog();
export const APPLICATIONS_PATH = pathTo.Applications();
export const OFFICE_SUBSCRIPTION_PATH = pathTo.OfficeSubscription();
/** The plans: where a firm past its trial subscribes. */
export const SUBSCRIPTION_PLANS_PATH = pathTo.SubscriptionOptions();
export const PROFILE_PATH = pathTo.Profile();
/** Every category page is under it (list, update, detail). */
export const CATEGORIES_SECTION_PATH = pathTo.Categories();
export const CATEGORIES_LIST_PATH = pathTo.CategoriesList();
export const CATEGORIES_UPDATE_PATH = pathTo.CategoriesUpdate();

export function categoryDetailPath(id: number): string {
  return pathTo.CategoriesDetail({ id });
}

/** The category id of a detail path, null for any other path (the update page included). */
export function categoryIdOfPath(pathname: string): number | null {
  const id = matchPath(ROUTE_PATTERNS.CategoriesDetail, pathname)?.params.id;
  return id !== undefined && /^\d+$/.test(id) ? Number(id) : null;
}
