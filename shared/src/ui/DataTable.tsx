import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { cx } from './cx';
import styles from './DataTable.module.css';
import { EmptyState } from './EmptyState';
import { Spinner } from './Spinner';
import { VisuallyHidden } from './VisuallyHidden';

export interface DataColumn<Row> {
  key: string;
  header: ReactNode;
  /** The cell's content; the first column is the row header (th scope="row"). */
  render: (row: Row) => ReactNode;
  align?: 'start' | 'end';
  className?: string;
  /** Stacked on a phone, the cell goes without its column's name (an action button names itself). */
  unlabelledWhenStacked?: boolean;
}

export interface DataTableProps<Row> {
  /** Names the table (a caption), visible unless `captionHidden`. */
  caption: string;
  captionHidden?: boolean;
  columns: Array<DataColumn<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** A request runs: the table says it is busy; without rows it shows a spinner in place of them. */
  loading?: boolean;
  loadingLabel?: string;
  /** Shown in place of the rows when there are none (an EmptyState or a sentence); "Aucun élément" by default. */
  empty?: ReactNode;
  className?: string;
  /**
   * On a phone each row becomes a block of stacked cells, each labelled with its column's header, instead of a
   * table that scrolls sideways (the library's lists: issue 22).
   */
  stackOnPhone?: boolean;
  /** The row shown elsewhere on the page (a preview beside the list): marked aria-current and highlighted. */
  isCurrentRow?: (row: Row) => boolean;
}

/**
 * A data table with a caption, column headers, row headers, and its empty and loading states inside the
 * table (so the caption still names what is empty). Scrolls sideways on narrow screens: the scrolling box
 * is focusable and named by the caption, so it can be scrolled with the keyboard.
 */
export function DataTable<Row>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  loading = false,
  loadingLabel,
  empty,
  className,
  stackOnPhone = false,
  isCurrentRow,
}: DataTableProps<Row>) {
  const intl = useIntl();
  const placeholder = (content: ReactNode) => (
    <tr>
      <td colSpan={columns.length} className={styles.placeholder}>
        {content}
      </td>
    </tr>
  );
  let body: ReactNode;
  if (rows.length === 0 && loading) body = placeholder(<Spinner label={loadingLabel} />);
  else if (rows.length === 0)
    body = placeholder(empty ?? <EmptyState title={intl.formatMessage({ id: 'ui.table.empty' })} />);
  else
    body = rows.map((row) => {
      const current = isCurrentRow?.(row) ?? false;
      return (
        <tr key={rowKey(row)} aria-current={current || undefined} className={current ? styles.current : undefined}>
          {columns.map((column, index) => {
            const Cell = index === 0 ? 'th' : 'td';
            const content = column.render(row);
            const empty = content === null || content === undefined || content === '' || content === false;
            return (
              <Cell
                key={column.key}
                scope={index === 0 ? 'row' : undefined}
                className={cx(
                  styles.cell,
                  column.align === 'end' && styles.end,
                  empty && styles.emptyCell,
                  column.className,
                )}
              >
                {stackOnPhone && index > 0 && !empty && !column.unlabelledWhenStacked ? (
                  // Read from the column header by assistive technologies; shown only where the headers are not.
                  <span className={styles.cellLabel} aria-hidden="true">
                    {column.header}
                  </span>
                ) : null}
                {content}
              </Cell>
            );
          })}
        </tr>
      );
    });

  return (
    // A scrollable region must be reachable by keyboard (WCAG 2.1.1), hence the tabIndex.
    <div
      className={cx(styles.scroller, stackOnPhone && styles.stackOnPhone, className)}
      role="region"
      aria-label={caption}
      tabIndex={0}
    >
      <table className={cx(styles.table, rows.length === 0 && styles.withoutRows)} aria-busy={loading || undefined}>
        <caption className={captionHidden ? undefined : styles.caption}>
          {captionHidden ? <VisuallyHidden>{caption}</VisuallyHidden> : caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={cx(styles.header, column.align === 'end' && styles.end, column.className)}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{body}</tbody>
      </table>
      {loading && rows.length > 0 && (
        <div className={styles.refreshing}>
          <Spinner size="sm" label={loadingLabel} />
        </div>
      )}
    </div>
  );
}
