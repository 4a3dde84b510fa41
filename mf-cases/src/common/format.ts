// Display rules every screen of mf-cases shares: dates, the concrete case of a request (file sizes are
// shared's formatFileSize).
import type { LegalCaseSummary } from '@lexdesk/shared/core';

/** DD/MM/YYYY (specification 1, section 9): shared's rule, one for every app. */
export { formatDate } from '@lexdesk/shared/lists';

/**
 * The concrete case of a request (the lists' and the case header's subtitle): the case's own text, then
 * the linked law case's; null when there is none (the screen then says "Aucun cas concret lié").
 */
export function concreteCaseText(item: Pick<LegalCaseSummary, 'law_case_content' | 'lawcase'>): string | null {
  const text = item.law_case_content?.trim() || item.lawcase?.content.trim();
  return text ? text : null;
}
