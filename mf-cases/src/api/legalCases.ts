// The calls only mf-cases makes (cases, lawyers lookup, onboarding flags, the public intake), read and sent
// through TanStack Query (keys.ts). Every read takes the AbortSignal TanStack Query hands it: a query nobody
// shows any more is aborted.
import {
  apiClient,
  type IntakeForm,
  type IntakeReceipt,
  type LawCaseSearchResult,
  type LegalCase,
  type Lawyer,
  type Locale,
  type Onboarding,
  type UploadProgress,
} from '@lexdesk/shared/core';
import type {
  CaseTokenBody,
  LawCaseSearchBody,
  LawyerSearchBody,
  ReassignBody,
  RefuseBody,
} from '@lexdesk/shared/contract';

type Signal = AbortSignal | undefined;

// The case lists and the case itself are read through shared's queries (legalCaseListQuery, legalCaseQuery),
// the ones the shell prefetches: see keys.ts.

/** Accept (new -> opened). Only the assigned lawyer; 409 `invalid_transition` from any other status. */
export function acceptLegalCase(token: string, signal?: Signal): Promise<LegalCase> {
  return apiClient.post<LegalCase>('legal-cases/open', { token } satisfies CaseTokenBody, { signal });
}

/** Close (opened -> closed). */
export function closeLegalCase(token: string, signal?: Signal): Promise<LegalCase> {
  return apiClient.post<LegalCase>('legal-cases/close', { token } satisfies CaseTokenBody, { signal });
}

/**
 * Refuse (new -> refused). The server tells the litigant by mail, in the language of their request; `reason`
 * (blank for none) goes into that mail as the firm's words.
 */
export function refuseLegalCase(token: string, reason = '', signal?: Signal): Promise<LegalCase> {
  const body: RefuseBody = reason.trim() === '' ? { token } : { token, reason: reason.trim() };
  return apiClient.post<LegalCase>('legal-cases/refuse', body, { signal });
}

/**
 * Reassign to another lawyer of the same firm. Refusals carry a code the screen shows:
 * `case_closed`, `same_user`, `user_not_in_firm`, `not_assigned`.
 */
export function assignLegalCase(caseToken: string, userId: number, signal?: Signal): Promise<LegalCase> {
  return apiClient.post<LegalCase>(
    'legal-cases/assign',
    { case_uuid: caseToken, user_id: userId } satisfies ReassignBody,
    { signal },
  );
}

/** Lawyers of the current user's firm whose name or email contains the terms. */
export function searchLawyers(terms: string, signal?: Signal): Promise<Lawyer[]> {
  return apiClient.post<Lawyer[]>('lawyers/search', { terms } satisfies LawyerSearchBody, { signal });
}

/**
 * Every member of the firm (GET /client/{uuid}/users, open to each member, sorted by name): the reassign
 * select lists them at once, without the 3-character search, unless the firm is large.
 */
export function listFirmMembers(firmUuid: string, signal?: Signal): Promise<Lawyer[]> {
  return apiClient.get<Lawyer[]>(`client/${encodeURIComponent(firmUuid)}/users`, undefined, { signal });
}

/** Law cases whose text contains the terms (accents and case ignored); penal ones only when `penal`. */
export function searchLawCases(
  terms: string,
  options: { lang?: Locale; penal?: boolean } = {},
  signal?: Signal,
): Promise<LawCaseSearchResult[]> {
  return apiClient.post<LawCaseSearchResult[]>(
    'law-cases/search',
    { lang: options.lang ?? 'fr', terms, penal: options.penal ?? true } satisfies LawCaseSearchBody,
    { signal },
  );
}

export function getOnboardingStatus(signal?: Signal): Promise<Onboarding> {
  return apiClient.get<Onboarding>('onboarding/status', undefined, { signal });
}

export function setOnboardingCasus(signal?: Signal): Promise<Onboarding> {
  return apiClient.post<Onboarding>('onboarding/set-casus', undefined, { signal });
}

export function setOnboardingDone(signal?: Signal): Promise<Onboarding> {
  return apiClient.post<Onboarding>('onboarding/done', undefined, { signal });
}

// ---- Public intake (no session: the page is framed by firms' sites) ----

export interface IntakeFormQuery {
  uuid: string;
  lawCase?: number | null;
  /** The page's language; without it, the interface's (the `lang` every GET carries). */
  lang?: Locale;
}

export function getIntakeForm(query: IntakeFormQuery, signal?: Signal): Promise<IntakeForm> {
  return apiClient.get<IntakeForm>(
    'intake/form',
    { uuid: query.uuid, law_case: query.lawCase ?? null, lang: query.lang ?? null },
    { signal },
  );
}

export interface SubmitIntakeOptions {
  signal?: Signal;
  /** Each file's bytes sent so far (a bar per file while the request goes out). */
  onProgress?: (progress: UploadProgress) => void;
}

/**
 * Multipart fields: uuid, law_case_id, lang, firstname, lastname, email, phone; `answers[<question id>]`
 * once per value (checkbox repeats it); `files[<question id>]` once per file. Sent with apiClient.upload for
 * its per-file progress.
 */
export function submitIntake(
  formToken: string,
  form: FormData,
  { signal, onProgress }: SubmitIntakeOptions = {},
): Promise<IntakeReceipt> {
  return apiClient.upload<IntakeReceipt>('intake', form, {
    headers: { 'X-Intake-Token': formToken },
    signal,
    onProgress,
  });
}
