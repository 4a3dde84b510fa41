import { useSessionStore } from '@lexdesk/shared/core';
import { Suspense, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router-dom';
import { ServerState } from '../query/serverState';
import { decideAccess } from '../routes/access';
import { leafRouteName } from '../routes/handle';
import { routeByName } from '../routes/table';
import type { Chrome } from '../routes/types';
import { AppLayout } from './appLayoutChunk';
import { AuthLayout, BareLayout } from './AuthLayout';
import { Loading } from './Loading';

/**
 * The root route's element: applies the guard to the matched route, picks the frame the route's meta
 * asks for, and keeps document.title and focus in step with navigation.
 */
export function AppFrame() {
  const intl = useIntl();
  const matches = useMatches();
  const location = useLocation();
  const status = useSessionStore((state) => state.status);
  const user = useSessionStore((state) => state.user);
  const route = routeByName(leafRouteName(matches) ?? 'NotFound');
  const access = decideAccess(route, { status, user }, location);

  const title = intl.formatMessage({ id: route.meta.titleKey });
  useEffect(() => {
    document.title = `${title} · ${intl.formatMessage({ id: 'app.name' })}`;
  }, [title, intl]);

  // A client-side navigation does not move focus: bring it to the new page for keyboard and
  // screen-reader users (not on first load, where the browser already starts at the top).
  const previousPath = useRef(location.pathname);
  useEffect(() => {
    if (previousPath.current === location.pathname) return;
    previousPath.current = location.pathname;
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [location.pathname]);

  if (access.kind === 'redirect') return <Navigate to={access.to} replace />;
  if (access.kind === 'wait') return <Loading label={intl.formatMessage({ id: 'layout.sessionLoading' })} fill />;

  const chrome: Chrome = route.meta.chrome ?? (user ? 'app' : 'auth');
  const Frame = chrome === 'bare' ? BareLayout : chrome === 'auth' ? AuthLayout : AppLayout;
  const withServerState = !route.meta.noServerState;
  const frame = (
    <Frame route={route}>
      <Outlet />
    </Frame>
  );
  return (
    <>
      {/* New pages start at the top; back and forward return to where the reader was. */}
      <ScrollRestoration />
      {/* A boundary of its own when the query client comes in (Login to Forgot): while its chunk arrives the new
          page's loading state shows, never the previous page, whose fields would still take what is typed. */}
      <Suspense
        key={withServerState ? 'server-state' : 'plain'}
        fallback={<Loading label={intl.formatMessage({ id: 'layout.sessionLoading' })} fill />}
      >
        {/* The frame and every remote in it read server state from the page's one QueryClient. */}
        {withServerState ? <ServerState>{frame}</ServerState> : frame}
      </Suspense>
    </>
  );
}
