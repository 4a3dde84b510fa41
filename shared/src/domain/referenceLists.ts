// The labelled reference lists of the document metadata (specification 001, section 9 "Enumerations", and the
// issue's `roomNature`): one entry per code, labelled in French, Dutch and English, with the abbreviation a
// citation uses where Belgian practice abbreviates. The codes are the specification's and are what the database
// stores; the form, the search filters and the server's checks all read them from here.
import type { Locale } from '../types/entities';
import {
  BELGIAN_LEGISLATION_NATURES,
  DOCTRINE_NATURES,
  DOCUMENT_COUNTRIES,
  DOCUMENT_LANGUAGES,
  DOCUMENT_SOURCES,
  DOCUMENT_TYPES,
  DOCUMENT_VISIBILITIES,
  EU_LEGISLATION_NATURES,
} from './documents';

export type Labels = Record<Locale, string>;
/** French (Guide des citations) and Dutch (Juridische verwijzingen en afkortingen) spellings. */
export interface Bilingual {
  fr: string;
  nl: string;
}

export interface ReferenceEntry<C extends string = string> {
  code: C;
  labels: Labels;
  /** How a citation writes it, where it differs from the label. */
  abbreviations?: Bilingual;
}

function entry<C extends string>(code: C, fr: string, nl: string, en: string, abbreviations?: Bilingual) {
  return abbreviations ? { code, labels: { fr, nl, en }, abbreviations } : { code, labels: { fr, nl, en } };
}

export const COLLECTIONS = ['mb'] as const;
export type Collection = (typeof COLLECTIONS)[number];

export const JURISDICTION_TYPES = [
  'jp',
  'pol',
  'trib',
  'trib-trav',
  'trib-entr',
  'cour',
  'cour-trav',
  'cour-ass',
  'cass',
  'c-e',
  'c-const',
  'adm',
] as const;
export type JurisdictionType = (typeof JURISDICTION_TYPES)[number];

/** The sections of a tribunal de première instance (only for jurisdictionType `trib`). */
export const JURISDICTION_SECTIONS = ['civ', 'corr', 'trib-jeun', 'trib-fam', 't-a-p'] as const;
export type JurisdictionSection = (typeof JURISDICTION_SECTIONS)[number];

/** Who decided, within the Data Protection Authority (jurisdictionType `adm`, jurisdictionName `adp`). */
export const JURISDICTION_AUTHORS = ['sec-gen', 'cont'] as const;
export type JurisdictionAuthor = (typeof JURISDICTION_AUTHORS)[number];

export const ROOM_NATURES = ['aud-plen', 'ch-reun', 'pres', 'ref', 'vac'] as const;
export type RoomNature = (typeof ROOM_NATURES)[number];

export const PUBLICATION_TYPES = ['notice', 'recommendation', 'circular'] as const;
export type PublicationType = (typeof PUBLICATION_TYPES)[number];

/** The Communities whose mark an EU act's number carries: (CE), (CECA), (Euratom). */
export const EU_INSTITUTIONS = ['ce', 'ceca', 'euratom'] as const;
export type EuInstitution = (typeof EU_INSTITUTIONS)[number];

/** The Official Journal: of the European Union (since 1 February 2003) or of the European Communities. */
export const EU_JOURNALS = ['joue', 'joce'] as const;
export type EuJournal = (typeof EU_JOURNALS)[number];

export const ANONYMOUS_VALUES = ['yes', 'no'] as const;
export type AnonymousValue = (typeof ANONYMOUS_VALUES)[number];

export const REFERENCE_LIST_NAMES = [
  'documentTypes',
  'countries',
  'languages',
  'visibilities',
  'sources',
  'belgianLegislationNatures',
  'collections',
  'jurisdictionTypes',
  'jurisdictionSections',
  'jurisdictionAuthors',
  'roomNatures',
  'doctrineNatures',
  'publicationTypes',
  'euLegislationNatures',
  'euInstitutions',
  'euJournals',
  'anonymous',
] as const;
export type ReferenceListName = (typeof REFERENCE_LIST_NAMES)[number];

const documentTypes = [
  entry('doctrine', 'Doctrine', 'Rechtsleer', 'Legal literature'),
  entry('jurisprudence', 'Jurisprudence', 'Rechtspraak', 'Case law'),
  entry('legislation', 'Législation', 'Wetgeving', 'Legislation'),
  entry('contract', 'Contrat', 'Overeenkomst', 'Contract'),
  entry('document', 'Document', 'Document', 'Document'),
  entry('quote', 'Devis', 'Offerte', 'Quote'),
  entry('note', 'Note', 'Nota', 'Note'),
  entry('conclusion', 'Conclusions', 'Conclusie', 'Submissions'),
];

const countries = [
  entry('be', 'Belgique', 'België', 'Belgium'),
  entry('fr', 'France', 'Frankrijk', 'France'),
  entry('lu', 'Luxembourg', 'Luxemburg', 'Luxembourg'),
  entry('de', 'Allemagne', 'Duitsland', 'Germany'),
  entry('nl', 'Pays-Bas', 'Nederland', 'Netherlands'),
  entry('eu', 'Union européenne', 'Europese Unie', 'European Union'),
  entry('int', 'International', 'Internationaal', 'International'),
];

const languages = [
  entry('de', 'Allemand', 'Duits', 'German'),
  entry('en', 'Anglais', 'Engels', 'English'),
  entry('fr', 'Français', 'Frans', 'French'),
  entry('lu', 'Luxembourgeois', 'Luxemburgs', 'Luxembourgish'),
  entry('nl', 'Néerlandais', 'Nederlands', 'Dutch'),
];

const visibilities = [entry('public', 'Public', 'Openbaar', 'Public'), entry('private', 'Privé', 'Privé', 'Private')];

const sources = [entry('lexdesk', 'LexDesk', 'LexDesk', 'LexDesk'), entry('lawyer', 'Avocat', 'Advocaat', 'Lawyer')];

// The specification gives the codes only. Most read plainly (loi, ar, decr-reg-w...); for four the reading is
// ours, written in ARCHITECTURE.md: ar-g (arrêté du Régent), al-pouv-extr (arrêté de pouvoirs extraordinaires),
// reg-w (décret spécial de la Région wallonne, beside the other special decrees) and ag-fr (arrêté du Collège de
// la Commission communautaire française, the Walloon Government's being absent from the codes).
const belgianLegislationNatures = [
  entry('const', 'Constitution', 'Grondwet', 'Constitution', { fr: 'Constitution', nl: 'Gw.' }),
  entry('l-spec', 'Loi spéciale', 'Bijzondere wet', 'Special act', { fr: 'Loi spéciale', nl: 'Bijzondere wet' }),
  entry('loi', 'Loi', 'Wet', 'Act', { fr: 'Loi', nl: 'Wet' }),
  entry('ar-g', 'Arrêté du Régent', 'Besluit van de Regent', "Regent's decree", {
    fr: 'Arrêté du Régent',
    nl: 'Besluit van de Regent',
  }),
  entry(
    'al-pouv-extr',
    'Arrêté de pouvoirs extraordinaires',
    'Besluit krachtens buitengewone machten',
    'Extraordinary powers decree',
    {
      fr: 'Arrêté de pouvoirs extraordinaires',
      nl: 'Besluit krachtens buitengewone machten',
    },
  ),
  entry('al-n', 'Arrêté-loi', 'Besluitwet', 'Decree-law', { fr: 'Arrêté-loi', nl: 'Besluitwet' }),
  entry('ar', 'Arrêté royal', 'Koninklijk besluit', 'Royal decree', { fr: 'Arrêté royal', nl: 'KB' }),
  entry('am', 'Arrêté ministériel', 'Ministerieel besluit', 'Ministerial decree', {
    fr: 'Arrêté ministériel',
    nl: 'MB',
  }),
  entry('acc-coop', 'Accord de coopération', 'Samenwerkingsakkoord', 'Cooperation agreement', {
    fr: 'Accord de coopération',
    nl: 'Samenwerkingsakkoord',
  }),
  entry('d-spec', 'Décret spécial', 'Bijzonder decreet', 'Special decree', {
    fr: 'Décret spécial',
    nl: 'Bijzonder decreet',
  }),
  entry(
    'd-spec-comm-fl',
    'Décret spécial de la Communauté flamande',
    'Bijzonder decreet van de Vlaamse Gemeenschap',
    'Special decree of the Flemish Community',
    { fr: 'Décret spécial de la Communauté flamande', nl: 'Bijzonder decreet Vlaamse Gemeenschap' },
  ),
  entry(
    'd-spec-comm-fr',
    'Décret spécial de la Communauté française',
    'Bijzonder decreet van de Franse Gemeenschap',
    'Special decree of the French Community',
    { fr: 'Décret spécial de la Communauté française', nl: 'Bijzonder decreet Franse Gemeenschap' },
  ),
  entry(
    'reg-w',
    'Décret spécial de la Région wallonne',
    'Bijzonder decreet van het Waals Gewest',
    'Special decree of the Walloon Region',
    { fr: 'Décret spécial de la Région wallonne', nl: 'Bijzonder decreet Waals Gewest' },
  ),
  entry('decr', 'Décret', 'Decreet', 'Decree', { fr: 'Décret', nl: 'Decr.' }),
  entry(
    'c-c-fr',
    'Décret de la Commission communautaire française',
    'Decreet van de Franse Gemeenschapscommissie',
    'Decree of the French Community Commission',
    { fr: 'Décret de la Commission communautaire française', nl: 'Decreet Franse Gemeenschapscommissie' },
  ),
  entry(
    'decr-comm-fl',
    'Décret de la Communauté flamande',
    'Decreet van de Vlaamse Gemeenschap',
    'Decree of the Flemish Community',
    { fr: 'Décret de la Communauté flamande', nl: 'Decr. Vl.' },
  ),
  entry(
    'decr-comm-fr',
    'Décret de la Communauté française',
    'Decreet van de Franse Gemeenschap',
    'Decree of the French Community',
    { fr: 'Décret de la Communauté française', nl: 'Decr. Fr. Gem.' },
  ),
  entry(
    'decr-comm-germ',
    'Décret de la Communauté germanophone',
    'Decreet van de Duitstalige Gemeenschap',
    'Decree of the German-speaking Community',
    { fr: 'Décret de la Communauté germanophone', nl: 'Decr. Dt. Gem.' },
  ),
  entry(
    'decr-reg-fl',
    'Décret de la Région flamande',
    'Decreet van het Vlaams Gewest',
    'Decree of the Flemish Region',
    { fr: 'Décret de la Région flamande', nl: 'Decr. Vl.' },
  ),
  entry('decr-reg-w', 'Décret de la Région wallonne', 'Decreet van het Waals Gewest', 'Decree of the Walloon Region', {
    fr: 'Décret de la Région wallonne',
    nl: 'Decr. W.',
  }),
  entry('ord', 'Ordonnance', 'Ordonnantie', 'Ordinance', { fr: 'Ordonnance', nl: 'Ord.' }),
  entry(
    'ord-reg-brux-cap',
    'Ordonnance de la Région de Bruxelles-Capitale',
    'Ordonnantie van het Brussels Hoofdstedelijk Gewest',
    'Ordinance of the Brussels-Capital Region',
    { fr: 'Ordonnance de la Région de Bruxelles-Capitale', nl: 'Ord. Br.' },
  ),
  entry(
    'c-c-c',
    'Ordonnance de la Commission communautaire commune',
    'Ordonnantie van de Gemeenschappelijke Gemeenschapscommissie',
    'Ordinance of the Common Community Commission',
    { fr: 'Ordonnance de la Commission communautaire commune', nl: 'Ord. GGC' },
  ),
  entry(
    'ag-comm-fr',
    'Arrêté du Gouvernement de la Communauté française',
    'Besluit van de Regering van de Franse Gemeenschap',
    'Decree of the Government of the French Community',
    { fr: 'Arrêté du Gouvernement de la Communauté française', nl: 'Besl. Fr. Gem. Reg.' },
  ),
  entry(
    'ag-comm-germ',
    'Arrêté du Gouvernement de la Communauté germanophone',
    'Besluit van de Regering van de Duitstalige Gemeenschap',
    'Decree of the Government of the German-speaking Community',
    { fr: 'Arrêté du Gouvernement de la Communauté germanophone', nl: 'Besl. Dt. Gem. Reg.' },
  ),
  entry('ag-fl', 'Arrêté du Gouvernement flamand', 'Besluit van de Vlaamse Regering', 'Flemish Government decree', {
    fr: 'Arrêté du Gouvernement flamand',
    nl: 'BVR',
  }),
  entry(
    'ag-reg-brux-cap',
    'Arrêté du Gouvernement de la Région de Bruxelles-Capitale',
    'Besluit van de Brusselse Hoofdstedelijke Regering',
    'Decree of the Government of the Brussels-Capital Region',
    { fr: 'Arrêté du Gouvernement de la Région de Bruxelles-Capitale', nl: 'Besl. Br. Hoofdst. Reg.' },
  ),
  entry(
    'ag-fr',
    'Arrêté du Collège de la Commission communautaire française',
    'Besluit van het College van de Franse Gemeenschapscommissie',
    'Decree of the College of the French Community Commission',
    {
      fr: 'Arrêté du Collège de la Commission communautaire française',
      nl: 'Besluit College Franse Gemeenschapscommissie',
    },
  ),
];

const collections = [
  entry('mb', 'Moniteur belge', 'Belgisch Staatsblad', 'Belgian Official Gazette', { fr: 'M.B.', nl: 'BS' }),
];

const jurisdictionTypes = [
  entry('jp', 'Justice de paix', 'Vredegerecht', 'Justice of the peace', { fr: 'J.P.', nl: 'Vred.' }),
  entry('pol', 'Tribunal de police', 'Politierechtbank', 'Police court', { fr: 'Pol.', nl: 'Pol.' }),
  entry('trib', 'Tribunal de première instance', 'Rechtbank van eerste aanleg', 'Court of first instance', {
    fr: 'Civ.',
    nl: 'Rb.',
  }),
  entry('trib-trav', 'Tribunal du travail', 'Arbeidsrechtbank', 'Labour tribunal', { fr: 'Trav.', nl: 'Arbrb.' }),
  entry('trib-entr', "Tribunal de l'entreprise", 'Ondernemingsrechtbank', 'Enterprise court', {
    fr: 'Entr.',
    nl: 'Ondern.',
  }),
  entry('cour', "Cour d'appel", 'Hof van beroep', 'Court of appeal'),
  entry('cour-trav', 'Cour du travail', 'Arbeidshof', 'Labour court', { fr: 'C. trav.', nl: 'Arbh.' }),
  entry('cour-ass', "Cour d'assises", 'Hof van assisen', 'Assize court', { fr: 'Ass.', nl: 'Ass.' }),
  entry('cass', 'Cour de cassation', 'Hof van Cassatie', 'Court of Cassation', { fr: 'Cass.', nl: 'Cass.' }),
  entry('c-e', "Conseil d'État", 'Raad van State', 'Council of State', { fr: 'C.E.', nl: 'RvS' }),
  entry('c-const', 'Cour constitutionnelle', 'Grondwettelijk Hof', 'Constitutional Court', { fr: 'C.C.', nl: 'GwH' }),
  entry('adm', 'Autorité administrative', 'Administratieve overheid', 'Administrative authority'),
];

const jurisdictionSections = [
  entry('civ', 'Tribunal civil', 'Burgerlijke rechtbank', 'Civil court', { fr: 'Civ.', nl: 'Rb.' }),
  entry('corr', 'Tribunal correctionnel', 'Correctionele rechtbank', 'Criminal court', { fr: 'Corr.', nl: 'Corr.' }),
  entry('trib-jeun', 'Tribunal de la jeunesse', 'Jeugdrechtbank', 'Youth court', { fr: 'Jeun.', nl: 'Jeugdrb.' }),
  entry('trib-fam', 'Tribunal de la famille', 'Familierechtbank', 'Family court', { fr: 'Fam.', nl: 'Fam.' }),
  entry('t-a-p', "Tribunal de l'application des peines", 'Strafuitvoeringsrechtbank', 'Sentence enforcement court', {
    fr: 'T.A.P.',
    nl: 'SURB',
  }),
];

const jurisdictionAuthors = [
  entry('sec-gen', 'Secrétariat général', 'Algemeen Secretariaat', 'General Secretariat', {
    fr: 'Secr. gén.',
    nl: 'Alg. Secr.',
  }),
  entry('cont', 'Chambre contentieuse', 'Geschillenkamer', 'Litigation Chamber', {
    fr: 'Ch. cont.',
    nl: 'Geschillenk.',
  }),
];

const roomNatures = [
  entry('aud-plen', 'Audience plénière', 'Voltallige zitting', 'Plenary session', {
    fr: 'aud. plén.',
    nl: 'voltall. zitt.',
  }),
  entry('ch-reun', 'Chambres réunies', 'Verenigde kamers', 'Joint chambers', { fr: 'ch. réun.', nl: 'ver. k.' }),
  entry('pres', 'Président', 'Voorzitter', 'President', { fr: 'prés.', nl: 'voorz.' }),
  entry('ref', 'Référé', 'Kort geding', 'Interim relief', { fr: 'réf.', nl: 'kort ged.' }),
  entry('vac', 'Chambre des vacations', 'Vakantiekamer', 'Vacation chamber', { fr: 'vac.', nl: 'vak.' }),
];

const doctrineNatures = [
  entry('monograph', 'Monographie', 'Monografie', 'Monograph'),
  entry('legal-encyclopedia', 'Encyclopédie juridique', 'Juridische encyclopedie', 'Legal encyclopedia'),
  entry('periodicals', 'Article de revue', 'Tijdschriftartikel', 'Journal article'),
  entry('stop-note', "Note d'arrêt", 'Noot onder arrest', 'Case note', { fr: 'note sous', nl: 'noot onder' }),
  entry('jurisprudence-review', 'Chronique de jurisprudence', 'Rechtspraakoverzicht', 'Case law review'),
  entry(
    'study',
    'Contribution à un ouvrage collectif',
    'Bijdrage in een verzamelwerk',
    'Contribution to a collective work',
  ),
  entry('publication', 'Publication', 'Publicatie', 'Publication'),
];

const publicationTypes = [
  entry('notice', 'Avis', 'Advies', 'Opinion'),
  entry('recommendation', 'Recommandation', 'Aanbeveling', 'Recommendation'),
  entry('circular', 'Circulaire', 'Omzendbrief', 'Circular'),
];

const euLegislationNatures = [
  entry('regl', 'Règlement', 'Verordening', 'Regulation'),
  entry('dir', 'Directive', 'Richtlijn', 'Directive'),
  entry('rec', 'Recommandation', 'Aanbeveling', 'Recommendation'),
  entry('dec', 'Décision', 'Besluit', 'Decision'),
];

const euInstitutions = [
  entry('ce', 'Communauté européenne', 'Europese Gemeenschap', 'European Community', { fr: 'CE', nl: 'EG' }),
  entry(
    'ceca',
    "Communauté européenne du charbon et de l'acier",
    'Europese Gemeenschap voor Kolen en Staal',
    'European Coal and Steel Community',
    {
      fr: 'CECA',
      nl: 'EGKS',
    },
  ),
  entry(
    'euratom',
    "Communauté européenne de l'énergie atomique",
    'Europese Gemeenschap voor Atoomenergie',
    'European Atomic Energy Community',
    {
      fr: 'Euratom',
      nl: 'Euratom',
    },
  ),
];

const euJournals = [
  entry(
    'joue',
    "Journal officiel de l'Union européenne",
    'Publicatieblad van de Europese Unie',
    'Official Journal of the European Union',
    {
      fr: 'J.O.U.E.',
      nl: 'Pb.',
    },
  ),
  entry(
    'joce',
    'Journal officiel des Communautés européennes',
    'Publicatieblad van de Europese Gemeenschappen',
    'Official Journal of the European Communities',
    {
      fr: 'J.O.C.E.',
      nl: 'Pb.',
    },
  ),
];

const anonymous = [entry('yes', 'Oui', 'Ja', 'Yes'), entry('no', 'Non', 'Nee', 'No')];

export const REFERENCE_LISTS: Readonly<Record<ReferenceListName, readonly ReferenceEntry[]>> = {
  documentTypes,
  countries,
  languages,
  visibilities,
  sources,
  belgianLegislationNatures,
  collections,
  jurisdictionTypes,
  jurisdictionSections,
  jurisdictionAuthors,
  roomNatures,
  doctrineNatures,
  publicationTypes,
  euLegislationNatures,
  euInstitutions,
  euJournals,
  anonymous,
};

/** The codes each list must hold, in the specification's order (the test compares them with the entries). */
export const REFERENCE_LIST_CODES: Readonly<Record<ReferenceListName, readonly string[]>> = {
  documentTypes: DOCUMENT_TYPES,
  countries: DOCUMENT_COUNTRIES,
  languages: DOCUMENT_LANGUAGES,
  visibilities: DOCUMENT_VISIBILITIES,
  sources: DOCUMENT_SOURCES,
  belgianLegislationNatures: BELGIAN_LEGISLATION_NATURES,
  collections: COLLECTIONS,
  jurisdictionTypes: JURISDICTION_TYPES,
  jurisdictionSections: JURISDICTION_SECTIONS,
  jurisdictionAuthors: JURISDICTION_AUTHORS,
  roomNatures: ROOM_NATURES,
  doctrineNatures: DOCTRINE_NATURES,
  publicationTypes: PUBLICATION_TYPES,
  euLegislationNatures: EU_LEGISLATION_NATURES,
  euInstitutions: EU_INSTITUTIONS,
  euJournals: EU_JOURNALS,
  anonymous: ANONYMOUS_VALUES,
};

export function referenceEntry(list: ReferenceListName, code: string | null | undefined): ReferenceEntry | undefined {
  if (!code) return undefined;
  return REFERENCE_LISTS[list].find((candidate) => candidate.code === code);
}

export function isReferenceCode(list: ReferenceListName, code: string): boolean {
  return referenceEntry(list, code) !== undefined;
}

/** The label of a code in a language; the code itself when it is not in the list (never an empty text). */
export function referenceLabel(list: ReferenceListName, code: string, locale: Locale): string {
  return referenceEntry(list, code)?.labels[locale] ?? code;
}
