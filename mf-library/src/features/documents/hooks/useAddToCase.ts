import { errorToastText, notify } from '@lexdesk/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { addDocumentToCase } from '../../../api/documents';
import { documentKeys } from '../../../api/keys';

/**
 * Adds a document to a case: "Le document a bien été ajouté à l'affaire", then every document list reads again
 * (the case's own list gains it, its suggestions lose it).
 */
export function useAddToCase() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ legalCaseToken, documentToken }: { legalCaseToken: string; documentToken: string }) =>
      addDocumentToCase(legalCaseToken, documentToken),
    onSuccess: () => {
      notify.success(intl.formatMessage({ id: 'library.preview.added' }));
      return queryClient.invalidateQueries({ queryKey: documentKeys.all });
    },
    onError: (error) => notify.error(errorToastText(intl, error)),
  });
}
