import {
  type CaseFile,
  formatDate,
  type LegalCase,
  type LegalCaseStatus,
  type LegalCaseSummary,
  type Locale,
  pathTo,
  type Question,
  type QuestionAndAnswer,
} from '@lexdesk/shared/domain';
import { AppError } from '../errors';
import type { MailQueue } from '../mail/mailer';
import { firmReplyTo } from '../mail/replyTo';
import { caseReassignedMail, caseRefusedMail } from '../mail/templates';
import { localizedColumn } from '../repositories';
import type {
  ClientRow,
  DocumentRow,
  LegalCaseDetailRow,
  LegalCaseViewRow,
  QuestionRecord,
  Repositories,
  UserRow,
} from '../repositories';

/** Where a stored document is downloaded; file answers point there too (last segment = token). */
export const DOCUMENT_DOWNLOAD_PATH = '/api/documents/download';

export function documentDownloadUrl(token: string): string {
  return `${DOCUMENT_DOWNLOAD_PATH}/${token}`;
}

/**
 * The copy of a question a case keeps with its answer (its meaning never changes afterwards): the title, the
 * options and, on a date a time limit runs from, `deadline: true` (left out otherwise, as on older cases).
 */
export function questionCopy(question: Pick<QuestionRecord, 'title' | 'answers' | 'deadline'>): Question {
  return {
    title: question.title,
    answers: question.answers,
    ...(question.deadline ? { deadline: true } : {}),
  };
}

/** The case screen of the browser app, for links in mails. */
export function legalCaseLink(publicUrl: string, token: string): string {
  return `${publicUrl}${pathTo.LegalCase({ token })}`;
}

export const notFound = () => new AppError(404, 'not_found', 'not_found');
const notAssigned = () => new AppError(403, 'not_assigned', 'not_assigned');
const invalidTransition = () => new AppError(409, 'invalid_transition', 'invalid_transition');
const caseClosed = () => new AppError(409, 'case_closed', 'case_closed');

export function toLegalCaseSummary(row: LegalCaseViewRow): LegalCaseSummary {
  return {
    token: row.token,
    id: row.id,
    status: row.status,
    user_id: row.user_id,
    user: row.user_id !== null && row.user_name !== null ? { id: row.user_id, name: row.user_name } : null,
    litigant: {
      firstname: row.litigant_firstname,
      lastname: row.litigant_lastname,
      email: row.litigant_email,
      phone: row.litigant_phone,
    },
    law_case_content: row.law_case_content,
    lawcase:
      row.law_case_id !== null && row.law_case_content !== null
        ? { id: row.law_case_id, content: row.law_case_content }
        : null,
    created_at: row.created_at,
    state: row.state,
  };
}

export function toCaseFile(document: DocumentRow): CaseFile {
  return {
    token: document.token,
    name: document.name,
    mime: document.mime,
    size: document.size,
    url: documentDownloadUrl(document.token),
  };
}

async function toLegalCase(repos: Repositories, row: LegalCaseDetailRow): Promise<LegalCase> {
  const documents = await repos.documents.litigantFilesOf(row.id);
  return {
    ...toLegalCaseSummary(row),
    lang: row.lang,
    questions_and_answers: JSON.parse(row.questions_and_answers) as QuestionAndAnswer[],
    documents: documents.map(toCaseFile),
  };
}

export interface ListOptions {
  /** The whole firm's cases (AllCases) rather than the user's own (MyCases). */
  all: boolean;
  /** Closed and refused cases too. */
  closed: boolean;
  /** Only this status, whatever `closed` says. */
  status: LegalCaseStatus | null;
  /** Part of the litigant's name ('' for none). */
  search: string;
  limit: number;
  offset: number;
  lang: Locale;
}

export async function listLegalCases(
  repos: Repositories,
  user: UserRow,
  firm: ClientRow,
  options: ListOptions,
): Promise<{ cases: LegalCaseSummary[]; total: number }> {
  const scope = { clientId: firm.id, userId: options.all ? null : user.id, includeClosed: options.closed };
  const { rows, total } = await repos.legalCases.listWithTotal({
    ...scope,
    status: options.status,
    search: options.search,
    limit: options.limit,
    offset: options.offset,
    lang: options.lang,
  });
  return { cases: rows.map(toLegalCaseSummary), total };
}

/** A case of the user's firm; any other token is simply not found. */
export async function getLegalCase(
  repos: Repositories,
  firm: ClientRow,
  token: string,
  lang: Locale,
): Promise<LegalCase> {
  const row = await repos.legalCases.findByToken(firm.id, token, lang);
  if (!row) throw notFound();
  return toLegalCase(repos, row);
}

const TRANSITIONS = {
  open: { from: 'new', to: 'opened' },
  close: { from: 'opened', to: 'closed' },
  refuse: { from: 'new', to: 'refused' },
} as const satisfies Record<string, { from: LegalCaseStatus; to: LegalCaseStatus }>;

export type CaseAction = keyof typeof TRANSITIONS;
/** Accept and close change the status only; refusing also tells the litigant (refuseLegalCase). */
export const STATUS_ONLY_ACTIONS = ['open', 'close'] as const satisfies readonly CaseAction[];

/** Why a transition that changed nothing changed nothing, read again after the conditional UPDATE. */
async function transitionFailure(repos: Repositories, firm: ClientRow, user: UserRow, token: string, lang: Locale) {
  const row = await repos.legalCases.findByToken(firm.id, token, lang);
  if (!row) return notFound();
  if (row.user_id !== user.id) return notAssigned();
  return invalidTransition();
}

/**
 * Accept (open), close or refuse. One conditional UPDATE carries every rule (firm, assignee, current
 * status): of two simultaneous requests exactly one changes the row; the other is then told why.
 */
export async function transitionLegalCase(
  repos: Repositories,
  user: UserRow,
  firm: ClientRow,
  token: string,
  action: CaseAction,
  lang: Locale,
  now: Date,
): Promise<LegalCase> {
  const { from, to } = TRANSITIONS[action];
  // The answer is read in the transaction of the change: its row lock (PostgreSQL), or the one connection
  // (SQLite), keeps a next transition of the case (a close right after the accept) from slipping in between.
  const changed = await repos.transaction(async (tx) =>
    (await tx.legalCases.transition({ token, clientId: firm.id, userId: user.id }, from, to, now))
      ? getLegalCase(tx, firm, token, lang)
      : undefined,
  );
  if (!changed) throw await transitionFailure(repos, firm, user, token, lang);
  return changed;
}

export interface RefuseDeps {
  repos: Repositories;
  mail: MailQueue;
  now: Date;
}

/**
 * Refuses a new case, and tells the litigant: someone turned away must know it soon, since a time limit may be
 * running for them. The mail goes in the language of their request, with the firm's name and the reason only when
 * the lawyer gives one (blank is none); replies go where the firm's mail setting says (firmReplyTo). The mail is
 * queued in the transaction of the change: exactly one refusal sends exactly one mail.
 */
export async function refuseLegalCase(
  { repos, mail, now }: RefuseDeps,
  user: UserRow,
  firm: ClientRow,
  token: string,
  reason: string | undefined,
  lang: Locale,
): Promise<LegalCase> {
  const row = await repos.legalCases.findByToken(firm.id, token, lang);
  if (!row) throw notFound();
  if (row.user_id !== user.id) throw notAssigned();
  if (row.status !== TRANSITIONS.refuse.from) throw invalidTransition();

  const lawCase = row.law_case_id === null ? undefined : await repos.lawCases.findById(row.law_case_id);
  const replyTo = firmReplyTo(firm, user, row.litigant_email);
  const message = caseRefusedMail(row.lang, row.litigant_email, {
    firm: firm.name?.trim() || null,
    receivedOn: formatDate(row.created_at),
    lawCase: lawCase ? localizedColumn(lawCase, 'content', row.lang) : null,
    reason: reason?.trim() || null,
    replyReachesFirm: replyTo !== undefined,
  });
  const changed = await repos.transaction(async (tx) => {
    const { from, to } = TRANSITIONS.refuse;
    if (!(await tx.legalCases.transition({ token, clientId: firm.id, userId: user.id }, from, to, now))) return false;
    await mail.queue(tx, { template: 'case-refused', message: { ...message, replyTo } });
    return true;
  });
  if (!changed) throw await transitionFailure(repos, firm, user, token, lang);
  return getLegalCase(repos, firm, token, lang);
}

const isFinished = (status: LegalCaseStatus) => status === 'closed' || status === 'refused';

export interface ReassignDeps {
  repos: Repositories;
  mail: MailQueue;
  publicUrl: string;
  now: Date;
}

/**
 * Hands the case to another lawyer of the firm. Only its assignee may, never to themselves, never a
 * closed or refused case; the target learns it by mail, in their stored language.
 */
export async function reassignLegalCase(
  { repos, mail, publicUrl, now }: ReassignDeps,
  user: UserRow,
  firm: ClientRow,
  token: string,
  targetId: number,
  lang: Locale,
): Promise<LegalCase> {
  const row = await repos.legalCases.findByToken(firm.id, token, lang);
  if (!row) throw notFound();
  if (row.user_id !== user.id) throw notAssigned();
  if (isFinished(row.status)) throw caseClosed();
  if (targetId === row.user_id) throw new AppError(422, 'same_user', 'same_user');
  const target = await repos.lawyers.findMember(firm.id, targetId);
  if (!target) throw new AppError(422, 'user_not_in_firm', 'user_not_in_firm');

  // In the target's own language, law case included; queued with the change, so it tells what was committed.
  const lawCase = row.law_case_id === null ? undefined : await repos.lawCases.findById(row.law_case_id);
  const message = caseReassignedMail(target.lang, target.email, user.name, {
    litigant: `${row.litigant_firstname} ${row.litigant_lastname}`,
    lawCase: lawCase ? localizedColumn(lawCase, 'content', target.lang) : null,
    url: legalCaseLink(publicUrl, token),
  });
  const changed = await repos.transaction(async (tx) => {
    if (!(await tx.legalCases.reassign({ token, clientId: firm.id, fromUserId: user.id }, target.id, now)))
      return false;
    await tx.lawyers.markReceivedCase(target.id, now);
    await mail.queue(tx, {
      template: 'case-reassigned',
      message: { ...message, replyTo: firmReplyTo(firm, user, target.email) },
    });
    return true;
  });
  if (!changed) {
    // Someone acted on the case between the checks and the update (another process).
    const current = await repos.legalCases.findByToken(firm.id, token, lang);
    if (!current) throw notFound();
    if (isFinished(current.status)) throw caseClosed();
    throw notAssigned();
  }
  return getLegalCase(repos, firm, token, lang);
}
