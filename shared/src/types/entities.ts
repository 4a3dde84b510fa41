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
  /** The language the user chose (contract 1.3); mails to them are written in it. */
  lang?: Locale;
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

// ---- Legal cases (specification 1, sections 3 and 4) ----

/** refused is not in the lists' sections of the specification; it is shown with the closed cases. */
export type LegalCaseStatus = 'new' | 'opened' | 'closed' | 'refused';
export type QuestionType = 'checkbox' | 'radio' | 'file' | 'files' | 'date' | 'other';
export type LocalizedText = Record<Locale, string>;

export interface QuestionAnswerOption {
  value: string;
  label: LocalizedText;
}

export interface Question {
  title: LocalizedText;
  answers: QuestionAnswerOption[];
}

/**
 * One answered question, as stored on the case. `answer` joins several values with `||`
 * (ANSWER_SEPARATOR); a file answer is `path::mime` items whose last path segment is the document token;
 * a date is YYYY-MM-DD.
 */
export interface QuestionAndAnswer {
  question_type: QuestionType;
  question: Question;
  answer: string;
}

export interface Litigant {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
}

/** A case as the lists show it (no questionnaire). Texts are in the language of the request. */
export interface LegalCaseSummary {
  token: string;
  id: number;
  status: LegalCaseStatus;
  /** The assigned lawyer; null only if that account was deleted. */
  user_id: number | null;
  user: { id: number; name: string } | null;
  litigant: Litigant;
  law_case_content: string | null;
  lawcase: { id: number; content: string } | null;
  created_at: string;
  state: 'failure' | null;
}

/** A file the litigant sent with the intake form. */
export interface CaseFile {
  token: string;
  name: string;
  mime: string;
  size: number;
  /** GET it to download (Content-Disposition: attachment). */
  url: string;
}

export interface LegalCase extends LegalCaseSummary {
  /** The language the litigant filled the form in. */
  lang: Locale;
  questions_and_answers: QuestionAndAnswer[];
  documents: CaseFile[];
}

export interface LawCase {
  id: number;
  content: string;
}

export interface LawCaseSearchResult extends LawCase {
  penal: boolean;
  category: CategoryRef;
}

// ---- Public intake form ----

export interface IntakeQuestion {
  id: number;
  question_type: QuestionType;
  required: boolean;
  /** In the form's language. */
  title: string;
  answers: { value: string; label: string }[];
}

export interface IntakeCategory extends CategoryRef {
  law_cases: LawCase[];
}

/**
 * A proof-of-work challenge (ALTCHA's format, SHA-256): the page finds the number n in 0..maxnumber
 * whose SHA-256 of `salt + n` in hex is `challenge`, then sends {algorithm, challenge, number, salt,
 * signature} as JSON, base64-encoded, in the multipart field INTAKE_PROOF_OF_WORK_FIELD. The salt
 * carries the expiry (`?expires=<unix seconds>&`), the signature is the server's HMAC of `challenge`.
 */
export interface IntakeChallenge {
  algorithm: 'SHA-256';
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

export interface IntakeForm {
  firm: { uuid: string; name: string | null };
  lang: Locale;
  /** null when the link names no law case (or an unknown one): the litigant picks one in `categories`. */
  law_case: (LawCase & { category: CategoryRef }) | null;
  questions: IntakeQuestion[];
  categories: IntakeCategory[];
  /** Signed by the server, sent back in X-Intake-Token: the form cannot be posted from another site. */
  form_token: string;
  /** Solved by the page in the background; one solution serves one submission (scripts pay for each). */
  challenge: IntakeChallenge;
  /**
   * The firm's own privacy policy, in the form's language when the firm wrote one in it, else in another of
   * its languages; null when the firm has none (the consent then links to LexDesk's legal page). Contract 1.3.
   */
  privacy_url?: string | null;
}

export interface IntakeReceipt {
  received_at: string;
}
