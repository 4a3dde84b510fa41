import {
  Button,
  cx,
  errorToastText,
  notify,
  Spinner,
  VisuallyHidden,
  type LegalCaseListView,
} from '@lexdesk/shared/core';
import { clampPage, EmptyState, lastPage, Pagination } from '@lexdesk/shared/lists';
import { useCallback, useEffect, useId } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useClosedCases } from '../hooks/useClosedCases';
import { useLegalCaseList } from '../hooks/useLegalCaseList';
import { useListFilters } from '../hooks/useListFilters';
import { useListPage } from '../hooks/useListPage';
import { groupCases } from '../model/cases';
import styles from './CaseList.module.css';
import { CaseRow } from './CaseRow';
import { ListFilters } from './ListFilters';

export interface CaseListProps {
  /** AllCases: the whole firm's cases, each with its lawyer; MyCases: the current user's. */
  all: boolean;
}

const SKELETON_ROWS = 6;

const sameList = (a: LegalCaseListView, b: LegalCaseListView) =>
  a.page === b.page && a.closed === b.closed && a.search === b.search && a.status === b.status;

/**
 * MyCases and AllCases: the search and status filter, then one page of cases (?page=, 1-based) in the
 * sections new, processing and closed, one dense row each.
 */
export function CaseList({ all }: CaseListProps) {
  const intl = useIntl();
  const idPrefix = useId();
  const t = (id: string) => intl.formatMessage({ id });
  const closed = useClosedCases().showClosed;
  const { page, goTo } = useListPage(closed);
  const filters = useListFilters();

  const onError = useCallback((error: unknown) => notify.error(errorToastText(intl, error)), [intl]);
  // The page the list shows may run ahead of ?page= for one render (useListPage): the request follows it.
  const [searchParams] = useSearchParams();
  const requestParams = new URLSearchParams(searchParams);
  requestParams.set('page', String(page));
  const { data, view, loading, error, reload } = useLegalCaseList(all ? 'all' : 'mine', requestParams, onError);

  // A page past the last one (cases closed meanwhile, an old link) goes to the last page, in place. With no
  // case at all the last page is page 1: ?page=5 of an empty list is not left in the URL.
  const fresh = data && sameList(data.view, view) ? data : null;
  const outOfRange = !!fresh && page > lastPage(fresh.total);
  useEffect(() => {
    if (outOfRange && fresh) goTo(clampPage(page, fresh.total), true);
  }, [outOfRange, fresh, page, goTo]);

  const columns = cx(styles.columns, all && styles.withLawyer);
  let body;
  if (error && !loading) {
    body = (
      <div className={styles.error}>
        <p>{t('cases.legalCases.loadError')}</p>
        <Button variant="secondary" onClick={reload}>
          {t('common.retry')}
        </Button>
      </div>
    );
  } else if (!data || outOfRange) {
    // The first page is on its way: the rows' shape, not a bare spinner; said once to assistive technologies.
    body = (
      <div className={cx(styles.list, columns)} aria-busy="true">
        <span role="status">
          <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
        </span>
        <ul className={styles.skeleton} aria-hidden="true">
          {Array.from({ length: SKELETON_ROWS }, (_, index) => (
            <li key={index} className={styles.skeletonRow}>
              <span className={styles.bone} />
              <span className={styles.bone} />
              {all && <span className={styles.bone} />}
              <span className={styles.bone} />
              <span className={cx(styles.bone, styles.badgeBone)} />
            </li>
          ))}
        </ul>
      </div>
    );
  } else {
    const groups = groupCases(data.items);
    body = (
      <div className={cx(styles.list, columns)} aria-busy={loading || undefined}>
        {loading && (
          <div className={styles.refreshing}>
            <Spinner size="sm" />
          </div>
        )}
        {groups.length === 0 ? (
          <NoCase view={data.view} onClear={filters.clear} />
        ) : (
          <>
            {/* Each row's cells are labelled for assistive technologies: the headers are for the eye. */}
            <div className={styles.headers} aria-hidden="true">
              <span>{t('cases.legalCases.column.litigant')}</span>
              <span>{t('cases.legalCases.column.lawCase')}</span>
              {all && <span>{t('cases.legalCases.column.lawyer')}</span>}
              <span>{t('cases.legalCases.column.received')}</span>
              <span className={styles.statusHeader}>{t('cases.legalCases.column.status')}</span>
            </div>
            {groups.map((group) => (
              <section key={group.section} className={styles.section} aria-labelledby={`${idPrefix}-${group.section}`}>
                <h2 id={`${idPrefix}-${group.section}`} className={styles.sectionTitle}>
                  {t(`cases.legalCases.section.${group.section}`)}
                </h2>
                <ul className={styles.rows}>
                  {group.items.map((item) => (
                    <CaseRow key={item.token} item={item} showLawyer={all} />
                  ))}
                </ul>
              </section>
            ))}
          </>
        )}
        <Pagination
          className={styles.pagination}
          page={page}
          pageCount={lastPage(data.total)}
          onChange={(target) => goTo(target)}
        />
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <ListFilters filters={filters} />
      {body}
    </div>
  );
}

/** The empty list: the specification's text, or what the search and the status filter found nothing for. */
function NoCase({ view, onClear }: { view: LegalCaseListView; onClear: () => void }) {
  const intl = useIntl();
  if (!view.search && !view.status)
    return <EmptyState title={intl.formatMessage({ id: 'legalcases.noresult.default' })} />;
  const status = view.status ? intl.formatMessage({ id: `cases.status.${view.status}` }) : '';
  const id =
    view.search && view.status
      ? 'cases.legalCases.noMatch.searchAndStatus'
      : view.search
        ? 'cases.legalCases.noMatch.search'
        : 'cases.legalCases.noMatch.status';
  return (
    <EmptyState
      title={intl.formatMessage({ id }, { search: view.search, status })}
      action={
        <Button variant="secondary" onClick={onClear}>
          {intl.formatMessage({ id: 'cases.legalCases.filters.clear' })}
        </Button>
      }
    />
  );
}
