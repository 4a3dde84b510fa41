import { Badge, Button, DataTable, formatDate, type DataColumn } from '@lexdesk/shared';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { DocumentSearchHit, LibraryDocument } from '../../../api/documents';
import { selectDocument, useSelectedToken } from '../../../common/selection';
import { STATE_TONE } from '../model/documents';
import { excerptParts } from '../model/highlight';
import styles from './Documents.module.css';

export interface DocumentTableProps {
  caption: string;
  documents: readonly LibraryDocument[];
  loading: boolean;
  empty: ReactNode;
  /** Faileds: why processing failed. */
  showReason?: boolean;
  /** Rows open the preview sidebar (the screens that have one). */
  previewable?: boolean;
  /** The row's action (delete, add to the case), if any. */
  action?: (document: LibraryDocument) => ReactNode;
}

function Excerpt({ text }: { text: string }) {
  return (
    <p className={styles.excerpt}>
      {excerptParts(text).map((part, index) =>
        part.match ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
      )}
    </p>
  );
}

const isHit = (document: LibraryDocument): document is DocumentSearchHit =>
  typeof (document as Partial<DocumentSearchHit>).text === 'string';

/**
 * The documents as a table: name (opens the preview) with the reference under it, state, confidentiality, date,
 * and the screen's action.
 */
export function DocumentTable({
  caption,
  documents,
  loading,
  empty,
  showReason = false,
  previewable = true,
  action,
}: DocumentTableProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const selected = useSelectedToken();

  const columns: DataColumn<LibraryDocument>[] = [
    {
      key: 'name',
      header: t('library.list.name'),
      className: styles.nameCell,
      render: (document) => (
        <>
          {previewable ? (
            <button
              type="button"
              className={styles.nameButton}
              aria-pressed={selected === document.token}
              onClick={() => selectDocument(selected === document.token ? null : document)}
            >
              {document.name}
            </button>
          ) : (
            <span className={styles.name}>{document.name}</span>
          )}
          {/* The citation computed from its metadata (issue 24): how a lawyer recognises and cites it. */}
          {document.reference ? <p className={styles.reference}>{document.reference}</p> : null}
          {isHit(document) ? <Excerpt text={document.text} /> : null}
        </>
      ),
    },
    {
      key: 'state',
      header: t('library.list.state'),
      render: (document) => <Badge tone={STATE_TONE[document.state]}>{t(`library.state.${document.state}`)}</Badge>,
    },
    {
      key: 'visibility',
      header: t('library.list.visibility'),
      render: (document) => (
        <>
          <span>{t(`library.visibility.${document.visibility}`)}</span>
          {/* Answered to the super administrator only: a firm's document, whose accesses its firm reads (issue 22). */}
          {document.firm_name !== undefined ? (
            <span className={styles.firm}>
              <Badge tone="info">
                {document.firm_name === null
                  ? t('library.list.firmUnnamed')
                  : t('library.list.firm', { name: document.firm_name })}
              </Badge>
            </span>
          ) : null}
        </>
      ),
    },
    { key: 'date', header: t('library.list.date'), render: (document) => formatDate(document.created_at) },
  ];
  if (showReason) {
    columns.push({
      key: 'reason',
      header: t('library.list.reason'),
      render: (document) => document.failure_message ?? '',
    });
  }
  if (action) {
    columns.push({
      key: 'action',
      header: t('library.list.actions'),
      align: 'end',
      render: action,
      unlabelledWhenStacked: true,
    });
  }

  return (
    <DataTable
      caption={caption}
      captionHidden
      columns={columns}
      rows={documents}
      rowKey={(document) => document.token}
      loading={loading}
      loadingLabel={t('common.loading')}
      empty={empty}
      stackOnPhone
      isCurrentRow={previewable ? (document) => document.token === selected : undefined}
    />
  );
}

export function DeleteButton({ document, onDelete }: { document: LibraryDocument; onDelete: () => void }) {
  const intl = useIntl();
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={intl.formatMessage({ id: 'library.list.delete' }, { name: document.name })}
      onClick={onDelete}
    >
      {intl.formatMessage({ id: 'library.delete.confirm' })}
    </Button>
  );
}

export function RemoveFromCaseButton({ document, onRemove }: { document: LibraryDocument; onRemove: () => void }) {
  const intl = useIntl();
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={intl.formatMessage({ id: 'library.list.remove' }, { name: document.name })}
      onClick={onRemove}
    >
      {intl.formatMessage({ id: 'library.remove.confirm' })}
    </Button>
  );
}
