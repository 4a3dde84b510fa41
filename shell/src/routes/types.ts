import type { RouteName } from '@lexdesk/shared/core';
import type { ExposedModule } from '../federation/remotes';

export type LeftSidebar = 'search' | 'officeMenu' | 'accountMenu';
export type RightSidebar = 'preview' | 'lawyer' | 'lawyers';
export type TopBar = 'legalcase' | 'detail' | 'default';
/**
 * Which section a detail top bar names (spec 000 §2 "Shell"). CategoriesDetail names the account like the
 * other account pages, not its category, and the subscription steps the office, not "Abonnement": those are
 * their pages' <h1> (one title per screen, shell/src/layout/menu.ts).
 */
export type DetailTitle = 'office' | 'account' | 'subscription';
/**
 * What surrounds the page: 'auth' is the bare authentication frame (logo, language, footer);
 * 'bare' is nothing at all (the intake form is embedded in firms' sites); 'app' is the full layout.
 * Unset: 'app' when signed in, 'auth' otherwise.
 */
export type Chrome = 'auth' | 'bare' | 'app';
export type MenuIcon = 'user' | 'office' | 'tags' | 'plug' | 'card';

/**
 * A federated page or slot, "<remote>/<exposed name>": only what app-registry.js says a remote exposes, so a
 * route or sidebar naming anything else fails the type check.
 */
export type RemoteModule = ExposedModule;

export interface RouteMeta {
  /** Reachable without a session. */
  public?: boolean;
  /** An authentication page: a 401 there is expected and must not bounce to Login. */
  authPage?: boolean;
  /** Super administrator only (role admin). */
  admin?: boolean;
  /** Firm administrator only (user id equals client.admin_id). */
  firmAdmin?: boolean;
  /**
   * Reachable by every signed-in role (the not-found page; the anonymisation review, whose API decides per
   * document): exempt from the role redirects.
   */
  anyRole?: boolean;
  /** Entry of the top menu. Not inherited by children. */
  menu?: boolean;
  /** Entry of the profile dropdown, with its icon. Not inherited by children. */
  userMenu?: boolean;
  icon?: MenuIcon;
  /** Position in the profile dropdown (its entries come from different sections of the table). */
  userMenuOrder?: number;
  chrome?: Chrome;
  leftSidebar?: LeftSidebar;
  rightSidebar?: RightSidebar;
  /** A detail page: detail top bar whose title follows detailTitle. */
  detail?: boolean;
  detailTitle?: DetailTitle;
  topBar?: TopBar;
  /** Route name the top bar's back link goes to (LegalCases when unset). */
  back?: RouteName;
  /** Translation key of the page title; `routes.<Name>` when unset. */
  titleKey?: string;
  /**
   * The page reads and changes no server state through TanStack Query: it renders without the query client,
   * whose chunk its first visit never fetches (Login, within its byte budget; Legals, which calls nothing).
   */
  noServerState?: boolean;
}

/** Where a prefetch is asked for: the URL entered and the params its pattern gives (":token"). */
export interface PrefetchLocation {
  pathname: string;
  search: string;
  params: Readonly<Record<string, string>>;
}

/**
 * Starts the route's first API request(s) as soon as the route is entered, while its remote's code loads:
 * `queryClient.prefetchQuery(...)` with exactly the query the remote will read (key and fetch built by the same
 * shared function), whose answer the remote's query then finds in the shared cache instead of sending the request
 * again. Only called for a signed-in user the guard lets in.
 */
export type RoutePrefetch = (location: PrefetchLocation) => void;

export interface RouteRecord {
  name: RouteName;
  /**
   * Absolute ("/office/informations") or relative to the parent's path ("demand").
   * Unset for a pure group (Offices), which only carries meta for its children.
   */
  path?: string;
  /** The page. A record with a module AND children is a layout page: it renders an <Outlet />. */
  module?: RemoteModule;
  /** Route name this path sends to (its params and query are kept). */
  redirect?: RouteName;
  meta?: RouteMeta;
  /** The route's first data, started on entering it (children entered through this layout run it too). */
  prefetch?: RoutePrefetch;
  children?: RouteRecord[];
}

// The route names live with the path builders in @lexdesk/shared (every app links by name).
export { ROUTE_NAMES, type RouteName } from '@lexdesk/shared';

/** A record once the table is walked: absolute path and meta merged with its ancestors'. */
export interface ResolvedRoute {
  name: RouteName;
  /** Absolute path pattern; null for a group without a path. */
  fullPath: string | null;
  module?: RemoteModule;
  redirect?: RouteName;
  meta: RouteMeta & { titleKey: string };
  prefetch?: RoutePrefetch;
  /** Ancestors' names, outermost first. */
  ancestors: RouteName[];
}
