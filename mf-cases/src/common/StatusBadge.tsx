import type { LegalCaseStatus } from '@lexdesk/shared/core';
import { Badge, type BadgeTone } from '@lexdesk/shared/lists';
import { useIntl } from 'react-intl';

const TONE: Record<LegalCaseStatus, BadgeTone> = {
  new: 'info',
  opened: 'warning',
  closed: 'neutral',
  refused: 'danger',
};

/** The case status as a labelled badge (lists and case header): the text says it, the colour only repeats it. */
export function StatusBadge({ status, className }: { status: LegalCaseStatus; className?: string }) {
  const intl = useIntl();
  return (
    <Badge tone={TONE[status]} className={className}>
      {intl.formatMessage({ id: `cases.status.${status}` })}
    </Badge>
  );
}
