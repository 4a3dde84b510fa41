import { registerRemotes } from '@module-federation/enhanced/runtime';
import { INLINE_REMOTES_ID } from '@lexdesk/shared/domain/first-paint';
import { nextTask } from '../startup/nextTask';

// Types only: the registry (app-registry.js at the root) is build-time data, never bundled into the shell.
type RegistryRemote = (typeof import('../../../app-registry.js'))['REMOTES'][number];

/** A remote's federation name, as app-registry.js lists it. */
export type RemoteName = RegistryRemote['federationName'];

type ModulesOf<Remote> = Remote extends {
  federationName: infer Name extends string;
  exposes: readonly (infer Exposed)[];
}
  ? Exposed extends string
    ? `${Name}/${Exposed}`
    : never
  : never;

/** Every module a remote exposes, `<federationName>/<ExposedName>`, as app-registry.js lists them. */
export type ExposedModule = ModulesOf<RegistryRemote>;

/** One line of remotes.json: the remote's federation name and the URL of its mf-manifest.json. */
export interface RemoteEntry {
  name: string;
  entry: string;
}

/** Deployments move a remote by editing this file next to index.html, never by rebuilding the shell. */
export const REMOTES_CONFIG_URL = '/remotes.json';

let knownRemotes: RemoteEntry[] = [];

function isRemoteEntry(value: unknown): value is RemoteEntry {
  if (typeof value !== 'object' || value === null) return false;
  const { name, entry } = value as Record<string, unknown>;
  return typeof name === 'string' && typeof entry === 'string';
}

function remotesOf(body: unknown, source: string): RemoteEntry[] {
  const remotes = (body as { remotes?: unknown } | null)?.remotes;
  if (!Array.isArray(remotes)) throw new Error(`${source} has no "remotes" list`);
  return remotes.filter(isRemoteEntry);
}

export async function fetchRemoteConfig(url: string = REMOTES_CONFIG_URL): Promise<RemoteEntry[]> {
  // no-cache: the file is the deployment switch, a stale copy would point at old bundles.
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return remotesOf(await response.json(), url);
}

/**
 * remotes.json as the server put it into the page (read for this page load), taken once: a retry fetches the file.
 * Null when the page does not carry it (a shell served as plain files) or carries it broken.
 */
function takeInlineRemoteConfig(): RemoteEntry[] | null {
  const element = document.getElementById(INLINE_REMOTES_ID);
  if (!element) return null;
  element.remove();
  try {
    return remotesOf(JSON.parse(element.textContent ?? ''), "the page's remotes.json");
  } catch {
    return null;
  }
}

/** Registers every remote of remotes.json; a missing or broken file leaves each slot to its fallback. */
export async function registerRemotesFromConfig(url: string = REMOTES_CONFIG_URL): Promise<RemoteEntry[]> {
  const inline = takeInlineRemoteConfig();
  // The registration and what follows it (the page's manifests and modules asked for) then run in a task of their
  // own, as they did after a fetch, not at the end of the bootstrap's, which is long already.
  if (inline) await nextTask();
  knownRemotes = inline ?? (await fetchRemoteConfig(url));
  registerRemotes(knownRemotes);
  return knownRemotes;
}

/**
 * Retry path of a failed slot: forcing the registration drops the runtime's cached manifest,
 * entry and module of that remote, so the next loadRemote fetches everything again.
 */
export async function reRegisterRemote(name: string): Promise<void> {
  let entry = knownRemotes.find((remote) => remote.name === name);
  if (!entry) {
    // remotes.json itself may have failed at start: fetch it again before giving up.
    knownRemotes = await fetchRemoteConfig();
    entry = knownRemotes.find((remote) => remote.name === name);
  }
  if (!entry) throw new Error(`remote ${name} is not listed in ${REMOTES_CONFIG_URL}`);
  registerRemotes([{ ...entry }], { force: true });
}

export function remoteNameOf(module: string): string {
  return module.split('/')[0] ?? module;
}
