// The encoding of questionnaire answers on a legal case (specification 1, section 3).

export const ANSWER_SEPARATOR = '||';
export const FILE_MIME_SEPARATOR = '::';

export function splitAnswer(answer: string): string[] {
  return answer === '' ? [] : answer.split(ANSWER_SEPARATOR);
}

export function joinAnswer(values: readonly string[]): string {
  return values.join(ANSWER_SEPARATOR);
}

export interface FileAnswerItem {
  path: string;
  mime: string;
  /** The last path segment. */
  token: string;
}

export function parseFileAnswer(answer: string): FileAnswerItem[] {
  return splitAnswer(answer).flatMap((item) => {
    const at = item.lastIndexOf(FILE_MIME_SEPARATOR);
    const path = at < 0 ? item : item.slice(0, at);
    const mime = at < 0 ? '' : item.slice(at + FILE_MIME_SEPARATOR.length);
    const token = path.split('/').filter(Boolean).pop() ?? '';
    return token === '' ? [] : [{ path, mime, token }];
  });
}

export function fileAnswerItem(path: string, mime: string): string {
  return `${path}${FILE_MIME_SEPARATOR}${mime}`;
}

/** YYYY-MM-DD (what the intake form stores) to DD/MM/YYYY (what every screen shows); anything else is kept. */
export function formatAnswerDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}

/** A real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const isoOf = (year: number, month: number, day: number): string =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/**
 * What a person types for a date, to the ISO `YYYY-MM-DD`, or null when it is no real date. Day first, as Belgians
 * write it, with `/`, `-`, `.` or a space between the parts (day and month may have one digit, the year has four);
 * and the ISO form itself, which a browser's autofill or a paste gives: accepted silently rather than refused, since
 * nobody can read 2026-10-15 another way.
 */
export function parseDisplayDate(text: string): string | null {
  const trimmed = text.trim();
  const dayFirst = /^(\d{1,2})\s*[/.\- ]\s*(\d{1,2})\s*[/.\- ]\s*(\d{4})$/.exec(trimmed);
  const yearFirst = dayFirst ? null : /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  const parts = dayFirst
    ? [Number(dayFirst[3]), Number(dayFirst[2]), Number(dayFirst[1])]
    : yearFirst
      ? [Number(yearFirst[1]), Number(yearFirst[2]), Number(yearFirst[3])]
      : null;
  if (!parts) return null;
  const [year = 0, month = 0, day = 0] = parts;
  return isIsoDate(isoOf(year, month, day)) ? isoOf(year, month, day) : null;
}
