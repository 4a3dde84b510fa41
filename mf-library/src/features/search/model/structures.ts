import {
  BELGIAN_LEGISLATION_FILTER,
  BELGIAN_LEGISLATION_NATURES,
  DOCUMENT_COUNTRIES,
  DOCUMENT_TYPES,
  DOCUMENT_VISIBILITIES,
} from '@lexdesk/shared/domain';
import type { IntlShape } from 'react-intl';
import type { SearchFilterName, SearchValues } from '../../../common/searchParams';

/**
 * A search filter definition as GET /structures/{name} gives it (specification 2, section 3). Its label,
 * placeholder, title and option labels are message ids of this remote's catalogue (`library.filters.…`).
 */
export interface FilterDefinition {
  component: 'input' | 'select' | 'select-lawyers' | 'block';
  /** The target field; several names separated by "|"; empty for a block. */
  data: string;
  label: string;
  placeholder: string;
  type: string;
  options: { value: string; label: string }[];
  /** Shown only when every pair holds in the current values. */
  conditional: { data: string; value: string }[];
  title: string;
  fields: FilterDefinition[];
}

/** The lists' search sidebar, and the Search screen (free text, Nature du document, Confidentialité). */
export type StructureName = 'documents' | 'admin-documents';

const SEARCH_FIELDS: readonly SearchFilterName[] = [
  'terms',
  'type',
  'country',
  'nature',
  'legislationDate',
  'visibility',
];

/** The filter a definition writes (its first known target), or null for one this screen does not know. */
export function fieldOf(definition: Pick<FilterDefinition, 'data'>): SearchFilterName | null {
  for (const name of definition.data.split('|')) {
    const field = SEARCH_FIELDS.find((known) => known === name.trim());
    if (field) return field;
  }
  return null;
}

/** Whether a definition's conditions hold: nature and date only for country be and type legislation. */
export function isShown(definition: Pick<FilterDefinition, 'conditional'>, values: SearchValues): boolean {
  return definition.conditional.every(({ data, value }) => {
    const field = fieldOf({ data });
    return field !== null && values[field] === value;
  });
}

function filter(
  component: FilterDefinition['component'],
  data: string,
  type: string,
  values: readonly string[] = [],
): FilterDefinition {
  return {
    component,
    data,
    label: `library.filters.${data}.label`,
    placeholder: `library.filters.${data}.placeholder`,
    type,
    options: values.map((value) => ({ value, label: `library.filters.${data}.${value}` })),
    conditional: [],
    title: '',
    fields: [],
  };
}

/**
 * The API's own structures (api/src/services/documentSearch.ts), used while the call loads or fails, so that
 * the form is never empty.
 */
export function fallbackStructure(name: StructureName): FilterDefinition[] {
  const terms = filter('input', 'terms', 'text');
  const type = filter('select', 'type', 'select', DOCUMENT_TYPES);
  if (name === 'admin-documents') return [terms, type, filter('select', 'visibility', 'select', DOCUMENT_VISIBILITIES)];
  return [
    terms,
    type,
    filter('select', 'country', 'select', DOCUMENT_COUNTRIES),
    {
      ...filter('block', '', 'block'),
      label: 'library.filters.belgianLegislation.label',
      placeholder: '',
      title: 'library.filters.belgianLegislation.title',
      conditional: Object.entries(BELGIAN_LEGISLATION_FILTER).map(([data, value]) => ({ data, value })),
      fields: [
        filter('select', 'nature', 'select', BELGIAN_LEGISLATION_NATURES),
        filter('input', 'legislationDate', 'date'),
      ],
    },
  ];
}

/**
 * The definitions with their texts: a message id the catalogue knows is translated (every code of the shared
 * enumerations has one, natures included); otherwise an option keeps its value (a code newer than this
 * remote) and a label or title stays as sent (a structure written in words).
 */
export function translateStructure(definitions: readonly FilterDefinition[], intl: IntlShape): FilterDefinition[] {
  const text = (id: string, fallback: string) =>
    id && Object.hasOwn(intl.messages, id) ? intl.formatMessage({ id }) : fallback;
  // Read defensively: a structure from another API version may leave a list or a text out.
  return definitions.map((definition) => ({
    ...definition,
    data: definition.data ?? '',
    label: text(definition.label ?? '', definition.label ?? ''),
    placeholder: text(definition.placeholder ?? '', ''),
    title: text(definition.title ?? '', definition.title ?? ''),
    options: (definition.options ?? []).map((option) => ({
      value: option.value,
      label: text(option.label, option.value),
    })),
    conditional: definition.conditional ?? [],
    fields: translateStructure(definition.fields ?? [], intl),
  }));
}
