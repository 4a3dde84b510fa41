// The search forms' filter definitions (GET /api/structures/{name}; specification 001, "Search filter
// definition"): the API answers them and mf-library shows them while the call loads or fails. Labels, placeholders,
// titles and option labels are message keys of mf-library's catalogue.
import type { FilterDefinition } from '../wire';
import {
  BELGIAN_LEGISLATION_FILTER,
  BELGIAN_LEGISLATION_NATURES,
  DOCUMENT_COUNTRIES,
  DOCUMENT_TYPES,
  DOCUMENT_VISIBILITIES,
} from './documents';

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
    options: values.map((value) => ({ value, label: `${FILTER_KEY}.${data}.${value}` })),
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
