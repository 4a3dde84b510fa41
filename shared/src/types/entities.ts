// Entities of the specifications, as the API returns them.

export type Locale = 'fr' | 'en' | 'nl';
export const LOCALES: readonly Locale[] = ['fr', 'en', 'nl'];
export const DEFAULT_LOCALE: Locale = 'fr';

export type Role = 'admin' | 'user';

export interface Onboarding {
  has_user_set_their_skills: boolean;
  has_user_set_casus_on_their_site: boolean;
  has_done_onboarding: boolean;
  has_ever_received_a_case: boolean;
}

export type MailSystem = 1 | 2;
export type SubscriptionStatus = 'trial' | 'active' | 'none';

export interface Client {
  uuid: string;
  name: string | null;
  admin_id: number;
  /** Comma-separated user ids of the firm's lawyers. */
  lawyer_list: string;
  mail_system: MailSystem;
  email_box: string | null;
  uses_kleos: 0 | 1;
  uses_dioxa: 0 | 1;
  trial_ends_at: string | null;
  subscription_status: SubscriptionStatus;
}

export interface CategoryRef {
  id: number;
  description: string;
}

export interface User {
  id: number;
  name: string;
  email: string;
  firstname: string | null;
  lastname: string | null;
  lawyer_id: number | null;
  lawyer_firstname: string | null;
  lawyer_lastname: string | null;
  /** 1 means super administrator (role admin). */
  admin: 0 | 1;
  profile_picture_url: string | null;
  client: Client | null;
  categories: CategoryRef[];
  onboarding: Onboarding;
}

export interface Lawyer {
  id: number;
  name: string;
  lawyer_id?: number | null;
  profile_picture_url?: string | null;
}

export type NotificationType = 'success' | 'error' | 'alert';

export interface Notification {
  id: number;
  text: string;
  type: NotificationType;
}

export interface InvitationCheck {
  valid: boolean;
  email: string;
  client: { name: string | null };
}
