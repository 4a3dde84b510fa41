// @lexdesk/shared/query: the page's one QueryClient (TanStack Query). The shell alone imports it (its server-state
// chunk) and hands it to every remote through its QueryClientProvider: a remote reaches it with useQueryClient(),
// never by this import (ESLint), which would bundle a second client and cache into the remote. Not part of the
// core: Login's first visit carries no byte of TanStack Query (ARCHITECTURE.md, "Server state").
export { createQueryClient, queryClient } from './client';
