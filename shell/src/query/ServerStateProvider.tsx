// The signed-in pages' server state (TanStack Query), in a chunk of its own: Login's first visit never fetches it.
import { useSessionStore } from '@lexdesk/shared/core';
import { queryClient } from '@lexdesk/shared/query';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { whenFirstDataPainted } from './whenFirstDataPainted';

export { queryClient };

/**
 * Resolves once the page's first data is on screen (`whenFirstDataPainted`): here rather than in the start's chunk,
 * which Login's first visit loads, since only a page reading server state has data to wait for.
 */
export const whenPageDataPainted = (): Promise<void> => whenFirstDataPainted(queryClient);

/** Another user's answers must never show: a sign-in, a sign-out or a 401 (which clears the session) empties the cache. */
useSessionStore.subscribe((state, previous) => {
  if (state.user?.id !== previous.user?.id) queryClient.clear();
});

/** The page's one QueryClient (shared's) for every remote rendered inside: they all read and write one cache. */
export function ServerStateProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
