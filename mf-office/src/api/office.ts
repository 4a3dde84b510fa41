// The firm's calls (office screens and sidebars): settings, lawyers, invitations, policies, read and sent through
// TanStack Query (keys.ts); every read takes the AbortSignal TanStack Query hands it. The server checks role and
// firm on each; the screens only hide what it would refuse.
import { apiClient, type Client, type Lawyer, type Locale, type MailSystem } from '@lexdesk/shared';

type Signal = AbortSignal | undefined;

/** A member of the firm as GET /client/{uuid}/users gives it (sorted by name). */
export interface FirmLawyer {
  id: number;
  name: string;
  email: string;
  firstname: string | null;
  lastname: string | null;
  profile_picture_url: string | null;
  is_admin: boolean;
}

export type PolicyType = 'privacy' | 'terms';
export const POLICY_TYPES: readonly PolicyType[] = ['terms', 'privacy'];

export interface StoredPolicy {
  lang: Locale;
  content: string;
  /** The policy's public page, `/policies/{uuid}/{type}/{lang}`. */
  url: string;
}

export type Policies = Record<PolicyType, StoredPolicy[]>;
export type PoliciesPayload = Record<PolicyType, { lang: Locale; content: string }[]>;

export interface DeletedLawyer {
  id: number;
  /** The removed lawyer's new and opened cases, now the administrator's. */
  reassigned_cases: number;
}

export function getClient(signal?: Signal): Promise<Client> {
  return apiClient.get<Client>('client', undefined, { signal });
}

/** Firm administrator only. */
export function setClientName(name: string, signal?: Signal): Promise<Client> {
  return apiClient.post<Client>('onboarding/set-client-name', { name }, { signal });
}

/** 1: one shared mailbox (`email` required, a 422 on `email` otherwise); 2: each lawyer's own mailbox. */
export function setMailSystem(mailSystem: MailSystem, email: string | null, signal?: Signal): Promise<Client> {
  const body = mailSystem === 1 ? { mail_system: mailSystem, email: email ?? '' } : { mail_system: mailSystem };
  return apiClient.post<Client>('client/mail-system', body, { signal });
}

export interface IntegrationFlags {
  uses_kleos?: 0 | 1;
  uses_dioxa?: 0 | 1;
}

/** At least one flag; only the changed ones are sent. */
export function setIntegrations(flags: IntegrationFlags, signal?: Signal): Promise<Client> {
  return apiClient.post<Client>('client/integration', flags, { signal });
}

/** Transfers the administrator role; the previous administrator becomes an ordinary lawyer. */
export function setFirmAdmin(userId: number, signal?: Signal): Promise<Client> {
  return apiClient.post<Client>('client/admin', { user_id: userId }, { signal });
}

export function listFirmLawyers(uuid: string, signal?: Signal): Promise<FirmLawyer[]> {
  return apiClient.get<FirmLawyer[]>(`client/${encodeURIComponent(uuid)}/users`, undefined, { signal });
}

/** Lawyers of the caller's firm whose name or email contains the terms (3 characters at least). */
export function searchLawyers(terms: string, signal?: Signal): Promise<Lawyer[]> {
  return apiClient.post<Lawyer[]>('lawyers/search', { terms }, { signal });
}

/** Refused with 409 `cannot_delete_admin` (the current administrator) or `last_lawyer`. */
export function deleteLawyer(id: number, signal?: Signal): Promise<DeletedLawyer> {
  return apiClient.delete<DeletedLawyer>(`client/user/${id}`, undefined, { signal });
}

/** 422 on `email` when invalid or already a member. */
export function inviteLawyer(email: string, signal?: Signal): Promise<{ email: string }> {
  return apiClient.post<{ email: string }>('client/invite', { email }, { signal });
}

export function getPolicies(uuid: string, signal?: Signal): Promise<Policies> {
  return apiClient.get<Policies>(`client/${encodeURIComponent(uuid)}/policies`, undefined, { signal });
}

/** The posted set replaces the stored one: a language left out is deleted. */
export function savePolicies(uuid: string, policies: PoliciesPayload, signal?: Signal): Promise<Policies> {
  return apiClient.post<Policies>(`client/${encodeURIComponent(uuid)}/policies`, { policies }, { signal });
}
