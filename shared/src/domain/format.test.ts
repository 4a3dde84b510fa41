import { formatDate, formatFileSize } from './format';
import { formatDate as exportedDate, formatFileSize as exportedSize } from './index';

// Intl separates the number and the unit with a no-break space (a narrow one in French).
const size = (bytes: number, locale: 'fr' | 'en' | 'nl') =>
  formatFileSize(bytes, locale).replace(/[\u00a0\u202f]/g, ' ');

describe('formatDate', () => {
  it('is exported from the domain entry', () => {
    expect(exportedDate).toBe(formatDate);
    expect(exportedSize).toBe(formatFileSize);
  });

  it('writes a date-only value as DD/MM/YYYY, as written', () => {
    expect(formatDate('2024-12-01')).toBe('01/12/2024');
    expect(formatDate('2024-02-29')).toBe('29/02/2024');
  });

  it('writes a date-time on the Brussels calendar', () => {
    expect(formatDate('2025-03-14T12:00:00.000Z')).toBe('14/03/2025');
    // 23:30 UTC is already the next day in Brussels (UTC+1 in winter, UTC+2 in summer).
    expect(formatDate('2025-03-14T23:30:00Z')).toBe('15/03/2025');
    expect(formatDate('2025-07-31T22:15:00Z')).toBe('01/08/2025');
    expect(formatDate('2025-07-31T21:59:59Z')).toBe('31/07/2025');
    expect(formatDate('2025-12-31T23:00:00Z')).toBe('01/01/2026');
    // An offset is honoured: 00:30 in New York is 06:30 in Brussels, the same day.
    expect(formatDate('2025-03-14T00:30:00-05:00')).toBe('14/03/2025');
    expect(formatDate('2025-03-15T00:30:00+01:00')).toBe('15/03/2025');
  });

  it('reads a date-time without a zone (SQLite) as UTC', () => {
    expect(formatDate('2025-03-14 12:00:00')).toBe('14/03/2025');
    expect(formatDate('2025-03-14 23:30:00')).toBe('15/03/2025');
  });

  it('returns an unreadable value as received', () => {
    expect(formatDate('hier')).toBe('hier');
    expect(formatDate('March 5')).toBe('March 5');
    expect(formatDate('')).toBe('');
    expect(formatDate('2025-13-45')).toBe('2025-13-45');
    expect(formatDate('2025-02-30T10:00:00Z')).toBe('2025-02-30T10:00:00Z');
    expect(formatDate('2025-03-14T99:00:00Z')).toBe('2025-03-14T99:00:00Z');
  });
});

describe('formatFileSize', () => {
  it('writes megabytes with one decimal in each language', () => {
    const bytes = 1.2 * 1024 * 1024;
    expect(size(bytes, 'fr')).toBe('1,2 Mo');
    expect(size(bytes, 'en')).toBe('1.2 MB');
    expect(size(bytes, 'nl')).toBe('1,2 MB');
    expect(size(2 * 1024 * 1024, 'fr')).toBe('2 Mo');
  });

  it('uses a no-break space between the number and the unit', () => {
    expect(formatFileSize(2048, 'fr')).toMatch(/^2[\u00a0\u202f]ko$/);
    expect(formatFileSize(2048, 'en')).toMatch(/^2[\u00a0\u202f]kB$/);
  });

  it('writes whole kilobytes under 1 MB, never less than 1', () => {
    expect(size(250_880, 'fr')).toBe('245 ko');
    expect(size(18_432, 'en')).toBe('18 kB');
    expect(size(18_432, 'nl')).toBe('18 kB');
    expect(size(512, 'fr')).toBe('1 ko');
    expect(size(1, 'en')).toBe('1 kB');
  });

  it('writes an empty or unreadable size as 0', () => {
    expect(size(0, 'fr')).toBe('0 ko');
    expect(size(-5, 'en')).toBe('0 kB');
    expect(size(Number.NaN, 'nl')).toBe('0 kB');
  });

  it('moves up a unit instead of writing 1024', () => {
    expect(size(1024 * 1024 - 10, 'fr')).toBe('1 Mo');
    expect(size(1024 * 1024 * 1024 - 1000, 'en')).toBe('1 GB');
    expect(size(2.5 * 1024 * 1024 * 1024, 'fr')).toBe('2,5 Go');
  });
});
