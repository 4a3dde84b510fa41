import { Select, useErrorText, type Locale } from '@lexdesk/shared';
import { Controller } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { lookupQueries } from '../../../api/keys';
import type { FilterDefinition } from '../../../common/structure';
import type { MetadataFormApi } from '../hooks/useMetadataForm';
import { useLookup } from '../hooks/useLookup';
import styles from './Metadata.module.css';

/**
 * The law cases the document is about, several: a type-ahead (POST /law-cases/search, from 3 characters,
 * 300 ms) whose choice joins the list under it; each chosen one has its remove button.
 */
export function LawCasesField({ form, definition }: { form: MetadataFormApi; definition: FilterDefinition }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const errorText = useErrorText();
  const lang = intl.locale as Locale;
  const lookup = useLookup((terms) => lookupQueries.lawCases(terms, lang));

  return (
    <Controller
      control={form.control}
      name="lawcases"
      render={({ field, fieldState }) => {
        const chosen = field.value;
        const options = lookup.found
          .filter((lawCase) => !chosen.some((item) => item.id === lawCase.id))
          .map((lawCase) => ({ value: String(lawCase.id), label: lawCase.content }));
        return (
          <div>
            <Select
              label={definition.label}
              placeholder={t('library.metadata.lookup.placeholder')}
              options={options}
              value={null}
              filterOptions={false}
              loading={lookup.loading}
              onSearchChange={lookup.search}
              noResultLabel={lookup.tooShort ? t('library.metadata.lookup.tooShort') : undefined}
              onChange={(value, option) => {
                if (!value || !option) return;
                field.onChange([...chosen, { id: Number(value), content: option.label }]);
                lookup.search('');
              }}
              onBlur={field.onBlur}
              error={errorText(fieldState.error)}
            />
            {chosen.length > 0 ? (
              <ul className={styles.chips} aria-label={t('library.metadata.lawcases.chosen')}>
                {chosen.map((lawCase) => (
                  <li key={lawCase.id} className={styles.chip}>
                    <span className={styles.chipText} title={lawCase.content}>
                      {lawCase.content}
                    </span>
                    <button
                      type="button"
                      className={styles.chipRemove}
                      aria-label={t('library.metadata.lawcases.remove', { name: lawCase.content })}
                      onClick={() => field.onChange(chosen.filter((item) => item.id !== lawCase.id))}
                    >
                      <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
                        <path d="M3 3l8 8M11 3l-8 8" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
                      </svg>
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        );
      }}
    />
  );
}
