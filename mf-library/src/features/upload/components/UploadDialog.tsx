import {
  Button,
  FileDropZone,
  Modal,
  notify,
  UPLOAD_ACCEPT_ATTRIBUTE,
  useRole,
  type FileRefusal,
} from '@lexdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { documentKeys } from '../../../api/keys';
import { saveMetadata, type DocumentMetadata } from '../../../api/metadata';
import type { MetadataFormMode, MetadataSection, MetadataSectionHandle } from '../../../common/metadataSection';
import { useEarlyUpload } from '../hooks/useEarlyUpload';
import { useUploadBatch } from '../hooks/useUploadBatch';
import { LIBRARY_MAX_UPLOAD_BYTES } from '../model/files';
import { uploadReport } from '../model/report';
import styles from './Upload.module.css';

export interface UploadDialogProps {
  open: boolean;
  onClose: () => void;
  /** Files dropped on the home upload zone before the popup opened. */
  dropped?: readonly File[];
  /** Uploads from a case tab are added to that case. */
  legalCaseToken?: string;
  /** The metadata form's section (features/metadata, given by the pages). */
  MetadataSection: MetadataSection;
}

/** Says "File not supported" once for a choice with files of another type (the zone names each one too). */
export function alertUnsupported(refused: readonly FileRefusal[], text: string): void {
  if (refused.some((refusal) => refusal.reason === 'unsupported')) notify.alert(text);
}

type Translate = (id: string, values?: Record<string, string | number>) => string;

function useTranslate(): Translate {
  const intl = useIntl();
  return (id, values) => intl.formatMessage({ id }, values);
}

/**
 * The upload popup with the metadata form. Its state lives while it is open: closing it resets everything
 * (an upload under way is abandoned). The super administrator sends one file, sent as soon as it is chosen so
 * that the values read from its text are offered before Continue saves the metadata; a lawyer sends one file
 * with the full form, or several with the type, country, language and law cases that apply to each.
 */
export function UploadDialog(props: UploadDialogProps) {
  const isAdmin = useRole() === 'admin';
  if (!props.open) return null;
  return isAdmin ? <AdminUploadDialog {...props} /> : <LawyerUploadDialog {...props} />;
}

function LawyerUploadDialog({ onClose, dropped, legalCaseToken, MetadataSection }: UploadDialogProps) {
  const t = useTranslate();
  const batch = useUploadBatch();
  const { choose } = batch;
  const mode: MetadataFormMode = batch.files.length > 1 ? 'multiple' : 'full';
  const metadataForm = useRef<MetadataSectionHandle>(null);

  useEffect(() => {
    if (dropped && dropped.length > 0) choose(dropped, true);
  }, [dropped, choose]);

  const submit = async () => {
    const metadata = await metadataForm.current?.submit();
    if (!metadata) return;
    const outcomes = await batch.send('private', legalCaseToken, t('library.upload.fileFailed'), {
      ...metadata,
      // The server's own rule too: a lawyer's documents are private, theirs.
      visibility: 'private',
    } satisfies DocumentMetadata);
    if (outcomes.length === 0) return;
    const report = uploadReport(outcomes);
    if (report.success) notify.success(t(report.success.id, report.success.values));
    if (report.failure) notify.alert(t(report.failure.id, report.failure.values));
    for (const message of report.notAttached) notify.alert(t(message.id, message.values));
    if (!report.failure) onClose();
  };

  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      closeOnBackdrop={false}
      title={t('library.upload.title')}
      closeLabel={t('common.close')}
      footer={
        <Button
          onClick={() => void submit()}
          disabled={batch.files.length === 0 || batch.uploading}
          loading={batch.uploading}
        >
          {t('library.upload.continue')}
        </Button>
      }
    >
      <div className={styles.form}>
        <FileDropZone
          label={t('library.upload.files')}
          hint={t('library.upload.hint')}
          accept={UPLOAD_ACCEPT_ATTRIBUTE}
          multiple
          disabled={batch.uploading}
          maxFileBytes={LIBRARY_MAX_UPLOAD_BYTES}
          onFiles={(files) => choose(files, true)}
          onRefuse={(refused) => alertUnsupported(refused, t('library.upload.notSupported'))}
          files={batch.files}
          onRemove={batch.uploading ? undefined : batch.remove}
        />
        {mode === 'multiple' ? <p className={styles.note}>{t('library.upload.multipleNote')}</p> : null}
        <MetadataSection
          mode={mode}
          suggestionsToken={null}
          fileName={batch.files.length === 1 ? (batch.files[0]?.name ?? null) : null}
          handle={metadataForm}
        />
      </div>
    </Modal>
  );
}

/** The metadata could not be saved because the file itself was not stored (its failure is already said). */
class NotUploaded extends Error {}

function AdminUploadDialog({ onClose, dropped, MetadataSection }: UploadDialogProps) {
  const t = useTranslate();
  const queryClient = useQueryClient();
  const early = useEarlyUpload({
    failedText: t('library.upload.fileFailed'),
    failedAlert: (name) => t('library.upload.failed', { count: 1, names: name }),
  });
  const { choose } = early;
  const metadataForm = useRef<MetadataSectionHandle>(null);

  useEffect(() => {
    const [first] = dropped ?? [];
    if (first) choose(first);
  }, [dropped, choose]);

  const save = useMutation({
    mutationFn: async (metadata: DocumentMetadata) => {
      const token = await early.uploaded();
      if (!token) throw new NotUploaded();
      return saveMetadata(token, metadata);
    },
  });

  const submit = async () => {
    const metadata = await metadataForm.current?.submit();
    if (!metadata) return;
    try {
      await save.mutateAsync(metadata);
    } catch (error) {
      if (!(error instanceof NotUploaded)) metadataForm.current?.showErrors(error);
      return;
    }
    early.keep();
    notify.success(t('library.upload.done.one'));
    void queryClient.invalidateQueries({ queryKey: documentKeys.all });
    onClose();
  };

  return (
    <Modal
      open
      onClose={onClose}
      size="lg"
      closeOnBackdrop={false}
      title={t('library.upload.titleSingle')}
      closeLabel={t('common.close')}
      footer={
        <Button
          onClick={() => void submit()}
          disabled={!early.item || !!early.item.error || save.isPending}
          loading={save.isPending}
        >
          {t('library.upload.continue')}
        </Button>
      }
    >
      <div className={styles.form}>
        <FileDropZone
          label={t('library.upload.file')}
          hint={t(early.token ? 'library.upload.sentHint' : 'library.upload.hint')}
          accept={UPLOAD_ACCEPT_ATTRIBUTE}
          maxFileBytes={LIBRARY_MAX_UPLOAD_BYTES}
          disabled={save.isPending}
          onFiles={(files) => {
            const [file] = files;
            if (file) choose(file);
          }}
          onRefuse={(refused) => alertUnsupported(refused, t('library.upload.notSupported'))}
          files={early.item ? [early.item] : []}
        />
        <MetadataSection
          mode="full"
          suggestionsToken={early.token}
          fileName={early.item?.name ?? null}
          handle={metadataForm}
        />
      </div>
    </Modal>
  );
}
