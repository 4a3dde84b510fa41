// What the chrome shows for a given session and route, as pure functions (tested without a browser).
import {
  firmLawyerIds,
  isFirmAdmin,
  pathTo,
  roleOf,
  type SidebarSlotName,
  type SidebarSlotValues,
  type User,
} from '@lexdesk/shared/core';
import { canVisit, type SessionView } from '../routes/access';
import { DEFAULT_BACK, RESOLVED_ROUTES, routeByName } from '../routes/table';
import type { ResolvedRoute, RightSidebar, RouteName } from '../routes/types';

/** Admins see only the admin entries; everyone else only the non-admin entries they may open. */
export function topMenuRoutes(session: SessionView): ResolvedRoute[] {
  const admin = roleOf(session.user) === 'admin';
  return RESOLVED_ROUTES.filter((route) => route.meta.menu && !!route.meta.admin === admin && canVisit(route, session));
}

/** The profile dropdown's links: none for the super administrator (spec: admins have no user menu). */
export function userMenuRoutes(session: SessionView): ResolvedRoute[] {
  if (roleOf(session.user) !== 'user') return [];
  return RESOLVED_ROUTES.filter((route) => route.meta.userMenu && canVisit(route, session)).sort(
    (a, b) => (a.meta.userMenuOrder ?? Infinity) - (b.meta.userMenuOrder ?? Infinity),
  );
}

/** The label under the user's name: the firm name, else the translated role. */
export function roleLabel(user: User | null): { text: string } | { messageId: string } {
  const firmName = user?.client?.name?.trim();
  if (firmName) return { text: firmName };
  if (roleOf(user) === 'admin') return { messageId: 'roles.admin' };
  if (isFirmAdmin(user)) return { messageId: 'roles.firmAdmin' };
  return { messageId: 'roles.user' };
}

/** The firm's own intake form (what litigants see); the law case is chosen there, so it stays empty. */
export function intakeUrl(user: User | null): string | null {
  if (!user || roleOf(user) === 'admin' || !user.client?.uuid) return null;
  return pathTo.Intake({ uuid: user.client.uuid, lawCase: '', lang: 'fr' });
}

/**
 * The sidebar slot (set by the page's remote) a right sidebar waits for: it shows once the slot is set.
 * A sidebar missing here shows by its own rule.
 */
export const RIGHT_SIDEBAR_SLOT: Readonly<Partial<Record<RightSidebar, SidebarSlotName>>> = {
  preview: 'preview',
  lawyer: 'lawyer',
};

/** Spec rules: preview needs a selected document, lawyer a selected lawyer, lawyers a firm of two or more. */
export function isRightSidebarVisible(
  kind: RightSidebar | undefined,
  slots: SidebarSlotValues,
  user: User | null,
): boolean {
  if (!kind) return false;
  const slot = RIGHT_SIDEBAR_SLOT[kind];
  if (slot) return slots[slot] !== null;
  return kind === 'lawyers' && firmLawyerIds(user).length > 1;
}

/**
 * A top-menu entry stays highlighted on every page of its section (Office on /account/applications
 * too) and on pages that declare it as their way back (Affaires on a legal case, Traités on Tagging).
 */
export function isMenuEntryActive(entry: ResolvedRoute, current: RouteName): boolean {
  const section = entry.ancestors[0] ?? entry.name;
  const currentRoute = routeByName(current);
  return (
    current === entry.name ||
    currentRoute.ancestors[0] === section ||
    currentRoute.ancestors.includes(entry.name) ||
    currentRoute.meta.back === entry.name
  );
}

export function backTarget(route: ResolvedRoute): RouteName {
  return route.meta.back ?? DEFAULT_BACK;
}

export type TopBarTitle = { messageId: string; values?: Record<string, string> } | { text: string };

/**
 * One title per screen: the page's <h1> is its title, and the top bar only says where the page sits and how to
 * leave it. A detail page's bar names its section (spec 000 §2: account, subscription, the office with the
 * firm's name); any other page with a way back names the section "Retour" leads to (Affaires on a case).
 * A page without a way back has no top bar: its title would only repeat the <h1> and the active menu entry.
 */
export function topBarTitle(route: ResolvedRoute, user: User | null): TopBarTitle | null {
  const kind = route.meta.topBar ?? 'default';
  if (kind === 'detail') return detailTopBarTitle(route, user);
  if (kind === 'default' && route.meta.back === undefined) return null;
  return { messageId: routeByName(backTarget(route)).meta.titleKey };
}

/**
 * Detail top bar titles: the section (spec 000 §2 "Shell"). The subscription steps belong to the office (their
 * way back is its Abonnement page) and their page's <h1> is already "Abonnement": the bar names the office.
 */
export function detailTopBarTitle(route: ResolvedRoute, user: User | null): TopBarTitle {
  switch (route.meta.detailTitle) {
    case 'account':
      return { messageId: 'topbar.account' };
    default: {
      const name = user?.client?.name?.trim();
      return name ? { messageId: 'topbar.office', values: { name } } : { messageId: 'topbar.officeUnnamed' };
    }
  }
}
