import { Button, errorToastText, notify } from '@lexdesk/shared';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { addDocumentToCase, type LibraryDocument } from '../../../api/documents';
import { useCaseDocumentsVersion } from '../model/caseDocumentsVersion';

/** A row's "add to the case" (case tabs): "Le document a bien été ajouté à l'affaire", then the lists reload. */
export function AddToCaseButton({ legalCaseToken, document }: { legalCaseToken: string; document: LibraryDocument }) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const add = async () => {
    setBusy(true);
    try {
      await addDocumentToCase(legalCaseToken, document.token);
      notify.success(intl.formatMessage({ id: 'library.preview.added' }));
      useCaseDocumentsVersion.setState((state) => ({ version: state.version + 1 }));
    } catch (error) {
      notify.error(errorToastText(intl, error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={busy}
      aria-label={intl.formatMessage({ id: 'library.list.add' }, { name: document.name })}
      onClick={() => void add()}
    >
      {intl.formatMessage({ id: 'library.preview.add' })}
    </Button>
  );
}
