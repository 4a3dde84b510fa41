import type { Onboarding } from '@lexdesk/shared/core';

/**
 * Section 4: the panel shows when the user has never received a case and either onboarding is not
 * done or the casus step is not set. Once a case has arrived, the lists always win.
 */
export function shouldShowOnboarding(onboarding: Onboarding | null | undefined): boolean {
  if (!onboarding) return false;
  if (onboarding.has_ever_received_a_case) return false;
  return !onboarding.has_done_onboarding || !onboarding.has_user_set_casus_on_their_site;
}

/** The form language the snippet and the magic link name (the firm may change it to en or nl). */
export const ONBOARDING_FORM_LANG = 'fr';

/** The casus widget a firm pastes into its site: the script frames the intake page for that firm. */
export function casusSnippet(origin: string, firmUuid: string): string {
  return `<script src="${origin}/casus.js" data-uuid="${firmUuid}" data-lang="${ONBOARDING_FORM_LANG}" async></script>`;
}

/** The intake page of the firm, sent to a litigant directly (the "magic link"). */
export function magicLink(origin: string, firmUuid: string): string {
  const query = new URLSearchParams({ uuid: firmUuid, lang: ONBOARDING_FORM_LANG });
  return `${origin}/intake?${query.toString()}`;
}

/** A mailto: URL with no recipient (the lawyer types the litigant's address) and a prefilled message. */
export function mailtoHref(subject: string, body: string): string {
  return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
