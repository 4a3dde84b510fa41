import { use, type ReactNode } from 'react';
import type * as ServerStateModule from './ServerStateProvider';

/**
 * The query client and its provider are a chunk of their own (with TanStack Query), fetched as soon as a user is
 * known (see the start) or a page that reads server state is entered; a page without it (Login) never fetches
 * it. The loaded module is kept, so that a page rendered once it is there never suspends.
 */
let loaded: typeof ServerStateModule | null = null;
let loading: Promise<typeof ServerStateModule> | null = null;

export function loadServerState(): Promise<typeof ServerStateModule> {
  loading ??= import(/* webpackChunkName: "server-state" */ './ServerStateProvider').then(
    (module) => (loaded = module),
    (error: unknown) => {
      // A failed fetch is tried again at the next render (a route error page offers the reload otherwise).
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The module, if its chunk has arrived: its query client can be used at once. */
export function loadedServerState(): typeof ServerStateModule | null {
  return loaded;
}

/** Its children under the page's QueryClientProvider: at once when the chunk is there, else suspended until it is. */
export function ServerState({ children }: { children: ReactNode }) {
  const module = loaded ?? use(loadServerState());
  return <module.ServerStateProvider>{children}</module.ServerStateProvider>;
}
