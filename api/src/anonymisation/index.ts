// Anonymisation (issue 26): the entities of a document's text to replace, their pseudonyms and the anonymised
// text. Pure functions (no I/O, no network, no model); the API's job, routes and readers use only this surface.
// Offsets are JavaScript string offsets into the extracted text, end exclusive.
import type { AnonymisationCategory } from '@lexdesk/shared/contract';
import { type Replacement, replaceSpans } from '@lexdesk/shared/domain';
import {
  findArticleReferences,
  findCourts,
  findDates,
  findEclis,
  findHeadingStructure,
  findPartyBlocks,
  findRoleNumbers,
  foldText,
  type Span,
} from '../recognition';
import { findCompaniesAndBodies } from './kept';
import {
  findAddresses,
  findBirthDates,
  findBirthDatesAfterNames,
  findEmails,
  findIbans,
  findNationalNumbers,
  findPhones,
  findPlates,
  type FoundSpan,
} from './patterns';
import { findPersons } from './persons';

export { isValidIban, isValidNationalNumber } from './patterns';
export { anchorModelEntities, mergeDetections, type MergedEntity, type ModelProposal } from './merge';

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
 * The embedded detection: every occurrence to replace, sorted by position, without overlaps. Natural persons
 * (every variant of one person in one group), their addresses and dates of birth, national register numbers and
 * IBANs (check digits verified), phone numbers, e-mail addresses and licence plates. Magistrates, registrars,
 * lawyers, companies, public bodies, courts and legal citations are never proposed. `language` is the document's:
 * the rules read French and Dutch alike, so it only matters to the pseudonyms (replacementsOf).
 */
export function detectEntities(text: string, _language: PseudonymLanguage): DetectedEntity[] {
  const folded = foldText(text);
  const dates = findDates(text, folded);
  // Courts, citations and identifiers: kept as they are, and no entity of the form rules inside them.
  const citations: Span[] = [
    ...findCourts(text, folded, dates),
    ...findEclis(text),
    ...findRoleNumbers(text, folded),
    ...findArticleReferences(text, folded),
  ];
  const formed: FoundSpan[] = [
    ...findEmails(text),
    ...findIbans(text),
    ...findNationalNumbers(text),
    ...findPhones(text),
    ...findPlates(text),
  ].filter((span) => !citations.some((citation) => citation.start <= span.start && span.end <= citation.end));
  const birthDates = findBirthDates(text, dates);
  const addresses = findAddresses(text);
  const nonPersons = withoutOverlaps([...formed, ...birthDates, ...addresses]);
  const blocked: Span[] = [...citations, ...findCompaniesAndBodies(text), ...nonPersons];
  const { persons } = findPersons(text, folded, blocked, findPartyBlocks(text, findHeadingStructure(text, folded)));
  const laterBirthDates = findBirthDatesAfterNames(text, dates, persons);
  const spans: (FoundSpan & { key: string })[] = [
    ...[...nonPersons, ...laterBirthDates].map((span) => ({
      ...span,
      key: `${span.category}:${contentKey(text.slice(span.start, span.end))}`,
    })),
    ...persons.map((span) => ({
      start: span.start,
      end: span.end,
      category: 'person' as const,
      key: `person:${span.person}`,
    })),
  ];
  return grouped(text, withoutOverlaps(spans));
}

/** Lower case, no accents, letters and digits only: "BE68 5390 0754 7034" and "BE68539007547034" are one. */
function contentKey(content: string): string {
  return foldText(content).replace(/[^\p{L}\p{N}]+/gu, '');
}

/** Sorted by position; of two overlapping spans, the earlier in the array wins (the arrays list by priority). */
function withoutOverlaps<T extends Span>(spans: readonly T[]): T[] {
  // Marks the characters taken: linear in the text's length whatever the number of spans.
  const taken = new Set<number>();
  const chosen: T[] = [];
  for (const span of spans) {
    if (span.end <= span.start) continue;
    let free = true;
    for (let index = span.start; index < span.end && free; index += 1) free = !taken.has(index);
    if (!free) continue;
    for (let index = span.start; index < span.end; index += 1) taken.add(index);
    chosen.push(span);
  }
  return chosen.sort((a, b) => a.start - b.start);
}

/** The entities with their groups `g1`, `g2`... numbered in order of first appearance. */
function grouped(text: string, spans: readonly (FoundSpan & { key: string })[]): DetectedEntity[] {
  const groups = new Map<string, string>();
  return spans.map((span) => {
    let group = groups.get(span.key);
    if (!group) {
      group = `g${groups.size + 1}`;
      groups.set(span.key, group);
    }
    return {
      start_index: span.start,
      end_index: span.end,
      content: text.slice(span.start, span.end),
      category: span.category,
      group,
    };
  });
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
  plate: { fr: "[plaque d'immatriculation]", nl: '[nummerplaat]' },
  other: { fr: '[…]', nl: '[…]' },
};

/** The text with each span replaced (a span overlapping one already replaced is left out). */
export function anonymisedText(text: string, spans: readonly Replacement[]): string {
  return replaceSpans(text, spans).text;
}
