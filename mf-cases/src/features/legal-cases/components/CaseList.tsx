import { Button, clampPage, EmptyState, errorToastText, lastPage, notify, Pagination, Spinner } from '@lexdesk/shared';
import { useCallback, useEffect, useId } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useClosedCases } from '../hooks/useClosedCases';
import { useLegalCaseList } from '../hooks/useLegalCaseList';
import { useListPage } from '../hooks/useListPage';
import { groupCases } from '../model/cases';
import styles from './CaseList.module.css';
import { CaseRow } from './CaseRow';

export interface CaseListProps {
  /** AllCases: the whole firm's cases, each with its lawyer; MyCases: the current user's. */
  all: boolean;
}

/** MyCases and AllCases: one page of cases (?page=, 1-based) in the sections new, processing and closed. */
export function CaseList({ all }: CaseListProps) {
  const intl = useIntl();
  const idPrefix = useId();
  const t = (id: string) => intl.formatMessage({ id });
  const closed = useClosedCases().showClosed;
  const { page, goTo } = useListPage(closed);

  const onError = useCallback((error: unknown) => notify.error(errorToastText(intl, error)), [intl]);
  // The page the list shows may run ahead of ?page= for one render (useListPage): the request follows it.
  const [searchParams] = useSearchParams();
  const requestParams = new URLSearchParams(searchParams);
  requestParams.set('page', String(page));
  const { data, loading, error, reload } = useLegalCaseList(all ? 'all' : 'mine', requestParams, onError);

  // A page past the last one (cases closed meanwhile, an old link) goes to the last page, in place. With no
  // case at all the last page is page 1: ?page=5 of an empty list is not left in the URL.
  const fresh = data && data.view.page === page && data.view.closed === closed ? data : null;
  const outOfRange = !!fresh && page > lastPage(fresh.total);
  useEffect(() => {
    if (outOfRange && fresh) goTo(clampPage(page, fresh.total), true);
  }, [outOfRange, fresh, page, goTo]);

  if (error && !loading) {
    return (
      <div className={styles.error}>
        <p>{t('cases.legalCases.loadError')}</p>
        <Button variant="secondary" onClick={reload}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }

  if (!data || outOfRange) {
    return (
      <div className={styles.loading}>
        <Spinner size="lg" />
      </div>
    );
  }

  const groups = groupCases(data.items);
  return (
    <div className={styles.list} aria-busy={loading || undefined}>
      {loading && (
        <div className={styles.refreshing}>
          <Spinner size="sm" />
        </div>
      )}
      {groups.length === 0 ? (
        <EmptyState title={t('legalcases.noresult.default')} />
      ) : (
        groups.map((group) => (
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
        ))
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
