// @lexdesk/shared/query: the page's one QueryClient (TanStack Query), a federation singleton of its own so that
// the shell, which provides it through its QueryClientProvider, and a remote reading it directly share one cache.
// Not part of the core: Login's first visit carries no byte of TanStack Query (ARCHITECTURE.md, "Server state").
export { createQueryClient, queryClient } from './client';
