import { ApiClient, buildSearchParams, isAbortedError, readXsrfToken } from './client';
import { ApiError } from './errors';
import { onUnauthorized } from './events';
import { useLocaleStore } from '../stores/locale';

type Handler = (request: Request) => Response | Promise<Response>;

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

function mockFetch(handler: Handler) {
  const calls: Request[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    calls.push(request.clone());
    return handler(request);
  }) as typeof fetch;
  return calls;
}

const isCsrfCookie = (request: Request) => new URL(request.url).pathname === '/api/sanctum/csrf-cookie';

function clearCookies() {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

const client = new ApiClient('http://localhost/api');

beforeEach(() => {
  clearCookies();
  useLocaleStore.setState({ locale: 'fr' });
});

describe('query parameters', () => {
  it('drops null, undefined and false values and keeps 0 and true', () => {
    const params = buildSearchParams({ all: true, closed: false, limit: 10, offset: 0, terms: null, x: undefined });
    expect(params.toString()).toBe('all=true&limit=10&offset=0');
  });

  it('sends the current locale as lang on every GET', async () => {
    useLocaleStore.setState({ locale: 'nl' });
    const calls = mockFetch(() => json(200, { status: 'success', data: [] }));
    await client.get('legal-cases', { closed: false, limit: 10 });
    const url = new URL(calls[0]!.url);
    expect(url.pathname).toBe('/api/legal-cases');
    expect(url.searchParams.get('lang')).toBe('nl');
    expect(url.searchParams.has('closed')).toBe(false);
    expect(url.searchParams.get('limit')).toBe('10');
  });

  it('does not add lang to state-changing calls', async () => {
    const calls = mockFetch(() => json(200, { status: 'success', data: null }));
    await client.post('auth/logout');
    expect(new URL(calls[0]!.url).searchParams.has('lang')).toBe(false);
  });

  it('sends lang on the csrf-cookie GET too', async () => {
    useLocaleStore.setState({ locale: 'en' });
    const calls = mockFetch(() => new Response(null, { status: 204 }));
    await client.csrfCookie();
    const url = new URL(calls[0]!.url);
    expect(url.pathname).toBe('/api/sanctum/csrf-cookie');
    expect(url.searchParams.get('lang')).toBe('en');
  });

  it('sends lang on downloads', async () => {
    useLocaleStore.setState({ locale: 'nl' });
    const calls = mockFetch(() => new Response('%PDF', { status: 200 }));
    await client.download('documents/abc/download');
    expect(new URL(calls[0]!.url).searchParams.get('lang')).toBe('nl');
  });
});

describe('Accept-Language', () => {
  it('carries the locale chosen in the UI on every request, whatever the browser says', async () => {
    const calls = mockFetch((request) =>
      isCsrfCookie(request) ? new Response(null, { status: 204 }) : json(200, { status: 'success', data: null }),
    );
    useLocaleStore.setState({ locale: 'nl' });
    await client.post('auth/forgot-password', { email: 'a@b.be' });
    await client.delete('categories/4');
    await client.csrfCookie();
    useLocaleStore.setState({ locale: 'en' });
    await client.get('user');
    expect(calls.map((call) => [call.method, call.headers.get('Accept-Language')])).toEqual([
      ['POST', 'nl'],
      ['DELETE', 'nl'],
      ['GET', 'nl'],
      ['GET', 'en'],
    ]);
  });

  it('follows a locale change between a call and its replay after a 419', async () => {
    let attempts = 0;
    const calls = mockFetch((request) => {
      if (isCsrfCookie(request)) {
        document.cookie = 'XSRF-TOKEN=fresh';
        return new Response(null, { status: 204 });
      }
      attempts += 1;
      if (attempts === 1) {
        useLocaleStore.setState({ locale: 'en' });
        return json(419, { status: 'error', code: 'csrf_mismatch', message: 'CSRF token mismatch.' });
      }
      return json(200, { status: 'success', data: null });
    });
    useLocaleStore.setState({ locale: 'nl' });
    await client.post('auth/login', { email: 'a@b.be', password: 'x' });
    expect(calls.map((call) => new URL(call.url).pathname)).toEqual([
      '/api/auth/login',
      '/api/sanctum/csrf-cookie',
      '/api/auth/login',
    ]);
    expect(calls.map((call) => call.headers.get('Accept-Language'))).toEqual(['nl', 'en', 'en']);
    expect(new URL(calls[1]!.url).searchParams.get('lang')).toBe('en');
  });
});

describe('XSRF protocol', () => {
  it('reads and URL-decodes the XSRF-TOKEN cookie', () => {
    expect(readXsrfToken('a=1; XSRF-TOKEN=abc%3D%3D; b=2')).toBe('abc==');
    expect(readXsrfToken('a=1')).toBeNull();
  });

  it('sends X-XSRF-TOKEN on POST but not on GET', async () => {
    document.cookie = 'XSRF-TOKEN=tok%2Fen';
    const calls = mockFetch(() => json(200, { status: 'success', data: {} }));
    await client.post('auth/login', { email: 'a@b.be', password: 'x' });
    await client.get('user');
    expect(calls[0]!.headers.get('X-XSRF-TOKEN')).toBe('tok/en');
    expect(calls[1]!.headers.get('X-XSRF-TOKEN')).toBeNull();
  });

  it('fetches the csrf cookie and retries once after a 419', async () => {
    let attempts = 0;
    const calls = mockFetch((request) => {
      if (isCsrfCookie(request)) {
        document.cookie = 'XSRF-TOKEN=fresh';
        return new Response(null, { status: 204 });
      }
      attempts += 1;
      return attempts === 1
        ? json(419, { status: 'error', code: 'csrf_mismatch', message: 'CSRF token mismatch.' })
        : json(200, { status: 'success', data: { ok: true } });
    });
    await expect(client.post('onboarding/done')).resolves.toEqual({ ok: true });
    expect(calls.map((call) => new URL(call.url).pathname)).toEqual([
      '/api/onboarding/done',
      '/api/sanctum/csrf-cookie',
      '/api/onboarding/done',
    ]);
    expect(calls[2]!.headers.get('X-XSRF-TOKEN')).toBe('fresh');
    expect(new URL(calls[1]!.url).searchParams.get('lang')).toBe('fr');
  });

  it('does not replay a 419 that is not about the session token (an expired intake form)', async () => {
    const calls = mockFetch(() =>
      json(419, { status: 'error', code: 'intake_token_invalid', message: 'Rechargez le formulaire.' }),
    );
    await expect(client.post('intake', new FormData())).rejects.toMatchObject({
      status: 419,
      code: 'intake_token_invalid',
    });
    expect(calls).toHaveLength(1);
  });

  it('gives up after one retry', async () => {
    mockFetch((request) =>
      isCsrfCookie(request)
        ? new Response(null, { status: 204 })
        : json(419, { status: 'error', code: 'csrf_mismatch', message: 'CSRF token mismatch.' }),
    );
    await expect(client.post('onboarding/done')).rejects.toMatchObject({ status: 419, code: 'csrf_mismatch' });
  });
});

describe('envelope', () => {
  it('unwraps data and meta.total', async () => {
    mockFetch(() => json(200, { status: 'success', data: [{ id: 1 }], meta: { total: 42 } }));
    await expect(client.getPage('legal-cases')).resolves.toEqual({ data: [{ id: 1 }], total: 42 });
  });

  it('treats a 200 whose status is not success as an error', async () => {
    mockFetch(() => json(200, { status: 'error', code: 'nope', message: 'Refusé' }));
    const error = await client.get('user').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 200, code: 'nope', message: 'Refusé' });
  });

  it('normalises HTTP errors to { status, code, message, errors }', async () => {
    mockFetch(() =>
      json(422, { status: 'error', code: 'validation_failed', message: 'Invalide', errors: { email: ['x'] } }),
    );
    await expect(client.post('auth/register', {})).rejects.toMatchObject({
      status: 422,
      code: 'validation_failed',
      message: 'Invalide',
      errors: { email: ['x'] },
    });
  });

  it('leaves the message empty for a body that is not JSON (the screens translate errors.500)', async () => {
    mockFetch(() => new Response('<html>oops</html>', { status: 502 }));
    await expect(client.get('user')).rejects.toMatchObject({ status: 502, code: 'http_502', message: '' });
  });

  it('leaves the message empty when a success answer is not the envelope', async () => {
    mockFetch(() => new Response('not json', { status: 200 }));
    await expect(client.post('auth/logout')).rejects.toMatchObject({
      status: 200,
      code: 'unexpected_response',
      message: '',
    });
  });

  it('leaves the message empty when an error envelope has none', async () => {
    mockFetch(() => json(500, { status: 'error', code: 'server_error' }));
    await expect(client.get('user')).rejects.toMatchObject({ status: 500, code: 'server_error', message: '' });
  });

  it('normalises network failures, with an empty message', async () => {
    globalThis.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    await expect(client.get('user')).rejects.toMatchObject({ status: 0, code: 'network_error', message: '' });
  });
});

describe('401 broadcast', () => {
  it('tells listeners when a call answers 401', async () => {
    const listener = jest.fn();
    const unsubscribe = onUnauthorized(listener);
    mockFetch(() => json(401, { status: 'error', code: 'unauthenticated', message: 'Unauthenticated.' }));
    await expect(client.get('user')).rejects.toMatchObject({ status: 401 });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('does not broadcast other errors', async () => {
    const listener = jest.fn();
    const unsubscribe = onUnauthorized(listener);
    mockFetch(() => json(403, { status: 'error', code: 'forbidden', message: 'Non' }));
    await expect(client.get('user')).rejects.toMatchObject({ status: 403 });
    expect(listener).not.toHaveBeenCalled();
    unsubscribe();
  });
});

describe('abort signal', () => {
  it('hands the signal to the request and rejects an aborted call with code aborted', async () => {
    let seen: AbortSignal | undefined;
    globalThis.fetch = jest.fn(
      (input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          const request = input instanceof Request ? input : new Request(input, init);
          seen = request.signal;
          if (request.signal.aborted) reject(new DOMException('aborted', 'AbortError'));
          request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    ) as typeof fetch;
    const controller = new AbortController();
    const call = client.get('legal-cases', undefined, { signal: controller.signal });
    await Promise.resolve();
    controller.abort();
    const error = await call.catch((e: unknown) => e);
    expect(seen?.aborted).toBe(true);
    expect(error).toMatchObject({ status: 0, code: 'aborted' });
    expect(isAbortedError(error)).toBe(true);
  });

  it('passes the signal on POST with query and headers', async () => {
    const calls = mockFetch(() => json(200, { status: 'success', data: 1 }));
    const controller = new AbortController();
    await client.post(
      'intake',
      { a: 1 },
      { query: { x: 1 }, headers: { 'X-Intake-Token': 't' }, signal: controller.signal },
    );
    expect(new URL(calls[0]!.url).searchParams.get('x')).toBe('1');
    expect(calls[0]!.headers.get('X-Intake-Token')).toBe('t');
  });
});

/** A stand-in for XMLHttpRequest: records what is sent and lets the test answer. */
class FakeXhr {
  static last: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  withCredentials = false;
  body: unknown;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

describe('upload', () => {
  const realXhr = globalThis.XMLHttpRequest;
  beforeEach(() => {
    FakeXhr.last = [];
    globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  });
  afterEach(() => {
    globalThis.XMLHttpRequest = realXhr;
  });
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

  function form() {
    const data = new FormData();
    data.append('firstname', 'Anne');
    data.append('files[1]', new File(['a'.repeat(1000)], 'a.pdf'));
    data.append('files[2]', new File(['b'.repeat(3000)], 'b.pdf'));
    return data;
  }

  it('posts the form with credentials, XSRF header, locale and extra headers, and unwraps the envelope', async () => {
    document.cookie = 'XSRF-TOKEN=abc%3D';
    useLocaleStore.setState({ locale: 'nl' });
    const body = form();
    const call = client.upload<{ id: number }>('documents', body, {
      headers: { 'X-Intake-Token': 't' },
      query: { a: 1 },
    });
    const xhr = FakeXhr.last[0]!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('http://localhost/api/documents?a=1');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.headers).toMatchObject({ 'X-XSRF-TOKEN': 'abc=', 'Accept-Language': 'nl', 'X-Intake-Token': 't' });
    expect(xhr.body).toBe(body);
    xhr.answer(201, { status: 'success', data: { id: 7 } });
    await expect(call).resolves.toEqual({ id: 7 });
  });

  it('reports the progress of each file, every file full at the end', async () => {
    const progress: { files: { name: string; loaded: number; size: number }[] }[] = [];
    const call = client.upload('documents', form(), { onProgress: (p) => progress.push(p) });
    const xhr = FakeXhr.last[0]!;
    const total = 4600;
    xhr.upload.onprogress?.({ loaded: 0, total, lengthComputable: true });
    xhr.upload.onprogress?.({ loaded: 2000, total, lengthComputable: true });
    xhr.upload.onprogress?.({ loaded: total, total, lengthComputable: true });
    xhr.answer(200, { status: 'success', data: null });
    await call;
    expect(progress[0]!.files.map((file) => file.loaded)).toEqual([0, 0]);
    const [a, b] = progress[1]!.files;
    expect(a).toMatchObject({ name: 'a.pdf', size: 1000, loaded: 1000 });
    expect(b!.loaded).toBeGreaterThan(0);
    expect(b!.loaded).toBeLessThan(3000);
    expect(progress[2]!.files.map((file) => file.loaded)).toEqual([1000, 3000]);
  });

  it('normalises errors, broadcasts 401 and replays once after a csrf 419', async () => {
    const listener = jest.fn();
    const unsubscribe = onUnauthorized(listener);
    const failing = client.upload('documents', form());
    FakeXhr.last[0]!.answer(401, { status: 'error', code: 'unauthenticated', message: 'Non' });
    await expect(failing).rejects.toMatchObject({ status: 401, code: 'unauthenticated', message: 'Non' });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();

    mockFetch(() => new Response(null, { status: 204 }));
    const replayed = client.upload('documents', form());
    FakeXhr.last[1]!.answer(419, { status: 'error', code: 'csrf_mismatch', message: '' });
    await tick();
    await tick();
    FakeXhr.last[2]!.answer(200, { status: 'success', data: 'ok' });
    await expect(replayed).resolves.toBe('ok');

    const invalid = client.upload('documents', form());
    FakeXhr.last[3]!.answer(413, 'too large');
    await expect(invalid).rejects.toMatchObject({ status: 413, code: 'http_413', message: '' });
  });

  it('aborts with the signal and rejects as aborted; network failures are network_error', async () => {
    const controller = new AbortController();
    const call = client.upload('documents', form(), { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ code: 'aborted' });
    expect(FakeXhr.last[0]!.aborted).toBe(true);

    const broken = client.upload('documents', form());
    FakeXhr.last[1]!.onerror?.();
    await expect(broken).rejects.toMatchObject({ status: 0, code: 'network_error', message: '' });
  });
});
