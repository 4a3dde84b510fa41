import { FormError } from '@lexdesk/shared';
import { useEffect, useImperativeHandle, useRef, useState } from 'react';
import type { MetadataSectionProps } from '../../../common/metadataSection';
import { useMetadataForm } from '../hooks/useMetadataForm';
import { useServerErrors } from '../hooks/useServerErrors';
import { toMetadata } from '../model/values';
import { MetadataEditor } from './MetadataEditor';

/**
 * The metadata form inside the upload popup: a new document's (the source rules of a new upload apply), full
 * or reduced to what applies to several files; the popup asks it for the metadata when Continue is pressed.
 */
export function UploadMetadataSection({ mode, suggestionsToken, fileName, handle }: MetadataSectionProps) {
  const form = useMetadataForm({ isNew: true, mode });
  const [formError, setFormError] = useState<string | null>(null);
  const showServerErrors = useServerErrors(form, setFormError);

  useImperativeHandle(
    handle,
    () => ({
      submit: () =>
        new Promise((resolve) => {
          setFormError(null);
          void form.handleSubmit(
            (values) => resolve(toMetadata(values, mode)),
            () => resolve(null),
          )();
        }),
      showErrors: showServerErrors,
    }),
    [form, mode, showServerErrors],
  );

  // The file's name is the document's until the user writes another.
  const suggestedName = useRef('');
  useEffect(() => {
    if (fileName === null) return;
    const name = form.getValues('name');
    if (name === '' || name === suggestedName.current) form.setValue('name', fileName);
    suggestedName.current = fileName;
  }, [form, fileName]);

  return (
    <>
      <FormError>{formError}</FormError>
      <MetadataEditor form={form} mode={mode} suggestionsToken={suggestionsToken} />
    </>
  );
}
