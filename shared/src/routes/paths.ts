// The shell's route names and the URL of each, in one place: the shell's route table is built from these
// patterns and every app writes a link with a builder below, never a path as a string (a remote only knows
// the shell's URLs through this module). Pure: no React, no router, no window (the domain uses it too).

export const ROUTE_NAMES = [
  'Login',
  'Forgot',
  'Register',
  'Subscribe',
  'Reset',
  'Welcome',
  'Legals',
  'Guide',
  'Intake',
  'LegalCases',
  'MyCases',
  'AllCases',
  'LegalCase',
  'LCDemand',
  'LCLitigeantDocuments',
  'LCOfficeDocuments',
  'LCJuridicalDocuments',
  'MyDocuments',
  'JuridicalDocuments',
  'Offices',
  'Office',
  'Informations',
  'Lawyers',
  'Policies',
  'AccessLog',
  'Applications',
  'OfficeSubscription',
  'Account',
  'Profile',
  'Categories',
  'CategoriesList',
  'CategoriesUpdate',
  'CategoriesDetail',
  'Subscription',
  'SubscriptionOptions',
  'SubscriptionPayment',
  'SubscriptionBilling',
  'SubscriptionRecap',
  'Admin',
  'Process',
  'Faileds',
  'Tagging',
  'Anonymisation',
  'Search',
  'NotFound',
] as const;

export type RouteName = (typeof ROUTE_NAMES)[number];

/**
 * The absolute path pattern of every route (":token"-style params), as react-router matches it. Offices only
 * groups the office pages (no path of its own); NotFound matches anything else.
 */
export const ROUTE_PATTERNS = {
  Login: '/',
  Forgot: '/forgot',
  Register: '/register',
  Subscribe: '/subscribe',
  Reset: '/reset',
  Welcome: '/welcome',
  Legals: '/legals',
  Guide: '/guides/:guide',
  Intake: '/intake',
  LegalCases: '/legal-cases',
  MyCases: '/legal-cases/my-cases',
  AllCases: '/legal-cases/all-cases',
  LegalCase: '/legal-case/:token',
  LCDemand: '/legal-case/:token/demand',
  LCLitigeantDocuments: '/legal-case/:token/litigeant-documents',
  LCOfficeDocuments: '/legal-case/:token/office-documents',
  LCJuridicalDocuments: '/legal-case/:token/juridical-documents',
  MyDocuments: '/my-documents',
  JuridicalDocuments: '/juridical-documents',
  Offices: null,
  Office: '/office',
  Informations: '/office/informations',
  Lawyers: '/office/lawyers',
  Policies: '/office/policies',
  AccessLog: '/office/access-log',
  Applications: '/account/applications',
  OfficeSubscription: '/office/subscription',
  Account: '/account',
  Profile: '/account/profile',
  Categories: '/account/categories',
  CategoriesList: '/account/categories/list',
  CategoriesUpdate: '/account/categories/update',
  CategoriesDetail: '/account/categories/:id',
  Subscription: '/subscription',
  SubscriptionOptions: '/subscription/plans',
  SubscriptionPayment: '/subscription/payment',
  SubscriptionBilling: '/subscription/billing',
  SubscriptionRecap: '/subscription/recap',
  Admin: '/admin',
  Process: '/process',
  Faileds: '/faileds',
  Tagging: '/tagging',
  Anonymisation: '/anonymisation',
  Search: '/search',
  NotFound: '*',
} as const satisfies Record<RouteName, string | null>;

/** The routes a user can be sent to: every one but the pathless group and the catch-all. */
export type PathRouteName = Exclude<RouteName, 'Offices' | 'NotFound'>;

/** The query parameter of Login naming where to go after signing in (kept only when safe: safeRedirectTarget). */
export const LOGIN_REDIRECT_PARAM = 'redirect';

/** The query parameters of the intake form (firms embed `/intake?uuid=&lawCase=&lang=`). */
export const INTAKE_PARAMS = { uuid: 'uuid', lawCase: 'lawCase', lang: 'lang' } as const;

/** The sections of the legal notices page, each an anchor of it. */
export const LEGAL_SECTIONS = ['terms', 'privacy', 'cookies', 'notices', 'documentation'] as const;
export type LegalSection = (typeof LEGAL_SECTIONS)[number];

/** The guides the legal page's Documentation section links to, each a page of its own (`/guides/onboarding`). */
export const GUIDES = ['onboarding', 'intake-widget', 'library'] as const;
export type GuideName = (typeof GUIDES)[number];

export interface LoginQuery {
  /** Where to go once signed in (a path of this site). */
  redirect?: string | null;
}

export interface IntakeQuery {
  /** The firm's uuid. */
  uuid: string;
  /** The law case chosen beforehand; empty lets the litigant choose. */
  lawCase?: number | string | null;
  lang?: string | null;
}

/** An invitation link (the lawyer's address, the firm's name and the invitee's name prefill the form). */
export interface RegisterQuery {
  token?: string;
  email?: string;
  client?: string;
  name?: string;
}

export interface ResetQuery {
  token?: string;
  email?: string;
}

export interface PageQuery {
  /** 1-based page of a paginated list; page 1 is left out of the URL. */
  page?: number;
}

/** A case list's state in its URL (contract 1.4): the page and the closed-cases toggle (`?closed=1`). */
export interface CaseListQuery extends PageQuery {
  /** Closed and refused cases shown; false is left out of the URL. */
  closed?: boolean;
}

export interface TokenParams {
  token: string;
}

export interface IdParams {
  id: number | string;
}

type QueryValues = Readonly<Record<string, string | number | null | undefined>>;

/** The query string of a URL, with a leading "?", or "" when every value is empty. Key order is kept. */
function queryString(values: QueryValues | undefined, keepEmpty: readonly string[] = []): string {
  if (!values) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) {
      if (keepEmpty.includes(key)) params.set(key, '');
      continue;
    }
    const text = String(value);
    if (text !== '' || keepEmpty.includes(key)) params.set(key, text);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A pattern with its params filled, each encoded (a token never breaks out of its segment). */
function fill(pattern: string, params: Readonly<Record<string, string | number>>): string {
  return pattern.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined || value === '') throw new Error(`Path ${pattern} needs its ${key}`);
    return encodeURIComponent(String(value));
  });
}

const pageQuery = (query?: PageQuery): string =>
  queryString({ page: query?.page !== undefined && query.page > 1 ? query.page : undefined });

const caseListQuery = (query?: CaseListQuery): string =>
  queryString({
    page: query?.page !== undefined && query.page > 1 ? query.page : undefined,
    closed: query?.closed ? 1 : undefined,
  });

/**
 * One builder per route: `pathTo.LegalCase({ token })`, `pathTo.Login({ redirect })`. What they return is
 * what the router matches (a test of the shell checks each against the route table).
 */
export const pathTo = {
  Login: (query?: LoginQuery): string =>
    `${ROUTE_PATTERNS.Login}${queryString({ [LOGIN_REDIRECT_PARAM]: query?.redirect })}`,
  Forgot: (): string => ROUTE_PATTERNS.Forgot,
  Register: (query?: RegisterQuery): string => `${ROUTE_PATTERNS.Register}${queryString({ ...query })}`,
  Subscribe: (): string => ROUTE_PATTERNS.Subscribe,
  Reset: (query?: ResetQuery): string => `${ROUTE_PATTERNS.Reset}${queryString({ ...query })}`,
  Welcome: (): string => ROUTE_PATTERNS.Welcome,
  /** The legal notices, at one section when given (`/legals#terms`). */
  Legals: (section?: LegalSection): string => (section ? `${ROUTE_PATTERNS.Legals}#${section}` : ROUTE_PATTERNS.Legals),
  /** One of the guides for firms (issue 22). */
  Guide: (params: { guide: GuideName }): string => ROUTE_PATTERNS.Guide.replace(':guide', params.guide),
  /** The firm's intake form; lawCase stays in the URL even when empty (the form's documented shape). */
  Intake: (query: IntakeQuery): string =>
    `${ROUTE_PATTERNS.Intake}${queryString(
      { [INTAKE_PARAMS.uuid]: query.uuid, [INTAKE_PARAMS.lawCase]: query.lawCase, [INTAKE_PARAMS.lang]: query.lang },
      [INTAKE_PARAMS.lawCase],
    )}`,
  LegalCases: (): string => ROUTE_PATTERNS.LegalCases,
  MyCases: (query?: CaseListQuery): string => `${ROUTE_PATTERNS.MyCases}${caseListQuery(query)}`,
  AllCases: (query?: CaseListQuery): string => `${ROUTE_PATTERNS.AllCases}${caseListQuery(query)}`,
  LegalCase: (params: TokenParams): string => fill(ROUTE_PATTERNS.LegalCase, { ...params }),
  LCDemand: (params: TokenParams): string => fill(ROUTE_PATTERNS.LCDemand, { ...params }),
  LCLitigeantDocuments: (params: TokenParams): string => fill(ROUTE_PATTERNS.LCLitigeantDocuments, { ...params }),
  LCOfficeDocuments: (params: TokenParams): string => fill(ROUTE_PATTERNS.LCOfficeDocuments, { ...params }),
  LCJuridicalDocuments: (params: TokenParams): string => fill(ROUTE_PATTERNS.LCJuridicalDocuments, { ...params }),
  MyDocuments: (): string => ROUTE_PATTERNS.MyDocuments,
  JuridicalDocuments: (): string => ROUTE_PATTERNS.JuridicalDocuments,
  Office: (): string => ROUTE_PATTERNS.Office,
  Informations: (): string => ROUTE_PATTERNS.Informations,
  Lawyers: (): string => ROUTE_PATTERNS.Lawyers,
  Policies: (): string => ROUTE_PATTERNS.Policies,
  AccessLog: (): string => ROUTE_PATTERNS.AccessLog,
  Applications: (): string => ROUTE_PATTERNS.Applications,
  OfficeSubscription: (): string => ROUTE_PATTERNS.OfficeSubscription,
  Account: (): string => ROUTE_PATTERNS.Account,
  Profile: (): string => ROUTE_PATTERNS.Profile,
  Categories: (): string => ROUTE_PATTERNS.Categories,
  CategoriesList: (query?: PageQuery): string => `${ROUTE_PATTERNS.CategoriesList}${pageQuery(query)}`,
  CategoriesUpdate: (): string => ROUTE_PATTERNS.CategoriesUpdate,
  CategoriesDetail: (params: IdParams): string => fill(ROUTE_PATTERNS.CategoriesDetail, { ...params }),
  Subscription: (): string => ROUTE_PATTERNS.Subscription,
  SubscriptionOptions: (): string => ROUTE_PATTERNS.SubscriptionOptions,
  SubscriptionPayment: (): string => ROUTE_PATTERNS.SubscriptionPayment,
  SubscriptionBilling: (): string => ROUTE_PATTERNS.SubscriptionBilling,
  SubscriptionRecap: (): string => ROUTE_PATTERNS.SubscriptionRecap,
  Admin: (): string => ROUTE_PATTERNS.Admin,
  Process: (): string => ROUTE_PATTERNS.Process,
  Faileds: (): string => ROUTE_PATTERNS.Faileds,
  Tagging: (): string => ROUTE_PATTERNS.Tagging,
  /** The anonymisation review of one document (contract 2.3; issue 26). */
  Anonymisation: (query: { token: string }): string =>
    `${ROUTE_PATTERNS.Anonymisation}${queryString({ token: query.token })}`,
  Search: (): string => ROUTE_PATTERNS.Search,
} as const satisfies Record<PathRouteName, (...args: never[]) => string>;
