import { ConfirmDialog, errorToastText, notify } from '@lexdesk/shared';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { deleteDocument, type LibraryDocument } from '../../../api/documents';
import { selectDocument, useSelectedToken } from '../../../common/selection';

export interface DeleteDocumentDialogProps {
  document: LibraryDocument | null;
  onClose: () => void;
  onDeleted: () => void;
}

/** Asks before deleting; "Document supprimé" once done (the server refuses a public document's deletion). */
export function DeleteDocumentDialog({ document, onClose, onDeleted }: DeleteDocumentDialogProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [busy, setBusy] = useState(false);
  const selected = useSelectedToken();

  const confirm = async () => {
    if (!document) return;
    setBusy(true);
    try {
      await deleteDocument(document.token);
      notify.success(t('library.delete.done'));
      if (selected === document.token) selectDocument(null);
      onDeleted();
    } catch (error) {
      notify.error(errorToastText(intl, error));
    } finally {
      setBusy(false);
      onClose();
    }
  };

  return (
    <ConfirmDialog
      open={document !== null}
      title={t('library.delete.title')}
      confirmLabel={t('library.delete.confirm')}
      cancelLabel={t('common.cancel')}
      destructive
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      <p>{document ? t('library.delete.text', { name: document.name }) : null}</p>
    </ConfirmDialog>
  );
}
