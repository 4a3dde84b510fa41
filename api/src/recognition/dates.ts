// Dates as French and Dutch legal texts write them: "12 mars 2019", "1er janvier 2020", "3 april 2020",
// "12/03/2019", "30.05.2007", "30-05-2007", and spelled out as the Court of Cassation ends its judgments:
// "douze mars deux mille dix-neuf", "twaalf maart tweeduizend negentien". Each is read as YYYY-MM-DD; a day that
// does not exist (31 juin) is no date.
import { isIsoDate } from '@lexdesk/shared/domain';
import { foldText, type Span } from './fold';

export interface DateMatch extends Span {
  /** YYYY-MM-DD */
  value: string;
  /** How the text writes it. */
  form: 'numeric' | 'month' | 'words';
}

const MONTHS: Readonly<Record<string, number>> = {
  janvier: 1,
  janv: 1,
  januari: 1,
  jan: 1,
  fevrier: 2,
  fevr: 2,
  fev: 2,
  februari: 2,
  feb: 2,
  mars: 3,
  maart: 3,
  mrt: 3,
  avril: 4,
  avr: 4,
  april: 4,
  apr: 4,
  mai: 5,
  mei: 5,
  juin: 6,
  juni: 6,
  jun: 6,
  juillet: 7,
  juil: 7,
  juli: 7,
  jul: 7,
  aout: 8,
  augustus: 8,
  aug: 8,
  septembre: 9,
  september: 9,
  sept: 9,
  sep: 9,
  octobre: 10,
  oktober: 10,
  oct: 10,
  okt: 10,
  novembre: 11,
  november: 11,
  nov: 11,
  decembre: 12,
  december: 12,
  dec: 12,
};

// ---- Numbers spelled out, 0 to 99, in French (Belgian and French forms) and Dutch ----

const FR_UNITS = ['', 'un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf'];
const FR_TEENS = ['dix', 'onze', 'douze', 'treize', 'quatorze', 'quinze', 'seize', 'dix sept', 'dix huit', 'dix neuf'];
const FR_TENS: [number, string][] = [
  [20, 'vingt'],
  [30, 'trente'],
  [40, 'quarante'],
  [50, 'cinquante'],
  [60, 'soixante'],
  [70, 'septante'],
  [80, 'huitante'],
  [80, 'octante'],
  [90, 'nonante'],
];

function frenchNumbers(): Map<string, number> {
  const words = new Map<string, number>();
  FR_UNITS.forEach((word, value) => value > 0 && words.set(word, value));
  FR_TEENS.forEach((word, index) => words.set(word, 10 + index));
  for (const [tens, word] of FR_TENS) {
    words.set(word, tens);
    words.set(`${word} et un`, tens + 1);
    for (let unit = 2; unit <= 9; unit += 1) words.set(`${word} ${FR_UNITS[unit] ?? ''}`, tens + unit);
  }
  // France's forms: soixante-dix, soixante et onze, quatre-vingts, quatre-vingt-dix-neuf.
  FR_TEENS.forEach((word, index) => words.set(`soixante ${word}`, 70 + index));
  words.set('soixante et onze', 71);
  words.set('quatre vingts', 80);
  words.set('quatre vingt', 80);
  for (let unit = 1; unit <= 9; unit += 1) words.set(`quatre vingt ${FR_UNITS[unit] ?? ''}`, 80 + unit);
  FR_TEENS.forEach((word, index) => words.set(`quatre vingt ${word}`, 90 + index));
  return words;
}

const NL_UNITS = ['', 'een', 'twee', 'drie', 'vier', 'vijf', 'zes', 'zeven', 'acht', 'negen'];
const NL_TEENS = [
  'tien',
  'elf',
  'twaalf',
  'dertien',
  'veertien',
  'vijftien',
  'zestien',
  'zeventien',
  'achttien',
  'negentien',
];
const NL_TENS = ['twintig', 'dertig', 'veertig', 'vijftig', 'zestig', 'zeventig', 'tachtig', 'negentig'];

function dutchNumbers(): Map<string, number> {
  const words = new Map<string, number>();
  NL_UNITS.forEach((word, value) => value > 0 && words.set(word, value));
  NL_TEENS.forEach((word, index) => words.set(word, 10 + index));
  NL_TENS.forEach((word, index) => {
    const tens = 20 + index * 10;
    words.set(word, tens);
    // "eenentwintig", "tweeëntwintig" (folded: tweeentwintig).
    for (let unit = 1; unit <= 9; unit += 1) words.set(`${NL_UNITS[unit] ?? ''}en${word}`, tens + unit);
  });
  return words;
}

const FRENCH_NUMBERS = frenchNumbers();
const DUTCH_NUMBERS = dutchNumbers();

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** An alternation of phrases, longest first, a space in a phrase standing for spaces or a hyphen. */
function alternation(phrases: Iterable<string>): string {
  return [...new Set(phrases)]
    .sort((a, b) => b.length - a.length)
    .map((phrase) => escape(phrase).replace(/ /g, '[\\s-]+'))
    .join('|');
}

function numberOf(phrase: string): number | undefined {
  const key = phrase.replace(/[\s-]+/g, ' ').trim();
  return FRENCH_NUMBERS.get(key) ?? DUTCH_NUMBERS.get(key.replace(/ /g, ''));
}

const DAY_WORDS = alternation(
  [...FRENCH_NUMBERS, ...DUTCH_NUMBERS]
    .filter(([, value]) => value >= 1 && value <= 31)
    .map(([word]) => word)
    .concat(['premier']),
);
const SMALL_NUMBERS = alternation([...FRENCH_NUMBERS.keys(), ...DUTCH_NUMBERS.keys()]);

const MONTH = new RegExp(`\\b(${Object.keys(MONTHS).join('|')})\\b\\.?`, 'g');
/** The day before a month: a number (1er, 3, 1ste) or a spelled-out day, at the end of what precedes. */
const DAY_BEFORE = new RegExp(
  `(?:^|[^a-z0-9./-])(?:(\\d{1,2})(?:\\s?(?:er|re|ier|eme|e|ste|de))?|(${DAY_WORDS}))\\s+$`,
);
const YEAR_AFTER = /\s+(\d{4})\b/y;
const WORDS_YEAR_AFTER = new RegExp(
  `\\s+(deux\\s+mille|mil(?:le)?\\s+neuf\\s+cents?|tweeduizend|negentienhonderd)(?:[\\s-]?(${SMALL_NUMBERS}))?\\b`,
  'y',
);
const NUMERIC = /(?<![\w./-])(\d{1,2})([./-])(\d{1,2})\2(\d{4})(?![\w/-]|[.,]\d)/g;

const pad = (value: number) => String(value).padStart(2, '0');

function iso(year: number, month: number, day: number): string | null {
  if (year < 1790 || year > 2100) return null;
  const value = `${year}-${pad(month)}-${pad(day)}`;
  return isIsoDate(value) ? value : null;
}

function spelledYear(century: string, rest: string | undefined): number | undefined {
  const base = /^(deux|twee)/.test(century) ? 2000 : 1900;
  if (rest === undefined) return base;
  const value = numberOf(rest);
  return value === undefined ? undefined : base + value;
}

/** Every date of the text, in order. `folded` is foldText(text), when the caller has it already. */
export function findDates(text: string, folded: string = foldText(text)): DateMatch[] {
  const found: DateMatch[] = [];
  for (const match of folded.matchAll(MONTH)) {
    const monthStart = match.index;
    const month = MONTHS[match[1] ?? ''];
    if (month === undefined) continue;
    const before = DAY_BEFORE.exec(folded.slice(Math.max(0, monthStart - 48), monthStart));
    if (!before) continue;
    const dayText = before[1] ?? before[2] ?? '';
    const day = before[1] !== undefined ? Number(before[1]) : dayText === 'premier' ? 1 : numberOf(dayText);
    if (day === undefined) continue;
    const dayStart = monthStart - (before[0].length - before[0].search(/[a-z0-9]/));
    const afterMonth = monthStart + match[0].length;
    YEAR_AFTER.lastIndex = afterMonth;
    const digits = YEAR_AFTER.exec(folded);
    let year: number | undefined;
    let end = 0;
    let form: DateMatch['form'] = before[1] !== undefined ? 'month' : 'words';
    if (digits) {
      year = Number(digits[1]);
      end = afterMonth + digits[0].length;
    } else {
      WORDS_YEAR_AFTER.lastIndex = afterMonth;
      const words = WORDS_YEAR_AFTER.exec(folded);
      if (!words) continue;
      year = spelledYear(words[1] ?? '', words[2]);
      end = afterMonth + words[0].length;
      form = 'words';
    }
    const value = year === undefined ? null : iso(year, month, day);
    if (value) found.push({ start: dayStart, end, value, form });
  }
  for (const match of folded.matchAll(NUMERIC)) {
    const value = iso(Number(match[4]), Number(match[3]), Number(match[1]));
    if (value) found.push({ start: match.index, end: match.index + match[0].length, value, form: 'numeric' });
  }
  return found.sort((a, b) => a.start - b.start);
}

/** The dates by where they start, for recognisers asking "is there a date right here?". */
export function datesByStart(dates: readonly DateMatch[]): Map<number, DateMatch> {
  return new Map(dates.map((date) => [date.start, date]));
}
