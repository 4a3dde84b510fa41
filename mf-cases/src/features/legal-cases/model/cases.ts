import type { LegalCaseStatus, LegalCaseSummary } from '@lexdesk/shared';

/** The list sections of section 2, in display order; refused cases are shown with the closed ones. */
export type CaseSection = 'new' | 'processing' | 'closed';
export const CASE_SECTIONS: readonly CaseSection[] = ['new', 'processing', 'closed'];

const SECTION_OF_STATUS: Record<LegalCaseStatus, CaseSection> = {
  new: 'new',
  opened: 'processing',
  closed: 'closed',
  refused: 'closed',
};

export function sectionOf(status: LegalCaseStatus): CaseSection {
  return SECTION_OF_STATUS[status];
}

export interface CaseGroup {
  section: CaseSection;
  items: LegalCaseSummary[];
}

/** The page's cases by section, keeping the server's order inside each; empty sections are left out. */
export function groupCases(items: readonly LegalCaseSummary[]): CaseGroup[] {
  return CASE_SECTIONS.map((section) => ({
    section,
    items: items.filter((item) => sectionOf(item.status) === section),
  })).filter((group) => group.items.length > 0);
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A creation date as DD/MM/YYYY (section 9), on the viewer's calendar. A date-only value is kept as
 * written; a timestamp without a zone (SQLite's "YYYY-MM-DD HH:MM:SS") is UTC; anything else unparsable is
 * shown as received rather than hidden.
 */
export function formatCaseDate(value: string): string {
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (dateOnly) return `${dateOnly[3]}/${dateOnly[2]}/${dateOnly[1]}`;
  const zoneless = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(value);
  const date = new Date(zoneless ? `${value.replace(' ', 'T')}Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

/** The concrete case of the request: the list's own text first, then the linked law case. */
export function lawCaseText(item: LegalCaseSummary): string | null {
  const text = item.law_case_content?.trim() || item.lawcase?.content.trim();
  return text ? text : null;
}
