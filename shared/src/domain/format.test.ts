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

  it('changes day with Brussels, not UTC, on the nights summer time starts and ends', () => {
    // Summer time starts on 30 March 2025 at 01:00 UTC and ends on 26 October 2025 at 01:00 UTC.
    expect(formatDate('2025-03-29T22:59:59Z')).toBe('29/03/2025');
    expect(formatDate('2025-03-29T23:00:00Z')).toBe('30/03/2025');
    expect(formatDate('2025-10-25T21:59:59Z')).toBe('25/10/2025');
    expect(formatDate('2025-10-25T22:00:00Z')).toBe('26/10/2025');
    expect(formatDate('2025-10-26T22:59:59Z')).toBe('26/10/2025');
    expect(formatDate('2025-10-26T23:00:00Z')).toBe('27/10/2025');
  });

  it('gives the day the time zone database gives, around every change of time from 1996 to 2060 and before', () => {
    const database = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Brussels',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    const lastSunday = (year: number, month: number) => {
      const lastDay = new Date(Date.UTC(year, month + 1, 0));
      return lastDay.getUTCDate() - lastDay.getUTCDay();
    };
    const instants: Date[] = [];
    for (let year = 1996; year <= 2060; year += 1) {
      for (const change of [Date.UTC(year, 2, lastSunday(year, 2), 1), Date.UTC(year, 9, lastSunday(year, 9), 1)]) {
        // Every quarter of an hour from a day before the change to a day after it: midnight in Brussels falls there.
        for (let minutes = -26 * 60; minutes <= 26 * 60; minutes += 15)
          instants.push(new Date(change + minutes * 60_000));
      }
      // New Year's Eve, when UTC and Brussels are in different years.
      instants.push(new Date(Date.UTC(year, 11, 31, 22, 59, 59)), new Date(Date.UTC(year, 11, 31, 23, 0, 0)));
    }
    // Before 1996 summer time ended in September: the database answers for those dates.
    for (const value of ['1995-09-24T22:30:00Z', '1995-10-28T22:30:00Z', '1980-06-01T22:30:00Z'])
      instants.push(new Date(value));
    const wrong = instants
      .map((instant) => [instant.toISOString(), formatDate(instant.toISOString()), database.format(instant)])
      .filter(([, ours, theirs]) => ours !== theirs);
    expect(instants.length).toBeGreaterThan(25_000);
    expect(wrong).toEqual([]);
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
