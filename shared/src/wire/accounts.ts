// Accounts: the signed-in user, their firm, authentication and the onboarding flags (specification 000).
import { type Static, Type } from '@sinclair/typebox';
import { PASSWORD_MIN_LENGTH } from '../domain';
import {
  email,
  flag01,
  id,
  integerEnum,
  lang,
  locale,
  nullable,
  password,
  personName,
  stringEnum,
  strictObject,
  token,
} from './schema';

export const Onboarding = Type.Object({
  has_user_set_their_skills: Type.Boolean(),
  has_user_set_casus_on_their_site: Type.Boolean(),
  has_done_onboarding: Type.Boolean(),
  has_ever_received_a_case: Type.Boolean(),
});
export type Onboarding = Static<typeof Onboarding>;

export const SUBSCRIPTION_STATUSES = ['trial', 'active', 'none'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** A firm (the specifications' client). */
export const Client = Type.Object({
  uuid: Type.String(),
  name: nullable(Type.String()),
  /** The firm administrator's user id; null only while that account is being deleted. */
  admin_id: nullable(id),
  /** Comma-separated user ids of the firm's lawyers. */
  lawyer_list: Type.String(),
  /** 1: mails about the firm name `email_box` as the address to answer; 2: each lawyer's own address. */
  mail_system: integerEnum([1, 2]),
  email_box: nullable(Type.String()),
  uses_kleos: flag01,
  uses_dioxa: flag01,
  trial_ends_at: nullable(Type.String()),
  /** Late payments and cancelled subscriptions still running count as active. */
  subscription_status: stringEnum(SUBSCRIPTION_STATUSES),
});
export type Client = Static<typeof Client>;

export const CategoryRef = Type.Object({ id, description: Type.String() });
export type CategoryRef = Static<typeof CategoryRef>;

export const User = Type.Object({
  id,
  name: Type.String(),
  email: Type.String(),
  firstname: nullable(Type.String()),
  lastname: nullable(Type.String()),
  lawyer_id: nullable(id),
  lawyer_firstname: nullable(Type.String()),
  lawyer_lastname: nullable(Type.String()),
  /** 1 means super administrator (role admin). */
  admin: flag01,
  /** The user's stored language: login answers it and the browser switches to it; mails are written in it. */
  lang: locale,
  profile_picture_url: nullable(Type.String()),
  client: nullable(Client),
  categories: Type.Array(CategoryRef),
  onboarding: Onboarding,
});
export type User = Static<typeof User>;

/** `GET /session`: the signed-in user, or null for a visitor (no 401 on a first visit). */
export const Session = Type.Object({ user: nullable(User) });
export type Session = Static<typeof Session>;

export const InvitationCheck = Type.Object({
  valid: Type.Boolean(),
  email: Type.String(),
  client: Type.Object({ name: nullable(Type.String()) }),
});
export type InvitationCheck = Static<typeof InvitationCheck>;

export const RegisterCheck = Type.Object({ available: Type.Boolean() });
export type RegisterCheck = Static<typeof RegisterCheck>;

/** A confirmation text in the request's language (forgot and reset password). */
export const Message = Type.Object({ message: Type.String() });
export type Message = Static<typeof Message>;

export const Health = Type.Object({
  db: stringEnum(['ok', 'down']),
  engine: stringEnum(['sqlite', 'postgres']),
  migration: Type.Integer(),
});
export type Health = Static<typeof Health>;

// ---- Requests ----

const newPassword = Type.String({ minLength: PASSWORD_MIN_LENGTH, maxLength: 1024 });

export const LoginBody = strictObject({ email, password });
export type LoginBody = Static<typeof LoginBody>;

export const RegisterBody = strictObject({
  name: Type.Optional(personName),
  firstname: Type.Optional(personName),
  lastname: Type.Optional(personName),
  email,
  password: newPassword,
  password_confirmation: password,
  token: Type.Optional(token),
  // Subscribe sends the versions of LexDesk's terms and privacy policy the user ticked (shared/src/domain).
  terms_version: Type.Optional(Type.String({ maxLength: 20 })),
  privacy_version: Type.Optional(Type.String({ maxLength: 20 })),
});
export type RegisterBody = Static<typeof RegisterBody>;

export const EmailBody = strictObject({ email });
export type EmailBody = Static<typeof EmailBody>;

export const CheckInvitationQuery = strictObject({ token, email, lang: Type.Optional(lang) });
export type CheckInvitationQuery = Static<typeof CheckInvitationQuery>;

export const ResetPasswordBody = strictObject({
  email,
  password: newPassword,
  password_confirmation: password,
  token,
});
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;

export const ProfileBody = strictObject({ firstname: personName, lastname: personName, email });
export type ProfileBody = Static<typeof ProfileBody>;

export const LanguageBody = strictObject({ lang: locale });
export type LanguageBody = Static<typeof LanguageBody>;

export const FirmNameBody = strictObject({ name: Type.String({ maxLength: 1000 }) });
export type FirmNameBody = Static<typeof FirmNameBody>;
