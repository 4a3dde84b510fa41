import { preloadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteModule } from '../routes/types';
import { remoteNameOf, type RemoteEntry } from './remotes';

/**
 * Whether the page already preloads the remote's manifest: the server names it, with the remote entry and the chunks
 * and stylesheets of the page's modules (api/src/plugins/pageLoad.ts), only when it hints that remote's files.
 */
function hintedByThePage(entry: string): boolean {
  const wanted = new URL(entry, document.baseURI).href;
  return [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].some((link) => link.href === wanted);
}

/**
 * Asks the runtime to fetch, from each remote's manifest, its remoteEntry.js together with the chunks and
 * stylesheets its first-paint modules need (link preloads), instead of learning them one level at a time
 * (manifest, then remoteEntry.js, then the module's chunks). A remote whose files the page already hints is left
 * out: the runtime would only work out the same list again (a 70 ms task of a phone's start, at 4× CPU). A failed
 * preload only loses the head start: the import that follows reports the error to its slot.
 */
export function preloadRemoteAssets(modules: readonly RemoteModule[], remotes: readonly RemoteEntry[]): void {
  const exposesByRemote = new Map<string, string[]>();
  for (const module of modules) {
    const remote = remoteNameOf(module);
    const entry = remotes.find((candidate) => candidate.name === remote)?.entry;
    if (entry && hintedByThePage(entry)) continue;
    exposesByRemote.set(remote, [...(exposesByRemote.get(remote) ?? []), module.slice(remote.length + 1)]);
  }
  if (exposesByRemote.size === 0) return;
  preloadRemote(
    [...exposesByRemote].map(([nameOrAlias, exposes]) => ({ nameOrAlias, exposes, resourceCategory: 'sync' as const })),
  ).catch(() => undefined);
}
