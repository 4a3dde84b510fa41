// The shell's part of a first paint, rendered to HTML by its Node build (tools/webpack/create-config.js) into
// dist/first-paint/: the authentication frame in each language, with a slot where the server puts a remote's
// prerendered page, and routes.json, the routes that may be shown so (ARCHITECTURE.md, "First paint").
import { FIRST_PAINT_PAGE_SLOT, renderFirstPaints, type FirstPaintRoute } from '@lexdesk/shared/first-paint';
import { MemoryRouter } from 'react-router-dom';
import { shellMessages } from './i18n/messages';
import { AuthLayout } from './layout/AuthLayout';
import { RESOLVED_ROUTES } from './routes/table';

/**
 * Public pages a visitor without a session sees in the authentication frame, on a path without parameters:
 * the frame is the same for all of them, and their remote may prerender them (mf-auth does Login).
 */
export function firstPaintRoutes(): FirstPaintRoute[] {
  return RESOLVED_ROUTES.flatMap((route) => {
    const path = route.fullPath;
    const anonymousFrame = route.meta.chrome ?? (route.meta.public ? 'auth' : undefined);
    if (!route.module || !path || path.includes(':') || !route.meta.public || anonymousFrame !== 'auth') return [];
    return [{ path, module: route.module, frame: 'auth-frame' }];
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
    'routes.json': `${JSON.stringify(firstPaintRoutes(), null, 2)}\n`,
  };
}
