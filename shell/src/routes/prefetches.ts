// What the route table's records prefetch: each builds its request with the very function the remote uses,
// so that the remote's call is the same request and takes the answer instead of sending it again.
import { apiClient, legalCaseListRequest, type LegalCaseListScope } from '@lexdesk/shared/core';
import type { RoutePrefetch } from './types';

/** MyCases and AllCases: the page of cases their URL asks for (page, closed, search, status). */
export function prefetchCaseList(scope: LegalCaseListScope): RoutePrefetch {
  return ({ search }) => {
    const request = legalCaseListRequest(scope, search);
    apiClient.prefetch(request.path, request.query);
  };
}

/**
 * The case screen (every tab): the case itself, as mf-cases' getLegalCase asks for it
 * (`GET /api/legal-cases/{token}`, no query but lang).
 */
export const prefetchLegalCase: RoutePrefetch = ({ params }) => {
  const { token } = params;
  if (token) apiClient.prefetch(`legal-cases/${encodeURIComponent(token)}`);
};
