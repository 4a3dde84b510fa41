// The entities of the specifications. The wire shapes are the contract's (src/contract); this module names them
// for the root and domain entries, with the few values and types that are not on the wire.

export type Locale = 'fr' | 'en' | 'nl';
export const LOCALES: readonly Locale[] = ['fr', 'en', 'nl'];
export const DEFAULT_LOCALE: Locale = 'fr';

export type Role = 'admin' | 'user';

export type NotificationType = 'success' | 'error' | 'alert';

export interface Notification {
  id: number;
  text: string;
  type: NotificationType;
}

export type LocalizedText = Record<Locale, string>;

export type {
  CaseFile,
  CategoryRef,
  Client,
  IntakeCategory,
  IntakeChallenge,
  IntakeForm,
  IntakeQuestion,
  IntakeReceipt,
  InvitationCheck,
  LawCase,
  LawCaseSearchResult,
  Lawyer,
  LegalCase,
  LegalCaseStatus,
  LegalCaseSummary,
  Litigant,
  Onboarding,
  Question,
  QuestionAndAnswer,
  QuestionAnswerOption,
  QuestionType,
  SubscriptionStatus,
  User,
} from '../wire';
