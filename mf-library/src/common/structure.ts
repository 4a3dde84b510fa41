// The forms drawn from a structure (GET /structures/{name}, specification 001 "Search filter definition"): the
// search sidebar, the Search screen and the metadata form. The definitions come from the API, with the same built
// in (@lexdesk/shared/domain) while the call loads or when it fails, and are shown in the page's language.
import type { FilterDefinition } from '@lexdesk/shared/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { getStructure } from '../api/documents';
import { structureKeys } from '../api/keys';

export type { FilterDefinition } from '@lexdesk/shared/contract';

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

/** A structure from the API, in the page's language; `builtIn` while it loads or when the call fails. */
export function useStructure(name: string, builtIn: () => FilterDefinition[]): FilterDefinition[] {
  const intl = useIntl();
  const query = useQuery({
    queryKey: structureKeys.structure(name),
    queryFn: ({ signal }) => getStructure<FilterDefinition[]>(name, signal),
    // The forms a deployment offers do not change while the page is open.
    staleTime: Infinity,
  });
  const definitions = Array.isArray(query.data) && query.data.length > 0 ? query.data : null;
  return useMemo(() => translateStructure(definitions ?? builtIn(), intl), [definitions, builtIn, intl]);
}
