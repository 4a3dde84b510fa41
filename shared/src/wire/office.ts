// The office: the firm's settings, members, invitations and policies; matters (skill categories).
import { type Static, Type } from '@sinclair/typebox';
import { LOCALES } from '../types/entities';
import { CategoryRef } from './accounts';
import { PAGE_SIZE } from '../domain';
import {
  email,
  firmUuid,
  id,
  idInput,
  integerEnum,
  lang,
  locale,
  nullable,
  pageLimit,
  pageOffset,
  strictObject,
  stringEnum,
} from './schema';

export const FirmMember = Type.Object({
  id,
  name: Type.String(),
  email: Type.String(),
  firstname: nullable(Type.String()),
  lastname: nullable(Type.String()),
  profile_picture_url: nullable(Type.String()),
  is_admin: Type.Boolean(),
});
export type FirmMember = Static<typeof FirmMember>;

/** A member removed: their cases went to the firm administrator. */
export const DeletedMember = Type.Object({ id, reassigned_cases: Type.Integer() });
export type DeletedMember = Static<typeof DeletedMember>;

export const InvitedEmail = Type.Object({
  email: Type.String(),
  /** The address held a usable invitation already: a new link replaced it (the old one no longer works). */
  replaced: Type.Boolean(),
});
export type InvitedEmail = Static<typeof InvitedEmail>;

/**
 * An invitation waiting for its lawyer (`GET /client/{uuid}/invitations`, firm administrator): sent on
 * `created_at`, its link working until `expires_at`. An expired one holds no seat; resending it makes a new link.
 */
export const PendingInvitation = Type.Object({
  id,
  email: Type.String(),
  created_at: Type.String(),
  expires_at: Type.String(),
  expired: Type.Boolean(),
});
export type PendingInvitation = Static<typeof PendingInvitation>;

/**
 * What the provider's staff did with a firm's private document (issue 23 item 1): `detail` opened its
 * description, `text` read its extracted text (or values read from it), `download` took the file, `preview` showed
 * it in the preview pane, `edit` saved its metadata or labels or started a suggestion run on it.
 */
export const DOCUMENT_ACCESS_ACTIONS = ['detail', 'text', 'download', 'preview', 'edit'] as const;
export type DocumentAccessAction = (typeof DOCUMENT_ACCESS_ACTIONS)[number];

/**
 * One line of the firm's document access log (`GET /client/{uuid}/document-access-log`, firm administrator):
 * who of the provider's staff, when, which document, what. Names are as they were at the time of the access.
 */
export const DocumentAccessEntry = Type.Object({
  id,
  accessed_at: Type.String(),
  action: stringEnum(DOCUMENT_ACCESS_ACTIONS),
  user: Type.Object({ name: Type.String(), email: Type.String() }),
  /** `token` null once the document is deleted (its name stays). */
  document: Type.Object({ token: nullable(Type.String()), name: Type.String() }),
});
export type DocumentAccessEntry = Static<typeof DocumentAccessEntry>;

/** A page of the access log, newest first (`meta.total`). */
export const DocumentAccessLogQuery = strictObject({
  limit: Type.Optional(pageLimit(PAGE_SIZE)),
  offset: Type.Optional(pageOffset),
  lang: Type.Optional(lang),
});
export type DocumentAccessLogQuery = Static<typeof DocumentAccessLogQuery>;

/** An invitation revoked: every link of the address into the firm stopped working. */
export const RevokedInvitation = Type.Object({ id, email: Type.String() });
export type RevokedInvitation = Static<typeof RevokedInvitation>;

/** One stored policy: rich text of RICH_TEXT_TAGS, and `url` its public page. */
export const PublishedPolicy = Type.Object({ lang: locale, content: Type.String(), url: Type.String() });
export type PublishedPolicy = Static<typeof PublishedPolicy>;

export const FirmPolicies = Type.Object({
  privacy: Type.Array(PublishedPolicy),
  terms: Type.Array(PublishedPolicy),
});
export type FirmPolicies = Static<typeof FirmPolicies>;

const PolicyLink = Type.Object({ lang: locale, url: Type.String() });
/** The public list for the intake page: which languages each policy exists in, and where. */
export const PublicPolicyLinks = Type.Object({ privacy: Type.Array(PolicyLink), terms: Type.Array(PolicyLink) });
export type PublicPolicyLinks = Static<typeof PublicPolicyLinks>;

export const Category = CategoryRef;
export type Category = CategoryRef;

export const SkilledLawyer = Type.Object({ id, name: Type.String(), profile_picture_url: nullable(Type.String()) });
export type SkilledLawyer = Static<typeof SkilledLawyer>;

// ---- Requests ----

/** Rich text of one policy in one language; the cap keeps a pasted book out. */
export const POLICY_MAX_LENGTH = 200_000;

const flag = integerEnum([0, 1]);

export const MailSystemBody = strictObject({
  mail_system: integerEnum([1, 2]),
  email: Type.Optional(Type.Union([email, Type.Literal('')])),
});
export type MailSystemBody = Static<typeof MailSystemBody>;

export const IntegrationBody = strictObject({ uses_kleos: Type.Optional(flag), uses_dioxa: Type.Optional(flag) });
export type IntegrationBody = Static<typeof IntegrationBody>;

export const AdminTransferBody = strictObject({ user_id: idInput });
export type AdminTransferBody = Static<typeof AdminTransferBody>;

export const InviteBody = strictObject({ email });
export type InviteBody = Static<typeof InviteBody>;

const PolicyTexts = Type.Array(
  strictObject({ lang: stringEnum(LOCALES), content: Type.String({ maxLength: POLICY_MAX_LENGTH }) }),
  { maxItems: LOCALES.length * 2 },
);
export const PoliciesBody = strictObject({ policies: strictObject({ privacy: PolicyTexts, terms: PolicyTexts }) });
export type PoliciesBody = Static<typeof PoliciesBody>;

export const SkillCategoriesBody = strictObject({ category_ids: Type.Array(idInput, { maxItems: 200 }) });
export type SkillCategoriesBody = Static<typeof SkillCategoriesBody>;

/** Skill categories' page (the specification asks for 100 a page). */
export const MAX_CATEGORIES_PER_PAGE = 100;
export const CategoryPageQuery = strictObject({
  lang: Type.Optional(Type.String({ maxLength: 10 })),
  per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_CATEGORIES_PER_PAGE })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
});
export type CategoryPageQuery = Static<typeof CategoryPageQuery>;

/** A profile picture: `v` changes with the picture, so that a browser's cached copy is never stale. */
export const PictureQuery = strictObject({
  lang: Type.Optional(Type.String({ maxLength: 10 })),
  v: Type.Optional(Type.String({ maxLength: 100 })),
});
export type PictureQuery = Static<typeof PictureQuery>;

/** A firm's published policy page (`/policies/{uuid}/{type}/{lang}`): any type or language is a page that does
 * not exist (404), not a malformed request. */
export const PolicyPageParams = strictObject({
  uuid: firmUuid,
  type: Type.String({ maxLength: 20 }),
  lang: Type.String({ maxLength: 10 }),
});
export type PolicyPageParams = Static<typeof PolicyPageParams>;
