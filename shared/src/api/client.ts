import ky, { HTTPError, type KyInstance, type Options } from 'ky';
import { getRuntimeConfig } from '../config/runtime';
import { useLocaleStore } from '../stores/locale';
import { ApiError } from './errors';
import { emitUnauthorized } from './events';

export type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | QueryValue[]>;

interface Envelope<T> {
  status?: string;
  data?: T;
  meta?: { total?: number };
  code?: string;
  message?: string;
  errors?: Record<string, string[]>;
}

export interface Page<T> {
  data: T;
  total: number;
}

const XSRF_COOKIE = 'XSRF-TOKEN';

export function readXsrfToken(cookies: string = document.cookie): string | null {
  for (const part of cookies.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === XSRF_COOKIE) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** Null, undefined and false parameters are dropped; the current locale rides on every GET. */
export function buildSearchParams(query: Query | undefined, lang?: string): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item === null || item === undefined || item === false) continue;
      params.append(key, String(item));
    }
  }
  if (lang && !params.has('lang')) params.set('lang', lang);
  return params;
}

const isStateChanging = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase());

const currentLocale = () => useLocaleStore.getState().locale;

/**
 * The server's own message, else '': the client has no locale-free text to put there, and the screens
 * show the translated errors.500 for an empty message (errorToastText does).
 */
const serverMessage = (body: Envelope<unknown> | undefined): string =>
  typeof body?.message === 'string' ? body.message : '';

async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPError) {
    let body: Envelope<unknown> | undefined;
    try {
      body = (await error.response.clone().json()) as Envelope<unknown>;
    } catch {
      body = undefined;
    }
    return new ApiError({
      status: error.response.status,
      code: body?.code ?? `http_${error.response.status}`,
      message: serverMessage(body),
      errors: body?.errors,
    });
  }
  return new ApiError({ status: 0, code: 'network_error', message: '' });
}

function unwrap<T>(body: Envelope<T> | undefined, status: number): { data: T; total: number } {
  if (!body || body.status !== 'success') {
    throw new ApiError({
      status,
      code: body?.code ?? 'unexpected_response',
      message: serverMessage(body),
      errors: body?.errors,
    });
  }
  return { data: body.data as T, total: body.meta?.total ?? 0 };
}

/** Only the session's CSRF token is refreshed by a retry; other 419s (an expired intake form) are the caller's. */
async function isCsrfMismatch(response: Response): Promise<boolean> {
  try {
    const body = (await response.clone().json()) as { code?: unknown };
    return body.code === undefined || body.code === 'csrf_mismatch';
  } catch {
    return true;
  }
}

export class ApiClient {
  private readonly http: KyInstance;

  constructor(private readonly baseUrl: string = getRuntimeConfig().apiBase) {
    this.http = ky.create({
      credentials: 'include',
      retry: 0,
      timeout: 30_000,
      headers: { Accept: 'application/json' },
      hooks: {
        beforeRequest: [
          (request) => {
            // The locale chosen in the UI, not the browser's: the API words its answers (POSTs included) in it.
            request.headers.set('Accept-Language', currentLocale());
            if (!isStateChanging(request.method)) return;
            const token = readXsrfToken();
            if (token) request.headers.set('X-XSRF-TOKEN', token);
          },
        ],
      },
    });
  }

  private url(path: string): string {
    return `${this.baseUrl.replace(/\/$/, '')}/${path.replace(/^\//, '')}`;
  }

  /** Fetches a fresh XSRF-TOKEN cookie (Sanctum's csrf-cookie call); a GET like any other, so with lang. */
  async csrfCookie(): Promise<void> {
    await this.sendGet('sanctum/csrf-cookie');
  }

  /** Every GET goes through here: the current locale rides on it as lang. */
  private sendGet(path: string, query?: Query): Promise<Response> {
    return this.send('GET', path, { searchParams: buildSearchParams(query, currentLocale()) });
  }

  private async send(method: string, path: string, options: Options, retryOnCsrf = true): Promise<Response> {
    try {
      return await this.http(this.url(path), { ...options, method });
    } catch (error) {
      if (error instanceof HTTPError) {
        const { status } = error.response;
        // 419: the CSRF token expired or was never set; fetch it once and replay the call.
        if (status === 419 && retryOnCsrf && isStateChanging(method) && (await isCsrfMismatch(error.response))) {
          await this.csrfCookie();
          return this.send(method, path, options, false);
        }
        if (status === 401) emitUnauthorized();
      }
      throw await toApiError(error);
    }
  }

  private async json<T>(response: Response): Promise<{ data: T; total: number }> {
    let body: Envelope<T> | undefined;
    try {
      body = (await response.json()) as Envelope<T>;
    } catch {
      body = undefined;
    }
    return unwrap(body, response.status);
  }

  async get<T>(path: string, query?: Query): Promise<T> {
    return (await this.getPage<T>(path, query)).data;
  }

  async getPage<T>(path: string, query?: Query): Promise<Page<T>> {
    const response = await this.sendGet(path, query);
    return this.json<T>(response);
  }

  async post<T>(path: string, body?: unknown, query?: Query, headers?: Record<string, string>): Promise<T> {
    const options: Options = { searchParams: buildSearchParams(query), ...(headers ? { headers } : {}) };
    if (body instanceof FormData) options.body = body;
    else if (body !== undefined) options.json = body;
    const response = await this.send('POST', path, options);
    return (await this.json<T>(response)).data;
  }

  async delete<T>(path: string, body?: unknown): Promise<T> {
    const options: Options = body === undefined ? {} : { json: body };
    const response = await this.send('DELETE', path, options);
    return (await this.json<T>(response)).data;
  }

  /** Binary downloads (documents, litigant files): 200 expected, the body is the file. */
  async download(path: string, query?: Query): Promise<Blob> {
    const response = await this.sendGet(path, query);
    return response.blob();
  }
}

export const apiClient = new ApiClient();
