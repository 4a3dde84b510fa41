import type { FilterDefinition } from '@lexdesk/shared/contract';
import type { IntlShape } from 'react-intl';
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
  return definition.conditional.every(({ data, value }) => {
    const field = fieldOf({ data });
    return field !== null && values[field] === value;
  });
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
