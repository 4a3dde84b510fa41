// The start asks the runtime for a remote's first files only when the page does not preload them already.
import { preloadRemote } from '@module-federation/enhanced/runtime';
import { preloadRemoteAssets } from './preloadRemoteAssets';

jest.mock('@module-federation/enhanced/runtime', () => ({ preloadRemote: jest.fn() }));

const REMOTES = [
  { name: 'mf_cases', entry: '/remotes/mf-cases/mf-manifest.json' },
  { name: 'mf_library', entry: '/remotes/mf-library/mf-manifest.json' },
];

function hint(href: string, as: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = as;
  link.href = href;
  document.head.append(link);
}

beforeEach(() => {
  jest.mocked(preloadRemote).mockReset().mockResolvedValue(undefined);
  document.head.innerHTML = '';
});

it("asks for each remote's modules when the page hints nothing", () => {
  preloadRemoteAssets(['mf_cases/LegalCases', 'mf_cases/MyCases', 'mf_library/MyDocuments'], REMOTES);
  expect(preloadRemote).toHaveBeenCalledWith([
    { nameOrAlias: 'mf_cases', exposes: ['LegalCases', 'MyCases'], resourceCategory: 'sync' },
    { nameOrAlias: 'mf_library', exposes: ['MyDocuments'], resourceCategory: 'sync' },
  ]);
});

it('leaves out a remote whose manifest the page already preloads', () => {
  hint('/remotes/mf-cases/mf-manifest.json', 'fetch');
  hint('/remotes/mf-cases/remoteEntry.js', 'script');
  preloadRemoteAssets(['mf_cases/LegalCases', 'mf_cases/MyCases', 'mf_library/MyDocuments'], REMOTES);
  expect(preloadRemote).toHaveBeenCalledWith([
    { nameOrAlias: 'mf_library', exposes: ['MyDocuments'], resourceCategory: 'sync' },
  ]);
});

it('asks for nothing when the page hints every remote it shows', () => {
  hint('/remotes/mf-cases/mf-manifest.json', 'fetch');
  preloadRemoteAssets(['mf_cases/LegalCases', 'mf_cases/MyCases'], REMOTES);
  expect(preloadRemote).not.toHaveBeenCalled();
});

it('does not take another remote’s hint, nor a script of the remote, for its manifest', () => {
  hint('/remotes/mf-library/mf-manifest.json', 'fetch');
  hint('/remotes/mf-cases/remoteEntry.js', 'script');
  preloadRemoteAssets(['mf_cases/MyCases'], REMOTES);
  expect(preloadRemote).toHaveBeenCalledWith([
    { nameOrAlias: 'mf_cases', exposes: ['MyCases'], resourceCategory: 'sync' },
  ]);
});
