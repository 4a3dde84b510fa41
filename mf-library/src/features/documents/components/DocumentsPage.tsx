import {
  Button,
  buttonClassName,
  EmptyState,
  Pagination,
  pathTo,
  TextField,
  useDebouncedValue,
  useRole,
  VisuallyHidden,
} from '@lexdesk/shared';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { DocumentScope, DocumentStatusFilter, LibraryDocument } from '../../../api/documents';
import { useDocumentList } from '../hooks/useDocumentList';
import { PROCESS_SEARCH_MIN_EXCLUSIVE, TYPED_SEARCH_DEBOUNCE_MS } from '../model/documents';
import { AddToCaseButton } from './AddToCaseButton';
import { DeleteDocumentDialog } from './DeleteDocumentDialog';
import { DeleteButton, DocumentTable, RemoveFromCaseButton } from './DocumentTable';
import { RemoveFromCaseDialog } from './RemoveFromCaseDialog';
import styles from './Documents.module.css';

export interface DocumentsPageProps {
  titleId: string;
  status?: DocumentStatusFilter;
  scopes?: DocumentScope;
  /** The empty list's text ("documents.noresult.default", "Aucun document trouvé"). */
  emptyId: string;
  /** The home upload zone (MyDocuments, Admin, a case's documents). */
  upload?: ReactNode;
  /** Process: its own search box, which searches only past 2 characters. */
  ownSearch?: boolean;
  showReason?: boolean;
  /** The route has a preview sidebar. */
  previewable?: boolean;
  /** The Search page: its form above (`header`), results only. */
  searchOnly?: boolean;
  /** Drawn instead of the h1 (the Search page's form carries it). */
  header?: ReactNode;
  /** A case tab: the case's token (its list, the add action), an h2 under the case's h1. */
  legalCaseToken?: string;
  /** The scope searched from the sidebar when it is not the list's (a case tab searches the library). */
  searchScopes?: DocumentScope;
  /** Rows (the search results in a case tab, or every row) get "add to the case". */
  addable?: 'rows' | 'hits';
  /** Drawn below the list (the case's suggestions). */
  footer?: ReactNode;
  /** A case tab's own list (not its search results): each row can be taken out of the case. */
  removable?: boolean;
  /** Whether a row has a delete action (the server decides in the end). */
  deletable?: (document: LibraryDocument) => boolean;
  /** Whether a row links to its anonymisation review (mf-tagging; the server decides in the end). */
  anonymisable?: (document: LibraryDocument) => boolean;
}

/** A library list screen: title, upload zone, the page or the search results, pagination, delete. */
export function DocumentsPage({
  titleId,
  status,
  scopes,
  emptyId,
  upload,
  ownSearch = false,
  showReason = false,
  previewable = true,
  deletable,
  anonymisable,
  searchOnly = false,
  header,
  legalCaseToken,
  searchScopes,
  addable,
  removable = false,
  footer,
}: DocumentsPageProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const role = useRole();
  const [terms, setTerms] = useState('');
  const trimmed = terms.trim();
  // Searched once the typing pauses.
  const searched = useDebouncedValue(trimmed, TYPED_SEARCH_DEBOUNCE_MS);
  const list = useDocumentList({
    status,
    scopes,
    searchOnly,
    legalCaseToken,
    searchScopes,
    ...(ownSearch
      ? {
          terms: searched,
          searchEnabled: searched.length > PROCESS_SEARCH_MIN_EXCLUSIVE,
          typing: searched !== trimmed && trimmed.length > PROCESS_SEARCH_MIN_EXCLUSIVE,
        }
      : {}),
  });
  const [deleting, setDeleting] = useState<LibraryDocument | null>(null);
  const canDelete = role !== null && deletable;
  const canAdd = !!legalCaseToken && (addable === 'rows' || (addable === 'hits' && list.hits !== null));
  // A shell older than contract 2.3 has no anonymisation route: no link there.
  const canAnonymise = role !== null && !!anonymisable && 'Anonymisation' in pathTo;
  const [removing, setRemoving] = useState<LibraryDocument | null>(null);
  const canRemove = removable && !!legalCaseToken && list.hits === null;
  const rowAction = (document: LibraryDocument): ReactNode => {
    if (canAdd && legalCaseToken) return <AddToCaseButton legalCaseToken={legalCaseToken} document={document} />;
    if (canRemove) return <RemoveFromCaseButton document={document} onRemove={() => setRemoving(document)} />;
    const anonymise =
      canAnonymise && anonymisable(document) ? (
        <Link
          className={buttonClassName({ variant: 'ghost', size: 'sm' })}
          to={pathTo.Anonymisation({ token: document.token })}
          aria-label={intl.formatMessage({ id: 'library.list.anonymise' }, { name: document.name })}
        >
          {t('library.anonymise')}
        </Link>
      ) : null;
    const remove =
      canDelete && deletable(document) ? (
        <DeleteButton document={document} onDelete={() => setDeleting(document)} />
      ) : null;
    if (!anonymise || !remove) return anonymise ?? remove;
    return (
      <span className={styles.rowActions}>
        {anonymise}
        {remove}
      </span>
    );
  };

  return (
    <div className={styles.page}>
      {/* In a case the selected tab already shows the title: the heading stays for the outline only, out of the
          flow so the page's gap does not count it. */}
      {header ??
        (legalCaseToken ? (
          <VisuallyHidden role="heading" aria-level={2}>
            {t(titleId)}
          </VisuallyHidden>
        ) : (
          <h1>{t(titleId)}</h1>
        ))}
      {upload ?? null}
      {ownSearch ? (
        <TextField
          type="search"
          label={t('library.process.search')}
          hint={t('library.process.search.hint')}
          value={terms}
          onChange={(event) => setTerms(event.target.value)}
          autoComplete="off"
        />
      ) : null}
      {searchOnly && !list.hits ? null : list.failed ? (
        <EmptyState
          headingLevel={2}
          title={t('library.list.loadError')}
          action={
            <Button variant="secondary" onClick={list.reload}>
              {t('common.retry')}
            </Button>
          }
        />
      ) : (
        <DocumentTable
          caption={t(list.hits ? 'library.search.results' : titleId)}
          documents={list.documents}
          loading={list.loading}
          empty={
            // A live region: a search's empty result must be heard too.
            <div role="status">
              <EmptyState title={t(list.hits ? 'library.search.noResult' : emptyId)} />
            </div>
          }
          showReason={showReason}
          previewable={previewable}
          action={canAdd || canRemove || canDelete || canAnonymise ? rowAction : undefined}
        />
      )}
      {list.pageCount > 1 ? (
        <Pagination page={list.page} pageCount={list.pageCount} onChange={(page) => list.goTo(page)} />
      ) : null}
      {footer ?? null}
      <DeleteDocumentDialog document={deleting} onClose={() => setDeleting(null)} />
      {legalCaseToken ? (
        <RemoveFromCaseDialog legalCaseToken={legalCaseToken} document={removing} onClose={() => setRemoving(null)} />
      ) : null}
    </div>
  );
}
