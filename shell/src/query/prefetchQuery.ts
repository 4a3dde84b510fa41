import type { ServerQuery } from '@lexdesk/shared/core';
import { loadedServerState, loadServerState } from './serverState';

/** Requests started before the query client's chunk arrived, by key, until the client takes them. */
const handedOver = new Map<string, Promise<unknown>>();

/**
 * `queryClient.prefetchQuery(query)`: the route's first request in the shared cache, where the remote's own
 * query finds it under the same key (one request per screen). When the client's chunk is not there yet (the
 * navigation right after a sign-in), the request leaves now all the same, before the route's remote code is
 * even asked for, and the client takes its answer as the query's fetch the moment the chunk arrives.
 */
export function prefetchQuery<T>(query: ServerQuery<T>): void {
  const chunk = loadedServerState();
  if (chunk) {
    void chunk.queryClient.prefetchQuery(query);
    return;
  }
  const id = JSON.stringify(query.queryKey);
  if (handedOver.has(id)) return;
  const answer = query.queryFn({ signal: new AbortController().signal });
  // A failure is the query's to show, once the client holds it.
  answer.catch(() => undefined);
  handedOver.set(id, answer);
  void loadServerState().then(
    ({ queryClient }) => {
      handedOver.delete(id);
      return queryClient.prefetchQuery({ ...query, queryFn: () => answer });
    },
    () => handedOver.delete(id),
  );
}
