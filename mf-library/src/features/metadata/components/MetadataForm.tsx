import { Button, FormError, notify, Spinner } from '@lexdesk/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { documentKeys, metadataQueries } from '../../../api/keys';
import { saveMetadata, type DocumentDetail, type DocumentMetadata } from '../../../api/metadata';
import { useMetadataForm } from '../hooks/useMetadataForm';
import { useServerErrors } from '../hooks/useServerErrors';
import { toMetadata } from '../model/values';
import styles from './Metadata.module.css';
import { MetadataEditor } from './MetadataEditor';

export interface MetadataFormProps {
  /** The document whose metadata is edited. */
  token: string;
  /** Its current metadata; read from GET /documents/{token} when not given. */
  metadata?: DocumentMetadata | null;
  /** After "Métadonnées sauvegardées !": the saved document (the caller reloads its file and closes). */
  onSaved?: (document: DocumentDetail) => void;
  onCancel?: () => void;
}

/**
 * The metadata form of a stored document (the tagging screen's edit popup loads it as `mf_library/MetadataForm`):
 * the fields of its type, the values read from its text, its reference; Save posts the whole metadata
 * (POST /documents/update-labelling). A refusal puts the server's errors on their fields and keeps every value.
 */
export function MetadataForm({ token, metadata, onSaved, onCancel }: MetadataFormProps) {
  const intl = useIntl();
  const detail = useQuery({ ...metadataQueries.detail(token), enabled: metadata === undefined });
  if (metadata !== undefined) {
    return <LoadedMetadataForm token={token} metadata={metadata} onSaved={onSaved} onCancel={onCancel} />;
  }
  if (detail.data) {
    return <LoadedMetadataForm token={token} metadata={detail.data.metadata} onSaved={onSaved} onCancel={onCancel} />;
  }
  if (detail.isError) return <FormError>{intl.formatMessage({ id: 'library.metadata.loadError' })}</FormError>;
  return <Spinner />;
}

function LoadedMetadataForm({ token, metadata, onSaved, onCancel }: MetadataFormProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const queryClient = useQueryClient();
  const form = useMetadataForm({ metadata, isNew: false });
  const [formError, setFormError] = useState<string | null>(null);
  const showServerErrors = useServerErrors(form, setFormError);
  const errorId = useId();
  const save = useMutation({
    mutationFn: (values: DocumentMetadata) => saveMetadata(token, values),
    onSuccess: (document) => {
      notify.success(t('library.metadata.saved'));
      // The lists show the reference: they read again, this document's detail too.
      void queryClient.invalidateQueries({ queryKey: documentKeys.all });
      onSaved?.(document);
    },
    onError: showServerErrors,
  });

  const onSubmit = form.handleSubmit((values) => {
    setFormError(null);
    save.mutate(toMetadata(values));
  });

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-describedby={formError ? errorId : undefined}
    >
      <FormError id={errorId}>{formError}</FormError>
      <MetadataEditor form={form} mode="full" suggestionsToken={token} />
      <div className={styles.actions}>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {t('library.metadata.cancel')}
          </Button>
        ) : null}
        <Button type="submit" loading={save.isPending}>
          {t('library.metadata.save')}
        </Button>
      </div>
    </form>
  );
}
