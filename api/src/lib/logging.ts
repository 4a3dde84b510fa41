import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { types } from 'node:util';

/**
 * Query parameters whose values never reach the logs: reset and invitation links carry token and
 * email; the intake page and form carry the firm's uuid (which firm a visitor wrote to is theirs).
 */
const REDACTED_PARAMS = new Set(['token', 'email', 'password', 'uuid']);
export const REDACTED = '[redacted]';

// Tokens are random base64url (randomToken: 43 characters), hex digests or UUIDs. Route names are
// lower-case words, and file names (`main.3f2a9c1b7d.js`, `mf-manifest.json`) hold a dot, which none
// of those tokens does. A word is a token when it is 20 or more base64url characters (padding
// allowed) mixing letters and digits, or, without digits (one 43-character token in 1,500), upper
// and lower case about evenly: camelCase names (`processTicksAndRejections`) have few capitals.
const TOKEN_CHARACTERS = /^[A-Za-z0-9_-]{20,}={0,2}$/;

function looksRandom(value: string): boolean {
  const letters = value.replace(/[^A-Za-z]/g, '').length;
  const digits = value.replace(/[^0-9]/g, '').length;
  if (digits > 0) return letters > 0;
  const capitals = value.replace(/[^A-Z]/g, '').length;
  return letters > 0 && capitals / letters >= 0.25 && capitals / letters <= 0.75;
}

function decoded(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** Whether one path segment (or query value) looks like a random token rather than a name. */
export function looksLikeToken(raw: string): boolean {
  const value = decoded(raw);
  return TOKEN_CHARACTERS.test(value) && looksRandom(value);
}

/**
 * Each `/`-separated piece that looks like a token becomes [redacted]; `%2F` separates too, as in
 * the Login page's `?redirect=%2Flegal-case%2F<token>`.
 */
function redactPieces(text: string): string {
  return text
    .split(/(\/|%2f)/i)
    .map((piece) => (looksLikeToken(piece) ? REDACTED : piece))
    .join('');
}

function paramName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' ')).trim().toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

/**
 * The URL as logs may keep it: path segments that look like tokens (`/api/legal-cases/<token>`,
 * `/api/documents/download/<token>`, the page `/legal-case/<token>`) become [redacted], and so do
 * the values of the token, email, password and uuid query parameters and any query value, or piece
 * of a path in a query value, that looks like a token.
 */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  const path = redactPieces(start < 0 ? url : url.slice(0, start));
  if (start < 0) return path;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((part) => {
      const equals = part.indexOf('=');
      const name = equals < 0 ? part : part.slice(0, equals);
      if (REDACTED_PARAMS.has(paramName(name))) return `${name}=${REDACTED}`;
      return equals < 0 ? part : `${name}=${redactPieces(part.slice(equals + 1))}`;
    })
    .join('&');
  return `${path}?${query}`;
}

/** Fastify's default request serializer, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  const version = request.headers?.['accept-version'];
  return {
    method: request.method,
    url: redactUrl(request.url),
    version: Array.isArray(version) ? version.join(', ') : version,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The logger's `err` serializer: errorForLog, in the shape Fastify's types ask for. */
export function serializeError(error: Error) {
  const { stack = '', ...logged } = errorForLog(error);
  return { ...logged, stack };
}

type LoggerOption = FastifyServerOptions['logger'];

/** pino's level of `log.error`. */
const ERROR_LEVEL = 50;

/** The error a stream reports when the other end closed it early (end-of-stream's text, Node's code). */
function isClientGone(value: unknown): boolean {
  if (!(value instanceof Error)) return false;
  return value.message === 'premature close' || (value as NodeJS.ErrnoException).code === 'ERR_STREAM_PREMATURE_CLOSE';
}

/**
 * The logger options with the redacting serializers: the request's URL (redactUrl) and every error
 * logged as `err` (serializeError); and every message text goes through redactText (Fastify logs an
 * error's message as the line's text, and its own warnings quote the URL). false stays false. A client gone
 * mid-answer is logged at info, not as an error.
 */
export function withLogSerializers(logger: LoggerOption): LoggerOption {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  const callerHook = options.hooks?.logMethod;
  return {
    ...options,
    serializers: { ...options.serializers, req: serializeRequest, err: serializeError },
    hooks: {
      ...options.hooks,
      logMethod(args, method, level) {
        if (level >= ERROR_LEVEL && isClientGone(args[0])) {
          // A visitor who leaves while a compressed answer is still streaming: @fastify/compress logs it as an error.
          this.info({ err: args[0] }, 'the client closed the connection before the answer ended');
          return;
        }
        const redacted = args.map((arg: unknown) => (typeof arg === 'string' ? redactText(arg) : arg)) as typeof args;
        if (callerHook) return callerHook.call(this, redacted, method, level);
        return method.apply(this, redacted);
      },
    },
  };
}

// Anything shaped like an address: `jean@x.be`, `<jean@x.be>` (SMTP replies quote them so).
const EMAIL_ADDRESS = /[^\s<>"'(),;:[\]]+@[^\s<>"'(),;:[\]]+/g;

/** The text with every email address in it replaced by [redacted]. */
export function redactEmails(text: string): string {
  return text.replace(EMAIL_ADDRESS, REDACTED);
}

// A run of token characters within free text, not the end of a dotted name (`main.3f2a9c1b7d`).
const TOKEN_RUN = /(?<![\w.-])[\w-]{20,}={0,2}(?![\w=-])/g;

/**
 * Free text (an error's message or stack, a log line's text) with email addresses and token-like
 * words redacted: a storage error names the file, and files are named by the case's and the
 * document's tokens.
 */
export function redactText(text: string): string {
  return redactEmails(text).replace(TOKEN_RUN, (run) => (looksLikeToken(run) ? REDACTED : run));
}

export interface LoggedError {
  type: string;
  message: string;
  stack?: string;
  code?: string;
  statusCode?: number;
  command?: string;
  responseCode?: number;
  response?: string;
}

/**
 * An error as logs may keep it when it may name a person or a token: its kind, code and texts with
 * addresses and tokens redacted (redactText), and none of its other fields (nodemailer's errors list
 * the `rejected` recipients, file system errors carry the `path`).
 */
export function errorForLog(error: unknown): LoggedError {
  // isNativeError: an error made in another realm (a worker thread's, a test sandbox's) is one too.
  if (!(error instanceof Error) && !types.isNativeError(error))
    return { type: typeof error, message: redactText(String(error)) };
  const fields = error as Error &
    Partial<Record<'code' | 'statusCode' | 'command' | 'responseCode' | 'response', unknown>>;
  const logged: LoggedError = { type: error.name, message: redactText(error.message) };
  if (error.stack) logged.stack = redactText(error.stack);
  if (typeof fields.code === 'string') logged.code = fields.code;
  if (typeof fields.statusCode === 'number') logged.statusCode = fields.statusCode;
  if (typeof fields.command === 'string') logged.command = fields.command;
  if (typeof fields.responseCode === 'number') logged.responseCode = fields.responseCode;
  if (typeof fields.response === 'string') logged.response = redactText(fields.response);
  return logged;
}
