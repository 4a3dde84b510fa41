// The firm's calls (office screens and sidebars): settings, lawyers, invitations, policies, read and sent through
// TanStack Query (keys.ts); every read takes the AbortSignal TanStack Query hands it. The server checks role and
// firm on each; the screens only hide what it would refuse.
import { apiClient, type Client, type Lawyer, type MailSystem } from '@lexdesk/shared';
import type {
  AdminTransferBody,
  DeletedMember,
  DocumentAccessEntry,
  DocumentAccessLogQuery,
  FirmMember,
  FirmNameBody,
  FirmPolicies,
  IntegrationBody,
  InvitedEmail,
  InviteBody,
  LawyerSearchBody,
  MailSystemBody,
  PendingInvitation,
  PoliciesBody,
  RevokedInvitation,
} from '@lexdesk/shared/contract';

type Signal = AbortSignal | undefined;

export type {
  DeletedMember,
  DocumentAccessAction,
  DocumentAccessEntry,
  FirmMember,
  FirmPolicies,
  IntegrationBody,
  InvitedEmail,
  PendingInvitation,
} from '@lexdesk/shared/contract';

export type PolicyType = 'privacy' | 'terms';
export const POLICY_TYPES: readonly PolicyType[] = ['terms', 'privacy'];

/** The policies as the office screen posts them: each type's texts, one per language. */
export type PoliciesPayload = PoliciesBody['policies'];

export function getClient(signal?: Signal): Promise<Client> {
  return apiClient.get<Client>('client', undefined, { signal });
}

/** Firm administrator only. */
export function setClientName(name: string, signal?: Signal): Promise<Client> {
  return apiClient.post<Client>('onboarding/set-client-name', { name } satisfies FirmNameBody, { signal });
}

/** 1: one shared mailbox (`email` required, a 422 on `email` otherwise); 2: each lawyer's own mailbox. */
export function setMailSystem(mailSystem: MailSystem, email: string | null, signal?: Signal): Promise<Client> {
  const body: MailSystemBody =
    mailSystem === 1 ? { mail_system: mailSystem, email: email ?? '' } : { mail_system: mailSystem };
  return apiClient.post<Client>('client/mail-system', body, { signal });
}

/** At least one flag; only the changed ones are sent. */
export function setIntegrations(flags: IntegrationBody, signal?: Signal): Promise<Client> {
  return apiClient.post<Client>('client/integration', flags, { signal });
}

/** Transfers the administrator role; the previous administrator becomes an ordinary lawyer. */
export function setFirmAdmin(userId: number, signal?: Signal): Promise<Client> {
  return apiClient.post<Client>('client/admin', { user_id: userId } satisfies AdminTransferBody, { signal });
}

export function listFirmLawyers(uuid: string, signal?: Signal): Promise<FirmMember[]> {
  return apiClient.get<FirmMember[]>(`client/${encodeURIComponent(uuid)}/users`, undefined, { signal });
}

/** Lawyers of the caller's firm whose name or email contains the terms (3 characters at least). */
export function searchLawyers(terms: string, signal?: Signal): Promise<Lawyer[]> {
  return apiClient.post<Lawyer[]>('lawyers/search', { terms } satisfies LawyerSearchBody, { signal });
}

/** Refused with 409 `cannot_delete_admin` (the current administrator) or `last_lawyer`. */
export function deleteLawyer(id: number, signal?: Signal): Promise<DeletedMember> {
  return apiClient.delete<DeletedMember>(`client/user/${id}`, undefined, { signal });
}

/**
 * 422 on `email` when invalid or already a member; 402 `subscription_required` past the trial; 409 past the plan's
 * lawyers. `replaced`: the address had a pending invitation, whose link the new one replaced.
 */
export function inviteLawyer(email: string, signal?: Signal): Promise<InvitedEmail> {
  return apiClient.post<InvitedEmail>('client/invite', { email } satisfies InviteBody, { signal });
}

/** The invitations waiting for their lawyer, newest first, expired ones included (firm administrator). */
export function listInvitations(uuid: string, signal?: Signal): Promise<PendingInvitation[]> {
  return apiClient.get<PendingInvitation[]>(`client/${encodeURIComponent(uuid)}/invitations`, undefined, { signal });
}

/** A page of the provider's accesses to the firm's private documents, newest first (firm administrator only). */
export async function listDocumentAccessLog(
  uuid: string,
  page: { limit: number; offset: number },
  signal?: Signal,
): Promise<{ entries: DocumentAccessEntry[]; total: number }> {
  const query: Omit<DocumentAccessLogQuery, 'lang'> = page;
  const answer = await apiClient.getPage<DocumentAccessEntry[]>(
    `client/${encodeURIComponent(uuid)}/document-access-log`,
    query,
    { signal },
  );
  return { entries: answer.data, total: answer.total };
}

/** A new link by mail, the old one dead: the answer is the new invitation (a new id). 409 once accepted. */
export function resendInvitation(id: number, signal?: Signal): Promise<PendingInvitation> {
  return apiClient.post<PendingInvitation>(`client/invitations/${id}/resend`, undefined, { signal });
}

/** The link stops working and the seat is freed. 404 once revoked or replaced, 409 once accepted. */
export function revokeInvitation(id: number, signal?: Signal): Promise<RevokedInvitation> {
  return apiClient.delete<RevokedInvitation>(`client/invitations/${id}`, undefined, { signal });
}

export function getPolicies(uuid: string, signal?: Signal): Promise<FirmPolicies> {
  return apiClient.get<FirmPolicies>(`client/${encodeURIComponent(uuid)}/policies`, undefined, { signal });
}

/** The posted set replaces the stored one: a language left out is deleted. */
export function savePolicies(uuid: string, policies: PoliciesPayload, signal?: Signal): Promise<FirmPolicies> {
  return apiClient.post<FirmPolicies>(
    `client/${encodeURIComponent(uuid)}/policies`,
    { policies } satisfies PoliciesBody,
    { signal },
  );
}
