import { PAGE_SIZE } from '../domain/constants';
import type {
  IntakeForm,
  IntakeReceipt,
  LawCaseSearchResult,
  LegalCase,
  LegalCaseSummary,
  Lawyer,
  Locale,
  Onboarding,
} from '../types/entities';
import { apiClient, type Page } from './client';

export interface LegalCaseListQuery {
  /** The whole firm's cases (AllCases); otherwise only the current user's (MyCases). */
  all?: boolean;
  /** Include closed (and refused) cases. */
  closed?: boolean;
  limit?: number;
  offset?: number;
}

/** Lists are ordered new, then opened, then closed/refused; newest first inside each. */
export function listLegalCases(query: LegalCaseListQuery = {}): Promise<Page<LegalCaseSummary[]>> {
  return apiClient.getPage<LegalCaseSummary[]>('legal-cases', {
    all: query.all ? 1 : null,
    closed: query.closed ? 1 : null,
    limit: query.limit ?? PAGE_SIZE,
    offset: query.offset ?? 0,
  });
}

export function getLegalCase(token: string): Promise<LegalCase> {
  return apiClient.get<LegalCase>(`legal-cases/${encodeURIComponent(token)}`);
}

/** Accept (new -> opened). Only the assigned lawyer; 409 `invalid_transition` from any other status. */
export function acceptLegalCase(token: string): Promise<LegalCase> {
  return apiClient.post<LegalCase>('legal-cases/open', { token });
}

/** Close (opened -> closed). */
export function closeLegalCase(token: string): Promise<LegalCase> {
  return apiClient.post<LegalCase>('legal-cases/close', { token });
}

/** Refuse (new -> refused). */
export function refuseLegalCase(token: string): Promise<LegalCase> {
  return apiClient.post<LegalCase>('legal-cases/refuse', { token });
}

/**
 * Reassign to another lawyer of the same firm. Refusals carry a code the screen shows:
 * `case_closed`, `same_user`, `user_not_in_firm`, `not_assigned`.
 */
export function assignLegalCase(caseToken: string, userId: number): Promise<LegalCase> {
  return apiClient.post<LegalCase>('legal-cases/assign', { case_uuid: caseToken, user_id: userId });
}

/** Lawyers of the current user's firm whose name or email contains the terms. */
export function searchLawyers(terms: string): Promise<Lawyer[]> {
  return apiClient.post<Lawyer[]>('lawyers/search', { terms });
}

/** Law cases whose text contains the terms (accents and case ignored); penal ones only when `penal`. */
export function searchLawCases(
  terms: string,
  options: { lang?: Locale; penal?: boolean } = {},
): Promise<LawCaseSearchResult[]> {
  return apiClient.post<LawCaseSearchResult[]>('law-cases/search', {
    lang: options.lang ?? 'fr',
    terms,
    penal: options.penal ?? true,
  });
}

export function getOnboardingStatus(): Promise<Onboarding> {
  return apiClient.get<Onboarding>('onboarding/status');
}

export function setOnboardingCasus(): Promise<Onboarding> {
  return apiClient.post<Onboarding>('onboarding/set-casus');
}

export function setOnboardingDone(): Promise<Onboarding> {
  return apiClient.post<Onboarding>('onboarding/done');
}

// ---- Public intake (no session: the page is framed by firms' sites) ----

export interface IntakeFormQuery {
  uuid: string;
  lawCase?: number | null;
}

/** The form's language is the page's locale (sent as `lang` like on every GET): set it from ?lang= first. */
export function getIntakeForm(query: IntakeFormQuery): Promise<IntakeForm> {
  return apiClient.get<IntakeForm>('intake/form', { uuid: query.uuid, law_case: query.lawCase ?? null });
}

/**
 * Multipart fields: uuid, law_case_id, lang, firstname, lastname, email, phone; `answers[<question id>]`
 * once per value (checkbox repeats it); `files[<question id>]` once per file.
 */
export function submitIntake(formToken: string, form: FormData): Promise<IntakeReceipt> {
  return apiClient.post<IntakeReceipt>('intake', form, undefined, { 'X-Intake-Token': formToken });
}
