import {
  Button,
  ChoiceGroup,
  ChoiceOption,
  FileDropZone,
  Modal,
  notify,
  UPLOAD_ACCEPT_ATTRIBUTE,
  useRole,
  type FileRefusal,
} from '@lexdesk/shared';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { DocumentVisibility } from '../../../api/documents';
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
}

/** Says "File not supported" once for a choice with files of another type (the zone names each one too). */
export function alertUnsupported(refused: readonly FileRefusal[], text: string): void {
  if (refused.some((refusal) => refusal.reason === 'unsupported')) notify.alert(text);
}

/**
 * The upload popup: the super administrator sends one file, public by default; a lawyer several at once,
 * always private (the server forces it; choosing public only shows why). Continue waits for a file and is
 * off while sending; each file shows its progress, then the toasts say what happened (and the lists read again).
 * Closing resets it.
 */
export function UploadDialog({ open, onClose, dropped, legalCaseToken }: UploadDialogProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const isAdmin = useRole() === 'admin';
  const multiple = !isAdmin;
  const [visibility, setVisibility] = useState<DocumentVisibility>(isAdmin ? 'public' : 'private');
  const batch = useUploadBatch();
  const { choose } = batch;

  useEffect(() => {
    if (open && dropped && dropped.length > 0) choose(dropped, multiple);
  }, [open, dropped, multiple, choose]);

  const close = () => {
    batch.reset();
    setVisibility(isAdmin ? 'public' : 'private');
    onClose();
  };

  const submit = async () => {
    const outcomes = await batch.send(visibility, legalCaseToken, t('library.upload.fileFailed'));
    if (outcomes.length === 0) return;
    const report = uploadReport(outcomes);
    if (report.success) notify.success(t(report.success.id, report.success.values));
    if (report.failure) notify.alert(t(report.failure.id, report.failure.values));
    for (const message of report.notAttached) notify.alert(t(message.id, message.values));
    if (!report.failure) close();
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title={t('library.upload.title')}
      closeLabel={t('common.close')}
      footer={
        <Button onClick={() => void submit()} disabled={batch.files.length === 0 || batch.uploading}>
          {t('library.upload.continue')}
        </Button>
      }
    >
      <div className={styles.form}>
        <FileDropZone
          label={t(multiple ? 'library.upload.files' : 'library.upload.file')}
          hint={t('library.upload.hint')}
          accept={UPLOAD_ACCEPT_ATTRIBUTE}
          multiple={multiple}
          disabled={batch.uploading}
          maxFileBytes={LIBRARY_MAX_UPLOAD_BYTES}
          onFiles={(files) => choose(files, multiple)}
          onRefuse={(refused) => alertUnsupported(refused, t('library.upload.notSupported'))}
          files={batch.files}
          onRemove={batch.uploading ? undefined : batch.remove}
        />
        <ChoiceGroup legend={t('library.upload.visibility')}>
          {(['public', 'private'] as const).map((value) => (
            <ChoiceOption
              key={value}
              type="radio"
              name="visibility"
              value={value}
              label={t(`library.visibility.${value}`)}
              checked={visibility === value}
              disabled={batch.uploading}
              onChange={() => setVisibility(value)}
            />
          ))}
        </ChoiceGroup>
        {!isAdmin && visibility === 'public' ? (
          <p role="alert" className={styles.warning}>
            {t('library.upload.publicWarning')}
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
