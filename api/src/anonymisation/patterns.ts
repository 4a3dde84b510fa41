// The entities recognised by their form, each checked where a check exists: e-mail addresses, IBANs (mod 97),
// Belgian national register numbers (mod 97, births from 2000 with the 2 prefix), Belgian phone numbers, Belgian
// licence plates, dates of birth (a date after "né le", "geboren op") and addresses (after "domicilié à",
// "wonende te"..., or a street, its number, a postcode and a city). Spans are JavaScript string offsets, end
// exclusive.
import type { AnonymisationCategory } from '@lexdesk/shared/contract';
import type { DateMatch } from '../recognition';

export interface FoundSpan {
  start: number;
  end: number;
  category: AnonymisationCategory;
}

// ---- E-mail addresses ----

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;

export function findEmails(text: string): FoundSpan[] {
  return [...text.matchAll(EMAIL)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    category: 'email' as const,
  }));
}

// ---- Mod 97 ----

/** The remainder of a long decimal number (given as digits) divided by 97. */
function mod97(digits: string): number {
  let remainder = 0;
  for (let index = 0; index < digits.length; index += 7) {
    remainder = Number(String(remainder) + digits.slice(index, index + 7)) % 97;
  }
  return remainder;
}

// ---- IBANs ----

/** The length of an IBAN in the countries of the EU and its neighbours (ISO 13616 registry). */
const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24, AT: 20, BE: 16, BG: 22, CH: 21, CY: 28, CZ: 24, DE: 22, DK: 18, EE: 20, ES: 24, FI: 18, FR: 27,
  GB: 22, GI: 23, GR: 27, HR: 21, HU: 28, IE: 22, IS: 26, IT: 27, LI: 21, LT: 20, LU: 20, LV: 21, MC: 27,
  MT: 31, NL: 18, NO: 15, PL: 28, PT: 25, RO: 24, SE: 24, SI: 19, SK: 24, SM: 27,
}; // prettier-ignore

/** Whether a compact IBAN (no spaces, capitals) has its country's length and valid check digits. */
export function isValidIban(compact: string): boolean {
  const length = IBAN_LENGTHS[compact.slice(0, 2)];
  if (length === undefined || compact.length !== length || !/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(compact)) return false;
  const rearranged = compact.slice(4) + compact.slice(0, 4);
  const digits = rearranged.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  return mod97(digits) === 1;
}

const IBAN_START = /(?<![\p{L}\p{N}])([A-Z]{2})\d{2}(?:[ \u00a0]?[A-Z0-9]){8,30}/gu;

export function findIbans(text: string): FoundSpan[] {
  const found: FoundSpan[] = [];
  for (const match of text.matchAll(IBAN_START)) {
    const length = IBAN_LENGTHS[match[1] ?? ''];
    if (length === undefined) continue;
    // Read exactly the country's number of characters, spaces between groups allowed.
    let compact = '';
    let end = match.index;
    while (end < text.length && compact.length < length) {
      const char = text.charAt(end);
      if (/[A-Z0-9]/.test(char)) compact += char;
      else if (!/[ \u00a0]/.test(char)) break;
      end += 1;
    }
    if (/[\p{L}\p{N}]/u.test(text.charAt(end))) continue;
    if (isValidIban(compact)) found.push({ start: match.index, end, category: 'iban' });
  }
  return found;
}

// ---- National register numbers ----

/**
 * Whether 11 digits are a valid Belgian national register number (or bis number): the last two are 97 minus the
 * first nine modulo 97, or, for a birth from 2000 on, 97 minus (2 followed by the nine) modulo 97.
 */
export function isValidNationalNumber(digits: string): boolean {
  if (!/^\d{11}$/.test(digits)) return false;
  const body = digits.slice(0, 9);
  const check = Number(digits.slice(9));
  return 97 - mod97(body) === check || 97 - mod97(`2${body}`) === check;
}

const NATIONAL_NUMBER = /(?<![\p{N}.\-/])\d{2}[. ]?\d{2}[. ]?\d{2}[ .-]?\d{3}[ .-]?\d{2}(?![\p{N}]|[.\-/]\p{N})/gu;

export function findNationalNumbers(text: string): FoundSpan[] {
  const found: FoundSpan[] = [];
  for (const match of text.matchAll(NATIONAL_NUMBER)) {
    if (isValidNationalNumber(match[0].replace(/\D/g, ''))) {
      found.push({ start: match.index, end: match.index + match[0].length, category: 'national_number' });
    }
  }
  return found;
}

// ---- Phone numbers ----

// +32 or 0032, an optional (0), then the zone or mobile prefix and the subscriber's digits; or the national 0 form.
const INTERNATIONAL_PHONE = /(?:\+|00)32[ \u00a0]?(?:\(0\)[ \u00a0]?)?[1-9](?:[ \u00a0./-]?\d){7,8}(?!\d)/g;
const NATIONAL_PHONE =
  /(?<![\p{N}.,/-])0[1-9]\d{0,2}(?:[ \u00a0]?[/.][ \u00a0]?|[ \u00a0.-])?\d{2,3}(?:[ \u00a0.-]?\d{2}){2,3}(?![\p{N}]|[.,/-]\p{N})/gu;

export function findPhones(text: string): FoundSpan[] {
  const found: FoundSpan[] = [];
  for (const match of text.matchAll(INTERNATIONAL_PHONE)) {
    const digits = match[0].replace(/\D/g, '').replace(/^(00)?32/, '');
    const national = digits.startsWith('0') ? digits.slice(1) : digits;
    if (national.length === 8 || (national.length === 9 && national.startsWith('4'))) {
      found.push({ start: match.index, end: match.index + match[0].length, category: 'phone' });
    }
  }
  for (const match of text.matchAll(NATIONAL_PHONE)) {
    const digits = match[0].replace(/\D/g, '');
    if (digits.length === 9 || (digits.length === 10 && digits.startsWith('04'))) {
      found.push({ start: match.index, end: match.index + match[0].length, category: 'phone' });
    }
  }
  return found;
}

// ---- Licence plates ----

// 1-ABC-234 (since 2010), ABC-123 (1973-2010), 123-ABC, and a letter series (S-ABC-12, mopeds and other
// special series); without dashes only after plaque / nummerplaat.
const PLATES =
  /(?<![\p{L}\p{N}-])(?:[1-9]-[A-Z]{3}-\d{3}|[A-Z]-[A-Z]{3}-\d{2,3}|[A-Z]{3}-\d{3}|\d{3}-[A-Z]{3})(?![\p{L}\p{N}]|-\p{N})/gu;
const PLATE_AFTER_WORD =
  /(?:immatricul\p{L}*|plaque(?: d'immatriculation)?|nummerplaat|kenteken|inschrijvingsplaat|plaat)\s*(?:n°|nr\.?|numéro)?\s*:?\s*([1-9][ .]?[A-Z]{3}[ .]?\d{3}|[A-Z]{3}[ .]?\d{3})(?![\p{L}\p{N}])/giu;

export function findPlates(text: string): FoundSpan[] {
  const found: FoundSpan[] = [];
  for (const match of text.matchAll(PLATES)) {
    found.push({ start: match.index, end: match.index + match[0].length, category: 'plate' });
  }
  for (const match of text.matchAll(PLATE_AFTER_WORD)) {
    const plate = match[1] ?? '';
    if (!/[A-Z]{3}/.test(plate)) continue;
    const start = match.index + match[0].length - plate.length;
    found.push({ start, end: start + plate.length, category: 'plate' });
  }
  return found;
}

// ---- Dates of birth ----

// The words that announce a birth, then anything but digits (a place: "né à Liège le").
const BIRTH_BEFORE = /(?:(?<![\p{L}])n[ée]e?s?(?:\(e\)|\(s\))?|(?<![\p{L}])geboren|°)[^\d\n;]{0,45}$/iu;

export function findBirthDates(text: string, dates: readonly DateMatch[]): FoundSpan[] {
  const found: FoundSpan[] = [];
  for (const date of dates) {
    const before = text.slice(Math.max(0, date.start - 60), date.start);
    if (BIRTH_BEFORE.test(before)) found.push({ start: date.start, end: date.end, category: 'birth_date' });
  }
  return found;
}

// "Deux enfants sont nés de leur union : Léa, le 2 mars 2014, et Noah, le 19 octobre 2016": a date right after a
// person's name, in a sentence about births.
const AFTER_NAME = /^\s*[,(]\s*(?:le|op|°)?\s*$/u;
const BIRTH_SENTENCE = /(?:(?<![\p{L}])n[ée]e?s|geboren|naissance|geboorte)/iu;

/** The dates of birth written just after the persons' names (`persons` sorted), not found by findBirthDates. */
export function findBirthDatesAfterNames(
  text: string,
  dates: readonly DateMatch[],
  persons: readonly { start: number; end: number }[],
): FoundSpan[] {
  const found: FoundSpan[] = [];
  let index = 0;
  for (const date of dates) {
    while (index < persons.length && (persons[index]?.end ?? 0) <= date.start - 8) index += 1;
    const person = persons[index];
    if (!person || person.end > date.start) continue;
    if (!AFTER_NAME.test(text.slice(person.end, date.start))) continue;
    const sentenceStart = Math.max(text.lastIndexOf('. ', person.start), text.lastIndexOf('\n', person.start), 0);
    if (BIRTH_SENTENCE.test(text.slice(sentenceStart, date.start))) {
      found.push({ start: date.start, end: date.end, category: 'birth_date' });
    }
  }
  return found;
}

// ---- Addresses ----

// Where a person lives, in French and Dutch judgments; the address follows.
const ADDRESS_WORDS =
  /(?<![\p{L}])(?:domicili[ée]e?s?|demeurant|r[ée]sidant|ayant (?:son|sa|leur) (?:domicile|r[ée]sidence)|habitant|wonende|wonend|woonachtig|gedomicilieerd|met (?:woonplaats|verblijfplaats)|verblijvende?|ingeschreven)(?:\s+ensemble)?(?:\s+(?:à|au|aux|a|te|in|op|en))?\s+/giu;

// What may follow a comma inside an address: a street (after the city), a box, a postcode, or capitalised words
// and a house number (a Dutch street: "Houba de Strooperlaan 10").
const ADDRESS_CONTINUES_WORDS =
  /^(?:(?:rue|avenue|av\.|boulevard|bd|chauss[ée]e|place|chemin|clos|all[ée]e|square|quai|impasse|dr[èe]ve|sentier|route|cit[ée]|voie|rempart|galerie)\s|(?:bte|boîte|boite|bus|b\.|app\.|appartement)\s?\d)/iu;
const ADDRESS_CONTINUES_NAMES = /^(?:\d{4}\s+\p{Lu}|\p{Lu}[^,;\n()]{0,40}?\s\d{1,4}(?![\p{N}.]))/u;

/** Whether a segment looks like an address: a number (street number or postcode) and a capitalised word. */
function looksLikeAddress(segment: string): boolean {
  return /\d/.test(segment) && /\p{Lu}/u.test(segment);
}

/** The address after a word like "domicilié à": up to a semicolon, a line's end or a comma before other words. */
function addressAfter(text: string, start: number): number {
  const limit = Math.min(text.length, start + 160);
  let end = start;
  while (end < limit) {
    const char = text.charAt(end);
    if (char === ';' || char === '\n' || char === '(' || char === ')') break;
    if (char === ',') {
      const rest = text.slice(end + 1, end + 30).trimStart();
      if (!ADDRESS_CONTINUES_WORDS.test(rest) && !ADDRESS_CONTINUES_NAMES.test(rest)) break;
    }
    if (
      char === '.' &&
      /^\s+\p{Lu}/u.test(text.slice(end + 1, end + 4)) &&
      !/(?:av|bd|bte|b|n°|nr)$/i.test(text.slice(Math.max(start, end - 3), end))
    )
      break;
    if (/^\s(?:et|en|and)\s/.test(text.slice(end, end + 5))) break;
    end += 1;
  }
  while (end > start && /[\s,.:-]/.test(text.charAt(end - 1))) end -= 1;
  return end;
}

const STREET_TYPES_FR =
  '(?:rue|avenue|av\\.|boulevard|bd|chauss[ée]e|place|chemin|clos|all[ée]e|square|quai|impasse|dr[èe]ve|sentier|route|cit[ée]|voie|rempart|galerie)';
// A Dutch street is one word ending in a street kind: Veldstraat, Kerkplein, Antwerpsesteenweg, Meir.
const STREET_NL =
  "(?:\\p{Lu}[\\p{L}'-]*[ \\u00a0]+(?:(?:de|van|der|den)[ \\u00a0]+)?){0,2}\\p{Lu}[\\p{L}'-]*(?:straat|laan|plein|weg|steenweg|lei|dreef|kaai|markt|baan|hof|pad|singel|vest|dijk|dries|kouter|gracht|wal|park|berg|veld|hoek|ring)|(?:\\p{Lu}[\\p{L}'-]*[ \\u00a0]+)?(?:Vest|Vesten|Markt|Plein|Dreef|Kaai|Dijk|Wal|Meir|Bruul|Kouter|Dries|Lei)";
const HOUSE_NUMBER = '\\d{1,4}(?:\\s?[A-Za-z])?(?:[ ,/]+(?:bte|boîte|bus|b\\.)\\s?\\d+[A-Za-z]?)?';
const POSTCODE_CITY = "\\d{4}\\s+\\p{Lu}[\\p{L}'-]+(?:[ -]\\p{Lu}[\\p{L}'-]+)*";
const STREET_ADDRESS = new RegExp(
  `(?<![\\p{L}])(?:(?:${STREET_TYPES_FR}\\s+(?:[\\p{L}'’.-]+\\s+){0,5}?|${STREET_NL}\\s+)${HOUSE_NUMBER}(?:,?\\s+(?:à\\s+)?${POSTCODE_CITY})?|${POSTCODE_CITY},\\s+(?:${STREET_TYPES_FR}\\s+(?:[\\p{L}'’.-]+\\s+){0,5}?|${STREET_NL}\\s+)${HOUSE_NUMBER})(?![\\p{N}])`,
  'giu',
);

// A company's seat or a lawyer's office: not a natural person's address.
const PROFESSIONAL_BEFORE =
  /(?:si[èe]ge|zetel|cabinet|kantoor|bureaux?|gevestigd|[ée]tabli[es]*|[ée]lisant domicile|woonst kiezend|keuze van woonplaats|[ée]lection de domicile)[^;\n]{0,80}$/iu;

export function findAddresses(text: string): FoundSpan[] {
  const found: FoundSpan[] = [];
  for (const match of text.matchAll(ADDRESS_WORDS)) {
    const start = match.index + match[0].length;
    const end = addressAfter(text, start);
    if (end > start && looksLikeAddress(text.slice(start, end))) found.push({ start, end, category: 'address' });
  }
  for (const match of text.matchAll(STREET_ADDRESS)) {
    const before = text.slice(Math.max(0, match.index - 100), match.index);
    if (PROFESSIONAL_BEFORE.test(before)) continue;
    // A street with its number alone is enough; a street name without a number (rue de la Loi) is a place.
    found.push({ start: match.index, end: match.index + match[0].length, category: 'address' });
  }
  return found;
}
