// Where the shell's list of remotes comes from: the page itself when the server put it there, else remotes.json.
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { reRegisterRemote, registerRemotesFromConfig } from './remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn() }));

const FROM_PAGE = { remotes: [{ name: 'mf_auth', entry: '/remotes/mf-auth/mf-manifest.json' }] };
const FROM_FILE = { remotes: [{ name: 'mf_auth', entry: 'https://cdn.example/mf-auth/mf-manifest.json' }] };

const fetchMock = jest.fn();

function putInPage(text: string): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'lexdesk-remotes';
  script.textContent = text;
  document.head.append(script);
}

beforeEach(() => {
  jest.mocked(registerRemotes).mockClear();
  fetchMock.mockReset().mockResolvedValue({ ok: true, status: 200, json: async () => FROM_FILE });
  globalThis.fetch = fetchMock;
  document.head.innerHTML = '';
});

it('starts from the list the page carries, without fetching remotes.json', async () => {
  putInPage(JSON.stringify(FROM_PAGE));
  await expect(registerRemotesFromConfig()).resolves.toEqual(FROM_PAGE.remotes);
  expect(registerRemotes).toHaveBeenCalledWith(FROM_PAGE.remotes);
  expect(fetchMock).not.toHaveBeenCalled();
  // Taken once: a later registration (a retry) asks the file, which a deployer may have edited since.
  expect(document.getElementById('lexdesk-remotes')).toBeNull();
  await expect(registerRemotesFromConfig()).resolves.toEqual(FROM_FILE.remotes);
  expect(fetchMock).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
});

it('fetches remotes.json when the page carries no list or a broken one', async () => {
  await expect(registerRemotesFromConfig()).resolves.toEqual(FROM_FILE.remotes);
  expect(fetchMock).toHaveBeenCalledTimes(1);
  putInPage('{ "remotes": [ cut short');
  await expect(registerRemotesFromConfig()).resolves.toEqual(FROM_FILE.remotes);
  putInPage(JSON.stringify({ remote: [] }));
  await expect(registerRemotesFromConfig()).resolves.toEqual(FROM_FILE.remotes);
  expect(fetchMock).toHaveBeenCalledTimes(3);
});

it('retries a remote from the list it started from', async () => {
  putInPage(JSON.stringify(FROM_PAGE));
  await registerRemotesFromConfig();
  await reRegisterRemote('mf_auth');
  expect(registerRemotes).toHaveBeenLastCalledWith([FROM_PAGE.remotes[0]], { force: true });
  expect(fetchMock).not.toHaveBeenCalled();
});
