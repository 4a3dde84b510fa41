// What anonymisation keeps as it is although it looks like a name: companies (a legal form beside the name: SA,
// SRL, NV, BV, ASBL, VZW...) and public bodies (the Belgian State, a commune, a CPAS / OCMW, the ONSS / RSZ...).
// The person rules never propose a span inside these.
import type { Span } from '../recognition';

const LEGAL_FORMS =
  '(?:S\\.?A\\.?|S\\.?R\\.?L\\.?|SPRL|S\\.P\\.R\\.L\\.|SCRL|SCS|SNC|SCA|SC|ASBL|A\\.S\\.B\\.L\\.|AISBL|N\\.?V\\.?|B\\.?V\\.?|BVBA|B\\.V\\.B\\.A\\.|CVBA|CV|VZW|V\\.Z\\.W\\.|IVZW|Comm\\.\\s?V\\.?|CommV|GCV|SE|SAS|SARL|GmbH|Ltd|BV\\s?BA)';
// Capitalised words of a company's name, "&" and the small words inside names ("Boulangerie de la Gare").
const NAME_WORD =
  "(?!(?:Monsieur|Madame|Mademoiselle|Mme|M\\.|Mevrouw|Mevr\\.|Dhr\\.|Me|Ma[iî]tre|Mr\\.?|Meester)(?![\\p{L}]))(?:[\\p{Lu}\\d][\\p{L}\\d&'’.-]*|&|de|la|du|des|van|der|den|l['’][\\p{Lu}][\\p{L}'-]*)";
const FORM_THEN_NAME = new RegExp(
  `(?<![\\p{L}])${LEGAL_FORMS}[ \\u00a0]+\\p{Lu}[\\p{L}\\d&'’.-]*(?:[ \\u00a0]+${NAME_WORD})*`,
  'gu',
);
const NAME_THEN_FORM = new RegExp(
  `(?<![\\p{L}])\\p{Lu}[\\p{L}\\d&'’.-]*(?:[ \\u00a0]+${NAME_WORD}){0,5},?[ \\u00a0]+${LEGAL_FORMS}(?![\\p{L}])`,
  'gu',
);
// A company named by a word that says it is one: société, vennootschap, Établissements, groupe.
const COMPANY_WORD = new RegExp(
  `(?<![\\p{L}])(?:[Ss]oci[ée]t[ée]|[Vv]ennootschap|[ÉEée]tablissements|Ets\\.?|[Gg]roupe|[Ff]irma|[Bb]ureau)(?:[ \\u00a0]+(?:anonyme|coop[ée]rative|priv[ée]e|naamloze|besloten|à responsabilité limitée|en nom collectif|en commandite(?: simple| par actions)?|met beperkte aansprakelijkheid|coöperatieve|in nv-vorm))?[ \\u00a0]+\\p{Lu}[\\p{L}\\d&'’.-]*(?:[ \\u00a0]+${NAME_WORD})*`,
  'gu',
);
const PUBLIC_BODIES = new RegExp(
  [
    "(?:l['’])?[ÉE]tat belge",
    'Belgische Staat',
    'Royaume de Belgique',
    'Koninkrijk België',
    "(?:[Cc]ommune|[Vv]ille|[Gg]emeente|[Ss]tad|CPAS|C\\.P\\.A\\.S\\.|OCMW|O\\.C\\.M\\.W\\.|[Pp]rovince|[Pp]rovincie|[Zz]one de police|[Pp]olitiezone)(?:[ \\u00a0]+(?:de|d['’]|van|du))?[ \\u00a0]*\\p{Lu}[\\p{L}'-]+(?:[ -]\\p{Lu}[\\p{L}'-]+)*",
    '(?:R[ée]gion|Communaut[ée]) (?:wallonne|flamande|de Bruxelles-Capitale|fran[cç]aise|germanophone)',
    '(?:Vlaams|Waals|Brussels Hoofdstedelijk) Gewest',
    'Vlaamse Gemeenschap',
    '(?:SPF|FOD)[ \\u00a0]+\\p{Lu}[\\p{L}]+',
    'ONSS(?:APL)?',
    'RSZ',
    'ONEM',
    'RVA',
    'INAMI',
    'RIZIV',
    'ONP',
    'SFP',
    'FAMIFED',
    'Fedris',
    'Actiris',
    'VDAB',
    'Forem',
    'SNCB',
    'NMBS',
    'STIB',
    'MIVB',
    'TEC',
    'De Lijn',
  ]
    .map((body) => `(?<![\\p{L}])${body}(?![\\p{L}])`)
    .join('|'),
  'gu',
);

/** Companies and public bodies named in the text, in order (they may overlap one another). */
export function findCompaniesAndBodies(text: string): Span[] {
  const spans: Span[] = [];
  for (const pattern of [FORM_THEN_NAME, NAME_THEN_FORM, COMPANY_WORD, PUBLIC_BODIES]) {
    for (const match of text.matchAll(pattern)) {
      spans.push({ start: match.index, end: match.index + match[0].trimEnd().length });
    }
  }
  return spans.sort((a, b) => a.start - b.start);
}
