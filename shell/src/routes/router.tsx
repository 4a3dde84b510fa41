import { clearSidebarSlots } from '@lexdesk/shared/core';
import type { ReactElement } from 'react';
import {
  createBrowserRouter,
  Navigate,
  redirect,
  useLocation,
  useParams,
  type LoaderFunction,
  type RouteObject,
} from 'react-router-dom';
import { forgetFailedRemotes } from '../federation/remoteComponents';
import { RemoteSlot } from '../federation/RemoteSlot';
import { AppFrame } from '../layout/AppFrame';
import { NotFoundPage } from '../layout/NotFoundPage';
import { RouteErrorPage } from '../layout/RouteErrorPage';
import type { RouteHandle } from './handle';
import { installRoutePrefetch } from './prefetch';
import { joinPath, pathOf, ROUTE_TABLE } from './table';
import type { RouteName, RouteRecord } from './types';

/** Pages the shell renders itself rather than a remote. */
const SHELL_PAGES: Partial<Record<RouteName, () => ReactElement>> = { NotFound: NotFoundPage };

/** A redirect route: the target keeps the current params (":token") and query. */
function RedirectTo({ name }: { name: RouteName }) {
  const params = useParams();
  const { search, hash } = useLocation();
  return <Navigate replace to={{ pathname: pathOf(name, params), search, hash }} />;
}

/**
 * The index redirect of a layout page runs as a loader, before the page's remote renders: /legal-cases
 * still reaches /legal-cases/my-cases when mf-cases is down (its slot then shows the fallback).
 */
function redirectLoader(name: RouteName): LoaderFunction {
  return ({ params, request }) => {
    const { search } = new URL(request.url);
    return redirect(`${pathOf(name, params)}${search}`);
  };
}

function pageElement(record: RouteRecord): ReactElement | null {
  if (record.module) return <RemoteSlot module={record.module} />;
  if (record.redirect) return <RedirectTo name={record.redirect} />;
  const ShellPage = SHELL_PAGES[record.name];
  return ShellPage ? <ShellPage /> : null;
}

/**
 * One table record -> react-router route objects. Layout pages nest their children (relative paths,
 * an index route for the redirect); groups are flattened into their parent with absolute paths,
 * which lets /account/applications live in the office group.
 */
function toRouteObjects(record: RouteRecord, parentPath: string | null, underLayout: boolean): RouteObject[] {
  const fullPath = record.path === undefined ? parentPath : joinPath(parentPath, record.path);
  const path = underLayout ? record.path : (fullPath ?? undefined);
  const handle: RouteHandle = { name: record.name };

  if (record.module && record.children) {
    return [
      {
        path,
        handle,
        element: <RemoteSlot module={record.module} />,
        children: [
          ...(record.redirect
            ? [
                {
                  index: true,
                  handle,
                  loader: redirectLoader(record.redirect),
                  // Never rendered (the loader redirects first); null, not undefined, tells react-router
                  // this leaf renders nothing on purpose, so it does not warn about a missing element.
                  element: null,
                },
              ]
            : []),
          ...record.children.flatMap((child) => toRouteObjects(child, fullPath, true)),
        ],
      },
    ];
  }

  const own: RouteObject[] = [];
  const element = record.path === undefined ? null : pageElement(record);
  if (element) own.push({ path, handle, element });
  return [...own, ...(record.children ?? []).flatMap((child) => toRouteObjects(child, fullPath, underLayout))];
}

/**
 * What a page load on a redirect path (/legal-cases) shows while its loader runs: nothing, for the instant before
 * the redirect. Named so that react-router knows the blank is meant (it warns of a missing fallback otherwise).
 */
function BeforeFirstRedirect() {
  return null;
}

export function buildRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      element: <AppFrame />,
      HydrateFallback: BeforeFirstRedirect,
      errorElement: <RouteErrorPage />,
      children: ROUTE_TABLE.flatMap((record) => toRouteObjects(record, null, false)),
    },
  ];
}

/** The slice of a data router the navigation resets need (a memory router in tests). */
interface SubscribableRouter {
  state: { location: { pathname: string } };
  subscribe: (listener: (state: { location: { pathname: string } }) => void) => () => void;
}

/**
 * What a new path starts without: the sidebar slots, such as the selected document or lawyer (they belong to the page that chose
 * them) and the failed remote imports (a route change is a fresh try). Router subscribers run before
 * React renders the new page, so a page selecting something on mount is not undone by this.
 */
export function installNavigationResets(router: SubscribableRouter): () => void {
  let pathname = router.state.location.pathname;
  return router.subscribe((state) => {
    if (state.location.pathname === pathname) return;
    pathname = state.location.pathname;
    clearSidebarSlots();
    forgetFailedRemotes();
  });
}

export function createShellRouter() {
  const router = createBrowserRouter(buildRoutes());
  installNavigationResets(router);
  installRoutePrefetch(router);
  return router;
}

export type ShellRouter = ReturnType<typeof createShellRouter>;
