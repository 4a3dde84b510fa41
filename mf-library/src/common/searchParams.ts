import type { DocumentSearchFilters } from '../api/documents';

/**
 * The search sidebar and the lists meet in the URL: the sidebar (another exposed module, beside the page)
 * writes these query parameters, the list reads them and shows search results instead of its pages.
 */
export const SEARCH_PARAMS = {
  terms: 'q',
  type: 'type',
  country: 'country',
  nature: 'nature',
  legislationDate: 'date',
  visibility: 'visibility',
} as const satisfies Partial<Record<keyof DocumentSearchFilters, string>>;

export type SearchFilterName = keyof typeof SEARCH_PARAMS;

export type SearchValues = Record<SearchFilterName, string>;

export function readSearch(params: URLSearchParams): SearchValues {
  const values = {} as SearchValues;
  for (const [name, param] of Object.entries(SEARCH_PARAMS) as [SearchFilterName, string][]) {
    values[name] = params.get(param)?.trim() ?? '';
  }
  return values;
}

export const hasSearch = (values: SearchValues) => Object.values(values).some((value) => value !== '');

/** Nature and legislation date apply only to Belgian legislation (specification 2, section 5). */
export const showsLegislationFilters = (values: Pick<SearchValues, 'country' | 'type'>) =>
  values.country === 'be' && values.type === 'legislation';

export function writeSearch(previous: URLSearchParams, values: SearchValues): URLSearchParams {
  const next = new URLSearchParams(previous);
  next.delete('page');
  const legislation = showsLegislationFilters(values);
  for (const [name, param] of Object.entries(SEARCH_PARAMS) as [SearchFilterName, string][]) {
    const dropped = !legislation && (name === 'nature' || name === 'legislationDate');
    const value = values[name].trim();
    if (value && !dropped) next.set(param, value);
    else next.delete(param);
  }
  return next;
}
