import { EmptyState } from '@lexdesk/shared';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useOutletContext, useParams } from 'react-router-dom';

/**
 * The case tabs' own guard: the shell's case page (mf-cases) already sends a new case's library tab to the
 * litigant documents, and gives its children the case as outlet context; read loosely here since that shape
 * is mf-cases' own. Renders the tab with the case's token, or a notice while the case is new.
 */
export function CaseGate({ children }: { children: (legalCaseToken: string) => ReactNode }) {
  const intl = useIntl();
  const { token } = useParams();
  const context: unknown = useOutletContext();
  const status =
    typeof context === 'object' && context !== null && 'legalCase' in context
      ? (context.legalCase as { status?: unknown } | null)?.status
      : undefined;
  if (!token) return null;
  if (status === 'new') return <EmptyState headingLevel={2} title={intl.formatMessage({ id: 'library.case.new' })} />;
  return <>{children(token)}</>;
}
