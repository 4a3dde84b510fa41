import { useRole, type Locale } from '@lexdesk/shared';
import { citationGuideFor } from '@lexdesk/shared/domain';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { MetadataFormApi } from '../hooks/useMetadataForm';
import { useDocumentSuggestions } from '../hooks/useDocumentSuggestions';
import { useMetadataStructure } from '../hooks/useMetadataStructure';
import { describer, firstOfEachField, pendingSuggestions, type SuggestionView } from '../model/suggestions';
import { toMetadata, type FormFieldName, type FormMode } from '../model/values';
import { MetadataFields } from './MetadataFields';
import { ReferenceCard } from './ReferenceCard';
import { SuggestionsPanel } from './SuggestionsPanel';

export interface MetadataEditorProps {
  form: MetadataFormApi;
  mode: FormMode;
  /** The document whose text offers values (its upload, or the edited one); null: none yet. */
  suggestionsToken: string | null;
}

/**
 * The metadata form's body, for the edit form and the upload popup: the values read from the text (full mode,
 * once a document exists), the fields, and the reference under them, recomputed at every change.
 */
export function MetadataEditor({ form, mode, suggestionsToken }: MetadataEditorProps) {
  const intl = useIntl();
  const structure = useMetadataStructure();
  const isAdmin = useRole() === 'admin';
  const [highlighted, setHighlighted] = useState<FormFieldName | null>(null);
  const values = form.watch();
  const full = mode === 'full';
  const suggestions = useDocumentSuggestions(full ? suggestionsToken : null);
  const describe = useMemo(() => describer(structure, intl.locale as Locale), [structure, intl.locale]);
  const pending = pendingSuggestions(suggestions.suggestions, values, suggestions.text, describe);
  const byField = new Map(firstOfEachField(pending).map((suggestion) => [suggestion.field, suggestion] as const));

  const accept = (suggestion: SuggestionView) => {
    form.setValue(suggestion.field, suggestion.value, { shouldDirty: true, shouldTouch: true, shouldValidate: true });
    setHighlighted(null);
  };

  return (
    <>
      {full && suggestionsToken ? (
        <SuggestionsPanel
          status={suggestions.status}
          pending={pending}
          found={suggestions.suggestions.length}
          onAccept={accept}
          onAcceptAll={() => firstOfEachField(pending).forEach(accept)}
          onHighlight={setHighlighted}
        />
      ) : null}
      <MetadataFields
        form={form}
        structure={structure}
        mode={mode}
        sourceLocked={!isAdmin}
        highlighted={highlighted}
        suggestions={byField}
        onAccept={accept}
      />
      {full ? (
        <ReferenceCard reference={toMetadata(values).reference ?? ''} guide={citationGuideFor(values.language)} />
      ) : null}
    </>
  );
}
