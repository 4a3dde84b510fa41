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

/**
 * Creates a single-use invitation into `client` and queues the mail of its link; returns the raw token. `guard`
 * runs in the transaction that creates the invitation, after the firm's row is locked: a limit it checks cannot be
 * passed by two invitations at once. The mail is queued in that transaction too, so no link points to an
 * invitation that was rolled back, and nothing waits for the mail server.
 */
export async function inviteToFirm(
  { repos, mail, publicUrl, now }: InviteDeps,
  client: ClientRow,
  email: string,
  invitedBy: number | null,
  locale: Locale,
  guard?: (tx: Repositories, firm: ClientRow) => Promise<void>,
): Promise<string> {
  const token = randomToken();
  email = normaliseEmail(email);
  await repos.transaction(async (tx) => {
    const firm = (await tx.clients.findByIdLocked(client.id)) ?? client;
    if (guard) await guard(tx, firm);
    await tx.invitations.create(
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
  });
  return token;
}

/** The invitation for `token` if it may still be used by `email`; otherwise the refusal to answer. */
export async function findUsableInvitation(
  repos: Repositories,
  token: string,
  email: string,
  now: Date,
): Promise<InvitationRow> {
  const invitation = await repos.invitations.findByTokenHash(sha256(token));
  if (!invitation || !sameEmail(invitation.email, email)) {
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
