// The search forms' filter definitions (GET /api/structures/{name}; specification 001, "Search filter
// definition"): the API answers them and mf-library shows them while the call loads or fails. Labels, placeholders,
// titles and option labels are message keys of mf-library's catalogue.
import type { FilterDefinition } from '../wire';
import {
  BELGIAN_LEGISLATION_FILTER,
  BELGIAN_LEGISLATION_NATURES,
  DOCTRINE_NATURES,
  DOCUMENT_COUNTRIES,
  DOCUMENT_TYPES,
  DOCUMENT_VISIBILITIES,
} from './documents';
import { AUTHORED_DOCUMENT_TYPES, DOCTRINE_FIELDS_BY_NATURE, type MetadataField } from './metadata';
import { REFERENCE_LIST_CODES, type ReferenceListName } from './referenceLists';

const FILTER_KEY = 'library.filters';

function filter(
  component: FilterDefinition['component'],
  data: string,
  type: FilterDefinition['type'],
  values: readonly string[] = [],
): FilterDefinition {
  return {
    component,
    data,
    label: `${FILTER_KEY}.${data}.label`,
    placeholder: `${FILTER_KEY}.${data}.placeholder`,
    type,
    options: values.map((value) => ({ value, label: optionLabelKey(data, value) })),
    conditional: [],
    title: '',
    fields: [],
  };
}

/** The search forms by name: `documents` (the lists' search sidebar), `admin-documents` (the Search screen). */
export const STRUCTURE_NAMES = ['documents', 'admin-documents'] as const;
export type StructureName = (typeof STRUCTURE_NAMES)[number];

export function searchStructure(name: StructureName): FilterDefinition[] {
  const terms = filter('input', 'terms', 'text');
  const type = filter('select', 'type', 'select', DOCUMENT_TYPES);
  if (name === 'admin-documents') {
    return [terms, type, filter('select', 'visibility', 'select', DOCUMENT_VISIBILITIES)];
  }
  const belgianLegislation: FilterDefinition = {
    ...filter('block', '', 'block'),
    label: `${FILTER_KEY}.belgianLegislation.label`,
    placeholder: '',
    title: `${FILTER_KEY}.belgianLegislation.title`,
    conditional: Object.entries(BELGIAN_LEGISLATION_FILTER).map(([data, value]) => ({ data, value })),
    fields: [
      filter('select', 'nature', 'select', BELGIAN_LEGISLATION_NATURES),
      filter('input', 'legislationDate', 'date'),
    ],
  };
  return [terms, type, filter('select', 'country', 'select', DOCUMENT_COUNTRIES), belgianLegislation];
}

// ---- Conditions ----

/** A value as a condition compares it: a text, trimmed; nothing (null, a list, an object) is ''. */
function conditionValue(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * Whether a definition's conditions hold: every pair's field has the pair's value. A pair's value may list
 * alternatives separated by "|", as `data` lists targets; an empty alternative stands for "no value"
 * (`|lawyer`: none chosen yet, or lawyer). The search sidebar's pairs hold one value each.
 */
export function conditionsHold(
  conditional: readonly { data: string; value: string }[],
  valueOf: (data: string) => unknown,
): boolean {
  return conditional.every(({ data, value }) =>
    value.split('|').some((alternative) => alternative.trim() === conditionValue(valueOf(data))),
  );
}

/** The fields (not blocks) shown for these values, in order: a block's fields when its own conditions hold. */
export function shownDefinitions(
  definitions: readonly FilterDefinition[],
  valueOf: (data: string) => unknown,
): FilterDefinition[] {
  return definitions.flatMap((definition) => {
    if (!conditionsHold(definition.conditional, valueOf)) return [];
    return definition.component === 'block' ? shownDefinitions(definition.fields, valueOf) : [definition];
  });
}

/** The names the shown fields write (each target of a "a|b" data). */
export function shownFieldNames(
  definitions: readonly FilterDefinition[],
  valueOf: (data: string) => unknown,
): Set<string> {
  return new Set(
    shownDefinitions(definitions, valueOf).flatMap((definition) =>
      definition.data
        .split('|')
        .map((name) => name.trim())
        .filter(Boolean),
    ),
  );
}

// ---- The metadata form (GET /api/structures/metadata) ----
//
// The form's definition in the same shape: which fields a document of a given type, country, nature and
// jurisdiction shows, in which part of the form, with which options. It is generated from the shared lists and
// says what `applicableFields` says (structures.test.ts compares them on every combination), so the form, the
// server's checks and this structure cannot drift. Texts are mf-library message keys: `library.metadata.<x>.label`
// and `.placeholder`, `library.metadata.section.<part>` for a part's title, and the search's
// `library.filters.<field>.<code>` for options. Fields whose options are not a fixed list say so by their name
// and an empty `options`: `jurisdictionName` (the jurisdiction list, GET /api/reference/jurisdictions, filtered by
// the chosen type), `lawcases` (searched, POST /law-cases/search) and the `select-lawyers` of `lawyerSource`.
// Several authors are one definition writing two parallel lists (`authorFirstname|authorLastname`).

const METADATA_KEY = 'library.metadata';

/** The reference list each select of the form offers; `nature` depends on the type and country (natureListFor). */
export const METADATA_FIELD_LISTS = {
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
} as const satisfies Partial<Record<MetadataField, ReferenceListName>>;

/** Every list a `nature` select may offer. */
export const NATURE_LISTS = [
  'belgianLegislationNatures',
  'euLegislationNatures',
  'doctrineNatures',
] as const satisfies readonly ReferenceListName[];

/** The message key of an option of a structure's select (the search's and the metadata form's). */
export function optionLabelKey(data: string, code: string): string {
  return `${FILTER_KEY}.${data}.${code}`;
}

type Condition = FilterDefinition['conditional'][number];

/** `data` is one of `values` ('' for no value). */
function when(data: MetadataField, ...values: readonly string[]): Condition {
  return { data, value: values.join('|') };
}

interface MetadataFieldOptions {
  /** The label's key part when the field's meaning depends on its part of the form (`eu.number`). */
  text?: string;
  /** The field has an example placeholder (`library.metadata.<text>.placeholder`). */
  placeholder?: boolean;
  conditional?: Condition[];
}

function metadataField(
  component: FilterDefinition['component'],
  data: string,
  type: FilterDefinition['type'],
  options: readonly { value: string; label: string }[],
  { text = data, placeholder = false, conditional = [] }: MetadataFieldOptions,
): FilterDefinition {
  return {
    component,
    data,
    label: `${METADATA_KEY}.${text}.label`,
    placeholder: placeholder ? `${METADATA_KEY}.${text}.placeholder` : '',
    type,
    options: [...options],
    conditional,
    title: '',
    fields: [],
  };
}

const input = (data: MetadataField, options: MetadataFieldOptions = {}) =>
  metadataField('input', data, 'text', [], options);
const date = (data: MetadataField, options: MetadataFieldOptions = {}) =>
  metadataField('input', data, 'date', [], options);

/** A select of a reference list's codes (`list`), or of values the form looks up (none given). */
function select(data: MetadataField, list: ReferenceListName | null, options: MetadataFieldOptions = {}) {
  const codes = list ? REFERENCE_LIST_CODES[list] : [];
  return metadataField(
    'select',
    data,
    'select',
    codes.map((code) => ({ value: code, label: optionLabelKey(data, code) })),
    options,
  );
}

/** A part of the form: a fieldset titled `library.metadata.section.<part>` (no title: a plain group). */
function part(name: string | null, conditional: Condition[], fields: FilterDefinition[]): FilterDefinition {
  const title = name ? `${METADATA_KEY}.section.${name}` : '';
  return { ...metadataField('block', '', 'block', [], { conditional }), label: title, title, fields };
}

const authors = () => metadataField('input', 'authorFirstname|authorLastname', 'text', [], { text: 'authors' });

/** The countries other than those listed ('' excluded: a field shown once a country is chosen). */
const countriesBut = (...excluded: string[]) => DOCUMENT_COUNTRIES.filter((country) => !excluded.includes(country));

/** Doctrine's fields that depend on its nature, each shown for the natures that have it. */
function doctrineByNature(data: MetadataField, field: (options: MetadataFieldOptions) => FilterDefinition) {
  const natures = DOCTRINE_NATURES.filter((nature) => DOCTRINE_FIELDS_BY_NATURE[nature]?.includes(data));
  return field({ text: `doctrine.${data}`, conditional: [when('nature', ...natures)] });
}

/** The metadata form (specification 001, section 5 "Metadata form"; the field conventions). */
export function metadataStructure(): FilterDefinition[] {
  const legislation = when('type', 'legislation');
  const authoredTypes: readonly string[] = AUTHORED_DOCUMENT_TYPES;
  return [
    part(
      'document',
      [],
      [
        input('name'),
        select('type', 'documentTypes'),
        select('country', 'countries'),
        select('language', 'languages'),
        select('lawcases', null),
      ],
    ),
    part(
      'belgianLegislation',
      [legislation, when('country', 'be')],
      [
        select('nature', 'belgianLegislationNatures', { text: 'legislation.nature' }),
        input('title', { text: 'legislation.title' }),
        date('legislationDate'),
        select('collection', 'collections'),
        date('publicationDate'),
        input('edition', { text: 'legislation.edition', placeholder: true }),
        input('linkedCollection', { placeholder: true }),
        input('subdivision', { text: 'legislation.subdivision' }),
      ],
    ),
    part(
      'euLegislation',
      [legislation, when('country', 'eu')],
      [
        select('nature', 'euLegislationNatures', { text: 'legislation.nature' }),
        select('institution', 'euInstitutions'),
        date('date', { text: 'eu.date' }),
        input('title', { text: 'legislation.title' }),
        input('number', { text: 'eu.number', placeholder: true }),
        select('abbr', 'euJournals'),
        input('journalSerie', { placeholder: true }),
        input('journalNumber', { placeholder: true }),
        date('journalDate'),
        input('subdivision', { text: 'legislation.subdivision' }),
      ],
    ),
    part(
      'legislation',
      [legislation, when('country', ...countriesBut('be', 'eu'))],
      [input('title', { text: 'legislation.title' }), date('legislationDate'), date('publicationDate')],
    ),
    part(
      'jurisprudence',
      [when('type', 'jurisprudence')],
      [
        part(
          null,
          [when('country', 'be')],
          [
            select('jurisdictionType', 'jurisdictionTypes'),
            select('jurisdictionSection', 'jurisdictionSections', { conditional: [when('jurisdictionType', 'trib')] }),
            select('jurisdictionName', null),
            select('jurisdictionAuthor', 'jurisdictionAuthors', {
              conditional: [when('jurisdictionType', 'adm'), when('jurisdictionName', 'adp')],
            }),
            input('roomNumber', { placeholder: true }),
            select('roomNature', 'roomNatures'),
          ],
        ),
        input('title', { text: 'jurisprudence.title', conditional: [when('country', ...countriesBut('be'))] }),
        date('pronouncedDate'),
        input('roleNumber', { placeholder: true }),
        input('number', { text: 'jurisprudence.number', placeholder: true }),
        input('ecli', { placeholder: true }),
        part(
          'published',
          [],
          [
            input('journalName', { text: 'jurisprudence.journalName', placeholder: true }),
            input('year'),
            input('decisionReference', { placeholder: true }),
            input('subdivision', { text: 'jurisprudence.subdivision', placeholder: true }),
          ],
        ),
      ],
    ),
    part(
      'doctrine',
      [when('type', 'doctrine')],
      [
        select('nature', 'doctrineNatures', { text: 'doctrine.nature' }),
        authors(),
        input('title', { text: 'doctrine.title' }),
        doctrineByNature('publicationType', (options) => select('publicationType', 'publicationTypes', options)),
        doctrineByNature('number', (options) => input('number', options)),
        doctrineByNature('date', (options) => date('date', options)),
        doctrineByNature('journalName', (options) => input('journalName', { ...options, placeholder: true })),
        doctrineByNature('stopNumber', (options) => input('stopNumber', { ...options, placeholder: true })),
        doctrineByNature('stopSubdivision', (options) => input('stopSubdivision', options)),
        doctrineByNature('edition', (options) => input('edition', options)),
        doctrineByNature('tome', (options) => input('tome', options)),
        doctrineByNature('location', (options) => input('location', options)),
        doctrineByNature('publishingHouse', (options) => input('publishingHouse', options)),
        input('year', { text: 'doctrine.year' }),
        doctrineByNature('subdivision', (options) => input('subdivision', options)),
      ],
    ),
    part('authored', [when('type', ...authoredTypes)], [authors(), date('redactionDate')]),
    part(
      'source',
      [],
      [
        select('source', 'sources'),
        metadataField('select-lawyers', 'lawyerSource', 'select', [], { conditional: [when('source', '', 'lawyer')] }),
        select('visibility', 'visibilities'),
        select('anonymous', 'anonymous'),
      ],
    ),
  ];
}
