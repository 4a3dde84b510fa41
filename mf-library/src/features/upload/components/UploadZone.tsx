import { Button, cx, isAcceptedFileName, notify, useRole } from '@lexdesk/shared';
import { useState, type DragEvent } from 'react';
import { useIntl } from 'react-intl';
import type { MetadataSection } from '../../../common/metadataSection';
import styles from './Upload.module.css';
import { UploadDialog } from './UploadDialog';

const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

export interface UploadZoneProps {
  legalCaseToken?: string;
  /** The metadata form's section of the popup (features/metadata). */
  MetadataSection: MetadataSection;
}

/**
 * The home upload zone: files dropped anywhere on it open the upload popup with them; its button opens the
 * popup empty. Files of another type are refused here with "File not supported".
 */
export function UploadZone({ legalCaseToken, MetadataSection }: UploadZoneProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const single = useRole() === 'admin';
  const [open, setOpen] = useState(false);
  const [dropped, setDropped] = useState<File[]>([]);
  const [dragging, setDragging] = useState(false);

  const onDragOver = (event: DragEvent<HTMLElement>) => {
    if (!hasFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    const files = Array.from(event.dataTransfer.files);
    const accepted = files.filter((file) => isAcceptedFileName(file.name));
    if (accepted.length < files.length) notify.alert(t('library.upload.notSupported'));
    if (accepted.length === 0) return;
    setDropped(single ? accepted.slice(0, 1) : accepted);
    setOpen(true);
  };

  return (
    <section
      aria-label={t('library.upload.zoneLabel')}
      className={cx(styles.zone, dragging && styles.dragging)}
      onDragOver={onDragOver}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <span>{t('library.upload.zone')}</span>
      <Button
        variant="secondary"
        onClick={() => {
          setDropped([]);
          setOpen(true);
        }}
      >
        {t(single ? 'library.upload.openSingle' : 'library.upload.open')}
      </Button>
      <UploadDialog
        open={open}
        dropped={dropped}
        legalCaseToken={legalCaseToken}
        MetadataSection={MetadataSection}
        onClose={() => setOpen(false)}
      />
    </section>
  );
}
