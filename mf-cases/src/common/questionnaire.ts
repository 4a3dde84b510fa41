import { DEFAULT_LOCALE, LOCALES, type Locale, type QuestionType } from '@lexdesk/shared';

/** `file` takes one file, `files` several: both are answered with uploads, not text. */
export const isFileQuestion = (question: { question_type: QuestionType }): boolean =>
  question.question_type === 'file' || question.question_type === 'files';

/** A language tag ("nl", "NL", "en-GB", an intl locale, a ?lang= value) as one of ours; French otherwise. */
export function toLocale(value: string | null | undefined): Locale {
  return knownLocale(value) ?? DEFAULT_LOCALE;
}

/** A language tag as one of ours, or null ("de-BE", "", a stray ?lang=). */
export function knownLocale(value: string | null | undefined): Locale | null {
  const language = (value ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return (LOCALES as readonly string[]).includes(language) ? (language as Locale) : null;
}

/**
 * The language a page given no language of its own speaks: the first of the browser's preferred languages we have
 * (nl-BE → nl, en-GB → en; de-DE then nl-BE → nl), else French.
 */
export function preferredLocale(languages: readonly string[] | undefined): Locale {
  for (const language of languages ?? []) {
    const locale = knownLocale(language);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}
