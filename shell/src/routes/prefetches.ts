// What the route table's records prefetch: each is the very query (key and fetch) mf-cases reads, built by the
// same shared function, so that the remote finds the answer in the shared cache instead of sending the request.
import { legalCaseListQuery, legalCaseQuery, useLocaleStore, type LegalCaseListScope } from '@lexdesk/shared/core';
import { prefetchQuery } from '../query/prefetchQuery';
import type { RoutePrefetch } from './types';

/** MyCases and AllCases: the page of cases their URL asks for (page, closed, search, status). */
export function prefetchCaseList(scope: LegalCaseListScope): RoutePrefetch {
  return ({ search }) => prefetchQuery(legalCaseListQuery(scope, search));
}

/** The case screen (every tab): the case itself, in the interface's language. */
export const prefetchLegalCase: RoutePrefetch = ({ params }) => {
  const { token } = params;
  if (token) prefetchQuery(legalCaseQuery(token, useLocaleStore.getState().locale));
};
