import { cx, type LegalCaseStatus } from '@lexdesk/shared';
import { useIntl } from 'react-intl';
import styles from './StatusBadge.module.css';

/** The case status as a labelled badge (lists and case header): the text says it, the colour only repeats it. */
export function StatusBadge({ status, className }: { status: LegalCaseStatus; className?: string }) {
  const intl = useIntl();
  return (
    <span className={cx(styles.badge, styles[status], className)}>
      {intl.formatMessage({ id: `cases.status.${status}` })}
    </span>
  );
}
