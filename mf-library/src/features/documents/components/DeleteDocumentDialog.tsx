import { ConfirmDialog, errorToastText, notify } from '@lexdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { deleteDocument, type LibraryDocument } from '../../../api/documents';
import { documentKeys } from '../../../api/keys';
import { selectDocument, useSelectedToken } from '../../../common/selection';

export interface DeleteDocumentDialogProps {
  document: LibraryDocument | null;
  onClose: () => void;
}

/**
 * Asks before deleting; "Document supprimé" once done, and every list reads again (the server refuses a public
 * document's deletion).
 */
export function DeleteDocumentDialog({ document, onClose }: DeleteDocumentDialogProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const selected = useSelectedToken();
  const queryClient = useQueryClient();
  const removal = useMutation({
    mutationFn: (token: string) => deleteDocument(token),
    onSuccess: (_, token) => {
      notify.success(t('library.delete.done'));
      if (selected === token) selectDocument(null);
      void queryClient.invalidateQueries({ queryKey: documentKeys.all });
    },
    onError: (error) => notify.error(errorToastText(intl, error)),
    onSettled: onClose,
  });

  return (
    <ConfirmDialog
      open={document !== null}
      title={t('library.delete.title')}
      confirmLabel={t('library.delete.confirm')}
      cancelLabel={t('common.cancel')}
      destructive
      busy={removal.isPending}
      onConfirm={() => {
        if (document) removal.mutate(document.token);
      }}
      onCancel={onClose}
    >
      <p>{document ? t('library.delete.text', { name: document.name }) : null}</p>
    </ConfirmDialog>
  );
}
