// The metadata values read from a judgment's or an act's text (GET /api/documents/{token}/metadata-suggestions):
// its type, court and division, section, pronouncement date, chamber, role number, ECLI and decision number; for
// an act its nature, date, title and Moniteur belge publication date. Each value is where the text says it.
//
// The document's own court is told from the courts it cites by where it is named (at the top, on a line of its
// own, in capitals) and by what precedes it ("posée par le", "jugement du", "vonnis van" name another court);
// its ECLI and its decision number's shape confirm it. A value is only suggested when the text says it: no
// guess fills a field. The values suggested together always pass the shared `validateMetadata`.
import {
  type JurisdictionSection,
  type JurisdictionType,
  jurisdictionByCode,
  JURISDICTION_RECORDS,
  type Metadata,
  type MetadataField,
  validateMetadata,
} from '@lexdesk/shared/domain';
import type { MetadataSuggestion } from '@lexdesk/shared/contract';
import { NATURE_ALTERNATION, natureOf } from './citations';
import { type CourtMatch, findCourts } from './courts';
import { type DateMatch, datesByStart, findDates } from './dates';
import { foldText, lineStartOf, type Span } from './fold';
import { detectLanguage, type TextLanguage } from './language';
import { type EcliMatch, findDecisionNumbers, findEclis, findRoleNumbers } from './numbers';
import { findHeadingStructure } from './structure';

/** The part of a judgment that names its court, date, chamber and numbers: its first characters. */
const HEAD_LENGTH = 5000;
/** A judgment's last characters: where it is pronounced. */
const TAIL_LENGTH = 3000;
/** An act's heading is within its first lines. */
const ACT_HEADING_LENGTH = 2000;

export interface SuggestMetadataOptions {
  /** The document's language when known (its metadata's); read from the text otherwise. */
  language?: string | null;
}

interface Found extends Span {
  value: string;
}

// ---- Whose court ----

/** What, just before a court's name, makes it another court than the document's ("posée par le tribunal"). */
const OTHER_COURT_BEFORE =
  /(?:posee|gesteld|jugement|vonnis|beschikking|ordonnance|decision|beslissing|arret|arrest|appel|beroep|a quo|renvoi|renvoye|verwezen|verwijzing|rendu|gewezen|devant|voor\s+(?:de|het)|prononce|uitgesproken)(?![\p{L}])[^\n]{0,100}$/u;
const AT_LINE_START = /^[\s\-*•]*(?:(?:la|le|l'|de|het|du)\s*)?$/;

const OWN_DECISION_HEADING =
  /^[\s\-*•]*(?:arret|jugement|ordonnance|vonnis|arrest|beschikking)\s+(?:de\s+la|du|van\s+de|van\s+het)\s*$/;

function isOtherCourtContext(folded: string, start: number): boolean {
  const lineStart = lineStartOf(folded, start);
  const before = folded.slice(Math.max(lineStart, start - 120), start);
  return OTHER_COURT_BEFORE.test(before);
}

/** What follows a court named as a heading: the line's end or punctuation, not a verb ("La Cour a jugé"). */
const AS_HEADING_AFTER = /^[ \t]*(?:$|\n|[,.:;()-])/;

/** A court named as a heading: first on its line (after a determiner at most), its name ending the line or a part. */
function namedAsHeading(folded: string, court: CourtMatch): boolean {
  const lineStart = lineStartOf(folded, court.start);
  return (
    AT_LINE_START.test(folded.slice(lineStart, court.start)) &&
    AS_HEADING_AFTER.test(folded.slice(court.end, court.end + 20))
  );
}

const ECLI_COURT_TYPES: Readonly<Record<string, JurisdictionType>> = { CASS: 'cass', GHCC: 'c-const', RVSCE: 'c-e' };

/** The courts an ECLI's court code may be (CABRL and HBBRL are one court in its two languages). */
function courtsOfEcli(ecli: EcliMatch): Set<string> {
  const codes = new Set<string>();
  const place = /^(?:CA|HB|CT|AH|PI|EA|TT|AR|TE|OR)([A-Z]{3})$/.exec(ecli.court)?.[1];
  for (const record of JURISDICTION_RECORDS) {
    if (!record.ecli) continue;
    if (record.ecli === ecli.court) codes.add(record.code);
    else if (place && record.ecli.endsWith(place) && record.ecli.slice(0, 2) !== ecli.court.slice(0, 2)) {
      const pairs = ['CAHB', 'CTAH', 'PIEA', 'TTAR', 'TEOR'];
      const pair = record.ecli.slice(0, 2) + ecli.court.slice(0, 2);
      const reverse = ecli.court.slice(0, 2) + record.ecli.slice(0, 2);
      if (pairs.includes(pair) || pairs.includes(reverse)) codes.add(record.code);
    }
  }
  return codes;
}

function ecliType(ecli: EcliMatch | undefined): JurisdictionType | null {
  if (!ecli || ecli.country !== 'BE') return null;
  const own = ECLI_COURT_TYPES[ecli.court];
  if (own) return own;
  const [first] = courtsOfEcli(ecli);
  return first ? (jurisdictionByCode(first)?.type ?? null) : null;
}

function chooseCourt(
  text: string,
  folded: string,
  courts: readonly CourtMatch[],
  evidence: { ecliType: JurisdictionType | null; numberType: JurisdictionType | null },
): CourtMatch | null {
  let best: CourtMatch | null = null;
  let bestScore = -Infinity;
  for (const court of courts) {
    if (court.start >= HEAD_LENGTH) break;
    let score = 0;
    const lineStart = namedAsHeading(folded, court);
    if (lineStart) score += 4;
    const written = text.slice(court.start, court.end);
    if (/\p{Lu}/u.test(written) && written === written.toUpperCase()) score += 2;
    if (!court.abbreviated) score += 2;
    if (!lineStart && isOtherCourtContext(folded, court.start)) score -= 6;
    if (evidence.ecliType === court.type) score += 3;
    if (evidence.numberType === court.type) score += 3;
    // Earlier is likelier, a little.
    score -= court.start / HEAD_LENGTH;
    if (score > bestScore) {
      best = court;
      bestScore = score;
    }
  }
  // A court named in running text ("la jurisprudence du Conseil d'État") is a citation, not the document's court.
  return bestScore >= 4 ? best : null;
}

// ---- First-instance sections ----

const SECTIONS: readonly (readonly [JurisdictionSection, RegExp])[] = [
  ['t-a-p', /tribunal de l'application des peines|strafuitvoeringsrechtbank/],
  ['trib-fam', /tribunal de la famille|familierechtbank|chambre de la famille|familiekamer/],
  ['trib-jeun', /tribunal de la jeunesse|jeugdrechtbank|chambre de la jeunesse|jeugdkamer/],
  [
    'corr',
    /tribunal correctionnel|correctionele rechtbank|chambre correctionnelle|correctionele kamer|correctionele zaken|en matiere correctionnelle/,
  ],
  [
    'civ',
    /tribunal civil|section civile|burgerlijke rechtbank|burgerlijke sectie|chambre civile|burgerlijke kamer|en matiere civile|burgerlijke zaken/,
  ],
];

function sectionNear(folded: string, court: CourtMatch): Found | null {
  if (court.section) {
    return { start: court.start, end: court.end, value: court.section };
  }
  const window = folded.slice(court.end, court.end + 300);
  let found: Found | null = null;
  for (const [section, pattern] of SECTIONS) {
    const match = pattern.exec(window);
    if (match && (!found || court.end + match.index < found.start)) {
      found = { start: court.end + match.index, end: court.end + match.index + match[0].length, value: section };
    }
  }
  return found;
}

// ---- Chamber ----

const FR_ORDINAL_WORDS = [
  'premiere',
  'deuxieme',
  'troisieme',
  'quatrieme',
  'cinquieme',
  'sixieme',
  'septieme',
  'huitieme',
  'neuvieme',
  'dixieme',
  'onzieme',
  'douzieme',
  'treizieme',
  'quatorzieme',
  'quinzieme',
  'seizieme',
  'dix-septieme',
  'dix-huitieme',
  'dix-neuvieme',
  'vingtieme',
];
const NL_ORDINAL_WORDS = [
  'eerste',
  'tweede',
  'derde',
  'vierde',
  'vijfde',
  'zesde',
  'zevende',
  'achtste',
  'negende',
  'tiende',
  'elfde',
  'twaalfde',
  'dertiende',
  'veertiende',
  'vijftiende',
  'zestiende',
  'zeventiende',
  'achttiende',
  'negentiende',
  'twintigste',
];
const ORDINAL_VALUE = new Map<string, number>([
  ...FR_ORDINAL_WORDS.map((word, index) => [word, index + 1] as const),
  ...NL_ORDINAL_WORDS.map((word, index) => [word, index + 1] as const),
  ['second', 2],
  ['seconde', 2],
]);
const CHAMBER = new RegExp(
  [
    // "2e chambre", "1re chambre", "12ème chambre", "3de kamer", "(2e ch.)"
    String.raw`(?<![\p{L}\p{N}])(?<digits>\d{1,2})\s?(?:e|er|re|ere|eme|de|ste)?\s+(?:chambre|kamer|ch\.)(?![\p{L}])`,
    // "deuxième chambre", "tweede kamer"
    String.raw`(?<![\p{L}\p{N}])(?<word>${[...ORDINAL_VALUE.keys()].sort((a, b) => b.length - a.length).join('|')})\s+(?:chambre|kamer)(?![\p{L}])`,
    // "chambre 2", "kamer 12A"
    String.raw`(?<![\p{L}\p{N}])(?:chambre|kamer)\s+(?<after>\d{1,2}[a-z]?)(?![\p{L}\p{N}./])`,
    // The Council of State's "XVe chambre", "XIIIe kamer"
    String.raw`(?<![\p{L}\p{N}])(?<roman>[ivx]{1,5})e\s+(?:chambre|kamer)(?![\p{L}])`,
  ].join('|'),
  'gu',
);

/**
 * Whether a chamber or a procedure named at `start` is the document's court's: named right after it ("Hof van
 * Cassatie, tweede kamer"), or after no court and not where another decision is spoken of.
 */
function belongsToCourt(
  folded: string,
  start: number,
  courts: readonly CourtMatch[],
  court: CourtMatch | null,
): boolean {
  const lineStart = lineStartOf(folded, start);
  const before = courts.filter(
    (candidate) => candidate.end <= start && candidate.end >= Math.max(lineStart, start - 60),
  );
  const nearest = before[before.length - 1];
  if (nearest) {
    return court !== null && (nearest.code === court.code || (nearest.code === null && nearest.type === court.type));
  }
  // The decision's own heading: "Jugement de la 3e chambre", "Vonnis van de tweede kamer".
  if (OWN_DECISION_HEADING.test(folded.slice(lineStart, start))) return true;
  return !isOtherCourtContext(folded, start);
}

function findChamber(
  text: string,
  folded: string,
  dateStarts: ReadonlyMap<number, DateMatch>,
  courts: readonly CourtMatch[],
  court: CourtMatch | null,
): Found | null {
  for (const match of folded.slice(0, HEAD_LENGTH).matchAll(CHAMBER)) {
    const groups = match.groups ?? {};
    if (!belongsToCourt(folded, match.index, courts, court)) continue;
    let value: string | null = null;
    let start = match.index;
    let end = match.index + match[0].length;
    if (groups.digits) value = String(Number(groups.digits));
    else if (groups.word) value = String(ORDINAL_VALUE.get(groups.word.replace(/\s+/g, '-')) ?? '');
    else if (groups.after) {
      const at = match.index + match[0].length - groups.after.length;
      if (dateStarts.has(at)) continue;
      value = text.slice(at, at + groups.after.length).toUpperCase();
      start = at;
      end = at + groups.after.length;
    } else if (groups.roman) {
      // Roman numerals in capitals only: "ie chambre" is no chamber.
      const written = text.slice(match.index, match.index + groups.roman.length);
      if (written !== written.toUpperCase()) continue;
      value = written;
      end = match.index + match[0].length;
    }
    if (value) return { start, end, value };
  }
  return null;
}

// ---- Nature of the chamber (roomNature) ----

const ROOM_NATURES: readonly (readonly [string, RegExp])[] = [
  [
    'pres',
    /comme\s+en\s+refere|zoals\s+in\s+kort\s+geding|als\s+in\s+kort\s+geding|siegeant\s+en\s+cessation|stakingsrechter/g,
  ],
  [
    'ref',
    /(?:siegeant|statuant|juge|chambre)\s+(?:en|des)\s+referes?|(?<![\p{L}])en\s+refere|(?<!(?:zoals|als)\s+in\s+)kort\s+geding/gu,
  ],
  ['vac', /chambre\s+des\s+vacations|chambre\s+de\s+vacations?|vakantiekamer|vacantiekamer/g],
  [
    'aud-plen',
    /audience\s+pleniere|seance\s+pleniere|voltallige\s+zitting|assemblee\s+generale|algemene\s+vergadering/g,
  ],
  ['ch-reun', /chambres\s+reunies|verenigde\s+kamers/g],
];

function findRoomNature(folded: string, courts: readonly CourtMatch[], court: CourtMatch | null): Found | null {
  const head = folded.slice(0, HEAD_LENGTH);
  let found: Found | null = null;
  for (const [nature, pattern] of ROOM_NATURES) {
    for (const match of head.matchAll(pattern)) {
      if (nature === 'ref' && /comme\s+$/.test(head.slice(Math.max(0, match.index - 10), match.index))) continue;
      if (!belongsToCourt(folded, match.index, courts, court)) continue;
      if (!found || match.index < found.start) {
        found = { start: match.index, end: match.index + match[0].length, value: nature };
      }
      break;
    }
  }
  return found;
}

// ---- Pronouncement date ----

const PRONOUNCED_CUE = /(?<![\p{L}])(prononce|uitgesproken|rendu|gewezen)(?![\p{L}])/gu;
const HEARING_CUE = /^[^\n]{0,80}?(?:audience|terechtzitting|zitting)/;
const DECISION_LINE =
  /^[\s\-*•]*(?:arret|jugement|ordonnance|vonnis|arrest|beschikking|audience\s+publique|seance\s+publique|openbare\s+(?:terecht|rechts)?zitting|terechtzitting|rechtszitting|zitting|decision|beslissing)(?![\p{L}])[^\n]{0,80}?(?:du|van|le|op|d'|d\.\s?d\.|dd\.?)\s*$/u;
/** A date on the line after the decision's title: "du 11 mars 2021", "n° 247.760 du 12 mai 2020". */
const DATE_UNDER_TITLE = /^\s*(?:(?:n[°º]|nr\.?)\s*[\d./]+\s+)?(?:du|van|le|op)\s*$/;
/** "op de openbare rechtszitting van 26 maart 2019 uitgesproken". */
const PRONOUNCED_AFTER = /^\s*,?\s*(?:uitgesproken|prononce)(?![\p{L}])/u;

/** The last line before `lineStart` holding something (blank lines between skipped, within a few lines). */
function previousLine(folded: string, lineStart: number): string {
  let end = lineStart - 1;
  for (let lines = 0; end > 0 && lines < 5; lines += 1) {
    const start = lineStartOf(folded, end);
    const line = folded.slice(start, end);
    if (line.trim() !== '') return line;
    end = start - 1;
  }
  return '';
}

interface DateCandidate {
  date: DateMatch | Found;
  score: number;
}

function pronouncementCandidates(
  folded: string,
  dates: readonly DateMatch[],
  court: CourtMatch | null,
  ecli: EcliMatch | undefined,
): DateCandidate[] {
  const candidates: DateCandidate[] = [];
  const dateStarts = datesByStart(dates);
  // "prononcé en audience publique du ...", "uitgesproken in openbare terechtzitting van ...", "rendu le ...".
  let following = 0;
  for (const cue of folded.matchAll(PRONOUNCED_CUE)) {
    const cueEnd = cue.index + cue[0].length;
    while (following < dates.length && (dates[following]?.start ?? 0) < cueEnd) following += 1;
    const next = dates[following];
    if (!next || next.start - cueEnd > 160 || folded.slice(cueEnd, next.start).includes('\n\n')) continue;
    const between = folded.slice(cueEnd, next.start);
    const strong = /^(prononce|uitgesproken)$/.test(cue[1] ?? '');
    const hearing = HEARING_CUE.test(between);
    // "le jugement prononcé le 12 février 2019 par le tribunal" speaks of another decision.
    if (!hearing && isOtherCourtContext(folded, cue.index)) continue;
    candidates.push({ date: next, score: strong ? (hearing ? 5 : 3) : 1 });
  }
  // "Arrêt du 12 mars 2019", "ARRÊT n° 247.760 du 12 mai 2020", "Audience publique du ...", and a date alone on
  // the line after "Arrêt n° 45/2021".
  for (const date of dates) {
    if (PRONOUNCED_AFTER.test(folded.slice(date.end, date.end + 30))) {
      const before = folded.slice(Math.max(0, date.start - 40), date.start);
      if (
        /(?:zitting|audience(?:\s+publique)?)\s+(?:van|du)\s*$/.test(before) ||
        !isOtherCourtContext(folded, date.start)
      ) {
        candidates.push({ date, score: 4 });
        continue;
      }
    }
    if (date.start >= HEAD_LENGTH) continue;
    const lineStart = lineStartOf(folded, date.start);
    const prefix = folded.slice(lineStart, date.start);
    let onDecisionLine = DECISION_LINE.test(prefix);
    if (!onDecisionLine && DATE_UNDER_TITLE.test(prefix) && lineStart > 0) {
      onDecisionLine = DECISION_LINE.test(`${previousLine(folded, lineStart)} du`);
    }
    if (onDecisionLine) candidates.push({ date, score: 4 });
  }
  // A citation's heading: "Cass., 12 mars 2019".
  if (court) {
    const after = /^[ \t]*(?:\([^()\n]{1,40}\))?[ \t]*,?[ \t]*/.exec(folded.slice(court.end, court.end + 60));
    const date = dateStarts.get(court.end + (after?.[0].length ?? 0));
    if (date) candidates.push({ date, score: 3 });
  }
  if (ecli?.date) candidates.push({ date: ecli.date, score: 1 });
  return candidates;
}

function choosePronouncement(candidates: readonly DateCandidate[], ecli: EcliMatch | undefined): Found | null {
  // The strongest reading wins; between equals, the one agreeing with the ECLI's year, then the first.
  const agrees = (candidate: DateCandidate) => (ecli && candidate.date.value.startsWith(String(ecli.year)) ? 1 : 0);
  let best: DateCandidate | null = null;
  for (const candidate of candidates) {
    if (!best || candidate.score > best.score || (candidate.score === best.score && agrees(candidate) > agrees(best))) {
      best = candidate;
    }
  }
  return best ? { start: best.date.start, end: best.date.end, value: best.date.value } : null;
}

// ---- Acts ----

interface ActHeading {
  nature: Found & { code: string | null };
  date: DateMatch | null;
  title: Found | null;
}

const NATURE_AT = new RegExp(
  `(?:(?:la|le|les|het|de)\\s+|l')?(${NATURE_ALTERNATION})(?![\\p{L}\\p{N}])(?:\\s+(?:n[°º]|nr\\.?)\\s*\\d+)?`,
  'uy',
);
const DATE_THEN_NATURE = /\s*\.?\s*-+\s*/y;
const NATURE_THEN_DATE = /\s*,?\s+(?:du|van)\s+/y;
const AFTER_DATE = /\s*[,.]?\s*/y;

function sticky(pattern: RegExp, folded: string, position: number): RegExpExecArray | null {
  pattern.lastIndex = position;
  return pattern.exec(folded);
}

/** The title from `start`: the rest of the line, and the lines that continue it (starting in lower case). */
function titleFrom(text: string, start: number): Found | null {
  let end = text.indexOf('\n', start);
  if (end < 0) end = text.length;
  while (end < text.length && end - start < 1500) {
    const nextLine = /^\n[ \t]*(\p{Ll})/u.exec(text.slice(end, end + 20));
    if (!nextLine || /[.:;]\s*$/.test(text.slice(start, end))) break;
    const after = text.indexOf('\n', end + 1);
    end = after < 0 ? text.length : after;
  }
  let title = text.slice(start, end);
  // What follows a title on its line: a footnote call, the publication in parentheses, the final full stop.
  title = title
    .replace(/\s*\((?:M\.\s?B\.|B\.\s?S\.|BS|MB|Moniteur|Belgisch)[^)]*\)?\s*$/i, '')
    .replace(/\s*\(\d+\)\s*$/, '')
    .replace(/[\s.,;:]+$/, '');
  const leading = title.length - title.trimStart().length;
  title = title.trim();
  if (title.length < 3 || !/^\p{L}/u.test(title)) return null;
  const titleStart = start + leading;
  return { start: titleStart, end: titleStart + title.length, value: title.replace(/\s+/g, ' ') };
}

function findActHeading(text: string, folded: string, dates: readonly DateMatch[]): ActHeading | null {
  const dateStarts = datesByStart(dates);
  const limit = Math.min(folded.length, ACT_HEADING_LENGTH);
  let lineStart = 0;
  while (lineStart < limit) {
    const lineEnd = folded.indexOf('\n', lineStart) < 0 ? folded.length : folded.indexOf('\n', lineStart);
    const first =
      lineStart + (folded.slice(lineStart, lineEnd).length - folded.slice(lineStart, lineEnd).trimStart().length);
    // "10 MAI 2007. - Loi tendant à lutter contre certaines formes de discrimination"
    const date = dateStarts.get(first);
    if (date) {
      const dash = sticky(DATE_THEN_NATURE, folded, date.end);
      const nature = dash ? sticky(NATURE_AT, folded, date.end + dash[0].length) : null;
      if (dash && nature && /-/.test(dash[0])) {
        const heading = actHeading(text, folded, nature, date.end + dash[0].length, date);
        if (heading) return heading;
      }
    }
    // "Loi du 10 mai 2007 tendant à lutter...", "Decreet van 4 april 2014 betreffende..."
    const nature = sticky(NATURE_AT, folded, first);
    if (nature) {
      const link = sticky(NATURE_THEN_DATE, folded, first + nature[0].length);
      const linkedDate = link ? dateStarts.get(first + nature[0].length + link[0].length) : undefined;
      if (linkedDate) {
        const heading = actHeading(text, folded, nature, first, linkedDate);
        if (heading) return heading;
      }
    }
    lineStart = lineEnd + 1;
  }
  return null;
}

function actHeading(
  text: string,
  folded: string,
  nature: RegExpExecArray,
  natureMatchStart: number,
  date: DateMatch,
): ActHeading | null {
  const written = nature[1] ?? '';
  const known = natureOf(written);
  if (!known) return null;
  const natureStart = natureMatchStart + nature[0].indexOf(written);
  const natureEnd = natureStart + written.length;
  // The title follows the date ("Loi du 10 mai 2007 tendant...") or the nature ("10 MAI 2007. - Loi tendant...").
  const titleStart = Math.max(natureMatchStart + nature[0].length, date.end);
  const after = sticky(AFTER_DATE, folded, titleStart);
  const title = titleFrom(text, titleStart + (after?.[0].length ?? 0));
  return {
    nature: { start: natureStart, end: natureEnd, value: text.slice(natureStart, natureEnd), code: known.code },
    date,
    title,
  };
}

/**
 * A décret or an ordonnance is the Region's or the Community's its heading names: the Moniteur's ministry line
 * ("REGION WALLONNE", "SERVICE PUBLIC DE WALLONIE") or Justel's source ("Source : REGION WALLONNE"). Flemish
 * decrees are the Community's and the Region's at once: they stay `decr`.
 */
const ISSUERS: Readonly<Record<string, readonly (readonly [string, RegExp])[]>> = {
  decr: [
    ['decr-reg-w', /region wallonne|service public de wallonie|waals gewest|waalse overheidsdienst/],
    ['decr-comm-fr', /communaute francaise|federation wallonie-bruxelles|franse gemeenschap/],
    ['decr-comm-germ', /communaute germanophone|deutschsprachige gemeinschaft|duitstalige gemeenschap/],
    ['c-c-fr', /commission communautaire francaise|franse gemeenschapscommissie/],
  ],
  ord: [
    ['ord-reg-brux-cap', /region de bruxelles-capitale|brussels hoofdstedelijk gewest/],
    ['c-c-c', /commission communautaire commune|gemeenschappelijke gemeenschapscommissie/],
  ],
};

function issuedNature(code: string, folded: string, headingStart: number): string {
  const issuers = ISSUERS[code];
  if (!issuers) return code;
  // The lines around the heading: the ministry above it, Justel's "Source :" below it.
  const around = folded.slice(Math.max(0, headingStart - 600), headingStart + 600);
  const named = issuers.filter(([, pattern]) => pattern.test(around));
  return named.length === 1 ? (named[0]?.[0] ?? code) : code;
}

const PUBLICATION_CUE =
  /(?<![\p{L}])(?:(?<mb>m\.\s?b\.|mb)|b\.\s?s\.|bs|moniteur\s+belge|belgisch\s+staatsblad|(?:date\s+de\s+)?publication|publicatie|bekendmaking)(?![\p{L}])[\s,:-]*(?:(?:du|van|dd|de)\.?[\s,:]*)?/gu;

function findPublicationDate(
  folded: string,
  dates: readonly DateMatch[],
  from: number,
  to: number,
  language: TextLanguage | null,
): Found | null {
  const dateStarts = datesByStart(dates);
  const window = folded.slice(0, Math.min(folded.length, to));
  for (const cue of window.matchAll(PUBLICATION_CUE)) {
    if (cue.index < from) continue;
    // In Dutch "MB" is a ministerial decree (ministerieel besluit), not the Moniteur belge.
    if (cue.groups?.mb && language === 'nl') continue;
    const date = dateStarts.get(cue.index + cue[0].length);
    if (date) return { start: date.start, end: date.end, value: date.value };
  }
  return null;
}

// ---- Putting it together ----

/** The values read from the text, each once, in the order of the metadata's fields. */
export function suggestMetadata(document: string, options: SuggestMetadataOptions = {}): MetadataSuggestion[] {
  // A judgment names itself at its top and pronounces itself at its end ("prononcé en audience publique du"): the
  // rest is read as blank lines, offsets kept, so that a 300-page judgment costs what a short one does.
  const text =
    document.length <= HEAD_LENGTH + TAIL_LENGTH
      ? document
      : document.slice(0, HEAD_LENGTH) +
        '\n'.repeat(document.length - HEAD_LENGTH - TAIL_LENGTH) +
        document.slice(document.length - TAIL_LENGTH);
  const folded = foldText(text);
  const dates = findDates(text, folded);
  const language: TextLanguage | null =
    options.language === 'fr' || options.language === 'nl' ? options.language : detectLanguage(text);
  const suggestions = new Map<MetadataField, Found>();
  const suggest = (field: MetadataField, found: Found | null | undefined) => {
    if (found && found.value !== '') suggestions.set(field, found);
  };

  const courts = findCourts(text, folded, dates);
  const eclis = findEclis(text).filter((ecli) => ecli.start < HEAD_LENGTH);
  const decisionNumbers = findDecisionNumbers(text, folded).filter((number) => number.start < HEAD_LENGTH);
  const firstEcli = eclis.find((ecli) => ecli.country === 'BE') ?? eclis[0];
  const numberType = decisionNumbers.find((number) => number.court)?.court ?? null;
  const court = chooseCourt(text, folded, courts, { ecliType: ecliType(firstEcli), numberType });
  const act = findActHeading(text, folded, dates);
  const decisionMark = findHeadingStructure(text, folded).find(
    (mark) => mark.kind === 'decision' && mark.start < HEAD_LENGTH,
  );

  const isAct = act !== null && (court === null || act.nature.start < court.start);
  if (isAct) {
    suggest('type', { ...act.nature, value: 'legislation' });
    suggest('country', { ...act.nature, value: 'be' });
    const nature = act.nature.code ? issuedNature(act.nature.code, folded, act.nature.start) : null;
    if (nature) suggest('nature', { ...act.nature, value: nature });
    if (act.date) suggest('legislationDate', act.date);
    suggest('title', act.title);
    // The Moniteur's page header ("MONITEUR BELGE — 23.12.2019 — BELGISCH STAATSBLAD") comes before the act.
    suggest('publicationDate', findPublicationDate(folded, dates, 0, Math.max(act.nature.start, 0) + 3000, language));
  } else {
    // The court: named, or known by the ECLI or the decision number's shape alone.
    let type: JurisdictionType | null = court?.type ?? null;
    let code: string | null = court?.code ?? null;
    let evidence: Span | null = court;
    if (!court) {
      const fromEcli = ecliType(firstEcli);
      const numbered = decisionNumbers.find((number) => number.court);
      if (fromEcli && firstEcli) {
        const codes = [...courtsOfEcli(firstEcli)];
        type = fromEcli;
        code = codes.length === 1 ? (codes[0] ?? null) : ECLI_COURT_TYPES[firstEcli.court] ? fromEcli : null;
        evidence = firstEcli;
      } else if (numbered?.court) {
        type = numbered.court;
        code = numbered.court;
        evidence = numbered;
      }
    }
    if (type && evidence) {
      suggest('type', { ...evidence, value: 'jurisprudence' });
      suggest('country', { ...evidence, value: 'be' });
      suggest('jurisdictionType', { ...evidence, value: type });
      if (code) suggest('jurisdictionName', { ...evidence, value: code });
      if (court && type === 'trib') suggest('jurisdictionSection', sectionNear(folded, court));
    } else if (decisionMark) {
      suggest('type', { ...decisionMark, value: 'jurisprudence' });
    }
    if (type || decisionMark) {
      const dateStarts = datesByStart(dates);
      const ownEcli =
        eclis.find((ecli) => {
          if (!code || ecli.country !== 'BE') return false;
          const record = jurisdictionByCode(code);
          return !record?.ecli || courtsOfEcli(ecli).has(code);
        }) ?? (code ? undefined : firstEcli);
      if (ownEcli) suggest('ecli', { start: ownEcli.start, end: ownEcli.end, value: ownEcli.value });
      suggest('pronouncedDate', choosePronouncement(pronouncementCandidates(folded, dates, court, ownEcli), ownEcli));
      const chamber = findChamber(text, folded, dateStarts, courts, court);
      if (chamber) suggest('roomNumber', cassationChamber(type, chamber, text, ownEcli, language));
      else if (type === 'cass' && ownEcli) suggest('roomNumber', chamberOfEcli(ownEcli, text));
      suggest('roomNature', findRoomNature(folded, courts, court));
      suggest('roleNumber', chooseRoleNumber(text, folded, type));
      if (type === 'c-e' || type === 'c-const') {
        const number = decisionNumbers.find((found) => found.court === type || found.court === null);
        if (number) suggest('number', number);
      }
    }
  }
  return consistent(suggestions);
}

/** At the Court of Cassation a chamber is its number and language: 1F, 2N (the ECLI's and the role number's). */
function cassationChamber(
  type: JurisdictionType | null,
  chamber: Found,
  text: string,
  ecli: EcliMatch | undefined,
  language: TextLanguage | null,
): Found {
  if (type !== 'cass' || !/^\d+$/.test(chamber.value)) return chamber;
  const fromEcli = ecli ? /\.\d([FND])\./.exec(ecli.value)?.[1] : undefined;
  const fromRole = /\b[A-Z]\.\d{2}\.\d{4}\.([FND])\b/.exec(text.slice(0, HEAD_LENGTH))?.[1];
  const letter = fromEcli ?? fromRole ?? (language === 'nl' ? 'N' : language === 'fr' ? 'F' : '');
  return { ...chamber, value: `${chamber.value}${letter}` };
}

function chamberOfEcli(ecli: EcliMatch, text: string): Found | null {
  const match = /\.(\d[FND])\./.exec(text.slice(ecli.start, ecli.end).toUpperCase());
  if (!match) return null;
  const start = ecli.start + match.index + 1;
  return { start, end: start + 2, value: match[1] ?? '' };
}

function chooseRoleNumber(text: string, folded: string, type: JurisdictionType | null): Found | null {
  const numbers = findRoleNumbers(text, folded).filter(
    (number) => number.start < HEAD_LENGTH && !isOtherCourtContext(folded, number.start),
  );
  const pick =
    (type === 'cass' ? numbers.find((number) => number.cassation) : undefined) ??
    numbers.find((number) => number.labelled) ??
    numbers[0];
  return pick ? { start: pick.start, end: pick.end, value: pick.value } : null;
}

/** The suggestions without those `validateMetadata` refuses together (an ECLI of another court or year...). */
function consistent(suggestions: Map<MetadataField, Found>): MetadataSuggestion[] {
  for (let round = 0; round < 4; round += 1) {
    const metadata: Metadata = {};
    for (const [field, found] of suggestions) (metadata as Record<string, string>)[field] = found.value;
    const errors = validateMetadata(metadata);
    const refused = [...suggestions.keys()].filter((field) => errors[field]);
    if (refused.length === 0) break;
    refused.forEach((field) => suggestions.delete(field));
  }
  const order = new Map(
    (
      [
        'type',
        'country',
        'title',
        'nature',
        'legislationDate',
        'publicationDate',
        'jurisdictionType',
        'jurisdictionSection',
        'jurisdictionName',
        'pronouncedDate',
        'roomNumber',
        'roomNature',
        'number',
        'roleNumber',
        'ecli',
      ] as MetadataField[]
    ).map((field, index) => [field, index]),
  );
  return [...suggestions.entries()]
    .sort(([a], [b]) => (order.get(a) ?? 99) - (order.get(b) ?? 99))
    .map(([field, found]) => ({ field, value: found.value, start_index: found.start, end_index: found.end }));
}
