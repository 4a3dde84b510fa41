// Runs the route table's prefetches when a route is entered: on the first load as soon as the session is
// known, and on every navigation the moment it starts (the post-login redirect included), before the
// route's remote is even asked for. The remote's code and the route's first data then load side by side.
import { useSessionStore } from '@lexdesk/shared/core';
import { preloadRemoteModules } from '../federation/remoteComponents';
import { loadServerState } from '../query/serverState';
import { decideAccess, type LocationView, type SessionView } from './access';
import { matchRoutePath, modulesForPath, routeByName } from './table';
import type { RemoteModule } from './types';

/**
 * Starts the prefetches of the route a location opens and of the layout routes around it. Nothing for a
 * visitor or a user the guard would send elsewhere: a prefetch never sends a request the page itself
 * would not send.
 */
export function prefetchRouteData(location: LocationView, session: SessionView): boolean {
  const match = matchRoutePath(location.pathname);
  if (!match) return false;
  const { route, params } = match;
  if (session.status !== 'authenticated' || !session.user) return false;
  if (decideAccess(route, session, location).kind !== 'allow') return false;
  for (const name of [...route.ancestors, route.name]) {
    routeByName(name).prefetch?.({ pathname: location.pathname, search: location.search, params });
  }
  return true;
}

/** The slice of a data router this needs (a memory router in tests). */
interface NavigatingRouter {
  state: { location: LocationView; navigation: { location?: LocationView | null } };
  subscribe: (listener: (state: NavigatingRouter['state']) => void) => () => void;
}

const sessionView = (): SessionView => {
  const { status, user } = useSessionStore.getState();
  return { status, user };
};

export interface RoutePrefetchOptions {
  readSession?: () => SessionView;
  /** Starts importing a route's remote modules (the shell's one lazy per module takes them over). */
  preloadModules?: (modules: readonly RemoteModule[]) => void;
  /** Starts fetching the query client's chunk (the server-state chunk). */
  preloadServerState?: () => void;
}

const preloadServerStateChunk = () => void loadServerState().catch(() => undefined);

/**
 * Prefetches for the router's location now and for every location it navigates to, from the moment the
 * navigation starts (before loaders and rendering). A signed-in navigation also starts importing every
 * remote module of the new route at once (the layout page and its child page side by side, not the child
 * once the layout has rendered). A public page that reads server state (Login's links to Forgot, Subscribe)
 * starts fetching the query client's chunk as the navigation starts: the page renders once it is there.
 */
export function installRoutePrefetch(
  router: NavigatingRouter,
  {
    readSession = sessionView,
    preloadModules = preloadRemoteModules,
    preloadServerState = preloadServerStateChunk,
  }: RoutePrefetchOptions = {},
): () => void {
  let lastHref: string | null = null;
  const enter = (location: LocationView) => {
    const href = `${location.pathname}${location.search}`;
    if (href === lastHref) return;
    lastHref = href;
    const route = matchRoutePath(location.pathname)?.route;
    if (route?.meta.public && !route.meta.noServerState) preloadServerState();
    if (prefetchRouteData(location, readSession())) preloadModules(modulesForPath(location.pathname));
  };
  enter(router.state.location);
  return router.subscribe((state) => enter(state.navigation.location ?? state.location));
}
