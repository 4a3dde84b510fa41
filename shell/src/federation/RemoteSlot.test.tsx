import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { ShellIntlProvider } from '../i18n/ShellIntlProvider';
import { installNavigationResets } from '../routes/router';
import { fakeRemote } from '../test/remote-mock';
import type { RemoteModule } from '../routes/types';
import { registerMessages } from '@lexdesk/shared/core';
import { currentTextsVersion, ShownTextsVersion } from '../i18n/textsVersion';
import { preloadRemoteModules } from './remoteComponents';
import { RemoteSlot } from './RemoteSlot';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;
const registerRemotesMock = registerRemotes as jest.MockedFunction<typeof registerRemotes>;
const REMOTES = { remotes: [{ name: 'mf_cases', entry: 'http://cdn.test/mf-cases/mf-manifest.json' }] };

/** Made-up modules (loadRemote is mocked): the slot's behaviour does not depend on what the registry exposes. */
const madeUp = (id: string) => id as RemoteModule;

/** A shell in miniature: a menu that must survive, and the slot on two routes. */
function renderSlot(id: string, initialPath = '/one', siblingId?: string) {
  const module = madeUp(id);
  const sibling = siblingId === undefined ? undefined : madeUp(siblingId);
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <nav aria-label="Menu principal">
              <Link to="/one">One</Link>
              <Link to="/page/2">Page 2</Link>
            </nav>
            {sibling ? (
              <aside aria-label="Panneau">
                <RemoteSlot module={sibling} />
              </aside>
            ) : null}
            <Outlet />
          </>
        ),
        children: [
          // Another page whose slot sits at the same place in the tree.
          { path: '/elsewhere', element: <RemoteSlot module={madeUp('mf_cases/Elsewhere')} /> },
          { path: '/one', element: <RemoteSlot module={module} /> },
          // Same element for every page: the slot instance survives the navigation, like a layout page.
          { path: '/page/:id', element: <RemoteSlot module={module} /> },
        ],
      },
    ],
    { initialEntries: [initialPath] },
  );
  installNavigationResets(router);
  render(
    <ShellIntlProvider>
      <RouterProvider router={router} />
    </ShellIntlProvider>,
  );
  return router;
}

beforeEach(() => {
  loadRemoteMock.mockReset();
  registerRemotesMock.mockReset();
  global.fetch = jest.fn(async () => ({ ok: true, json: async () => REMOTES })) as unknown as typeof fetch;
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('RemoteSlot', () => {
  it('shows a labelled spinner, then the remote component', async () => {
    let resolve: (value: unknown) => void = () => undefined;
    loadRemoteMock.mockReturnValueOnce(new Promise((done) => (resolve = done)));
    renderSlot('mf_cases/Loads');
    expect(await screen.findByRole('status')).toHaveTextContent('Chargement…');
    await act(async () => resolve(fakeRemote('mf_cases/Loads')));
    expect(await screen.findByText('remote mf_cases/Loads')).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledWith('mf_cases/Loads');
  });

  it('shows a module loaded before the page renders at once, with no spinner in between', async () => {
    loadRemoteMock.mockResolvedValueOnce(fakeRemote('mf_cases/Ready'));
    preloadRemoteModules([madeUp('mf_cases/Ready')]);
    await act(async () => undefined);
    renderSlot('mf_cases/Ready');
    // No Suspense fallback first, so React's reveal throttle (300 ms after a fallback) never applies.
    expect(screen.getByText('remote mf_cases/Ready')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows a module only once the page shows the texts it came with, never with message ids', async () => {
    loadRemoteMock.mockImplementationOnce(async () => {
      // Importing the module registers its texts: the locale store's texts change.
      registerMessages({ fr: { 'test.arrived': 'Arrivé' }, en: {}, nl: {} });
      return fakeRemote('mf_cases/WithTexts');
    });
    const router = createMemoryRouter([{ path: '/', element: <RemoteSlot module={madeUp('mf_cases/WithTexts')} /> }]);
    // The page still shows the texts as they were before the module came (its provider follows in a transition).
    const shownBefore = currentTextsVersion();
    const page = (shown: number) => (
      <ShellIntlProvider>
        <ShownTextsVersion.Provider value={shown}>
          <RouterProvider router={router} />
        </ShownTextsVersion.Provider>
      </ShellIntlProvider>
    );
    const { rerender } = render(page(shownBefore));
    await act(async () => undefined);
    expect(loadRemoteMock).toHaveBeenCalledWith('mf_cases/WithTexts');
    expect(screen.queryByText('remote mf_cases/WithTexts')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Chargement…');
    // Once the page shows them, the module appears.
    rerender(page(currentTextsVersion()));
    expect(await screen.findByText('remote mf_cases/WithTexts')).toBeInTheDocument();
  });

  it('shows the translated fallback when the remote cannot load, and the shell keeps working', async () => {
    loadRemoteMock.mockRejectedValue(new Error('manifest aborted'));
    renderSlot('mf_cases/Down');
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce module est momentanément indisponible.');
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeEnabled();
    expect(screen.getByRole('navigation', { name: 'Menu principal' })).toBeInTheDocument();
    // One failure, one fetch: no retry storm while React re-renders the failing slot.
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
  });

  it('fetches a failing remote once when navigated to from another slot, not in a loop', async () => {
    loadRemoteMock.mockImplementation(async (id: string) => {
      if (id === 'mf_cases/Elsewhere') return fakeRemote(id);
      throw new Error('manifest aborted');
    });
    renderSlot('mf_cases/NavDown', '/elsewhere');
    expect(await screen.findByText('remote mf_cases/Elsewhere')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'One' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(loadRemoteMock.mock.calls.filter(([id]) => id === 'mf_cases/NavDown')).toHaveLength(1);
  });

  it('re-registers the remote with force and loads again on retry', async () => {
    loadRemoteMock.mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(fakeRemote('mf_cases/Back'));
    renderSlot('mf_cases/Back');
    await userEvent.click(await screen.findByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('remote mf_cases/Back')).toBeInTheDocument();
    expect(registerRemotesMock).toHaveBeenCalledWith([REMOTES.remotes[0]], { force: true });
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('stays on the fallback, focused on the retry, when the retry fails too', async () => {
    loadRemoteMock.mockRejectedValue(new Error('still down'));
    renderSlot('mf_cases/StillDown');
    await userEvent.click(await screen.findByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('button', { name: 'Réessayer' })).toHaveFocus();
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
  });

  it('revives every failed slot of the remote when one of them retries', async () => {
    loadRemoteMock.mockRejectedValueOnce(new Error('down')).mockRejectedValueOnce(new Error('down'));
    loadRemoteMock.mockImplementation(async (id: string) => fakeRemote(id));
    renderSlot('mf_cases/PageA', '/one', 'mf_cases/SideA');
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Réessayer' })).toHaveLength(2));
    await userEvent.click(screen.getAllByRole('button', { name: 'Réessayer' })[0] as HTMLElement);
    expect(await screen.findByText('remote mf_cases/PageA')).toBeInTheDocument();
    expect(await screen.findByText('remote mf_cases/SideA')).toBeInTheDocument();
    expect(registerRemotesMock).toHaveBeenCalledTimes(1);
  });

  it('catches a remote component that throws while rendering', async () => {
    function Broken(): never {
      throw new Error('render failure');
    }
    loadRemoteMock.mockResolvedValue({ default: Broken });
    renderSlot('mf_cases/Throws');
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce module est momentanément indisponible.');
  });

  it('treats a module without a default component as unavailable', async () => {
    loadRemoteMock.mockResolvedValue({ notAComponent: 1 });
    renderSlot('mf_cases/Empty');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  it('resets on a route change and tries again', async () => {
    loadRemoteMock.mockRejectedValueOnce(new Error('blip')).mockResolvedValueOnce(fakeRemote('mf_cases/Blip'));
    renderSlot('mf_cases/Blip', '/page/1');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Page 2' }));
    expect(await screen.findByText('remote mf_cases/Blip')).toBeInTheDocument();
    expect(registerRemotesMock).not.toHaveBeenCalled();
  });
});
