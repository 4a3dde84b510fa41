// Legal citations: acts named by their nature and date ("la loi du 10 mai 2007", "het decreet van 4 april
// 2014", "l'arrêté royal n° 50 du 24 octobre 1967") and article references ("art. 1382 C. civ.", "article 6.5 du
// Code civil", "artikel 1382 oud BW", "articles 544 et 1384, al. 1er, du Code civil", "art. 3, § 2, 2°, de la loi
// du 10 mai 2007"). Read on the folded text with small anchored expressions, one step after another: linear.
import { type DateMatch, datesByStart, findDates } from './dates';
import { foldText, isCapitalAt, lineStartOf, type Span } from './fold';

// ---- Natures of acts ----

/** [how texts write it, its code in the Belgian legislation natures (null: an act without a code of its own)] */
const NATURE_PHRASES: readonly (readonly [string, string | null])[] = [
  ['loi spéciale', 'l-spec'],
  ['loi-programme', 'loi'],
  ['loi', 'loi'],
  ['arrêté royal', 'ar'],
  ['arrêté ministériel', 'am'],
  ['arrêté-loi', 'al-n'],
  ['arrêté du Régent', 'ar-g'],
  ['accord de coopération', 'acc-coop'],
  ['décret spécial', 'd-spec'],
  ['décret', 'decr'],
  ['décret wallon', 'decr-reg-w'],
  // A Flemish decree is the Community's and the Region's at once: no code of either.
  ['décret flamand', 'decr'],
  ['décret de la Région wallonne', 'decr-reg-w'],
  ['décret de la Communauté française', 'decr-comm-fr'],
  ['décret de la Communauté flamande', 'decr-comm-fl'],
  ['décret de la Communauté germanophone', 'decr-comm-germ'],
  ['décret de la Région flamande', 'decr-reg-fl'],
  ['décret de la Commission communautaire française', 'c-c-fr'],
  ['ordonnance', 'ord'],
  ['ordonnance de la Région de Bruxelles-Capitale', 'ord-reg-brux-cap'],
  ['ordonnance bruxelloise', 'ord-reg-brux-cap'],
  ['ordonnance de la Commission communautaire commune', 'c-c-c'],
  ['arrêté du Gouvernement de la Communauté française', 'ag-comm-fr'],
  ['arrêté du Gouvernement de la Communauté germanophone', 'ag-comm-germ'],
  ['arrêté du Gouvernement flamand', 'ag-fl'],
  ['arrêté du Gouvernement de la Région de Bruxelles-Capitale', 'ag-reg-brux-cap'],
  ['arrêté du Collège de la Commission communautaire française', 'ag-fr'],
  // The Walloon Government's decrees have no code among the specification's natures.
  ['arrêté du Gouvernement wallon', null],
  ['Constitution', 'const'],
  ['bijzondere wet', 'l-spec'],
  ['programmawet', 'loi'],
  ['wet', 'loi'],
  ['koninklijk besluit', 'ar'],
  ['ministerieel besluit', 'am'],
  ['besluitwet', 'al-n'],
  ['besluit van de Regent', 'ar-g'],
  ['samenwerkingsakkoord', 'acc-coop'],
  ['bijzonder decreet', 'd-spec'],
  ['decreet', 'decr'],
  ['Waals decreet', 'decr-reg-w'],
  ['Waalse decreet', 'decr-reg-w'],
  ['Vlaams decreet', 'decr'],
  ['Vlaamse decreet', 'decr'],
  ['decreet van het Waals Gewest', 'decr-reg-w'],
  ['decreet van de Franse Gemeenschap', 'decr-comm-fr'],
  ['decreet van de Vlaamse Gemeenschap', 'decr-comm-fl'],
  ['decreet van de Duitstalige Gemeenschap', 'decr-comm-germ'],
  ['decreet van het Vlaamse Gewest', 'decr-reg-fl'],
  ['decreet van het Vlaams Gewest', 'decr-reg-fl'],
  ['ordonnantie', 'ord'],
  ['Brusselse ordonnantie', 'ord-reg-brux-cap'],
  ['ordonnantie van het Brussels Hoofdstedelijk Gewest', 'ord-reg-brux-cap'],
  ['ordonnantie van de Gemeenschappelijke Gemeenschapscommissie', 'c-c-c'],
  ['besluit van de Regering van de Franse Gemeenschap', 'ag-comm-fr'],
  ['besluit van de Regering van de Duitstalige Gemeenschap', 'ag-comm-germ'],
  ['besluit van de Vlaamse Regering', 'ag-fl'],
  ['besluit van de Brusselse Hoofdstedelijke Regering', 'ag-reg-brux-cap'],
  ['besluit van het College van de Franse Gemeenschapscommissie', 'ag-fr'],
  ['besluit van de Waalse Regering', null],
  ['Grondwet', 'const'],
];

/** Abbreviations of natures: a capital first, so that "kb" or "ar" in running text is no act. */
const NATURE_ABBREVIATIONS: readonly (readonly [string, string | null])[] = [
  ['a\\.\\s?r\\.', 'ar'],
  ['k\\.\\s?b\\.', 'ar'],
  ['kb', 'ar'],
  ['a\\.\\s?m\\.', 'am'],
  ['bvr', 'ag-fl'],
  ['a\\.\\s?g\\.\\s?w\\.', null],
  ['agw', null],
];

function phraseSource(phrase: string): string {
  return foldText(phrase)
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/[\s-]+/g, '[\\s-]+');
}

/** Dutch acts named by a compound: de Arbeidsovereenkomstenwet, de Faillissementswet, de Woninghuurwet. */
const NAMED_ACT = '(?!grondwet|besluitwet|programmawet)[a-z]{4,}wet';

const NATURE_SOURCES: readonly (readonly [string, string | null, boolean])[] = [
  ...NATURE_PHRASES.map(([phrase, code]) => [phraseSource(phrase), code, false] as const),
  ...NATURE_ABBREVIATIONS.map(([source, code]) => [source, code, true] as const),
  [NAMED_ACT, 'loi', false] as const,
].sort((a, b) => b[0].length - a[0].length);

/** The natures' alternation (folded text), longest first; a capture group per nature would be too many. */
export const NATURE_ALTERNATION = NATURE_SOURCES.map(([source]) => source).join('|');

const NATURE_EXACT = NATURE_SOURCES.map(
  ([source, code, abbreviated]) => [new RegExp(`^(?:${source})$`), code, abbreviated] as const,
);

/** The nature of an act as written (folded), with its code; undefined when it is no nature. */
export function natureOf(written: string): { code: string | null; abbreviated: boolean } | undefined {
  const folded = foldText(written.trim());
  for (const [pattern, code, abbreviated] of NATURE_EXACT) {
    if (pattern.test(folded)) return { code, abbreviated };
  }
  return undefined;
}

// ---- Act references ----

export interface ActReference extends Span {
  /** Where the nature is written ("loi", "arrêté royal"), and its code (null: no code of its own). */
  nature: Span & { code: string | null };
  /** The act's date, YYYY-MM-DD, and where it is written. */
  date: DateMatch;
}

const ACT = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:(?:la|le|les|het|de|cette|deze|dit)\\s+|l')?(${NATURE_ALTERNATION})(?![\\p{L}\\p{N}])` +
    `(?:\\s+(?:n[°º]|nr\\.?|no\\.)\\s*\\d+)?\\s*,?\\s+(?:du|van)\\s+`,
  'gu',
);
/** A court's order ("l'ordonnance du 12 mars 2019 rendue par le juge") is no act. */
const COURT_ORDER_AFTER =
  /^\s*,?\s*(?:rendue|prononcee|par\s|du\s+(?:juge|president)|dont|entreprise|attaquee|de\s+refere)/;
const COURT_ORDER_BEFORE = /(?:appel|opposition|recours|pourvoi)[^.]{0,40}$/;

/** Every act named with its nature and date. */
export function findActReferences(
  text: string,
  folded: string = foldText(text),
  dates: readonly DateMatch[] = findDates(text, folded),
): ActReference[] {
  const dateStarts = datesByStart(dates);
  const found: ActReference[] = [];
  for (const match of folded.matchAll(ACT)) {
    const date = dateStarts.get(match.index + match[0].length);
    const natureWritten = match[1] ?? '';
    if (!date) continue;
    const natureStart = match.index + match[0].indexOf(natureWritten);
    const nature = natureOf(natureWritten);
    if (!nature) continue;
    if (nature.abbreviated && !isCapitalAt(text, natureStart)) continue;
    if (nature.code === 'ord' && /^ordonnance/.test(natureWritten)) {
      const after = folded.slice(date.end, date.end + 60);
      const before = folded.slice(Math.max(0, match.index - 60), match.index);
      if (COURT_ORDER_AFTER.test(after) || COURT_ORDER_BEFORE.test(before)) continue;
    }
    found.push({
      start: match.index,
      end: date.end,
      nature: { start: natureStart, end: natureStart + natureWritten.length, code: nature.code },
      date,
    });
  }
  return found;
}

// ---- Article references ----

export interface ArticleReference extends Span {
  /** The act it belongs to when written with its nature and date ("de la loi du 10 mai 2007"). */
  act: ActReference | null;
}

const ARTICLE_WORD = /(?<![\p{L}\p{N}])(?:articles?|artikelen|artikel|artt?\.|art(?=\s*\d))/gu;
const NUMBER =
  /\s*(?:[ivxl]+\.)?\d+(?:[.:/]\d+)*(?:er|re)?(?:[\s-]?(?:bis|ter|quater|quinquies|sexies|septies|octies|nonies|novies|decies|undecies|duodecies))?(?![\p{L}\p{N}°])/uy;
const LIST = /\s*(?:,|et|en|a|tot|ou|of|&)\s*(?=(?:[ivxl]+\.)?\d)/y;
const SUBDIVISIONS = [
  // A roman numeral between commas: "art. 6, § 1er, VIII, 1°, de la loi spéciale".
  /\s*,\s*[ivxl]{1,6}(?=\s*,)/y,
  /\s*,?\s*§\s*\d+(?:er)?(?:[\s-]?(?:bis|ter|quater))?(?![\p{L}\p{N}])/uy,
  /\s*,?\s*(?:al(?:inea)?\.?|lid)\s*\d+(?:er|e)?(?![\p{L}\p{N}])/uy,
  /\s*,?\s*(?:premier|deuxieme|second|troisieme|quatrieme|cinquieme|dernier|eerste|tweede|derde|vierde|vijfde|laatste)\s+(?:alinea|lid)(?![\p{L}\p{N}])/uy,
  /\s*,?\s*alinea\s+(?:premier|1er)(?![\p{L}\p{N}])/uy,
  /\s*,?\s*\d+°/uy,
  /\s*,?\s*(?:litt?\.\s*|littera\s+|point\s+|punt\s+)?[a-z]\)/uy,
  /\s*,?\s*(?:in\s+fine|premiere\s+phrase|eerste\s+zin)(?![\p{L}\p{N}])/uy,
];
/** What may not follow a number reached by a comma: then it was no article ("art. 5, 12 mars", "art. 5, 3 ans"). */
const NOT_AN_ARTICLE_AFTER =
  /\s*(?:janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre|januari|februari|maart|april|mei|juni|juli|augustus|oktober|ans?|jours?|mois|jaar|jaren|dagen|maanden|%|€|eur|euros?)(?![\p{L}])/uy;

const CODES = [
  'code civil|c\\.\\s?civ\\.?|c\\.\\s?c\\.|burgerlijk\\s+wetboek|b\\.\\s?w\\.?|bw',
  'code judiciaire|c\\.\\s?jud\\.?|ger\\.\\s?w\\.?|gerechtelijk\\s+wetboek',
  'code penal|c\\.\\s?pen\\.?|strafwetboek|s\\.\\s?w\\.|sw\\.?',
  "code d'instruction criminelle|c\\.\\s?i\\.\\s?cr\\.?|wetboek\\s+van\\s+strafvordering|s\\.\\s?v\\.|sv\\.?",
  "convention europeenne des droits de l'homme(?: et des libertes fondamentales)?|convention de sauvegarde des droits de l'homme et des libertes fondamentales|conv\\.\\s?eur\\.\\s?d\\.\\s?h\\.?|c\\.\\s?e\\.\\s?d\\.\\s?h\\.|cedh",
  'europees verdrag (?:tot bescherming )?(?:voor|van) de rechten van de mens(?: en de fundamentele vrijheden)?|e\\.\\s?v\\.\\s?r\\.\\s?m\\.|evrm',
  'code des societes et des associations|code des societes|c\\.\\s?soc\\.?|c\\.\\s?s\\.\\s?a\\.|csa',
  'wetboek van vennootschappen en verenigingen|wetboek van vennootschappen|w\\.\\s?venn\\.?|wvv',
  'code de droit economique|c\\.\\s?d\\.\\s?e\\.|cde|wetboek (?:van )?economisch recht|wer',
  'code des impots sur les revenus(?: 1992)?|c\\.\\s?i\\.\\s?r\\.\\s?(?:1992|92)|cir\\s?(?:1992|92)',
  'wetboek (?:van )?de inkomstenbelastingen(?: 1992)?|w\\.\\s?i\\.\\s?b\\.\\s?(?:1992|92)|wib\\s?(?:1992|92)',
  'constitution|const\\.|grondwet|gw\\.',
  'code de la t\\.?v\\.?a\\.?|c\\.\\s?t\\.\\s?v\\.\\s?a\\.|btw-wetboek|w\\.\\s?btw',
  "traite sur le fonctionnement de l'union europeenne|tfue|verdrag betreffende de werking van de europese unie|vweu",
  "traite sur l'union europeenne|verdrag betreffende de europese unie|tue|veu",
  "charte des droits fondamentaux de l'union europeenne|handvest van de grondrechten van de europese unie",
  'code de droit international prive|codip|wetboek (?:van )?internationaal privaatrecht|wipr',
  "code wallon de l'amenagement du territoire, de l'urbanisme et du patrimoine|cwatup|code du developpement territorial|codt",
  "code bruxellois de l'amenagement du territoire|cobat|vlaamse codex ruimtelijke ordening|vcro",
  'code du bien-etre au travail|codex over het welzijn op het werk',
  'code de la route|wegverkeersreglement',
  // Dutch acts named by a compound: Arbeidsovereenkomstenwet, Faillissementswet, Woninghuurwet...
  '\\p{L}{4,}wet',
]
  .join('|')
  .replace(/ /g, '\\s+');

const CODE = new RegExp(
  `\\s*,?\\s*(?:(?:du|de\\s+la|des|de|van\\s+het|van\\s+de|van|uit\\s+het)\\s+|de\\s+l'|l')?` +
    `(?:(?:ancien|nouveau|anc\\.|nouv\\.|oud|nieuw|oude|nieuwe)\\s+)?(?:${CODES})(?![\\p{L}\\p{N}])`,
  'uy',
);
const ACT_LINK = /\s*,?\s*(?:de|du|des|van)\s+/y;
const SAME_ACT =
  /\s*,?\s*(?:de\s+(?:la\s+meme|ladite|cette|la\s+presente)\s+(?:loi|ordonnance)|du\s+(?:meme|present|dit)\s+(?:decret|arrete|code)|de\s+la\s+loi\s+precitee|van\s+(?:dezelfde|die|deze|de\s+voormelde|de\s+voornoemde|de\s+genoemde)\s+(?:wet|decreet|ordonnantie|besluit|wetboek))(?![\p{L}\p{N}])/uy;
/** An article's heading inside an act ("Art. 2. Pour l'application...") is no reference to it. */
const ARTICLE_HEADING = /[ \t]*art\.\s*\d+(?:er)?(?:[\s-]?(?:bis|ter|quater))?\.(?:\s|$)/y;

function sticky(pattern: RegExp, folded: string, position: number): number | null {
  pattern.lastIndex = position;
  const match = pattern.exec(folded);
  return match ? position + match[0].length : null;
}

/** Every article reference, with the act or code it names when one follows. */
export function findArticleReferences(
  text: string,
  folded: string = foldText(text),
  acts: readonly ActReference[] = findActReferences(text, folded),
): ArticleReference[] {
  const actStarts = new Map(acts.map((act) => [act.start, act]));
  const found: ArticleReference[] = [];
  for (const word of folded.matchAll(ARTICLE_WORD)) {
    const start = word.index;
    const lineStart = lineStartOf(folded, start, 40);
    if (/^[ \t]*$/.test(folded.slice(lineStart, start)) && sticky(ARTICLE_HEADING, folded, lineStart) !== null) {
      continue;
    }
    let position = sticky(NUMBER, folded, start + word[0].length);
    if (position === null) continue;
    for (let step = 0; step < 24; step += 1) {
      let next: number | null = null;
      for (const subdivision of SUBDIVISIONS) {
        next = sticky(subdivision, folded, position);
        if (next !== null) break;
      }
      if (next === null) {
        const link = sticky(LIST, folded, position);
        const item = link === null ? null : sticky(NUMBER, folded, link);
        if (item !== null && sticky(NOT_AN_ARTICLE_AFTER, folded, item) === null) next = item;
      }
      if (next === null) break;
      position = next;
    }
    let act: ActReference | null = null;
    const code = sticky(CODE, folded, position);
    if (code !== null) {
      position = code;
    } else {
      const link = sticky(ACT_LINK, folded, position);
      const linked = link === null ? undefined : actStarts.get(link);
      if (linked) {
        act = linked;
        position = linked.end;
      } else {
        position = sticky(SAME_ACT, folded, position) ?? position;
      }
    }
    found.push({ start, end: position, act });
  }
  return found;
}
