import type { Client, FirmMember, InvitedEmail, PendingInvitation } from '@lexdesk/shared/contract';
import { AppError, ValidationError } from '../errors';
import { type Locale, t } from '../i18n';
import { normaliseEmail } from '../lib/email';
import type { MailQueue } from '../mail/mailer';
import { type IntegrationSoftware, integrationRequestMail } from '../mail/templates';
import type { ClientRow, Repositories, UserRow } from '../repositories';
import { assertCanInvite } from './limits';
import { findManageableInvitation, inviteToFirm, toPendingInvitation } from './invitations';
import { pictureUrl } from './pictures';
import { toClientView } from './views';

export type { ClientRow } from '../repositories';

/** The firm's members by name, the administrator flagged (the "Admin" label of the lawyers list). */
export async function firmMembers(repos: Repositories, firm: ClientRow): Promise<FirmMember[]> {
  const members = await repos.users.membersOf(firm.id);
  return members.map((member) => ({
    id: member.id,
    name: member.name,
    email: member.email,
    firstname: member.firstname,
    lastname: member.lastname,
    profile_picture_url: pictureUrl(member),
    is_admin: firm.admin_id === member.id,
  }));
}

/** The firm as stored now (after a change), as the office screens show it. */
export async function currentFirmView(repos: Repositories, firm: ClientRow, now: Date): Promise<Client> {
  return toClientView(repos, (await repos.clients.findById(firm.id)) ?? firm, now);
}

export interface IntegrationFlags {
  uses_kleos?: 0 | 1;
  uses_dioxa?: 0 | 1;
}

const SOFTWARE_OF: Record<keyof IntegrationFlags, IntegrationSoftware> = { uses_kleos: 'Kleos', uses_dioxa: 'Dioxa' };

export interface IntegrationDeps {
  repos: Repositories;
  mail: MailQueue;
  /** Where a firm's connection requests go: the operator's address (LEXDESK_OPERATOR_EMAIL); none, none sent. */
  operatorEmail: string | null;
  now: Date;
}

/**
 * The practice-management flags sent (at least one: 422 on both fields otherwise); the others are kept. LexDesk
 * exchanges nothing with these programs by itself: a flag records which one the firm uses, and each change is sent
 * to the installation's operator, who sets the connection up (or stops it) with the publisher and answers the firm.
 */
export async function setIntegrations(
  { repos, mail, operatorEmail, now }: IntegrationDeps,
  firm: ClientRow,
  admin: UserRow,
  flags: IntegrationFlags,
  locale: Locale,
): Promise<void> {
  const { uses_kleos, uses_dioxa } = flags;
  if (uses_kleos === undefined && uses_dioxa === undefined) {
    const message = t(locale, 'at_least_one_field');
    throw new ValidationError({ uses_kleos: [message], uses_dioxa: [message] });
  }
  await repos.transaction(async (tx) => {
    const stored = (await tx.clients.findByIdLocked(firm.id)) ?? firm;
    const sent = {
      ...(uses_kleos === undefined ? {} : { uses_kleos }),
      ...(uses_dioxa === undefined ? {} : { uses_dioxa }),
    };
    await tx.clients.setIntegrations(firm.id, sent, now);
    if (operatorEmail === null) return;
    for (const key of Object.keys(sent) as (keyof IntegrationFlags)[]) {
      const value = sent[key];
      if (value === undefined || value === stored[key]) continue;
      const message = integrationRequestMail(locale, operatorEmail, {
        software: SOFTWARE_OF[key],
        enabled: value === 1,
        firmName: stored.name ?? firm.uuid,
        firmUuid: firm.uuid,
        requester: { name: admin.name, email: admin.email },
      });
      await mail.queue(tx, { template: 'integration-request', message: { ...message, replyTo: admin.email } });
    }
  });
}

/** Shared mailbox (1) needs its address, kept as email_box; own addresses (2) forget it. */
export async function setMailSystem(
  repos: Repositories,
  firm: ClientRow,
  mailSystem: 1 | 2,
  email: string | undefined,
  locale: Locale,
  now: Date,
): Promise<void> {
  if (mailSystem === 1) {
    if (email === undefined || email.trim() === '') throw new ValidationError({ email: [t(locale, 'field_required')] });
    await repos.clients.setMailSystem(firm.id, 1, normaliseEmail(email), now);
  } else {
    await repos.clients.setMailSystem(firm.id, 2, null, now);
  }
}

/** The administration goes to another member; the previous administrator stays an ordinary lawyer. */
export async function transferAdministration(
  repos: Repositories,
  firm: ClientRow,
  userId: number,
  locale: Locale,
  now: Date,
): Promise<void> {
  const target = await repos.users.findById(userId);
  if (!target || target.client_id !== firm.id) throw new ValidationError({ user_id: [t(locale, 'user_not_in_firm')] });
  await repos.clients.setAdmin(firm.id, target.id, now);
}

/**
 * Removes a lawyer from the firm. Never the administrator (they hand the role over first), never the
 * firm's only lawyer; their new and opened cases go to the administrator, their finished cases stay in
 * the firm assigned to nobody, and every session of theirs ends (the sessions go with the account).
 */
export async function deleteMember(
  repos: Repositories,
  firm: ClientRow,
  userId: number,
  now: Date,
): Promise<{ id: number; reassigned_cases: number; picture: string | null }> {
  return repos.transaction(async (tx) => {
    const current = (await tx.clients.findById(firm.id)) ?? firm;
    const member = await tx.users.findById(userId);
    if (!member || member.client_id !== firm.id) throw new AppError(404, 'not_found', 'not_found');
    // A firm of one lawyer first: the screen then offers a mail to support, whoever that lawyer is.
    if ((await tx.users.countOfClient(firm.id)) <= 1) throw new AppError(409, 'last_lawyer', 'last_lawyer');
    // Without an administrator the open cases would have nobody to go to: refused the same way.
    if (current.admin_id === member.id || current.admin_id === null)
      throw new AppError(409, 'cannot_delete_admin', 'cannot_delete_admin');
    const reassigned = await tx.legalCases.moveOpenCases(firm.id, member.id, current.admin_id, now);
    if (reassigned > 0) await tx.lawyers.markReceivedCase(current.admin_id, now);
    await tx.legalCases.detachCasesOf(firm.id, member.id, now);
    await tx.sessions.deleteOfUser(member.id);
    await tx.users.deleteMember(firm.id, member.id);
    // The picture's file token: its file goes once the account is gone (the caller removes it).
    return { id: member.id, reassigned_cases: reassigned, picture: member.profile_picture };
  });
}

export interface InviteMemberDeps {
  repos: Repositories;
  mail: MailQueue;
  publicUrl: string;
  now: Date;
}

/**
 * Invites an address that has no account yet; the mail is in the inviting administrator's language. An address
 * invited already gets a new link, its old one dead (`replaced`), and takes no new seat.
 */
export async function inviteMember(
  deps: InviteMemberDeps,
  firm: ClientRow,
  inviter: UserRow,
  rawEmail: string,
  locale: Locale,
): Promise<InvitedEmail> {
  const email = normaliseEmail(rawEmail);
  if (await deps.repos.users.findByEmail(email))
    throw new ValidationError({ email: [t(locale, 'email_already_member')] });
  // The plan's lawyer count (services/limits.ts): members and pending invitations, counted under the firm's lock.
  const { replaced } = await inviteToFirm(deps, firm, email, inviter.id, inviter.lang, (tx, lockedFirm) =>
    assertCanInvite(tx, lockedFirm, email, deps.now),
  );
  return { email, replaced };
}

/**
 * Sends the invitation `id` again: a new link by mail, in the administrator's language, the old one dead and a
 * new expiry. An expired invitation held no seat, so resending it must fit in the plan like a new invitation.
 */
export async function resendInvitation(
  deps: InviteMemberDeps,
  firm: ClientRow,
  inviter: UserRow,
  id: number,
): Promise<PendingInvitation> {
  const { email } = await findManageableInvitation(deps.repos, firm, id);
  const { invitation } = await inviteToFirm(deps, firm, email, inviter.id, inviter.lang, (tx, lockedFirm) =>
    assertCanInvite(tx, lockedFirm, email, deps.now),
  );
  return toPendingInvitation(invitation, deps.now);
}
