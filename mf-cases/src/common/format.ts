// Display rules every screen of mf-cases shares: dates, file sizes, the concrete case of a request.
import type { LegalCaseSummary } from '@lexdesk/shared';
import type { IntlShape } from 'react-intl';

/** DD/MM/YYYY (specification 1, section 9): shared's rule, one for every app. */
export { formatDate } from '@lexdesk/shared';

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
