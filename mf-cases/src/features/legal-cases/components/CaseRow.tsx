import { cx, pathTo, type LegalCaseSummary } from '@lexdesk/shared/core';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { caseListBackState } from '../../../common/navigation';
import { concreteCaseText, formatDate } from '../../../common/format';
import { StatusBadge } from '../../../common/StatusBadge';
import styles from './CaseRow.module.css';

export interface CaseRowProps {
  item: LegalCaseSummary;
  /** AllCases names the assigned lawyer. */
  showLawyer: boolean;
}

/**
 * One case, one line at desktop width (litigant, law case, lawyer, received date, status under the list's
 * column headers), two on a phone. The link carries the litigant's name and stretches over the whole row
 * (click anywhere); the other cells describe it (aria-describedby), so that the link's name stays short for
 * keyboard users. Each cell's label is written for assistive technologies (and shown on a phone, where the
 * column headers are not).
 */
export function CaseRow({ item, showLawyer }: CaseRowProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const lawCaseId = useId();
  const lawyerId = useId();
  const receivedId = useId();
  const statusId = useId();
  const name = `${item.litigant.firstname} ${item.litigant.lastname}`.trim();
  const lawCase = concreteCaseText(item);
  const { pathname, search } = useLocation();
  const describedBy = [lawCaseId, showLawyer && lawyerId, receivedId, statusId].filter(Boolean).join(' ');
  return (
    <li className={cx(styles.row, showLawyer && styles.withLawyer)}>
      <span className={styles.litigant}>
        <Link
          // Straight to the first tab (a redirect would drop the state), which carries this exact list for "Retour".
          to={pathTo.LCDemand({ token: item.token })}
          state={caseListBackState(`${pathname}${search}`)}
          className={styles.link}
          aria-describedby={describedBy}
        >
          {name}
        </Link>
      </span>
      <span id={lawCaseId} className={cx(styles.lawCase, !lawCase && styles.noLawCase)} title={lawCase ?? undefined}>
        {lawCase ?? t('cases.noLawCase')}
      </span>
      {showLawyer && (
        <span id={lawyerId} className={cx(styles.fact, styles.lawyer, !item.user && styles.noLawyer)}>
          {item.user ? (
            <>
              <span className={styles.cellLabel}>{t('cases.legalCases.lawyerLabel')}</span> {item.user.name}
            </>
          ) : (
            t('cases.legalCases.noLawyer')
          )}
        </span>
      )}
      <span id={receivedId} className={cx(styles.fact, styles.received)}>
        <span className={styles.cellLabel}>{t('cases.legalCases.column.received')}</span>{' '}
        <time dateTime={item.created_at}>{formatDate(item.created_at)}</time>
      </span>
      <span id={statusId} className={styles.status}>
        <StatusBadge status={item.status} />
      </span>
    </li>
  );
}
