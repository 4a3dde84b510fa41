import { jurisdictionByCode, type Metadata } from '@lexdesk/shared/domain';

// The demo library's documents as data: one file per kind (legislation, doctrine) or matter (judgments), gathered
// by index.ts and stored by seed/demoLibrary.ts. Their French is checked by shared/src/i18n/frenchTypography.test.ts.

/** A law case of the intake catalogue (seed/reference/matters), by its code. */
export type LawCaseCode = `${
  | 'family'
  | 'employment'
  | 'housing'
  | 'traffic'
  | 'debt'
  | 'consumer'
  | 'immigration'
  | 'criminal'
  | 'company'}.${string}`;

export type DemoLanguage = 'fr' | 'nl';

/** What the seed adds to every demo document's metadata itself: its name, the provider as source, public, not anonymised, its law cases and its reference. */
type AddedBySeed = 'name' | 'source' | 'lawyerSource' | 'visibility' | 'anonymous' | 'lawcases' | 'reference';

export type DemoMetadata = Omit<Metadata, AddedBySeed> & {
  type: 'legislation' | 'jurisprudence' | 'doctrine';
  country: 'be';
  language: DemoLanguage;
};

export interface DemoLibraryDocument {
  /** Its name in the lists, and its file name when downloaded. */
  name: string;
  metadata: DemoMetadata;
  /** The intake catalogue's law cases it is about: a case of one of them is suggested this document. */
  lawCases: readonly LawCaseCode[];
  /** Its text, paragraph by paragraph (a "\n" inside a paragraph starts a new line). */
  text: readonly string[];
}

interface Described {
  name: string;
  language: DemoLanguage;
  lawCases: readonly LawCaseCode[];
  text: readonly string[];
}

/** A Belgian act published in the Moniteur belge. */
export function legislation(
  act: Described & {
    /** A code of belgianLegislationNatures (loi, ar, decr-reg-w, ord-reg-brux-cap...). */
    nature: string;
    legislationDate: string;
    title: string;
    publicationDate: string;
  },
): DemoLibraryDocument {
  const { name, language, lawCases, text, ...rest } = act;
  return {
    name,
    lawCases,
    text,
    metadata: { type: 'legislation', country: 'be', language, collection: 'mb', ...rest },
  };
}

/** A decision of a Belgian court; its type is the court's (the jurisdiction list). */
export function judgment(
  decision: Described & {
    /** The `code` of a court of the jurisdiction list. */
    court: string;
    /** A tribunal de première instance's section (civ, corr, trib-fam...). */
    section?: string;
    pronouncedDate: string;
    roomNumber?: string;
    roomNature?: string;
    roleNumber?: string;
    /** The decision's number: required for the Council of State and the Constitutional Court. */
    number?: string;
    ecli?: string;
    /** A numbered decision's part cited (B.5), or a page where it is published. */
    subdivision?: string;
  },
): DemoLibraryDocument {
  const { name, language, lawCases, text, court, section, ...rest } = decision;
  return {
    name,
    lawCases,
    text,
    metadata: {
      type: 'jurisprudence',
      country: 'be',
      language,
      jurisdictionType: jurisdictionByCode(court)?.type,
      jurisdictionName: court,
      ...(section === undefined ? {} : { jurisdictionSection: section }),
      ...rest,
    },
  };
}

/** Legal literature: a book, an article, a case note, a contribution to a collective work. */
export function doctrine(
  work: Described & {
    /** A code of doctrineNatures (monograph, periodicals, stop-note, study...). */
    nature: string;
    authors: readonly (readonly [firstName: string, lastName: string])[];
    title: string;
    year: string;
    journalName?: string;
    tome?: string;
    subdivision?: string;
    edition?: string;
    location?: string;
    publishingHouse?: string;
    stopNumber?: string;
    stopSubdivision?: string;
  },
): DemoLibraryDocument {
  const { name, language, lawCases, text, authors, ...rest } = work;
  return {
    name,
    lawCases,
    text,
    metadata: {
      type: 'doctrine',
      country: 'be',
      language,
      authorFirstname: authors.map(([firstName]) => firstName),
      authorLastname: authors.map(([, lastName]) => lastName),
      ...rest,
    },
  };
}

/** The first words of every invented decision: it never existed, whatever its numbers look like. */
export const FICTIONAL_DECISION = {
  fr: "Décision fictive rédigée pour la démonstration de LexDesk : les parties, les faits, les numéros et l'ECLI sont inventés. Les noms, adresses et numéros de registre national qui y figurent sont imaginaires et n'ont pas été pseudonymisés.",
  nl: 'Fictieve beslissing, geschreven voor de demonstratie van LexDesk: partijen, feiten, nummers en ECLI zijn verzonnen. De namen, adressen en rijksregisternummers die erin voorkomen, zijn denkbeeldig en werden niet gepseudonimiseerd.',
} as const;

/** The first words of a real decision's summary. */
export const DECISION_SUMMARY = {
  fr: 'Résumé rédigé pour la démonstration de LexDesk : il ne reproduit pas le texte de la décision, que seule sa publication officielle donne.',
  nl: 'Samenvatting, geschreven voor de demonstratie van LexDesk: ze geeft de tekst van de beslissing niet weer; alleen de officiële bekendmaking doet dat.',
} as const;

/** The first words of every invented work of legal literature. */
export const FICTIONAL_WORK = {
  fr: "Texte fictif rédigé pour la démonstration de LexDesk : l'auteur, la publication et ses références sont imaginaires.",
  nl: 'Fictieve tekst, geschreven voor de demonstratie van LexDesk: auteur, publicatie en vindplaats zijn verzonnen.',
} as const;
