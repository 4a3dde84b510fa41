// The shell's part of a page load, written by its Node build (tools/webpack/create-config.js) into
// dist/first-paint/: the authentication frame in each language, with a slot where the server puts a remote's
// prerendered page, and routes.json, what each path's page renders, from which the server names the files a
// page load will need (ARCHITECTURE.md, "First paint").
import { FIRST_PAINT_PAGE_SLOT, renderFirstPaints, type PageRoute } from '@lexdesk/shared/first-paint';
import { MemoryRouter } from 'react-router-dom';
import { shellMessages } from './i18n/messages';
import { AuthLayout } from './layout/AuthLayout';
import { modulesOfRoute, RESOLVED_ROUTES } from './routes/table';

/**
 * Every page with a path: its modules, whether it is public, and, for a public page a visitor without a session
 * sees in the authentication frame on a path without parameters, that frame (its remote may prerender the
 * page: mf-auth does Login).
 */
export function pageRoutes(): PageRoute[] {
  return RESOLVED_ROUTES.flatMap((route) => {
    const path = route.fullPath;
    const modules = modulesOfRoute(route);
    if (!path || path.includes('*') || modules.length === 0) return [];
    const isPublic = route.meta.public === true;
    const anonymousFrame = route.meta.chrome ?? (isPublic ? 'auth' : undefined);
    const framed = isPublic && anonymousFrame === 'auth' && !path.includes(':');
    return [{ path, modules, public: isPublic, ...(framed ? { frame: 'auth-frame' } : {}) }];
  });
}

export function render(): Record<string, string> {
  return {
    ...renderFirstPaints(
      'auth-frame',
      () => (
        <MemoryRouter>
          <AuthLayout>{FIRST_PAINT_PAGE_SLOT}</AuthLayout>
        </MemoryRouter>
      ),
      [shellMessages],
    ),
    'routes.json': `${JSON.stringify(pageRoutes(), null, 2)}\n`,
  };
}
