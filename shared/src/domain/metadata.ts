// The metadata form's conditional rules (specification 001, section 5 "Metadata form") and the checks the server
// repeats on save (POST /api/documents/update-labelling answers 422 with these field errors): which fields apply
// to a document of a given type, country, nature, jurisdiction type and name, and whether the values are known
// codes, real dates and well-formed ECLIs. The form shows the applicable fields only; the server refuses a value
// in a field that does not apply rather than storing what no screen shows.
import type { DocumentMetadata } from '../wire';
import { jurisdictionByCode } from './jurisdictions';
import { isReferenceCode, type ReferenceListName, JURISDICTION_TYPES, type JurisdictionType } from './referenceLists';

export type MetadataField = keyof DocumentMetadata;
/** The metadata as forms and the server handle it: every field optional. */
export type Metadata = Partial<DocumentMetadata>;

/** Every field of the specification's "Document metadata", in its order. */
export const METADATA_FIELDS = [
  'name',
  'type',
  'country',
  'language',
  'source',
  'lawyerSource',
  'visibility',
  'anonymous',
  'lawcases',
  'reference',
  'title',
  'nature',
  'legislationDate',
  'collection',
  'publicationDate',
  'linkedCollection',
  'jurisdictionType',
  'jurisdictionSection',
  'jurisdictionName',
  'jurisdictionAuthor',
  'pronouncedDate',
  'roomNumber',
  'roomNature',
  'number',
  'roleNumber',
  'ecli',
  'subdivision',
  'stopNumber',
  'stopSubdivision',
  'authorFirstname',
  'authorLastname',
  'edition',
  'location',
  'publishingHouse',
  'journalName',
  'tome',
  'year',
  'decisionReference',
  'publicationType',
  'redactionDate',
  'institution',
  'abbr',
  'journalSerie',
  'journalNumber',
  'journalDate',
  'date',
] as const satisfies readonly MetadataField[];

/** The fields every document has, whatever its type. */
export const COMMON_METADATA_FIELDS = [
  'name',
  'type',
  'country',
  'language',
  'source',
  'lawyerSource',
  'visibility',
  'anonymous',
  'lawcases',
  'reference',
] as const satisfies readonly MetadataField[];

/** The fields holding a date (YYYY-MM-DD). */
export const METADATA_DATE_FIELDS = [
  'legislationDate',
  'publicationDate',
  'pronouncedDate',
  'redactionDate',
  'journalDate',
  'date',
] as const satisfies readonly MetadataField[];

/** Belgian legislation's collection when none is chosen. */
export const DEFAULT_COLLECTION = 'mb';

/** The jurisdiction types whose decisions are cited by their number (and whose subdivision is a decision's part). */
export const NUMBERED_DECISION_TYPES: readonly JurisdictionType[] = ['c-e', 'c-const'];

/** The document types described by their author and redaction date only. */
export const AUTHORED_DOCUMENT_TYPES = ['contract', 'document', 'note', 'conclusion', 'quote'] as const;

/** The fields a doctrine document adds to its nature, authors, title and year, by nature. */
export const DOCTRINE_FIELDS_BY_NATURE: Readonly<Record<string, readonly MetadataField[]>> = {
  monograph: ['edition', 'tome', 'location', 'publishingHouse', 'subdivision'],
  'legal-encyclopedia': ['journalName', 'tome', 'location', 'publishingHouse', 'subdivision'],
  periodicals: ['journalName', 'tome', 'subdivision'],
  'stop-note': ['journalName', 'tome', 'subdivision', 'stopNumber', 'stopSubdivision'],
  'jurisprudence-review': ['journalName', 'tome', 'subdivision'],
  study: ['journalName', 'location', 'publishingHouse', 'subdivision'],
  publication: ['publicationType', 'number', 'date'],
};

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** Whether a field holds something (a blank text, an empty list, null: nothing). */
export function hasValue(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.some((item) => hasValue(item));
  return true;
}

/** Which list a `nature` is a code of, for this type and country; null when no nature applies. */
export function natureListFor(metadata: Metadata): ReferenceListName | null {
  const type = text(metadata.type);
  const country = text(metadata.country);
  if (type === 'legislation' && country === 'be') return 'belgianLegislationNatures';
  if (type === 'legislation' && country === 'eu') return 'euLegislationNatures';
  if (type === 'doctrine') return 'doctrineNatures';
  return null;
}

/**
 * The fields the form shows and the server accepts for this metadata, from its type, country, nature,
 * jurisdiction type and name, and source.
 */
export function applicableFields(metadata: Metadata): Set<MetadataField> {
  const fields = new Set<MetadataField>(COMMON_METADATA_FIELDS);
  // The provider's own documents have no lawyer source (the select is disabled).
  if (text(metadata.source) === 'lexdesk') fields.delete('lawyerSource');
  const add = (...names: MetadataField[]) => names.forEach((name) => fields.add(name));
  const type = text(metadata.type);
  const country = text(metadata.country);
  if (type === 'legislation') {
    if (country === 'be') {
      add('title', 'nature', 'legislationDate', 'collection', 'publicationDate', 'linkedCollection');
      add('edition', 'subdivision');
    } else if (country === 'eu') {
      add('nature', 'institution', 'date', 'title', 'number', 'abbr', 'journalSerie', 'journalNumber', 'journalDate');
      add('subdivision');
    } else if (country !== '') {
      add('title', 'legislationDate', 'publicationDate');
    }
  } else if (type === 'jurisprudence') {
    add('pronouncedDate', 'number', 'roleNumber', 'ecli', 'subdivision', 'journalName', 'year', 'decisionReference');
    if (country === 'be') {
      add('jurisdictionType', 'jurisdictionName', 'roomNumber', 'roomNature');
      const jurisdictionType = text(metadata.jurisdictionType);
      if (jurisdictionType === 'trib') add('jurisdictionSection');
      if (jurisdictionType === 'adm' && text(metadata.jurisdictionName) === 'adp') add('jurisdictionAuthor');
    } else if (country !== '') {
      add('title');
    }
  } else if (type === 'doctrine') {
    add('nature', 'authorFirstname', 'authorLastname', 'title', 'year');
    add(...(DOCTRINE_FIELDS_BY_NATURE[text(metadata.nature)] ?? []));
  } else if ((AUTHORED_DOCUMENT_TYPES as readonly string[]).includes(type)) {
    add('authorFirstname', 'authorLastname', 'redactionDate');
  }
  return fields;
}

// ---- Values ----

/** Message keys of the field errors (translated by the API's catalogue and mf-library's). */
export const METADATA_ERRORS = {
  /** A value in a field that does not belong to the chosen type, country, nature or jurisdiction. */
  notApplicable: 'metadata_not_applicable',
  /** A code that is not in its list. */
  unknownCode: 'metadata_unknown_code',
  /** A jurisdiction of another type than the chosen jurisdiction type. */
  jurisdictionType: 'metadata_jurisdiction_type',
  date: 'field_date',
  required: 'field_required',
  invalid: 'field_invalid',
  /** Not ECLI:<country>:<court>:<year>:<number> (ECLI:BE:... for a Belgian decision). */
  ecli: 'metadata_ecli',
  /** An ECLI whose court code is not a Belgian court's, or not the chosen court's. */
  ecliCourt: 'metadata_ecli_court',
  /** An ECLI whose year is not the pronouncement's. */
  ecliYear: 'metadata_ecli_year',
  /** Authors' first and last names that do not pair up. */
  authors: 'metadata_authors',
} as const;
export type MetadataErrorKey = (typeof METADATA_ERRORS)[keyof typeof METADATA_ERRORS];
export type MetadataErrors = Partial<Record<MetadataField, MetadataErrorKey[]>>;

/** A real calendar day written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export interface Ecli {
  country: string;
  court: string;
  year: number;
  number: string;
}

/** An ECLI read (case-insensitive, as the standard says; spaces around the colons tolerated), or null. */
export function parseEcli(value: string): Ecli | null {
  const match = /^ECLI:([A-Z]{2}):([A-Z0-9.]{1,7}):(\d{4}):([A-Z0-9.]{1,25})$/.exec(
    value
      .trim()
      .toUpperCase()
      .replace(/\s*:\s*/g, ':'),
  );
  if (!match) return null;
  return { country: match[1] ?? '', court: match[2] ?? '', year: Number(match[3]), number: match[4] ?? '' };
}

/** The instance codes of the courts below the supreme ones, French then Dutch (then a three-letter place). */
export const BELGIAN_ECLI_INSTANCE_CODES = [
  ['CA', 'HB'],
  ['CT', 'AH'],
  ['PI', 'EA'],
  ['TT', 'AR'],
  ['TE', 'OR'],
] as const;
const INSTANCE_CODE = /^(CA|HB|CT|AH|PI|EA|TT|AR|TE|OR)([A-Z]{3})$/;
/** Codes of their own: the supreme courts and the bodies publishing in JUPORTAL (GBAPD: Data Protection Authority). */
const OWN_ECLI_CODES = new Set(['CASS', 'GHCC', 'RVSCE', 'GBAPD']);

/** A Belgian ECLI court code: a supreme court's or body's, or an instance code and a place. */
export function isBelgianEcliCourt(code: string): boolean {
  return OWN_ECLI_CODES.has(code) || INSTANCE_CODE.test(code);
}

/** The same court in its other language (CABRL and HBBRL), or the same code. */
function sameEcliCourt(expected: string, actual: string): boolean {
  if (expected === actual) return true;
  const wanted = INSTANCE_CODE.exec(expected);
  const given = INSTANCE_CODE.exec(actual);
  if (!wanted || !given || wanted[2] !== given[2]) return false;
  return BELGIAN_ECLI_INSTANCE_CODES.some((pair) =>
    [wanted[1], given[1]].every((instance) => (pair as readonly string[]).includes(instance ?? '')),
  );
}

const CODE_LISTS: Partial<Record<MetadataField, ReferenceListName>> = {
  type: 'documentTypes',
  country: 'countries',
  language: 'languages',
  source: 'sources',
  visibility: 'visibilities',
  anonymous: 'anonymous',
  collection: 'collections',
  jurisdictionType: 'jurisdictionTypes',
  jurisdictionSection: 'jurisdictionSections',
  jurisdictionAuthor: 'jurisdictionAuthors',
  roomNature: 'roomNatures',
  publicationType: 'publicationTypes',
  institution: 'euInstitutions',
  abbr: 'euJournals',
};

/**
 * The metadata's field errors, as message keys (empty: valid). A field that does not apply gets only
 * `metadata_not_applicable`; the value checks concern the fields that apply.
 */
export function validateMetadata(metadata: Metadata): MetadataErrors {
  const errors: MetadataErrors = {};
  const fail = (field: MetadataField, key: MetadataErrorKey) => {
    (errors[field] ??= []).push(key);
  };
  const applicable = applicableFields(metadata);
  for (const field of METADATA_FIELDS) {
    if (hasValue(metadata[field]) && !applicable.has(field)) fail(field, METADATA_ERRORS.notApplicable);
  }
  const checked = (field: MetadataField) => applicable.has(field) && hasValue(metadata[field]) && !errors[field];

  for (const [field, list] of Object.entries(CODE_LISTS) as [MetadataField, ReferenceListName][]) {
    if (checked(field) && !isReferenceCode(list, text(metadata[field]))) fail(field, METADATA_ERRORS.unknownCode);
  }
  const natureList = natureListFor(metadata);
  if (checked('nature') && natureList && !isReferenceCode(natureList, text(metadata.nature))) {
    fail('nature', METADATA_ERRORS.unknownCode);
  }
  for (const field of METADATA_DATE_FIELDS) {
    if (checked(field) && !isIsoDate(text(metadata[field]))) fail(field, METADATA_ERRORS.date);
  }

  const jurisdictionType = text(metadata.jurisdictionType);
  const court = jurisdictionByCode(text(metadata.jurisdictionName));
  if (checked('jurisdictionName')) {
    if (!court) fail('jurisdictionName', METADATA_ERRORS.unknownCode);
    else if ((JURISDICTION_TYPES as readonly string[]).includes(jurisdictionType) && court.type !== jurisdictionType) {
      fail('jurisdictionName', METADATA_ERRORS.jurisdictionType);
    }
  }
  if (
    applicable.has('number') &&
    metadata.type === 'jurisprudence' &&
    NUMBERED_DECISION_TYPES.includes(jurisdictionType as JurisdictionType) &&
    !hasValue(metadata.number)
  ) {
    fail('number', METADATA_ERRORS.required);
  }

  if (checked('ecli')) {
    const ecli = parseEcli(text(metadata.ecli));
    const belgian = text(metadata.country) === 'be';
    if (!ecli || (belgian && ecli.country !== 'BE')) {
      fail('ecli', METADATA_ERRORS.ecli);
    } else if (ecli.country === 'BE') {
      if (!isBelgianEcliCourt(ecli.court) || (court?.ecli && !sameEcliCourt(court.ecli, ecli.court))) {
        fail('ecli', METADATA_ERRORS.ecliCourt);
      }
      const pronounced = text(metadata.pronouncedDate);
      if (isIsoDate(pronounced) && Number(pronounced.slice(0, 4)) !== ecli.year) fail('ecli', METADATA_ERRORS.ecliYear);
    }
  }

  if (checked('year') && !/^\d{4}(-\d{2}(\d{2})?)?$/.test(text(metadata.year))) fail('year', METADATA_ERRORS.invalid);
  if (checked('edition') && !/^[1-9]\d{0,2}$/.test(text(metadata.edition))) fail('edition', METADATA_ERRORS.invalid);

  if (applicable.has('authorLastname')) {
    const firstNames = metadata.authorFirstname ?? [];
    const lastNames = metadata.authorLastname ?? [];
    // Last names alone are fine (no first names known); otherwise the lists pair up, and a first name has its name.
    const paired =
      (firstNames.length === 0 || firstNames.length === lastNames.length) &&
      firstNames.every((firstName, index) => !hasValue(firstName) || hasValue(lastNames[index]));
    if (!paired && !errors.authorLastname && !errors.authorFirstname) fail('authorLastname', METADATA_ERRORS.authors);
  }
  return errors;
}

/** The metadata as stored: texts trimmed, an ECLI in capitals; empty texts kept empty (the form's own state). */
export function normalizeMetadata<M extends Metadata>(metadata: M): M {
  const normalized: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(metadata)) {
    if (typeof value === 'string') normalized[field] = value.trim();
    else if (Array.isArray(value))
      normalized[field] = value.map((item: unknown) => (typeof item === 'string' ? item.trim() : item));
    else normalized[field] = value;
  }
  if (typeof normalized.ecli === 'string') normalized.ecli = normalized.ecli.toUpperCase().replace(/\s*:\s*/g, ':');
  return normalized as M;
}
