import { ChoiceGroup, ChoiceOption, cx, DateField, Select, TextField, useErrorText } from '@lexdesk/shared';
import { conditionsHold } from '@lexdesk/shared/domain';
import type { ReactNode } from 'react';
import { Controller, type FieldError } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { FilterDefinition } from '../../../common/structure';
import type { MetadataFormApi } from '../hooks/useMetadataForm';
import type { SuggestionView } from '../model/suggestions';
import { TEXT_LIMITS } from '../model/validation';
import {
  formFieldOf,
  MULTIPLE_MODE_FIELDS,
  type FormFieldName,
  type FormMode,
  type MetadataFormValues,
  type TextFieldName,
} from '../model/values';
import { AuthorsField } from './AuthorsField';
import { JurisdictionField } from './JurisdictionField';
import { LawCasesField } from './LawCasesField';
import { LawyerSourceField } from './LawyerSourceField';
import styles from './Metadata.module.css';

/** Short lists read better as radio buttons: every choice in sight, one press. */
const RADIO_FIELDS: readonly FormFieldName[] = ['source', 'visibility', 'anonymous'];
/** What a lawyer sees but cannot change (the source rules). */
const LOCKED_FOR_LAWYERS: readonly FormFieldName[] = ['source', 'visibility'];
/** Long texts and lists take the whole row. */
const WIDE_FIELDS: readonly FormFieldName[] = ['name', 'title', 'authors', 'lawcases', 'stopNumber', 'ecli'];

export interface MetadataFieldsProps {
  form: MetadataFormApi;
  /** The structure, translated. */
  structure: readonly FilterDefinition[];
  mode: FormMode;
  /** A lawyer's form: source, visibility and source lawyer are shown, not editable. */
  sourceLocked: boolean;
  /** The field a suggestion would fill, while the user looks at that suggestion. */
  highlighted: FormFieldName | null;
  /** The value read from the text that each field could take (offered under it too). */
  suggestions?: ReadonlyMap<FormFieldName, SuggestionView>;
  onAccept?: (suggestion: SuggestionView) => void;
}

/**
 * The metadata form's fields, drawn from its structure (GET /structures/metadata): a part per block (a fieldset
 * with its title), the fields whose conditions hold for the current values, each with its error. The lawyer
 * source select is the exception the specification makes: for the provider's documents it is disabled, not
 * hidden.
 */
export function MetadataFields({
  form,
  structure,
  mode,
  sourceLocked,
  highlighted,
  suggestions,
  onAccept,
}: MetadataFieldsProps) {
  const intl = useIntl();
  const values = form.watch();
  const valueOf = (data: string) => values[data as keyof MetadataFormValues];
  const { errors } = form.formState;
  const errorText = useErrorText();

  const nameOf = (definition: FilterDefinition) => formFieldOf(definition.data.split('|')[0] ?? '');
  const isShown = (definition: FilterDefinition): boolean => {
    if (definition.component === 'block') {
      return conditionsHold(definition.conditional, valueOf) && definition.fields.some(isShown);
    }
    const name = nameOf(definition);
    if (!name || (mode === 'multiple' && !MULTIPLE_MODE_FIELDS.includes(name))) return false;
    // The lawyer source stays in sight, disabled, when the source is the provider (specification 001, section 5).
    return definition.component === 'select-lawyers' || conditionsHold(definition.conditional, valueOf);
  };

  const field = (definition: FilterDefinition, name: FormFieldName): ReactNode => {
    if (name === 'authors') return <AuthorsField form={form} label={definition.label} />;
    if (name === 'lawcases') return <LawCasesField form={form} definition={definition} />;
    if (name === 'lawyerSource') {
      const disabled = !conditionsHold(definition.conditional, valueOf);
      return <LawyerSourceField form={form} definition={definition} locked={sourceLocked} disabled={disabled} />;
    }
    if (name === 'jurisdictionName') return <JurisdictionField form={form} definition={definition} />;
    const error = errors[name as TextFieldName] as FieldError | undefined;
    return (
      <ValueField
        form={form}
        definition={definition}
        name={name}
        locked={sourceLocked && LOCKED_FOR_LAWYERS.includes(name)}
        error={errorText(error, TEXT_LIMITS[name as TextFieldName])}
      />
    );
  };

  const draw = (definitions: readonly FilterDefinition[], nested: boolean): ReactNode[] =>
    // Keys are the definitions' places in the structure: a field appearing above another does not remount it.
    definitions.flatMap((definition, index) => {
      if (!isShown(definition)) return [];
      if (definition.component === 'block') {
        const children = draw(definition.fields, true);
        if (!definition.title) {
          return (
            <div key={index} className={styles.group}>
              {children}
            </div>
          );
        }
        return (
          <fieldset key={index} className={cx(styles.section, nested && styles.wide)}>
            <legend className={styles.legend}>{definition.title}</legend>
            <div className={styles.grid}>{children}</div>
          </fieldset>
        );
      }
      const name = nameOf(definition) as FormFieldName;
      const suggestion = suggestions?.get(name);
      return (
        <div
          key={index}
          className={cx(
            styles.field,
            WIDE_FIELDS.includes(name) && styles.wide,
            highlighted === name && styles.highlighted,
          )}
          data-field={name}
        >
          {field(definition, name)}
          {suggestion && onAccept ? (
            <p className={styles.inlineSuggestion}>
              <span>
                {intl.formatMessage({ id: 'library.metadata.suggestions.inline' }, { value: suggestion.valueLabel })}
              </span>
              <button
                type="button"
                className={styles.inlineAccept}
                aria-label={intl.formatMessage(
                  { id: 'library.metadata.suggestions.acceptOne' },
                  { field: suggestion.fieldLabel, value: suggestion.valueLabel },
                )}
                onClick={() => onAccept(suggestion)}
              >
                {intl.formatMessage({ id: 'library.metadata.suggestions.accept' })}
              </button>
            </p>
          ) : null}
        </div>
      );
    });

  return <>{draw(structure, false)}</>;
}

interface ValueFieldProps {
  form: MetadataFormApi;
  definition: FilterDefinition;
  name: FormFieldName;
  locked: boolean;
  error: string | undefined;
}

/**
 * What Privé and Public mean, one sentence each, under a lawyer's visibility (issue 22 item 6): a firm bound by
 * professional secrecy is told that the provider's documentation team reads its private documents to process
 * them, and that the firm's access log records each of those reads.
 */
function VisibilityMeaning({ lockedText }: { lockedText: string | undefined }) {
  const intl = useIntl();
  return (
    <>
      {lockedText}
      <span className={styles.meaning}>
        {intl.formatMessage({ id: 'library.metadata.visibility.private.meaning' })}
      </span>
      <span className={styles.meaning}>{intl.formatMessage({ id: 'library.metadata.visibility.public.meaning' })}</span>
    </>
  );
}

/** A text, a date, a code from a list (a select, or radio buttons for the short lists). */
function ValueField({ form, definition, name, locked, error }: ValueFieldProps) {
  const intl = useIntl();
  const textName = name as TextFieldName;
  const placeholder = definition.placeholder || undefined;
  if (definition.component === 'select' && RADIO_FIELDS.includes(name)) {
    const lockedText = locked ? intl.formatMessage({ id: `library.metadata.${name}.locked` }) : undefined;
    return (
      <Controller
        control={form.control}
        name={textName}
        render={({ field }) => (
          <ChoiceGroup
            legend={definition.label}
            error={error}
            hint={name === 'visibility' && locked ? <VisibilityMeaning lockedText={lockedText} /> : lockedText}
          >
            {definition.options.map((option) => (
              <ChoiceOption
                key={option.value}
                type="radio"
                name={field.name}
                value={option.value}
                label={option.label}
                checked={field.value === option.value}
                disabled={locked}
                invalid={!!error}
                onChange={() => field.onChange(option.value)}
                onBlur={field.onBlur}
              />
            ))}
          </ChoiceGroup>
        )}
      />
    );
  }
  if (definition.component === 'select') {
    return (
      <Controller
        control={form.control}
        name={textName}
        render={({ field }) => (
          <Select
            label={definition.label}
            placeholder={placeholder ?? intl.formatMessage({ id: 'library.metadata.choose' })}
            options={definition.options}
            value={field.value || null}
            onChange={(value) => field.onChange(value ?? '')}
            onBlur={field.onBlur}
            error={error}
          />
        )}
      />
    );
  }
  if (definition.type === 'date') {
    return (
      <Controller
        control={form.control}
        name={textName}
        render={({ field }) => (
          <DateField
            ref={field.ref}
            label={definition.label}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={error}
          />
        )}
      />
    );
  }
  return (
    <TextField
      label={definition.label}
      placeholder={placeholder}
      autoComplete="off"
      spellCheck={name === 'title' || name === 'name'}
      error={error}
      {...form.register(textName)}
    />
  );
}
