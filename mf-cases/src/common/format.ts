// Display rules every screen of mf-cases shares: dates, file sizes, the concrete case of a request.
import { formatAnswerDate, type LegalCaseSummary } from '@lexdesk/shared';
import type { IntlShape } from 'react-intl';

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A date as DD/MM/YYYY (specification 1, section 9). A date-only value (a questionnaire answer) is kept
 * as written, whatever the viewer's time zone; a timestamp without a zone (SQLite's "YYYY-MM-DD HH:MM:SS")
 * is UTC and shown on the viewer's calendar; anything unreadable is shown as received rather than hidden.
 */
export function formatDate(value: string): string {
  const dateOnly = formatAnswerDate(value);
  if (dateOnly !== value) return dateOnly;
  // Only ISO 8601 timestamps: Date() would also read "March 5" (as 2001) and show a made-up date.
  const timestamp = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}:?\d{2})?$/.exec(value);
  if (!timestamp) return value;
  const date = new Date(`${timestamp[1]}T${timestamp[2]}${timestamp[3] ?? 'Z'}`);
  if (Number.isNaN(date.getTime())) return value;
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

const BYTES_PER_KB = 1024;
const BYTES_PER_MB = 1024 * 1024;

/**
 * A file size in the interface language ("245 ko", "245 kB", "2,3 Mo"), in binary multiples as file
 * managers count. Never in bytes: a tiny file reads "1 ko", which is what a litigant or a lawyer needs.
 */
export function formatFileSize(intl: IntlShape, bytes: number): string {
  if (bytes < BYTES_PER_MB)
    return intl.formatNumber(Math.max(1, Math.round(bytes / BYTES_PER_KB)), { style: 'unit', unit: 'kilobyte' });
  return intl.formatNumber(bytes / BYTES_PER_MB, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
}

/**
 * The concrete case of a request (the lists' and the case header's subtitle): the case's own text, then
 * the linked law case's; null when there is none (the screen then says "Aucun cas concret lié").
 */
export function concreteCaseText(item: Pick<LegalCaseSummary, 'law_case_content' | 'lawcase'>): string | null {
  const text = item.law_case_content?.trim() || item.lawcase?.content.trim();
  return text ? text : null;
}
