import {
  clearSidebarSlots,
  getSidebarSlot,
  setSidebarSlot,
  useLocaleStore,
  useSessionStore,
  type User,
} from '@lexdesk/shared';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '../App';
import { buildRoutes, installNavigationResets } from '../routes/router';
import { client, firmAdmin, lawyer, superAdmin } from '../test/fixtures';
import { loadRemote } from '@module-federation/enhanced/runtime';

const DAY_MS = 24 * 60 * 60 * 1000;

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(async (id: string) =>
    (jest.requireActual('../test/remote-mock') as typeof import('../test/remote-mock')).fakeRemote(id),
  ),
  registerRemotes: jest.fn(),
}));

function renderAt(path: string, user: User | null) {
  useSessionStore.setState(user ? { status: 'authenticated', user } : { status: 'anonymous', user: null });
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  installNavigationResets(router);
  render(<App router={router} />);
  return router;
}

beforeEach(() => {
  // jsdom does not scroll; ScrollRestoration calls it on every navigation.
  window.scrollTo = jest.fn();
  useLocaleStore.getState().setLocale('fr');
  clearSidebarSlots();
});

describe('guard in the composed shell', () => {
  it('sends an anonymous visitor to Login with the redirect parameter, without the app chrome', async () => {
    const router = renderAt('/legal-cases/all-cases?page=2', null);
    expect(await screen.findByText('remote mf_auth/Login')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/legal-cases/all-cases?page=2');
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Langue' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mentions légales' })).toBeInTheDocument();
  });

  it('follows the redirect routes down to the page, keeping params', async () => {
    const router = renderAt('/legal-case/abc', lawyer());
    expect(await screen.findByText('remote mf_cases/LCDemand')).toBeInTheDocument();
    expect(screen.getByText('remote mf_cases/LegalCase')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/legal-case/abc/demand');
  });

  it('moves a signed-in user on from Login to a safe redirect target', async () => {
    const router = renderAt('/?redirect=%2Foffice%2Flawyers%3Fpage%3D2', lawyer());
    expect(await screen.findByText('remote mf_office/Lawyers')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/office/lawyers');
    expect(router.state.location.search).toBe('?page=2');
  });

  it.each([
    ['a control character', '/?redirect=%2F%09%2Fexample.org'],
    ['an authentication page', '/?redirect=%2Fforgot'],
    ['an authentication page with a query', '/?redirect=%2Freset%3Ftoken%3Dx'],
  ])('sends a signed-in user opening Login with %s in redirect to their home', async (_, path) => {
    const router = renderAt(path, lawyer());
    expect(await screen.findByText('remote mf_cases/MyCases')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/legal-cases/my-cases');
    expect(screen.queryByRole('heading', { name: 'Un problème est survenu' })).not.toBeInTheDocument();
  });

  it.each([
    ['/legal-cases', 'remote mf_cases/MyCases', '/legal-cases/my-cases'],
    ['/subscription', 'remote mf_billing/SubscriptionOptions', '/subscription/plans'],
  ])('redirects the layout page %s by its loader, without a leaf-route warning', async (path, text, target) => {
    const warn = jest.spyOn(console, 'warn');
    try {
      const router = renderAt(path, firmAdmin());
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(target);
      const leafWarnings = warn.mock.calls.filter(([message]) => String(message).includes('Matched leaf route'));
      expect(leafWarnings).toEqual([]);
    } finally {
      warn.mockRestore();
    }
  });

  it('sends the super administrator from a lawyer page to Admin', async () => {
    const router = renderAt('/my-documents', superAdmin());
    expect(await screen.findByText('remote mf_library/Admin')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('shows the translated not-found page inside the layout', async () => {
    renderAt('/nowhere/at/all', lawyer());
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Menu principal' })).toBeInTheDocument();
    expect(document.title).toBe('Page introuvable · LexDesk');
  });
});

describe('layout for a lawyer', () => {
  it('shows the non-admin menu with the current section, the intake link and the firm name', async () => {
    renderAt('/legal-cases', lawyer());
    const menu = await screen.findByRole('navigation', { name: 'Menu principal' });
    const links = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual([
      'Affaires',
      'Mes documents',
      'Documents juridiques',
      'Cabinet',
      'Formulaire casus (nouvel onglet)',
    ]);
    expect(within(menu).getByRole('link', { name: 'Affaires' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: /Formulaire casus/ })).toHaveAttribute(
      'href',
      '/intake?uuid=firm-uuid-1&lawCase=&lang=fr',
    );
    expect(screen.getByTestId('role-label')).toHaveTextContent('Cabinet Démo');
    await waitFor(() => expect(document.title).toBe('Mes affaires · LexDesk'));
  });

  it.each([
    ['in the last days of the trial', 3 * DAY_MS, 'trial' as const],
    ['once the trial has ended', -2 * DAY_MS, 'none' as const],
  ])('shows the trial banner (mf-billing) to every member %s', async (_, fromNow, status) => {
    const trialClient = client({
      subscription_status: status,
      trial_ends_at: new Date(Date.now() + fromNow).toISOString(),
    });
    renderAt('/legal-cases/my-cases', lawyer({ client: trialClient }));
    expect(await screen.findByText('remote mf_billing/TrialBanner')).toBeInTheDocument();
    // Under the header, outside the page's main content.
    expect(within(screen.getByRole('main')).queryByText('remote mf_billing/TrialBanner')).not.toBeInTheDocument();
  });

  it('asks mf-billing for nothing while the trial has more than 7 days left', async () => {
    jest.mocked(loadRemote).mockClear();
    const trialClient = client({
      subscription_status: 'trial',
      trial_ends_at: new Date(Date.now() + 20 * DAY_MS).toISOString(),
    });
    renderAt('/legal-cases/my-cases', lawyer({ client: trialClient }));
    await screen.findByText('remote mf_cases/MyCases');
    expect(screen.queryByText('remote mf_billing/TrialBanner')).not.toBeInTheDocument();
    expect(jest.mocked(loadRemote).mock.calls.map(([id]) => id)).not.toContain('mf_billing/TrialBanner');
  });

  it('opens the profile dropdown and closes it with Escape, giving focus back', async () => {
    renderAt('/my-documents', lawyer());
    const button = await screen.findByRole('button', { name: 'Louise Martin' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const profileMenu = screen.getByRole('navigation', { name: 'Menu du profil' });
    expect(
      within(profileMenu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Mon profil', 'Mon cabinet', 'Mes matières', 'Applications']);
    expect(screen.getByRole('button', { name: 'Se déconnecter' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes the dropdown on an outside click and on a route change', async () => {
    renderAt('/my-documents', lawyer());
    const button = await screen.findByRole('button', { name: 'Louise Martin' });
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('main'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('link', { name: 'Mon profil' }));
    expect(await screen.findByText('remote mf_office/Profile')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Louise Martin' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the preview sidebar only once a document is selected, and drops the selection on leaving', async () => {
    renderAt('/my-documents', lawyer());
    expect(await screen.findByText('remote mf_library/SearchSidebar')).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Recherche' })).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Aperçu du document' })).not.toBeInTheDocument();
    act(() => setSidebarSlot('preview', { token: 'doc-1' }));
    expect(await screen.findByText('remote mf_library/PreviewSidebar')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Documents juridiques' }));
    await screen.findByText('remote mf_library/JuridicalDocuments');
    expect(getSidebarSlot('preview')).toBeNull();
    expect(screen.queryByRole('complementary', { name: 'Aperçu du document' })).not.toBeInTheDocument();
  });

  it('shows the lawyer sidebar once a lawyer slot is set, hides it when emptied, and clears it on leaving', async () => {
    const router = renderAt('/office/lawyers', lawyer());
    expect(await screen.findByText('remote mf_office/Lawyers')).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Avocat' })).not.toBeInTheDocument();
    act(() => setSidebarSlot('lawyer', { id: 12 }));
    expect(await screen.findByRole('complementary', { name: 'Avocat' })).toBeInTheDocument();
    expect(await screen.findByText('remote mf_office/LawyerSidebar')).toBeInTheDocument();
    act(() => setSidebarSlot('lawyer', null));
    expect(screen.queryByRole('complementary', { name: 'Avocat' })).not.toBeInTheDocument();
    act(() => setSidebarSlot('lawyer', { id: 12 }));
    await screen.findByRole('complementary', { name: 'Avocat' });
    // The office menu is mf_office's: leave the page the way its links do.
    await act(() => router.navigate('/office/informations'));
    await screen.findByText('remote mf_office/Informations');
    expect(getSidebarSlot('lawyer')).toBeNull();
  });

  it('opens the lawyer drawer on a phone when a lawyer is chosen', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    })) as typeof window.matchMedia;
    try {
      renderAt('/office/lawyers', firmAdmin());
      await screen.findByText('remote mf_office/Lawyers');
      act(() => setSidebarSlot('lawyer', { id: 12 }));
      expect(await screen.findByRole('button', { name: 'Avocat' })).toHaveAttribute('aria-expanded', 'true');
    } finally {
      window.matchMedia = original;
    }
  });

  it('shows the detail top bar with the firm name and the way back', async () => {
    renderAt('/office/lawyers', lawyer());
    expect(await screen.findByText('Cabinet – Cabinet Démo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour : Affaires' })).toHaveAttribute('href', '/legal-cases');
    expect(screen.getByRole('complementary', { name: 'Menu du cabinet' })).toBeInTheDocument();
  });

  it('names the section in the top bar of a case, not its tab (the page owns the title)', async () => {
    renderAt('/legal-case/abc/juridical-documents', lawyer());
    expect(await screen.findByText('remote mf_library/LCJuridicalDocuments')).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByText('Affaires', { selector: 'p' })).toBeInTheDocument();
    expect(within(main).queryByText('Documents juridiques')).not.toBeInTheDocument();
    expect(within(main).queryByRole('heading')).not.toBeInTheDocument();
  });

  it('has no top bar on a page without a way back: its title is its own <h1>', async () => {
    renderAt('/legal-cases/my-cases', lawyer());
    expect(await screen.findByText('remote mf_cases/MyCases')).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).queryByText('Mes affaires')).not.toBeInTheDocument();
    expect(within(main).queryByRole('link', { name: /Retour/ })).not.toBeInTheDocument();
  });

  it.each([
    [
      'the list a case was opened from',
      '/legal-cases/all-cases?page=2&closed=1',
      '/legal-cases/all-cases?page=2&closed=1',
    ],
    ['the declared back for another site', '//evil.example/legal-cases', '/legal-cases'],
  ])('takes "Retour" on a case to %s (navigation state backTo)', async (_, backTo, href) => {
    useSessionStore.setState({ status: 'authenticated', user: lawyer() });
    const router = createMemoryRouter(buildRoutes(), {
      initialEntries: [{ pathname: '/legal-case/abc/demand', state: { backTo } }],
    });
    render(<App router={router} />);
    expect(await screen.findByText('remote mf_cases/LCDemand')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour : Affaires' })).toHaveAttribute('href', href);
  });

  it('switches the language from the footer', async () => {
    renderAt('/my-documents', lawyer());
    await userEvent.click(await screen.findByRole('combobox', { name: 'Langue' }));
    await userEvent.click(screen.getByRole('option', { name: 'Nederlands' }));
    expect(await screen.findByRole('navigation', { name: 'Hoofdmenu' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('nl');
    expect(screen.getByRole('combobox', { name: 'Taal' })).toHaveTextContent('Nederlands');
  });

  it('logs out: clears the session and goes to Login', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const logout = jest.fn(async () => useSessionStore.setState({ status: 'anonymous', user: null }));
    const router = renderAt('/my-documents', lawyer());
    useSessionStore.setState({ logout });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'Louise Martin' }));
    await user.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    expect(logout).toHaveBeenCalled();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toBe('');
    jest.useRealTimers();
  });
});

describe('layout for the super administrator', () => {
  it('shows only the admin menu, no profile dropdown, a logout button and the role label', async () => {
    renderAt('/process', superAdmin());
    const menu = await screen.findByRole('navigation', { name: 'Menu principal' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Traités', 'À traiter', 'En échec', 'Recherche']);
    expect(screen.queryByRole('button', { expanded: false })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Se déconnecter' })).toBeInTheDocument();
    expect(screen.getByTestId('role-label')).toHaveTextContent('Super administrateur');
  });
});

describe('role label without a firm name', () => {
  it('names the role instead', async () => {
    renderAt('/my-documents', lawyer({ client: client({ name: null }) }));
    expect(await screen.findByTestId('role-label')).toHaveTextContent('Avocat');
  });
});
