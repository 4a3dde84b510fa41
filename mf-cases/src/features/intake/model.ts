// The intake form's values, validation and wire format, as pure functions (tested without a browser).
import {
  INTAKE_NAME_MAX_LENGTH,
  INTAKE_PROOF_OF_WORK_FIELD,
  INTAKE_TEXT_MAX_LENGTH,
  isEmail,
  isIsoDate,
  isPhone,
  validationMessageIds as ids,
  type IntakeForm,
  type IntakeQuestion,
} from '@lexdesk/shared';
import * as v from 'valibot';
import { isFileQuestion } from '../../common/questionnaire';

/**
 * Answers are keyed `q<id>`, not by the bare id: react-hook-form reads a numeric path segment as an
 * array index. Keeping the key stable across languages keeps what the litigant typed when the form is
 * fetched again (language switch, reload after expiry).
 */
export interface IntakeValues {
  /** checkbox: the ticked values; radio, date, other: the text (null when react-hook-form finds no radio ticked). */
  answers: Record<string, string | string[] | null | undefined>;
  files: Record<string, File[] | undefined>;
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  /**
   * The litigant has read the firm's privacy policy: required, never sent. An acknowledgement, not a consent: the
   * firm processes the request as a step the litigant asks for before any engagement (GDPR art. 6(1)(b)), and a
   * consent made a condition of sending would not be freely given (art. 7(4)).
   */
  privacyAcknowledged: boolean;
}

export const CONTACT_FIELDS = ['firstname', 'lastname', 'email', 'phone'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type IntakeFieldName = `answers.${string}` | `files.${string}` | ContactField | 'privacyAcknowledged';

export const emptyIntakeValues = (): IntakeValues => ({
  answers: {},
  files: {},
  firstname: '',
  lastname: '',
  email: '',
  phone: '',
  privacyAcknowledged: false,
});

export const questionKey = (question: Pick<IntakeQuestion, 'id'>): string => `q${question.id}`;

export function fieldNameOf(question: IntakeQuestion): IntakeFieldName {
  return isFileQuestion(question) ? `files.${questionKey(question)}` : `answers.${questionKey(question)}`;
}

/** Every field in the order the page shows it: the first invalid one takes the focus. */
export function fieldOrder(questions: readonly IntakeQuestion[]): IntakeFieldName[] {
  return [...questions.map(fieldNameOf), ...CONTACT_FIELDS, 'privacyAcknowledged'];
}

/** A law case id from the URL: a positive integer, else none (the litigant then picks one). */
export function parseLawCaseId(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value.trim())) return null;
  const id = Number(value.trim());
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

// ---- Validation: messages are catalogue ids, translated where they are shown ----

export const intakeMessageIds = {
  phone: 'cases.intake.validation.phone',
  date: 'cases.intake.validation.date',
  tooLong: 'cases.intake.validation.tooLong',
  privacyAcknowledged: 'cases.intake.validation.privacyAcknowledged',
} as const;

const text = v.nullish(v.string(), '');

/** An empty text or list is refused when the question is required. */
const filledIf = <T extends string | readonly unknown[]>(required: boolean) =>
  v.check<T, typeof ids.required>((value) => !required || value.length > 0, ids.required);

function answerSchema(question: IntakeQuestion) {
  switch (question.question_type) {
    case 'checkbox':
      return v.pipe(v.nullish(v.array(v.string()), []), filledIf<string[]>(question.required));
    case 'file':
    case 'files':
      return v.pipe(v.nullish(v.array(v.file()), []), filledIf<File[]>(question.required));
    case 'date':
      return v.pipe(
        text,
        v.trim(),
        filledIf<string>(question.required),
        v.check((value: string) => value === '' || isIsoDate(value), intakeMessageIds.date),
      );
    case 'other':
      return v.pipe(
        text,
        v.trim(),
        filledIf<string>(question.required),
        v.maxLength(INTAKE_TEXT_MAX_LENGTH, intakeMessageIds.tooLong),
      );
    case 'radio':
    default:
      return v.pipe(text, filledIf<string>(question.required));
  }
}

const name = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(ids.required),
  v.maxLength(INTAKE_NAME_MAX_LENGTH, intakeMessageIds.tooLong),
);

/** Rebuilt whenever the questions change (another law case or language). */
export function intakeSchema(questions: readonly IntakeQuestion[]): v.GenericSchema<IntakeValues> {
  const entries = (files: boolean) =>
    Object.fromEntries(
      questions.filter((q) => isFileQuestion(q) === files).map((q) => [questionKey(q), answerSchema(q)]),
    );
  // The entries are built from data, so valibot infers index signatures; the shape is IntakeValues.
  return v.object({
    answers: v.object(entries(false)),
    files: v.object(entries(true)),
    firstname: name,
    lastname: name,
    email: v.pipe(v.string(), v.trim(), v.nonEmpty(ids.required), v.check(isEmail, ids.email)),
    phone: v.pipe(v.string(), v.trim(), v.nonEmpty(ids.required), v.check(isPhone, intakeMessageIds.phone)),
    privacyAcknowledged: v.pipe(v.boolean(), v.value(true, intakeMessageIds.privacyAcknowledged)),
  }) as unknown as v.GenericSchema<IntakeValues>;
}

// ---- The multipart body of POST /api/intake ----

function asList(value: string | string[] | null | undefined): string[] {
  if (Array.isArray(value)) return value;
  return typeof value === 'string' ? [value] : [];
}

/**
 * `altcha` (the solved proof-of-work challenge) first, so that the server can refuse an unsolved
 * submission before it reads any file; uuid, law_case_id, lang, firstname, lastname, email, phone;
 * `answers[<id>]` once per value (the ticked boxes of a checkbox question in the order of its
 * options; radio, date and other once, left out when empty); `files[<id>]` once per file. Answers of
 * questions no longer shown are not sent.
 */
export function buildIntakeFormData(values: IntakeValues, form: IntakeForm, proof: string | null = null): FormData {
  if (!form.law_case) throw new Error('An intake is sent for a law case');
  const data = new FormData();
  if (proof) data.append(INTAKE_PROOF_OF_WORK_FIELD, proof);
  data.append('uuid', form.firm.uuid);
  data.append('law_case_id', String(form.law_case.id));
  data.append('lang', form.lang);
  for (const field of CONTACT_FIELDS) data.append(field, values[field].trim());
  for (const question of form.questions) {
    const key = questionKey(question);
    if (isFileQuestion(question)) {
      for (const file of values.files[key] ?? []) data.append(`files[${question.id}]`, file, file.name);
      continue;
    }
    const given = asList(values.answers[key]);
    const list =
      question.question_type === 'checkbox'
        ? question.answers.map((option) => option.value).filter((value) => given.includes(value))
        : given.map((value) => value.trim()).filter((value) => value !== '');
    for (const value of list) data.append(`answers[${question.id}]`, value);
  }
  return data;
}

// ---- Server validation errors (422 `errors`) back onto the fields ----

/** `answers.12`, `answers.12.0`, `files.12.1`, `answers[12]` and the contact fields; anything else: null. */
export function fieldForServerKey(key: string, questions: readonly IntakeQuestion[]): IntakeFieldName | null {
  if ((CONTACT_FIELDS as readonly string[]).includes(key)) return key as ContactField;
  const match = /^(?:answers|files)(?:\.|\[)(\d+)/.exec(key);
  if (!match) return null;
  const question = questions.find((q) => q.id === Number(match[1]));
  return question ? fieldNameOf(question) : null;
}

export interface MappedServerErrors {
  /** The first message for each field, in the order the page shows the fields. */
  fields: [IntakeFieldName, string][];
  /** Messages that belong to no field of the page (uuid, law_case_id...). */
  other: string[];
}

export function mapServerErrors(
  errors: Record<string, string[]> | undefined,
  questions: readonly IntakeQuestion[],
): MappedServerErrors {
  const byField = new Map<IntakeFieldName, string>();
  const other: string[] = [];
  for (const [key, messages] of Object.entries(errors ?? {})) {
    const message = messages.find((m) => m.trim() !== '');
    if (!message) continue;
    const field = fieldForServerKey(key, questions);
    if (field === null) other.push(message);
    else if (!byField.has(field)) byField.set(field, message);
  }
  const fields = fieldOrder(questions)
    .filter((field) => byField.has(field))
    .map((field): [IntakeFieldName, string] => [field, byField.get(field) ?? '']);
  return { fields, other };
}
