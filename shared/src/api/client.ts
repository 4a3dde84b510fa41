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

/** What every call accepts: an AbortSignal (unmount, newer input); an aborted call rejects with code `aborted`. */
export interface RequestOptions {
  signal?: AbortSignal;
}

/** POST options: query parameters and extra headers besides the signal. */
export interface PostOptions extends RequestOptions {
  query?: Query;
  headers?: Record<string, string>;
}

/** One file of a multipart upload and how much of it has been sent. */
export interface FileProgress {
  /** The form field the file was appended under. */
  field: string;
  name: string;
  size: number;
  /** Bytes of this file sent so far (estimated from the body's position; exact at 0 and at the end). */
  loaded: number;
}

export interface UploadProgress {
  loaded: number;
  total: number;
  files: FileProgress[];
}

export interface UploadOptions extends PostOptions {
  /** Called as the body goes out, with the progress of every file of the form (a bar per file). */
  onProgress?: (progress: UploadProgress) => void;
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

const httpError = (status: number, body: Envelope<unknown> | undefined): ApiError =>
  new ApiError({ status, code: body?.code ?? `http_${status}`, message: serverMessage(body), errors: body?.errors });

const abortedError = () => new ApiError({ status: 0, code: 'aborted', message: '' });
const networkError = () => new ApiError({ status: 0, code: 'network_error', message: '' });

const isAbort = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';

async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPError) {
    let body: Envelope<unknown> | undefined;
    try {
      body = (await error.response.clone().json()) as Envelope<unknown>;
    } catch {
      body = undefined;
    }
    return httpError(error.response.status, body);
  }
  if (isAbort(error)) return abortedError();
  return networkError();
}

/** True for the rejection of a call whose signal was aborted: nobody wants its answer, so nothing is shown. */
export function isAbortedError(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'aborted';
}

function parseEnvelope<T>(text: string): Envelope<T> | undefined {
  try {
    return JSON.parse(text) as Envelope<T>;
  } catch {
    return undefined;
  }
}

/**
 * Where each file's bytes sit in a multipart body, estimated from the form's entries in order (each part
 * has a header of about a hundred bytes); scaled to the real total, it turns the body's progress into each
 * file's.
 */
function fileProgress(form: FormData, loaded: number, total: number): FileProgress[] {
  const PART_HEADER = 120;
  const encoder = new TextEncoder();
  const parts: { start: number; file?: FileProgress }[] = [];
  let estimated = 0;
  form.forEach((value, field) => {
    estimated += PART_HEADER;
    if (typeof value === 'string') {
      parts.push({ start: estimated });
      estimated += encoder.encode(value).length;
    } else {
      const name = value instanceof File ? value.name : 'blob';
      parts.push({ start: estimated, file: { field, name, size: value.size, loaded: 0 } });
      estimated += value.size;
    }
  });
  estimated += PART_HEADER;
  const done = total > 0 && loaded >= total;
  const sent = total > 0 ? (loaded / total) * estimated : 0;
  return parts.flatMap(({ start, file }) => {
    if (!file) return [];
    const bytes = done ? file.size : Math.min(file.size, Math.max(0, Math.floor(sent - start)));
    return [{ ...file, loaded: bytes }];
  });
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

const withSignal = (signal: AbortSignal | undefined): Options => (signal ? { signal } : {});

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
  private sendGet(path: string, query?: Query, signal?: AbortSignal): Promise<Response> {
    return this.send('GET', path, { searchParams: buildSearchParams(query, currentLocale()), ...withSignal(signal) });
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

  async get<T>(path: string, query?: Query, options: RequestOptions = {}): Promise<T> {
    return (await this.getPage<T>(path, query, options)).data;
  }

  async getPage<T>(path: string, query?: Query, { signal }: RequestOptions = {}): Promise<Page<T>> {
    const response = await this.sendGet(path, query, signal);
    return this.jsonOrAbort<T>(response, signal);
  }

  /** A FormData body is sent as multipart without progress; use upload() for a progress bar. */
  async post<T>(path: string, body?: unknown, options: PostOptions = {}): Promise<T> {
    return (await this.postPage<T>(path, body, options)).data;
  }

  /** Like post, with the answer's `meta.total`: a list asked for by POST (the document search) page by page. */
  async postPage<T>(path: string, body?: unknown, { query, headers, signal }: PostOptions = {}): Promise<Page<T>> {
    const options: Options = {
      searchParams: buildSearchParams(query),
      ...(headers ? { headers } : {}),
      ...withSignal(signal),
    };
    if (body instanceof FormData) options.body = body;
    else if (body !== undefined) options.json = body;
    const response = await this.send('POST', path, options);
    return this.jsonOrAbort<T>(response, signal);
  }

  async delete<T>(path: string, body?: unknown, { signal }: RequestOptions = {}): Promise<T> {
    const options: Options = { ...(body === undefined ? {} : { json: body }), ...withSignal(signal) };
    const response = await this.send('DELETE', path, options);
    return (await this.jsonOrAbort<T>(response, signal)).data;
  }

  /** Binary downloads (documents, litigant files): 200 expected, the body is the file. */
  async download(path: string, query?: Query, { signal }: RequestOptions = {}): Promise<Blob> {
    const response = await this.sendGet(path, query, signal);
    try {
      return await response.blob();
    } catch (error) {
      throw await toApiError(error);
    }
  }

  /**
   * A multipart POST that reports its progress per file. fetch cannot (ky's onUploadProgress streams the
   * body, which browsers allow only over HTTP/2 and Firefox and Safari not at all), so this one call uses
   * XMLHttpRequest, with everything the other calls have: credentials, Accept-Language, X-XSRF-TOKEN and
   * the one 419 replay, the envelope, normalised errors, the 401 broadcast and the abort signal.
   */
  upload<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<T> {
    return this.sendUpload<T>(path, form, options, true);
  }

  private async sendUpload<T>(path: string, form: FormData, options: UploadOptions, retryOnCsrf: boolean): Promise<T> {
    const { status, body } = await this.xhr(path, form, options);
    if (status >= 200 && status < 300) return unwrap<T>(body as Envelope<T> | undefined, status).data;
    const csrfMismatch = body === undefined || body.code === undefined || body.code === 'csrf_mismatch';
    if (status === 419 && retryOnCsrf && csrfMismatch) {
      await this.csrfCookie();
      return this.sendUpload<T>(path, form, options, false);
    }
    if (status === 401) emitUnauthorized();
    throw httpError(status, body);
  }

  private xhr(
    path: string,
    form: FormData,
    { query, headers, signal, onProgress }: UploadOptions,
  ): Promise<{ status: number; body: Envelope<unknown> | undefined }> {
    return new Promise((resolve, reject) => {
      if (signal?.aborted) {
        reject(abortedError());
        return;
      }
      const request = new XMLHttpRequest();
      const search = buildSearchParams(query).toString();
      request.open('POST', search ? `${this.url(path)}?${search}` : this.url(path));
      request.withCredentials = true;
      request.setRequestHeader('Accept', 'application/json');
      request.setRequestHeader('Accept-Language', currentLocale());
      const token = readXsrfToken();
      if (token) request.setRequestHeader('X-XSRF-TOKEN', token);
      for (const [name, value] of Object.entries(headers ?? {})) request.setRequestHeader(name, value);
      const onAbort = () => request.abort();
      const settle = () => signal?.removeEventListener('abort', onAbort);
      if (onProgress) {
        request.upload.onprogress = (event) => {
          const total = event.lengthComputable ? event.total : 0;
          onProgress({ loaded: event.loaded, total, files: fileProgress(form, event.loaded, total) });
        };
      }
      request.onload = () => {
        settle();
        resolve({ status: request.status, body: parseEnvelope(request.responseText) });
      };
      request.onerror = () => {
        settle();
        reject(networkError());
      };
      request.onabort = () => {
        settle();
        reject(abortedError());
      };
      signal?.addEventListener('abort', onAbort);
      request.send(form);
    });
  }

  /** A body cut by an abort rejects as aborted, not as an unexpected answer. */
  private async jsonOrAbort<T>(response: Response, signal: AbortSignal | undefined): Promise<Page<T>> {
    const page = await this.json<T>(response).catch((error: unknown) => {
      throw signal?.aborted ? abortedError() : error;
    });
    if (signal?.aborted) throw abortedError();
    return page;
  }
}

export const apiClient = new ApiClient();
