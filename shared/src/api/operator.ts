// Who runs this installation (GET /api/public/legal-notice, the LEXDESK_OPERATOR_* settings): the legal notice
// shows it, and the screens that send a firm to the operator (support, integrations, the custom plan) take its
// address from here rather than from a constant. Plain query options, like the case queries: no TanStack byte.
import type { LegalNotice } from '../wire';
// Through the core entry: the root entry shares the core's one API client.
import { apiClient, type ServerQuery } from '@lexdesk/shared/core';

export const operatorKeys = { notice: ['operator', 'legal-notice'] as const };

/** The operator's details as configured; a value not filled in is null. Read once a page: they do not change. */
export const operatorNoticeQuery = (): ServerQuery<LegalNotice, typeof operatorKeys.notice> => ({
  queryKey: operatorKeys.notice,
  queryFn: ({ signal }) => apiClient.get<LegalNotice>('public/legal-notice', undefined, { signal }),
  staleTime: Number.POSITIVE_INFINITY,
});
