import { QueryClient } from '@tanstack/react-query';

/**
 * A QueryClient with LexDesk's defaults. The page has one (`queryClient`); tests make their own so that no
 * answer outlives a test.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A failed read shows its error and a Retry at once (every screen has one); TanStack's three retries
        // with back-off would keep a spinner on screen for seconds before saying anything.
        retry: false,
        // What changes on the server by the user's own hand is invalidated by its key; coming back to the tab
        // is no reason to send every list of the page again.
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/** The page's one cache of server state: the shell's QueryClientProvider hands it to every remote. */
export const queryClient = createQueryClient();
