import {
  type AcceptedExtension,
  extensionOf,
  fileAnswerItem,
  INTAKE_NAME_MAX_LENGTH,
  INTAKE_TEXT_MAX_LENGTH,
  isAcceptedFileName,
  isEmail,
  isIsoDate,
  isPhone,
  joinAnswer,
  LOCALES,
  type Locale,
  MAX_INTAKE_TOTAL_BYTES,
  MAX_UPLOAD_BYTES,
  type QuestionAndAnswer,
} from '@lexdesk/shared/domain';
import { readFile } from 'node:fs/promises';
import { checkZip, type ZipLimits } from '../../documents/zipLimits';
import { addFieldError, createFieldErrors, type FieldErrors, hasFieldError, ValidationError } from '../../errors';
import { type MessageKey, t } from '../../i18n';
import { randomToken } from '../../lib/crypto';
import { normaliseEmail } from '../../lib/email';
import { hasForbiddenNameCharacter } from '../../lib/names';
import { type FileKind, kindOfExtension, MIME_OF_KIND, sniffFileKind } from '../../lib/fileType';
import { sanitiseFileName } from '../../lib/storage';
import type { LawCaseRow, QuestionRecord, Repositories } from '../../repositories';
import { documentDownloadUrl, questionCopy } from '../legalCases';
import { answerKey, type IntakePlainField, type ReceivedFile, type ReceivedIntake } from './upload';

/** A file that passed every check, about to become a document. */
export interface AcceptedFile {
  received: ReceivedFile;
  token: string;
  name: string;
  mime: string;
}

export interface ValidIntake {
  lawCase: LawCaseRow;
  lang: Locale;
  litigant: { firstname: string; lastname: string; email: string; phone: string };
  questionsAndAnswers: QuestionAndAnswer[];
  files: AcceptedFile[];
}

const EMAIL_MAX_LENGTH = 254;
const MAX_UPLOAD_MEGABYTES = Math.floor(MAX_UPLOAD_BYTES / (1024 * 1024));

export class FieldChecker {
  readonly errors: FieldErrors = createFieldErrors();

  constructor(readonly locale: Locale) {}

  /** Records the message under `field`; answers undefined, so a check can `return check.fail(...)`. */
  fail(field: string, key: MessageKey, params: Record<string, string | number> = {}): undefined {
    const message = t(this.locale, key, params);
    if (!hasFieldError(this.errors, field, message)) addFieldError(this.errors, field, message);
    return undefined;
  }

  get failed(): boolean {
    return Object.keys(this.errors).length > 0;
  }
}

function single(received: ReceivedIntake, field: IntakePlainField, check: FieldChecker): string | undefined {
  if (received.unreadable.has(field)) {
    check.fail(field, 'field_invalid');
    return undefined;
  }
  const values = received.plain.get(field) ?? [];
  if (values.length > 1) {
    check.fail(field, 'field_single_value');
    return undefined;
  }
  const value = values[0]?.trim() ?? '';
  return value === '' ? undefined : value;
}

function requiredText(
  received: ReceivedIntake,
  field: IntakePlainField,
  check: FieldChecker,
  maxLength: number,
): string | undefined {
  const value = single(received, field, check);
  if (value === undefined) {
    if (!(field in check.errors)) check.fail(field, 'field_required');
    return undefined;
  }
  if (value.length > maxLength) {
    check.fail(field, 'field_too_long', { max: maxLength });
    return undefined;
  }
  return value;
}

function personName(
  received: ReceivedIntake,
  field: 'firstname' | 'lastname',
  check: FieldChecker,
): string | undefined {
  const value = requiredText(received, field, check, INTAKE_NAME_MAX_LENGTH);
  if (value !== undefined && hasForbiddenNameCharacter(value)) return check.fail(field, 'field_invalid');
  return value;
}

/**
 * The file as a document to store, or undefined once the reason it is refused is recorded. A .docx is judged by
 * its zip directory as the library's upload judges it (documents/zipLimits.ts), before anything unpacks it.
 */
async function checkFile(
  file: ReceivedFile,
  field: string,
  check: FieldChecker,
  zipLimits: ZipLimits,
): Promise<AcceptedFile | undefined> {
  const extension = extensionOf(file.originalName);
  const name = sanitiseFileName(file.originalName, extension || 'bin');
  if (!isAcceptedFileName(file.originalName)) return check.fail(field, 'file_type_not_accepted');
  if (file.truncated) return check.fail(field, 'file_too_large', { name, max: MAX_UPLOAD_MEGABYTES });
  if (file.size === 0) return check.fail(field, 'file_empty', { name });
  const kind: FileKind | null = await sniffFileKind(file.tempPath, file.head);
  // The extension says what the litigant meant to send; the bytes must agree.
  if (kind === null || kind !== kindOfExtension(extension as AcceptedExtension)) {
    return check.fail(field, 'file_content_mismatch', { name });
  }
  if (kind === 'docx') {
    const verdict = await checkZip(await readFile(file.tempPath), zipLimits, false);
    if (verdict === 'too_large') return check.fail(field, 'document_too_large');
    if (verdict === 'unreadable') return check.fail(field, 'file_content_mismatch', { name });
  }
  return { received: file, token: randomToken(), name, mime: MIME_OF_KIND[kind] };
}

/** The answer of one question, checked by its type; undefined when it is in error. */
async function answerOf(
  question: QuestionRecord,
  values: readonly string[],
  files: readonly ReceivedFile[],
  check: FieldChecker,
  accepted: AcceptedFile[],
  zipLimits: ZipLimits,
): Promise<string | undefined> {
  const field = answerKey(question.id);
  const isFileQuestion = question.question_type === 'file' || question.question_type === 'files';
  // An empty text value is what a form sends for a question left blank.
  const given = values.map((value) => value.trim()).filter((value) => value !== '');
  if (!isFileQuestion && files.length > 0) return check.fail(field, 'field_not_allowed');
  if (isFileQuestion && given.length > 0) return check.fail(field, 'field_not_allowed');

  switch (question.question_type) {
    case 'checkbox': {
      const options = question.answers.map((option) => option.value);
      if (given.some((value) => !options.includes(value))) return check.fail(field, 'field_option');
      if (given.length === 0 && question.required) return check.fail(field, 'field_required');
      return joinAnswer(options.filter((option) => given.includes(option)));
    }
    case 'radio':
    case 'date':
    case 'other': {
      if (given.length > 1) return check.fail(field, 'field_single_value');
      const value = given[0];
      if (value === undefined) return question.required ? check.fail(field, 'field_required') : '';
      if (question.question_type === 'radio' && !question.answers.some((option) => option.value === value)) {
        return check.fail(field, 'field_option');
      }
      if (question.question_type === 'date' && !isIsoDate(value)) return check.fail(field, 'field_date');
      if (value.length > INTAKE_TEXT_MAX_LENGTH) {
        return check.fail(field, 'field_too_long', { max: INTAKE_TEXT_MAX_LENGTH });
      }
      return value;
    }
    case 'file':
    case 'files': {
      if (question.question_type === 'file' && files.length > 1) return check.fail(field, 'file_one_only');
      if (files.length === 0 && question.required) return check.fail(field, 'field_required');
      const checked = [];
      for (const file of files) checked.push(await checkFile(file, field, check, zipLimits));
      const good = checked.filter((file): file is AcceptedFile => file !== undefined);
      if (good.length < files.length) return undefined;
      accepted.push(...good);
      return joinAnswer(good.map((file) => fileAnswerItem(documentDownloadUrl(file.token), file.mime)));
    }
  }
}

export async function validateIntake(
  repos: Repositories,
  received: ReceivedIntake,
  fallbackLocale: Locale,
  zipLimits: ZipLimits,
): Promise<ValidIntake> {
  const rawLang = received.plain.get('lang')?.[0]?.trim() ?? '';
  const lang = LOCALES.find((locale) => locale === rawLang);
  // Messages in the language the litigant fills the form in.
  const check = new FieldChecker(lang ?? fallbackLocale);
  if (single(received, 'lang', check) !== undefined && !lang) check.fail('lang', 'field_invalid');

  for (const name of received.notAllowed) check.fail(name, 'field_not_allowed');
  if (received.totalExceeded) {
    check.fail('files', 'files_total_too_large', { max: Math.floor(MAX_INTAKE_TOTAL_BYTES / (1024 * 1024)) });
  }
  for (const key of received.unreadable) if (key.startsWith('answers.')) check.fail(key, 'field_invalid');

  const firstname = personName(received, 'firstname', check);
  const lastname = personName(received, 'lastname', check);
  const email = requiredText(received, 'email', check, EMAIL_MAX_LENGTH);
  if (email !== undefined && !isEmail(email)) check.fail('email', 'field_email');
  const phone = requiredText(received, 'phone', check, INTAKE_NAME_MAX_LENGTH);
  if (phone !== undefined && !isPhone(phone)) check.fail('phone', 'field_phone');

  const lawCaseText = requiredText(received, 'law_case_id', check, 12);
  const lawCase =
    lawCaseText && /^[1-9][0-9]*$/.test(lawCaseText) ? await repos.lawCases.findById(Number(lawCaseText)) : undefined;
  if (lawCaseText !== undefined && !lawCase) check.fail('law_case_id', 'field_invalid');

  const questionsAndAnswers: QuestionAndAnswer[] = [];
  const accepted: AcceptedFile[] = [];
  if (lawCase) {
    const questions = await repos.lawCases.questionsOf(lawCase.id);
    const known = new Set(questions.map((question) => question.id));
    for (const id of received.answers.keys()) if (!known.has(id)) check.fail(answerKey(id), 'field_not_allowed');
    for (const file of received.files) {
      if (!known.has(file.questionId)) check.fail(answerKey(file.questionId), 'field_not_allowed');
    }
    for (const question of questions) {
      if (received.unreadable.has(answerKey(question.id))) continue;
      const answer = await answerOf(
        question,
        received.answers.get(question.id) ?? [],
        received.files.filter((file) => file.questionId === question.id),
        check,
        accepted,
        zipLimits,
      );
      if (answer === undefined) continue;
      questionsAndAnswers.push({
        question_type: question.question_type,
        question: questionCopy(question),
        answer,
      });
    }
  }

  if (check.failed || !lawCase || !firstname || !lastname || !email || !phone) throw new ValidationError(check.errors);
  return {
    lawCase,
    lang: lang ?? 'fr',
    litigant: { firstname, lastname, email: normaliseEmail(email), phone },
    questionsAndAnswers,
    files: accepted,
  };
}
