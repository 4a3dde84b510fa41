import type { ServerQuery } from '@lexdesk/shared';
import { createQueryClient } from '@lexdesk/shared/query';
import type { QueryClient } from '@tanstack/react-query';
import { prefetchQuery } from './prefetchQuery';
import { loadedServerState, loadServerState } from './serverState';

jest.mock('./serverState', () => ({ loadedServerState: jest.fn(), loadServerState: jest.fn() }));

const loadedMock = jest.mocked(loadedServerState);
const loadMock = jest.mocked(loadServerState);

type ServerStateModule = NonNullable<ReturnType<typeof loadedServerState>>;
const moduleWith = (queryClient: QueryClient) => ({ queryClient }) as unknown as ServerStateModule;

/** A query whose fetch counts its calls and answers when the test says so. */
function countedQuery(key: string) {
  const calls: (() => void)[] = [];
  const query: ServerQuery<string> = {
    queryKey: ['test', key],
    queryFn: () => new Promise<string>((resolve) => calls.push(() => resolve(`answer ${key}`))),
    staleTime: 5_000,
  };
  return { query, calls };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => jest.resetAllMocks());

describe('prefetchQuery', () => {
  it('with the query client there, prefetches through it', async () => {
    const client = createQueryClient();
    loadedMock.mockReturnValue(moduleWith(client));
    const { query, calls } = countedQuery('a');
    prefetchQuery(query);
    expect(calls).toHaveLength(1);
    calls[0]?.();
    await settle();
    expect(client.getQueryData(query.queryKey)).toBe('answer a');
    expect(loadMock).not.toHaveBeenCalled();
  });

  it("sends the request at once when the client's chunk is still on its way, then hands the answer to it", async () => {
    const client = createQueryClient();
    loadedMock.mockReturnValue(null);
    let chunkArrives: (module: ServerStateModule) => void = () => undefined;
    loadMock.mockReturnValue(new Promise((resolve) => (chunkArrives = resolve)));
    const { query, calls } = countedQuery('b');

    prefetchQuery(query);
    // A second route entry before the chunk (the start, then the router's creation) sends nothing more.
    prefetchQuery(query);
    expect(calls).toHaveLength(1);

    chunkArrives(moduleWith(client));
    calls[0]?.();
    await settle();
    expect(client.getQueryData(query.queryKey)).toBe('answer b');
    // The page's own query then takes the answer: it is fresh, nothing is fetched again.
    await expect(client.fetchQuery(query)).resolves.toBe('answer b');
    expect(calls).toHaveLength(1);
  });
});
