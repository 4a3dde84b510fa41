import {
  CANTON_COUNT_IN_BELGIUM,
  CANTONS_IN_FORCE,
  cantonsListedByDistrict,
  citedCourt,
  JURISDICTION_RECORDS,
  jurisdictionByCode,
  jurisdictionList,
  JUSTICES_OF_THE_PEACE_LISTED,
} from './jurisdictions';
import { isBelgianEcliCourt } from './metadata';
import { JURISDICTION_TYPES, REFERENCE_LIST_CODES, REFERENCE_LIST_NAMES, REFERENCE_LISTS } from './referenceLists';

const byType = (type: string) => JURISDICTION_RECORDS.filter((record) => record.type === type);
const record = (code: string) => {
  const found = jurisdictionByCode(code);
  if (!found) throw new Error(`no jurisdiction ${code}`);
  return found;
};

describe('reference lists', () => {
  it.each(REFERENCE_LIST_NAMES)('%s holds exactly the specification codes, each labelled in fr, nl and en', (name) => {
    const entries = REFERENCE_LISTS[name];
    expect(entries.map((entry) => entry.code)).toEqual([...REFERENCE_LIST_CODES[name]]);
    for (const entry of entries) {
      expect(entry.labels.fr.trim()).not.toBe('');
      expect(entry.labels.nl.trim()).not.toBe('');
      expect(entry.labels.en.trim()).not.toBe('');
    }
  });

  it('gives every Belgian legislation nature and every court type a citation abbreviation in both guides', () => {
    for (const entry of REFERENCE_LISTS.belgianLegislationNatures) {
      expect(entry.abbreviations?.fr).toBeTruthy();
      expect(entry.abbreviations?.nl).toBeTruthy();
    }
    expect(REFERENCE_LISTS.collections[0]?.abbreviations).toEqual({ fr: 'M.B.', nl: 'BS' });
  });

  it('lists the room natures of the contract', () => {
    expect(REFERENCE_LIST_CODES.roomNatures).toEqual(['aud-plen', 'ch-reun', 'pres', 'ref', 'vac']);
  });
});

describe('the Belgian jurisdiction list', () => {
  it('has unique codes, known types, labels in fr, nl and en, and abbreviations in both guides', () => {
    const codes = JURISDICTION_RECORDS.map((entry) => entry.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const entry of JURISDICTION_RECORDS) {
      expect(entry.code).toMatch(/^[a-z0-9-]+$/);
      expect(JURISDICTION_TYPES).toContain(entry.type);
      for (const text of [
        entry.labels.fr,
        entry.labels.nl,
        entry.labels.en,
        entry.abbreviations.fr,
        entry.abbreviations.nl,
      ]) {
        expect(text.trim()).toBe(text);
        expect(text).not.toBe('');
      }
    }
  });

  it('gives each type at least one court', () => {
    for (const type of JURISDICTION_TYPES) expect(byType(type).length).toBeGreaterThan(0);
  });

  it('has one Court of Cassation, Council of State and Constitutional Court, with their ECLI codes', () => {
    expect(byType('cass').map((entry) => entry.ecli)).toEqual(['CASS']);
    expect(byType('c-e').map((entry) => entry.ecli)).toEqual(['RVSCE']);
    expect(byType('c-const').map((entry) => entry.ecli)).toEqual(['GHCC']);
  });

  it('has the five appeal courts and the five labour court seats', () => {
    expect(byType('cour').map((entry) => entry.abbreviations.fr)).toEqual([
      'Bruxelles',
      'Liège',
      'Mons',
      'Gand',
      'Anvers',
    ]);
    const labourSeats = new Set(byType('cour-trav').map((entry) => entry.seat.nl));
    expect([...labourSeats]).toEqual(['Brussel', 'Luik', 'Bergen', 'Gent', 'Antwerpen']);
  });

  it('gives the labour and police courts the divisions their own sites list', () => {
    const divisionsOf = (prefix: string) =>
      JURISDICTION_RECORDS.filter((entry) => entry.code.startsWith(prefix)).map((entry) => entry.division?.nl);
    expect(divisionsOf('trib-trav-gent-').sort()).toEqual([
      'Aalst',
      'Brugge',
      'Dendermonde',
      'Gent',
      'Ieper',
      'Kortrijk',
      'Oudenaarde',
      'Roeselare',
      'Sint-Niklaas',
      'Veurne',
    ]);
    expect(divisionsOf('trib-trav-hainaut-')).toEqual([
      'Charleroi',
      'Binche',
      'Bergen',
      'La Louvière',
      'Doornik',
      'Moeskroen',
    ]);
    expect(divisionsOf('pol-limburg-')).toEqual(['Beringen', 'Genk', 'Hasselt', 'Maaseik', 'Sint-Truiden', 'Tongeren']);
    expect(divisionsOf('pol-brabant-wallon')).toEqual(['Nijvel', 'Waver']);
    expect(record('trib-trav-hainaut-la-louviere').abbreviations).toEqual({
      fr: 'Trav. Hainaut (div. La Louvière)',
      nl: 'Arbrb. Henegouwen (afd. La Louvière)',
    });
    expect(record('pol-limburg-sint-truiden').labels.fr).toBe('Tribunal de police du Limbourg, division Saint-Trond');
  });

  it('still reads the codes it no longer lists, as the court that covers them', () => {
    const listed = new Set(jurisdictionList().map((entry) => entry.code));
    expect(listed.has('pol-brabant-wallon')).toBe(false);
    expect(listed.has('trib-trav-gent-oostende')).toBe(false);
    expect(record('pol-brabant-wallon').labels.fr).toBe('Tribunal de police du Brabant wallon');
    expect(record('pol-brabant-wallon').abbreviations.nl).toBe('Pol. Waals-Brabant');
    expect(record('trib-trav-gent-oostende').code).toBe('trib-trav-gent-brugge');
  });

  it('splits the Brussels district courts by language, with the abbreviations both guides use', () => {
    for (const type of ['trib', 'trib-trav', 'trib-entr', 'pol']) {
      const brussels = byType(type).filter((entry) => /-(bruxelles|brussel)-/.test(entry.code));
      expect(brussels.map((entry) => entry.code)).toEqual([`${type}-bruxelles-fr`, `${type}-brussel-nl`]);
    }
    expect(record('trib-bruxelles-fr').abbreviations).toEqual({ fr: 'Civ. fr. Bruxelles', nl: 'Rb. Brussel (Fr.)' });
    expect(record('trib-brussel-nl').labels.nl).toBe('Nederlandstalige rechtbank van eerste aanleg Brussel');
  });

  it('writes the examples of the issue as practitioners do', () => {
    expect(record('cour-trav-liege-liege').abbreviations).toEqual({
      fr: 'C. trav. Liège (div. Liège)',
      nl: 'Arbh. Luik (afd. Luik)',
    });
    expect(record('jp-ukkel').abbreviations).toEqual({ fr: 'J.P. Uccle', nl: 'Vred. Ukkel' });
    expect(record('jp-ukkel').labels).toEqual({
      fr: "Justice de paix du canton d'Uccle",
      nl: 'Vredegerecht van het kanton Ukkel',
      en: 'Justice of the peace of the canton of Uccle',
    });
    expect(record('trib-hainaut-charleroi').labels.fr).toBe(
      'Tribunal de première instance du Hainaut, division Charleroi',
    );
    expect(record('jp-antwerpen-1').labels.nl).toBe('Vredegerecht van het eerste kanton Antwerpen');
  });

  it('lists the Data Protection Authority under adm with the code adp', () => {
    expect(record('adp')).toMatchObject({ type: 'adm', ecli: 'GBAPD', abbreviations: { fr: 'APD', nl: 'GBA' } });
  });

  it('holds the justices of the peace counted in ARCHITECTURE.md, every one of them a canton', () => {
    expect(JUSTICES_OF_THE_PEACE_LISTED).toBe(158);
    expect(byType('jp')).toHaveLength(JUSTICES_OF_THE_PEACE_LISTED);
    expect(JUSTICES_OF_THE_PEACE_LISTED).toBeLessThanOrEqual(CANTON_COUNT_IN_BELGIUM);
    // The district of Antwerp's 23 and Limburg's 11 cantons are complete (royal decree of 18 December 2025).
    expect(byType('jp').filter((entry) => entry.source === 'ar-2025-cantons')).toHaveLength(42);
  });

  it('never lists more cantons in a district than it has, and completes the districts whose sources list all', () => {
    const inForce = Object.values(CANTONS_IN_FORCE).reduce((sum, count) => sum + count, 0);
    expect(inForce).toBe(CANTON_COUNT_IN_BELGIUM);
    const listed = cantonsListedByDistrict();
    expect(Object.values(listed).reduce((sum, count) => sum + count, 0)).toBe(JUSTICES_OF_THE_PEACE_LISTED);
    for (const [district, count] of Object.entries(listed)) {
      expect(count).toBeLessThanOrEqual(CANTONS_IN_FORCE[district as keyof typeof CANTONS_IN_FORCE]);
    }
    expect(listed).toMatchObject({
      antwerpen: 23,
      limburg: 11,
      'brabant-wallon': 5,
      leuven: 7,
      liege: 17,
      'oost-vlaanderen': 21,
      'west-vlaanderen': 17,
      luxembourg: 5,
      namur: 8,
      eupen: 2,
    });
    // The cantons still to be read in the annex (jurisdictions.ts says which): none is guessed to fill a count.
    expect(inForce - JUSTICES_OF_THE_PEACE_LISTED).toBe(4);
  });

  it("numbers Huy's two cantons, the first under the code it always had, and names Zoutleeuw's since 2019", () => {
    expect(record('jp-hoei').labels.fr).toBe('Justice de paix du premier canton de Huy');
    expect(record('jp-hoei-2').abbreviations).toEqual({ fr: 'J.P. Huy (2e canton)', nl: 'Vred. Hoei (2e kanton)' });
    expect(record('jp-zoutleeuw').labels).toMatchObject({
      fr: 'Justice de paix du canton de Léau',
      nl: 'Vredegerecht van het kanton Zoutleeuw',
    });
  });

  it('names the canton of the six municipalities with language facilities after its seat', () => {
    expect(record('jp-sint-genesius-rode')).toMatchObject({
      labels: {
        fr: 'Justice de paix du canton de Rhode-Saint-Genèse',
        nl: 'Vredegerecht van het kanton Sint-Genesius-Rode',
      },
      abbreviations: { fr: 'J.P. Rhode-Saint-Genèse', nl: 'Vred. Sint-Genesius-Rode' },
    });
  });

  it('names the cantons as the courts write them, numbered ones included', () => {
    expect(record('jp-waver-1').labels).toEqual({
      fr: 'Justice de paix du premier canton de Wavre',
      nl: 'Vredegerecht van het eerste kanton Waver',
      en: 'Justice of the peace of the first canton of Wavre',
    });
    expect(record('jp-waver-2').abbreviations).toEqual({ fr: 'J.P. Wavre (2e canton)', nl: 'Vred. Waver (2e kanton)' });
    expect(record('jp-geldenaken').abbreviations).toEqual({ fr: 'J.P. Jodoigne', nl: 'Vred. Geldenaken' });
    expect(record('jp-namen-2').labels.fr).toBe('Justice de paix du deuxième canton de Namur');
    expect(record('jp-aalst-1').labels).toMatchObject({
      fr: "Justice de paix du premier canton d'Alost",
      nl: 'Vredegerecht van het eerste kanton Aalst',
    });
    expect(record('jp-bastenaken').abbreviations).toEqual({ fr: 'J.P. Bastogne', nl: 'Vred. Bastenaken' });
    expect(record('jp-sankt-vith').labels.nl).toBe('Vredegerecht van het kanton Sankt Vith');
    // Schaerbeek has two cantons; the code listed before the second was known stays, for the first.
    expect(record('jp-schaarbeek').abbreviations).toEqual({
      fr: 'J.P. Schaerbeek (1er canton)',
      nl: 'Vred. Schaarbeek (1e kanton)',
    });
    expect(record('jp-schaarbeek-2').labels.nl).toBe('Vredegerecht van het tweede kanton Schaarbeek');
    expect(jurisdictionByCode('jp-schaarbeek-1')).toBeUndefined();
    expect(record('jp-wezet').abbreviations).toEqual({ fr: 'J.P. Visé', nl: 'Vred. Wezet' });
    expect(record('jp-luik-4').labels.fr).toBe('Justice de paix du quatrième canton de Liège');
    expect(record('jp-doornik-1').abbreviations).toEqual({
      fr: 'J.P. Tournai (1er canton)',
      nl: 'Vred. Doornik (1e kanton)',
    });
    expect(record('jp-veurne').labels).toMatchObject({
      fr: 'Justice de paix du canton de Furnes',
      nl: 'Vredegerecht van het kanton Veurne',
    });
    // Cantons the reform abolished or renamed are not offered.
    for (const gone of [
      'jp-tubeke',
      'jp-harelbeke',
      'jp-wervik',
      'jp-diksmuide',
      'jp-veurne-nieuwpoort',
      'jp-ieper-2',
      'jp-hannuit',
      'jp-hamoir',
      'jp-grimbergen',
      'jp-fontaine-l-eveque',
      'jp-lens',
      'jp-edingen',
    ]) {
      expect(jurisdictionByCode(gone)).toBeUndefined();
    }
  });

  it('keeps the Halle and Vilvoorde police courts apart from the Dutch-speaking Brussels one', () => {
    expect(record('pol-halle')).toMatchObject({
      labels: { fr: 'Tribunal de police de Hal', nl: 'Politierechtbank Halle', en: 'Police court of Halle' },
      abbreviations: { fr: 'Pol. Hal', nl: 'Pol. Halle' },
    });
    expect(record('pol-vilvoorde').abbreviations).toEqual({ fr: 'Pol. Vilvorde', nl: 'Pol. Vilvoorde' });
    for (const code of ['pol-halle', 'pol-vilvoorde', 'pol-brussel-nl']) expect(record(code).division).toBeUndefined();
    expect(byType('pol').filter((entry) => entry.code.startsWith('pol-oost-vlaanderen-'))).toHaveLength(5);
    expect(record('pol-limburg-maaseik').labels.nl).toBe('Politierechtbank Limburg, afdeling Maaseik');
  });

  it('gives only ECLI court codes of the Belgian form', () => {
    for (const entry of JURISDICTION_RECORDS) {
      if (entry.ecli !== null) expect(isBelgianEcliCourt(entry.ecli)).toBe(true);
    }
  });

  it('answers the wire shape only, filtered by type on request', () => {
    const appealCourts = jurisdictionList('cour');
    expect(appealCourts).toHaveLength(5);
    expect(Object.keys(appealCourts[0] ?? {}).sort()).toEqual(['abbreviations', 'code', 'ecli', 'labels', 'type']);
    expect(jurisdictionList()).toHaveLength(JURISDICTION_RECORDS.length);
  });
});

describe("a court's name on the day of its decision", () => {
  const named = (code: string, date: string, language: 'fr' | 'nl', section?: string) => {
    const court = citedCourt(record(code), { date, language, section });
    return court.qualifiers.length ? `${court.name} (${court.qualifiers.join(', ')})` : court.name;
  };

  it('calls the Constitutional Court the Cour d’arbitrage before 8 May 2007', () => {
    expect(named('c-const', '2007-05-02', 'fr')).toBe('C.A.');
    expect(named('c-const', '2007-05-02', 'nl')).toBe('Arbitragehof');
    expect(named('c-const', '2007-05-10', 'fr')).toBe('C.C.');
    expect(named('c-const', '2007-05-10', 'nl')).toBe('GwH');
  });

  it('calls an enterprise court a commercial court before 1 November 2018', () => {
    expect(named('trib-entr-liege-namur', '2018-10-31', 'fr')).toBe('Comm. Liège (div. Namur)');
    expect(named('trib-entr-gent-brugge', '2018-10-31', 'nl')).toBe('Kh. Gent (afd. Brugge)');
    expect(named('trib-entr-liege-namur', '2018-11-01', 'fr')).toBe('Entr. Liège (div. Namur)');
    expect(named('trib-entr-gent-brugge', '2019-01-15', 'nl')).toBe('Ondern. Gent (afd. Brugge)');
  });

  it('cites the single Brussels courts and the old district courts before 1 April 2014', () => {
    expect(named('trib-trav-bruxelles-fr', '2014-03-31', 'fr')).toBe('Trav. Bruxelles');
    expect(named('trib-trav-brussel-nl', '2013-06-12', 'nl')).toBe('Arbrb. Brussel');
    expect(named('trib-trav-bruxelles-fr', '2014-04-01', 'fr')).toBe('Trav. fr. Bruxelles');
    expect(named('trib-hainaut-charleroi', '2012-05-03', 'fr')).toBe('Civ. Charleroi');
    expect(named('trib-entr-liege-namur', '2013-01-10', 'fr')).toBe('Comm. Namur');
    // Walloon Brabant's district was Nivelles' before the reform.
    expect(named('trib-brabant-wallon', '2010-03-03', 'fr')).toBe('Civ. Nivelles');
    expect(named('trib-brabant-wallon', '2010-03-03', 'nl')).toBe('Rb. Nijvel');
    expect(named('trib-entr-brabant-wallon', '2012-09-20', 'fr')).toBe('Comm. Nivelles');
    expect(named('trib-brabant-wallon', '2014-04-01', 'fr')).toBe('Civ. Brabant wallon');
    // Divisions that were sections of another town's labour court.
    expect(named('trib-trav-gent-sint-niklaas', '2010-05-04', 'nl')).toBe('Arbrb. Dendermonde (afd. Sint-Niklaas)');
    expect(named('trib-trav-hainaut-binche', '2012-01-09', 'fr')).toBe('Trav. Charleroi (sect. Binche)');
    expect(named('trib-trav-hainaut-mouscron', '2012-01-09', 'nl')).toBe('Arbrb. Doornik (afd. Moeskroen)');
    expect(named('trib-trav-hainaut-mons', '2012-01-09', 'fr')).toBe('Trav. Mons');
    expect(named('trib-trav-gent-aalst', '2020-01-09', 'nl')).toBe('Arbrb. Gent (afd. Aalst)');
  });

  it('names a first-instance court by its section', () => {
    expect(named('trib-hainaut-charleroi', '2020-03-03', 'fr', 'corr')).toBe('Corr. Hainaut (div. Charleroi)');
    expect(named('trib-oost-vlaanderen-gent', '2020-03-03', 'nl', 'trib-jeun')).toBe(
      'Jeugdrb. Oost-Vlaanderen (afd. Gent)',
    );
    expect(named('trib-bruxelles-fr', '2020-03-03', 'fr', 'trib-fam')).toBe('Fam. fr. Bruxelles');
  });
});
