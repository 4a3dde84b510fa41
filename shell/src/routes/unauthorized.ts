import { onUnauthorized, useSessionStore } from '@lexdesk/shared/core';
import { loginUrl, type LocationView } from './access';
import { leafRouteName } from './handle';
import { routeByName } from './table';
import type { RouteName } from './types';

/** Where a 401 sends the user: Login with the way back, or nowhere when already on an authentication page. */
export function unauthorizedTarget(leaf: RouteName | null, location: LocationView): string | null {
  if (leaf && routeByName(leaf).meta.authPage) return null;
  return loginUrl(location);
}

/** The slice of a data router the handler needs (a memory router in tests). */
export interface NavigableRouter {
  state: { location: LocationView; matches: readonly { route: { handle?: unknown } }[] };
  navigate: (to: string, options?: { replace?: boolean }) => unknown;
}

/**
 * The API client only broadcasts a 401; the shell decides. The session is gone either way, so it is
 * cleared; the user is moved only when not already filling an authentication form (a wrong password
 * on Login must not reload Login).
 */
export function installUnauthorizedHandler(router: NavigableRouter): () => void {
  return onUnauthorized(() => {
    useSessionStore.getState().clear();
    const leaf = leafRouteName(router.state.matches.map((match) => ({ handle: match.route.handle })));
    const target = unauthorizedTarget(leaf, router.state.location);
    if (target) void router.navigate(target, { replace: true });
  });
}
