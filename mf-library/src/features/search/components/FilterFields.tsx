import { DateField, Select, TextField } from '@lexdesk/shared';
import { useIntl } from 'react-intl';
import type { SearchFilterName, SearchValues } from '../../../common/searchParams';
import { fieldOf, isShown, type FilterDefinition } from '../model/structures';
import styles from './Search.module.css';

export interface FilterFieldsProps {
  definitions: readonly FilterDefinition[];
  values: SearchValues;
  onChange: (name: SearchFilterName, value: string) => void;
}

/** Draws filter definitions: inputs, selects, blocks of fields; hidden ones while their conditions fail. */
export function FilterFields({ definitions, values, onChange }: FilterFieldsProps) {
  const intl = useIntl();
  return (
    <>
      {definitions.map((definition, index) => {
        if (!isShown(definition, values)) return null;
        if (definition.component === 'block') {
          return (
            <fieldset key={index} className={styles.block}>
              {definition.title ? <legend>{definition.title}</legend> : null}
              <FilterFields definitions={definition.fields ?? []} values={values} onChange={onChange} />
            </fieldset>
          );
        }
        const field = fieldOf(definition);
        if (!field) return null;
        const label = definition.label || field;
        if (definition.component === 'select') {
          return (
            <Select
              key={field}
              label={label}
              placeholder={definition.placeholder || undefined}
              options={definition.options ?? []}
              value={values[field] || null}
              onChange={(value) => onChange(field, value ?? '')}
              noResultLabel={intl.formatMessage({ id: 'common.noResult' })}
            />
          );
        }
        if (definition.type === 'date') {
          return (
            <DateField key={field} label={label} value={values[field]} onChange={(value) => onChange(field, value)} />
          );
        }
        return (
          <TextField
            key={field}
            type={field === 'terms' ? 'search' : 'text'}
            label={label}
            placeholder={definition.placeholder || undefined}
            value={values[field]}
            onChange={(event) => onChange(field, event.target.value)}
            autoComplete="off"
          />
        );
      })}
    </>
  );
}
