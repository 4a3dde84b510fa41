/**
 * The provider's address (the one the app already uses for unsubscription and account deletion requests):
 * the custom plan's quote and questions about payments go there by e-mail.
 */
export const CONTACT_EMAIL = 'support@lexdesk.be';

export function contactMailto(subject: string): string {
  return `mailto:${CONTACT_EMAIL}?subject=${encodeURIComponent(subject)}`;
}
