import { cx, type LegalCaseStatus } from '@lexdesk/shared';
import { useIntl } from 'react-intl';
import styles from './StatusBadge.module.css';

/** The case status as a labelled badge: the text says it, the colour only repeats it. */
export function StatusBadge({ status }: { status: LegalCaseStatus }) {
  const intl = useIntl();
  return (
    <span className={cx(styles.badge, styles[status])}>
      {intl.formatMessage({ id: `cases.legalCases.status.${status}` })}
    </span>
  );
}
