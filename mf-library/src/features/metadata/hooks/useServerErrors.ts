import { errorToastText } from '@lexdesk/shared';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { serverFieldErrors } from '../model/validation';
import { TEXT_FIELDS, type TextFieldName } from '../model/values';
import type { MetadataFormApi } from './useMetadataForm';

/**
 * Puts a refused save onto the form: a 422's field errors on their fields (the first text field focused), what
 * concerns no field above the form; any other failure above the form. The values stay as typed.
 */
export function useServerErrors(form: MetadataFormApi, setFormError: (text: string | null) => void) {
  const intl = useIntl();
  return useCallback(
    (error: unknown) => {
      const mapped = serverFieldErrors(error);
      if (!mapped) {
        setFormError(errorToastText(intl, error));
        return;
      }
      for (const [field, fieldError] of mapped.fields) form.setError(field, fieldError);
      const first = mapped.fields.find(([field]) => (TEXT_FIELDS as readonly string[]).includes(field));
      if (first) form.setFocus(first[0] as TextFieldName);
      setFormError(
        mapped.others.length > 0 || mapped.fields.length === 0
          ? [intl.formatMessage({ id: 'library.metadata.refused' }), ...mapped.others].join(' ')
          : intl.formatMessage({ id: 'library.metadata.refused' }),
      );
    },
    [form, intl, setFormError],
  );
}
