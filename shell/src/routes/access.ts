// The guard as pure functions: the router asks, these answer. No React, no browser.
import type { SessionStatus, User } from '@lexdesk/shared/core';
import {
  HOME_PATH_BY_ROLE,
  homePathOf,
  isFirmAdmin,
  LOGIN_REDIRECT_PARAM,
  loginDestination,
  pathTo,
  ROUTE_PATTERNS,
  roleOf,
} from '@lexdesk/shared/core';
import { FIRM_ADMIN_FALLBACK, pathOf } from './table';
import type { ResolvedRoute, RouteName } from './types';

export interface SessionView {
  status: SessionStatus;
  user: User | null;
}

export interface LocationView {
  pathname: string;
  search: string;
}

export type Access =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  /** The session is still being read: render a spinner rather than a wrong redirect. */
  | { kind: 'wait' };

const allow: Access = { kind: 'allow' };
const redirect = (to: string): Access => ({ kind: 'redirect', to });

export function homeOf(user: User | null): string {
  return homePathOf(roleOf(user));
}

/** Login, remembering where the visitor was going (the Login page reads ?redirect= after success). */
export function loginUrl(location: LocationView): string {
  const target = `${location.pathname}${location.search}`;
  if (target === ROUTE_PATTERNS.Login || target === '') return pathTo.Login();
  return pathTo.Login({ redirect: target });
}

export function decideAccess(route: ResolvedRoute, session: SessionView, location: LocationView): Access {
  const { meta } = route;
  const user = session.status === 'authenticated' || session.user ? session.user : null;

  if (meta.public) {
    // A signed-in user has nothing to do on the login form: go where Login itself would go (same rule).
    if (user && route.name === 'Login')
      return redirect(loginDestination(roleOf(user), new URLSearchParams(location.search).get(LOGIN_REDIRECT_PARAM)));
    return allow;
  }

  if (!user) {
    if (session.status === 'unknown' || session.status === 'loading') return { kind: 'wait' };
    return redirect(loginUrl(location));
  }

  if (meta.anyRole) return allow;

  const role = roleOf(user);
  if (role === 'admin') return meta.admin ? allow : redirect(HOME_PATH_BY_ROLE.admin);
  if (meta.admin) return redirect(HOME_PATH_BY_ROLE.user);
  if (meta.firmAdmin && !isFirmAdmin(user)) return redirect(pathOf(FIRM_ADMIN_FALLBACK));
  return allow;
}

/** Same rules, as a yes/no for links: a menu never offers a page that would bounce. */
export function canVisit(route: ResolvedRoute, session: SessionView): boolean {
  const path = route.fullPath ?? ROUTE_PATTERNS.Login;
  return decideAccess(route, session, { pathname: path, search: '' }).kind === 'allow';
}

export type { RouteName };
