// Pure rules of the case screen: which tab may show, which actions the user gets, how files are listed.
import {
  DEFAULT_LOCALE,
  parseFileAnswer,
  type LegalCase,
  type LegalCaseStatus,
  type LocalizedText,
  type Locale,
  type Question,
  type QuestionAndAnswer,
} from '@lexdesk/shared';
import { isFileQuestion } from '../../common/questionnaire';

export type CaseTab = 'demand' | 'litigeant-documents' | 'office-documents' | 'juridical-documents';

export const CASE_TABS: readonly CaseTab[] = [
  'demand',
  'litigeant-documents',
  'office-documents',
  'juridical-documents',
];

/** The library tabs (mf-library's pages) exist only once the case is accepted (spec section 2). */
const TABS_AFTER_ACCEPTANCE: readonly CaseTab[] = ['office-documents', 'juridical-documents'];

/** Where a new case's library tab falls back to. */
export const FALLBACK_TAB: CaseTab = 'litigeant-documents';

const lastSegment = (pathname: string): string => pathname.replace(/\/+$/, '').split('/').pop() ?? '';

export function activeCaseTab(pathname: string): CaseTab | null {
  const segment = lastSegment(pathname);
  return (CASE_TABS as readonly string[]).includes(segment) ? (segment as CaseTab) : null;
}

/**
 * The tab gate: a case still new may not show the office or juridical documents; those URLs fall
 * back to the litigant documents tab. Returns the path to go to instead, or null when the path may stay.
 */
export function gatedTabRedirect(status: LegalCaseStatus, pathname: string): string | null {
  if (status !== 'new') return null;
  const tab = activeCaseTab(pathname);
  if (!tab || !TABS_AFTER_ACCEPTANCE.includes(tab)) return null;
  const trimmed = pathname.replace(/\/+$/, '');
  return `${trimmed.slice(0, trimmed.lastIndexOf('/'))}/${FALLBACK_TAB}`;
}

/** Tabs are hidden while the case is new (spec section 2). */
export const showsTabs = (status: LegalCaseStatus): boolean => status !== 'new';

export type CaseAction = 'refuse' | 'accept' | 'close';

/** The assigned lawyer is the owner; the server checks it again on every call. */
export function isCaseOwner(legalCase: Pick<LegalCase, 'user_id'>, userId: number | null | undefined): boolean {
  return userId !== null && userId !== undefined && legalCase.user_id === userId;
}

/** Section 4: the owner refuses or accepts a new case and closes an opened one; nobody else acts. */
export function caseActions(status: LegalCaseStatus, owner: boolean): CaseAction[] {
  if (!owner) return [];
  if (status === 'new') return ['refuse', 'accept'];
  if (status === 'opened') return ['close'];
  return [];
}

/** A case still new or opened: someone acts on it (closed and refused cases are final). */
export const isCaseActive = (status: LegalCaseStatus): boolean => status === 'new' || status === 'opened';

/** Reassignment: by the owner, on a case still new or opened (closed and refused cases are final). */
export function canReassign(status: LegalCaseStatus, owner: boolean): boolean {
  return owner && isCaseActive(status);
}

/** A text of the questionnaire in the UI language, French when that one is missing. */
export function localized(text: Partial<LocalizedText> | undefined, locale: Locale): string {
  return text?.[locale] || text?.[DEFAULT_LOCALE] || '';
}

/** A checkbox or radio value's label; an unknown value is shown as it was stored. */
export function optionLabel(question: Question, value: string, locale: Locale): string {
  const option = question.answers.find((candidate) => candidate.value === value);
  return (option && localized(option.label, locale)) || value;
}

export type FileKind = 'pdf' | 'word' | 'image' | 'other';

export function fileKind(mime: string): FileKind {
  const type = mime.toLowerCase();
  if (type === 'application/pdf') return 'pdf';
  if (type === 'application/msword' || type.includes('wordprocessingml')) return 'word';
  if (type.startsWith('image/')) return 'image';
  return 'other';
}

/** A downloadable litigant file, whether the case's documents list knows it or only the answer does. */
export interface LitigantFile {
  token: string;
  name: string;
  mime: string;
  /** Unknown when the file is named only by an answer. */
  size: number | null;
  url: string;
}

export interface LitigantFileGroup {
  /** The file question that brought the files; null for the documents no answer names. */
  entry: QuestionAndAnswer | null;
  files: LitigantFile[];
}

/** The files of one file answer: the case's document when known (name, size), else what the answer says. */
export function filesOfAnswer(entry: QuestionAndAnswer, legalCase: Pick<LegalCase, 'documents'>): LitigantFile[] {
  return parseFileAnswer(entry.answer).map((item) => {
    const document = legalCase.documents.find((candidate) => candidate.token === item.token);
    return document
      ? { token: document.token, name: document.name, mime: document.mime, size: document.size, url: document.url }
      : { token: item.token, name: item.token, mime: item.mime, size: null, url: item.path };
  });
}

/** One group per file question that holds files, then the case's remaining documents. */
export function groupLitigantFiles(
  legalCase: Pick<LegalCase, 'documents' | 'questions_and_answers'>,
): LitigantFileGroup[] {
  const groups: LitigantFileGroup[] = [];
  const named = new Set<string>();
  for (const entry of legalCase.questions_and_answers) {
    if (!isFileQuestion(entry)) continue;
    const files = filesOfAnswer(entry, legalCase);
    files.forEach((file) => named.add(file.token));
    if (files.length > 0) groups.push({ entry, files });
  }
  const others = legalCase.documents
    .filter((document) => !named.has(document.token))
    .map(({ token, name, mime, size, url }) => ({ token, name, mime, size, url }));
  if (others.length > 0) groups.push({ entry: null, files: others });
  return groups;
}

/** A date from which a time limit runs, as the case screen lists it at its top. */
export interface DeadlineDate {
  /** The question's title (every language the case kept). */
  title: LocalizedText;
  /** YYYY-MM-DD. */
  date: string;
}

/**
 * The answered date questions the catalogue marks as starting a time limit (a decision, payment order, judgment
 * or letter received or served, a hearing), in the questionnaire's order: a lawyer needs them before anything
 * else, not among the answers. Cases received before the catalogue marked them have none.
 */
export function deadlineDates(legalCase: Pick<LegalCase, 'questions_and_answers'>): DeadlineDate[] {
  return legalCase.questions_and_answers
    .filter((entry) => entry.question_type === 'date' && entry.question.deadline && entry.answer.trim() !== '')
    .map((entry) => ({ title: entry.question.title, date: entry.answer.trim() }));
}
