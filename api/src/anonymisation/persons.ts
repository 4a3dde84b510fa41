// The natural persons named in a French or Dutch judgment, every variant of one person grouped: "Monsieur Jean
// DUPONT", "J. Dupont", "DUPONT", "Dupont Jean" are one person; "de heer Jan Peeters" and "mevrouw Peeters" two
// when their first names or civilities differ. Magistrates, registrars, lawyers, notaries and bailiffs in their
// role are kept, and so are the names inside a company's or a public body's name.
//
// How: every run of capitalised words on a line is read once (linear in the text). A run is a person when its
// context says so (a civility, a party's or a witness's role, the words that follow a party's name, a line of the
// parties' heading, a sentence about the children) or when it is a known first name beside a surname; it is kept
// when a professional title comes before or after it, when it is listed after a professional's name, or when it is
// an author cited for their writing. Then each person's surname, and each first name only one person has, is looked
// for everywhere else in the text, with the first name or initial beside the surname when there is one.
import { foldText, type Span } from '../recognition';
import { isCommonWord, isFirstName } from './names';

export interface PersonSpan extends Span {
  /** Index of the person (0, 1, ...) in order of first appearance. */
  person: number;
}

export interface PersonsFound {
  persons: PersonSpan[];
  /** The magistrates', registrars' and lawyers' names found, kept as they are. */
  kept: Span[];
}

type Gender = 'm' | 'f' | null;

interface Mention extends Span {
  surname: string | null;
  /** The surname as written, folded, words separated by single spaces (for the search of its variants). */
  surnameWritten: string | null;
  firstName: string | null;
  initial: string | null;
  gender: Gender;
  /** Introduced as a child (l'enfant, het kind, son fils...): a first name alone is its name, not a surname. */
  child: boolean;
}

interface Person {
  surname: string | null;
  surnameWritten: string | null;
  firstNames: Set<string>;
  initials: Set<string>;
  gender: Gender;
}

// Capitalised words (Dupont, DUPONT, D'Hondt, d'Ursel, Jean-Pierre) and initials (J., J.-P.), with the small
// particles of Belgian surnames between them (Jan van den Bossche, Marie de Smet).
const WORD = "(?:[dD]['’])?\\p{Lu}(?:\\.(?:-\\p{Lu}\\.)?|[\\p{L}]*(?:[-'’]\\p{L}+)*)";
const PARTICLES = '(?:van|de|der|den|ter|ten|vanden|vander|vande|le|du|von)';
const RUN = new RegExp(`(?<![\\p{L}\\p{N}'’.-])${WORD}(?:[ \\u00a0]+(?:${PARTICLES}[ \\u00a0]+)*${WORD})*`, 'gu');
const MAX_NAME_WORDS = 7;
const CAPITAL_PARTICLES = new Set([
  'van',
  'vanden',
  'vander',
  'vande',
  'de',
  'der',
  'den',
  'le',
  'la',
  'du',
  'di',
  'da',
  'del',
  'della',
  'ter',
  'ten',
  'von',
  'el',
  'al',
  'ben',
]);
const TOKEN = new RegExp(`${PARTICLES}(?=[ \\u00a0])|${WORD}`, 'gu');

const CIVILITIES: Readonly<Record<string, Gender>> = {
  monsieur: 'm',
  'm.': 'm',
  mr: 'm',
  messieurs: 'm',
  heren: 'm',
  'mm.': 'm',
  sieur: 'm',
  dhr: 'm',
  'dhr.': 'm',
  heer: 'm',
  meneer: 'm',
  mijnheer: 'm',
  madame: 'f',
  'mme.': 'f',
  mme: 'f',
  mmes: 'f',
  mesdames: 'f',
  dames: 'f',
  mademoiselle: 'f',
  mlle: 'f',
  dame: 'f',
  mevrouw: 'f',
  mevr: 'f',
  'mevr.': 'f',
  juffrouw: 'f',
};
const LAWYER_TITLES = new Set(['me', 'mes', 'maitre', 'maitres', 'meester', 'mr.', 'mrs.']);

// What comes just before a professional's name: a title or a role ("Me", "le juge", "greffier :", "advocaat").
const PROFESSIONAL_BEFORE = new RegExp(
  '(?:^|[^\\p{L}])(?:me|mes|maitres?|meester|mr\\.|avocate?s?|advocaten|advocaat|loco|juges?|president(?:e)?|vice-president(?:e)?|conseill(?:er|ere)s?|greffi(?:er|ere)s?(?: en chef)?|substitut|procureur(?: du roi| general)?|avocat general|premier president|auditeur(?: du travail)?|auditrice|magistrat|assesseur|notaire|huissier(?: de justice)?|rechter|voorzitter|ondervoorzitter|kamervoorzitter|afdelingsvoorzitter|eerste voorzitter|jeugdrechter|griffier|hoofdgriffier|raadsheer|raadsheren|substituut|procureur des konings|advocaat-generaal|arbeidsauditeur|vrederechter|juge de paix|notaris|gerechtsdeurwaarder|curateur|curator|mediateur|bemiddelaar|juge-commissaire|juge commissaire|rechter-commissaris|presidee? par|voorgezeten door)(?: suppleante?| plaatsvervangend| de paix| au tribunal| a la cour| in sociale zaken| sociale?| consulaire| effective?| titulaire| de (?:section|chambre|division))?\\s*[:,]?\\s*(?:(?:est|is)\\s+)?(?:(?:monsieur|madame|m\\.|mme|mevrouw|mevr\\.|de heer|dhr\\.)\\s*)?$',
  'u',
);
// The roles of magistrates, registrars, lawyers, notaries and bailiffs, as they follow a name (", juge").
const PROFESSIONAL_ROLES =
  '(?:juges?|president(?:e)?s?|vice-president(?:e)?|premier president|conseill(?:er|ere)s?|greffi(?:er|ere)s?|substitut|procureur|avocat general|auditeur|magistrat|assesseur|notaire|huissier|avocate?s?|rechters?|voorzitter|ondervoorzitter|kamervoorzitter|eerste voorzitter|afdelingsvoorzitter|griffier|hoofdgriffier|raadsheer|raadsheren|substituut|advocaat-generaal|advocaat|advocaten|arbeidsauditeur|vrederechter|jeugdrechter|notaris|gerechtsdeurwaarder|toegevoegd rechter|plaatsvervangend|juge de paix|juge suppleant|curateur|curator)(?![\\p{L}])';
// What comes just after a professional's name: ", juge", ", greffier", ", avocat à Liège", ", advocaat te Gent",
// also past the next name of an enumeration ("Messieurs X et Y, juges sociaux").
const PROFESSIONAL_AFTER = new RegExp(
  `^(?:\\s*(?:,|et|en)\\s+(?:(?:monsieur|madame|de heer|mevrouw|m\\.|mme)\\s+)?(?:[\\p{L}'’-]+\\s+){0,3}[\\p{L}'’-]+\\s*,)?\\s*[,:-]?\\s*\\(?${PROFESSIONAL_ROLES}`,
  'u',
);
// A professional's title written capitalised before the name ("Notaris Peter X", "Raadsheer Koen Y").
const PROFESSIONAL_TITLES = new Set(
  'notaire notaris raadsheer conseiller conseillere advocaat-generaal gerechtsdeurwaarder huissier juge rechter voorzitter president presidente greffier greffiere substitut substituut procureur vrederechter jeugdrechter afdelingsvoorzitter kamervoorzitter'.split(
    ' ',
  ),
);

// The roles of the persons to replace, just before their name ("l'enfant Emma", "de getuige An Claes").
const ROLE_BEFORE = new RegExp(
  "(?:^|[^\\p{L}])(?:(?:le|la|les|l'|de|het|son|sa|ses|leur|leurs|zijn|haar|hun|du|des|un|une|een|au|aux|a|par|door|met|van)\\s*)?(?:enfants?|kind(?:eren)?|minderjarigen?|mineure?s?|fils|fille|filles|zoon|dochter|temoins?|getuigen?|experte?|expert judiciaire|deskundigen?|victimes?|slachtoffers?|prevenue?s?|beklaagden?|partie civile|burgerlijke partij|defunte?|wijlen|feue?|de cujus|epoux|epouse|echtgeno(?:ot|te)|conjointe?|ex-epoux|ex-epouse|ex-echtgeno(?:ot|te)|compagne?|partner|concubine?|pere|mere|vader|moeder|grand-(?:pere|mere)|grootvader|grootmoeder|frere|soeur|broer|zus|neveu|niece|cousine?|oncle|tante|heritiere?s?|erfgena(?:am|men)|locataire|bailleur|bailleresse|huurder|verhuurder|travailleur|travailleuse|werknemer|werkneemster|ouvriere?|employee?|bediende|conducteur|conductrice|bestuurder|passag(?:er|ere)|pieton|voetganger|cycliste|fietser|requerante?|verzoek(?:er|ster)|demandeur|demanderesse|defendeur|defenderesse|appelante?|intimee?|eiser(?:es)?|verweerder|verweerster|appellant|geintimeerde|nomme|nommee|genaamde?|dite?|sieur|dame|voisine?|buurman|buurvrouw|assistante? sociale?|medecin|docteur|dr\\.|dokter|tuteur|tutrice|voogd|administrat(?:eur|rice) provisoire|bewindvoerder|prenommee?|denommee?|genaamde?|roepnaam)\\s*[:,]?\\s*$",
  'u',
);
const CHILD_BEFORE =
  /(?:(?:parents|ouders) (?:de|d'|van)|geboren:|enfants?|kind(?:eren)?|minderjarigen?|mineure?s?|fils|fille|filles|zoon|dochter)\s*:?\s*$/u;

// What follows a party's name: birth, domicile, national register number, role in the case.
const PERSON_AFTER =
  /^\s*[,(]\s*(?:\(?(?:nee?s?|ne\(e\)|geboren|°|domicilie|demeurant|residant|ayant (?:son|sa) (?:domicile|residence)|wonende|wonend|woonachtig|gedomicilieerd|met woonplaats|ingeschreven|registre national|rijksregister|nn|rrn|n\.n\.|numero national|partie (?:demanderesse|defenderesse|civile|intervenante)|demandeu?r(?:esse)?|defendeu?r(?:esse)?|appelante?|intimee?|requerante?|prevenue?|eiser(?:es)?|verweerder|verweerster|appellante?|geintimeerde|verzoek(?:er|ster)|beklaagde|burgerlijke partij|ci-apres|hierna|agee? de|\d+ ans|oud \d+|de nationalite|van (?:belgische|franse|nederlandse) nationaliteit|sans profession|zonder beroep|ouvrier|employe|bediende|werknemer|pensionnee?|gepensioneerd))/u;

// A company or a public body right before or after the run: the run is its name, not a person's.
const COMPANY_BESIDE_BEFORE =
  /(?:^|[^\p{L}])(?:sa|s\.a\.|srl|sprl|scrl|sc|snc|asbl|nv|n\.v\.|bv|bvba|cvba|cv|vzw|commv|societe|vennootschap|firma|etablissements|ets\.?|groupe|bureau|cabinet|kantoor|rue|avenue|boulevard|chaussee|place|square|quai|straat|laan|plein|de la|du|des|commune|ville|gemeente|stad|cpas|ocmw|saint|sainte|sint|hopital|ziekenhuis|clinique|kliniek|ecole|school|college|athenee|lycee|institut|universite|universiteit|banque|bank|parc|domaine|residence|hotel|cafe|restaurant|garage|pharmacie|apotheek)\s*$/u;
const COMPANY_BESIDE_AFTER =
  /^\s*,?\s*(?:sa|s\.a\.|srl|s\.r\.l\.|sprl|scrl|sc|snc|asbl|nv|n\.v\.|bv|bvba|cvba|cv|vzw|commv|gcv)(?![\p{L}])/u;

// Capitalised words a sentence or a title starts with, never a name's first word.
const NOT_NAMES = new Set(
  (
    'le la les l un une des du de et en au aux a par pour sur sous dans avec sans selon vu attendu considerant ' +
    'que qui quant ainsi lorsque lors si alors mais or donc car il elle ils elles on nous vous ce cette ces son sa ' +
    'ses leur leurs mon ma mes dit dits dite condamne condamnons dit pour droit statuant declare ordonne reserve ' +
    'de het een en van voor met door op in uit bij naar over onder tegen zonder volgens gelet overwegende ' +
    'dat die deze dit zij hij wij u ze er als om zo ook nog wel niet maar want dus toch indien wanneer ' +
    'veroordeelt verklaart beveelt zegt houdt ' +
    'tribunal cour chambre justice juge president greffier greffiere ministere public parquet procureur ' +
    'rechtbank hof kamer rechter voorzitter griffier openbaar ministerie ' +
    'monsieur madame mademoiselle mevrouw meneer mijnheer heer dame sieur me maitre meester mr dhr mevr mme mlle mm ' +
    'article articles artikel artikelen loi wet code wetboek arrete besluit decret decreet ' +
    'en cause contre tegen inzake zake partie parties partij partijen ' +
    'etat belge belgische staat region gewest ' +
    'janvier fevrier mars avril mai juin juillet aout septembre octobre novembre decembre ' +
    'januari februari maart april mei juni juli augustus oktober ' +
    'lundi mardi mercredi jeudi vendredi samedi dimanche maandag dinsdag woensdag donderdag vrijdag zaterdag zondag ' +
    'belgique belgie bruxelles brussel liege luik anvers antwerpen gand gent namur namen mons bergen ' +
    'faits feiten procedure rechtspleging discussion bespreking motifs redenen dispositif beslissing ' +
    'demandeur demanderesse defendeur defenderesse appelant appelante intime intimee eiser verweerder ' +
    'temoin getuige expert deskundige enfant kind pere mere vader moeder ' +
    'objet voorwerp quant ten tot na ter sinds depuis apres avant entre ni ou of noch ' +
    'concernant betreffende i ii iii iv v vi vii viii ix x haar zijn hun feu wijlen roi reine koning koningin prince prins'
  ).split(' '),
);

interface Token extends Span {
  text: string;
  folded: string;
  kind: 'initial' | 'upper' | 'capital' | 'particle';
}

function tokensOf(text: string, folded: string, start: number, end: number): Token[] {
  const tokens: Token[] = [];
  const pattern = new RegExp(TOKEN.source, 'gu');
  const run = text.slice(start, end);
  for (const match of run.matchAll(pattern)) {
    const tokenStart = start + match.index;
    const tokenEnd = tokenStart + match[0].length;
    const written = match[0];
    const kind: Token['kind'] = /^\p{Ll}/u.test(written)
      ? /^[dD]['’]/u.test(written)
        ? 'capital'
        : 'particle'
      : /^\p{Lu}\.(?:-\p{Lu}\.)?$/u.test(written)
        ? 'initial'
        : written.length >= 2 && written === written.toUpperCase() && /\p{Lu}.*\p{Lu}/u.test(written)
          ? 'upper'
          : 'capital';
    tokens.push({ start: tokenStart, end: tokenEnd, text: written, folded: folded.slice(tokenStart, tokenEnd), kind });
  }
  // A capitalised particle before another word of the name is a particle: Van Lint, De Vlieger, Le Clercq.
  tokens.forEach((token, index) => {
    if (
      (token.kind === 'capital' || token.kind === 'upper') &&
      index < tokens.length - 1 &&
      CAPITAL_PARTICLES.has(token.folded)
    ) {
      token.kind = 'particle';
    }
  });
  return tokens;
}

function civilityOf(token: Token): Gender | undefined {
  return CIVILITIES[token.folded] ?? (token.kind === 'initial' && token.folded === 'm.' ? 'm' : undefined);
}

/** The line's text before `index`, at most `limit` characters, folded. */
function before(folded: string, index: number, limit = 60): string {
  const from = Math.max(0, index - limit);
  const slice = folded.slice(from, index);
  const newline = slice.lastIndexOf('\n');
  return newline < 0 ? slice : slice.slice(newline + 1);
}

const CHILD_SENTENCE =
  /(?:^|[^\p{L}])(?:enfants?|kind(?:eren)?|fils|filles?|zoons?|dochters?|mineure?s?|minderjarigen?)(?![\p{L}])/u;

/** The sentence's text before `index` (from the last full stop or line break), at most 200 characters, folded. */
function sentenceBefore(folded: string, index: number): string {
  const slice = folded.slice(Math.max(0, index - 200), index);
  const end = Math.max(slice.lastIndexOf('. '), slice.lastIndexOf('\n'));
  return end < 0 ? slice : slice.slice(end + 1);
}

function after(folded: string, index: number, limit = 60): string {
  return folded.slice(index, index + limit);
}

function surnameKey(written: string): string {
  return written.replace(/[\s'’-]+/g, '');
}

function overlapsAny(spans: readonly Span[], start: number, end: number): boolean {
  // Spans are few per line; a linear scan over a sorted array bounded by a binary search.
  let low = 0;
  let high = spans.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((spans[middle]?.end ?? 0) <= start) low = middle + 1;
    else high = middle;
  }
  for (let index = low; index < spans.length; index += 1) {
    const span = spans[index];
    if (!span || span.start >= end) break;
    if (span.end > start) return true;
  }
  return false;
}

/** Sorted by start and merged, for `overlapsAny`. */
function normalised(spans: readonly Span[]): Span[] {
  const sorted = [...spans].sort((a, b) => a.start - b.start);
  const merged: Span[] = [];
  for (const span of sorted) {
    const last = merged[merged.length - 1];
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
}

/**
 * The persons of `text`. `blocked`: spans where no person is (companies, public bodies, courts, citations and
 * the other entities already found); `partyBlocks`: the parties' heading blocks (findPartyBlocks).
 */
export function findPersons(
  text: string,
  folded: string = foldText(text),
  blocked: readonly Span[] = [],
  partyBlocks: readonly Span[] = [],
): PersonsFound {
  const blockedSpans = normalised(blocked);
  const mentions: Mention[] = [];
  const kept: Span[] = [];
  let previousPersonEnd = -1;
  let previousKeptEnd = -1;
  const keptSurnames = new Set<string>();

  for (const match of text.matchAll(RUN)) {
    const runStart = match.index;
    const runEnd = runStart + match[0].length;
    let tokens = tokensOf(text, folded, runStart, runEnd);
    // Leading titles, civilities and sentence words are context, not the name.
    let gender: Gender = null;
    let civility = false;
    let lawyer = false;
    while (tokens.length > 0) {
      const first = tokens[0];
      if (!first) break;
      const genderOfFirst = civilityOf(first);
      if (genderOfFirst !== undefined && tokens.length > 1) {
        gender = genderOfFirst;
        civility = true;
      } else if ((LAWYER_TITLES.has(first.folded) || PROFESSIONAL_TITLES.has(first.folded)) && first.kind !== 'upper') {
        lawyer = true;
      } else if (
        (first.kind !== 'particle' && NOT_NAMES.has(first.folded.replace(/\.$/, ''))) ||
        /^\p{Lu}['’]\p{Ll}/u.test(first.text) ||
        // "Monsieur le Président", "Le Roi Philippe": an article before a title, not a surname's particle.
        (first.kind === 'particle' && (/^(?:le|la|du|des)$/.test(first.text) || NOT_NAMES.has(tokens[1]?.folded ?? '')))
      ) {
        // a sentence's first word, or a lone particle
      } else break;
      tokens = tokens.slice(1);
    }
    // A run reaching into a company's or a body's name ("Sarah X van de Vlaamse Gemeenschap") stops before it.
    const blockedAt = tokens.findIndex((token) => overlapsAny(blockedSpans, token.start, token.end));
    if (blockedAt >= 0) tokens = tokens.slice(0, blockedAt);
    while (tokens.length > 0 && tokens[tokens.length - 1]?.kind === 'particle') tokens = tokens.slice(0, -1);
    if (tokens.every((token) => token.kind === 'particle')) continue;
    // A name has a few words; a longer run of capitalised words is a title, a heading or a list.
    if (tokens.length > MAX_NAME_WORDS) continue;
    if (tokens.length === 1 && tokens[0] && tokens[0].text.replace(/\W/g, '').length < 2) continue;
    const firstToken = tokens[0];
    const lastToken = tokens[tokens.length - 1];
    if (!firstToken || !lastToken) continue;
    // Initials alone ("Monsieur K. B.") are a pseudonym already.
    if (tokens.every((token) => token.kind === 'initial')) continue;
    // A shop, a café, a school or a clinic named after someone is not that person.
    if (ESTABLISHMENTS.has(firstToken.folded)) continue;
    const start = firstToken.start;
    const end = lastToken.end;
    if (overlapsAny(blockedSpans, start, end)) continue;
    const textBefore = before(folded, start);
    const textAfter = after(folded, end);
    if (
      tokens.some(
        (token) => token.kind === 'upper' && /^(?:sa|srl|sprl|nv|bv|bvba|asbl|vzw|cvba|scrl)$/.test(token.folded),
      )
    ) {
      continue;
    }
    if (COMPANY_BESIDE_BEFORE.test(textBefore) && !civility) continue;
    if (COMPANY_BESIDE_AFTER.test(textAfter)) continue;
    const professional =
      lawyer ||
      PROFESSIONAL_BEFORE.test(textBefore) ||
      PROFESSIONAL_AFTER.test(textAfter) ||
      isCitedAuthor(textBefore, folded.slice(end, end + 140));
    // "les conseillers Michel X, Marie Y et Sabine Z": a name listed after a professional's is one too, unless
    // what follows it describes a party.
    const listedAfterProfessional =
      previousKeptEnd >= 0 &&
      /^\s*(?:,|et|en|,\s*et|,\s*en)\s*$/u.test(folded.slice(previousKeptEnd, start)) &&
      !PERSON_AFTER.test(textAfter);
    // "condamne le juge de paix X" cannot be read from the words alone: a party already named is a party.
    const knownParty = professional && !lawyer && isKnownParty(parseName(tokens, null, false), mentions);
    const name = parseName(tokens, null, false);
    // A professional met once keeps their role wherever their name comes back ("prononcé par ... Christian X").
    const knownProfessional = !!name?.surname && keptSurnames.has(name.surname) && !isKnownParty(name, mentions);
    if ((professional && !knownParty) || listedAfterProfessional || knownProfessional) {
      kept.push({ start, end });
      if (name?.surname) keptSurnames.add(name.surname);
      previousKeptEnd = end;
      continue;
    }
    const civilityBefore =
      /(?:^|[^\p{L}])(monsieur|madame|mademoiselle|messieurs|mesdames|m\.|mme|mlle|mevrouw|mevr\.|de heer|de heren|dhr\.|meneer|mijnheer|sieur|dame)\s*$/u.exec(
        textBefore,
      );
    if (civilityBefore?.[1] && !civility) {
      civility = true;
      gender = CIVILITIES[civilityBefore[1].replace(/^de /, '')] ?? null;
    }
    const role = ROLE_BEFORE.test(textBefore);
    // "Jean DUPONT et Marie DURAND", "Emma, Lucas et Noah": a name after a person's, if it looks like a name.
    const enumerated =
      previousPersonEnd >= 0 &&
      /^\s*(?:,|et|en|,\s*et|,\s*en)\s*$/u.test(folded.slice(previousPersonEnd, start)) &&
      tokens.some((token) => token.kind === 'upper' || token.kind === 'initial' || isFirstName(token.folded));
    const child = CHILD_BEFORE.test(textBefore) || (enumerated && mentions[mentions.length - 1]?.child === true);
    const partyLine =
      overlapsAny(partyBlocks, start, end) &&
      /^\s*(?:\d+[.)]|[-–•*])?\s*$/u.test(before(folded, start, 200)) &&
      tokens.some((token) => token.kind === 'upper');
    // "établi à Herstal, demanderesse": a place before a party's role is the company's seat, not a person.
    const described =
      PERSON_AFTER.test(textAfter) && !/(?:^|[^\p{L}])(?:a|au|te|in|en|op)\s*(?:\d{4}\s+)?$/u.test(textBefore);
    // "Deux enfants sont nés de leur union : Léa, le 2 mars 2014, et Noah": a first name alone in a sentence about
    // the children.
    const childInSentence =
      tokens.length === 1 && isFirstName(firstToken.folded) && CHILD_SENTENCE.test(sentenceBefore(folded, start));
    const firstNameAt = tokens.findIndex((token) => token.kind !== 'particle' && isFirstName(token.folded));
    const namedByFirstName =
      tokens.length >= 2 &&
      firstNameAt >= 0 &&
      tokens.some((token, index) => index !== firstNameAt && token.kind !== 'particle' && !NOT_NAMES.has(token.folded));
    if (!(
      civility ||
      role ||
      enumerated ||
      partyLine ||
      described ||
      namedByFirstName ||
      knownParty ||
      childInSentence
    )) {
      continue;
    }
    // A lone word after a role alone is a name if written like one: in capitals, a first name, or no common word
    // ("le témoin DUPONT", "l'enfant Emma", not "le témoin Ensuite").
    if (
      tokens.length === 1 &&
      !civility &&
      !described &&
      firstToken.kind === 'capital' &&
      !isFirstName(firstToken.folded) &&
      isCommonWord(firstToken.folded)
    ) {
      continue;
    }
    const mention = parseName(tokens, gender, child || childInSentence);
    if (!mention) continue;
    mentions.push(mention);
    previousPersonEnd = mention.end;
  }

  return { persons: groupAndSpread(text, folded, mentions, normalised([...blockedSpans, ...kept])), kept };
}

const ESTABLISHMENTS = new Set(
  (
    'cafe frituur friture restaurant hotel garage brasserie taverne boulangerie bakkerij slagerij boucherie pharmacie ' +
    'apotheek kapsalon salon immo agence residence residentie home kliniek clinique hopital ziekenhuis ecole school ' +
    'athenee college lycee institut instituut universite universiteit fondation stichting maison huis domaine ' +
    'centre centrum club'
  ).split(' '),
);

// What follows an author's name in a citation of legal writing: a page, a publisher, a law review, a title in quotes.
const PUBLICATION =
  /(?:\bpp?\.\s?\d|bruylant|larcier|kluwer|intersentia|die keure|anthemis|story|maklu|wolters|dalloz|l\.g\.d\.j\.|\b(?:j\.t\.|r\.w\.|t\.b\.b\.r\.|r\.g\.d\.c\.|pas\.|arr\. cass\.|r\.c\.j\.b\.|j\.l\.m\.b\.|n\.j\.w\.|t\.p\.r\.|r\.d\.c\.|chr\. d\.s\.|j\.t\.t\.|rev\.|tijdschr\.)|^\s*,\s*[«“]|\bop\. cit|\bo\.c\.|\b(?:ed|ed\.|uitg)\.|\bt\.\s?[ivx\d]+,)/u;
const CITING = /(?:selon|voy\.|voir|zie|cf\.|comp\.|aussi|ook|contra|en ce sens|in die zin)\s*:?\s*$/u;

/** Whether the name is an author cited for their writing ("P. Van Ommeslaghe, Droit des obligations, p. 12"). */
function isCitedAuthor(textBefore: string, textAfter: string): boolean {
  const sentence = textAfter.split(/[;\n]|\.\s+\p{Lu}/u)[0] ?? '';
  if (!/^\s*,/u.test(textAfter)) return false;
  return PUBLICATION.test(sentence) || (CITING.test(textBefore) && /^\s*,\s*(?:\p{L}+\s){0,6}\p{L}+,/u.test(textAfter));
}

/** Whether a name is a party's already met (same surname, compatible first name). */
function isKnownParty(name: Mention | null, mentions: readonly Mention[]): boolean {
  if (!name?.surname) return false;
  return mentions.some(
    (mention) =>
      mention.surname === name.surname &&
      (!name.firstName || !mention.firstName || mention.firstName === name.firstName),
  );
}

function parseName(tokens: readonly Token[], gender: Gender, child: boolean): Mention | null {
  const first = tokens[0];
  const last = tokens[tokens.length - 1];
  if (!first || !last) return null;
  const base = { start: first.start, end: last.end, gender, child };
  const uppers = tokens.filter((token) => token.kind === 'upper');
  let surnameTokens: Token[];
  let firstTokens: Token[];
  const allCapitals = tokens.every((token) => token.kind === 'upper' || token.kind === 'particle');
  if (uppers.length > 0 && !allCapitals) {
    // DUPONT Jean, Jean DUPONT, Jan VAN DEN BOSSCHE, Marie de SMET: the capitals (and their particles) are the surname.
    const firstUpper = tokens.indexOf(uppers[0] as Token);
    const lastUpper = tokens.indexOf(uppers[uppers.length - 1] as Token);
    let from = firstUpper;
    while (from > 0 && tokens[from - 1]?.kind === 'particle') from -= 1;
    surnameTokens = tokens.slice(from, lastUpper + 1);
    firstTokens = [...tokens.slice(0, from), ...tokens.slice(lastUpper + 1)].filter(
      (token) => token.kind !== 'particle',
    );
  } else if (tokens.length === 1) {
    // Monsieur Dupont: a surname; l'enfant Emma: a first name.
    if (!gender && isFirstName(first.folded) && (child || first.kind !== 'upper')) {
      return {
        ...base,
        surname: null,
        surnameWritten: null,
        firstName: first.folded,
        initial: first.folded.charAt(0),
        child: true,
      };
    }
    surnameTokens = [first];
    firstTokens = [];
  } else if (isFirstName(last.folded) && !isFirstName(first.folded) && first.kind !== 'initial') {
    // Dupont Jean
    surnameTokens = tokens.slice(0, -1);
    firstTokens = [last];
  } else {
    // Jean Dupont, J. Dupont, Jean-Pierre Van den Bossche: leading first names and initials, then the surname.
    let split = 0;
    while (
      split < tokens.length - 1 &&
      (tokens[split]?.kind === 'initial' || isFirstName(tokens[split]?.folded ?? '')) &&
      tokens[split]?.kind !== 'particle'
    ) {
      split += 1;
    }
    if (split === 0) split = tokens.length > 1 && tokens[0]?.kind !== 'particle' ? 1 : 0;
    firstTokens = tokens.slice(0, split);
    surnameTokens = tokens.slice(split);
  }
  const surnameWritten = surnameTokens.map((token) => token.folded).join(' ');
  const firstNameToken = firstTokens.find((token) => token.kind !== 'initial');
  const initialToken = firstTokens[0];
  return {
    ...base,
    surname: surnameWritten ? surnameKey(surnameWritten) : null,
    surnameWritten: surnameWritten || null,
    firstName: firstNameToken ? firstNameToken.folded : null,
    initial: initialToken ? initialToken.folded.charAt(0) : null,
  };
}

function compatible(person: Person, mention: Mention): boolean {
  if (mention.surname !== person.surname) return false;
  if (mention.firstName && person.firstNames.size > 0 && !person.firstNames.has(mention.firstName)) return false;
  if (mention.initial && person.initials.size > 0 && !person.initials.has(mention.initial)) return false;
  if (mention.gender && person.gender && mention.gender !== person.gender) return false;
  return true;
}

/** The person a mention names: the one with its surname and first name, created when there is none yet. */
function personOf(persons: Person[], mention: Mention, create: boolean): number {
  if (mention.surname === null) {
    const index = persons.findIndex((person) => mention.firstName !== null && person.firstNames.has(mention.firstName));
    if (index >= 0 || !create) return index;
  } else {
    const candidates = persons
      .map((person, index) => ({ person, index }))
      .filter(({ person }) => compatible(person, mention));
    // Exact first name first, then any compatible person.
    const exact = candidates.find(
      ({ person }) => mention.firstName !== null && person.firstNames.has(mention.firstName),
    );
    const chosen = exact ?? candidates[0];
    if (chosen) {
      const person = chosen.person;
      if (mention.firstName) person.firstNames.add(mention.firstName);
      if (mention.initial) person.initials.add(mention.initial);
      if (mention.gender && !person.gender) person.gender = mention.gender;
      return chosen.index;
    }
    if (!create) return -1;
  }
  persons.push({
    surname: mention.surname,
    surnameWritten: mention.surnameWritten,
    firstNames: new Set(mention.firstName ? [mention.firstName] : []),
    initials: new Set(mention.initial ? [mention.initial] : []),
    gender: mention.gender,
  });
  return persons.length - 1;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function groupAndSpread(
  text: string,
  folded: string,
  mentions: readonly Mention[],
  blocked: readonly Span[],
): PersonSpan[] {
  const persons: Person[] = [];
  // Full names make the persons; a surname alone or a first name alone joins one of them afterwards.
  for (const mention of mentions)
    if (mention.surname && (mention.firstName || mention.initial)) personOf(persons, mention, true);
  const found: PersonSpan[] = [];
  for (const mention of mentions) {
    const person = personOf(persons, mention, true);
    found.push({ start: mention.start, end: mention.end, person });
  }

  // Every other occurrence of a surname, and of a first name that only one person has (children, and the
  // parties a judgment calls by their first name), with the first name or initial beside the surname.
  const forms = new Map<string, number[]>();
  const firstNameOnly = new Set<string>();
  persons.forEach((person, index) => {
    if (person.surnameWritten && person.surnameWritten.length >= 2 && person.surnameWritten.length <= 60) {
      forms.set(person.surnameWritten, [...(forms.get(person.surnameWritten) ?? []), index]);
    }
    for (const firstName of person.firstNames) {
      const sharing = persons.filter((other) => other.firstNames.has(firstName)).length;
      if (sharing === 1 && firstName.length >= 3 && !forms.has(firstName)) {
        forms.set(firstName, [index]);
        firstNameOnly.add(firstName);
      }
    }
  });
  if (forms.size > 0) {
    const alternatives = [...forms.keys()]
      .sort((a, b) => b.length - a.length)
      .map((form) => escapeRegExp(form).replace(/ /g, '[ \\u00a0]+'));
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}-])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}]|[-'’]\\p{L})`, 'gu');
    const taken = normalised([...blocked, ...found]);
    for (const match of folded.matchAll(pattern)) {
      let start = match.index;
      let end = start + match[0].length;
      const written = text.slice(start, end);
      // A name is capitalised; "petit" or "martin-pêcheur" in a sentence is not Petit or Martin.
      if (!/\p{Lu}/u.test(written.charAt(0)) && !/[ \u00a0]\p{Lu}/u.test(written)) continue;
      if (overlapsAny(taken, start, end)) continue;
      const wordBefore = /(\p{L}+)[ \u00a0"'«“]*$/u.exec(before(folded, start, 30))?.[1];
      if (wordBefore && ESTABLISHMENTS.has(wordBefore)) continue;
      const form = match[0].replace(/[ \u00a0]+/g, ' ');
      // After an apostrophe only an elided article or conjunction: "qu'Inès", "d'Emma", not "D'Hondt"'s "Hondt".
      if (
        /['’]$/u.test(folded.slice(start - 1, start)) &&
        !/(?:^|[^\p{L}])(?:d|l|qu|j|n|s|jusqu|lorsqu|puisqu)['’]$/u.test(folded.slice(Math.max(0, start - 8), start))
      ) {
        continue;
      }
      // A first name alone is one only when no capitalised word follows (Louise, not "avenue Louise" or "Louise Michel").
      if (firstNameOnly.has(form)) {
        if (/^[ \u00a0]+\p{Lu}/u.test(text.slice(end, end + 3))) continue;
        if (
          /(?:rue|avenue|av\.|place|boulevard|chaussee|square|quai|straat|laan|plein|saint|sainte|sint)\s+$/u.test(
            before(folded, start, 20),
          )
        )
          continue;
      }
      const candidates = forms.get(form) ?? [];
      let person = candidates[0];
      if (person === undefined) continue;
      // The first name or initial just before (Jean Dupont, J. Dupont) or after (DUPONT Jean).
      const previous = /(\p{Lu}\.(?:-\p{Lu}\.)?|\p{Lu}[\p{L}-]+)[ \u00a0]+$/u.exec(
        text.slice(Math.max(0, start - 30), start),
      );
      const next = /^[ \u00a0]+(\p{Lu}[\p{L}-]+)/u.exec(text.slice(end, end + 30));
      const previousFolded = previous?.[1] ? foldText(previous[1]) : null;
      const nextFolded = next?.[1] ? foldText(next[1]) : null;
      const owns = (index: number, word: string | null): boolean => {
        const candidate = persons[index];
        if (!candidate || !word) return false;
        return candidate.firstNames.has(word) || (/^\p{L}\.$/u.test(word) && candidate.initials.has(word.charAt(0)));
      };
      const byPrevious = candidates.find((index) => owns(index, previousFolded));
      const byNext = candidates.find((index) => owns(index, nextFolded));
      if (byPrevious !== undefined && previous) {
        person = byPrevious;
        start -= previous[0].length;
      } else if (byNext !== undefined && next) {
        person = byNext;
        end += next[0].length;
      } else if (candidates.length > 1) {
        const civility = /(monsieur|madame|m\.|mme|mevrouw|mevr\.|heer|dhr\.)\s*$/u.exec(before(folded, start, 20));
        const gender = civility?.[1] ? (CIVILITIES[civility[1]] ?? null) : null;
        person = candidates.find((index) => gender && persons[index]?.gender === gender) ?? person;
      }
      if (overlapsAny(taken, start, end)) continue;
      found.push({ start, end, person });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}
