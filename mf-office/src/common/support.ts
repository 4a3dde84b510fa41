/**
 * The provider's support address: account deletion and unsubscription requests (answered within 24 working
 * hours) and the removal of a firm's last lawyer go there by e-mail.
 */
export const SUPPORT_EMAIL = 'support@lexdesk.be';

export function supportMailto(subject: string): string {
  return `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}`;
}
