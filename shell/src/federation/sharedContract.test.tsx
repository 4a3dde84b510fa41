// The compatibility rule for independent deployment (ARCHITECTURE.md, "Shared as a contract"): a remote
// evaluates its root (src/contract.ts) when the shell loads it, against the shell's @lexdesk/shared.
import { act, render, screen } from '@testing-library/react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { assertSharedContract, SHARED_CONTRACT_VERSION } from '@lexdesk/shared';
import * as shared from '@lexdesk/shared';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { ShellIntlProvider } from '../i18n/ShellIntlProvider';
import { installNavigationResets } from '../routes/router';
import type { RemoteModule } from '../routes/types';
import { RemoteSlot } from './RemoteSlot';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;
const REMOTES = { remotes: [{ name: 'mf_cases', entry: 'http://cdn.test/mf-cases/mf-manifest.json' }] };

/**
 * A remote module as webpack evaluates it: its root checks the contract it declares, against the version
 * the page's shared carries (`deployed`, the shell's copy), then its page renders. An addition of a newer
 * minor is used only when the deployed shared has it (feature detection), as the rule asks.
 */
function remoteBuiltFor(id: string, required: string, deployed: string) {
  return async () => {
    assertSharedContract(id, required, deployed);
    function Page() {
      const addition = (shared as Record<string, unknown>).useSomethingAddedIn1_1;
      return (
        <p>
          remote {id} {typeof addition === 'function' ? 'with' : 'without'} the 1.1 addition
        </p>
      );
    }
    return { default: Page };
  };
}

/** Renders a made-up module (loadRemote is mocked) in its slot. */
function renderShell(id: string) {
  const module = id as RemoteModule;
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <nav aria-label="Menu principal">
              <Link to="/page">Page</Link>
            </nav>
            <Outlet />
          </>
        ),
        children: [{ path: '/page', element: <RemoteSlot module={module} /> }],
      },
    ],
    { initialEntries: ['/page'] },
  );
  installNavigationResets(router);
  render(
    <ShellIntlProvider>
      <RouterProvider router={router} />
    </ShellIntlProvider>,
  );
}

beforeEach(() => {
  loadRemoteMock.mockReset();
  jest.mocked(registerRemotes).mockReset();
  global.fetch = jest.fn(async () => ({ ok: true, json: async () => REMOTES })) as unknown as typeof fetch;
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('shared contract between a remote and the shell', () => {
  it('is declared by shared as major.minor', () => {
    expect(SHARED_CONTRACT_VERSION).toMatch(/^\d+\.\d+$/);
  });

  it('shows the fallback with Retry, never a blank shell, when the remote needs a newer major', async () => {
    loadRemoteMock.mockImplementation(remoteBuiltFor('mf_cases/ContractPage', '2.0', '1.0'));
    renderShell('mf_cases/ContractPage');
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce module est momentanément indisponible.');
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeEnabled();
    expect(screen.getByRole('navigation', { name: 'Menu principal' })).toBeInTheDocument();
    expect(screen.queryByText(/remote mf_cases\/ContractPage/)).not.toBeInTheDocument();
  });

  it('shows the fallback when the remote needs an addition the older shell lacks', async () => {
    loadRemoteMock.mockImplementation(remoteBuiltFor('mf_cases/Addition', '1.1', '1.0'));
    renderShell('mf_cases/Addition');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Menu principal' })).toBeInTheDocument();
  });

  it('keeps working when the remote was built against a newer minor it does not require', async () => {
    // Built against 1.1, requires 1.0; the shell carries 1.0: additive changes keep working.
    loadRemoteMock.mockImplementation(remoteBuiltFor('mf_cases/Additive', '1.0', '1.0'));
    renderShell('mf_cases/Additive');
    expect(await screen.findByText('remote mf_cases/Additive without the 1.1 addition')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps working when the shell carries a newer minor than the remote was built for', async () => {
    loadRemoteMock.mockImplementation(remoteBuiltFor('mf_cases/Older', '1.0', '1.4'));
    renderShell('mf_cases/Older');
    expect(await screen.findByText(/remote mf_cases\/Older/)).toBeInTheDocument();
    await act(async () => undefined);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the fallback for a remote that needs the core entry (1.7) on an older shell, which does not provide it', async () => {
    // A remote takes '@lexdesk/shared/core' from the shell only (import: false): it has no copy of its own.
    const remoteShared = jest.requireActual<(isHost: boolean) => Record<string, { import?: unknown }>>(
      '../../../tools/webpack/federation-shared.js',
    )(false);
    expect(remoteShared['@lexdesk/shared/core']?.import).toBe(false);
    // A shell built before 1.7 shares the root of @lexdesk/shared but no core: the runtime finds no provider.
    const runtime = jest.requireActual<typeof import('@module-federation/enhanced/runtime')>(
      '@module-federation/enhanced/runtime',
    );
    const olderShell = runtime.createInstance({
      name: 'shell_before_1_7',
      remotes: [],
      shared: {
        '@lexdesk/shared': {
          version: '0.1.0',
          lib: () => shared,
          shareConfig: { singleton: true, requiredVersion: '0.1.0' },
        },
      },
    });
    // What the remote's webpack runtime asks for (its consume options, `import: false` included).
    const remoteConsume = { singleton: true, requiredVersion: '0.1.0', import: false };
    const core = await olderShell.loadShare('@lexdesk/shared/core', {
      customShareInfo: { shareConfig: remoteConsume },
    });
    expect(core).toBe(false);
    // The remote's webpack runtime then fails its module (RUNTIME-012), and the slot shows the fallback.
    loadRemoteMock.mockRejectedValue(
      new Error(
        '[ Federation Runtime ]: RUNTIME-012: The getter for the shared module is not a function. #@lexdesk/shared/core',
      ),
    );
    renderShell('mf_auth/NeedsCore');
    expect(await screen.findByRole('alert')).toHaveTextContent('Ce module est momentanément indisponible.');
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeEnabled();
    expect(screen.getByRole('navigation', { name: 'Menu principal' })).toBeInTheDocument();
  });
});
