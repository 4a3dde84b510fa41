import { Button, FieldError, TextField, useErrorText, useFieldIds } from '@lexdesk/shared';
import { useFieldArray, type FieldError as FormFieldError } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { MetadataFormApi } from '../hooks/useMetadataForm';
import { AUTHOR_NAME_LIMIT } from '../model/validation';
import styles from './Metadata.module.css';

/**
 * The authors, several: one row per author (first name, last name), rows added and removed; saved as the
 * parallel lists `authorFirstname` and `authorLastname`. One empty row stays when the last one is removed.
 */
export function AuthorsField({ form, label }: { form: MetadataFormApi; label: string }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const errorText = useErrorText();
  const ids = useFieldIds();
  const { fields, append, remove, replace } = useFieldArray({ control: form.control, name: 'authors' });
  const errors = form.formState.errors.authors;
  const listError = errorText(errors?.root ?? (errors as FormFieldError | undefined));

  return (
    <fieldset className={styles.authors} aria-describedby={listError ? ids.errorId : undefined}>
      <legend className={styles.authorsLegend}>{label}</legend>
      {fields.map((author, index) => {
        const number = index + 1;
        return (
          <div
            key={author.id}
            role="group"
            aria-label={t('library.metadata.authors.author', { number })}
            className={styles.authorRow}
          >
            <TextField
              label={t('library.metadata.authors.firstname')}
              autoComplete="off"
              error={errorText(errors?.[index]?.firstname, AUTHOR_NAME_LIMIT)}
              {...form.register(`authors.${index}.firstname`)}
            />
            <TextField
              label={t('library.metadata.authors.lastname')}
              autoComplete="off"
              error={errorText(errors?.[index]?.lastname, AUTHOR_NAME_LIMIT)}
              {...form.register(`authors.${index}.lastname`)}
            />
            <Button
              variant="ghost"
              size="sm"
              aria-label={t('library.metadata.authors.remove', { number })}
              onClick={() => (fields.length === 1 ? replace([{ firstname: '', lastname: '' }]) : remove(index))}
            >
              {t('library.metadata.authors.removeShort')}
            </Button>
          </div>
        );
      })}
      <div>
        <Button variant="secondary" size="sm" onClick={() => append({ firstname: '', lastname: '' })}>
          {t('library.metadata.authors.add')}
        </Button>
      </div>
      {listError ? <FieldError id={ids.errorId}>{listError}</FieldError> : null}
    </fieldset>
  );
}
