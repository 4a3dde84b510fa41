/*
 * The route table: every route of both specifications, with the meta that drives the guard and the layout.
 * The router, the menus, the top bars, the sidebars and document.title are all derived from it.
 *
 * Decisions (the specifications leave these open):
 * - Paths come from ROUTE_PATTERNS of @lexdesk/shared (every app builds its links with pathTo there). They
 *   are absolute ("/office/informations") or relative to the parent ("demand"). A record with a
 *   module AND children is a layout page (LegalCases, LegalCase, Subscription): its remote renders an
 *   <Outlet /> and its children must be relative leaves. A record without a module only groups
 *   children and passes its meta down (Offices, Account, Categories).
 * - Meta is inherited from ancestors, except menu, userMenu, icon, userMenuOrder and titleKey which
 *   belong to one record.
 * - Offices is the office menu group (pathless): Office (/office, the top-menu entry, redirecting to
 *   Informations), Informations, Lawyers, Policies, AccessLog, Applications (whose path the spec puts under
 *   /account) and OfficeSubscription share its officeMenu sidebar and its detail top bar.
 * - Redirect routes name their target; the target keeps the params and query (/legal-case/:token ->
 *   /legal-case/:token/demand).
 * - Welcome is public and keeps the authentication frame (a new subscriber names the firm there before
 *   seeing the app). Legals is public and uses the app layout when signed in, the authentication frame
 *   otherwise. The intake form (/intake?uuid=&lawCase=&lang=) is public and bare: firms embed it.
 * - A signed-in user opening Login is sent on (redirect parameter, else home by role); the other
 *   authentication pages stay reachable so that their own success navigation is never overridden.
 * - Subscription (the steps) and OfficeSubscription are firm-admin only and open during the trial: it is how a
 *   firm leaves the trial (issue 22 overrides the specification's "hidden during the trial").
 * - The case tabs office-documents and juridical-documents belong to mf-library (its case document
 *   tabs); demand and litigeant-documents to mf-cases.
 * - Unknown paths match NotFound: a translated page inside the layout for any signed-in role; an
 *   anonymous visitor is sent to Login with the redirect parameter like any private route.
 */
import { ROUTE_PATTERNS, type PathRouteName } from '@lexdesk/shared/core';
import { prefetchCaseList, prefetchLegalCase } from './prefetches';
import type { RemoteModule, ResolvedRoute, RouteMeta, RouteName, RouteRecord } from './types';

/**
 * A child's path relative to its parent, cut from the shared patterns (the one list of the app's URLs):
 * the table never spells a path itself, so a path builder and the route it names cannot drift apart.
 */
function segment(name: PathRouteName, parent: PathRouteName): string {
  const base = `${ROUTE_PATTERNS[parent]}/`;
  const full: string = ROUTE_PATTERNS[name];
  if (!full.startsWith(base)) throw new Error(`Route ${name} (${full}) is not under ${parent} (${base})`);
  return full.slice(base.length);
}

const AUTH_PAGE: RouteMeta = { public: true, authPage: true, chrome: 'auth' };
const DOCUMENT_SIDEBARS: RouteMeta = { leftSidebar: 'search', rightSidebar: 'preview' };

export const ROUTE_TABLE: readonly RouteRecord[] = [
  // Authentication (one view, five routes) and the other public pages.
  { name: 'Login', path: ROUTE_PATTERNS.Login, module: 'mf_auth/Login', meta: { ...AUTH_PAGE, noServerState: true } },
  { name: 'Forgot', path: ROUTE_PATTERNS.Forgot, module: 'mf_auth/Forgot', meta: AUTH_PAGE },
  { name: 'Register', path: ROUTE_PATTERNS.Register, module: 'mf_auth/Register', meta: AUTH_PAGE },
  { name: 'Subscribe', path: ROUTE_PATTERNS.Subscribe, module: 'mf_auth/Subscribe', meta: AUTH_PAGE },
  { name: 'Reset', path: ROUTE_PATTERNS.Reset, module: 'mf_auth/Reset', meta: AUTH_PAGE },
  { name: 'Welcome', path: ROUTE_PATTERNS.Welcome, module: 'mf_auth/Welcome', meta: { public: true, chrome: 'auth' } },
  {
    name: 'Legals',
    path: ROUTE_PATTERNS.Legals,
    module: 'mf_auth/Legals',
    meta: { public: true, noServerState: true },
  },
  // The guides the legal page's Documentation section links to: public, like it, and calling nothing.
  { name: 'Guide', path: ROUTE_PATTERNS.Guide, module: 'mf_auth/Guide', meta: { public: true, noServerState: true } },
  { name: 'Intake', path: ROUTE_PATTERNS.Intake, module: 'mf_cases/Intake', meta: { public: true, chrome: 'bare' } },

  // Legal cases.
  {
    name: 'LegalCases',
    path: ROUTE_PATTERNS.LegalCases,
    module: 'mf_cases/LegalCases',
    redirect: 'MyCases',
    meta: { menu: true },
    children: [
      {
        name: 'MyCases',
        path: segment('MyCases', 'LegalCases'),
        module: 'mf_cases/MyCases',
        prefetch: prefetchCaseList('mine'),
      },
      {
        name: 'AllCases',
        path: segment('AllCases', 'LegalCases'),
        module: 'mf_cases/AllCases',
        prefetch: prefetchCaseList('all'),
      },
    ],
  },
  {
    name: 'LegalCase',
    path: ROUTE_PATTERNS.LegalCase,
    module: 'mf_cases/LegalCase',
    redirect: 'LCDemand',
    meta: { topBar: 'legalcase', back: 'LegalCases' },
    prefetch: prefetchLegalCase,
    children: [
      { name: 'LCDemand', path: segment('LCDemand', 'LegalCase'), module: 'mf_cases/LCDemand' },
      {
        name: 'LCLitigeantDocuments',
        path: segment('LCLitigeantDocuments', 'LegalCase'),
        module: 'mf_cases/LCLitigeantDocuments',
      },
      {
        name: 'LCOfficeDocuments',
        path: segment('LCOfficeDocuments', 'LegalCase'),
        module: 'mf_library/LCOfficeDocuments',
        meta: DOCUMENT_SIDEBARS,
      },
      {
        name: 'LCJuridicalDocuments',
        path: segment('LCJuridicalDocuments', 'LegalCase'),
        module: 'mf_library/LCJuridicalDocuments',
        meta: DOCUMENT_SIDEBARS,
      },
    ],
  },

  // Document library for every signed-in user.
  {
    name: 'MyDocuments',
    path: ROUTE_PATTERNS.MyDocuments,
    module: 'mf_library/MyDocuments',
    meta: { menu: true, ...DOCUMENT_SIDEBARS },
  },
  {
    name: 'JuridicalDocuments',
    path: ROUTE_PATTERNS.JuridicalDocuments,
    module: 'mf_library/JuridicalDocuments',
    meta: { menu: true, ...DOCUMENT_SIDEBARS },
  },

  // Office: the office menu group.
  {
    name: 'Offices',
    meta: { leftSidebar: 'officeMenu', detail: true, topBar: 'detail', detailTitle: 'office' },
    children: [
      { name: 'Office', path: ROUTE_PATTERNS.Office, redirect: 'Informations', meta: { menu: true } },
      {
        name: 'Informations',
        path: ROUTE_PATTERNS.Informations,
        module: 'mf_office/Informations',
        meta: { userMenu: true, icon: 'office', userMenuOrder: 2 },
      },
      { name: 'Lawyers', path: ROUTE_PATTERNS.Lawyers, module: 'mf_office/Lawyers', meta: { rightSidebar: 'lawyer' } },
      { name: 'Policies', path: ROUTE_PATTERNS.Policies, module: 'mf_office/Policies', meta: { firmAdmin: true } },
      { name: 'AccessLog', path: ROUTE_PATTERNS.AccessLog, module: 'mf_office/AccessLog', meta: { firmAdmin: true } },
      {
        name: 'Applications',
        path: ROUTE_PATTERNS.Applications,
        module: 'mf_office/Applications',
        meta: { userMenu: true, icon: 'plug', userMenuOrder: 4 },
      },
      {
        name: 'OfficeSubscription',
        path: ROUTE_PATTERNS.OfficeSubscription,
        module: 'mf_billing/OfficeSubscription',
        // Open during the trial too (issue 22, over the specification's "hidden during the trial"): the trial's
        // end and the way to subscribe are shown there.
        meta: { firmAdmin: true, userMenu: true, icon: 'card', userMenuOrder: 5 },
      },
    ],
  },

  // Account.
  {
    name: 'Account',
    path: ROUTE_PATTERNS.Account,
    redirect: 'Profile',
    meta: { leftSidebar: 'accountMenu', detail: true, topBar: 'detail', detailTitle: 'account' },
    children: [
      {
        name: 'Profile',
        path: segment('Profile', 'Account'),
        module: 'mf_office/Profile',
        meta: { userMenu: true, icon: 'user', userMenuOrder: 1 },
      },
      {
        name: 'Categories',
        path: segment('Categories', 'Account'),
        redirect: 'CategoriesList',
        children: [
          {
            name: 'CategoriesList',
            path: segment('CategoriesList', 'Categories'),
            module: 'mf_office/CategoriesList',
            meta: { userMenu: true, icon: 'tags', userMenuOrder: 3 },
          },
          {
            name: 'CategoriesUpdate',
            path: segment('CategoriesUpdate', 'Categories'),
            module: 'mf_office/CategoriesUpdate',
            meta: { back: 'CategoriesList' },
          },
          {
            name: 'CategoriesDetail',
            path: segment('CategoriesDetail', 'Categories'),
            module: 'mf_office/CategoriesDetail',
            meta: { back: 'CategoriesList', rightSidebar: 'lawyers' },
          },
        ],
      },
    ],
  },

  // Subscription steps.
  {
    name: 'Subscription',
    path: ROUTE_PATTERNS.Subscription,
    module: 'mf_billing/Subscription',
    redirect: 'SubscriptionOptions',
    meta: { firmAdmin: true, detail: true, topBar: 'detail', detailTitle: 'subscription', back: 'OfficeSubscription' },
    children: [
      {
        name: 'SubscriptionOptions',
        path: segment('SubscriptionOptions', 'Subscription'),
        module: 'mf_billing/SubscriptionOptions',
      },
      {
        name: 'SubscriptionPayment',
        path: segment('SubscriptionPayment', 'Subscription'),
        module: 'mf_billing/SubscriptionPayment',
      },
      {
        name: 'SubscriptionBilling',
        path: segment('SubscriptionBilling', 'Subscription'),
        module: 'mf_billing/SubscriptionBilling',
      },
      {
        name: 'SubscriptionRecap',
        path: segment('SubscriptionRecap', 'Subscription'),
        module: 'mf_billing/SubscriptionRecap',
      },
    ],
  },

  // Super administrator (document library back office).
  {
    name: 'Admin',
    path: ROUTE_PATTERNS.Admin,
    module: 'mf_library/Admin',
    meta: { admin: true, menu: true, ...DOCUMENT_SIDEBARS },
  },
  { name: 'Process', path: ROUTE_PATTERNS.Process, module: 'mf_library/Process', meta: { admin: true, menu: true } },
  { name: 'Faileds', path: ROUTE_PATTERNS.Faileds, module: 'mf_library/Faileds', meta: { admin: true, menu: true } },
  { name: 'Tagging', path: ROUTE_PATTERNS.Tagging, module: 'mf_tagging/Tagging', meta: { admin: true, back: 'Admin' } },
  // The super administrator and the firms' lawyers (on their own firm's documents): the API decides per document.
  {
    name: 'Anonymisation',
    path: ROUTE_PATTERNS.Anonymisation,
    module: 'mf_tagging/Anonymisation',
    meta: { anyRole: true },
  },
  {
    name: 'Search',
    path: ROUTE_PATTERNS.Search,
    module: 'mf_library/Search',
    meta: { admin: true, menu: true, rightSidebar: 'preview' },
  },

  // Anything else (rendered by the shell itself).
  { name: 'NotFound', path: ROUTE_PATTERNS.NotFound, meta: { anyRole: true } },
];

/** Names a route may send to when something is refused (the homes by role are HOME_PATH_BY_ROLE, in shared). */
export const FIRM_ADMIN_FALLBACK: RouteName = 'Informations';
export const DEFAULT_BACK: RouteName = 'LegalCases';

const OWN_META_KEYS: readonly (keyof RouteMeta)[] = ['menu', 'userMenu', 'icon', 'userMenuOrder', 'titleKey'];

export function joinPath(parent: string | null, path: string): string {
  if (path.startsWith('/') || path === '*') return path;
  const base = (parent ?? '').replace(/\/$/, '');
  return `${base}/${path}`;
}

function inheritable(meta: RouteMeta | undefined): RouteMeta {
  const copy: RouteMeta = { ...meta };
  for (const key of OWN_META_KEYS) delete copy[key];
  return copy;
}

/** Walks the table once: absolute paths, merged meta, ancestry. Order is the table's order. */
export function resolveTable(table: readonly RouteRecord[] = ROUTE_TABLE): ResolvedRoute[] {
  const out: ResolvedRoute[] = [];
  const walk = (
    records: readonly RouteRecord[],
    parentPath: string | null,
    parentMeta: RouteMeta,
    ancestors: RouteName[],
  ) => {
    for (const record of records) {
      const fullPath = record.path === undefined ? parentPath : joinPath(parentPath, record.path);
      const meta = { ...parentMeta, ...record.meta };
      out.push({
        name: record.name,
        fullPath: record.path === undefined ? null : fullPath,
        module: record.module,
        redirect: record.redirect,
        meta: { ...meta, titleKey: record.meta?.titleKey ?? `routes.${record.name}` },
        ...(record.prefetch ? { prefetch: record.prefetch } : {}),
        ancestors,
      });
      if (record.children)
        walk(record.children, fullPath, { ...parentMeta, ...inheritable(record.meta) }, [...ancestors, record.name]);
    }
  };
  walk(table, null, {}, []);
  return out;
}

export const RESOLVED_ROUTES: readonly ResolvedRoute[] = resolveTable();
const BY_NAME = new Map(RESOLVED_ROUTES.map((route) => [route.name, route]));

export function routeByName(name: RouteName): ResolvedRoute {
  const route = BY_NAME.get(name);
  if (!route) throw new Error(`Unknown route ${name}`);
  return route;
}

export function isRouteName(value: unknown): value is RouteName {
  return typeof value === 'string' && BY_NAME.has(value as RouteName);
}

/** The URL of a named route; params fill ":token"-style segments. */
export function pathOf(name: RouteName, params: Readonly<Record<string, string | undefined>> = {}): string {
  const route = routeByName(name);
  if (route.fullPath === null) throw new Error(`Route ${name} has no path`);
  return route.fullPath.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(params[key] ?? ''));
}

/** The params of a path matching the pattern (":token" segments, decoded), or null when it does not match. */
function patternParams(pattern: string, pathname: string): Record<string, string> | null {
  const expected = pattern.split('/').filter(Boolean);
  const actual = pathname.split('/').filter(Boolean);
  if (expected.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (const [i, segment] of expected.entries()) {
    const value = actual[i] ?? '';
    if (segment.startsWith(':')) {
      try {
        params[segment.slice(1)] = decodeURIComponent(value);
      } catch {
        return null; // a malformed escape matches no route of the table
      }
    } else if (segment !== value) return null;
  }
  return params;
}

/** The table's route a path opens (the first in table order, as modulesForPath), with its params. */
export function matchRoutePath(pathname: string): { route: ResolvedRoute; params: Record<string, string> } | null {
  for (const route of RESOLVED_ROUTES) {
    const params = route.fullPath === null ? null : patternParams(route.fullPath, pathname);
    if (params) return { route, params };
  }
  return null;
}

/** The remote modules a path renders: its own page and the layout pages around it. */
export function modulesForPath(pathname: string): RemoteModule[] {
  const route = matchRoutePath(pathname)?.route;
  return route ? modulesOfRoute(route) : [];
}

/** The remote modules a route's page renders: its layout pages' and its own, outermost first. */
export function modulesOfRoute(route: ResolvedRoute): RemoteModule[] {
  return [...route.ancestors.map((name) => routeByName(name).module), route.module].filter(
    (module): module is RemoteModule => module !== undefined,
  );
}
