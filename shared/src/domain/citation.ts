// The citation reference of a document (the metadata's `reference`): built from its metadata as Belgian
// practitioners write it, after the Guide des citations, références et abréviations juridiques for a document in
// French (and any language but Dutch) and the Juridische verwijzingen en afkortingen (VRG) for a document in
// Dutch. The form shows it live after every change; the server computes it again on every save. Pure.
//
// Every value is trimmed, an empty part is skipped, and no punctuation is doubled (a title ending with a full
// stop does not add a second one before the comma, one ending with "?" or "!" gets no full stop after it). A
// court is named as it was on the day of its decision.
import {
  citedCourt,
  DATA_PROTECTION_AUTHORITY_DATE,
  jurisdictionByCode,
  type JurisdictionRecord,
} from './jurisdictions';
import { hasValue, isIsoDate, type Metadata, NUMBERED_DECISION_TYPES } from './metadata';
import { type JurisdictionType, referenceEntry, type ReferenceListName } from './referenceLists';

/** fr: the Guide des citations; nl: the Juridische verwijzingen en afkortingen. */
export type CitationGuide = 'fr' | 'nl';

const MONTHS: Readonly<Record<CitationGuide, readonly string[]>> = {
  fr: [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
  nl: [
    'januari',
    'februari',
    'maart',
    'april',
    'mei',
    'juni',
    'juli',
    'augustus',
    'september',
    'oktober',
    'november',
    'december',
  ],
};
const AND: Readonly<Record<CitationGuide, string>> = { fr: 'et', nl: 'en' };
const NBSP = '\u00a0';

/** The guide of a document's language: Dutch for `nl`, French otherwise (the Belgian default). */
export function citationGuideFor(language: string | null | undefined): CitationGuide {
  return language?.trim() === 'nl' ? 'nl' : 'fr';
}

/** A date as citations write it: "3 mars 2020", "1er mars 2020", "3 maart 2020". Unreadable: as written. */
export function citationDate(value: string | null | undefined, guide: CitationGuide): string {
  const date = (value ?? '').trim();
  if (!isIsoDate(date)) return date;
  const day = Number(date.slice(8, 10));
  const month = MONTHS[guide][Number(date.slice(5, 7)) - 1] ?? '';
  return `${guide === 'fr' && day === 1 ? '1er' : day} ${month} ${date.slice(0, 4)}`;
}

/**
 * A value trimmed, its spaces collapsed, without trailing separators (the citation places its own). Only plain
 * spaces collapse: the no-break spaces of French typography (« », before ; : ! ?) stay.
 */
function clean(value: unknown): string {
  if (typeof value !== 'string') return '';
  return value
    .replace(/[ \t\r\n\f\v]+/g, ' ')
    .trim()
    .replace(/[ ,;:]+$/, '');
}

/** Words a title may end with whose full stop is an abbreviation's ("modifiant le Code civ.", "... etc."). */
const ABBREVIATIONS = new Set([
  'adm',
  'al',
  'art',
  'artt',
  'c',
  'cass',
  'cf',
  'ch',
  'cit',
  'civ',
  'comm',
  'const',
  'coord',
  'crim',
  'dr',
  'éd',
  'ed',
  'enz',
  'etc',
  'gén',
  'ger',
  'ibid',
  'id',
  'jud',
  'jur',
  'nr',
  'pén',
  'proc',
  'réf',
  'soc',
  'suppl',
  'sv',
  'sw',
  'venn',
  'vol',
  'wb',
]);

/**
 * Whether a title's last word, its full stop taken off, is an abbreviation whose full stop stays: a known one
 * ("civ", "jud", "etc", "art", "al", "c"), a single letter ("c", "s"), letters with inner stops ("Ger.W", "e.a")
 * or a few consonants ("Sw", "Wb", "nr"; not a Roman numeral). A short word is not enough: "bail", "loi" or
 * "Code" end many a title with a full stop of the sentence's.
 */
function isAbbreviation(word: string): boolean {
  const bare = word.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  if (ABBREVIATIONS.has(word.toLowerCase()) || ABBREVIATIONS.has(bare.toLowerCase())) return true;
  if (/^\p{L}$/u.test(word) || /^(\p{L}+\.)+\p{L}+$/u.test(word)) return true;
  return /^[b-df-hj-np-tv-xz]{2,4}$/i.test(bare) && !/^[IVXLCDM]+$/.test(bare);
}

/**
 * A title: also without its final full stop (the citation's comma or full stop follows), unless it is an
 * abbreviation's ("Code civ.", read "Code civ., M.B., ..."): an ellipsis stays, a stop after "?" or "!" goes.
 */
function cleanTitle(value: unknown): string {
  const title = clean(value);
  if (/(\.\.\.|…)$/.test(title)) return title;
  const bare = title.replace(/\.+$/, '');
  if (bare === title || /[?!]$/.test(bare)) return bare;
  const lastWord = /[^\s(«"'“‘]+$/u.exec(bare)?.[0] ?? '';
  return isAbbreviation(lastWord) ? `${bare}.` : bare;
}

/** A number without the "n°" or "nr." a user may have typed before it. */
function bareNumber(value: unknown): string {
  return clean(value).replace(/^(n°|no\.?|nr\.?|n\.)\s*/i, '');
}

function label(list: ReferenceListName, code: unknown, guide: CitationGuide): string {
  return typeof code === 'string' ? (referenceEntry(list, code.trim())?.labels[guide] ?? '') : '';
}

function abbreviation(list: ReferenceListName, code: unknown, guide: CitationGuide): string {
  if (typeof code !== 'string') return '';
  const found = referenceEntry(list, code.trim());
  return found?.abbreviations?.[guide] ?? found?.labels[guide] ?? '';
}

/**
 * The parts joined by commas, ending with one full stop (none after a last part that ends with a full stop, an
 * ellipsis, "?" or "!"); empty when there is nothing to cite.
 */
function finish(parts: readonly (string | null | undefined | false)[]): string {
  const kept = parts.map((part) => (part ? part.trim() : '')).filter((part) => part !== '');
  if (kept.length === 0) return '';
  const joined = kept
    .join(', ')
    .replace(/ +,/g, ',')
    .replace(/,( *,)+/g, ',')
    .replace(/ {2,}/g, ' ');
  return /[.?!…]$/.test(joined) ? joined : `${joined}.`;
}

function quoted(title: string, guide: CitationGuide): string {
  if (!title) return '';
  return guide === 'fr' ? `«${NBSP}${title}${NBSP}»` : `"${title}"`;
}

// ---- Authors ----

function initials(firstName: string): string {
  return firstName
    .split(/\s+/)
    .filter(Boolean)
    .map((word) =>
      word
        .split('-')
        .filter(Boolean)
        .map((part) => (/^ij/i.test(part) ? 'IJ.' : `${part.charAt(0).toUpperCase()}.`))
        .join('-'),
    )
    .join(' ');
}

/**
 * "P. VAN OMMESLAGHE", "J.-F. ROMAIN": the initials and the name in capitals (small capitals in print). Empty
 * without a last name: an initial alone names no one ("P. DUPONT et J., Droit").
 */
export function citedAuthor(firstName: string, lastName: string): string {
  const name = clean(lastName).toUpperCase();
  return name ? [initials(clean(firstName)), name].filter(Boolean).join(' ') : '';
}

export function citedAuthors(metadata: Metadata, guide: CitationGuide): string {
  const lastNames = metadata.authorLastname ?? [];
  const firstNames = metadata.authorFirstname ?? [];
  const authors = lastNames
    .map((lastName, index) => citedAuthor(firstNames[index] ?? '', lastName))
    .filter((author) => author !== '');
  if (authors.length <= 1) return authors[0] ?? '';
  return `${authors.slice(0, -1).join(', ')} ${AND[guide]} ${authors[authors.length - 1] ?? ''}`;
}

// ---- Legislation ----

function belgianLegislation(metadata: Metadata, guide: CitationGuide): string {
  const nature = abbreviation('belgianLegislationNatures', metadata.nature, guide);
  const date = citationDate(metadata.legislationDate, guide);
  const title = cleanTitle(metadata.title);
  const head =
    guide === 'fr' ? [nature && date ? `${nature} du ${date}` : nature || date, title] : [nature, date, title];
  const edition = clean(metadata.edition);
  const laterEdition = /^\d+$/.test(edition) && Number(edition) > 1 ? edition : '';
  const publicationDate = citationDate(metadata.publicationDate, guide);
  const published = publicationDate !== '' || laterEdition !== '';
  const collection = abbreviation('collections', clean(metadata.collection) || 'mb', guide);
  const page = clean(metadata.subdivision);
  if (guide === 'fr') {
    return finish([
      head.filter(Boolean).join(' '),
      published && collection,
      publicationDate,
      laterEdition && `${laterEdition}e éd.`,
      published && page && `p. ${page}`,
    ]);
  }
  return finish([
    head.filter(Boolean).join(' '),
    published && [collection, publicationDate].filter(Boolean).join(' '),
    laterEdition && `ed. ${laterEdition}`,
    published && page,
  ]);
}

const EU_MARK: Readonly<Record<string, { fr: string; nl: string }>> = {
  ce: { fr: 'CE', nl: 'EG' },
  ceca: { fr: 'CECA', nl: 'EGKS' },
  euratom: { fr: 'Euratom', nl: 'Euratom' },
};
/** The European Economic Community's mark, until the Treaty of Maastricht made it the European Community. */
const EEC_MARK = { fr: 'CEE', nl: 'EEG' } as const;
/** The Treaty of Maastricht's entry into force: the EEC's acts (CEE) become the Community's (CE) from then on. */
const MAASTRICHT = '1993-11-01';
/** The Treaty of Lisbon's entry into force: the Union's acts are marked (UE) from then on. */
const LISBON = '2009-12-01';
/** From 1 January 2015 every act is numbered year/number, the mark before it: "Directive (UE) 2019/1937". */
const UNIFIED_NUMBERING = 2015;

/**
 * The year of an EU act from its number when its date is unknown: "85/374" (a directive: year/number), "1408/71"
 * (a regulation before 2015: number/year), "2019/1937" (from 2015: year/number). Two digits are 19xx.
 */
function yearOfNumber(number: string, nature: string): number | undefined {
  const parts = /^(\d+)\/(\d+)$/.exec(number);
  if (!parts) return undefined;
  const [first, second] = [parts[1] ?? '', parts[2] ?? ''];
  const year = first.length === 4 && Number(first) >= UNIFIED_NUMBERING ? first : nature === 'regl' ? second : first;
  if (year.length === 2) return 1900 + Number(year);
  return year.length === 4 ? Number(year) : undefined;
}

/**
 * The Community's mark on an act of the European Communities (institution "ce", or none chosen) by its date, or
 * the year of its number: (CEE) / (EEG) before Maastricht, (CE) / (EG) until Lisbon; after it (UE) / (EU), unless
 * "ce" was chosen. The ECSC's and Euratom's marks never change.
 */
function euMark(metadata: Metadata, nature: string, number: string, guide: CitationGuide): string {
  const institution = clean(metadata.institution);
  if (institution !== 'ce' && EU_MARK[institution]) return EU_MARK[institution][guide];
  const date = clean(metadata.date);
  const year = isIsoDate(date) ? undefined : yearOfNumber(number, nature);
  const beforeMaastricht = isIsoDate(date) ? date < MAASTRICHT : year !== undefined && year < 1993;
  const beforeLisbon = isIsoDate(date) ? date < LISBON : year !== undefined && year < 2009;
  if (beforeMaastricht) return EEC_MARK[guide];
  if (beforeLisbon || institution === 'ce') return EU_MARK.ce?.[guide] ?? '';
  return guide === 'fr' ? 'UE' : 'EU';
}

function euActName(metadata: Metadata, guide: CitationGuide): string {
  const nature = clean(metadata.nature);
  const date = clean(metadata.date);
  const number = bareNumber(metadata.number);
  const mark = euMark(metadata, nature, number, guide);
  let name = label('euLegislationNatures', nature, guide);
  // A decision was a "beschikking" in Dutch until the Treaty of Lisbon.
  if (nature === 'dec' && guide === 'nl' && isIsoDate(date) && date < LISBON) name = 'Beschikking';
  if (!number) return name;
  if (/[(/][A-Za-z]/.test(number)) return `${name} ${number}`;
  const yearFirst = /^(\d{4})\/\d+$/.exec(number);
  if (yearFirst && Number(yearFirst[1]) >= UNIFIED_NUMBERING) return `${name} (${mark}) ${number}`;
  if (nature === 'regl') return `${name} (${mark}) ${guide === 'fr' ? 'n°' : 'nr.'} ${number}`;
  return `${name} ${number}/${mark}`;
}

function euLegislation(metadata: Metadata, guide: CitationGuide): string {
  const date = citationDate(metadata.date, guide);
  const title = cleanTitle(metadata.title);
  const head = [euActName(metadata, guide), date && (guide === 'fr' ? `du ${date}` : `van ${date}`), title]
    .filter(Boolean)
    .join(' ');
  const journalDateValue = clean(metadata.journalDate);
  // The Official Journal of the European Communities became the Union's on 1 February 2003.
  const journalCode =
    clean(metadata.abbr) || (isIsoDate(journalDateValue) && journalDateValue < '2003-02-01' ? 'joce' : 'joue');
  const journalDate = citationDate(journalDateValue, guide);
  const serie = clean(metadata.journalSerie).toUpperCase();
  const issue = bareNumber(metadata.journalNumber);
  const page = clean(metadata.subdivision);
  const published = journalDate !== '' || issue !== '';
  if (guide === 'fr') {
    return finish([
      head,
      published && abbreviation('euJournals', journalCode, 'fr'),
      published && [serie, issue].filter(Boolean).join(' '),
      journalDate,
      published && page && `p. ${page}`,
    ]);
  }
  return finish([
    head,
    published && [serie ? `Pb.${serie}.` : 'Pb.', journalDate].filter(Boolean).join(' '),
    issue && `afl. ${issue}`,
    published && page,
  ]);
}

// ---- Case law ----

function chamber(roomNumber: unknown, guide: CitationGuide): string {
  const room = clean(roomNumber);
  if (!room) return '';
  const word = guide === 'fr' ? 'ch.' : 'k.';
  const digits = /^(\d+)[A-Z]?$/i.exec(room);
  if (digits) {
    const number = Number(digits[1]);
    return `${number}${guide === 'fr' && number === 1 ? 're' : 'e'} ${word}`;
  }
  // The Council of State's chambers are numbered in Roman numerals: "XVe ch.".
  if (/^[IVXLC]+$/i.test(room)) return `${room.toUpperCase()}e ${word}`;
  return `${word} ${room}`;
}

/**
 * The court's name and, in parentheses, its qualifiers (division, chamber, nature of the hearing). A name that
 * already ends with a bracket ("Vred. Antwerpen (3e kanton)", "Rb. Brussel (Nl.)") takes them in that bracket,
 * as a division and a chamber share one: "Vred. Antwerpen (3e kanton, kort ged.)", "Rb. Brussel (Nl., 3e k.)".
 */
function courtWithQualifiers(name: string, qualifiers: readonly string[]): string {
  if (qualifiers.length === 0) return name;
  if (/\)$/.test(name)) return `${name.slice(0, -1)}, ${qualifiers.join(', ')})`;
  return `${name} (${qualifiers.join(', ')})`;
}

function courtOf(metadata: Metadata): JurisdictionRecord | undefined {
  if (clean(metadata.country) !== 'be') return undefined;
  const named = jurisdictionByCode(clean(metadata.jurisdictionName));
  if (named) return named;
  // The supreme courts are one each: their type is enough.
  const type = clean(metadata.jurisdictionType);
  return ['cass', 'c-e', 'c-const'].includes(type) ? jurisdictionByCode(type) : undefined;
}

function caseLaw(metadata: Metadata, guide: CitationGuide): string {
  const record = courtOf(metadata);
  const pronounced = clean(metadata.pronouncedDate);
  const court = record
    ? citedCourt(record, { date: pronounced, language: guide, section: clean(metadata.jurisdictionSection) })
    : { name: clean(metadata.title), qualifiers: [] };
  const qualifiers = [...court.qualifiers];
  // The Litigation Chamber and the General Secretariat exist since 25 May 2018: the Privacy Commission before
  // them is cited without either.
  const privacyCommission = isIsoDate(pronounced) && pronounced < DATA_PROTECTION_AUTHORITY_DATE;
  if (record?.code === 'adp' && !privacyCommission) {
    qualifiers.push(abbreviation('jurisdictionAuthors', metadata.jurisdictionAuthor, guide));
  }
  qualifiers.push(chamber(metadata.roomNumber, guide), abbreviation('roomNatures', metadata.roomNature, guide));
  const head = courtWithQualifiers(court.name, qualifiers.filter(Boolean));
  const date = citationDate(pronounced, guide);

  const numbered = NUMBERED_DECISION_TYPES.includes(
    (record?.type ?? clean(metadata.jurisdictionType)) as JurisdictionType,
  );
  const number = bareNumber(metadata.number);
  const role = clean(metadata.roleNumber);
  // A numbered court's decision is cited by its number; its roll number only when it has none.
  const roleShown = role && !(numbered && number) ? role : '';
  const ecli = clean(metadata.ecli)
    .toUpperCase()
    .replace(/\s*:\s*/g, ':');
  const journal = clean(metadata.journalName);
  const year = clean(metadata.year);
  const tome = clean(metadata.tome);
  const reportNumber = bareNumber(metadata.decisionReference);
  const publishedIn = journal !== '';
  // The subdivision is the journal's page, except for the Constitutional Court and the Council of State, cited by
  // their number, where it is the paragraph of the decision cited after the number ("n° 81/2020, B.5"). For these
  // two, a purely numeric subdivision (a page or a page range) with a journal is the journal's page ("J.T., 2020,
  // p. 12"; "JT 2020, 12"): a bare number between the decision's number and the journal would read as neither.
  const subdivision = clean(metadata.subdivision);
  const asPage = !numbered || (publishedIn && /^\d+(\s*-\s*\d+)?$/.test(subdivision));
  const part = asPage ? '' : subdivision;
  const page = asPage ? subdivision : '';

  if (guide === 'fr') {
    return finish([
      head,
      date,
      roleShown && `R.G. n° ${roleShown}`,
      number && `n° ${number}`,
      ecli,
      part,
      journal,
      publishedIn && year,
      publishedIn && tome && `t. ${tome}`,
      publishedIn && (reportNumber ? `n° ${reportNumber}` : page && `p. ${page}`),
    ]);
  }
  return finish([
    [head, date].filter(Boolean).join(' '),
    roleShown && (/\/AR\//i.test(roleShown) ? roleShown : `AR ${roleShown}`),
    number && `nr. ${number}`,
    ecli,
    part,
    publishedIn && [journal, year].filter(Boolean).join(' '),
    publishedIn && (reportNumber ? `nr. ${reportNumber}` : page),
  ]);
}

// ---- Doctrine ----

function doctrine(metadata: Metadata, guide: CitationGuide): string {
  const nature = clean(metadata.nature);
  const authors = citedAuthors(metadata, guide);
  const title = cleanTitle(metadata.title);
  const journal = clean(metadata.journalName);
  const year = clean(metadata.year);
  const tome = clean(metadata.tome);
  const place = clean(metadata.location);
  const publisher = clean(metadata.publishingHouse);
  const page = clean(metadata.subdivision);
  const fr = guide === 'fr';
  const pageText = page && (fr ? `p. ${page}` : page);
  const tomeText = tome && (fr ? `t. ${tome}` : `deel ${tome}`);
  const edition = clean(metadata.edition);
  // A first edition is not cited ("1", "1re éd.", "1ste dr."), a later one is: "2e éd.", "2e ed.".
  const firstEdition = /^0*1\s*(re|ère|er|e|ste|de)?\.?\s*(éd|ed|édition|editie|uitg|dr|druk)?\.?$/i.test(edition);
  const editionText = firstEdition
    ? ''
    : /^\d+$/.test(edition) && Number(edition) > 1
      ? fr
        ? `${edition}e éd.`
        : `${edition}e ed.`
      : edition;
  // In Dutch a journal and its year go together: "TPR 1994, 171".
  const journalYear = fr ? [journal, year] : [[journal, year].filter(Boolean).join(' ')];
  switch (nature) {
    case 'monograph':
      return finish([authors, title, tomeText, editionText, place, publisher, year, pageText]);
    case 'legal-encyclopedia':
      return finish([
        authors,
        quoted(title, guide),
        journal && `in ${journal}`,
        tomeText,
        place,
        publisher,
        year,
        pageText,
      ]);
    case 'study':
      return finish([authors, quoted(title, guide), journal && `in ${journal}`, place, publisher, year, pageText]);
    case 'stop-note': {
      const decision = clean(metadata.stopNumber);
      return finish([
        authors,
        quoted(title, guide),
        decision && `${fr ? 'note sous' : 'noot onder'} ${decision}`,
        ...journalYear,
        fr && tomeText,
        pageText,
      ]);
    }
    case 'publication': {
      const type = label('publicationTypes', metadata.publicationType, guide);
      const number = bareNumber(metadata.number);
      const date = citationDate(metadata.date, guide);
      const head = [
        type,
        number && `${fr ? 'n°' : 'nr.'} ${number}`,
        date && (fr ? `du ${date}` : `van ${date}`),
        title,
      ];
      return finish([authors, head.filter(Boolean).join(' ')]);
    }
    case 'periodicals':
    case 'jurisprudence-review':
      return finish([authors, quoted(title, guide), ...journalYear, fr && tomeText, pageText]);
    default:
      return finish([authors, title, year]);
  }
}

// ---- Contracts, notes, submissions... ----

function authoredDocument(metadata: Metadata, guide: CitationGuide): string {
  return finish([
    label('documentTypes', metadata.type, guide),
    citedAuthors(metadata, guide),
    citationDate(metadata.redactionDate, guide),
  ]);
}

/**
 * The citation of a document from its metadata, in the guide of its language (or of `options.language`).
 * Empty when its type is not chosen.
 */
export function citationOf(metadata: Metadata, options: { language?: string | null } = {}): string {
  const guide = citationGuideFor(options.language ?? metadata.language);
  const type = clean(metadata.type);
  const country = clean(metadata.country);
  switch (type) {
    case 'legislation':
      if (country === 'eu') return euLegislation(metadata, guide);
      if (country === 'be') return belgianLegislation(metadata, guide);
      return finish([cleanTitle(metadata.title), citationDate(metadata.legislationDate, guide)]);
    case 'jurisprudence':
      return caseLaw(metadata, guide);
    case 'doctrine':
      return doctrine(metadata, guide);
    case '':
      return '';
    default:
      return hasValue(type) ? authoredDocument(metadata, guide) : '';
  }
}
