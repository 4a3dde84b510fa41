import { Button } from '@lexdesk/shared';
import { useIntl } from 'react-intl';
import type { LibraryDocument } from '../../../api/documents';
import { useAddToCase } from '../hooks/useAddToCase';

/** A row's "add to the case" (case tabs): "Le document a bien été ajouté à l'affaire", then the lists reload. */
export function AddToCaseButton({ legalCaseToken, document }: { legalCaseToken: string; document: LibraryDocument }) {
  const intl = useIntl();
  const add = useAddToCase();
  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={add.isPending}
      aria-label={intl.formatMessage({ id: 'library.list.add' }, { name: document.name })}
      onClick={() => add.mutate({ legalCaseToken, documentToken: document.token })}
    >
      {intl.formatMessage({ id: 'library.preview.add' })}
    </Button>
  );
}
