// Display formats every screen shares: dates (DD/MM/YYYY, the Brussels day) and file sizes. Pure.
import type { Locale } from '../types/entities';

/** The calendar every date is shown on: the firms and their clients are in Belgium. */
export const DISPLAY_TIME_ZONE = 'Europe/Brussels';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
// ISO 8601 date-times only: Date() would also read "March 5" (as 2001) and show a made-up date.
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)(Z|[+-]\d{2}:?\d{2})?$/i;

// Only for a date-time before 1996 (see brusselsOffsetHours): a page's first Intl object costs the ICU data's
// loading (20 to 30 ms of main thread on this machine, four times that on a phone), which the lists' dates would
// otherwise add to their first render.
let brusselsDayFormat: Intl.DateTimeFormat | null = null;
const brusselsDay = () =>
  (brusselsDayFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: DISPLAY_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }));

/** Summer time's rule in the European Union since 1996 (Directive 2000/84/EC): the year it applies from. */
const EU_SUMMER_TIME_RULE_SINCE = 1996;
const HOUR_MS = 3_600_000;

/** The day of the month of the last Sunday of `month` (0-based) in `year`. */
function lastSunday(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return lastDay.getUTCDate() - lastDay.getUTCDay();
}

/**
 * Brussels' offset from UTC at `instant`, in hours, by the European rule Belgium follows: UTC+2 from 01:00 UTC on
 * the last Sunday of March to 01:00 UTC on the last Sunday of October, UTC+1 otherwise. Null before 1996, when
 * summer time ended in September: Intl, with the time zone database, answers for those.
 */
function brusselsOffsetHours(instant: Date): number | null {
  const year = instant.getUTCFullYear();
  if (year < EU_SUMMER_TIME_RULE_SINCE) return null;
  const summerFrom = Date.UTC(year, 2, lastSunday(year, 2), 1);
  const summerUntil = Date.UTC(year, 9, lastSunday(year, 9), 1);
  const time = instant.getTime();
  return time >= summerFrom && time < summerUntil ? 2 : 1;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** DD/MM/YYYY of the Brussels calendar at `instant`. */
function brusselsDate(instant: Date): string {
  const offset = brusselsOffsetHours(instant);
  // en-GB writes DD/MM/YYYY with two-digit day and month.
  if (offset === null) return brusselsDay().format(instant);
  const local = new Date(instant.getTime() + offset * HOUR_MS);
  return `${twoDigits(local.getUTCDate())}/${twoDigits(local.getUTCMonth() + 1)}/${local.getUTCFullYear()}`;
}

function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * A date as DD/MM/YYYY. A date-only value ("2025-03-14") is a calendar day and is kept as written; a
 * date-time is shown on the Brussels calendar whatever the viewer's time zone ("2025-03-14T23:30:00Z" is
 * the 15th there); a date-time without a zone (SQLite's "YYYY-MM-DD HH:MM:SS") is UTC. Anything
 * unreadable is returned as received rather than hidden or invented.
 */
export function formatDate(value: string): string {
  const dateOnly = DATE_ONLY.exec(value);
  if (dateOnly) {
    const [, year = '', month = '', day = ''] = dateOnly;
    return isCalendarDate(Number(year), Number(month), Number(day)) ? `${day}/${month}/${year}` : value;
  }
  const dateTime = DATE_TIME.exec(value);
  if (!dateTime) return value;
  const [, day = '', time = '', zone] = dateTime;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  if (!isCalendarDate(year, month, date)) return value;
  const instant = new Date(`${day}T${time}${zone ? zone.toUpperCase() : 'Z'}`);
  if (Number.isNaN(instant.getTime())) return value;
  return brusselsDate(instant);
}

const KB = 1024;
const MB = KB * 1024;
const GB = MB * 1024;

/**
 * A file size in the interface language, in binary multiples as file managers count, with Intl's unit
 * names and a no-break space (a narrow one in French): fr "245 ko", "1,2 Mo", "1,5 Go"; en "245 kB", "1.2 MB"; nl "245 kB", "1,2 MB".
 * Kilobytes are whole; megabytes and gigabytes carry at most one decimal. Never in bytes: a tiny file
 * reads "1 ko" (an empty one "0 ko"), which is what a litigant or a lawyer needs.
 */
export function formatFileSize(bytes: number, locale: Locale): string {
  const unit = (name: 'kilobyte' | 'megabyte' | 'gigabyte', amount: number, digits: number) =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, maximumFractionDigits: digits })
      .format(amount)
      // English writes a plain space: a size must not break across two lines.
      .replace(/ /g, '\u00a0');
  const size = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  const kilobytes = Math.round(size / KB);
  if (kilobytes < 1024) return unit('kilobyte', size === 0 ? 0 : Math.max(1, kilobytes), 0);
  // 1023.96 MB would round to "1024 Mo": say "1 Go" instead.
  if (Math.round((size / MB) * 10) / 10 < 1024) return unit('megabyte', size / MB, 1);
  return unit('gigabyte', size / GB, 1);
}
