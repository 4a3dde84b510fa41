import { loadMessages, useLocaleStore } from '@lexdesk/shared/core';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
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

async function importRemote(module: RemoteModule): Promise<{ default: ComponentType }> {
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
    return { default: candidate };
  } finally {
    clearTimeout(timer);
  }
}

/*
 * React.lazy remembers its first outcome, a rejection included. One lazy per module is shared by every
 * slot and kept while it works. A failed one stays until a retry or a navigation drops it: replacing it
 * from the failing render itself would make React re-render with a fresh import again and again.
 */
interface CachedRemote {
  component: LazyExoticComponent<ComponentType>;
  failed: boolean;
}

const cache = new Map<string, CachedRemote>();
/** Imports started before the first render (preloadRemoteModules), handed over to the lazy that needs them. */
const preloaded = new Map<string, Promise<{ default: ComponentType }>>();

export function remoteComponent(module: RemoteModule): LazyExoticComponent<ComponentType> {
  const cached = cache.get(module);
  if (cached) return cached.component;
  const entry: CachedRemote = {
    failed: false,
    component: lazy(() => {
      const started = preloaded.get(module) ?? importRemote(module);
      preloaded.delete(module);
      return started.catch((error: unknown) => {
        entry.failed = true;
        throw error;
      });
    }),
  };
  cache.set(module, entry);
  return entry.component;
}

/**
 * Drops failed lazies (of one remote, or all) so that the next render imports again. Called only from
 * events (a retry, a navigation), never while rendering.
 */
export function forgetFailedRemotes(remoteName?: string): void {
  for (const [module, entry] of cache) {
    if (entry.failed && (remoteName === undefined || remoteNameOf(module) === remoteName)) cache.delete(module);
  }
}

/**
 * Starts importing the first page's modules while the session is still being read, so that the first
 * render does not wait for the manifest, the remote entry and the page chunk one after the other.
 */
export function preloadRemoteModules(modules: readonly RemoteModule[]): void {
  for (const module of modules) {
    if (cache.has(module) || preloaded.has(module)) continue;
    const started = importRemote(module);
    // A failure is handled by the lazy that takes the promise over; this keeps it from being "unhandled".
    started.catch(() => undefined);
    preloaded.set(module, started);
  }
}
