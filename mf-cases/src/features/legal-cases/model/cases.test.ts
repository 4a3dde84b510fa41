import type { LegalCaseSummary } from '@lexdesk/shared';
import { makeCase } from '../test/render';
import { formatCaseDate, groupCases, lawCaseText, sectionOf } from './cases';

describe('groupCases', () => {
  it('puts new, opened, closed and refused cases in the sections new, processing and closed', () => {
    expect(sectionOf('new')).toBe('new');
    expect(sectionOf('opened')).toBe('processing');
    expect(sectionOf('closed')).toBe('closed');
    expect(sectionOf('refused')).toBe('closed');
  });

  it('keeps the section order and the order inside each, and leaves out empty sections', () => {
    const closed = makeCase({ status: 'closed' });
    const fresh = makeCase({ status: 'new' });
    const refused = makeCase({ status: 'refused' });
    const fresher = makeCase({ status: 'new' });
    const groups = groupCases([closed, fresh, refused, fresher]);
    expect(groups.map((group) => [group.section, group.items.map((item) => item.token)])).toEqual([
      ['new', [fresh.token, fresher.token]],
      ['closed', [closed.token, refused.token]],
    ]);
  });

  it('answers no group for no case', () => {
    expect(groupCases([])).toEqual([]);
  });
});

describe('formatCaseDate', () => {
  it('writes DD/MM/YYYY', () => {
    expect(formatCaseDate('2025-03-14T12:00:00.000Z')).toBe('14/03/2025');
    expect(formatCaseDate('2025-03-14 12:00:00')).toBe('14/03/2025');
    expect(formatCaseDate('2024-12-01')).toBe('01/12/2024');
  });

  it('shows an unreadable value as received', () => {
    expect(formatCaseDate('hier')).toBe('hier');
  });
});

describe('lawCaseText', () => {
  const withTexts = (law_case_content: string | null, lawcase: LegalCaseSummary['lawcase']) =>
    makeCase({ law_case_content, lawcase });

  it('prefers the case text, then the law case, else nothing', () => {
    expect(lawCaseText(withTexts('J’ai été licencié', { id: 1, content: 'Autre' }))).toBe('J’ai été licencié');
    expect(lawCaseText(withTexts(null, { id: 1, content: 'Je souhaite divorcer' }))).toBe('Je souhaite divorcer');
    expect(lawCaseText(withTexts('  ', null))).toBeNull();
    expect(lawCaseText(withTexts(null, null))).toBeNull();
  });
});
