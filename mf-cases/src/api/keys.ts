// The queries mf-cases reads, one key factory per feature: every key of a feature starts with the feature's
// root, so that a change invalidates all it may have made stale and nothing else. The case lists and the case
// itself are shared's (legalCaseKeys): the shell prefetches them on entering a route, under the same keys.
import { legalCaseKeys, legalCaseListQuery, legalCaseQuery, type Locale } from '@lexdesk/shared/core';
import { queryOptions } from '@tanstack/react-query';
import { listFirmMembers, searchLawyers, type IntakeFormQuery } from './legalCases';

export { legalCaseKeys };

/** Cases: the lists (MyCases, AllCases) and a case (the case screen). */
export const caseQueries = {
  list: legalCaseListQuery,
  detail: legalCaseQuery,
};

/** The firm's lawyers, as the reassign select lists and searches them. */
export const lawyerKeys = {
  all: ['lawyers'] as const,
  firm: (firmUuid: string) => [...lawyerKeys.all, 'firm', firmUuid] as const,
  search: (terms: string) => [...lawyerKeys.all, 'search', terms] as const,
};

export const lawyerQueries = {
  firm: (firmUuid: string) =>
    queryOptions({ queryKey: lawyerKeys.firm(firmUuid), queryFn: ({ signal }) => listFirmMembers(firmUuid, signal) }),
  search: (terms: string) =>
    queryOptions({ queryKey: lawyerKeys.search(terms), queryFn: ({ signal }) => searchLawyers(terms, signal) }),
};

/** The onboarding flags (LegalCases' panel). */
export const onboardingKeys = {
  all: ['onboarding'] as const,
  status: () => [...onboardingKeys.all, 'status'] as const,
};

/** The public intake form, per firm, law case and language (the server words it in the request's language). */
export const intakeKeys = {
  all: ['intake'] as const,
  form: ({ uuid, lawCase }: IntakeFormQuery, lang: Locale) =>
    [...intakeKeys.all, 'form', uuid, lawCase ?? null, lang] as const,
};
