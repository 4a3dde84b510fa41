import { cx, DISPLAY_TIME_ZONE, EmptyState, formatDate, Pagination, Spinner, useUser } from '@lexdesk/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { firmQueries } from '../../../api/keys';
import type { DocumentAccessAction, DocumentAccessEntry } from '../../../api/office';
import styles from '../../../common/Page.module.css';
import { PageState } from '../../../common/PageState';
import logStyles from './AccessLogPage.module.css';

/** Lines per page. */
export const ACCESS_LOG_PAGE_SIZE = 20;

const ACTION_MESSAGE: Record<DocumentAccessAction, string> = {
  detail: 'office.accessLog.action.detail',
  text: 'office.accessLog.action.text',
  download: 'office.accessLog.action.download',
  preview: 'office.accessLog.action.preview',
  edit: 'office.accessLog.action.edit',
};

/** `?page=` as a page number, 1 for anything else. */
function pageOf(searchParams: URLSearchParams): number {
  const page = Number(searchParams.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

/**
 * /office/access-log (firm administrator): every access of the provider's staff to the firm's private
 * documents, newest first, as LexDesk's privacy policy promises (issue 23 item 1). A table on a wide screen,
 * one block per line on a phone.
 */
export function AccessLogPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const uuid = useUser()?.client?.uuid ?? null;
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageOf(searchParams);
  const log = useQuery({
    ...firmQueries.accessLog(uuid ?? '', page, ACCESS_LOG_PAGE_SIZE),
    enabled: uuid !== null,
    placeholderData: keepPreviousData,
  });
  const title = t('office.AccessLog.title');
  if (!log.data) return <PageState title={title} loading={log.isFetching} onRetry={() => void log.refetch()} />;

  const { entries, total } = log.data;
  const pageCount = Math.ceil(total / ACCESS_LOG_PAGE_SIZE);
  const when = (at: string) => {
    const time = intl.formatTime(new Date(at), {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: DISPLAY_TIME_ZONE,
    });
    return t('office.accessLog.when', { date: formatDate(at), time });
  };
  const columns = [
    t('office.accessLog.column.when'),
    t('office.accessLog.column.who'),
    t('office.accessLog.column.document'),
    t('office.accessLog.column.action'),
  ] as const;

  return (
    <div className={cx(styles.page, logStyles.wide)}>
      <h1>{title}</h1>
      <p className={logStyles.intro}>{t('office.accessLog.intro')}</p>
      {entries.length === 0 ? (
        <EmptyState
          headingLevel={2}
          title={t('office.accessLog.empty.title')}
          description={t('office.accessLog.empty.description')}
        />
      ) : (
        <>
          <table className={logStyles.table} role="table" aria-busy={log.isFetching || undefined}>
            <caption className={logStyles.caption}>
              {intl.formatMessage({ id: 'office.accessLog.caption' }, { total })}
            </caption>
            <thead className={logStyles.head}>
              <tr role="row">
                {columns.map((column) => (
                  <th key={column} scope="col" role="columnheader">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <AccessLine key={entry.id} entry={entry} columns={columns} when={when(entry.accessed_at)} />
              ))}
            </tbody>
          </table>
          {log.isFetching && <Spinner size="sm" label={t('common.loading')} />}
          <Pagination
            page={Math.min(page, Math.max(pageCount, 1))}
            pageCount={pageCount}
            label={t('office.accessLog.pagination')}
            onChange={(next) => setSearchParams(next > 1 ? { page: String(next) } : {})}
          />
        </>
      )}
    </div>
  );
}

/** One line; on a phone each cell shows its column's name before it (the headers are hidden there). */
function AccessLine({
  entry,
  columns,
  when,
}: {
  entry: DocumentAccessEntry;
  columns: readonly [string, string, string, string];
  when: string;
}) {
  const intl = useIntl();
  const [whenLabel, whoLabel, documentLabel, actionLabel] = columns;
  return (
    <tr role="row" className={logStyles.row}>
      <th scope="row" role="rowheader" data-label={whenLabel} className={cx(logStyles.cell, logStyles.when)}>
        <time dateTime={entry.accessed_at}>{when}</time>
      </th>
      <td role="cell" data-label={whoLabel} className={logStyles.cell}>
        <span className={logStyles.name}>{entry.user.name}</span>
        <span className={logStyles.secondary}>{entry.user.email}</span>
      </td>
      <td role="cell" data-label={documentLabel} className={logStyles.cell}>
        <span className={logStyles.name}>{entry.document.name}</span>
        {entry.document.token === null && (
          <span className={logStyles.secondary}>{intl.formatMessage({ id: 'office.accessLog.deleted' })}</span>
        )}
      </td>
      <td role="cell" data-label={actionLabel} className={logStyles.cell}>
        {intl.formatMessage({ id: ACTION_MESSAGE[entry.action] })}
      </td>
    </tr>
  );
}
