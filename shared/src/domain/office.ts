// Office and account rules shared by the browser and the server (specification 000, sections 5 and 9).
import type { PoliciesBody } from '../wire';
import type { Locale } from '../types/entities';

/** The two policies a firm publishes for its litigants. */
export const POLICY_TYPES = ['privacy', 'terms'] as const;
export type PolicyType = (typeof POLICY_TYPES)[number];

/** Languages a policy may be written in; English is the tab shown first. */
export const POLICY_LANGS: readonly Locale[] = ['en', 'fr', 'nl'];
export const DEFAULT_POLICY_LANG: Locale = 'en';

/** One policy text as the office screen posts it (rich text of RICH_TEXT_TAGS). */
export type PolicyText = PoliciesBody['policies']['privacy'][number];

export type { FirmPolicies, PublicPolicyLinks, PublishedPolicy } from '../wire';

/** Profile pictures: by extension in the browser, by content on the server. */
export const PICTURE_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;
export const PICTURE_ACCEPT_ATTRIBUTE = PICTURE_EXTENSIONS.map((extension) => `.${extension}`).join(',');
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;
/** Stored pictures fit in a square of this side (pixels). */
export const PICTURE_MAX_SIDE = 512;

/** Mail sending methods of a firm: 1 a shared mailbox (needs `email_box`), 2 each lawyer's own address. */
export const MAIL_SYSTEMS = [1, 2] as const;
export type MailSystem = (typeof MAIL_SYSTEMS)[number];
