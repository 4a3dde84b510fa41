// The demo library as data (api/src/seed/library): every document is one the metadata form accepts, cites as a
// Belgian practitioner writes it, says in its text what its metadata says, admits it was written for the demo, and
// is about law cases the intake catalogue has. The seed that stores it is tested in demo-seed.test.ts.
import { citationDate, citationOf, jurisdictionByCode, validateMetadata } from '@lexdesk/shared/domain';
import { textPdf, wrapText } from '../src/lib/pdf';
import { demoLibraryMetadata } from '../src/seed/demoLibrary';
import { DEMO_LIBRARY, type DemoLibraryDocument } from '../src/seed/library';
import { DECISION_SUMMARY, FICTIONAL_DECISION, FICTIONAL_WORK } from '../src/seed/library/types';
import { REFERENCE_CATEGORIES } from '../src/seed/reference/data';

const NBSP = '\u00a0';
const LAW_CASE = { id: 7, content_fr: 'Licenciement', content_en: 'Dismissal', content_nl: 'Ontslag' };
const saved = DEMO_LIBRARY.map((document) => ({ document, metadata: demoLibraryMetadata(document, [LAW_CASE]) }));
const named = (name: string) => {
  const found = saved.find((entry) => entry.document.name === name);
  if (!found) throw new Error(`no demo document named ${name}`);
  return found;
};
const ofType = (type: DemoLibraryDocument['metadata']['type']) =>
  DEMO_LIBRARY.filter((document) => document.metadata.type === type);
const fullText = (document: DemoLibraryDocument) => document.text.join('\n\n');

describe('the demo library', () => {
  it('holds at least 30 acts, judgments and works, in French and in Dutch', () => {
    expect(DEMO_LIBRARY.length).toBeGreaterThanOrEqual(30);
    for (const [type, least] of [
      ['legislation', 10],
      ['jurisprudence', 15],
      ['doctrine', 4],
    ] as const) {
      const documents = ofType(type);
      expect(documents.length).toBeGreaterThanOrEqual(least);
      expect(new Set(documents.map((document) => document.metadata.language))).toEqual(new Set(['fr', 'nl']));
    }
    expect(new Set(DEMO_LIBRARY.map((document) => document.name)).size).toBe(DEMO_LIBRARY.length);
  });

  it('holds judgments of every level of the Belgian courts, and acts of the federal state and the three regions', () => {
    const courtTypes = new Set(ofType('jurisprudence').map((document) => document.metadata.jurisdictionType));
    for (const type of ['cass', 'c-const', 'c-e', 'adm', 'cour', 'cour-trav', 'trib', 'trib-trav', 'trib-entr']) {
      expect(courtTypes).toContain(type);
    }
    expect(courtTypes).toContain('jp');
    expect(courtTypes).toContain('pol');
    const natures = new Set(ofType('legislation').map((document) => document.metadata.nature));
    for (const nature of ['loi', 'ar', 'decr-reg-w', 'decr-reg-fl', 'ord-reg-brux-cap'])
      expect(natures).toContain(nature);
    const works = new Set(ofType('doctrine').map((document) => document.metadata.nature));
    for (const nature of ['monograph', 'periodicals', 'stop-note', 'study']) expect(works).toContain(nature);
  });

  it.each(saved.map((entry) => [entry.document.name, entry]))(
    '%s: metadata the form accepts, and its citation',
    (_name, { document, metadata }) => {
      expect(validateMetadata(metadata)).toEqual({});
      expect(metadata).toMatchObject({ source: 'lexdesk', visibility: 'public', anonymous: 'no', name: document.name });
      expect(metadata.lawcases).toEqual([
        { id: 7, content: document.metadata.language === 'nl' ? 'Ontslag' : 'Licenciement' },
      ]);
      expect(metadata.reference).toBe(citationOf(metadata));
      expect(metadata.reference).toMatch(/^\S.{15,}\.$/);
    },
  );

  it('cites documents exactly as a Belgian practitioner does, in the guide of their language', () => {
    const references: [string, string][] = [
      [
        'Cass. 13 mars 2023 — motif grave, délai de trois jours.pdf',
        'Cass. (3e ch.), 13 mars 2023, R.G. n° S.22.0041.F, ECLI:BE:CASS:2023:ARR.20230313.3F.5.',
      ],
      [
        'Arbh. Antwerpen 7 februari 2023 — pesterijen op het werk.pdf',
        'Arbh. Antwerpen (afd. Antwerpen, 4e k.) 7 februari 2023, AR 2021/AA/612, ECLI:BE:AHANT:2023:ARR.20230207.4.',
      ],
      [
        'Fam. fr. Bruxelles 24 mai 2023 — divorce et hébergement égalitaire.pdf',
        'Fam. fr. Bruxelles (12e ch.), 24 mai 2023, R.G. n° 23/2871/A.',
      ],
      [
        'J.P. Saint-Gilles 19 septembre 2023 — libération de la garantie locative.pdf',
        'J.P. Saint-Gilles, 19 septembre 2023, R.G. n° 23A1874.',
      ],
      [
        'C.C. 7 juillet 2011, n° 125-2011 — préavis des ouvriers et des employés.pdf',
        'C.C., 7 juillet 2011, n° 125/2011, ECLI:BE:GHCC:2011:ARR.125.',
      ],
      ['GwH 14 februari 2013, nr. 7-2013 — Salduzwet.pdf', 'GwH 14 februari 2013, nr. 7/2013.'],
      [
        'C.E. 16 mai 2023 — cassation administrative, regroupement familial.pdf',
        'C.E. (XIe ch.), 16 mai 2023, n° 256.482.',
      ],
      [
        'Vlaams Woninghuurdecreet van 9 november 2018.pdf',
        'Decr. Vl. 9 november 2018 houdende bepalingen betreffende de huur van voor bewoning bestemde goederen of delen ervan, BS 7 december 2018.',
      ],
      [
        'Wet van 3 juli 1978 betreffende de arbeidsovereenkomsten.pdf',
        'Wet 3 juli 1978 betreffende de arbeidsovereenkomsten, BS 22 augustus 1978.',
      ],
      [
        `Loi du 28 avril 2022 portant le livre 5 «${NBSP}Les obligations${NBSP}» du Code civil.pdf`,
        `Loi du 28 avril 2022 portant le livre 5 «${NBSP}Les obligations${NBSP}» du Code civil, M.B., 1er juillet 2022.`,
      ],
      [
        "Le bail d'habitation dans les trois Régions (monographie).pdf",
        "C.-H. WARNOTTE, Le bail d'habitation dans les trois Régions, 2e éd., Limal, Anthemis, 2022.",
      ],
      [
        'Note sous C. trav. Liège 14 mars 2022 (J.L.M.B. 2023).pdf',
        `J. HOORNAERT, «${NBSP}Le juge, l'employeur normal et raisonnable et la réorganisation alléguée${NBSP}», note sous C. trav. Liège (div. Liège), 14 mars 2022, J.L.M.B., 2023, p. 412.`,
      ],
      [
        'De huurwaarborg onder het Vlaams Woninghuurdecreet (RW 2023-24).pdf',
        'E. VAN DAMME, "De huurwaarborg onder het Vlaams Woninghuurdecreet: vijf jaar rechtspraak", RW 2023-24, 1203.',
      ],
    ];
    expect(references.map(([name]) => [name, named(name).metadata.reference])).toEqual(references);
  });

  it('links only law cases of the intake catalogue, and every matter the demo firm handles has documents', () => {
    const catalogue = new Set(
      REFERENCE_CATEGORIES.flatMap((category) => category.lawCases.map((lawCase) => lawCase.code)),
    );
    const linked = DEMO_LIBRARY.flatMap((document) => document.lawCases);
    expect(linked.filter((code) => !catalogue.has(code))).toEqual([]);
    const matters = new Set(linked.map((code) => code.split('.')[0]));
    for (const matter of [
      'family',
      'employment',
      'housing',
      'traffic',
      'debt',
      'consumer',
      'immigration',
      'criminal',
    ]) {
      expect(matters).toContain(matter);
    }
    // The demo firm's own cases (seed/demo.ts) are about these three: each gets several suggestions.
    for (const code of ['employment.dismissal', 'family.divorce', 'housing.deposit']) {
      expect(DEMO_LIBRARY.filter((document) => document.lawCases.includes(code as never)).length).toBeGreaterThan(2);
    }
  });

  it('says in the text of a judgment its court, its date, its numbers and its ECLI', () => {
    for (const document of ofType('jurisprudence')) {
      const { metadata } = document;
      const text = fullText(document);
      const heading = document.text[0] ?? '';
      const court = jurisdictionByCode(metadata.jurisdictionName ?? '');
      expect([document.name, court?.type]).toEqual([document.name, metadata.jurisdictionType]);
      expect([document.name, heading]).toEqual([
        document.name,
        expect.stringContaining(citationDate(metadata.pronouncedDate, metadata.language)),
      ]);
      for (const value of [metadata.roleNumber, metadata.number, metadata.ecli]) {
        if (value) expect([document.name, text]).toEqual([document.name, expect.stringContaining(value)]);
      }
    }
  });

  it('says in the text of an act its title and its publication, and in a work its title and authors', () => {
    for (const document of ofType('legislation')) {
      const { metadata } = document;
      const heading = document.text.slice(0, 2).join('\n');
      expect([document.name, heading]).toEqual([document.name, expect.stringContaining(metadata.title ?? '?')]);
      expect([document.name, heading]).toEqual([
        document.name,
        expect.stringContaining(citationDate(metadata.publicationDate, metadata.language)),
      ]);
    }
    for (const document of ofType('doctrine')) {
      const heading = document.text[0] ?? '';
      expect([document.name, heading]).toEqual([
        document.name,
        expect.stringContaining(document.metadata.title ?? '?'),
      ]);
      for (const lastName of document.metadata.authorLastname ?? []) {
        expect([document.name, heading]).toEqual([document.name, expect.stringContaining(lastName)]);
      }
    }
  });

  it('says of every text that it was written for the demo: invented, or a summary of a real decision or act', () => {
    for (const document of DEMO_LIBRARY) {
      const { type, language, jurisdictionType } = document.metadata;
      const notice =
        type === 'legislation'
          ? { fr: 'Texte de démonstration rédigé pour LexDesk', nl: 'Demonstratietekst, geschreven voor LexDesk' }[
              language
            ]
          : type === 'doctrine'
            ? FICTIONAL_WORK[language]
            : // Only the Constitutional Court's two judgments are real (their numbers are published ones).
              (jurisdictionType === 'c-const' ? DECISION_SUMMARY : FICTIONAL_DECISION)[language];
      expect([document.name, document.text.slice(0, 3)]).toEqual([
        document.name,
        expect.arrayContaining([expect.stringContaining(notice)]),
      ]);
    }
  });

  it('gives the anonymisation real-looking national register numbers to find, each with a valid check', () => {
    const numberPattern = /\b(\d{2})\.(\d{2})\.(\d{2})-(\d{3})\.(\d{2})\b/g;
    const found = DEMO_LIBRARY.flatMap((document) =>
      [...fullText(document).matchAll(numberPattern)].map((match) => ({ document, match })),
    );
    expect(new Set(found.map(({ document }) => document.name)).size).toBeGreaterThanOrEqual(3);
    for (const { match } of found) {
      const [, year, month, day, counter, check] = match;
      const digits = `${year}${month}${day}${counter}`;
      // Born in 2000 or later: the check is computed with a 2 in front.
      const valid = [digits, `2${digits}`].some((value) => 97 - (Number(value) % 97) === Number(check));
      expect([match[0], valid]).toEqual([match[0], true]);
    }
  });

  it('lays every text out on a few A4 pages of at most 85 characters a line', () => {
    for (const document of DEMO_LIBRARY) {
      const { pdf, pageCount } = textPdf(document.text);
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect([document.name, pageCount]).toEqual([document.name, expect.any(Number)]);
      expect(pageCount).toBeGreaterThanOrEqual(1);
      expect(pageCount).toBeLessThanOrEqual(3);
      const tooLong = document.text
        .flatMap((paragraph) => wrapText(paragraph, 85))
        .filter((line) => line.length > 85 && line.includes(' '));
      expect([document.name, tooLong]).toEqual([document.name, []]);
    }
  });
});
