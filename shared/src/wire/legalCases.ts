// Legal cases (specification 000, sections 3 and 4) and the lookups their screens use.
import { type Static, Type } from '@sinclair/typebox';
import { CASE_REFUSAL_REASON_MAX_LENGTH, CASE_SEARCH_MAX_LENGTH, LEGAL_CASE_STATUSES, PAGE_SIZE } from '../domain';
import { LOCALES } from '../types/entities';
import { CategoryRef } from './accounts';
import {
  id,
  idInput,
  lang,
  locale,
  localizedText,
  nullable,
  pageLimit,
  pageOffset,
  stringEnum,
  strictObject,
  token,
} from './schema';

export const QUESTION_TYPES = ['checkbox', 'radio', 'file', 'files', 'date', 'other'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
const questionType = stringEnum(QUESTION_TYPES);

/** refused is not in the lists' sections of the specification; it is shown with the closed cases. */
export type LegalCaseStatus = (typeof LEGAL_CASE_STATUSES)[number];

export const LawCase = Type.Object({ id, content: Type.String() });
export type LawCase = Static<typeof LawCase>;

export const Litigant = Type.Object({
  firstname: Type.String(),
  lastname: Type.String(),
  email: Type.String(),
  phone: Type.String(),
});
export type Litigant = Static<typeof Litigant>;

const legalCaseSummaryProperties = {
  token: Type.String(),
  id,
  status: stringEnum(LEGAL_CASE_STATUSES),
  /** The assigned lawyer; null only if that account was deleted. */
  user_id: nullable(id),
  user: nullable(Type.Object({ id, name: Type.String() })),
  litigant: Litigant,
  law_case_content: nullable(Type.String()),
  lawcase: nullable(LawCase),
  created_at: Type.String(),
  state: nullable(stringEnum(['failure'])),
};

/** A case as the lists show it (no questionnaire). Texts are in the language of the request. */
export const LegalCaseSummary = Type.Object(legalCaseSummaryProperties);
export type LegalCaseSummary = Static<typeof LegalCaseSummary>;

export const QuestionAnswerOption = Type.Object({ value: Type.String(), label: localizedText });
export type QuestionAnswerOption = Static<typeof QuestionAnswerOption>;

export const Question = Type.Object({
  title: localizedText,
  answers: Type.Array(QuestionAnswerOption),
  /**
   * True on a date question from which a time limit runs (the day a decision, payment order, judgment or
   * letter was received or served, a hearing): the case screen shows its answer among the case's dates.
   * Absent on other questions and on cases received before the catalogue marked them.
   */
  deadline: Type.Optional(Type.Boolean()),
});
export type Question = Static<typeof Question>;

/**
 * One answered question, as stored on the case. `answer` joins several values with `||`
 * (ANSWER_SEPARATOR); a file answer is `path::mime` items whose last path segment is the document token;
 * a date is YYYY-MM-DD.
 */
export const QuestionAndAnswer = Type.Object({
  question_type: questionType,
  question: Question,
  answer: Type.String(),
});
export type QuestionAndAnswer = Static<typeof QuestionAndAnswer>;

/** A file the litigant sent with the intake form; GET `url` to download it (Content-Disposition: attachment). */
export const CaseFile = Type.Object({
  token: Type.String(),
  name: Type.String(),
  mime: Type.String(),
  size: Type.Integer(),
  url: Type.String(),
});
export type CaseFile = Static<typeof CaseFile>;

export const LegalCase = Type.Object({
  ...legalCaseSummaryProperties,
  /** The language the litigant filled the form in. */
  lang: locale,
  questions_and_answers: Type.Array(QuestionAndAnswer),
  documents: Type.Array(CaseFile),
});
export type LegalCase = Static<typeof LegalCase>;

export const Lawyer = Type.Object({
  id,
  name: Type.String(),
  lawyer_id: Type.Optional(nullable(id)),
  profile_picture_url: Type.Optional(nullable(Type.String())),
});
export type Lawyer = Static<typeof Lawyer>;

export const LawCaseSearchResult = Type.Object({
  id,
  content: Type.String(),
  penal: Type.Boolean(),
  category: CategoryRef,
});
export type LawCaseSearchResult = Static<typeof LawCaseSearchResult>;

// ---- Requests ----

/** What the client sends for a set flag (`all=1`); absent means unset. */
const queryFlag = stringEnum(['', '0', '1', 'false', 'true']);

/**
 * `q` searches the litigant's name (accents, case and surrounding spaces ignored; '' searches nothing);
 * `status` keeps one state and wins over `closed` (status=closed lists closed cases without closed=1,
 * status=new with closed=1 lists only new ones).
 */
export const LegalCaseListQuery = strictObject({
  all: Type.Optional(queryFlag),
  closed: Type.Optional(queryFlag),
  q: Type.Optional(Type.String({ maxLength: CASE_SEARCH_MAX_LENGTH })),
  status: Type.Optional(stringEnum(LEGAL_CASE_STATUSES)),
  limit: Type.Optional(pageLimit(PAGE_SIZE)),
  offset: Type.Optional(pageOffset),
  lang: Type.Optional(lang),
});
export type LegalCaseListQuery = Static<typeof LegalCaseListQuery>;

export const CaseTokenBody = strictObject({ token });
export type CaseTokenBody = Static<typeof CaseTokenBody>;

/**
 * Refusing a case: the litigant is told by mail, in the language of their request; `reason` (optional, blank for
 * none) is written into that mail as the firm's words, and nowhere else.
 */
export const RefuseBody = strictObject({
  token,
  reason: Type.Optional(Type.String({ maxLength: CASE_REFUSAL_REASON_MAX_LENGTH })),
});
export type RefuseBody = Static<typeof RefuseBody>;

export const ReassignBody = strictObject({ case_uuid: token, user_id: idInput });
export type ReassignBody = Static<typeof ReassignBody>;

const searchTerms = Type.String({ minLength: 1, maxLength: 100 });

export const LawyerSearchBody = strictObject({ terms: searchTerms });
export type LawyerSearchBody = Static<typeof LawyerSearchBody>;

export const LawCaseSearchBody = strictObject({
  terms: searchTerms,
  lang: Type.Optional(stringEnum(LOCALES)),
  penal: Type.Optional(Type.Boolean()),
});
export type LawCaseSearchBody = Static<typeof LawCaseSearchBody>;
