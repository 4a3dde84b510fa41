import { normalizeSearch, Select, useErrorText, type Locale } from '@lexdesk/shared';
import { isReferenceCode, jurisdictionList, type JurisdictionType } from '@lexdesk/shared/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { lookupQueries } from '../../../api/keys';
import type { Jurisdiction } from '../../../api/metadata';
import type { FilterDefinition } from '../../../common/structure';
import type { MetadataFormApi } from '../hooks/useMetadataForm';

/** Whether a court's name in any language, or its abbreviation, holds the typed text (accents and case aside). */
function matches(court: Jurisdiction, search: string): boolean {
  const needle = normalizeSearch(search);
  const { labels, abbreviations } = court;
  return [labels.fr, labels.nl, labels.en, abbreviations.fr, abbreviations.nl].some((text) =>
    normalizeSearch(text).includes(needle),
  );
}

/**
 * The court: a searchable select of the chosen type's courts (GET /reference/jurisdictions?type=, the shared
 * list while it loads), named in the interface's language and found by any of its names or abbreviations
 * ("Civ. fr. Bruxelles", "Rb. Brussel", "Ukkel"). No type chosen: nothing to choose from yet.
 */
export function JurisdictionField({ form, definition }: { form: MetadataFormApi; definition: FilterDefinition }) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const errorText = useErrorText();
  const chosenType = form.watch('jurisdictionType');
  const type = isReferenceCode('jurisdictionTypes', chosenType) ? (chosenType as JurisdictionType) : null;
  const query = useQuery({ ...lookupQueries.jurisdictions(type ?? 'cass'), enabled: type !== null });
  const courts = useMemo(() => {
    if (!type) return [];
    return query.data && query.data.length > 0 ? query.data : jurisdictionList(type);
  }, [type, query.data]);
  const [search, setSearch] = useState('');
  const options = useMemo(
    () =>
      courts
        .filter((court) => search.trim() === '' || matches(court, search))
        .map((court) => ({ value: court.code, label: court.labels[locale] ?? court.labels.fr })),
    [courts, search, locale],
  );

  return (
    <Controller
      control={form.control}
      name="jurisdictionName"
      render={({ field, fieldState }) => (
        <Select
          label={definition.label}
          placeholder={intl.formatMessage({
            id: type ? 'library.metadata.jurisdictionName.placeholder' : 'library.metadata.jurisdictionName.noType',
          })}
          options={options}
          filterOptions={false}
          onSearchChange={setSearch}
          value={field.value || null}
          onChange={(value) => {
            setSearch('');
            field.onChange(value ?? '');
          }}
          onBlur={() => {
            setSearch('');
            field.onBlur();
          }}
          disabled={!type}
          error={errorText(fieldState.error)}
        />
      )}
    />
  );
}
