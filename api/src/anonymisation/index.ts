// Anonymisation (issue 26): the entities of a document's text to replace, their pseudonyms and the anonymised
// text. Pure functions (no I/O, no network, no model); the API's job, routes and readers use only this surface.
// Offsets are JavaScript string offsets into the extracted text, end exclusive.
import type { AnonymisationCategory } from '@lexdesk/shared/contract';

/** One occurrence found in the text. Occurrences of one person (its variants) share `group`. */
export interface DetectedEntity {
  start_index: number;
  end_index: number;
  content: string;
  category: AnonymisationCategory;
  /** Stable within one detection: `g1`, `g2`... in order of first appearance. */
  group: string;
}

/** The languages pseudonyms are written in; any other document language uses French. */
export type PseudonymLanguage = 'fr' | 'nl';

/**
 * The embedded detection: every occurrence to replace, sorted by position, without overlaps.
 * FIRST CUT: only e-mail addresses; the rules of issue 26 item 1 replace it (branch h/anon-detect).
 */
export function detectEntities(text: string, _language: PseudonymLanguage): DetectedEntity[] {
  const entities: DetectedEntity[] = [];
  const groups = new Map<string, string>();
  for (const match of text.matchAll(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g)) {
    const content = match[0];
    const key = content.toLowerCase();
    if (!groups.has(key)) groups.set(key, `g${groups.size + 1}`);
    entities.push({
      start_index: match.index,
      end_index: match.index + content.length,
      content,
      category: 'email',
      group: groups.get(key) ?? '',
    });
  }
  return entities;
}

/**
 * One replacement per group: persons A., B., C. ... in order of first appearance, the others by category in the
 * document's language ([adresse] / [adres]...). `entities` in text order.
 */
export function replacementsOf(
  entities: readonly { group: string; category: AnonymisationCategory }[],
  language: PseudonymLanguage,
): Map<string, string> {
  const replacements = new Map<string, string>();
  let persons = 0;
  for (const entity of entities) {
    if (replacements.has(entity.group)) continue;
    if (entity.category === 'person') {
      replacements.set(entity.group, `${personLetter(persons)}.`);
      persons += 1;
    } else {
      replacements.set(entity.group, CATEGORY_PLACEHOLDERS[entity.category][language]);
    }
  }
  return replacements;
}

/** A, B, ..., Z, AA, AB, ... */
function personLetter(index: number): string {
  let name = '';
  let rest = index;
  do {
    name = String.fromCharCode(65 + (rest % 26)) + name;
    rest = Math.floor(rest / 26) - 1;
  } while (rest >= 0);
  return name;
}

const CATEGORY_PLACEHOLDERS: Record<Exclude<AnonymisationCategory, 'person'>, Record<PseudonymLanguage, string>> = {
  address: { fr: '[adresse]', nl: '[adres]' },
  birth_date: { fr: '[date de naissance]', nl: '[geboortedatum]' },
  national_number: { fr: '[numéro de registre national]', nl: '[rijksregisternummer]' },
  iban: { fr: '[numéro de compte]', nl: '[rekeningnummer]' },
  phone: { fr: '[numéro de téléphone]', nl: '[telefoonnummer]' },
  email: { fr: '[adresse e-mail]', nl: '[e-mailadres]' },
  plate: { fr: '[plaque d’immatriculation]', nl: '[nummerplaat]' },
  other: { fr: '[…]', nl: '[…]' },
};

/** The text with each span replaced; spans must not overlap (any order). */
export function anonymisedText(
  text: string,
  spans: readonly { start_index: number; end_index: number; replacement: string }[],
): string {
  const sorted = [...spans].sort((a, b) => a.start_index - b.start_index);
  let result = '';
  let cursor = 0;
  for (const span of sorted) {
    if (span.start_index < cursor) continue;
    result += text.slice(cursor, span.start_index) + span.replacement;
    cursor = span.end_index;
  }
  return result + text.slice(cursor);
}
