// Must come first: the API client reads its base URL when @lexdesk/shared is imported.
import '../test/absoluteApiBase';
import { legalCaseListQuery, legalCaseQuery, useLocaleStore, useSessionStore, type User } from '@lexdesk/shared';
import { queryClient } from '@lexdesk/shared/query';
import { useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, Outlet, useLocation } from 'react-router-dom';
import { App } from '../App';
import { loadServerState } from '../query/serverState';
import { client, lawyer, superAdmin } from '../test/fixtures';
import { installRoutePrefetch, prefetchRouteData } from './prefetch';
import { buildRoutes, installNavigationResets } from './router';

/**
 * Remote imports the test resolves by hand: the page's code is still loading until it does. Kept across
 * tests, like the shell's one lazy per module: a later test resolves an import an earlier one started.
 */
const pendingRemotes = new Map<string, (module: { default: ComponentType }) => void>();

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(
    (id: string) =>
      new Promise((resolve) => {
        pendingRemotes.set(id, resolve);
      }),
  ),
  registerRemotes: jest.fn(),
  preloadRemote: jest.fn(async () => undefined),
}));

/** A fake fetch answering every GET with an empty page; `sent` lists the paths and queries of the GETs. */
function mockApi() {
  const sent: string[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    if (request.method === 'GET') sent.push(`${url.pathname}${url.search}`);
    return new Response(JSON.stringify({ status: 'success', data: [], meta: { total: 0 } }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof fetch;
  return sent;
}

const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

const signIn = (user: User | null) =>
  useSessionStore.setState(user ? { status: 'authenticated', user } : { status: 'anonymous', user: null });

const listRequests = (sent: string[]) => sent.filter((path) => path.startsWith('/api/legal-cases?'));

beforeEach(() => {
  window.scrollTo = jest.fn();
  queryClient.clear();
  useLocaleStore.setState({ locale: 'fr' });
});

describe('prefetchRouteData', () => {
  beforeAll(() => loadServerState());

  it("puts MyCases' list, as the list itself asks for it from the URL, in the shared cache: one request", async () => {
    const sent = mockApi();
    const session = { status: 'authenticated' as const, user: lawyer() };
    prefetchRouteData({ pathname: '/legal-cases/my-cases', search: '?page=2&closed=1' }, session);
    prefetchRouteData({ pathname: '/legal-cases/my-cases', search: '?page=2&closed=1' }, session);
    const { queryKey } = legalCaseListQuery('mine', '?page=2&closed=1');
    await waitFor(() => expect(queryClient.getQueryState(queryKey)?.status).toBe('success'));
    expect(sent).toEqual(['/api/legal-cases?closed=1&limit=10&offset=10&lang=fr']);
  });

  it("starts AllCases' list and the case screen's case, its token decoded then encoded once", async () => {
    const sent = mockApi();
    const session = { status: 'authenticated' as const, user: lawyer() };
    prefetchRouteData({ pathname: '/legal-cases/all-cases', search: '' }, session);
    prefetchRouteData({ pathname: '/legal-case/a%20b/litigeant-documents', search: '' }, session);
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent).toEqual(['/api/legal-cases?all=1&limit=10&offset=0&lang=fr', '/api/legal-cases/a%20b?lang=fr']);
    expect(queryClient.getQueryState(legalCaseQuery('a b', 'fr').queryKey)).toBeDefined();
  });

  it.each([
    ['a visitor', { status: 'anonymous' as const, user: null }],
    ['a session still being read', { status: 'loading' as const, user: null }],
    ['a super administrator (the guard sends them away)', { status: 'authenticated' as const, user: superAdmin() }],
  ])('starts nothing for %s', async (_, session) => {
    const sent = mockApi();
    prefetchRouteData({ pathname: '/legal-cases/my-cases', search: '' }, session);
    await flush();
    expect(sent).toEqual([]);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });

  it('starts nothing on a route without prefetch', async () => {
    const sent = mockApi();
    prefetchRouteData({ pathname: '/office/lawyers', search: '' }, { status: 'authenticated', user: lawyer() });
    await flush();
    expect(sent).toEqual([]);
  });
});

/** Stands in for mf-cases' MyCases: reads its list through the shared query, as the real page does. */
function FakeMyCases() {
  const { search } = useLocation();
  const list = useQuery(legalCaseListQuery('mine', search));
  return <p>{list.data ? `${list.data.items.length} cases` : 'list loading'}</p>;
}

/** Stands in for mf-cases' LegalCases layout page. */
function FakeLayout() {
  return <Outlet />;
}

describe('the shell entering a route', () => {
  /** The app on `path`; its first render suspends on the route's remote, hence the awaited act. */
  async function startAt(path: string, user: User | null) {
    signIn(user);
    const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
    installNavigationResets(router);
    const stop = installRoutePrefetch(router);
    await act(async () => void render(<App router={router} />));
    return { router, stop };
  }

  it("sends MyCases' list request before mf-cases has loaded", async () => {
    const sent = mockApi();
    const { stop } = await startAt('/legal-cases/my-cases', lawyer());
    await flush();
    // The remote has not answered yet, the list request is already out.
    expect(pendingRemotes.has('mf_cases/LegalCases')).toBe(true);
    expect(listRequests(sent)).toEqual(['/api/legal-cases?limit=10&offset=0&lang=fr']);
    stop();
  });

  it('does the same on the navigation after signing in, and the remote page does not send it again', async () => {
    const sent = mockApi();
    const { router, stop } = await startAt('/', null);
    await flush();
    expect(listRequests(sent)).toEqual([]);

    await act(async () => signIn(lawyer({ client: client() })));
    await act(() => router.navigate('/legal-cases'));
    await flush();
    expect(router.state.location.pathname).toBe('/legal-cases/my-cases');
    expect(listRequests(sent)).toHaveLength(1);

    // mf-cases arrives: the layout, then the list page, which reads the same list.
    await act(async () => pendingRemotes.get('mf_cases/LegalCases')?.({ default: FakeLayout }));
    await waitFor(() => expect(pendingRemotes.has('mf_cases/MyCases')).toBe(true));
    await act(async () => pendingRemotes.get('mf_cases/MyCases')?.({ default: FakeMyCases }));
    expect(await screen.findByText('0 cases')).toBeInTheDocument();
    expect(listRequests(sent)).toHaveLength(1);
    stop();
  });

  it("imports a signed-in route's layout and page side by side as the navigation starts; nothing for a visitor", async () => {
    mockApi();
    signIn(null);
    const router = createMemoryRouter(buildRoutes(), { initialEntries: ['/'] });
    const preloadModules = jest.fn();
    const stop = installRoutePrefetch(router, { preloadModules });
    await act(() => router.navigate('/forgot'));
    expect(preloadModules).not.toHaveBeenCalled();

    signIn(lawyer());
    await act(() => router.navigate('/legal-cases/all-cases?page=2'));
    expect(preloadModules).toHaveBeenCalledWith(['mf_cases/LegalCases', 'mf_cases/AllCases']);
    stop();
  });

  it('forgets every answer when the user changes: nobody is shown another user’s cases', async () => {
    mockApi();
    const { stop } = await startAt('/legal-cases/my-cases', lawyer());
    const { queryKey } = legalCaseListQuery('mine', '');
    await waitFor(() => expect(queryClient.getQueryData(queryKey)).toBeDefined());
    await act(async () => signIn(null));
    expect(queryClient.getQueryData(queryKey)).toBeUndefined();
    stop();
  });
});
