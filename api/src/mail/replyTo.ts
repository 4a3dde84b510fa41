import type { ClientRow } from '../repositories';

/**
 * The Reply-To of a mail LexDesk sends on a firm's behalf, from the firm's mail setting ("D'où partent
 * les e-mails", `clients.mail_system`). Every mail leaves From LexDesk's own sender: sending as the
 * firm's domain would fail SPF and DKIM checks and land in spam, so the setting decides where replies
 * go. 1 (one mailbox for the firm): its `email_box`. 2 (each lawyer's own mailbox): the address of
 * the member on whose behalf the mail goes (the administrator who invites, the colleague who hands a
 * case over); none when no member acts, and none to the member themself.
 */
export function firmReplyTo(
  firm: Pick<ClientRow, 'mail_system' | 'email_box'>,
  actingMember: { email: string } | undefined,
  recipient: string,
): string | undefined {
  if (firm.mail_system === 1 && firm.email_box) return firm.email_box;
  if (!actingMember || actingMember.email === recipient) return undefined;
  return actingMember.email;
}
