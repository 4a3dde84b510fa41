// The library's reference lists (specification 2, section 9), shared by the API's checks, its search filter
// definitions (`GET /api/structures/{name}`) and the library screens. Values are stable codes: screens
// translate them, the database stores them.

export const DOCUMENT_TYPES = [
  'doctrine',
  'jurisprudence',
  'legislation',
  'contract',
  'document',
  'quote',
  'note',
  'conclusion',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const DOCUMENT_COUNTRIES = ['be', 'fr', 'lu', 'de', 'nl', 'eu', 'int'] as const;
export type DocumentCountry = (typeof DOCUMENT_COUNTRIES)[number];

export const DOCUMENT_LANGUAGES = ['de', 'en', 'fr', 'lu', 'nl'] as const;
export type DocumentLanguage = (typeof DOCUMENT_LANGUAGES)[number];

export const DOCUMENT_VISIBILITIES = ['public', 'private'] as const;
export type DocumentVisibility = (typeof DOCUMENT_VISIBILITIES)[number];

/**
 * The metadata's `source`: the provider's back office (the specification's "{product}", so `lexdesk`) or a
 * firm's lawyer. (The documents' stored origin, `DOCUMENT_ORIGINS` of the contract, says `provider`.)
 */
export const DOCUMENT_SOURCES = ['lexdesk', 'lawyer'] as const;
export type DocumentSource = (typeof DOCUMENT_SOURCES)[number];

/** The natures of Belgian legislation (the search's nature filter, shown for country be and type legislation). */
export const BELGIAN_LEGISLATION_NATURES = [
  'const',
  'l-spec',
  'loi',
  'ar-g',
  'al-pouv-extr',
  'al-n',
  'ar',
  'am',
  'acc-coop',
  'd-spec',
  'd-spec-comm-fl',
  'd-spec-comm-fr',
  'reg-w',
  'decr',
  'c-c-fr',
  'decr-comm-fl',
  'decr-comm-fr',
  'decr-comm-germ',
  'decr-reg-fl',
  'decr-reg-w',
  'ord',
  'ord-reg-brux-cap',
  'c-c-c',
  'ag-comm-fr',
  'ag-comm-germ',
  'ag-fl',
  'ag-reg-brux-cap',
  'ag-fr',
] as const;
export type BelgianLegislationNature = (typeof BELGIAN_LEGISLATION_NATURES)[number];

export const DOCTRINE_NATURES = [
  'monograph',
  'legal-encyclopedia',
  'periodicals',
  'stop-note',
  'jurisprudence-review',
  'study',
  'publication',
] as const;
export type DoctrineNature = (typeof DOCTRINE_NATURES)[number];

export const EU_LEGISLATION_NATURES = ['regl', 'dir', 'rec', 'dec'] as const;
export type EuLegislationNature = (typeof EU_LEGISLATION_NATURES)[number];

/** The scopes of the lists and the search: the firm's own, other sources' processed public ones, a case's. */
export const DOCUMENT_SCOPES = ['cabinet', 'others', 'case'] as const;
export type DocumentScope = (typeof DOCUMENT_SCOPES)[number];

/** The status filters of the lists (Admin, Process, Faileds). */
export const DOCUMENT_STATUS_FILTERS = ['processed', 'pending|success', 'failure'] as const;
export type DocumentStatusFilter = (typeof DOCUMENT_STATUS_FILTERS)[number];

/** The search's nature and legislation date filters apply to Belgian legislation only. */
export const BELGIAN_LEGISLATION_FILTER = { country: 'be', type: 'legislation' } as const;

/** Characters of a search's free text that are read; the rest is ignored (never an error). */
export const SEARCH_TERMS_READ_LENGTH = 500;
