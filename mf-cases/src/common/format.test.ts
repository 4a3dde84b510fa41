import { concreteCaseText, formatDate } from './format';

describe('formatDate', () => {
  it('writes DD/MM/YYYY', () => {
    expect(formatDate('2025-03-14T12:00:00.000Z')).toBe('14/03/2025');
    expect(formatDate('2024-12-01')).toBe('01/12/2024');
    expect(formatDate('2025-03-14T12:00:00+01:00')).toBe('14/03/2025');
  });

  it('reads a timestamp without a zone (SQLite) as UTC', () => {
    // Midday UTC: the same calendar day in every time zone the tests may run in.
    expect(formatDate('2025-03-14 12:00:00')).toBe('14/03/2025');
  });

  it('shows an unreadable value as received', () => {
    expect(formatDate('hier')).toBe('hier');
    expect(formatDate('March 5')).toBe('March 5');
    expect(formatDate('2025-13-45T99:00:00Z')).toBe('2025-13-45T99:00:00Z');
  });
});

describe('concreteCaseText', () => {
  it('prefers the case text, then the law case, else nothing', () => {
    expect(concreteCaseText({ law_case_content: 'J’ai été licencié', lawcase: { id: 1, content: 'Autre' } })).toBe(
      'J’ai été licencié',
    );
    expect(concreteCaseText({ law_case_content: null, lawcase: { id: 1, content: 'Je souhaite divorcer' } })).toBe(
      'Je souhaite divorcer',
    );
    expect(concreteCaseText({ law_case_content: '  ', lawcase: null })).toBeNull();
    expect(concreteCaseText({ law_case_content: null, lawcase: null })).toBeNull();
  });
});
