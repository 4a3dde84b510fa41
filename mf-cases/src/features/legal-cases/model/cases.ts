import type { LegalCaseStatus, LegalCaseSummary } from '@lexdesk/shared/core';

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
