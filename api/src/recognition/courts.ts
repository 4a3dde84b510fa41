// Courts named in a text: "Cour de cassation", "Hof van Cassatie", "Tribunal de première instance de Liège,
// division Huy", "Rb. Oost-Vlaanderen (afd. Gent)", "J.P. Uccle", "Arbh. Antwerpen", "Civ. Bruxelles", and an
// appeal court cited by its seat alone when a date follows ("Mons, 12 mars 2019", "Antwerpen 3 april 2020").
//
// The names come from the shared jurisdiction list (@lexdesk/shared/domain): its labels and abbreviations, and
// the ways practitioners write each type of court around a record's seat and division, generated once. They are
// matched word by word (letters and digits; punctuation and spacing are free, so "J.P." and "J. P." and a name
// broken over two lines match), longest name first, in a trie: linear in the text's length.
import {
  JURISDICTION_RECORDS,
  type JurisdictionRecord,
  type JurisdictionSection,
  type JurisdictionType,
} from '@lexdesk/shared/domain';
import { type DateMatch, datesByStart, findDates } from './dates';
import { foldText, isCapitalAt, type Span } from './fold';

export interface CourtMatch extends Span {
  type: JurisdictionType;
  /** The court's code in the jurisdiction list; null when the words do not say which (several divisions...). */
  code: string | null;
  /** Every court the words may name. */
  candidates: string[];
  /** A first-instance court's section when its name says it (tribunal correctionnel, familierechtbank, Corr.). */
  section: JurisdictionSection | null;
  /** Written as an abbreviation or a seat (Cass., Civ. Liège, Mons) rather than as the court's name. */
  abbreviated: boolean;
}

interface VariantEntry {
  type: JurisdictionType;
  codes: Set<string>;
  section: JurisdictionSection | null;
  abbreviated: boolean;
  /** Only a court when a date follows (an appeal court's seat, C.C.); `number` also accepts "n°". */
  needs: 'date' | 'dateOrNumber' | null;
  /** The written form ends with a full stop after its last word ("Cass.", "Brussel (Fr.)"). */
  finalDot: boolean;
}

interface TrieNode {
  next: Map<string, TrieNode>;
  entries?: Map<JurisdictionType, VariantEntry>;
}

const WORD = /[\p{L}\p{N}]+/gu;

/**
 * The little words between a court's name and its place ("de", "du", "d'", "te", "van het"...): left out of the
 * names and skipped in the text, so "Cour d'appel de Liège", "Hof van beroep te Antwerpen" and "Hof van beroep
 * Antwerpen" are one name each, and the names are few.
 */
const CONNECTORS = new Set(['de', 'du', 'd', 'des', 'la', 'le', 'l', 'te', 'van', 'het', 'der', 'den']);

function wordsOf(phrase: string): string[] {
  return (foldText(phrase).match(WORD) ?? []).filter((word) => !CONNECTORS.has(word));
}

// ---- The ways each type of court is written ----

type DistrictType = 'trib' | 'trib-trav' | 'trib-entr' | 'pol';
type Worded = readonly [phrase: string, section?: JurisdictionSection];

interface CourtWords {
  fr: readonly Worded[];
  nl: readonly Worded[];
  abbreviationsFr: readonly Worded[];
  abbreviationsNl: readonly Worded[];
}

const DISTRICT_WORDS: Readonly<Record<DistrictType, CourtWords>> = {
  trib: {
    fr: [
      ['tribunal de première instance'],
      ['tribunal de 1re instance'],
      ['tribunal de 1ère instance'],
      ['tribunal civil', 'civ'],
      ['tribunal correctionnel', 'corr'],
      ['tribunal de la famille', 'trib-fam'],
      ['tribunal de la jeunesse', 'trib-jeun'],
      ["tribunal de l'application des peines", 't-a-p'],
    ],
    nl: [
      ['rechtbank van eerste aanleg'],
      ['burgerlijke rechtbank', 'civ'],
      ['correctionele rechtbank', 'corr'],
      ['familierechtbank', 'trib-fam'],
      ['jeugdrechtbank', 'trib-jeun'],
      ['strafuitvoeringsrechtbank', 't-a-p'],
    ],
    abbreviationsFr: [
      ['Civ.', 'civ'],
      ['Corr.', 'corr'],
      ['Fam.', 'trib-fam'],
      ['Trib. fam.', 'trib-fam'],
      ['Jeun.', 'trib-jeun'],
      ['Trib. jeun.', 'trib-jeun'],
      ['T.A.P.', 't-a-p'],
      ['Trib. 1re inst.'],
      ['Trib. prem. inst.'],
      ['Trib. civ.', 'civ'],
      ['Trib. corr.', 'corr'],
    ],
    abbreviationsNl: [['Rb.'], ['Corr.', 'corr'], ['Fam.', 'trib-fam'], ['Jeugdrb.', 'trib-jeun'], ['SURB', 't-a-p']],
  },
  'trib-trav': {
    fr: [['tribunal du travail']],
    nl: [['arbeidsrechtbank']],
    abbreviationsFr: [['Trav.'], ['Trib. trav.']],
    abbreviationsNl: [['Arbrb.'], ['Arbeidsrb.']],
  },
  'trib-entr': {
    // The tribunaux de commerce became tribunaux de l'entreprise on 1 November 2018: older texts name them so.
    fr: [["tribunal de l'entreprise"], ['tribunal de commerce']],
    nl: [['ondernemingsrechtbank'], ['rechtbank van koophandel']],
    abbreviationsFr: [['Entr.'], ['Trib. entr.'], ['Comm.'], ['Trib. comm.']],
    abbreviationsNl: [['Ondern.'], ['Kh.'], ['Kooph.']],
  },
  pol: {
    fr: [['tribunal de police']],
    nl: [['politierechtbank']],
    abbreviationsFr: [['Pol.'], ['Trib. pol.']],
    abbreviationsNl: [['Pol.'], ['Politierb.']],
  },
};

const DISTRICT_TYPES = new Set<string>(Object.keys(DISTRICT_WORDS));

const FR_ORDINALS = ['premier', 'deuxième', 'troisième', 'quatrième', 'cinquième', 'sixième', 'septième'];
const NL_ORDINALS = ['eerste', 'tweede', 'derde', 'vierde', 'vijfde', 'zesde', 'zevende'];
const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII'];
/** How a division or a former section is introduced after the court's seat. */
const DIVISION_WORDS = ['division', 'section', 'afdeling'];
const DIVISION_ABBREVIATIONS = ['div.', 'division', 'afd.', 'afdeling', 'sect.'];

interface Phrase {
  text: string;
  codes: readonly string[];
  type: JurisdictionType;
  section?: JurisdictionSection | null;
  abbreviated: boolean;
  needs?: VariantEntry['needs'];
}

function names(place: { fr: string; nl: string }): string[] {
  return [...new Set([place.fr, place.nl])];
}

// The phrases below are written with their connectors for reading's sake ("cour d'appel de"): wordsOf leaves
// them out, so one phrase covers "de Liège", "d'Anvers", "du Hainaut", "te Gent" and the place alone.

function districtPhrases(record: JurisdictionRecord, type: DistrictType): Phrase[] {
  const words = DISTRICT_WORDS[type];
  const phrases: Phrase[] = [];
  const add = (text: string, section: JurisdictionSection | undefined, abbreviated: boolean) =>
    phrases.push({ text, codes: [record.code], type, section: section ?? null, abbreviated });
  // Brussels' courts, split by language in 2014: a French text's "de Bruxelles" is the French-speaking court,
  // a Dutch text's "Brussel" the Dutch-speaking one, unless the name says otherwise.
  if (record.code.endsWith('-bruxelles-fr') || record.code.endsWith('-brussel-nl')) {
    const french = record.code.endsWith('-fr');
    for (const [word, section] of words.fr) {
      add(`${word} ${french ? 'francophone' : 'néerlandophone'} de Bruxelles`, section, false);
      if (french) add(`${word} de Bruxelles`, section, false);
    }
    for (const [word, section] of words.nl) {
      add(`${french ? 'Franstalige' : 'Nederlandstalige'} ${word} Brussel`, section, false);
      if (!french) add(`${word} te Brussel`, section, false);
    }
    for (const [abbreviation, section] of words.abbreviationsFr) {
      add(`${abbreviation} ${french ? 'fr.' : 'néerl.'} Bruxelles`, section, true);
      // "Civ. Brux.", as practitioners shorten it.
      if (french) for (const seat of ['Bruxelles', 'Brux.']) add(`${abbreviation} ${seat}`, section, true);
    }
    for (const [abbreviation, section] of words.abbreviationsNl) {
      add(`${abbreviation} Brussel (${french ? 'Fr.' : 'Nl.'})`, section, true);
      if (!french) add(`${abbreviation} Brussel`, section, true);
    }
    return phrases;
  }
  const seats = names(record.seat);
  const cities = record.division ? names(record.division) : [];
  for (const [word, section] of [...words.fr, ...words.nl]) {
    for (const seat of seats) {
      add(`${word} ${seat}`, section, false);
      for (const city of cities)
        for (const link of DIVISION_WORDS) add(`${word} ${seat} ${link} ${city}`, section, false);
    }
    // The division's town alone: "Rechtbank van eerste aanleg te Mechelen", the name before 2014.
    for (const city of cities) add(`${word} ${city}`, section, false);
  }
  for (const [abbreviation, section] of [...words.abbreviationsFr, ...words.abbreviationsNl]) {
    for (const seat of seats) {
      add(`${abbreviation} ${seat}`, section, true);
      for (const city of cities) {
        for (const link of DIVISION_ABBREVIATIONS) add(`${abbreviation} ${seat} (${link} ${city})`, section, true);
      }
    }
    for (const city of cities) add(`${abbreviation} ${city}`, section, true);
  }
  return phrases;
}

function justiceOfThePeacePhrases(record: JurisdictionRecord): Phrase[] {
  const place = {
    fr: record.seat.fr.replace(/\s*\(.*\)$/, ''),
    nl: record.seat.nl.replace(/\s*\(.*\)$/, ''),
  };
  const numberMatch = /-(\d+)$/.exec(record.code);
  const number = numberMatch ? Number(numberMatch[1]) : undefined;
  const phrases: Phrase[] = [];
  const add = (text: string, abbreviated: boolean) =>
    phrases.push({ text, codes: [record.code], type: 'jp', abbreviated });
  for (const name of names(place)) {
    // The place alone: a town of several cantons names none of them (the codes then merge).
    add(`justice de paix de ${name}`, false);
    add(`justice de paix du canton de ${name}`, false);
    add(`vredegerecht te ${name}`, false);
    add(`vredegerecht van het kanton ${name}`, false);
    add(`J.P. ${name}`, true);
    add(`JP ${name}`, true);
    add(`Vred. ${name}`, true);
    if (number !== undefined) {
      const nth = [`${number}e`, `${number}ème`, number === 1 ? '1er' : `${number}e`, FR_ORDINALS[number - 1] ?? ''];
      if (number === 2) nth.push('second');
      const nthNl = [`${number}e`, `${number}de`, `${number}ste`, NL_ORDINALS[number - 1] ?? ''];
      for (const ordinal of nth) {
        add(`justice de paix du ${ordinal} canton de ${name}`, false);
        add(`J.P. ${name} (${ordinal} canton)`, true);
      }
      for (const ordinal of nthNl) {
        add(`vredegerecht van het ${ordinal} kanton ${name}`, false);
        add(`Vred. ${name} (${ordinal} kanton)`, true);
      }
      add(`J.P. ${name} ${ROMAN[number - 1] ?? ''}`, true);
      add(`Vred. ${name} ${ROMAN[number - 1] ?? ''}`, true);
    }
  }
  return phrases;
}

function appealPhrases(record: JurisdictionRecord): Phrase[] {
  const phrases: Phrase[] = [];
  const add = (text: string, abbreviated: boolean, needs: VariantEntry['needs'] = null) =>
    phrases.push({ text, codes: [record.code], type: record.type, abbreviated, needs });
  const seats = names(record.seat);
  const cities = record.division ? names(record.division) : [];
  for (const seat of seats) {
    if (record.type === 'cour') {
      add(`cour d'appel de ${seat}`, false);
      add(`hof van beroep te ${seat}`, false);
      // An appeal court is cited by its seat alone: "Liège, 12 mars 2019", "Antwerpen 3 april 2020".
      add(seat, true, 'date');
      if (seat === 'Bruxelles') add('Brux.', true, 'date');
    } else if (record.type === 'cour-trav') {
      for (const word of ['cour du travail de', 'arbeidshof te']) {
        add(`${word} ${seat}`, false);
        for (const city of cities) for (const link of DIVISION_WORDS) add(`${word} ${seat} ${link} ${city}`, false);
      }
      for (const abbreviation of ['C. trav.', 'C.T.', 'Arbh.']) {
        add(`${abbreviation} ${seat}`, true);
        for (const city of cities) {
          for (const link of DIVISION_ABBREVIATIONS) add(`${abbreviation} ${seat} (${link} ${city})`, true);
        }
      }
    } else if (record.type === 'cour-ass') {
      add(`cour d'assises de ${seat}`, false);
      add(`cour d'assises de la province de ${seat}`, false);
      add(`hof van assisen te ${seat}`, false);
      add(`hof van assisen van de provincie ${seat}`, false);
      add(`Ass. ${seat}`, true);
    }
  }
  return phrases;
}

const SUPREME_PHRASES: Phrase[] = [
  ...['cour de cassation', 'cour de cassation de Belgique', 'hof van Cassatie', 'hof van Cassatie van België'].map(
    (text): Phrase => ({ text, codes: ['cass'], type: 'cass', abbreviated: false }),
  ),
  { text: 'Cass.', codes: ['cass'], type: 'cass', abbreviated: true },
  ...[
    "conseil d'État",
    "conseil d'État, section du contentieux administratif",
    'raad van State',
    'raad van State, afdeling Bestuursrechtspraak',
  ].map((text): Phrase => ({ text, codes: ['c-e'], type: 'c-e', abbreviated: false })),
  ...['C.E.', 'R.v.St.', 'RvS'].map((text): Phrase => ({ text, codes: ['c-e'], type: 'c-e', abbreviated: true })),
  // The Cour d'arbitrage became the Cour constitutionnelle in May 2007.
  ...['cour constitutionnelle', 'grondwettelijk hof', "cour d'arbitrage", 'Arbitragehof'].map((text): Phrase => ({
    text,
    codes: ['c-const'],
    type: 'c-const',
    abbreviated: false,
  })),
  ...['C. const.', 'GwH', 'Grondw. Hof'].map((text): Phrase => ({
    text,
    codes: ['c-const'],
    type: 'c-const',
    abbreviated: true,
  })),
  // "C.C." and "C.A." also abbreviate the Civil Code and other things: a court only before a date or a number.
  ...['C.C.', 'C.A.'].map((text): Phrase => ({
    text,
    codes: ['c-const'],
    type: 'c-const',
    abbreviated: true,
    needs: 'dateOrNumber',
  })),
  {
    text: "chambre contentieuse de l'Autorité de protection des données",
    codes: ['adp'],
    type: 'adm',
    abbreviated: false,
  },
  { text: 'Geschillenkamer van de Gegevensbeschermingsautoriteit', codes: ['adp'], type: 'adm', abbreviated: false },
];

function recordPhrases(record: JurisdictionRecord): Phrase[] {
  // Every record's own labels and abbreviations, whatever its type: a court added to the list is recognised.
  const own: Phrase[] = [
    ...names(record.labels).map((text): Phrase => ({
      text,
      codes: [record.code],
      type: record.type,
      abbreviated: false,
    })),
    ...names(record.abbreviations)
      .filter((text) => text.trim() !== '')
      .map((text): Phrase => ({
        text,
        codes: [record.code],
        type: record.type,
        abbreviated: true,
        needs: record.type === 'cour' ? 'date' : record.code === 'c-const' ? 'dateOrNumber' : null,
      })),
  ];
  if (DISTRICT_TYPES.has(record.type)) return [...own, ...districtPhrases(record, record.type as DistrictType)];
  if (record.type === 'jp') return [...own, ...justiceOfThePeacePhrases(record)];
  return [...own, ...appealPhrases(record)];
}

// ---- The trie ----

let trie: TrieNode | undefined;

function insert(root: TrieNode, phrase: Phrase): void {
  const words = wordsOf(phrase.text);
  if (words.length === 0) return;
  let node = root;
  for (const word of words) {
    let next = node.next.get(word);
    if (!next) {
      next = { next: new Map() };
      node.next.set(word, next);
    }
    node = next;
  }
  const lastWord = /[\p{L}\p{N}]+(?=[^\p{L}\p{N}]*$)/u.exec(phrase.text);
  const finalDot = lastWord ? phrase.text.charAt(lastWord.index + lastWord[0].length) === '.' : false;
  node.entries ??= new Map();
  const entry = node.entries.get(phrase.type);
  if (!entry) {
    node.entries.set(phrase.type, {
      type: phrase.type,
      codes: new Set(phrase.codes),
      section: phrase.section ?? null,
      abbreviated: phrase.abbreviated,
      needs: phrase.needs ?? null,
      finalDot,
    });
    return;
  }
  phrase.codes.forEach((code) => entry.codes.add(code));
  // One written form for several phrases: the least demanding reading wins.
  entry.abbreviated &&= phrase.abbreviated;
  if (entry.needs !== null && (phrase.needs ?? null) !== entry.needs) entry.needs = phrase.needs ?? null;
  entry.finalDot ||= finalDot;
  if (entry.section !== (phrase.section ?? null)) entry.section = null;
}

function courtTrie(): TrieNode {
  if (trie) return trie;
  const root: TrieNode = { next: new Map() };
  for (const phrase of SUPREME_PHRASES) insert(root, phrase);
  for (const record of JURISDICTION_RECORDS) for (const phrase of recordPhrases(record)) insert(root, phrase);
  trie = root;
  return root;
}

const RECORDS = new Map(JURISDICTION_RECORDS.map((record) => [record.code, record]));

/**
 * One court among several the words may name: the division sitting at the court's own seat ("Tribunal de
 * première instance de Liège" is its Liège division), when they are divisions of one court; otherwise none.
 */
function defaultCourt(codes: readonly string[]): string | null {
  if (codes.length === 1) return codes[0] ?? null;
  const records = codes.map((code) => RECORDS.get(code)).filter((record) => record !== undefined);
  const seat = records[0]?.seat.fr;
  if (records.length !== codes.length || records.some((record) => record.seat.fr !== seat || !record.division)) {
    return null;
  }
  const atSeat = records.filter((record) => record.division?.fr === seat);
  return atSeat.length === 1 ? (atSeat[0]?.code ?? null) : null;
}

const AFTER_SEAT = /[ \t]*(?:\([^()\n]{1,40}\))?[ \t]*,?[ \t\n]*/y;
const NUMBER_SIGN = /(?:n°|no|nr)\.?\s*\d/y;

/** Where a citation's date would start after a court's name: "Mons (2e ch.), 12 mars 2019". */
function followingPosition(folded: string, end: number): number {
  AFTER_SEAT.lastIndex = end;
  const match = AFTER_SEAT.exec(folded);
  return end + (match ? match[0].length : 0);
}

function isDateline(folded: string, start: number, dateEnd: number): boolean {
  const before = folded.slice(Math.max(0, start - 40), start);
  const after = folded.slice(dateEnd, dateEnd + 40);
  return /(?:^|\n)[ \t]*$/.test(before) && /^[ \t.]*(?:\n|$)/.test(after);
}

/** The words that, just before a seat, make it a place rather than a court: "à Liège", "te Gent". */
const PLACE_WORDS = new Set(['a', 'de', 'd', 'du', 'te', 'van', 'in', 'le', 'la', 'op', 'naar', 'uit', 'bij']);

/** The next word after `position`, past at most a few characters of punctuation and spacing. */
const NEXT_WORD = /[^\p{L}\p{N}]{0,12}([\p{L}\p{N}]+)/uy;
const PREVIOUS_WORD = /([\p{L}\p{N}]+)[^\p{L}\p{N}]{0,12}$/u;

/**
 * Every court the text names, in order, without overlaps. `folded` and `dates`: foldText(text) and
 * findDates(text), when the caller has them already.
 */
export function findCourts(
  text: string,
  folded: string = foldText(text),
  dates: readonly DateMatch[] = findDates(text, folded),
): CourtMatch[] {
  const root = courtTrie();
  const dateStarts = datesByStart(dates);
  const found: CourtMatch[] = [];
  let position = 0;
  const words = new RegExp(WORD.source, 'gu');
  for (let first = words.exec(folded); first; first = words.exec(folded)) {
    const start = first.index;
    let node: TrieNode | undefined = root.next.get(first[0]);
    // Inside the previous court's name, or a court's code inside an identifier (ECLI:BE:CASS:2020:...).
    if (!node || start < position || text.charAt(start - 1) === ':') continue;
    const candidates: { wordsEnd: number; node: TrieNode }[] = [];
    let wordsEnd = start + first[0].length;
    if (node?.entries) candidates.push({ wordsEnd, node });
    let skipped = 0;
    while (node && node.next.size > 0) {
      NEXT_WORD.lastIndex = wordsEnd;
      const next = NEXT_WORD.exec(folded);
      if (!next) break;
      const word = next[1] ?? '';
      wordsEnd += next[0].length;
      if (CONNECTORS.has(word) && !node.next.has(word)) {
        // At most a few in a row: "de la", "van het".
        if ((skipped += 1) > 3) break;
        continue;
      }
      skipped = 0;
      node = node.next.get(word);
      if (node?.entries) candidates.push({ wordsEnd, node });
    }
    let matched: CourtMatch | null = null;
    for (let candidate = candidates.length - 1; candidate >= 0 && !matched; candidate -= 1) {
      const { wordsEnd: end_, node: words } = candidates[candidate] as { wordsEnd: number; node: TrieNode };
      const accepted = [...(words.entries?.values() ?? [])].filter((entry) => {
        if (entry.abbreviated && !isCapitalAt(text, start)) return false;
        // "art. 81 C.E." (the EC Treaty) follows a number; a court's abbreviation does not.
        if (entry.abbreviated && /\d[ \t]+$/.test(folded.slice(Math.max(0, start - 4), start))) return false;
        if (entry.needs === null) return true;
        const end = entry.finalDot && folded.charAt(end_) === '.' ? end_ + 1 : end_;
        const next = followingPosition(folded, end);
        if (dateStarts.has(next)) return true;
        NUMBER_SIGN.lastIndex = next;
        return entry.needs === 'dateOrNumber' && NUMBER_SIGN.test(folded);
      });
      const entry = accepted[0];
      if (!entry || accepted.length > 1) continue;
      if (entry.needs === 'date') {
        // A seat alone is a place after "à", "te", "de"...
        const previous = PREVIOUS_WORD.exec(folded.slice(Math.max(0, start - 40), start))?.[1] ?? '';
        if (PLACE_WORDS.has(previous)) continue;
        // "Bruxelles, 12 mars 2019" alone on its line dates a letter or submissions; a citation goes on.
        const date = dateStarts.get(followingPosition(folded, end_));
        if (date && isDateline(folded, start, date.end)) continue;
      }
      let end = entry.finalDot && folded.charAt(end_) === '.' ? end_ + 1 : end_;
      const opened = (text.slice(start, end).match(/\(/g) ?? []).length;
      const closed = (text.slice(start, end).match(/\)/g) ?? []).length;
      if (opened > closed && text.charAt(end) === ')') end += 1;
      const codes = [...entry.codes].sort();
      matched = {
        start,
        end,
        type: entry.type,
        code: defaultCourt(codes),
        candidates: codes,
        section: entry.section,
        abbreviated: entry.abbreviated,
      };
    }
    if (matched) {
      found.push(matched);
      position = matched.end;
    }
  }
  return found;
}
