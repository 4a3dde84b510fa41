import type { IntlShape } from 'react-intl';
import type { SearchFilterName, SearchValues } from '../../../common/searchParams';

/** A search filter definition as GET /structures/{name} gives it (specification 2, section 3). */
export interface FilterDefinition {
  component: 'input' | 'select' | 'select-lawyers' | 'block';
  /** The target field; several names separated by "|". */
  data?: string;
  label?: string;
  placeholder?: string;
  type?: string;
  options?: { value: string; label: string }[];
  /** Shown only when every pair holds in the current values. */
  conditional?: { data: string; value: string }[];
  title?: string;
  fields?: FilterDefinition[];
}

/** The structure the sidebar asks for. */
export const SEARCH_STRUCTURE = 'documents-search';

const FIELD_BY_DATA: Record<string, SearchFilterName> = {
  terms: 'terms',
  type: 'type',
  country: 'country',
  nature: 'nature',
  legislationDate: 'legislationDate',
  legislation_date: 'legislationDate',
  visibility: 'visibility',
};

/** The filter a definition writes (its first known target), or null for one this screen does not know. */
export function fieldOf(definition: FilterDefinition): SearchFilterName | null {
  for (const name of (definition.data ?? '').split('|')) {
    const field = FIELD_BY_DATA[name.trim()];
    if (field) return field;
  }
  return null;
}

/** Whether a definition's conditions hold: nature and date only for country be and type legislation. */
export function isShown(definition: FilterDefinition, values: SearchValues): boolean {
  return (definition.conditional ?? []).every(({ data, value }) => {
    const field = FIELD_BY_DATA[data];
    return field !== undefined && values[field] === value;
  });
}

const DOCUMENT_TYPES = [
  'doctrine',
  'jurisprudence',
  'legislation',
  'contract',
  'document',
  'quote',
  'note',
  'conclusion',
];
const COUNTRIES = ['be', 'fr', 'lu', 'de', 'nl', 'eu', 'int'];
const BELGIAN_LEGISLATION_NATURES = [
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
];

/**
 * The same filters from the specification's enumerations, used while the API has no structure to give (its
 * labels are the remote's; the natures keep their codes, whose names the specification does not give).
 */
export function fallbackStructure(intl: IntlShape): FilterDefinition[] {
  const t = (id: string) => intl.formatMessage({ id });
  const legislation = [
    { data: 'country', value: 'be' },
    { data: 'type', value: 'legislation' },
  ];
  return [
    { component: 'input', data: 'terms', type: 'search', label: t('library.search.terms') },
    {
      component: 'select',
      data: 'type',
      label: t('library.search.type'),
      options: DOCUMENT_TYPES.map((value) => ({ value, label: t(`library.type.${value}`) })),
    },
    {
      component: 'select',
      data: 'country',
      label: t('library.search.country'),
      options: COUNTRIES.map((value) => ({ value, label: t(`library.country.${value}`) })),
    },
    {
      component: 'select',
      data: 'nature',
      label: t('library.search.nature'),
      options: BELGIAN_LEGISLATION_NATURES.map((value) => ({ value, label: value })),
      conditional: legislation,
    },
    {
      component: 'input',
      data: 'legislationDate',
      type: 'date',
      label: t('library.search.legislationDate'),
      conditional: legislation,
    },
  ];
}

/** The Search page's filters (specification 2, /search): free text, Nature du document, Confidentialité. */
export function searchPageStructure(intl: IntlShape): FilterDefinition[] {
  const t = (id: string) => intl.formatMessage({ id });
  const [terms, type] = fallbackStructure(intl);
  return [
    ...(terms && type ? [terms, type] : []),
    {
      component: 'select',
      data: 'visibility',
      label: t('library.search.visibility'),
      options: ['public', 'private'].map((value) => ({ value, label: t(`library.visibility.${value}`) })),
    },
  ];
}
