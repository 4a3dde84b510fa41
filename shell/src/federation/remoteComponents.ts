import { loadMessages, useLocaleStore } from '@lexdesk/shared/core';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { currentTextsVersion } from '../i18n/textsVersion';
import type { RemoteModule } from '../routes/types';
import { remoteNameOf } from './remotes';

/** A manifest that never answers must end in the fallback, not in an endless spinner. */
export const REMOTE_LOAD_TIMEOUT_MS = 20_000;

export class RemoteLoadError extends Error {
  constructor(
    readonly module: string,
    reason: string,
  ) {
    super(`${module}: ${reason}`);
    this.name = 'RemoteLoadError';
  }
}

function isComponent(value: unknown): value is ComponentType {
  // Function components, classes, and the objects React.memo / forwardRef return.
  return typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);
}

async function importRemote(module: RemoteModule): Promise<ComponentType> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteLoadError(module, 'timed out')), REMOTE_LOAD_TIMEOUT_MS);
  });
  try {
    const loaded = await Promise.race([loadRemote<unknown>(module), timeout]);
    const candidate = typeof loaded === 'object' && loaded !== null && 'default' in loaded ? loaded.default : loaded;
    if (!isComponent(candidate)) throw new RemoteLoadError(module, 'no default-exported component');
    // The module registered its catalogue on import: its page renders with its texts, not their ids.
    await loadMessages(useLocaleStore.getState().locale);
    return candidate;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Where the import of one federated module stands. Slots read it and render a spinner, the component or
 * the fallback themselves, rather than suspending on a React.lazy: React reveals suspended content no
 * sooner than 300 ms after a Suspense fallback was shown, and a remote that arrives 100 ms after the
 * first paint would wait for that throttle.
 */
export type RemoteLoad =
  | { readonly status: 'loading' }
  | {
      readonly status: 'ready';
      readonly component: ComponentType;
      /** The texts it came with (its catalogue merged): the slot shows it once the page's texts are as new. */
      readonly textsVersion: number;
    }
  | { readonly status: 'failed'; readonly error: unknown };

/*
 * One entry per module, shared by every slot and kept while it works. A failed one stays until a retry or a
 * navigation drops it (forgetFailedRemotes): a slot re-rendering its fallback never starts a new import.
 */
const loads = new Map<RemoteModule, RemoteLoad>();
const listeners = new Set<() => void>();

function settle(module: RemoteModule, started: RemoteLoad, next: RemoteLoad): void {
  // A forgotten or replaced entry keeps what replaced it.
  if (loads.get(module) !== started) return;
  loads.set(module, next);
  listeners.forEach((listener) => listener());
}

/**
 * The module's load, started if nothing is under way or done. Idempotent, so a render may call it (as
 * React.lazy imports on first render): the first page's modules are usually started before the first
 * render (preloadRemoteModules), a navigation's at its start (the route prefetch).
 */
export function startRemoteLoad(module: RemoteModule): RemoteLoad {
  const known = loads.get(module);
  if (known) return known;
  const started: RemoteLoad = { status: 'loading' };
  loads.set(module, started);
  importRemote(module).then(
    (component) => settle(module, started, { status: 'ready', component, textsVersion: currentTextsVersion() }),
    (error: unknown) => settle(module, started, { status: 'failed', error }),
  );
  return started;
}

/** The module's load as it stands, without starting one. */
export function peekRemoteLoad(module: RemoteModule): RemoteLoad | undefined {
  return loads.get(module);
}

export function subscribeRemoteLoads(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Drops failed loads (of one remote, or all) so that the next render imports again. Called only from
 * events (a retry, a navigation), never while rendering.
 */
export function forgetFailedRemotes(remoteName?: string): void {
  let forgot = false;
  for (const [module, load] of loads) {
    if (load.status === 'failed' && (remoteName === undefined || remoteNameOf(module) === remoteName)) {
      loads.delete(module);
      forgot = true;
    }
  }
  if (forgot) listeners.forEach((listener) => listener());
}

/**
 * Starts importing a page's modules before it renders (the first page while the session is read, a
 * navigation's as it starts), so that the render does not wait for the manifest, the remote entry and the
 * page chunk one after the other.
 */
export function preloadRemoteModules(modules: readonly RemoteModule[]): void {
  for (const module of modules) startRemoteLoad(module);
}

/** Modules some slot has rendered and committed at least once. */
const shown = new Set<RemoteModule>();

/** Called by a slot once the module's component is on the page. */
export function noteRemoteShown(module: RemoteModule): void {
  if (shown.has(module)) return;
  shown.add(module);
  listeners.forEach((listener) => listener());
}

/** Resolves once `reached()` holds, checked now and at each change of the loads. */
function whenLoads(reached: () => boolean): Promise<void> {
  if (reached()) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = subscribeRemoteLoads(() => {
      if (!reached()) return;
      stop();
      resolve();
    });
  });
}

/** Resolves once each of these modules is on the page or has failed to load. */
export function whenRemotesShown(modules: readonly RemoteModule[]): Promise<void> {
  return whenLoads(() => modules.every((module) => shown.has(module) || loads.get(module)?.status === 'failed'));
}

/** Resolves once none of these modules is loading any more (each ready or failed). */
export function whenRemotesSettled(modules: readonly RemoteModule[]): Promise<void> {
  return whenLoads(() => modules.every((module) => loads.get(module)?.status !== 'loading'));
}
