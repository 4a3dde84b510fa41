// Test helper of every browser app: the QueryClientProvider the shell gives a page, with a cache of the test's
// own (nothing carried over from another test) and the page's defaults (shared's createQueryClient: no retry).
import { createQueryClient } from '@lexdesk/shared/query';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

/** A cache for one test: the page's defaults, and no garbage-collection timer left running after it. */
export function createTestQueryClient(): QueryClient {
  const client = createQueryClient();
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, gcTime: Infinity } });
  return client;
}

/** Its children under a QueryClientProvider: the given client, else one made for this render. */
export function TestQueryProvider({ client, children }: { client?: QueryClient; children: ReactNode }) {
  const [own] = useState(() => client ?? createTestQueryClient());
  return <QueryClientProvider client={own}>{children}</QueryClientProvider>;
}
