import type { FastifyServerOptions } from 'fastify';

export interface RateLimitOptions {
  /** Attempts per IP and email within the window (login, register-check). */
  perEmail: number;
  /** Attempts per IP within the window, whatever the email. */
  perIp: number;
  windowMs: number;
}

export interface AppOptions {
  dataDir: string;
  seed?: 'demo' | 'none';
  /** Base of the links sent by mail, e.g. https://app.example.be. */
  publicUrl?: string;
  /** Repository root holding `shell/dist` and `mf-*\/dist`; without it only the API is served. */
  webRoot?: string;
  logger?: FastifyServerOptions['logger'];
  /** Defaults to true when publicUrl is https. */
  secureCookies?: boolean;
  rateLimits?: Partial<RateLimitOptions>;
  smtpUrl?: string;
  mailFrom?: string;
  /** Behind a reverse proxy, so rate limits see the client's address rather than the proxy's. */
  trustProxy?: boolean;
  /** Injected clock, for expiry tests. */
  now?: () => Date;
  /** Development only: remote name -> manifest URL, replacing entries of the served remotes.json. */
  remotesOverride?: Record<string, string>;
}

export interface AppConfig {
  dataDir: string;
  seed: 'demo' | 'none';
  publicUrl: string;
  webRoot: string | undefined;
  secureCookies: boolean;
  rateLimits: RateLimitOptions;
  smtpUrl: string | undefined;
  mailFrom: string;
  now: () => Date;
  remotesOverride: Record<string, string>;
}

export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
export const TRIAL_MS = 30 * 24 * 60 * 60 * 1000;

export function resolveConfig(options: AppOptions): AppConfig {
  const publicUrl = (options.publicUrl ?? 'http://localhost:8080').replace(/\/+$/, '');
  return {
    dataDir: options.dataDir,
    seed: options.seed ?? 'demo',
    publicUrl,
    webRoot: options.webRoot,
    secureCookies: options.secureCookies ?? publicUrl.startsWith('https:'),
    rateLimits: { perEmail: 5, perIp: 30, windowMs: 60_000, ...options.rateLimits },
    smtpUrl: options.smtpUrl || undefined,
    mailFrom: options.mailFrom ?? `LexDesk <no-reply@${new URL(publicUrl).hostname}>`,
    now: options.now ?? (() => new Date()),
    remotesOverride: options.remotesOverride ?? {},
  };
}
