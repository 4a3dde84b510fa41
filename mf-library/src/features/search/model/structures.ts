import type { FilterDefinition } from '@lexdesk/shared/contract';
import { conditionsHold } from '@lexdesk/shared/domain';
import type { SearchFilterName, SearchValues } from '../../../common/searchParams';

/**
 * A search filter definition as GET /structures/{name} gives it (specification 2, section 3). Its label,
 * placeholder, title and option labels are message ids of this remote's catalogue (`library.filters.…`).
 */
export type { FilterDefinition } from '@lexdesk/shared/contract';

/** The lists' search sidebar, and the Search screen (free text, Nature du document, Confidentialité). */
export type { StructureName } from '@lexdesk/shared/domain';

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
  return conditionsHold(definition.conditional, (data) => {
    const field = fieldOf({ data });
    return field === null ? undefined : values[field];
  });
}

export { translateStructure } from '../../../common/structure';
