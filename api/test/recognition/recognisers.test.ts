// The recogniser's parts one by one, on the hard cases a Belgian text holds.
import { JURISDICTION_RECORDS } from '@lexdesk/shared/domain';
import {
  detectLanguage,
  findActReferences,
  findAmounts,
  findArticleReferences,
  findCourts,
  findDates,
  findDecisionNumbers,
  findEclis,
  findHeadingStructure,
  findPartyBlocks,
  findRoleNumbers,
  foldText,
  suggestMetadata,
} from '../../src/recognition';
import { OPENINGS } from '../fixtures/recognition/openings';

const written = (text: string, spans: readonly { start: number; end: number }[]) =>
  spans.map((span) => text.slice(span.start, span.end));

describe('foldText', () => {
  it('keeps one character for one, so offsets into it are offsets into the text', () => {
    const text = 'Cour d’appel de LIÈGE — Œuvre, İstanbul, 𝔸 et déjà';
    const folded = foldText(text);
    expect(folded).toHaveLength(text.length);
    expect(folded.slice(0, 22)).toBe("cour d'appel de liege ");
    expect(folded).toContain('deja');
  });
});

describe('findDates', () => {
  it.each([
    ['12 mars 2019', '2019-03-12'],
    ['1er janvier 2020', '2020-01-01'],
    ['12/03/2019', '2019-03-12'],
    ['30.05.2007', '2007-05-30'],
    ['Publication : 30-05-2007', '2007-05-30'],
    ['3 april 2020', '2020-04-03'],
    ['12 MARS 2019. - Loi', '2019-03-12'],
    ['3 sept. 2019', '2019-09-03'],
    ['douze mars deux mille dix-neuf', '2019-03-12'],
    ['vingt-sept février deux mille vingt et un', '2021-02-27'],
    ['le premier avril mil neuf cent nonante-neuf', '1999-04-01'],
    ['twaalf maart tweeduizend negentien', '2019-03-12'],
    ['op eenentwintig juni tweeduizend eenentwintig', '2021-06-21'],
  ])('reads «%s» as %s', (text, value) => {
    expect(findDates(text).map((date) => date.value)).toEqual([value]);
  });

  it('reads no day that does not exist, no month without its day, no role or ECLI number', () => {
    for (const text of ['31 juin 2019', '29 février 2021', 'mars 2019', '19/1234/A', 'ARR.20200312', '2019/12/03']) {
      expect({ text, dates: findDates(text) }).toEqual({ text, dates: [] });
    }
  });

  it('gives the span of the whole date, spelled-out year included', () => {
    const text = 'prononcé en audience publique du douze mars deux mille dix-neuf par le président';
    expect(written(text, findDates(text))).toEqual(['douze mars deux mille dix-neuf']);
  });
});

describe('findCourts', () => {
  it.each([
    ['Cour de cassation de Belgique', 'cass'],
    ['Hof van Cassatie', 'cass'],
    ['Tribunal de première instance francophone de Bruxelles', 'trib-bruxelles-fr'],
    ['Nederlandstalige rechtbank van eerste aanleg Brussel', 'trib-brussel-nl'],
    ['Rechtbank van eerste aanleg Oost-Vlaanderen, afdeling Gent', 'trib-oost-vlaanderen-gent'],
    ["Justice de paix du canton d'Uccle", 'jp-ukkel'],
    ['JUSTICE DE PAIX DU PREMIER CANTON DE CHARLEROI', 'jp-charleroi-1'],
    ['Vred. Antwerpen (2e kanton)', 'jp-antwerpen-2'],
    ['Arbeidshof te Antwerpen, afdeling Hasselt', 'cour-trav-antwerpen-hasselt'],
    ["Conseil d'État, section du contentieux administratif", 'c-e'],
    ['Cour constitutionnelle', 'c-const'],
    ["Cour d'arbitrage", 'c-const'],
    ["Cour d'appel de Liège", 'cour-liege'],
    ['Hof van beroep te Antwerpen', 'cour-antwerpen'],
    ['Civ. Hainaut (div. Mons)', 'trib-hainaut-mons'],
    ['Corr. Antwerpen (afd. Mechelen)', 'trib-antwerpen-mechelen'],
    ['Rb. Brussel (Nl.)', 'trib-brussel-nl'],
    ['Ondern. Gent (afd. Kortrijk)', 'trib-entr-gent-kortrijk'],
    ['tribunal de commerce de Gand', 'trib-entr-gent-gent'],
    ['Kh. Gent', 'trib-entr-gent-gent'],
    ['C. trav. Liège (div. Namur)', 'cour-trav-liege-namur'],
    ['Pol. Bruxelles', 'pol-bruxelles-fr'],
    ['Cour d’assises de la province de Namur', 'cour-ass-namur'],
    ['Autorité de protection des données', 'adp'],
    ['Trib. 1re inst. Liège', 'trib-liege-liege'],
    ['Civ. Brux.', 'trib-bruxelles-fr'],
  ])('names «%s» %s, the whole name', (text, code) => {
    const courts = findCourts(text);
    expect(courts.map((court) => court.code)).toEqual([code]);
    expect(written(text, courts)).toEqual([text]);
  });

  it('takes a court named without its division at its own seat, and names none when the seat says nothing', () => {
    expect(findCourts('Arbeidshof te Antwerpen')[0]).toMatchObject({
      code: 'cour-trav-antwerpen-antwerpen',
      candidates: ['cour-trav-antwerpen-antwerpen', 'cour-trav-antwerpen-hasselt'],
    });
    expect(findCourts('Tribunal de première instance de Liège')[0]?.code).toBe('trib-liege-liege');
    expect(findCourts('Rechtbank van eerste aanleg Oost-Vlaanderen')[0]).toMatchObject({ type: 'trib', code: null });
    expect(findCourts('Justice de paix de Bruxelles')[0]).toMatchObject({ type: 'jp', code: null });
    expect(findCourts('Justice de paix de Bruxelles')[0]?.candidates).toHaveLength(4);
  });

  it('reads the section a first-instance court is named by', () => {
    expect(findCourts('le tribunal correctionnel de Liège')[0]).toMatchObject({ section: 'corr' });
    expect(findCourts('Familierechtbank Antwerpen, afdeling Turnhout')[0]).toMatchObject({
      code: 'trib-antwerpen-turnhout',
      section: 'trib-fam',
    });
  });

  it('takes an appeal court cited by its seat only when a date follows, and a place for a place', () => {
    const cited = 'Mons, 12 mars 2019 ; Antwerpen 3 april 2020 ; Liège (7e ch.), 5 mai 2021';
    expect(findCourts(cited).map((court) => court.code)).toEqual(['cour-mons', 'cour-antwerpen', 'cour-liege']);
    for (const text of [
      'Fait à Bruxelles, le 12 mars 2019',
      'Namur, le 12 mars 2019',
      'wonende te Gent, 3 april 2020',
    ]) {
      expect({ text, courts: findCourts(text) }).toEqual({ text, courts: [] });
    }
  });

  it('tells the Constitutional Court from the Civil Code, and a court from its code in an ECLI', () => {
    expect(findCourts('C.C., 11 mars 2021, n° 45/2021')[0]?.code).toBe('c-const');
    expect(findCourts('art. 1382 C.C.')).toEqual([]);
    expect(findCourts('art. 81 C.E. (ancien)')).toEqual([]);
    expect(findCourts('ECLI:BE:CASS:2020:ARR.20200312.1F.4')).toEqual([]);
    expect(findCourts('le tribunal a jugé, la cour a dit')).toEqual([]);
  });

  it('knows every court of the shared list by its own label and abbreviation', () => {
    for (const record of JURISDICTION_RECORDS) {
      for (const label of [record.labels.fr, record.labels.nl]) {
        const found = findCourts(label);
        expect({ label, candidates: found[0]?.candidates.includes(record.code) }).toEqual({ label, candidates: true });
      }
    }
  });
});

describe('findActReferences and findArticleReferences', () => {
  it('reads an act by its nature and date, with its determiner', () => {
    const text =
      "la loi du 10 mai 2007, het decreet van 4 april 2014, l'arrêté royal n° 50 du 24 octobre 1967, het KB van 8 oktober 1981, l'A.R. du 8 octobre 1981";
    const acts = findActReferences(text);
    expect(written(text, acts)).toEqual([
      'la loi du 10 mai 2007',
      'het decreet van 4 april 2014',
      "l'arrêté royal n° 50 du 24 octobre 1967",
      'het KB van 8 oktober 1981',
      "l'A.R. du 8 octobre 1981",
    ]);
    expect(acts.map((act) => [act.nature.code, act.date.value])).toEqual([
      ['loi', '2007-05-10'],
      ['decr', '2014-04-04'],
      ['ar', '1967-10-24'],
      ['ar', '1981-10-08'],
      ['ar', '1981-10-08'],
    ]);
  });

  it('reads the acts Dutch names by a compound and the regional decrees named by an adjective', () => {
    const text =
      'de Arbeidsovereenkomstenwet van 3 juli 1978, le décret flamand du 4 avril 2014, het Waalse decreet van 11 maart 1999';
    expect(findActReferences(text).map((act) => [text.slice(act.start, act.end), act.nature.code])).toEqual([
      ['de Arbeidsovereenkomstenwet van 3 juli 1978', 'loi'],
      ['le décret flamand du 4 avril 2014', 'decr'],
      ['het Waalse decreet van 11 maart 1999', 'decr-reg-w'],
    ]);
    expect(findActReferences('De Grondwet van 17 februari 1994')[0]?.nature.code).toBe('const');
  });

  it('takes no court order for an act', () => {
    expect(findActReferences("l'ordonnance du 12 mars 2019 rendue par le juge des saisies")).toEqual([]);
    expect(findActReferences("l'appel formé contre l'ordonnance du 12 mars 2019")).toEqual([]);
    expect(findActReferences('ar du 12 mars 2019')).toEqual([]);
  });

  it.each([
    'art. 1382 C. civ.',
    'article 6.5 du Code civil',
    'artikel 1382 oud BW',
    'art. 8 CEDH',
    'art. 5:1 CSA',
    'articles 544 et 1384, al. 1er, du Code civil',
    'art. 3, § 2, 2°, de la loi du 10 mai 2007',
    'art. 10 en 11 van de Grondwet',
    'art. XX.99 CDE',
    'art. 1382, 1383 et 1384 C. civ.',
    'artikel 3, eerste lid, van dezelfde wet',
    'art. 35 Arbeidsovereenkomstenwet',
    'article 1675/2 du Code judiciaire',
    'art. 6, § 1er, VIII, 1°, de la loi spéciale du 8 août 1980',
  ])('reads «%s» whole', (text) => {
    expect(written(text, findArticleReferences(text))).toEqual([text]);
  });

  it('stops an article before a date or a duration, and leaves an act’s own article headings alone', () => {
    expect(written('l’article 5, 12 mars 2019', findArticleReferences('l’article 5, 12 mars 2019'))).toEqual([
      'article 5',
    ]);
    const act =
      "Art. 2. Pour l'application de la présente loi, on entend par\nArt. 3. Le Roi peut, à l'article 1er, ...";
    expect(written(act, findArticleReferences(act))).toEqual(['article 1er']);
  });

  it('links an article to the act it belongs to', () => {
    const [reference] = findArticleReferences('art. 3, § 2, 2°, de la loi du 10 mai 2007');
    expect(reference?.act).toMatchObject({ nature: { code: 'loi' }, date: { value: '2007-05-10' } });
  });
});

describe('findEclis, findRoleNumbers, findDecisionNumbers', () => {
  it('reads an ECLI without the full stop ending the sentence, in capitals, with its date', () => {
    const text = 'Voy. ecli:be:cass:2020:arr.20200312.1f.4. Ensuite';
    const [ecli] = findEclis(text);
    expect(ecli).toMatchObject({ value: 'ECLI:BE:CASS:2020:ARR.20200312.1F.4', court: 'CASS', year: 2020 });
    expect(ecli?.date?.value).toBe('2020-03-12');
    expect(text.slice(ecli?.start, ecli?.end)).toBe('ecli:be:cass:2020:arr.20200312.1f.4');
    expect(findEclis('ECLI:BE:2019:123')).toEqual([]);
  });

  it('reads role numbers after their labels and by their shapes, each of a list', () => {
    const text =
      'R.G. n° 2019/AR/1234 ; A.R. 2019/AR/1240 ; rolnummers 2020/AR/567 en 2020/AR/568 ; P.19.0123.F ; Numéros du rôle : 7123 et 7124 ; A. 228.456/XV-4321 ; C-80/21';
    expect(findRoleNumbers(text).map((role) => role.value)).toEqual([
      '2019/AR/1234',
      '2019/AR/1240',
      '2020/AR/567',
      '2020/AR/568',
      'P.19.0123.F',
      '7123',
      '7124',
      'A. 228.456/XV-4321',
      'C-80/21',
    ]);
  });

  it('takes no royal decree, date or article for a role number', () => {
    for (const text of [
      'A.R. n° 50 du 24 octobre 1967',
      'R.G. 19/1234/A, 12 mars 2019',
      'art.5',
      'de rol van de griffie',
    ]) {
      expect({ text, roles: findRoleNumbers(text).map((role) => role.value) }).toEqual({
        text,
        roles: text.startsWith('R.G.') ? ['19/1234/A'] : [],
      });
    }
  });

  it('tells the Council of State’s and the Constitutional Court’s decision numbers', () => {
    const text = 'arrêt n° 247.760 et arrest nr. 123/2021';
    expect(findDecisionNumbers(text).map((number) => [number.value, number.court])).toEqual([
      ['247.760', 'c-e'],
      ['123/2021', 'c-const'],
    ]);
  });
});

describe('findAmounts', () => {
  it.each([
    ['1.250,00 EUR', 1250],
    ['€ 3.000', 3000],
    ['3.000 euros', 3000],
    ['250 €', 250],
    ['EUR 1.000', 1000],
    ['EUR 1.000,-', 1000],
    ['12 500 euros', 12500],
    ['€3.000,50', 3000.5],
  ])('reads «%s» as %d euros', (text, euros) => {
    const amounts = findAmounts(text);
    expect(amounts.map((amount) => amount.euros)).toEqual([euros]);
    expect(written(text, amounts)).toEqual([text]);
  });

  it('does not glue a year to an amount, nor read the European Union as a sum', () => {
    expect(written('en 2019 1.000 EUR', findAmounts('en 2019 1.000 EUR'))).toEqual(['1.000 EUR']);
    expect(findAmounts('le droit européen 5 fois')).toEqual([]);
  });
});

describe('findHeadingStructure and findPartyBlocks (for anonymisation)', () => {
  it('marks the heading of a judgment and the blocks naming its parties', () => {
    const text =
      'ARRÊT\nEN CAUSE DE :\nMonsieur X,\ndemandeur,\n\ncontre\n\nMadame Y,\ndéfenderesse.\n\nVu la citation ;\nPAR CES MOTIFS,\nLe tribunal';
    const marks = findHeadingStructure(text);
    expect(marks.map((mark) => [mark.kind, text.slice(mark.start, mark.end)])).toEqual([
      ['decision', 'ARRÊT'],
      ['parties', 'EN CAUSE DE'],
      ['against', 'contre'],
      ['recital', 'Vu'],
      ['operative', 'PAR CES MOTIFS'],
    ]);
    expect(written(text, findPartyBlocks(text, marks))).toEqual([
      'Monsieur X,\ndemandeur,',
      'Madame Y,\ndéfenderesse.',
    ]);
    const dutch =
      'VONNIS\nIN ZAKE\nde heer A,\neiser,\ntegen\nmevrouw B,\nverweerster.\nGelet op de stukken;\nOM DEZE REDENEN';
    expect(findHeadingStructure(dutch).map((mark) => mark.kind)).toEqual([
      'decision',
      'parties',
      'against',
      'recital',
      'operative',
    ]);
  });
});

describe('detectLanguage', () => {
  it('tells French from Dutch', () => {
    expect(detectLanguage('Le tribunal condamne la défenderesse aux dépens de la procédure.')).toBe('fr');
    expect(detectLanguage('De rechtbank veroordeelt de verweerster tot de kosten van het geding.')).toBe('nl');
    expect(detectLanguage('ECLI:BE:CASS:2020:ARR.20200312.1F.4')).toBeNull();
  });
});

describe('suggestMetadata: values that do not fit together are not suggested', () => {
  it('leaves out an ECLI of another court, and one of another year than the pronouncement', () => {
    const otherCourt = "COUR D'APPEL DE LIÈGE\n\nArrêt du 12 mars 2019\n\nECLI:BE:CABRL:2019:ARR.20190312.3\n";
    const fields = suggestMetadata(otherCourt).map((suggestion) => suggestion.field);
    expect(fields).toContain('jurisdictionName');
    expect(fields).not.toContain('ecli');
    const otherYear = "COUR D'APPEL DE LIÈGE\n\nArrêt du 12 mars 2019\n\nECLI:BE:CALIE:2018:ARR.20180312.3\n";
    expect(suggestMetadata(otherYear).find((suggestion) => suggestion.field === 'ecli')).toBeUndefined();
    expect(suggestMetadata(otherYear).find((suggestion) => suggestion.field === 'pronouncedDate')?.value).toBe(
      '2019-03-12',
    );
  });

  it('suggests the type of a court it cannot name, not a code of another type', () => {
    const suggestions = suggestMetadata('RECHTBANK VAN EERSTE AANLEG OOST-VLAANDEREN\n\nVonnis van 3 mei 2021\n');
    expect(suggestions.map((suggestion) => [suggestion.field, suggestion.value])).toEqual([
      ['type', 'jurisprudence'],
      ['country', 'be'],
      ['jurisdictionType', 'trib'],
      ['pronouncedDate', '2021-05-03'],
    ]);
  });

  it('takes a court cited in running text for no judgment', () => {
    for (const text of [
      "La Cour de cassation a jugé, dans un arrêt du 12 mars 2020, que l'article 1382 du Code civil s'applique.",
      "Selon la jurisprudence constante du Conseil d'État, l'acte doit être motivé en la forme.",
      'Het Grondwettelijk Hof oordeelde anders in zijn arrest van 30 september 2021.',
    ]) {
      expect({ text, suggestions: suggestMetadata(text) }).toEqual({ text, suggestions: [] });
    }
  });

  it('reads a long judgment by its top and its end', () => {
    const opening = OPENINGS.find((candidate) => candidate.id === 'cass-nl-penal')?.text ?? '';
    const [top, end] = [opening.slice(0, 600), opening.slice(600)];
    const long = `${top}\n${'Het Hof oordeelt dat de beslissing naar recht verantwoord is. '.repeat(20_000)}\n${end}`;
    expect(suggestMetadata(long).find((suggestion) => suggestion.field === 'pronouncedDate')).toMatchObject({
      value: '2019-03-26',
    });
  });
});
