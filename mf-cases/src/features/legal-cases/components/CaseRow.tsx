import { pathTo, type LegalCaseSummary } from '@lexdesk/shared';
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
 * One case. The link carries the litigant's name and stretches over the whole row (click anywhere); the
 * other facts describe it (aria-describedby), so that the link's name stays short for keyboard users.
 */
export function CaseRow({ item, showLawyer }: CaseRowProps) {
  const intl = useIntl();
  const detailsId = useId();
  const statusId = useId();
  const name = `${item.litigant.firstname} ${item.litigant.lastname}`.trim();
  const lawCase = concreteCaseText(item);
  const { pathname, search } = useLocation();
  return (
    <li className={styles.row}>
      <div className={styles.main}>
        <Link
          // Straight to the first tab (a redirect would drop the state), which carries this exact list for "Retour".
          to={pathTo.LCDemand({ token: item.token })}
          state={caseListBackState(`${pathname}${search}`)}
          className={styles.link}
          aria-describedby={`${detailsId} ${statusId}`}
        >
          {name}
        </Link>
        <p id={detailsId} className={styles.details}>
          <span className={lawCase ? styles.lawCase : styles.noLawCase}>
            {lawCase ?? intl.formatMessage({ id: 'cases.noLawCase' })}
          </span>
          <span className={styles.fact}>
            {intl.formatMessage({ id: 'cases.legalCases.receivedOn' }, { date: formatDate(item.created_at) })}
          </span>
          {showLawyer && (
            <span className={styles.fact}>
              {item.user
                ? intl.formatMessage({ id: 'cases.legalCases.lawyer' }, { name: item.user.name })
                : intl.formatMessage({ id: 'cases.legalCases.noLawyer' })}
            </span>
          )}
        </p>
      </div>
      <span id={statusId} className={styles.status}>
        <StatusBadge status={item.status} />
      </span>
    </li>
  );
}
