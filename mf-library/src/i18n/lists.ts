import {
  METADATA_FIELD_LISTS,
  NATURE_LISTS,
  optionLabelKey,
  REFERENCE_LISTS,
  type ReferenceListName,
} from '@lexdesk/shared/domain';

type Language = 'fr' | 'en' | 'nl';

/**
 * The option labels of the search filters and of the metadata form (`library.filters.<field>.<code>`), in one
 * language, generated from the shared reference lists (`REFERENCE_LISTS` of @lexdesk/shared/domain): the names
 * the server's checks, the citation and these screens use are one list. `nature` gathers the three lists of
 * natures (Belgian and EU legislation, doctrine), whose codes do not overlap (i18n/messages.test.ts).
 */
export function listMessages(language: Language): Record<string, string> {
  const fields: [string, readonly ReferenceListName[]][] = [
    ...Object.entries(METADATA_FIELD_LISTS).map(([field, list]): [string, ReferenceListName[]] => [field, [list]]),
    ['nature', NATURE_LISTS],
  ];
  return Object.fromEntries(
    fields.flatMap(([field, lists]) =>
      lists.flatMap((list) =>
        REFERENCE_LISTS[list].map((entry) => [optionLabelKey(field, entry.code), entry.labels[language]]),
      ),
    ),
  );
}
