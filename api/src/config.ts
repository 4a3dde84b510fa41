import type { FastifyServerOptions, RouteOptions } from 'fastify';
import { isIP } from 'node:net';
import {
  formatEnterpriseNumber,
  formatVatNumber,
  isEmail,
  isOperatorLegalForm,
  OPERATOR_LEGAL_FORMS,
  type OperatorLegalForm,
} from '@lexdesk/shared/domain';

export interface RateLimitOptions {
  /** Attempts per IP and email within windowMs (login, register, register-check, forgot-password). */
  perEmail: number;
  /** Attempts per IP within windowMs, whatever the email. */
  perIp: number;
  windowMs: number;
  /**
   * Attempts per email within accountWindowMs, whatever the IP, failed or not: guessing one
   * account's password from many addresses.
   */
  perAccount: number;
  accountWindowMs: number;
  /** Anonymous sessions started by GET /api/sanctum/csrf-cookie per IP within windowMs. */
  csrfPerIp: number;
  /** Public intake submissions (POST /api/intake) per IP within intakeWindowMs. */
  intakePerIp: number;
  intakeWindowMs: number;
}

/**
 * Per-account budgets for expensive work (issue 27): past one, the request is refused with 429 and Retry-After.
 * Set far above what a person does (a lawyer dropping twenty files at once, typing in a look-up), so that only a
 * script meets them; counted in the database, so every API instance shares them.
 */
export interface BudgetOptions {
  /** Library uploads of one account still waiting for processing (text extraction, OCR), at most. */
  pendingUploadsPerAccount: number;
  /** The Retry-After of an upload refused by that budget: about the time a waiting document takes. */
  pendingUploadsRetryAfterSeconds: number;
  /** Searches of one account on one search route (documents, lawyers, law cases) within searchWindowMs. */
  searchesPerAccount: number;
  searchWindowMs: number;
}

export const DEFAULT_BUDGETS: BudgetOptions = {
  pendingUploadsPerAccount: 25,
  pendingUploadsRetryAfterSeconds: 30,
  searchesPerAccount: 40,
  searchWindowMs: 10_000,
};

/**
 * LEXDESK_PENDING_UPLOADS and LEXDESK_SEARCHES_PER_10S (whole numbers, each optional: the defaults
 * otherwise); anything else is refused at start rather than silently lifting a budget.
 */
export function budgetsFromEnv(env: NodeJS.ProcessEnv): Partial<BudgetOptions> {
  const whole = (name: string): number | undefined => {
    const value = env[name]?.trim();
    if (!value) return undefined;
    if (!/^[1-9][0-9]{0,8}$/.test(value))
      throw new Error(`${name}: expected a whole number, got ${JSON.stringify(value)}`);
    return Number(value);
  };
  return definedOnly({
    pendingUploadsPerAccount: whole('LEXDESK_PENDING_UPLOADS'),
    searchesPerAccount: whole('LEXDESK_SEARCHES_PER_10S'),
  });
}

/**
 * Which hops in front of the server are trusted to set X-Forwarded-For. Never "every hop" (`true`):
 * X-Forwarded-For would then let any client choose its address and escape the per-IP rate limits.
 * - a number of proxies: 1 = one reverse proxy, the client is the last address it appended. Only
 *   safe when the server's port is reachable through the proxies alone (a direct client would
 *   count as a proxy); prefer addresses when they are known.
 * - the proxies' addresses or CIDR ranges (or proxy-addr's `loopback`, `linklocal`, `uniquelocal`):
 *   X-Forwarded-For is only read from requests whose peer is one of them.
 */
export type TrustProxy = number | readonly string[];

export interface AppOptions {
  /** Uploaded files, the outbox and (without databaseUrl) the SQLite database. */
  dataDir: string;
  /** `postgres://…`: PostgreSQL instead of the embedded SQLite file (DATABASE_URL). */
  databaseUrl?: string;
  seed?: 'demo' | 'none';
  /** Base of the links sent by mail, e.g. https://app.example.be. */
  publicUrl?: string;
  /** Repository root holding `shell/dist` and `mf-*\/dist`; without it only the API is served. */
  webRoot?: string;
  /** Request URLs are logged with token and email query values redacted (see lib/logging). */
  logger?: FastifyServerOptions['logger'];
  /** Defaults to true when publicUrl is https. */
  secureCookies?: boolean;
  rateLimits?: Partial<RateLimitOptions>;
  /** Per-account budgets for uploads waiting for processing and for searches (DEFAULT_BUDGETS otherwise). */
  budgets?: Partial<BudgetOptions>;
  smtpUrl?: string;
  mailFrom?: string;
  /**
   * Behind a reverse proxy, so rate limits see the client's address rather than the proxy's: a hop
   * count or the proxies' addresses/CIDRs (see TrustProxy and parseTrustProxy); none by default.
   */
  trustProxy?: TrustProxy;
  /** Development bundles inject CSS with style-loader: the CSP then allows inline styles. */
  devStyles?: boolean;
  /** Injected clock, for expiry tests. */
  now?: () => Date;
  /** Development only: remote name -> manifest URL, replacing entries of the served remotes.json. */
  remotesOverride?: Record<string, string>;
  /** Told of every route as it is registered (tests list the API's routes with it). */
  onRoute?: (route: RouteOptions) => void;
  storage?: Partial<StorageLimits>;
  /** Document bytes in S3-compatible object storage instead of `<dataDir>/files` (see s3SettingsFromEnv). */
  s3?: S3Settings;
  documents?: Partial<DocumentOptions>;
  jobs?: Partial<JobOptions>;
  mail?: Partial<MailOptions>;
  /** Card payments through Stripe (see billingSettingsFromEnv); without it the billing routes answer 503. */
  billing?: BillingSettings;
  /** Who runs this installation, for the legal notice (see operatorSettingsFromEnv). */
  operator?: OperatorSettings;
  /** Tag suggestions from an OpenAI-compatible language model (see llmSettingsFromEnv); the embedded rules otherwise. */
  llm?: LlmSettings;
}

/** Who runs this installation, as LEXDESK_OPERATOR_* give it: raw values, checked by resolveOperator. */
export interface OperatorSettings {
  name?: string;
  legalForm?: string;
  address?: string;
  companyNumber?: string;
  vatNumber?: string;
  register?: string;
  email?: string;
  phone?: string;
  hosting?: string;
  mailProvider?: string;
  storageProvider?: string;
}

/** The environment variable of each operator setting. */
export const OPERATOR_VARIABLES: Readonly<Record<keyof OperatorSettings, string>> = {
  name: 'LEXDESK_OPERATOR_NAME',
  legalForm: 'LEXDESK_OPERATOR_LEGAL_FORM',
  address: 'LEXDESK_OPERATOR_ADDRESS',
  companyNumber: 'LEXDESK_OPERATOR_COMPANY_NUMBER',
  vatNumber: 'LEXDESK_OPERATOR_VAT_NUMBER',
  register: 'LEXDESK_OPERATOR_REGISTER',
  email: 'LEXDESK_OPERATOR_EMAIL',
  phone: 'LEXDESK_OPERATOR_PHONE',
  hosting: 'LEXDESK_OPERATOR_HOSTING',
  mailProvider: 'LEXDESK_OPERATOR_MAIL_PROVIDER',
  storageProvider: 'LEXDESK_OPERATOR_STORAGE_PROVIDER',
};

/** LEXDESK_OPERATOR_*, trimmed; an unset or blank variable is left out. */
export function operatorSettingsFromEnv(env: NodeJS.ProcessEnv): OperatorSettings {
  const settings: OperatorSettings = {};
  for (const [key, variable] of Object.entries(OPERATOR_VARIABLES) as [keyof OperatorSettings, string][]) {
    const value = env[variable]?.trim();
    if (value) settings[key] = value;
  }
  return settings;
}

/** The operator's details the legal notice shows: a value missing or malformed is null (never shown as if true). */
export interface OperatorIdentity {
  name: string | null;
  legalForm: OperatorLegalForm | null;
  address: string | null;
  /** 0123.456.749 */
  companyNumber: string | null;
  /** BE0123456749 */
  vatNumber: string | null;
  register: string | null;
  email: string | null;
  phone: string | null;
  hosting: string | null;
  mailProvider: string | null;
  storageProvider: string | null;
}

/** What the installation uses, which decides the sub-processors its notice must name. */
export interface OperatorServices {
  /** Mail leaves through an SMTP service (SMTP_URL), not only the outbox. */
  mail: boolean;
  /** Documents are in S3-compatible storage (LEXDESK_S3_BUCKET). */
  storage: boolean;
}

export interface OperatorProblem {
  variable: string;
  problem: 'missing' | 'invalid';
}

/** A legal form's code in any case ("SRL", "srl"), or null. */
function legalFormOf(value: string): OperatorLegalForm | null {
  const code = value.toLowerCase();
  return isOperatorLegalForm(code) ? code : null;
}

/** The settings checked: malformed values become null, and every value the notice needs and lacks is a problem. */
export function resolveOperator(
  settings: OperatorSettings = {},
  services: OperatorServices = { mail: false, storage: false },
): { identity: OperatorIdentity; problems: OperatorProblem[] } {
  const problems: OperatorProblem[] = [];
  const checked = <T>(key: keyof OperatorSettings, parse: (value: string) => T | null, required: boolean): T | null => {
    const raw = settings[key];
    if (raw === undefined) {
      if (required) problems.push({ variable: OPERATOR_VARIABLES[key], problem: 'missing' });
      return null;
    }
    const value = parse(raw);
    if (value === null) problems.push({ variable: OPERATOR_VARIABLES[key], problem: 'invalid' });
    return value;
  };
  const text = (value: string) => value;
  const identity: OperatorIdentity = {
    name: checked('name', text, true),
    legalForm: checked('legalForm', legalFormOf, true),
    address: checked('address', text, true),
    companyNumber: checked('companyNumber', formatEnterpriseNumber, true),
    vatNumber: checked('vatNumber', formatVatNumber, true),
    register: checked('register', text, true),
    email: checked('email', (value) => (isEmail(value) ? value : null), true),
    phone: checked('phone', text, false),
    hosting: checked('hosting', text, true),
    mailProvider: checked('mailProvider', text, services.mail),
    storageProvider: checked('storageProvider', text, services.storage),
  };
  return { identity, problems };
}

/**
 * The warning `npm start` prints when the legal notice lacks something: the page then says plainly what the
 * operator has not filled in, but a public installation must publish it (README, "Legal notice").
 */
export function operatorWarning(problems: readonly OperatorProblem[]): string | undefined {
  if (problems.length === 0) return undefined;
  const missing = problems.filter((entry) => entry.problem === 'missing').map((entry) => entry.variable);
  const invalid = problems.filter((entry) => entry.problem === 'invalid').map((entry) => entry.variable);
  const parts = [
    missing.length > 0 ? `not set: ${missing.join(', ')}` : '',
    invalid.length > 0
      ? `not valid (an enterprise or VAT number whose check digits fail, an e-mail address, a legal form other than ${OPERATOR_LEGAL_FORMS.join('/')}): ${invalid.join(', ')}`
      : '',
  ].filter((part) => part !== '');
  return (
    `The legal notice (/legals#notices) is incomplete; ${parts.join('; ')}. It says so to every visitor until ` +
    'they are set (see README, Legal notice).'
  );
}

export interface BillingSettings {
  secretKey: string;
  publishableKey: string;
  /** Verifies webhook deliveries; without it POST /api/billing/stripe-webhook refuses every delivery. */
  webhookSecret?: string;
  /** Stripe's price id of each plan (a plan without one cannot be subscribed to). */
  prices: Record<'lexdesk_basic' | 'lexdesk_plus' | 'lexdesk_pro', string | null>;
  /** Tests and e2e only: a local stand-in of Stripe's API (`http://127.0.0.1:12111`). Never the default. */
  apiUrl?: string;
}

/**
 * STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY (both required, else no provider), STRIPE_WEBHOOK_SECRET,
 * STRIPE_PRICE_BASIC, STRIPE_PRICE_PLUS, STRIPE_PRICE_PRO, and LEXDESK_STRIPE_API_URL (a stand-in's address).
 */
export function billingSettingsFromEnv(env: NodeJS.ProcessEnv): BillingSettings | undefined {
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  const publishableKey = env.STRIPE_PUBLISHABLE_KEY?.trim();
  if (!secretKey || !publishableKey) return undefined;
  const price = (value: string | undefined) => value?.trim() || null;
  const apiUrl = env.LEXDESK_STRIPE_API_URL?.trim();
  if (apiUrl && !/^https?:\/\/[^/]+\/?$/.test(apiUrl))
    throw new Error(`LEXDESK_STRIPE_API_URL: expected http(s)://host:port, got ${JSON.stringify(apiUrl)}`);
  return {
    secretKey,
    publishableKey,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET?.trim() || undefined,
    prices: {
      lexdesk_basic: price(env.STRIPE_PRICE_BASIC),
      lexdesk_plus: price(env.STRIPE_PRICE_PLUS),
      lexdesk_pro: price(env.STRIPE_PRICE_PRO),
    },
    apiUrl: apiUrl || undefined,
  };
}

const PLAN_PRICE_VARIABLES = {
  lexdesk_basic: ['Basic', 'STRIPE_PRICE_BASIC'],
  lexdesk_plus: ['Plus', 'STRIPE_PRICE_PLUS'],
  lexdesk_pro: ['Pro', 'STRIPE_PRICE_PRO'],
} as const;

/**
 * Said at start to whoever installs LexDesk when firms cannot subscribe online, and where the plans page sends
 * them instead (the firms' own screens never speak of configuration): no payment provider, or plans without a
 * price. `operatorEmail` is the operator's address as the legal notice gives it (null when unset or invalid).
 */
export function paymentsNotice(billing: BillingSettings | undefined, operatorEmail: string | null): string | undefined {
  const contact = operatorEmail
    ? `asks firms to write to the operator (${operatorEmail})`
    : 'sends firms to the legal notice, which gives no address: set LEXDESK_OPERATOR_EMAIL';
  const readme = ' (see README, Subscriptions and payments).';
  if (!billing) {
    return (
      'Payments are off (STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY unset): firms cannot subscribe online; the ' +
      `plans page ${contact}${readme}`
    );
  }
  const unpriced = (Object.keys(PLAN_PRICE_VARIABLES) as (keyof typeof PLAN_PRICE_VARIABLES)[]).filter(
    (code) => billing.prices[code] === null,
  );
  if (unpriced.length === 0) return undefined;
  const names = unpriced.map((code) => PLAN_PRICE_VARIABLES[code][0]).join(', ');
  const variables = unpriced.map((code) => PLAN_PRICE_VARIABLES[code][1]).join(', ');
  return `${variables} unset: ${names} cannot be subscribed to online; the plans page ${contact}${readme}`;
}

/** An OpenAI-compatible chat-completions service for the tag suggestions (api/src/labelling/openai.ts). */
export interface LlmSettings {
  /** The API's base, without `/chat/completions`: `https://api.openai.com/v1`, `http://127.0.0.1:11434/v1`... */
  baseUrl: string;
  apiKey: string;
  model: string;
  /** A request still unanswered after this is abandoned (the run fails with `labelling_timeout`). */
  timeoutMs: number;
  /** Characters of a document's text sent at most; a longer text loses its middle (labelling/excerpt.ts). */
  maxInputChars: number;
}

export const LLM_VARIABLES = ['LEXDESK_LLM_BASE_URL', 'LEXDESK_LLM_API_KEY', 'LEXDESK_LLM_MODEL'] as const;
const DEFAULT_LLM_TIMEOUT_MS = 120_000;
/** About 15,000 tokens of French or Dutch: fits the context of the usual hosted and local models with room to answer. */
const DEFAULT_LLM_MAX_INPUT_CHARS = 60_000;

/**
 * LEXDESK_LLM_BASE_URL, LEXDESK_LLM_API_KEY and LEXDESK_LLM_MODEL, all three or none (some only is refused at
 * start: the operator meant to use a model); LEXDESK_LLM_TIMEOUT_MS and LEXDESK_LLM_MAX_INPUT_CHARS optional.
 */
export function llmSettingsFromEnv(env: NodeJS.ProcessEnv): LlmSettings | undefined {
  const [baseUrl, apiKey, model] = LLM_VARIABLES.map((name) => env[name]?.trim() ?? '');
  const missing = LLM_VARIABLES.filter((name) => !env[name]?.trim());
  if (missing.length === LLM_VARIABLES.length) return undefined;
  if (missing.length > 0)
    throw new Error(
      `${missing.join(', ')}: not set, while ${LLM_VARIABLES.filter((name) => !missing.includes(name)).join(', ')} are (the language model needs all three)`,
    );
  if (!/^https?:\/\/[^/\s]+(\/\S*)?$/.test(baseUrl ?? ''))
    throw new Error(`LEXDESK_LLM_BASE_URL: expected http(s)://host[:port][/path], got ${JSON.stringify(baseUrl)}`);
  const positive = (name: string): number | undefined => {
    const value = env[name]?.trim();
    if (!value) return undefined;
    if (!/^[1-9][0-9]*$/.test(value)) throw new Error(`${name}: expected a whole number, got ${JSON.stringify(value)}`);
    return Number(value);
  };
  return {
    baseUrl: (baseUrl ?? '').replace(/\/+$/, ''),
    apiKey: apiKey ?? '',
    model: model ?? '',
    timeoutMs: positive('LEXDESK_LLM_TIMEOUT_MS') ?? DEFAULT_LLM_TIMEOUT_MS,
    maxInputChars: positive('LEXDESK_LLM_MAX_INPUT_CHARS') ?? DEFAULT_LLM_MAX_INPUT_CHARS,
  };
}

export interface S3Settings {
  bucket: string;
  /** A non-AWS service's URL (MinIO, Ceph...); AWS's own endpoint for `region` when absent. */
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `https://host/bucket/key` rather than `https://bucket.host/key` (most self-hosted services need it). */
  forcePathStyle: boolean;
  /** Prepended to every object key (several installations may share one bucket). */
  prefix: string;
}

export interface DocumentOptions {
  /** Largest library upload (POST /api/documents/upload-file). */
  maxUploadBytes: number;
  /** A .docx whose entries together unpack to more than this is refused (zip bomb). */
  maxDocxUnpackedBytes: number;
  maxDocxEntries: number;
  /**
   * Runs the job workers (document processing and mail) inside the API process (the SQLite default).
   * Hosted installations on PostgreSQL may turn it off and run `npm run worker` processes instead
   * (LEXDESK_IN_PROCESS_WORKER=0).
   */
  inProcessWorker: boolean;
  /** Tries of a processing job before its document ends in failure. */
  maxJobAttempts: number;
  /** A PDF whose text takes longer than this to read is stopped and fails. */
  extractionTimeoutMs: number;
}

/**
 * LEXDESK_S3_BUCKET (required to use S3), LEXDESK_S3_ENDPOINT, LEXDESK_S3_REGION (default us-east-1),
 * LEXDESK_S3_ACCESS_KEY_ID and LEXDESK_S3_SECRET_ACCESS_KEY (else the SDK's own credential chain),
 * LEXDESK_S3_FORCE_PATH_STYLE=1, LEXDESK_S3_PREFIX.
 */
export function s3SettingsFromEnv(env: NodeJS.ProcessEnv): S3Settings | undefined {
  const bucket = env.LEXDESK_S3_BUCKET?.trim();
  if (!bucket) return undefined;
  return {
    bucket,
    endpoint: env.LEXDESK_S3_ENDPOINT?.trim() || undefined,
    region: env.LEXDESK_S3_REGION?.trim() || 'us-east-1',
    accessKeyId: env.LEXDESK_S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.LEXDESK_S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: env.LEXDESK_S3_FORCE_PATH_STYLE === '1' || env.LEXDESK_S3_FORCE_PATH_STYLE === 'true',
    prefix: env.LEXDESK_S3_PREFIX ?? '',
  };
}

export interface JobOptions {
  /**
   * How long a claim holds a job without renewal. A running job renews it every heartbeat, so only a
   * dead or stalled worker's job waits this long before another worker takes it again.
   */
  leaseMs: number;
  /** How often a running job renews its lease: a few beats fit in one lease. */
  heartbeatMs: number;
  /** How often an idle worker looks for jobs. */
  pollMs: number;
}

/**
 * LEXDESK_JOB_LEASE_MS and LEXDESK_JOB_HEARTBEAT_MS (whole milliseconds): the fault tests and benches shorten the
 * lease so that a killed process's job is taken again within seconds; production keeps the defaults. A heartbeat
 * not under the lease would let a running job's claim lapse: refused at start.
 */
export function jobOptionsFromEnv(env: NodeJS.ProcessEnv): Partial<JobOptions> {
  const milliseconds = (name: string): number | undefined => {
    const value = env[name]?.trim();
    if (!value) return undefined;
    if (!/^[0-9]{1,9}$/.test(value) || Number(value) < 100) throw new Error(`${name}: expected milliseconds (>= 100)`);
    return Number(value);
  };
  const leaseMs = milliseconds('LEXDESK_JOB_LEASE_MS');
  const heartbeatMs = milliseconds('LEXDESK_JOB_HEARTBEAT_MS') ?? (leaseMs === undefined ? undefined : leaseMs / 3);
  if (heartbeatMs !== undefined && heartbeatMs >= (leaseMs ?? 30_000))
    throw new Error('LEXDESK_JOB_HEARTBEAT_MS: expected less than the lease (LEXDESK_JOB_LEASE_MS, 30000 by default)');
  return { leaseMs, heartbeatMs: heartbeatMs === undefined ? undefined : Math.ceil(heartbeatMs) };
}

export interface MailOptions {
  /** Tries of one mail (10: with the delays below, about two hours of SMTP outage). */
  maxAttempts: number;
  /** Delay after the first failed try, doubled after each next one... */
  retryBaseMs: number;
  /** ...up to this. */
  retryMaxMs: number;
}

export interface StorageLimits {
  /** Bytes of documents one firm may hold; the public intake form refuses files past it. */
  firmQuotaBytes: number;
  /** Uploads are refused (503) while the data directory's disk has less free space than this. */
  minFreeDiskBytes: number;
}

// proxy-addr's names for well-known ranges.
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^[0-9]{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * LEXDESK_TRUST_PROXY: unset, empty or 0 trusts nobody; a whole number is a hop count
 * (`1`: one reverse proxy); otherwise a comma-separated list of proxy addresses, CIDR ranges or
 * `loopback`/`linklocal`/`uniquelocal`. Anything else (`true`, a host name) is refused at start.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy | undefined {
  const text = value?.trim() ?? '';
  if (text === '' || text === '0') return undefined;
  if (/^[0-9]+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  const invalid = entries.filter((entry) => !isProxyAddress(entry));
  if (invalid.length > 0) {
    throw new Error(
      `LEXDESK_TRUST_PROXY: expected a hop count or proxy addresses/CIDRs, got ${JSON.stringify(invalid)}`,
    );
  }
  return entries;
}

/** Fastify's trustProxy option for `trustProxy`: never `true` (every hop), even from untyped callers. */
export function fastifyTrustProxy(
  trustProxy: TrustProxy | undefined,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (trustProxy === undefined) return false;
  if (typeof trustProxy === 'number') {
    if (!Number.isInteger(trustProxy) || trustProxy < 0) throw new Error('trustProxy: expected a hop count');
    if (trustProxy === 0) return false;
    // Fastify 5.12 ignores a numeric trustProxy (it then trusts no hop at all, so every client
    // would share the proxy's address and its rate limits): a hop count is given as a function.
    return (_address, hop) => hop < trustProxy;
  }
  if (!Array.isArray(trustProxy) || !trustProxy.every((entry) => typeof entry === 'string' && isProxyAddress(entry)))
    throw new Error('trustProxy: expected a hop count or proxy addresses/CIDRs');
  return [...trustProxy];
}

export interface AppConfig {
  dataDir: string;
  databaseUrl: string | undefined;
  seed: 'demo' | 'none';
  publicUrl: string;
  webRoot: string | undefined;
  secureCookies: boolean;
  rateLimits: RateLimitOptions;
  budgets: BudgetOptions;
  devStyles: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  now: () => Date;
  remotesOverride: Record<string, string>;
  storage: StorageLimits;
  s3: S3Settings | undefined;
  documents: DocumentOptions;
  jobs: JobOptions;
  mail: MailOptions;
  billing: BillingSettings | undefined;
  /** The operator's details as the legal notice shows them (resolveOperator). */
  operator: OperatorIdentity;
  llm: LlmSettings | undefined;
}

export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
export const TRIAL_MS = 30 * 24 * 60 * 60 * 1000;
/** At most one password-reset mail per account within this delay. */
export const PASSWORD_RESET_MAIL_INTERVAL_MS = 60 * 1000;

/**
 * A warning for `npm start` when the app is served over plain http at an address other than this machine:
 * cookies then travel unencrypted and are not marked Secure, and no HSTS is sent.
 */
export function plainHttpWarning(publicUrl: string): string | undefined {
  const url = new URL(publicUrl);
  if (url.protocol !== 'http:') return undefined;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host === '::1' || /^127\./.test(host)) return undefined;
  return (
    `LEXDESK_PUBLIC_URL is ${url.origin}: served over plain http, session cookies are not Secure and no HSTS ` +
    'is sent. Behind a TLS proxy set LEXDESK_PUBLIC_URL=https://… and LEXDESK_TRUST_PROXY (see README, Deploy).'
  );
}

/** The entries whose value is not undefined: an unset environment variable keeps the default. */
function definedOnly<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}

export function resolveConfig(options: AppOptions): AppConfig {
  const publicUrl = (options.publicUrl ?? 'http://localhost:8080').replace(/\/+$/, '');
  const { identity: operator } = resolveOperator(options.operator, {
    mail: Boolean(options.smtpUrl),
    storage: options.s3 !== undefined,
  });
  return {
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl || undefined,
    seed: options.seed ?? 'demo',
    publicUrl,
    webRoot: options.webRoot,
    secureCookies: options.secureCookies ?? publicUrl.startsWith('https:'),
    rateLimits: {
      perEmail: 5,
      perIp: 30,
      windowMs: 60_000,
      perAccount: 10,
      accountWindowMs: 15 * 60_000,
      csrfPerIp: 60,
      intakePerIp: 10,
      intakeWindowMs: 10 * 60_000,
      ...options.rateLimits,
    },
    budgets: { ...DEFAULT_BUDGETS, ...definedOnly(options.budgets ?? {}) },
    devStyles: options.devStyles ?? false,
    smtpUrl: options.smtpUrl || undefined,
    mailFrom: options.mailFrom ?? `LexDesk <no-reply@${new URL(publicUrl).hostname}>`,
    now: options.now ?? (() => new Date()),
    remotesOverride: options.remotesOverride ?? {},
    storage: { firmQuotaBytes: 2 * 1024 ** 3, minFreeDiskBytes: 1024 ** 3, ...options.storage },
    s3: options.s3,
    documents: {
      maxUploadBytes: 50 * 1024 ** 2,
      maxDocxUnpackedBytes: 200 * 1024 ** 2,
      maxDocxEntries: 2000,
      inProcessWorker: true,
      maxJobAttempts: 3,
      extractionTimeoutMs: 120_000,
      ...definedOnly(options.documents ?? {}),
    },
    jobs: { leaseMs: 30_000, heartbeatMs: 10_000, pollMs: 1000, ...definedOnly(options.jobs ?? {}) },
    mail: { maxAttempts: 10, retryBaseMs: 15_000, retryMaxMs: 60 * 60_000, ...definedOnly(options.mail ?? {}) },
    billing: options.billing,
    operator,
    llm: options.llm,
  };
}
