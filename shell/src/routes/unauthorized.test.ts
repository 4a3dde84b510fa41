import { emitUnauthorized, useSessionStore } from '@lexdesk/shared';
import { createMemoryRouter } from 'react-router-dom';
import { lawyer } from '../test/fixtures';
import { buildRoutes } from './router';
import { installUnauthorizedHandler, unauthorizedTarget } from './unauthorized';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function routerAt(path: string) {
  // Not rendered: only the router's state and navigation are under test here.
  return createMemoryRouter(buildRoutes(), { initialEntries: [path] });
}

describe('unauthorizedTarget', () => {
  it('sends to Login with the way back', () => {
    expect(unauthorizedTarget('MyDocuments', { pathname: '/my-documents', search: '?page=4' })).toBe(
      '/?redirect=%2Fmy-documents%3Fpage%3D4',
    );
  });

  it.each(['Login', 'Forgot', 'Register', 'Subscribe', 'Reset'] as const)(
    'does nothing on the authentication page %s',
    (name) => {
      expect(unauthorizedTarget(name, { pathname: '/x', search: '' })).toBeNull();
    },
  );

  it('still leaves public pages that are not authentication pages', () => {
    expect(unauthorizedTarget('Welcome', { pathname: '/welcome', search: '' })).toBe('/?redirect=%2Fwelcome');
  });
});

describe('installUnauthorizedHandler', () => {
  let uninstall: () => void = () => undefined;

  beforeEach(() => {
    useSessionStore.setState({ status: 'authenticated', user: lawyer() });
  });

  afterEach(() => uninstall());

  it('clears the session and sends to Login with the redirect parameter on a 401', async () => {
    const router = routerAt('/legal-case/tok/office-documents?page=2');
    uninstall = installUnauthorizedHandler(router);
    emitUnauthorized();
    await flush();
    expect(useSessionStore.getState()).toMatchObject({ status: 'anonymous', user: null });
    expect(router.state.location.pathname).toBe('/');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/legal-case/tok/office-documents?page=2',
    );
  });

  it('stays on an authentication page', async () => {
    const router = routerAt('/reset?email=a%40b.c&token=t');
    uninstall = installUnauthorizedHandler(router);
    emitUnauthorized();
    await flush();
    expect(router.state.location.pathname).toBe('/reset');
    expect(router.state.location.search).toBe('?email=a%40b.c&token=t');
  });

  it('stops listening once uninstalled', async () => {
    const router = routerAt('/my-documents');
    installUnauthorizedHandler(router)();
    emitUnauthorized();
    await flush();
    expect(router.state.location.pathname).toBe('/my-documents');
    expect(useSessionStore.getState().status).toBe('authenticated');
  });
});
