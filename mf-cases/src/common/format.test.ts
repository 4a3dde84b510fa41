import { createIntl } from 'react-intl';
import { concreteCaseText, formatDate, formatFileSize } from './format';

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

describe('formatFileSize', () => {
  const intl = (locale: string) => createIntl({ locale, messages: {} });
  // Intl separates the number and the unit with a no-break space.
  const size = (locale: string, bytes: number) => formatFileSize(intl(locale), bytes).replace(/\s/g, ' ');

  it('counts in binary kilobytes under 1 MB, never less than 1', () => {
    expect(size('fr', 250_880)).toBe('245 ko');
    expect(size('fr', 512)).toBe('1 ko');
    expect(size('en', 18_432)).toBe('18 kB');
  });

  it('counts in megabytes with one decimal from 1 MB', () => {
    expect(size('fr', 2_411_724)).toBe('2,3 Mo');
    expect(size('nl', 2_411_724)).toBe('2,3 MB');
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
