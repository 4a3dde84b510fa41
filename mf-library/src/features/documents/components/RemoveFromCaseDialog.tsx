import { ConfirmDialog, errorToastText, notify } from '@lexdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { removeDocumentFromCase, type LibraryDocument } from '../../../api/documents';
import { documentKeys } from '../../../api/keys';

export interface RemoveFromCaseDialogProps {
  legalCaseToken: string;
  document: LibraryDocument | null;
  onClose: () => void;
}

/**
 * Asks before taking a document out of a case, saying it stays in the library; then every list reads again (the
 * case's list loses it, its suggestions may offer it again).
 */
export function RemoveFromCaseDialog({ legalCaseToken, document, onClose }: RemoveFromCaseDialogProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const queryClient = useQueryClient();
  const removal = useMutation({
    mutationFn: (documentToken: string) => removeDocumentFromCase(legalCaseToken, documentToken),
    onSuccess: () => {
      notify.success(t('library.remove.done'));
      void queryClient.invalidateQueries({ queryKey: documentKeys.all });
    },
    onError: (error) => notify.error(errorToastText(intl, error)),
    onSettled: onClose,
  });

  return (
    <ConfirmDialog
      open={document !== null}
      title={t('library.remove.title')}
      confirmLabel={t('library.remove.confirm')}
      cancelLabel={t('common.cancel')}
      destructive
      busy={removal.isPending}
      onConfirm={() => {
        if (document) removal.mutate(document.token);
      }}
      onCancel={onClose}
    >
      <p>{document ? t('library.remove.text', { name: document.name }) : null}</p>
    </ConfirmDialog>
  );
}
