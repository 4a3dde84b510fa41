import { use, type ComponentProps } from 'react';
import type * as AppLayoutModule from './AppLayout';

/**
 * The signed-in frame (menus, sidebars, profile menu, icons: about 2 KB compressed) is its own chunk: a first
 * visit to Login never shows it. It is fetched as soon as a user is known (the session found at start, which
 * the bootstrap waits for, or a login: see the bootstrap), so a signed-in page rarely waits for it; when it
 * does, the nearest Suspense boundary (AppFrame's) shows the loading state.
 */
let loaded: typeof AppLayoutModule | null = null;
let loading: Promise<typeof AppLayoutModule> | null = null;

export function loadAppLayout(): Promise<typeof AppLayoutModule> {
  loading ??= import(/* webpackChunkName: "app-layout" */ './AppLayout').then(
    (module) => (loaded = module),
    (error: unknown) => {
      // A failed fetch is tried again at the next render (a route error page offers the reload otherwise).
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The signed-in frame: rendered at once when its chunk is there, else suspended until it is. */
export function AppLayout(props: ComponentProps<typeof AppLayoutModule.AppLayout>) {
  const module = loaded ?? use(loadAppLayout());
  return <module.AppLayout {...props} />;
}
