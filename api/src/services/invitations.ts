import type { PendingInvitation } from '@lexdesk/shared/contract';
import { pathTo } from '@lexdesk/shared/domain';
import { INVITATION_TTL_MS } from '../config';
import { AppError } from '../errors';
import type { Locale } from '../i18n';
import { randomToken, sha256 } from '../lib/crypto';
import { normaliseEmail, sameEmail } from '../lib/email';
import type { MailQueue } from '../mail/mailer';
import { firmReplyTo } from '../mail/replyTo';
import { invitationMail } from '../mail/templates';
import type { ClientRow, InvitationRow, Repositories } from '../repositories';

/** The Register link: the address, the token, the firm's uuid (`client`) and its name (`name`). */
export function invitationLink(publicUrl: string, email: string, token: string, firm: ClientRow): string {
  const path = pathTo.Register({ email, token, client: firm.uuid, name: firm.name ?? '' });
  // The query is written with spaces as '+' (a '+' of the values is %2B); the client decodes either, but %20
  // reads better in a mail.
  return `${publicUrl}${path.replace(/\+/g, '%20')}`;
}

interface InviteDeps {
  repos: Repositories;
  mail: MailQueue;
  publicUrl: string;
  now: Date;
}

export interface CreatedInvitation {
  /** The raw token, which only the mail carries. */
  token: string;
  invitation: InvitationRow;
  /** The address held a usable invitation into the firm already: its link was replaced by this one. */
  replaced: boolean;
}

/**
 * Creates a single-use invitation into `client` and queues the mail of its link. An address has one live link
 * per firm: the invitations of `email` not used yet are revoked by it (their links stop working), so inviting
 * again or resending is always a new link, the old one dead. `guard` runs in the transaction that creates the
 * invitation, after the firm's row is locked and before anything is replaced: a limit it checks cannot be passed
 * by two invitations at once. The mail is queued in that transaction too, so no link points to an invitation that
 * was rolled back, and nothing waits for the mail server.
 */
export async function inviteToFirm(
  { repos, mail, publicUrl, now }: InviteDeps,
  client: ClientRow,
  email: string,
  invitedBy: number | null,
  locale: Locale,
  guard?: (tx: Repositories, firm: ClientRow) => Promise<void>,
): Promise<CreatedInvitation> {
  const token = randomToken();
  email = normaliseEmail(email);
  return repos.transaction(async (tx) => {
    const firm = (await tx.clients.findByIdLocked(client.id)) ?? client;
    if (guard) await guard(tx, firm);
    const replaced = await tx.invitations.hasPending(client.id, email, now);
    await tx.invitations.revokeUnused(client.id, email, now);
    const invitation = await tx.invitations.create(
      {
        clientId: client.id,
        email,
        tokenHash: sha256(token),
        invitedBy,
        expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
      },
      now,
    );
    const inviter = invitedBy === null ? undefined : await tx.users.findById(invitedBy);
    const message = invitationMail(
      locale,
      email,
      firm.name ?? 'LexDesk',
      invitationLink(publicUrl, email, token, firm),
    );
    await mail.queue(tx, {
      template: 'invitation',
      message: { ...message, replyTo: firmReplyTo(firm, inviter, email) },
    });
    return { token, invitation, replaced };
  });
}

/** An invitation as the lawyers screen lists it; `expired` once its link no longer works (it holds no seat then). */
export function toPendingInvitation(invitation: InvitationRow, now: Date): PendingInvitation {
  return {
    id: invitation.id,
    email: invitation.email,
    created_at: invitation.created_at,
    expires_at: invitation.expires_at,
    expired: invitation.expires_at <= now.toISOString(),
  };
}

/**
 * The firm's invitations waiting for their lawyer, newest first: one per address (the newest; older rows of an
 * address predate the one-link rule), expired ones included so that the administrator can resend them.
 */
export async function pendingInvitationsOf(
  repos: Repositories,
  firm: ClientRow,
  now: Date,
): Promise<PendingInvitation[]> {
  const seen = new Set<string>();
  const pending: PendingInvitation[] = [];
  for (const invitation of await repos.invitations.unusedOfClient(firm.id)) {
    if (seen.has(invitation.email)) continue;
    seen.add(invitation.email);
    pending.push(toPendingInvitation(invitation, now));
  }
  return pending;
}

/**
 * The firm's invitation `id` that may still be resent or revoked: another firm's, a revoked one or none is 404 (nobody learns
 * which invitations exist); a used one is 409 `invitation_used`, and so is one whose address has an account by
 * now (registered through another firm's invitation): there is nobody left to invite.
 */
export async function findManageableInvitation(
  repos: Repositories,
  firm: ClientRow,
  id: number,
): Promise<InvitationRow> {
  const invitation = await repos.invitations.findById(id);
  // A revoked invitation (or one replaced by a newer link) is gone for the screens too.
  if (!invitation || invitation.client_id !== firm.id || invitation.revoked_at !== null)
    throw new AppError(404, 'not_found', 'not_found');
  if (invitation.used_at !== null || (await repos.users.findByEmail(invitation.email)))
    throw new AppError(409, 'invitation_used', 'invitation_used');
  return invitation;
}

/** Revokes the invitation `id`: every link of its address into the firm stops working and its seat is freed. */
export async function revokeInvitation(
  repos: Repositories,
  firm: ClientRow,
  id: number,
  now: Date,
): Promise<{ id: number; email: string }> {
  const invitation = await findManageableInvitation(repos, firm, id);
  await repos.invitations.revokeUnused(firm.id, invitation.email, now);
  return { id: invitation.id, email: invitation.email };
}

/** The invitation for `token` if it may still be used by `email`; otherwise the refusal to answer. */
export async function findUsableInvitation(
  repos: Repositories,
  token: string,
  email: string,
  now: Date,
): Promise<InvitationRow> {
  const invitation = await repos.invitations.findByTokenHash(sha256(token));
  // A revoked link (the administrator withdrew it, or sent a newer one) is no longer valid.
  if (!invitation || invitation.revoked_at !== null || !sameEmail(invitation.email, email)) {
    throw new AppError(422, 'invalid_token', 'invalid_token');
  }
  if (invitation.used_at !== null) throw new AppError(422, 'already_used_token', 'already_used_token');
  if (invitation.expires_at <= now.toISOString()) throw new AppError(422, 'invalid_token', 'invalid_token');
  return invitation;
}

/** Check-invitation: the address and the inviting firm's name of a usable invitation (else findUsableInvitation's refusal). */
export async function checkInvitation(
  repos: Repositories,
  token: string,
  email: string,
  now: Date,
): Promise<{ email: string; firmName: string | null }> {
  const invitation = await findUsableInvitation(repos, token, email, now);
  const firm = await repos.clients.findById(invitation.client_id);
  return { email: invitation.email, firmName: firm?.name ?? null };
}
