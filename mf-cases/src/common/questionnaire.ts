import { DEFAULT_LOCALE, LOCALES, type Locale, type QuestionType } from '@lexdesk/shared';

/** `file` takes one file, `files` several: both are answered with uploads, not text. */
export const isFileQuestion = (question: { question_type: QuestionType }): boolean =>
  question.question_type === 'file' || question.question_type === 'files';

/** A language tag ("nl", "NL", "en-GB", an intl locale, a ?lang= value) as one of ours; French otherwise. */
export function toLocale(value: string | null | undefined): Locale {
  const language = (value ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return (LOCALES as readonly string[]).includes(language) ? (language as Locale) : DEFAULT_LOCALE;
}
