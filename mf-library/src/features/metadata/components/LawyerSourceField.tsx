import { Select, useErrorText } from '@lexdesk/shared';
import { Controller } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { lookupQueries } from '../../../api/keys';
import type { FilterDefinition } from '../../../common/structure';
import type { MetadataFormApi } from '../hooks/useMetadataForm';
import { useLookup } from '../hooks/useLookup';
import styles from './Metadata.module.css';

export interface LawyerSourceFieldProps {
  form: MetadataFormApi;
  definition: FilterDefinition;
  /** A lawyer's own form: they are the source lawyer, shown, not editable. */
  locked: boolean;
  /** The provider's source: no lawyer (specification 001, section 5: the select is disabled). */
  disabled: boolean;
}

/** The source lawyer: a type-ahead of the firm's lawyers (POST /lawyers/search, from 3 characters, 300 ms). */
export function LawyerSourceField({ form, definition, locked, disabled }: LawyerSourceFieldProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const errorText = useErrorText();
  const lookup = useLookup(lookupQueries.lawyers);

  if (locked) {
    const own = form.getValues('lawyerSource');
    return (
      <dl className={styles.readOnly}>
        <dt>{definition.label}</dt>
        <dd>{t('library.metadata.lawyerSource.self', { name: own?.name ?? '' })}</dd>
      </dl>
    );
  }

  return (
    <Controller
      control={form.control}
      name="lawyerSource"
      render={({ field, fieldState }) => {
        const current = field.value;
        const options = lookup.found.map((lawyer) => ({ value: String(lawyer.id), label: lawyer.name }));
        if (current && !options.some((option) => option.value === String(current.id))) {
          options.unshift({ value: String(current.id), label: current.name });
        }
        return (
          <Select
            label={definition.label}
            placeholder={t('library.metadata.lookup.placeholder')}
            hint={disabled ? t('library.metadata.lawyerSource.disabled') : undefined}
            options={options}
            value={disabled || !current ? null : String(current.id)}
            filterOptions={false}
            loading={lookup.loading}
            onSearchChange={lookup.search}
            noResultLabel={lookup.tooShort ? t('library.metadata.lookup.tooShort') : undefined}
            onChange={(value) => {
              const lawyer = lookup.found.find((candidate) => String(candidate.id) === value);
              if (!value) field.onChange(null);
              else if (lawyer)
                field.onChange({ id: lawyer.id, lawyer_id: lawyer.lawyer_id ?? lawyer.id, name: lawyer.name });
              lookup.search('');
            }}
            onBlur={field.onBlur}
            disabled={disabled}
            error={errorText(fieldState.error)}
          />
        );
      }}
    />
  );
}
