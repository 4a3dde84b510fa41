// The Belgian jurisdiction list (GET /api/reference/jurisdictions, the metadata's `jurisdictionName`): every
// court a Belgian judgment may come from, with the names the courts write themselves in French and Dutch, the
// abbreviation each citation guide uses, its type and its ECLI court code where we know it for sure.
//
// Where it comes from (see ARCHITECTURE.md, "Jurisdiction list"): the Judicial Code's annex "Limites
// territoriales et siège des cours et tribunaux" as reformed by the law of 1 December 2013 (M.B., 10 December
// 2013; twelve districts from 1 April 2014), the royal decree of 14 March 2014 dividing the courts into
// divisions (M.B., 24 March 2014), the cantons of the law of 25 December 2017 as counted by the royal decree of
// 18 December 2025 on the cantons' population, and the ECLI court codes published for Belgium on the European
// e-Justice portal and seen in JUPORTAL identifiers. Each entry says which of these it was checked against
// (`source`); `knowledge` marks entries still to check against the annex. The cantons the decree's stored copy
// does not reach were checked, district by district, against the first-instance courts' case-allocation
// decrees, the courts' own site and other public pages (the `search-*` sources below, with their addresses).
import type { Locale } from '../types/entities';
import type { Bilingual, JurisdictionSection, JurisdictionType } from './referenceLists';

export type { JurisdictionType } from './referenceLists';

/** One court as the wire carries it (the contract's `Jurisdiction`). */
export interface Jurisdiction {
  /** Unique and stable: stored in documents' metadata. */
  code: string;
  type: JurisdictionType;
  labels: Record<Locale, string>;
  abbreviations: Bilingual;
  /** The ECLI court code (ECLI:BE:<code>:...), or null where we do not know it for sure. */
  ecli: string | null;
}

export type JurisdictionSource =
  /** The royal decree of 18 December 2025 on the cantons' population (the list of the 162 cantons). */
  | 'ar-2025-cantons'
  /** The annex of the Judicial Code (Hainaut's cantons as replaced in 2017). */
  | 'annex'
  /** The law of 25 December 2017 reforming the cantons (cantons it renames). */
  | 'law-2017'
  /** The law of 1 December 2013 and the royal decree of 14 March 2014 (districts and divisions). */
  | 'reform-2014'
  /** The institution's own statute (supreme and administrative courts). */
  | 'statute'
  /**
   * A first-instance court's case-allocation decree as consolidated on Justel (refli.be), which names the
   * cantons of each division: Luxembourg (AR 2 November 2017, refli.be/fr/lex/2017031386, cantons as of
   * 1 December 2018) and Namur (AR 16 February 2016, refli.be/fr/lex/2016009071, cantons as of 1 May 2018).
   */
  | 'search-repartition-ar'
  /**
   * The courts' own site, tribunaux-rechtbanken.be: the Walloon Brabant justices of the peace's territorial
   * limits since 1 December 2019 (/fr/justice-de-paix-de-braine-lalleud/info), the Leuven first-instance
   * court's cantons (/nl/rechtbank-eerste-aanleg-leuven), the Zoutleeuw justice of the peace (/nl/vredegerecht-zoutleeuw:
   * the canton of Landen-Zoutleeuw became Zoutleeuw's on 1 December 2019) and the Halle police court (/nl/politierechtbank-halle);
   * the divisions of the Ghent labour court (/nl/arbeidsrechtbank-gent, and the royal decree of 25 July 2024 on
   * wetwijzer.be), the Hainaut labour court (coursettribunaux.be), the Limburg and Walloon Brabant police courts.
   */
  | 'search-court-site'
  /**
   * Wikipedia (nl): the East Flanders judicial district's 21 cantons (Gerechtelijk arrondissement
   * Oost-Vlaanderen, as mirrored by sagapedia.com, 2022), the three Leuven cantons (Kanton Leuven) and the
   * Poperinge canton (Kanton Poperinge).
   */
  | 'search-wikipedia'
  /**
   * Press and practitioners' pages naming a canton or a police court division in force after the reform: bx1,
   * La Libre and 1001infos (Brussels), Ring TV (Halle-Vilvoorde: Asse, Meise, Vilvoorde, and Lennik, where Herne's
   * hearings go), HLN and the Bruges bar's magazine (West Flanders), Sudinfo and RTBF (Liège), news.belgium.be,
   * the East Flanders police court's site, a bailiff's office and a Constitutional Court judgment quoted by
   * wordscope.be (police courts); a law firm's note on the royal decree of 29 March 2018 (lange-law.be: the
   * cantons in force on 1 May 2018, among them the two Schaerbeek cantons and La Louvière's) and notele.be (2017:
   * the minister's answer on Ath, which takes Enghien in and gives Frasnes-lez-Anvaing to "Tournai I"). Weaker
   * than a legal text: to check against the annex when it can be read.
   */
  | 'search-press'
  /** From knowledge, to check against the annex before relying on it. */
  | 'knowledge';

/** A court as this module keeps it: the wire entry plus what citations need. */
export interface JurisdictionRecord extends Jurisdiction {
  /** The place a citation writes after the court's abbreviation ("Hainaut", "fr. Bruxelles", "Brussel (Fr.)"). */
  seat: Bilingual;
  /** A division (afdeling) of a district court, cited in parentheses. */
  division?: Bilingual;
  /** The place of the court before the district reform of 1 April 2014 split or merged it. */
  seatBefore2014?: Bilingual;
  /** A division that was before 1 April 2014 a section of another town's court: "Arbrb. Dendermonde (afd. Aalst)". */
  sectionOfBefore2014?: Bilingual;
  source: JurisdictionSource;
}

interface Place {
  fr: string;
  /** The French name after "de": "d'Anvers", "du Hainaut", "de Liège". */
  frOf: string;
  nl: string;
  en: string;
}

function place(fr: string, nl: string, en: string, frOf?: string): Place {
  return { fr, nl, en, frOf: frOf ?? (/^[AEIOUYÉÈÂÎ]/i.test(fr) ? `d'${fr}` : `de ${fr}`) };
}

const CITY = {
  antwerpen: place('Anvers', 'Antwerpen', 'Antwerp'),
  mechelen: place('Malines', 'Mechelen', 'Mechelen'),
  turnhout: place('Turnhout', 'Turnhout', 'Turnhout'),
  hasselt: place('Hasselt', 'Hasselt', 'Hasselt'),
  tongeren: place('Tongres', 'Tongeren', 'Tongeren'),
  gent: place('Gand', 'Gent', 'Ghent'),
  dendermonde: place('Termonde', 'Dendermonde', 'Dendermonde'),
  oudenaarde: place('Audenarde', 'Oudenaarde', 'Oudenaarde'),
  brugge: place('Bruges', 'Brugge', 'Bruges'),
  kortrijk: place('Courtrai', 'Kortrijk', 'Kortrijk'),
  ieper: place('Ypres', 'Ieper', 'Ypres'),
  veurne: place('Furnes', 'Veurne', 'Veurne'),
  oostende: place('Ostende', 'Oostende', 'Ostend'),
  leuven: place('Louvain', 'Leuven', 'Leuven'),
  nivelles: place('Nivelles', 'Nijvel', 'Nivelles'),
  wavre: place('Wavre', 'Waver', 'Wavre'),
  bruxelles: place('Bruxelles', 'Brussel', 'Brussels'),
  liege: place('Liège', 'Luik', 'Liège'),
  huy: place('Huy', 'Hoei', 'Huy'),
  verviers: place('Verviers', 'Verviers', 'Verviers'),
  namur: place('Namur', 'Namen', 'Namur'),
  dinant: place('Dinant', 'Dinant', 'Dinant'),
  arlon: place('Arlon', 'Aarlen', 'Arlon'),
  marche: place('Marche-en-Famenne', 'Marche-en-Famenne', 'Marche-en-Famenne'),
  neufchateau: place('Neufchâteau', 'Neufchâteau', 'Neufchâteau'),
  eupen: place('Eupen', 'Eupen', 'Eupen'),
  mons: place('Mons', 'Bergen', 'Mons'),
  charleroi: place('Charleroi', 'Charleroi', 'Charleroi'),
  tournai: place('Tournai', 'Doornik', 'Tournai'),
  aalst: place('Alost', 'Aalst', 'Aalst'),
  'sint-niklaas': place('Saint-Nicolas', 'Sint-Niklaas', 'Sint-Niklaas'),
  maaseik: place('Maaseik', 'Maaseik', 'Maaseik'),
  roeselare: place('Roulers', 'Roeselare', 'Roeselare'),
  genk: place('Genk', 'Genk', 'Genk'),
  beringen: place('Beringen', 'Beringen', 'Beringen'),
  'sint-truiden': place('Saint-Trond', 'Sint-Truiden', 'Sint-Truiden'),
  binche: place('Binche', 'Binche', 'Binche'),
  'la-louviere': place('La Louvière', 'La Louvière', 'La Louvière', 'de La Louvière'),
  mouscron: place('Mouscron', 'Moeskroen', 'Mouscron'),
} as const;
type City = keyof typeof CITY;

const DISTRICT = {
  antwerpen: CITY.antwerpen,
  limburg: place('Limbourg', 'Limburg', 'Limburg', 'du Limbourg'),
  'oost-vlaanderen': place('Flandre orientale', 'Oost-Vlaanderen', 'East Flanders', 'de Flandre orientale'),
  'west-vlaanderen': place('Flandre occidentale', 'West-Vlaanderen', 'West Flanders', 'de Flandre occidentale'),
  leuven: CITY.leuven,
  'brabant-wallon': place('Brabant wallon', 'Waals-Brabant', 'Walloon Brabant', 'du Brabant wallon'),
  liege: CITY.liege,
  luxembourg: place('Luxembourg', 'Luxemburg', 'Luxembourg', 'du Luxembourg'),
  namur: CITY.namur,
  eupen: CITY.eupen,
  hainaut: place('Hainaut', 'Henegouwen', 'Hainaut', 'du Hainaut'),
  gent: CITY.gent,
} as const;
type District = keyof typeof DISTRICT;

/** The district courts: their names in the three languages, their abbreviations. */
const DISTRICT_COURT = {
  trib: {
    fr: (of: string) => `Tribunal de première instance ${of}`,
    nl: (name: string) => `Rechtbank van eerste aanleg ${name}`,
    en: (name: string) => `Court of first instance of ${name}`,
    frSplit: (lang: string) => `Tribunal de première instance ${lang} de Bruxelles`,
    nlSplit: (lang: string) => `${lang} rechtbank van eerste aanleg Brussel`,
    enSplit: (lang: string) => `${lang} court of first instance of Brussels`,
  },
  'trib-trav': {
    fr: (of: string) => `Tribunal du travail ${of}`,
    nl: (name: string) => `Arbeidsrechtbank ${name}`,
    en: (name: string) => `Labour tribunal of ${name}`,
    frSplit: (lang: string) => `Tribunal du travail ${lang} de Bruxelles`,
    nlSplit: (lang: string) => `${lang} arbeidsrechtbank Brussel`,
    enSplit: (lang: string) => `${lang} labour tribunal of Brussels`,
  },
  'trib-entr': {
    fr: (of: string) => `Tribunal de l'entreprise ${of}`,
    nl: (name: string) => `Ondernemingsrechtbank ${name}`,
    en: (name: string) => `Enterprise court of ${name}`,
    frSplit: (lang: string) => `Tribunal de l'entreprise ${lang} de Bruxelles`,
    nlSplit: (lang: string) => `${lang} ondernemingsrechtbank Brussel`,
    enSplit: (lang: string) => `${lang} enterprise court of Brussels`,
  },
  pol: {
    fr: (of: string) => `Tribunal de police ${of}`,
    nl: (name: string) => `Politierechtbank ${name}`,
    en: (name: string) => `Police court of ${name}`,
    frSplit: (lang: string) => `Tribunal de police ${lang} de Bruxelles`,
    nlSplit: (lang: string) => `${lang} politierechtbank Brussel`,
    enSplit: (lang: string) => `${lang} police court of Brussels`,
  },
} as const;
type DistrictCourtType = keyof typeof DISTRICT_COURT;

/** What a citation writes before the seat, by type (a `trib` by its section: see citationCourt). */
export const COURT_PREFIX: Readonly<Record<JurisdictionType, Bilingual>> = {
  jp: { fr: 'J.P.', nl: 'Vred.' },
  pol: { fr: 'Pol.', nl: 'Pol.' },
  trib: { fr: 'Civ.', nl: 'Rb.' },
  'trib-trav': { fr: 'Trav.', nl: 'Arbrb.' },
  'trib-entr': { fr: 'Entr.', nl: 'Ondern.' },
  // An appeal court is cited by its seat alone: "Liège, 12 mars 2019", "Antwerpen 12 maart 2019".
  cour: { fr: '', nl: '' },
  'cour-trav': { fr: 'C. trav.', nl: 'Arbh.' },
  'cour-ass': { fr: 'Ass.', nl: 'Ass.' },
  cass: { fr: 'Cass.', nl: 'Cass.' },
  'c-e': { fr: 'C.E.', nl: 'RvS' },
  'c-const': { fr: 'C.C.', nl: 'GwH' },
  adm: { fr: '', nl: '' },
};

function joinAbbreviation(prefix: string, seat: string, division?: string, divisionWord?: string): string {
  const head = [prefix, seat].filter(Boolean).join(' ');
  return division && divisionWord ? `${head} (${divisionWord} ${division})` : head;
}

function districtCourts(
  type: DistrictCourtType,
  district: District,
  divisions: readonly City[],
  options: {
    ecli?: string | null;
    source: JurisdictionSource;
    seatBefore2014?: Bilingual;
    /** Divisions that were sections of another town's court before 1 April 2014, with that town. */
    sectionsBefore2014?: Partial<Record<City, City>>;
  },
): JurisdictionRecord[] {
  const names = DISTRICT_COURT[type];
  const seatPlace = DISTRICT[district];
  const prefix = COURT_PREFIX[type];
  const base = {
    type,
    ecli: options.ecli ?? null,
    seat: { fr: seatPlace.fr, nl: seatPlace.nl },
    source: options.source,
  } as const;
  if (divisions.length === 0) {
    return [
      {
        ...base,
        code: `${type}-${district}`,
        labels: { fr: names.fr(seatPlace.frOf), nl: names.nl(seatPlace.nl), en: names.en(seatPlace.en) },
        abbreviations: {
          fr: joinAbbreviation(prefix.fr, seatPlace.fr),
          nl: joinAbbreviation(prefix.nl, seatPlace.nl),
        },
        ...(options.seatBefore2014 ? { seatBefore2014: options.seatBefore2014 } : {}),
      },
    ];
  }
  return divisions.map((cityKey) => {
    const city = CITY[cityKey];
    return {
      ...base,
      code: `${type}-${district}-${cityKey}`,
      labels: {
        fr: `${names.fr(seatPlace.frOf)}, division ${city.fr}`,
        nl: `${names.nl(seatPlace.nl)}, afdeling ${city.nl}`,
        en: `${names.en(seatPlace.en)}, ${city.en} division`,
      },
      abbreviations: {
        fr: joinAbbreviation(prefix.fr, seatPlace.fr, city.fr, 'div.'),
        nl: joinAbbreviation(prefix.nl, seatPlace.nl, city.nl, 'afd.'),
      },
      division: { fr: city.fr, nl: city.nl },
      ...sectionOrSeatBefore2014(cityKey, options.sectionsBefore2014),
    };
  });
}

function sectionOrSeatBefore2014(
  cityKey: City,
  sections: Partial<Record<City, City>> | undefined,
): Pick<JurisdictionRecord, 'seatBefore2014' | 'sectionOfBefore2014'> {
  const court = sections?.[cityKey];
  if (court) return { sectionOfBefore2014: { fr: CITY[court].fr, nl: CITY[court].nl } };
  return { seatBefore2014: { fr: CITY[cityKey].fr, nl: CITY[cityKey].nl } };
}

/** Brussels' district courts, split by language on 1 April 2014 (law of 19 July 2012). */
function brusselsCourts(type: DistrictCourtType, ecli: { fr: string | null; nl: string | null }): JurisdictionRecord[] {
  const names = DISTRICT_COURT[type];
  const prefix = COURT_PREFIX[type];
  const seatBefore2014 = { fr: 'Bruxelles', nl: 'Brussel' };
  return [
    {
      code: `${type}-bruxelles-fr`,
      type,
      labels: {
        fr: names.frSplit('francophone'),
        nl: names.nlSplit('Franstalige'),
        en: names.enSplit('French-speaking'),
      },
      abbreviations: { fr: `${prefix.fr} fr. Bruxelles`, nl: `${prefix.nl} Brussel (Fr.)` },
      ecli: ecli.fr,
      seat: { fr: 'fr. Bruxelles', nl: 'Brussel (Fr.)' },
      seatBefore2014,
      source: 'reform-2014',
    },
    {
      code: `${type}-brussel-nl`,
      type,
      labels: {
        fr: names.frSplit('néerlandophone'),
        nl: names.nlSplit('Nederlandstalige'),
        en: names.enSplit('Dutch-speaking'),
      },
      abbreviations: { fr: `${prefix.fr} néerl. Bruxelles`, nl: `${prefix.nl} Brussel (Nl.)` },
      ecli: ecli.nl,
      seat: { fr: 'néerl. Bruxelles', nl: 'Brussel (Nl.)' },
      seatBefore2014,
      source: 'reform-2014',
    },
  ];
}

const SUPREME_COURTS: JurisdictionRecord[] = [
  {
    code: 'cass',
    type: 'cass',
    labels: { fr: 'Cour de cassation', nl: 'Hof van Cassatie', en: 'Court of Cassation' },
    abbreviations: { fr: 'Cass.', nl: 'Cass.' },
    ecli: 'CASS',
    seat: { fr: '', nl: '' },
    source: 'statute',
  },
  {
    code: 'c-e',
    type: 'c-e',
    labels: { fr: "Conseil d'État", nl: 'Raad van State', en: 'Council of State' },
    abbreviations: { fr: 'C.E.', nl: 'RvS' },
    ecli: 'RVSCE',
    seat: { fr: '', nl: '' },
    source: 'statute',
  },
  {
    code: 'c-const',
    type: 'c-const',
    labels: { fr: 'Cour constitutionnelle', nl: 'Grondwettelijk Hof', en: 'Constitutional Court' },
    abbreviations: { fr: 'C.C.', nl: 'GwH' },
    ecli: 'GHCC',
    seat: { fr: '', nl: '' },
    source: 'statute',
  },
];

// The ECLI court code of the courts below the supreme ones is an instance code (CA/HB, CT/AH, PI/EA, TT/AR,
// TE/OR: French/Dutch) and a three-letter place; a court's code is given where the e-Justice portal or JUPORTAL
// identifiers show it. Brussels' appeal and labour courts sit in both languages: the French code is given.
function appealCourt(seat: Place, ecli: string): JurisdictionRecord {
  const nlLabel = `Hof van beroep te ${seat.nl}`;
  return {
    code: `cour-${CODE_OF_CITY.get(seat.fr) ?? seat.fr}`,
    type: 'cour',
    labels: { fr: `Cour d'appel ${seat.frOf}`, nl: nlLabel, en: `Court of Appeal of ${seat.en}` },
    abbreviations: { fr: seat.fr, nl: seat.nl },
    ecli,
    seat: { fr: seat.fr, nl: seat.nl },
    source: 'reform-2014',
  };
}

function labourCourt(seat: Place, ecli: string, divisions: readonly City[] = []): JurisdictionRecord[] {
  const key = CODE_OF_CITY.get(seat.fr) ?? seat.fr;
  const base = {
    type: 'cour-trav' as const,
    ecli,
    seat: { fr: seat.fr, nl: seat.nl },
    source: 'reform-2014' as const,
  };
  const labels = {
    fr: `Cour du travail ${seat.frOf}`,
    nl: `Arbeidshof te ${seat.nl}`,
    en: `Labour Court of ${seat.en}`,
  };
  if (divisions.length === 0) {
    return [
      {
        ...base,
        code: `cour-trav-${key}`,
        labels,
        abbreviations: { fr: `C. trav. ${seat.fr}`, nl: `Arbh. ${seat.nl}` },
      },
    ];
  }
  return divisions.map((cityKey) => {
    const city = CITY[cityKey];
    return {
      ...base,
      code: `cour-trav-${key}-${cityKey}`,
      labels: {
        fr: `${labels.fr}, division ${city.fr}`,
        nl: `${labels.nl}, afdeling ${city.nl}`,
        en: `${labels.en}, ${city.en} division`,
      },
      abbreviations: { fr: `C. trav. ${seat.fr} (div. ${city.fr})`, nl: `Arbh. ${seat.nl} (afd. ${city.nl})` },
      division: { fr: city.fr, nl: city.nl },
    };
  });
}

const CODE_OF_CITY = new Map<string, string>(Object.entries(CITY).map(([key, value]) => [value.fr, key]));

const APPEAL_COURTS: JurisdictionRecord[] = [
  appealCourt(CITY.bruxelles, 'CABRL'),
  appealCourt(CITY.liege, 'CALIE'),
  appealCourt(CITY.mons, 'CAMON'),
  appealCourt(CITY.gent, 'HBGNT'),
  appealCourt(CITY.antwerpen, 'HBANT'),
];

const LABOUR_COURTS: JurisdictionRecord[] = [
  ...labourCourt(CITY.bruxelles, 'CTBRL'),
  ...labourCourt(CITY.liege, 'CTLIE', ['liege', 'namur', 'neufchateau']),
  ...labourCourt(CITY.mons, 'CTMON'),
  ...labourCourt(CITY.gent, 'AHGNT', ['gent', 'brugge']),
  ...labourCourt(CITY.antwerpen, 'AHANT', ['antwerpen', 'hasselt']),
];

/** One assize court per province and one for Brussels-Capital. */
const ASSIZE_COURTS: JurisdictionRecord[] = (
  [
    ['antwerpen', "la province d'Anvers", 'de provincie Antwerpen', 'the province of Antwerp', 'Anvers', 'Antwerpen'],
    ['limburg', 'la province de Limbourg', 'de provincie Limburg', 'the province of Limburg', 'Limbourg', 'Limburg'],
    [
      'oost-vlaanderen',
      'la province de Flandre orientale',
      'de provincie Oost-Vlaanderen',
      'the province of East Flanders',
      'Flandre orientale',
      'Oost-Vlaanderen',
    ],
    [
      'west-vlaanderen',
      'la province de Flandre occidentale',
      'de provincie West-Vlaanderen',
      'the province of West Flanders',
      'Flandre occidentale',
      'West-Vlaanderen',
    ],
    [
      'vlaams-brabant',
      'la province du Brabant flamand',
      'de provincie Vlaams-Brabant',
      'the province of Flemish Brabant',
      'Brabant flamand',
      'Vlaams-Brabant',
    ],
    [
      'brabant-wallon',
      'la province du Brabant wallon',
      'de provincie Waals-Brabant',
      'the province of Walloon Brabant',
      'Brabant wallon',
      'Waals-Brabant',
    ],
    ['bruxelles', 'Bruxelles-Capitale', 'Brussel-Hoofdstad', 'Brussels-Capital', 'Bruxelles', 'Brussel'],
    [
      'hainaut',
      'la province de Hainaut',
      'de provincie Henegouwen',
      'the province of Hainaut',
      'Hainaut',
      'Henegouwen',
    ],
    ['liege', 'la province de Liège', 'de provincie Luik', 'the province of Liège', 'Liège', 'Luik'],
    [
      'luxembourg',
      'la province de Luxembourg',
      'de provincie Luxemburg',
      'the province of Luxembourg',
      'Luxembourg',
      'Luxemburg',
    ],
    ['namur', 'la province de Namur', 'de provincie Namen', 'the province of Namur', 'Namur', 'Namen'],
  ] as const
).map(([key, fr, nl, en, seatFr, seatNl]) => ({
  code: `cour-ass-${key}`,
  type: 'cour-ass' as const,
  labels: { fr: `Cour d'assises de ${fr}`, nl: `Hof van assisen van ${nl}`, en: `Assize court of ${en}` },
  abbreviations: { fr: `Ass. ${seatFr}`, nl: `Ass. ${seatNl}` },
  ecli: null,
  seat: { fr: seatFr, nl: seatNl },
  source: 'statute' as const,
}));

const NIVELLES_BEFORE_2014: Bilingual = { fr: CITY.nivelles.fr, nl: CITY.nivelles.nl };

const FIRST_INSTANCE_COURTS: JurisdictionRecord[] = [
  ...districtCourts('trib', 'antwerpen', ['antwerpen', 'mechelen', 'turnhout'], { source: 'reform-2014' }),
  ...districtCourts('trib', 'limburg', ['hasselt', 'tongeren'], { source: 'reform-2014' }),
  ...districtCourts('trib', 'oost-vlaanderen', ['gent', 'dendermonde', 'oudenaarde'], { source: 'reform-2014' }),
  ...districtCourts('trib', 'west-vlaanderen', ['brugge', 'kortrijk', 'ieper', 'veurne'], { source: 'reform-2014' }),
  ...districtCourts('trib', 'leuven', [], { source: 'reform-2014' }),
  // Before 1 April 2014 the district was Nivelles' ("Civ. Nivelles"); the reform named it after the province.
  ...districtCourts('trib', 'brabant-wallon', [], { source: 'reform-2014', seatBefore2014: NIVELLES_BEFORE_2014 }),
  ...brusselsCourts('trib', { fr: null, nl: null }),
  ...districtCourts('trib', 'liege', ['liege', 'huy', 'verviers'], { source: 'reform-2014' }),
  ...districtCourts('trib', 'luxembourg', ['arlon', 'marche', 'neufchateau'], { source: 'reform-2014' }),
  ...districtCourts('trib', 'namur', ['namur', 'dinant'], { source: 'reform-2014' }),
  ...districtCourts('trib', 'eupen', [], { source: 'reform-2014' }),
  ...districtCourts('trib', 'hainaut', ['mons', 'charleroi', 'tournai'], { source: 'reform-2014' }),
];

const LABOUR_TRIBUNALS: JurisdictionRecord[] = [
  ...districtCourts('trib-trav', 'antwerpen', ['antwerpen', 'mechelen', 'turnhout', 'hasselt', 'tongeren'], {
    source: 'reform-2014',
  }),
  // Ten divisions (royal decree of 25 July 2024, art. 1 § 2, on wetwijzer.be; the court's site lists the same):
  // Oostende's cantons belong to the Brugge division.
  ...districtCourts(
    'trib-trav',
    'gent',
    [
      'aalst',
      'dendermonde',
      'gent',
      'oudenaarde',
      'sint-niklaas',
      'brugge',
      'ieper',
      'kortrijk',
      'roeselare',
      'veurne',
    ],
    // The Dendermonde labour court sat in Aalst, Dendermonde and Sint-Niklaas (its rules, royal decree of
    // 17 August 2007).
    { source: 'search-court-site', sectionsBefore2014: { aalst: 'dendermonde', 'sint-niklaas': 'dendermonde' } },
  ),
  ...districtCourts('trib-trav', 'leuven', [], { source: 'reform-2014' }),
  ...districtCourts('trib-trav', 'brabant-wallon', ['nivelles', 'wavre'], { ecli: 'TTBRW', source: 'knowledge' }),
  ...brusselsCourts('trib-trav', { fr: 'TTBRL', nl: null }),
  ...districtCourts(
    'trib-trav',
    'liege',
    ['liege', 'huy', 'verviers', 'namur', 'dinant', 'arlon', 'marche', 'neufchateau'],
    { ecli: 'TTLIE', source: 'reform-2014' },
  ),
  ...districtCourts('trib-trav', 'eupen', [], { source: 'reform-2014' }),
  // Six divisions (royal decree of 14 March 2014, art. 16, as amended on 20 January 2019, quoted by the court's site).
  // Before 2014 Binche was a section of the Charleroi labour court, La Louvière of Mons', Mouscron of Tournai's
  // (their rules: royal decrees of 29 September 2003 and 7 June 2009; the State archives' inventory of Mons').
  ...districtCourts('trib-trav', 'hainaut', ['charleroi', 'binche', 'mons', 'la-louviere', 'tournai', 'mouscron'], {
    ecli: 'TTHAI',
    source: 'search-court-site',
    sectionsBefore2014: { binche: 'charleroi', 'la-louviere': 'mons', mouscron: 'tournai' },
  }),
];

const ENTERPRISE_COURTS: JurisdictionRecord[] = [
  ...districtCourts('trib-entr', 'antwerpen', ['antwerpen', 'hasselt', 'mechelen', 'tongeren', 'turnhout'], {
    source: 'reform-2014',
  }),
  ...districtCourts(
    'trib-entr',
    'gent',
    ['gent', 'brugge', 'dendermonde', 'ieper', 'kortrijk', 'oostende', 'oudenaarde', 'veurne'],
    { source: 'knowledge' },
  ),
  ...districtCourts('trib-entr', 'leuven', [], { source: 'reform-2014' }),
  ...districtCourts('trib-entr', 'brabant-wallon', [], { source: 'reform-2014', seatBefore2014: NIVELLES_BEFORE_2014 }),
  ...brusselsCourts('trib-entr', { fr: null, nl: null }),
  ...districtCourts(
    'trib-entr',
    'liege',
    ['liege', 'arlon', 'dinant', 'huy', 'marche', 'namur', 'neufchateau', 'verviers'],
    { source: 'reform-2014' },
  ),
  ...districtCourts('trib-entr', 'eupen', [], { source: 'reform-2014' }),
  ...districtCourts('trib-entr', 'hainaut', ['mons', 'charleroi', 'tournai'], { source: 'knowledge' }),
];

/**
 * The police courts of Halle and Vilvoorde: courts of their own in the Brussels district (the courts' site
 * addresses "de politierechtbank te Halle"; the Constitutional Court speaks of the police courts seated in the
 * administrative district of Halle-Vilvoorde), not divisions of the Dutch-speaking Brussels police court.
 */
function halleVilvoordePoliceCourt(
  key: 'halle' | 'vilvoorde',
  where: Place,
  source: JurisdictionSource,
): JurisdictionRecord {
  const names = DISTRICT_COURT.pol;
  const prefix = COURT_PREFIX.pol;
  return {
    code: `pol-${key}`,
    type: 'pol',
    labels: { fr: names.fr(where.frOf), nl: names.nl(where.nl), en: names.en(where.en) },
    abbreviations: { fr: joinAbbreviation(prefix.fr, where.fr), nl: joinAbbreviation(prefix.nl, where.nl) },
    ecli: null,
    seat: { fr: where.fr, nl: where.nl },
    source,
  };
}

// The police courts' divisions are taken to follow the first-instance courts' (royal decree of 14 March 2014)
// where nothing else was found: to check, some districts having more police seats than first-instance
// divisions (East Flanders' police court has five divisions, Limburg's six, Walloon Brabant's two).
const POLICE_COURTS: JurisdictionRecord[] = [
  ...districtCourts('pol', 'antwerpen', ['antwerpen', 'mechelen', 'turnhout'], { source: 'knowledge' }),
  // Six divisions (the court's site: Beringen, Genk, Hasselt, Maaseik, Sint-Truiden, Tongeren; HBVL, 2020).
  ...districtCourts('pol', 'limburg', ['beringen', 'genk', 'hasselt', 'maaseik', 'sint-truiden', 'tongeren'], {
    source: 'search-court-site',
  }),
  ...districtCourts('pol', 'oost-vlaanderen', ['gent', 'dendermonde', 'oudenaarde'], { source: 'knowledge' }),
  // The court's site (vredegerechtenoostvlaanderen.be) counts five divisions; a bailiff's office names these two.
  ...districtCourts('pol', 'oost-vlaanderen', ['aalst', 'sint-niklaas'], { source: 'search-press' }),
  ...districtCourts('pol', 'west-vlaanderen', ['brugge', 'kortrijk', 'ieper', 'veurne'], { source: 'knowledge' }),
  ...districtCourts('pol', 'leuven', [], { source: 'knowledge' }),
  // Two divisions, Nivelles and Wavre (the court's site).
  ...districtCourts('pol', 'brabant-wallon', ['nivelles', 'wavre'], { source: 'search-court-site' }),
  ...brusselsCourts('pol', { fr: null, nl: null }),
  halleVilvoordePoliceCourt('halle', place('Hal', 'Halle', 'Halle'), 'search-court-site'),
  halleVilvoordePoliceCourt('vilvoorde', place('Vilvorde', 'Vilvoorde', 'Vilvoorde'), 'search-press'),
  ...districtCourts('pol', 'liege', ['liege', 'huy', 'verviers'], { source: 'knowledge' }),
  ...districtCourts('pol', 'luxembourg', ['arlon', 'marche', 'neufchateau'], { source: 'knowledge' }),
  ...districtCourts('pol', 'namur', ['namur', 'dinant'], { source: 'knowledge' }),
  ...districtCourts('pol', 'eupen', [], { source: 'knowledge' }),
  ...districtCourts('pol', 'hainaut', ['mons', 'charleroi', 'tournai'], { source: 'knowledge' }),
];

// ---- Justices of the peace, by canton ----

const ORDINAL = {
  fr: ['premier', 'deuxième', 'troisième', 'quatrième', 'cinquième', 'sixième', 'septième'],
  nl: ['eerste', 'tweede', 'derde', 'vierde', 'vijfde', 'zesde', 'zevende'],
  en: ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh'],
} as const;

interface Canton {
  /** The canton's place, in French and Dutch (and English where it differs). */
  place: Place;
  /** 1-based number of a town's several cantons ("Antwerpen I"). */
  number?: number;
  /**
   * The code an entry was given before its number was known (codes are stored in documents and never change):
   * "jp-schaarbeek", listed before the second Schaerbeek canton was, is the first.
   */
  code?: string;
  source: JurisdictionSource;
}

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function justiceOfThePeace({ place: where, number, code, source }: Canton): JurisdictionRecord {
  const index = number === undefined ? undefined : number - 1;
  const ordinal = (language: keyof typeof ORDINAL) => (index === undefined ? '' : `${ORDINAL[language][index]} `);
  const frCanton = number === undefined ? '' : ` (${number === 1 ? '1er' : `${number}e`} canton)`;
  const nlCanton = number === undefined ? '' : ` (${number}e kanton)`;
  return {
    code: code ?? `jp-${slug(where.nl)}${number === undefined ? '' : `-${number}`}`,
    type: 'jp',
    labels: {
      fr: `Justice de paix du ${ordinal('fr')}canton ${where.frOf}`,
      nl: `Vredegerecht van het ${ordinal('nl')}kanton ${where.nl}`,
      en: `Justice of the peace of the ${ordinal('en')}canton of ${where.en}`,
    },
    abbreviations: { fr: `J.P. ${where.fr}${frCanton}`, nl: `Vred. ${where.nl}${nlCanton}` },
    ecli: null,
    seat: { fr: `${where.fr}${frCanton}`, nl: `${where.nl}${nlCanton}` },
    source,
  };
}

/** The twelve judicial districts, as the cantons are grouped (Brussels with Halle-Vilvoorde). */
export type CantonDistrict =
  | 'antwerpen'
  | 'limburg'
  | 'brussel'
  | 'leuven'
  | 'brabant-wallon'
  | 'oost-vlaanderen'
  | 'west-vlaanderen'
  | 'liege'
  | 'luxembourg'
  | 'namur'
  | 'eupen'
  | 'hainaut';

/**
 * The cantons in force in each district since the law of 25 December 2017 (162 in all): Antwerp's and Limburg's
 * as the royal decree of 18 December 2025 lists them, Brussels-Capital's 19 as bx1.be counts them, Walloon
 * Brabant's, Namur's, Luxembourg's and East Flanders' as their sources count them, the others as
 * de.wikipedia.org's "Gerichtskanton" counts them by province (Flemish Brabant 7 + 7, the seven western ones
 * belonging to the Brussels district; Liège 17 + the 2 of Eupen). West Flanders' 17 and Liège's 17 also follow
 * from their cantons before the reform less those it closed (see CANTONS_BY_DISTRICT).
 */
export const CANTONS_IN_FORCE: Readonly<Record<CantonDistrict, number>> = {
  antwerpen: 23,
  limburg: 11,
  brussel: 26,
  leuven: 7,
  'brabant-wallon': 5,
  'oost-vlaanderen': 21,
  'west-vlaanderen': 17,
  liege: 17,
  luxembourg: 5,
  namur: 8,
  eupen: 2,
  hainaut: 20,
};

const same = (name: string) => place(name, name, name);
const SCHAERBEEK = place('Schaerbeek', 'Schaarbeek', 'Schaerbeek');
const numbered = (where: Place, count: number, source: JurisdictionSource): Canton[] =>
  Array.from({ length: count }, (_, index) => ({ place: where, number: index + 1, source }));
const named = (names: readonly string[], source: JurisdictionSource): Canton[] =>
  names.map((name) => ({ place: same(name), source }));

const CANTONS_BY_DISTRICT: Readonly<Record<CantonDistrict, readonly Canton[]>> = {
  // The 23 cantons of the royal decree of 18 December 2025.
  antwerpen: [
    ...numbered(CITY.antwerpen, 7, 'ar-2025-cantons'),
    ...named(
      ['Merksem', 'Deurne', 'Boom', 'Brasschaat', 'Kapellen', 'Kontich', 'Zandhoven', 'Heist-op-den-Berg'],
      'ar-2025-cantons',
    ),
    { place: place('Lierre', 'Lier', 'Lier'), source: 'ar-2025-cantons' },
    { place: CITY.mechelen, source: 'ar-2025-cantons' },
    { place: same('Willebroek'), source: 'ar-2025-cantons' },
    ...numbered(same('Mol-Geel'), 2, 'ar-2025-cantons'),
    ...numbered(CITY.turnhout, 2, 'ar-2025-cantons'),
    { place: same('Westerlo'), source: 'ar-2025-cantons' },
  ],
  // Its 11 cantons (same decree).
  limburg: [
    { place: same('Beringen'), source: 'ar-2025-cantons' },
    ...numbered(CITY.hasselt, 2, 'ar-2025-cantons'),
    ...named(['Houthalen-Helchteren', 'Pelt'], 'ar-2025-cantons'),
    { place: place('Saint-Trond', 'Sint-Truiden', 'Sint-Truiden'), source: 'ar-2025-cantons' },
    ...named(['Bilzen', 'Bree', 'Genk', 'Maasmechelen'], 'ar-2025-cantons'),
    { place: CITY.tongeren, source: 'ar-2025-cantons' },
  ],
  // 19 in Brussels-Capital (the first eight as the decree lists them; bx1.be: 19 instead of 20, Auderghem kept,
  // Jette a canton of its own), 7 in Halle-Vilvoorde (bx1.be counts 26). Not listed: the 19th Brussels canton,
  // split from Jette's on 1 December 2019 (DH: for Berchem-Sainte-Agathe, Ganshoren and Koekelberg; the annex as
  // the courts publish it puts Berchem-Sainte-Agathe in Anderlecht's second canton), whose name no stored page
  // gives.
  brussel: [
    ...numbered(same('Anderlecht'), 2, 'ar-2025-cantons'),
    { place: place('Auderghem', 'Oudergem', 'Auderghem'), source: 'ar-2025-cantons' },
    ...numbered(CITY.bruxelles, 4, 'ar-2025-cantons'),
    { place: same('Etterbeek'), source: 'ar-2025-cantons' },
    { place: place('Forest', 'Vorst', 'Forest'), source: 'knowledge' },
    { place: place('Ixelles', 'Elsene', 'Ixelles'), source: 'knowledge' },
    // La Libre (the 2017 law made Jette a canton of its own), 1001infos (2024).
    { place: same('Jette'), source: 'search-press' },
    { place: place('Molenbeek-Saint-Jean', 'Sint-Jans-Molenbeek', 'Molenbeek-Saint-Jean'), source: 'knowledge' },
    { place: place('Saint-Gilles', 'Sint-Gillis', 'Saint-Gilles'), source: 'knowledge' },
    { place: place('Saint-Josse-ten-Noode', 'Sint-Joost-ten-Node', 'Saint-Josse-ten-Noode'), source: 'search-press' },
    // Two Schaerbeek cantons (lange-law.be); the first keeps the code it had when it was listed alone.
    { place: SCHAERBEEK, number: 1, code: 'jp-schaarbeek', source: 'search-press' },
    { place: SCHAERBEEK, number: 2, source: 'search-press' },
    { place: place('Uccle', 'Ukkel', 'Uccle'), source: 'knowledge' },
    { place: place('Woluwe-Saint-Pierre', 'Sint-Pieters-Woluwe', 'Woluwe-Saint-Pierre'), source: 'search-press' },
    // Ring TV (2017): the Asse and Meise (Wolvertem) courts stay, Grimbergen's closes, Zemst joins Vilvoorde.
    ...named(['Asse', 'Meise'], 'search-press'),
    { place: place('Vilvorde', 'Vilvoorde', 'Vilvoorde'), source: 'search-press' },
    { place: place('Hal', 'Halle', 'Halle'), source: 'knowledge' },
    { place: same('Zaventem'), source: 'knowledge' },
    // Ring TV (2017): Herne's hearings move to the Lennik court when Sint-Pieters-Leeuw's closes.
    { place: same('Lennik'), source: 'search-press' },
    // The six municipalities with language facilities: a canton of two seats, Kraainem and Sint-Genesius-Rode, until
    // Kraainem's court closed (Bruzz, 2015 and 2017; the Kraainem petition: its people now go to Rhode-Saint-Genèse).
    // Named after its one seat, as the 2017 law renamed the other cantons that lost a seat (Limbourg-Aubel became
    // Limbourg): the name is read that way, not in the annex.
    { place: place('Rhode-Saint-Genèse', 'Sint-Genesius-Rode', 'Sint-Genesius-Rode'), source: 'search-press' },
  ],
  // Leuven 1 to 3 (nl.wikipedia, Kanton Leuven); the others as the Leuven court's site lists them. Before the
  // reform the district had eight (Aarschot, Diest, Haacht, Landen-Zoutleeuw, Leuven 1 to 3, Tienen: the Leuven
  // justices of the peace's rules of 2014 as deplalaw.be quotes them); the Zoutleeuw court's own page says that on
  // 1 December 2019 the canton of Landen-Zoutleeuw became the canton of Zoutleeuw (with Glabbeek) and the Landen
  // seat closed, which leaves Haacht's as the one folded into others.
  leuven: [
    ...numbered(CITY.leuven, 3, 'search-wikipedia'),
    { place: same('Aarschot'), source: 'search-court-site' },
    { place: same('Diest'), source: 'search-court-site' },
    { place: place('Tirlemont', 'Tienen', 'Tienen'), source: 'search-court-site' },
    { place: place('Léau', 'Zoutleeuw', 'Zoutleeuw'), source: 'search-court-site' },
  ],
  // The five cantons since 1 December 2019 (Tubize's joined Nivelles).
  'brabant-wallon': [
    { place: place("Braine-l'Alleud", 'Eigenbrakel', "Braine-l'Alleud"), source: 'search-court-site' },
    { place: place('Jodoigne', 'Geldenaken', 'Jodoigne'), source: 'search-court-site' },
    { place: CITY.nivelles, source: 'search-court-site' },
    ...numbered(CITY.wavre, 2, 'search-court-site'),
  ],
  // Its 21 cantons (nl.wikipedia, Gerechtelijk arrondissement Oost-Vlaanderen).
  'oost-vlaanderen': [
    ...numbered(CITY.aalst, 2, 'search-wikipedia'),
    { place: same('Beveren'), source: 'search-wikipedia' },
    { place: same('Deinze'), source: 'search-wikipedia' },
    { place: CITY.dendermonde, source: 'search-wikipedia' },
    { place: same('Eeklo'), source: 'search-wikipedia' },
    ...numbered(CITY.gent, 5, 'search-wikipedia'),
    { place: place('Grammont', 'Geraardsbergen', 'Geraardsbergen'), source: 'search-wikipedia' },
    ...named(['Hamme', 'Herzele', 'Lokeren', 'Merelbeke', 'Ninove'], 'search-wikipedia'),
    { place: CITY.oudenaarde, source: 'search-wikipedia' },
    { place: CITY['sint-niklaas'], source: 'search-wikipedia' },
    ...named(['Wetteren', 'Zelzate'], 'search-wikipedia'),
  ],
  // Complete. Before the reform the district had 20 cantons (the courts' site and Legal World list them: Brugge
  // 1 to 4, Torhout, Tielt, Oostende 1 and 2, Kortrijk 1 and 2, Izegem, Roeselare, Menen, Harelbeke, Waregem,
  // Ieper 1, Ieper 2-Poperinge, Wervik, Veurne-Nieuwpoort, Diksmuide). A stored page shows each of the three
  // changes that make 17: Harelbeke's joined Waregem (the annex as the Bruges bar's magazine quotes it, 2024),
  // Wervik's Menen (HLN, 2018), the second Ieper canton became Poperinge's (nl.wikipedia), and Diksmuide's court
  // closed for good on a 1 December (ediksmuide.be). Izegem and Waregem received judges in 2024. The cantons the
  // reform left as they were are `knowledge`, as are the names it gave: Ieper (its first canton, now alone) and
  // Veurne (Veurne-Nieuwpoort, seated at Veurne since Nieuwpoort lost its seat in 2015, with Diksmuide's).
  'west-vlaanderen': [
    ...numbered(CITY.brugge, 4, 'knowledge'),
    ...named(['Torhout', 'Tielt'], 'knowledge'),
    ...numbered(CITY.oostende, 2, 'knowledge'),
    ...numbered(CITY.kortrijk, 2, 'knowledge'),
    ...named(['Waregem', 'Izegem'], 'search-press'),
    { place: place('Menin', 'Menen', 'Menen'), source: 'search-press' },
    { place: same('Poperinge'), source: 'search-wikipedia' },
    { place: place('Roulers', 'Roeselare', 'Roeselare'), source: 'knowledge' },
    { place: CITY.ieper, source: 'knowledge' },
    { place: CITY.veurne, source: 'knowledge' },
  ],
  liege: [
    // Cantons the law of 25 December 2017 names; its "first canton of Verviers" implies the second.
    { place: place('Limbourg', 'Limburg', 'Limbourg', 'de Limbourg'), source: 'law-2017' },
    { place: same('Spa'), source: 'law-2017' },
    ...numbered(CITY.verviers, 2, 'law-2017'),
    // Sudinfo and RTBF (2018): Hamoir's and Hannut's courts closed, their people go to Huy, Sprimont (the new
    // "three valleys" canton) and Waremme, Engis' to Grâce-Hollogne.
    { place: same('Sprimont'), source: 'search-press' },
    { place: place('Waremme', 'Borgworm', 'Waremme'), source: 'search-press' },
    { place: same('Grâce-Hollogne'), source: 'search-press' },
    // Before the reform the district had 19 cantons (fr.wikipedia as mirrored by frwiki.wiki: Huy's three,
    // Liège's twelve, Verviers' four); the reform closed two, Hamoir's and Saint-Nicolas' (the amendments to
    // keep them, Sudinfo, 2017), which makes 17. The old Liège district's others are `knowledge`: Liège 1 to 4
    // (each a quarter of the city, as C. Behrendt and Q. Pironnet describe them), Herstal, Fléron, Seraing and
    // Visé, and Huy's two cantons, the old Huy district's three less Hamoir's (Hannut was the second canton's
    // other seat, closed in 2018: Sudinfo). The first keeps the code it had when Huy was listed as one canton.
    { place: CITY.huy, number: 1, code: 'jp-hoei', source: 'knowledge' },
    { place: CITY.huy, number: 2, source: 'knowledge' },
    ...numbered(CITY.liege, 4, 'knowledge'),
    ...named(['Herstal', 'Fléron', 'Seraing'], 'knowledge'),
    { place: place('Visé', 'Wezet', 'Visé'), source: 'knowledge' },
  ],
  // Divisions Arlon (Arlon, Virton), Marche-en-Famenne and Neufchâteau (Bastogne, Neufchâteau).
  luxembourg: [
    { place: CITY.arlon, source: 'search-repartition-ar' },
    { place: same('Virton'), source: 'search-repartition-ar' },
    { place: CITY.marche, source: 'search-repartition-ar' },
    { place: place('Bastogne', 'Bastenaken', 'Bastogne'), source: 'search-repartition-ar' },
    { place: CITY.neufchateau, source: 'search-repartition-ar' },
  ],
  // Divisions Namur (Andenne, Fosses-la-Ville, Gembloux, Namur 1 and 2) and Dinant (Dinant, Ciney, Philippeville).
  namur: [
    ...named(['Andenne', 'Fosses-la-Ville', 'Gembloux'], 'search-repartition-ar'),
    ...numbered(CITY.namur, 2, 'search-repartition-ar'),
    { place: CITY.dinant, source: 'search-repartition-ar' },
    ...named(['Ciney', 'Philippeville'], 'search-repartition-ar'),
  ],
  // The German-speaking cantons (de.wikipedia counts two).
  eupen: [
    { place: CITY.eupen, source: 'knowledge' },
    { place: place('Saint-Vith', 'Sankt Vith', 'Sankt Vith'), source: 'knowledge' },
  ],
  // The first nine cantons of the annex's Hainaut section as the courts publish it (tribunaux-rechtbanken.be,
  // Thuin's page; the 2017 law's article 39 as the Fontaine-l'Evêque court's site quotes it numbers Thuin ninth),
  // and Mouscron, which took Comines-Warneton in (law of 25 December 2017). Then La Louvière (in force on 1 May
  // 2018, lange-law.be), Ath and Tournai's first canton (the minister's answer, notele.be, 2017), and from
  // knowledge Tournai's second canton and Mons' two (an MP's question on the reform's first phase,
  // ericthiebaut.eu, names both). Leuze-en-Hainaut: the Péruwelz-Leuze canton's Péruwelz seat closed on
  // 1 December 2019, its hearings are at Leuze (DH, 2019), and Wallonie picarde has five cantons (the Hainaut
  // justices of the peace's president, DH, 2023: Ath, Mouscron, Tournai 1 and 2, Leuze); named after its one
  // seat as Landen-Zoutleeuw became Zoutleeuw that same day. Not listed (three, all in the former Mons district):
  // the annex's tenth canton (Saint-Ghislain, Boussu, Hensies, Honnelles, Quaregnon,
  // Quiévrain), whose seat the stored page cuts off, Soignies' canton, whose name after the reform is unread, and
  // one more after the closures of Enghien, Lens and Colfontaine (RTBF, notele.be).
  hainaut: [
    { place: same('Chimay'), source: 'annex' },
    { place: same('Binche'), source: 'annex' },
    ...numbered(CITY.charleroi, 4, 'annex'),
    { place: same('Châtelet'), source: 'annex' },
    { place: same('Seneffe'), source: 'annex' },
    { place: same('Thuin'), source: 'annex' },
    { place: place('Mouscron', 'Moeskroen', 'Mouscron'), source: 'law-2017' },
    { place: same('La Louvière'), source: 'search-press' },
    { place: place('Ath', 'Aat', 'Ath'), source: 'search-press' },
    { place: CITY.tournai, number: 1, source: 'search-press' },
    { place: CITY.tournai, number: 2, source: 'knowledge' },
    { place: same('Leuze-en-Hainaut'), source: 'search-press' },
    ...numbered(CITY.mons, 2, 'knowledge'),
  ],
};

const CANTONS: Canton[] = Object.values(CANTONS_BY_DISTRICT).flat();

/** How many of each district's cantons this list holds (against CANTONS_IN_FORCE). */
export function cantonsListedByDistrict(): Record<CantonDistrict, number> {
  return Object.fromEntries(
    Object.entries(CANTONS_BY_DISTRICT).map(([district, cantons]) => [district, cantons.length]),
  ) as Record<CantonDistrict, number>;
}

/**
 * The cantons there are (162 since the law of 25 December 2017) and those this list holds: Antwerp, Limburg,
 * Walloon Brabant, East Flanders, West Flanders, Leuven, Liège, Luxembourg, Namur and Eupen are complete;
 * one canton of Brussels-Capital and three of Hainaut are still to be read in the annex (the comments in CANTONS_BY_DISTRICT say which).
 */
export const CANTON_COUNT_IN_BELGIUM = 162;
export const JUSTICES_OF_THE_PEACE_LISTED = CANTONS.length;

const JUSTICES_OF_THE_PEACE: JurisdictionRecord[] = CANTONS.map(justiceOfThePeace);

const ADMINISTRATIVE_BODIES: JurisdictionRecord[] = [
  {
    // The specification's own example: `adp` under `adm`, whose decisions have an author (jurisdictionAuthor).
    code: 'adp',
    type: 'adm',
    labels: {
      fr: 'Autorité de protection des données',
      nl: 'Gegevensbeschermingsautoriteit',
      en: 'Data Protection Authority',
    },
    abbreviations: { fr: 'APD', nl: 'GBA' },
    ecli: 'GBAPD',
    seat: { fr: 'APD', nl: 'GBA' },
    source: 'statute',
  },
  {
    code: 'cce',
    type: 'adm',
    labels: {
      fr: 'Conseil du contentieux des étrangers',
      nl: 'Raad voor Vreemdelingenbetwistingen',
      en: 'Council for Alien Law Litigation',
    },
    abbreviations: { fr: 'C.C.E.', nl: 'RvV' },
    ecli: null,
    seat: { fr: 'C.C.E.', nl: 'RvV' },
    source: 'statute',
  },
  {
    code: 'rvvb',
    type: 'adm',
    labels: {
      fr: 'Conseil pour les contestations des autorisations',
      nl: 'Raad voor Vergunningsbetwistingen',
      en: 'Council for Permit Disputes',
    },
    abbreviations: { fr: 'C.C.A.', nl: 'RvVb' },
    ecli: null,
    seat: { fr: 'C.C.A.', nl: 'RvVb' },
    source: 'statute',
  },
];

/** Every court, the supreme courts first, then by type as JURISDICTION_TYPES orders them from the top. */
export const JURISDICTION_RECORDS: readonly JurisdictionRecord[] = [
  ...SUPREME_COURTS,
  ...APPEAL_COURTS,
  ...LABOUR_COURTS,
  ...ASSIZE_COURTS,
  ...FIRST_INSTANCE_COURTS,
  ...LABOUR_TRIBUNALS,
  ...ENTERPRISE_COURTS,
  ...POLICE_COURTS,
  ...JUSTICES_OF_THE_PEACE,
  ...ADMINISTRATIVE_BODIES,
];

const BY_CODE = new Map(JURISDICTION_RECORDS.map((record) => [record.code, record]));

/** The list as GET /api/reference/jurisdictions answers it. */
export function jurisdictionList(type?: JurisdictionType): Jurisdiction[] {
  return JURISDICTION_RECORDS.filter((record) => type === undefined || record.type === type).map(
    ({ code, type: recordType, labels, abbreviations, ecli }) => ({
      code,
      type: recordType,
      labels,
      abbreviations,
      ecli,
    }),
  );
}

function retired(code: string, record: JurisdictionRecord | undefined): [string, JurisdictionRecord] {
  if (!record) throw new Error(`no record for the retired code ${code}`);
  return [code, record];
}

/**
 * Codes no longer listed but still read, since a code is stored in documents and keeps its meaning: a court
 * listed before its divisions were known, and a division it never had, read as the division that covers it
 * (the Brugge division takes the Oostende cantons). Neither is offered, recognised or counted.
 */
const RETIRED_CODES: ReadonlyMap<string, JurisdictionRecord> = new Map([
  retired('pol-brabant-wallon', districtCourts('pol', 'brabant-wallon', [], { source: 'search-court-site' })[0]),
  retired('trib-trav-gent-oostende', BY_CODE.get('trib-trav-gent-brugge')),
]);

/** A court by its code, a retired code included. */
export function jurisdictionByCode(code: string | null | undefined): JurisdictionRecord | undefined {
  return code ? (BY_CODE.get(code) ?? RETIRED_CODES.get(code)) : undefined;
}

// ---- The court's name on the day of its decision ----

/** The district reform (law of 1 December 2013): divisions, and Brussels' courts split by language. */
export const DISTRICT_REFORM_DATE = '2014-04-01';
/** The Cour d'arbitrage became the Cour constitutionnelle (revision of article 142, M.B., 8 May 2007). */
export const CONSTITUTIONAL_COURT_NAME_DATE = '2007-05-08';
/** The tribunaux de commerce became tribunaux de l'entreprise (law of 15 April 2018). */
export const ENTERPRISE_COURT_NAME_DATE = '2018-11-01';
/** The Commission de la protection de la vie privée became the Data Protection Authority (law of 3 December 2017). */
export const DATA_PROTECTION_AUTHORITY_DATE = '2018-05-25';

const SECTION_PREFIX: Readonly<Record<JurisdictionSection, Bilingual>> = {
  civ: { fr: 'Civ.', nl: 'Rb.' },
  corr: { fr: 'Corr.', nl: 'Corr.' },
  'trib-jeun': { fr: 'Jeun.', nl: 'Jeugdrb.' },
  'trib-fam': { fr: 'Fam.', nl: 'Fam.' },
  't-a-p': { fr: 'T.A.P.', nl: 'SURB' },
};

/** A court as a citation writes it: its name, and what goes in the parentheses after it (division...). */
export interface CitedCourt {
  name: string;
  qualifiers: string[];
}

/**
 * How a citation names a court on the day of a decision (`date` YYYY-MM-DD; empty or malformed: today's name),
 * in French (Guide des citations) or Dutch (Juridische verwijzingen en afkortingen).
 */
export function citedCourt(
  record: JurisdictionRecord,
  options: { date?: string | null; language: 'fr' | 'nl'; section?: string | null },
): CitedCourt {
  const { language } = options;
  const date = options.date && /^\d{4}-\d{2}-\d{2}$/.test(options.date) ? options.date : null;
  const before = (limit: string) => date !== null && date < limit;
  let prefix = COURT_PREFIX[record.type][language];
  if (record.type === 'trib') {
    const section = SECTION_PREFIX[options.section as JurisdictionSection] as Bilingual | undefined;
    if (section) prefix = section[language];
  }
  if (record.type === 'trib-entr' && before(ENTERPRISE_COURT_NAME_DATE)) prefix = language === 'fr' ? 'Comm.' : 'Kh.';
  if (record.type === 'c-const' && before(CONSTITUTIONAL_COURT_NAME_DATE)) {
    return { name: language === 'fr' ? 'C.A.' : 'Arbitragehof', qualifiers: [] };
  }
  if (record.code === 'adp' && before(DATA_PROTECTION_AUTHORITY_DATE)) {
    return { name: language === 'fr' ? 'C.P.V.P.' : 'CBPL', qualifiers: [] };
  }
  if (record.type === 'cass' || record.type === 'c-e' || record.type === 'c-const' || record.type === 'adm') {
    return { name: record.abbreviations[language], qualifiers: [] };
  }
  const oldSeat = before(DISTRICT_REFORM_DATE) ? record.seatBefore2014 : undefined;
  if (oldSeat) return { name: [prefix, oldSeat[language]].filter(Boolean).join(' '), qualifiers: [] };
  if (before(DISTRICT_REFORM_DATE) && record.sectionOfBefore2014 && record.division) {
    return {
      name: [prefix, record.sectionOfBefore2014[language]].filter(Boolean).join(' '),
      qualifiers: [`${language === 'fr' ? 'sect.' : 'afd.'} ${record.division[language]}`],
    };
  }
  const qualifiers: string[] = [];
  // Before the reform a court's main seat was the court itself: "Arbh. Antwerpen", not "(afd. Antwerpen)".
  const mainSeatBefore2014 = before(DISTRICT_REFORM_DATE) && record.division?.[language] === record.seat[language];
  if (record.division && !mainSeatBefore2014) {
    // Before the reform a labour court's seats were sections; its districts' courts were courts of their own.
    const word = before(DISTRICT_REFORM_DATE)
      ? language === 'fr'
        ? 'sect.'
        : 'afd.'
      : language === 'fr'
        ? 'div.'
        : 'afd.';
    qualifiers.push(`${word} ${record.division[language]}`);
  }
  return { name: [prefix, record.seat[language]].filter(Boolean).join(' '), qualifiers };
}
