import { ApiClient, PREFETCH_FRESH_MS } from './client';
import { useLocaleStore } from '../stores/locale';

type Handler = (request: Request) => Response | Promise<Response>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const success = (data: unknown, total = 0) => json(200, { status: 'success', data, meta: { total } });

/** A fake fetch; `sent` lists the paths of the GETs that reached the network. */
function mockFetch(handler: Handler) {
  const sent: string[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    if (request.method === 'GET') sent.push(`${url.pathname}${url.search}`);
    return handler(request);
  }) as typeof fetch;
  return sent;
}

/** An answer the test releases when it wants (a request in flight). */
function deferred() {
  let release: (response: Response) => void = () => undefined;
  const response = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { response, release };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

let client: ApiClient;

beforeEach(() => {
  client = new ApiClient('http://localhost/api');
  useLocaleStore.setState({ locale: 'fr' });
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('prefetch', () => {
  it('sends the GET at once and hands its answer to the next identical get, once', async () => {
    let answer = 0;
    const sent = mockFetch(() => success({ answer: (answer += 1) }, 7));
    client.prefetch('legal-cases', { limit: 10, offset: 0 });
    await flush();
    expect(sent).toEqual(['/api/legal-cases?limit=10&offset=0&lang=fr']);

    await expect(client.getPage('legal-cases', { limit: 10, offset: 0 })).resolves.toEqual({
      data: { answer: 1 },
      total: 7,
    });
    expect(sent).toHaveLength(1);

    // Taken: the next identical call asks the server again.
    await expect(client.get('legal-cases', { limit: 10, offset: 0 })).resolves.toEqual({ answer: 2 });
    expect(sent).toHaveLength(2);
  });

  it('gives an answer still on its way to the caller (one request in all)', async () => {
    const pending = deferred();
    const sent = mockFetch(() => pending.response);
    client.prefetch('legal-cases/abc');
    const page = client.get('legal-cases/abc');
    await flush();
    pending.release(success({ token: 'abc' }));
    await expect(page).resolves.toEqual({ token: 'abc' });
    expect(sent).toEqual(['/api/legal-cases/abc?lang=fr']);
  });

  it('does not send the same request twice when asked twice', async () => {
    const sent = mockFetch(() => success([]));
    client.prefetch('legal-cases', { limit: 10 });
    client.prefetch('legal-cases', { limit: 10 });
    await client.get('legal-cases', { limit: 10 });
    expect(sent).toHaveLength(1);
  });

  it('is not taken by another request: other query, other language', async () => {
    const sent = mockFetch(() => success([]));
    client.prefetch('legal-cases', { limit: 10, offset: 0 });
    await client.get('legal-cases', { limit: 10, offset: 10 });
    useLocaleStore.setState({ locale: 'nl' });
    await client.get('legal-cases', { limit: 10, offset: 0 });
    expect(sent).toEqual([
      '/api/legal-cases?limit=10&offset=0&lang=fr',
      '/api/legal-cases?limit=10&offset=10&lang=fr',
      '/api/legal-cases?limit=10&offset=0&lang=nl',
    ]);
  });

  it('keeps an answer only PREFETCH_FRESH_MS after it arrived', async () => {
    const sent = mockFetch(() => success([]));
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    client.prefetch('legal-cases');
    await flush();
    now.mockReturnValue(1_000_000 + PREFETCH_FRESH_MS - 1);
    await client.get('legal-cases');
    expect(sent).toHaveLength(1);

    client.prefetch('legal-cases');
    await flush();
    now.mockReturnValue(1_000_000 + 2 * PREFETCH_FRESH_MS);
    await client.get('legal-cases');
    expect(sent).toHaveLength(3);
  });

  it('does not keep a failure: the caller sends its own request and gets its own answer', async () => {
    let calls = 0;
    const sent = mockFetch(() => {
      calls += 1;
      return calls === 1 ? json(503, { status: 'error', code: 'unavailable' }) : success(['fresh']);
    });
    client.prefetch('legal-cases');
    await flush();
    await flush();
    await expect(client.get('legal-cases')).resolves.toEqual(['fresh']);
    expect(sent).toHaveLength(2);
  });

  it('hands a failure still in flight to its taker, as its own request would', async () => {
    mockFetch(() => json(403, { status: 'error', code: 'forbidden' }));
    client.prefetch('legal-cases/abc');
    await expect(client.get('legal-cases/abc')).rejects.toHaveProperty('code', 'forbidden');
  });

  it('drops everything on sign-out, on any state-changing call and on clearPrefetched()', async () => {
    const sent = mockFetch((request) => (request.method === 'GET' ? success([]) : success(null)));
    client.prefetch('legal-cases');
    await client.post('auth/logout');
    await client.get('legal-cases');
    expect(sent).toHaveLength(2);

    client.prefetch('legal-cases');
    client.clearPrefetched();
    await client.get('legal-cases');
    expect(sent).toHaveLength(4);
  });

  it('drops everything when any call answers 401 (the session is gone)', async () => {
    const sent = mockFetch((request) =>
      new URL(request.url).pathname === '/api/user'
        ? json(401, { status: 'error', code: 'unauthenticated' })
        : success([]),
    );
    client.prefetch('legal-cases');
    await flush();
    await expect(client.get('user')).rejects.toHaveProperty('status', 401);
    await client.get('legal-cases');
    expect(sent.filter((path) => path.startsWith('/api/legal-cases'))).toHaveLength(2);
  });

  it('gives the answer back when its taker aborts before it arrives (the next mount takes it)', async () => {
    const pending = deferred();
    const sent = mockFetch(() => pending.response);
    client.prefetch('legal-cases');
    const controller = new AbortController();
    const first = client.get('legal-cases', undefined, { signal: controller.signal });
    controller.abort();
    await expect(first).rejects.toHaveProperty('code', 'aborted');
    const second = client.get('legal-cases');
    pending.release(success(['kept']));
    await expect(second).resolves.toEqual(['kept']);
    expect(sent).toHaveLength(1);
  });
});
