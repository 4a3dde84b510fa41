// The citation table: real Belgian and European acts, decisions and works, each cited as a practitioner writes
// it, in French after the Guide des citations, références et abréviations juridiques and in Dutch after the
// Juridische verwijzingen en afkortingen (VRG). Each row names what it imitates: the act or decision (its
// Moniteur belge / Official Journal publication, its ECLI or roll number as the courts' databases give them) and
// the rule of the guide it follows.
import { citationDate, citationOf, citedAuthors } from './citation';
import type { Metadata } from './metadata';

const NBSP = '\u00a0';
/** A French title in guillemets, with the no-break spaces French typography puts inside them. */
const q = (title: string) => `«${NBSP}${title}${NBSP}»`;

const beLaw = (
  language: 'fr' | 'nl',
  nature: string,
  legislationDate: string,
  title: string,
  publicationDate: string,
) =>
  ({
    type: 'legislation',
    country: 'be',
    language,
    nature,
    legislationDate,
    title,
    publicationDate,
  }) satisfies Metadata;

const euAct = (language: 'fr' | 'nl', act: Partial<Metadata>) =>
  ({ type: 'legislation', country: 'eu', language, ...act }) satisfies Metadata;

const decision = (
  language: 'fr' | 'nl',
  jurisdictionType: string,
  jurisdictionName: string,
  ruling: Partial<Metadata>,
) =>
  ({
    type: 'jurisprudence',
    country: 'be',
    language,
    jurisdictionType,
    jurisdictionName,
    ...ruling,
  }) satisfies Metadata;

const work = (language: 'fr' | 'nl', nature: string, authors: [string, string][], details: Partial<Metadata>) =>
  ({
    type: 'doctrine',
    language,
    nature,
    authorFirstname: authors.map(([first]) => first),
    authorLastname: authors.map(([, last]) => last),
    ...details,
  }) satisfies Metadata;

// [source imitated, metadata, citation]
const REAL_CITATIONS: [string, Metadata, string][] = [
  // ---- Belgian legislation: nature and date, title, M.B. / BS and publication date ----
  [
    'Anti-discrimination law, M.B. 30.05.2007 — Guide: act, title, M.B., date',
    beLaw('fr', 'loi', '2007-05-10', 'tendant à lutter contre certaines formes de discrimination', '2007-05-30'),
    'Loi du 10 mai 2007 tendant à lutter contre certaines formes de discrimination, M.B., 30 mai 2007.',
  ],
  [
    'Anti-discrimination law, BS 30.05.2007 — VRG: Wet + date without "van", BS date',
    beLaw('nl', 'loi', '2007-05-10', 'ter bestrijding van bepaalde vormen van discriminatie', '2007-05-30'),
    'Wet 10 mei 2007 ter bestrijding van bepaalde vormen van discriminatie, BS 30 mei 2007.',
  ],
  [
    'Data protection law, M.B. 05.09.2018 — Guide',
    beLaw(
      'fr',
      'loi',
      '2018-07-30',
      "relative à la protection des personnes physiques à l'égard des traitements de données à caractère personnel",
      '2018-09-05',
    ),
    "Loi du 30 juillet 2018 relative à la protection des personnes physiques à l'égard des traitements de données à caractère personnel, M.B., 5 septembre 2018.",
  ],
  [
    'Data protection law, BS 05.09.2018 — VRG',
    beLaw(
      'nl',
      'loi',
      '2018-07-30',
      'betreffende de bescherming van natuurlijke personen met betrekking tot de verwerking van persoonsgegevens',
      '2018-09-05',
    ),
    'Wet 30 juli 2018 betreffende de bescherming van natuurlijke personen met betrekking tot de verwerking van persoonsgegevens, BS 5 september 2018.',
  ],
  [
    'Employment contracts law, M.B. 22.08.1978 — Guide',
    beLaw('fr', 'loi', '1978-07-03', 'relative aux contrats de travail', '1978-08-22'),
    'Loi du 3 juillet 1978 relative aux contrats de travail, M.B., 22 août 1978.',
  ],
  [
    'Employment contracts law, BS 22.08.1978 — VRG',
    beLaw('nl', 'loi', '1978-07-03', 'betreffende de arbeidsovereenkomsten', '1978-08-22'),
    'Wet 3 juli 1978 betreffende de arbeidsovereenkomsten, BS 22 augustus 1978.',
  ],
  [
    'Aliens royal decree, M.B. 27.10.1981 — Guide: arrêté royal',
    beLaw(
      'fr',
      'ar',
      '1981-10-08',
      "sur l'accès au territoire, le séjour, l'établissement et l'éloignement des étrangers",
      '1981-10-27',
    ),
    "Arrêté royal du 8 octobre 1981 sur l'accès au territoire, le séjour, l'établissement et l'éloignement des étrangers, M.B., 27 octobre 1981.",
  ],
  [
    'Aliens royal decree, BS 27.10.1981 — VRG: KB',
    beLaw(
      'nl',
      'ar',
      '1981-10-08',
      'betreffende de toegang tot het grondgebied, het verblijf, de vestiging en de verwijdering van vreemdelingen',
      '1981-10-27',
    ),
    'KB 8 oktober 1981 betreffende de toegang tot het grondgebied, het verblijf, de vestiging en de verwijdering van vreemdelingen, BS 27 oktober 1981.',
  ],
  [
    'Aliens law, M.B. 31.12.1980 — Guide',
    beLaw(
      'fr',
      'loi',
      '1980-12-15',
      "sur l'accès au territoire, le séjour, l'établissement et l'éloignement des étrangers",
      '1980-12-31',
    ),
    "Loi du 15 décembre 1980 sur l'accès au territoire, le séjour, l'établissement et l'éloignement des étrangers, M.B., 31 décembre 1980.",
  ],
  [
    'Aliens law, BS 31.12.1980 — VRG',
    beLaw(
      'nl',
      'loi',
      '1980-12-15',
      'betreffende de toegang tot het grondgebied, het verblijf, de vestiging en de verwijdering van vreemdelingen',
      '1980-12-31',
    ),
    'Wet 15 december 1980 betreffende de toegang tot het grondgebied, het verblijf, de vestiging en de verwijdering van vreemdelingen, BS 31 december 1980.',
  ],
  [
    'Civil Code book 3, M.B. 17.03.2020 — Guide (a title holding guillemets keeps them)',
    beLaw('fr', 'loi', '2020-02-04', `portant le livre 3 ${q('Les biens')} du Code civil`, '2020-03-17'),
    `Loi du 4 février 2020 portant le livre 3 ${q('Les biens')} du Code civil, M.B., 17 mars 2020.`,
  ],
  [
    'Civil Code book 3, BS 17.03.2020 — VRG',
    beLaw('nl', 'loi', '2020-02-04', 'houdende boek 3 "Goederen" van het Burgerlijk Wetboek', '2020-03-17'),
    'Wet 4 februari 2020 houdende boek 3 "Goederen" van het Burgerlijk Wetboek, BS 17 maart 2020.',
  ],
  [
    'Civil Code book 5, M.B. 01.07.2022 — Guide: "1er" for the first of the month',
    beLaw('fr', 'loi', '2022-04-28', `portant le livre 5 ${q('Les obligations')} du Code civil`, '2022-07-01'),
    `Loi du 28 avril 2022 portant le livre 5 ${q('Les obligations')} du Code civil, M.B., 1er juillet 2022.`,
  ],
  [
    'Civil Code book 5, BS 01.07.2022 — VRG: "1 juli"',
    beLaw('nl', 'loi', '2022-04-28', 'houdende boek 5 "Verbintenissen" van het Burgerlijk Wetboek', '2022-07-01'),
    'Wet 28 april 2022 houdende boek 5 "Verbintenissen" van het Burgerlijk Wetboek, BS 1 juli 2022.',
  ],
  [
    'Special law on the Constitutional Court, M.B. 07.01.1989 — Guide: loi spéciale',
    beLaw('fr', 'l-spec', '1989-01-06', 'sur la Cour constitutionnelle', '1989-01-07'),
    'Loi spéciale du 6 janvier 1989 sur la Cour constitutionnelle, M.B., 7 janvier 1989.',
  ],
  [
    'Special law on the Constitutional Court, BS 07.01.1989 — VRG: Bijzondere wet',
    beLaw('nl', 'l-spec', '1989-01-06', 'op het Grondwettelijk Hof', '1989-01-07'),
    'Bijzondere wet 6 januari 1989 op het Grondwettelijk Hof, BS 7 januari 1989.',
  ],
  [
    'Companies and associations code law, M.B. 04.04.2019 — Guide',
    beLaw(
      'fr',
      'loi',
      '2019-03-23',
      'introduisant le Code des sociétés et des associations et portant des dispositions diverses',
      '2019-04-04',
    ),
    'Loi du 23 mars 2019 introduisant le Code des sociétés et des associations et portant des dispositions diverses, M.B., 4 avril 2019.',
  ],
  [
    'Companies and associations code law, BS 04.04.2019 — VRG',
    beLaw(
      'nl',
      'loi',
      '2019-03-23',
      'tot invoering van het Wetboek van vennootschappen en verenigingen en houdende diverse bepalingen',
      '2019-04-04',
    ),
    'Wet 23 maart 2019 tot invoering van het Wetboek van vennootschappen en verenigingen en houdende diverse bepalingen, BS 4 april 2019.',
  ],
  [
    'Judicial districts reform, M.B. 10.12.2013 — Guide',
    beLaw(
      'fr',
      'loi',
      '2013-12-01',
      "portant réforme des arrondissements judiciaires et modifiant le Code judiciaire en vue de renforcer la mobilité des membres de l'ordre judiciaire",
      '2013-12-10',
    ),
    "Loi du 1er décembre 2013 portant réforme des arrondissements judiciaires et modifiant le Code judiciaire en vue de renforcer la mobilité des membres de l'ordre judiciaire, M.B., 10 décembre 2013.",
  ],
  [
    'Judicial districts reform, BS 10.12.2013 — VRG',
    beLaw(
      'nl',
      'loi',
      '2013-12-01',
      'tot hervorming van de gerechtelijke arrondissementen en tot wijziging van het Gerechtelijk Wetboek met het oog op een grotere mobiliteit van de leden van de rechterlijke orde',
      '2013-12-10',
    ),
    'Wet 1 december 2013 tot hervorming van de gerechtelijke arrondissementen en tot wijziging van het Gerechtelijk Wetboek met het oog op een grotere mobiliteit van de leden van de rechterlijke orde, BS 10 december 2013.',
  ],
  [
    'Cantons reform, M.B. 29.12.2017 — Guide',
    beLaw(
      'fr',
      'loi',
      '2017-12-25',
      'modifiant diverses dispositions en vue de réformer les cantons judiciaires',
      '2017-12-29',
    ),
    'Loi du 25 décembre 2017 modifiant diverses dispositions en vue de réformer les cantons judiciaires, M.B., 29 décembre 2017.',
  ],
  [
    'Cantons reform, BS 29.12.2017 — VRG',
    beLaw(
      'nl',
      'loi',
      '2017-12-25',
      'tot wijziging van diverse bepalingen teneinde de gerechtelijke kantons te hervormen',
      '2017-12-29',
    ),
    'Wet 25 december 2017 tot wijziging van diverse bepalingen teneinde de gerechtelijke kantons te hervormen, BS 29 december 2017.',
  ],
  [
    'Cantons reform of 1999, M.B. 22.05.1999 — Guide',
    beLaw('fr', 'loi', '1999-03-25', 'relative à la réforme des cantons judiciaires', '1999-05-22'),
    'Loi du 25 mars 1999 relative à la réforme des cantons judiciaires, M.B., 22 mai 1999.',
  ],
  [
    'Cantons reform of 1999, BS 22.05.1999 — VRG',
    beLaw('nl', 'loi', '1999-03-25', 'betreffende de hervorming van de gerechtelijke kantons', '1999-05-22'),
    'Wet 25 maart 1999 betreffende de hervorming van de gerechtelijke kantons, BS 22 mei 1999.',
  ],
  [
    'Anti-money-laundering law, M.B. 06.10.2017 — Guide',
    beLaw(
      'fr',
      'loi',
      '2017-09-18',
      "relative à la prévention du blanchiment de capitaux et du financement du terrorisme et à la limitation de l'utilisation des espèces",
      '2017-10-06',
    ),
    "Loi du 18 septembre 2017 relative à la prévention du blanchiment de capitaux et du financement du terrorisme et à la limitation de l'utilisation des espèces, M.B., 6 octobre 2017.",
  ],
  [
    'Anti-money-laundering law, BS 06.10.2017 — VRG',
    beLaw(
      'nl',
      'loi',
      '2017-09-18',
      'tot voorkoming van het witwassen van geld en de financiering van terrorisme en tot beperking van het gebruik van contanten',
      '2017-10-06',
    ),
    'Wet 18 september 2017 tot voorkoming van het witwassen van geld en de financiering van terrorisme en tot beperking van het gebruik van contanten, BS 6 oktober 2017.',
  ],
  [
    'Walloon housing lease decree, M.B. 28.03.2018 — Guide: décret of the Walloon Region',
    beLaw('fr', 'decr-reg-w', '2018-03-15', "relatif au bail d'habitation", '2018-03-28'),
    "Décret de la Région wallonne du 15 mars 2018 relatif au bail d'habitation, M.B., 28 mars 2018.",
  ],
  [
    'Brussels housing lease ordinance, M.B. 30.10.2017 — Guide: ordonnance',
    beLaw('fr', 'ord-reg-brux-cap', '2017-07-27', "visant la régionalisation du bail d'habitation", '2017-10-30'),
    "Ordonnance de la Région de Bruxelles-Capitale du 27 juillet 2017 visant la régionalisation du bail d'habitation, M.B., 30 octobre 2017.",
  ],

  // ---- EU acts: their Official Journal reference ----
  [
    'GDPR, OJ L 119 of 4.5.2016 p. 1 — Guide: (UE) before the number since 2015, J.O.U.E., series and issue, page',
    euAct('fr', {
      nature: 'regl',
      number: '2016/679',
      date: '2016-04-27',
      title:
        'relatif à la protection des personnes physiques à l’égard du traitement des données à caractère personnel et à la libre circulation de ces données',
      abbr: 'joue',
      journalSerie: 'L',
      journalNumber: '119',
      journalDate: '2016-05-04',
      subdivision: '1',
    }),
    'Règlement (UE) 2016/679 du 27 avril 2016 relatif à la protection des personnes physiques à l’égard du traitement des données à caractère personnel et à la libre circulation de ces données, J.O.U.E., L 119, 4 mai 2016, p. 1.',
  ],
  [
    'GDPR, Pb. L 119 van 4.5.2016, 1 — VRG: Pb.L. date, afl., page',
    euAct('nl', {
      nature: 'regl',
      number: '2016/679',
      date: '2016-04-27',
      title:
        'betreffende de bescherming van natuurlijke personen in verband met de verwerking van persoonsgegevens en betreffende het vrije verkeer van die gegevens',
      journalSerie: 'L',
      journalNumber: '119',
      journalDate: '2016-05-04',
      subdivision: '1',
    }),
    'Verordening (EU) 2016/679 van 27 april 2016 betreffende de bescherming van natuurlijke personen in verband met de verwerking van persoonsgegevens en betreffende het vrije verkeer van die gegevens, Pb.L. 4 mei 2016, afl. 119, 1.',
  ],
  [
    'Brussels I regulation, OJ L 12 of 16.1.2001 p. 1 — Guide: (CE) n° before 2015, J.O.C.E.',
    euAct('fr', {
      nature: 'regl',
      institution: 'ce',
      number: '44/2001',
      date: '2000-12-22',
      title:
        "concernant la compétence judiciaire, la reconnaissance et l'exécution des décisions en matière civile et commerciale",
      abbr: 'joce',
      journalSerie: 'L',
      journalNumber: '12',
      journalDate: '2001-01-16',
      subdivision: '1',
    }),
    "Règlement (CE) n° 44/2001 du 22 décembre 2000 concernant la compétence judiciaire, la reconnaissance et l'exécution des décisions en matière civile et commerciale, J.O.C.E., L 12, 16 janvier 2001, p. 1.",
  ],
  [
    'Brussels I regulation, Pb. L 12 van 16.1.2001, 1 — VRG: (EG) nr.',
    euAct('nl', {
      nature: 'regl',
      institution: 'ce',
      number: '44/2001',
      date: '2000-12-22',
      title:
        'betreffende de rechterlijke bevoegdheid, de erkenning en de tenuitvoerlegging van beslissingen in burgerlijke en handelszaken',
      journalSerie: 'L',
      journalNumber: '12',
      journalDate: '2001-01-16',
      subdivision: '1',
    }),
    'Verordening (EG) nr. 44/2001 van 22 december 2000 betreffende de rechterlijke bevoegdheid, de erkenning en de tenuitvoerlegging van beslissingen in burgerlijke en handelszaken, Pb.L. 16 januari 2001, afl. 12, 1.',
  ],
  [
    'Brussels I bis regulation, OJ L 351 of 20.12.2012 p. 1 — Guide: (UE) n° after Lisbon, before 2015',
    euAct('fr', {
      nature: 'regl',
      number: '1215/2012',
      date: '2012-12-12',
      title:
        "concernant la compétence judiciaire, la reconnaissance et l'exécution des décisions en matière civile et commerciale (refonte)",
      journalSerie: 'L',
      journalNumber: '351',
      journalDate: '2012-12-20',
      subdivision: '1',
    }),
    "Règlement (UE) n° 1215/2012 du 12 décembre 2012 concernant la compétence judiciaire, la reconnaissance et l'exécution des décisions en matière civile et commerciale (refonte), J.O.U.E., L 351, 20 décembre 2012, p. 1.",
  ],
  [
    'Brussels I bis regulation, Pb. L 351 van 20.12.2012, 1 — VRG: (EU) nr.',
    euAct('nl', {
      nature: 'regl',
      number: '1215/2012',
      date: '2012-12-12',
      title:
        'betreffende de rechterlijke bevoegdheid, de erkenning en de tenuitvoerlegging van beslissingen in burgerlijke en handelszaken (herschikking)',
      journalSerie: 'L',
      journalNumber: '351',
      journalDate: '2012-12-20',
      subdivision: '1',
    }),
    'Verordening (EU) nr. 1215/2012 van 12 december 2012 betreffende de rechterlijke bevoegdheid, de erkenning en de tenuitvoerlegging van beslissingen in burgerlijke en handelszaken (herschikking), Pb.L. 20 december 2012, afl. 351, 1.',
  ],
  [
    'Services directive, OJ L 376 of 27.12.2006 p. 36 — Guide: year/number/CE',
    euAct('fr', {
      nature: 'dir',
      institution: 'ce',
      number: '2006/123',
      date: '2006-12-12',
      title: 'relative aux services dans le marché intérieur',
      journalSerie: 'L',
      journalNumber: '376',
      journalDate: '2006-12-27',
      subdivision: '36',
    }),
    'Directive 2006/123/CE du 12 décembre 2006 relative aux services dans le marché intérieur, J.O.U.E., L 376, 27 décembre 2006, p. 36.',
  ],
  [
    'Services directive, Pb. L 376 van 27.12.2006, 36 — VRG: year/number/EG',
    euAct('nl', {
      nature: 'dir',
      institution: 'ce',
      number: '2006/123',
      date: '2006-12-12',
      title: 'betreffende diensten op de interne markt',
      journalSerie: 'L',
      journalNumber: '376',
      journalDate: '2006-12-27',
      subdivision: '36',
    }),
    'Richtlijn 2006/123/EG van 12 december 2006 betreffende diensten op de interne markt, Pb.L. 27 december 2006, afl. 376, 36.',
  ],
  [
    'Whistleblowers directive, OJ L 305 of 26.11.2019 p. 17 — Guide: (UE) year/number',
    euAct('fr', {
      nature: 'dir',
      number: '2019/1937',
      date: '2019-10-23',
      title: "sur la protection des personnes qui signalent des violations du droit de l'Union",
      journalSerie: 'L',
      journalNumber: '305',
      journalDate: '2019-11-26',
      subdivision: '17',
    }),
    "Directive (UE) 2019/1937 du 23 octobre 2019 sur la protection des personnes qui signalent des violations du droit de l'Union, J.O.U.E., L 305, 26 novembre 2019, p. 17.",
  ],
  [
    'Whistleblowers directive, Pb. L 305 van 26.11.2019, 17 — VRG',
    euAct('nl', {
      nature: 'dir',
      number: '2019/1937',
      date: '2019-10-23',
      title: 'inzake de bescherming van personen die inbreuken op het Unierecht melden',
      journalSerie: 'L',
      journalNumber: '305',
      journalDate: '2019-11-26',
      subdivision: '17',
    }),
    'Richtlijn (EU) 2019/1937 van 23 oktober 2019 inzake de bescherming van personen die inbreuken op het Unierecht melden, Pb.L. 26 november 2019, afl. 305, 17.',
  ],
  [
    'Data protection directive, OJ L 281 of 23.11.1995 p. 31 — Guide: two-digit year, J.O.C.E. found from the date',
    euAct('fr', {
      nature: 'dir',
      institution: 'ce',
      number: '95/46',
      date: '1995-10-24',
      title:
        "relative à la protection des personnes physiques à l'égard du traitement des données à caractère personnel et à la libre circulation de ces données",
      journalSerie: 'L',
      journalNumber: '281',
      journalDate: '1995-11-23',
      subdivision: '31',
    }),
    "Directive 95/46/CE du 24 octobre 1995 relative à la protection des personnes physiques à l'égard du traitement des données à caractère personnel et à la libre circulation de ces données, J.O.C.E., L 281, 23 novembre 1995, p. 31.",
  ],
  [
    'Data protection directive, Pb. L 281 van 23.11.1995, 31 — VRG',
    euAct('nl', {
      nature: 'dir',
      institution: 'ce',
      number: '95/46',
      date: '1995-10-24',
      title:
        'betreffende de bescherming van natuurlijke personen in verband met de verwerking van persoonsgegevens en betreffende het vrije verkeer van die gegevens',
      journalSerie: 'L',
      journalNumber: '281',
      journalDate: '1995-11-23',
      subdivision: '31',
    }),
    'Richtlijn 95/46/EG van 24 oktober 1995 betreffende de bescherming van natuurlijke personen in verband met de verwerking van persoonsgegevens en betreffende het vrije verkeer van die gegevens, Pb.L. 23 november 1995, afl. 281, 31.',
  ],
  [
    'SME recommendation, OJ L 124 of 20.5.2003 p. 36 — Guide: recommandation year/number/CE',
    euAct('fr', {
      nature: 'rec',
      institution: 'ce',
      number: '2003/361',
      date: '2003-05-06',
      title: 'concernant la définition des micro, petites et moyennes entreprises',
      journalSerie: 'L',
      journalNumber: '124',
      journalDate: '2003-05-20',
      subdivision: '36',
    }),
    'Recommandation 2003/361/CE du 6 mai 2003 concernant la définition des micro, petites et moyennes entreprises, J.O.U.E., L 124, 20 mai 2003, p. 36.',
  ],
  [
    'Product liability directive, OJ L 210 of 7.8.1985 p. 29 — Guide: year/number/CEE before Maastricht, J.O.C.E.',
    euAct('fr', {
      nature: 'dir',
      institution: 'ce',
      number: '85/374',
      date: '1985-07-25',
      title:
        'relative au rapprochement des dispositions législatives, réglementaires et administratives des États membres en matière de responsabilité du fait des produits défectueux',
      journalSerie: 'L',
      journalNumber: '210',
      journalDate: '1985-08-07',
      subdivision: '29',
    }),
    'Directive 85/374/CEE du 25 juillet 1985 relative au rapprochement des dispositions législatives, réglementaires et administratives des États membres en matière de responsabilité du fait des produits défectueux, J.O.C.E., L 210, 7 août 1985, p. 29.',
  ],
  [
    'Product liability directive, Pb. L 210 van 7.8.1985, 29 — VRG: year/number/EEG before Maastricht',
    euAct('nl', {
      nature: 'dir',
      institution: 'ce',
      number: '85/374',
      date: '1985-07-25',
      title:
        'betreffende de onderlinge aanpassing van de wettelijke en bestuursrechtelijke bepalingen der Lid-Staten inzake de aansprakelijkheid voor produkten met gebreken',
      journalSerie: 'L',
      journalNumber: '210',
      journalDate: '1985-08-07',
      subdivision: '29',
    }),
    'Richtlijn 85/374/EEG van 25 juli 1985 betreffende de onderlinge aanpassing van de wettelijke en bestuursrechtelijke bepalingen der Lid-Staten inzake de aansprakelijkheid voor produkten met gebreken, Pb.L. 7 augustus 1985, afl. 210, 29.',
  ],
  [
    'Social security coordination regulation, OJ L 149 of 5.7.1971 p. 2 — Guide: (CEE) n° before Maastricht',
    euAct('fr', {
      nature: 'regl',
      institution: 'ce',
      number: '1408/71',
      date: '1971-06-14',
      title:
        "relatif à l'application des régimes de sécurité sociale aux travailleurs salariés et à leur famille qui se déplacent à l'intérieur de la Communauté",
      journalSerie: 'L',
      journalNumber: '149',
      journalDate: '1971-07-05',
      subdivision: '2',
    }),
    "Règlement (CEE) n° 1408/71 du 14 juin 1971 relatif à l'application des régimes de sécurité sociale aux travailleurs salariés et à leur famille qui se déplacent à l'intérieur de la Communauté, J.O.C.E., L 149, 5 juillet 1971, p. 2.",
  ],
  [
    'Social security coordination regulation, Pb. L 149 van 5.7.1971, 2 — VRG: (EEG) nr.',
    euAct('nl', {
      nature: 'regl',
      institution: 'ce',
      number: '1408/71',
      date: '1971-06-14',
      title:
        'betreffende de toepassing van de sociale zekerheidsregelingen op werknemers en hun gezinnen, die zich binnen de Gemeenschap verplaatsen',
      journalSerie: 'L',
      journalNumber: '149',
      journalDate: '1971-07-05',
      subdivision: '2',
    }),
    'Verordening (EEG) nr. 1408/71 van 14 juni 1971 betreffende de toepassing van de sociale zekerheidsregelingen op werknemers en hun gezinnen, die zich binnen de Gemeenschap verplaatsen, Pb.L. 5 juli 1971, afl. 149, 2.',
  ],
  [
    'Unfair terms directive, OJ L 95 of 21.4.1993 p. 29 — Guide: CEE until 1 November 1993, found from the date',
    euAct('fr', {
      nature: 'dir',
      number: '93/13',
      date: '1993-04-05',
      title: 'concernant les clauses abusives dans les contrats conclus avec les consommateurs',
      journalSerie: 'L',
      journalNumber: '95',
      journalDate: '1993-04-21',
      subdivision: '29',
    }),
    'Directive 93/13/CEE du 5 avril 1993 concernant les clauses abusives dans les contrats conclus avec les consommateurs, J.O.C.E., L 95, 21 avril 1993, p. 29.',
  ],
  [
    'Unfair terms directive, Pb. L 95 van 21.4.1993, 29 — VRG: EEG, found from the date',
    euAct('nl', {
      nature: 'dir',
      number: '93/13',
      date: '1993-04-05',
      title: 'betreffende oneerlijke bedingen in consumentenovereenkomsten',
      journalSerie: 'L',
      journalNumber: '95',
      journalDate: '1993-04-21',
      subdivision: '29',
    }),
    'Richtlijn 93/13/EEG van 5 april 1993 betreffende oneerlijke bedingen in consumentenovereenkomsten, Pb.L. 21 april 1993, afl. 95, 29.',
  ],

  // ---- Case law: court with seat or division, chamber, date, numbers, ECLI, where published ----
  [
    'Constitutional Court judgment 81/2020 (ECLI as published) — Guide: C.C., date, n°, ECLI',
    decision('fr', 'c-const', 'c-const', {
      pronouncedDate: '2020-06-04',
      number: '81/2020',
      ecli: 'ECLI:BE:GHCC:2020:ARR.081',
    }),
    'C.C., 4 juin 2020, n° 81/2020, ECLI:BE:GHCC:2020:ARR.081.',
  ],
  [
    'Constitutional Court judgment 81/2020 — VRG: GwH date, nr.',
    decision('nl', 'c-const', 'c-const', {
      pronouncedDate: '2020-06-04',
      number: 'nr. 81/2020',
      ecli: 'ECLI:BE:GHCC:2020:ARR.081',
    }),
    'GwH 4 juni 2020, nr. 81/2020, ECLI:BE:GHCC:2020:ARR.081.',
  ],
  [
    'Constitutional Court judgment 125/2011 (workers and employees) — Guide',
    decision('fr', 'c-const', 'c-const', {
      pronouncedDate: '2011-07-07',
      number: '125/2011',
      ecli: 'ECLI:BE:GHCC:2011:ARR.125',
    }),
    'C.C., 7 juillet 2011, n° 125/2011, ECLI:BE:GHCC:2011:ARR.125.',
  ],
  [
    'Constitutional Court judgment 125/2011 — VRG, the considerans cited (subdivision)',
    decision('nl', 'c-const', 'c-const', { pronouncedDate: '2011-07-07', number: '125/2011', subdivision: 'B.5' }),
    'GwH 7 juli 2011, nr. 125/2011, B.5.',
  ],
  [
    "Cour d'arbitrage judgment 157/2004 (anti-discrimination law of 2003) — the court's name before May 2007",
    decision('fr', 'c-const', 'c-const', { pronouncedDate: '2004-10-06', number: '157/2004' }),
    'C.A., 6 octobre 2004, n° 157/2004.',
  ],
  [
    'Arbitragehof arrest 157/2004 — VRG: Arbitragehof before May 2007',
    decision('nl', 'c-const', 'c-const', { pronouncedDate: '2004-10-06', number: '157/2004' }),
    'Arbitragehof 6 oktober 2004, nr. 157/2004.',
  ],
  [
    'Cass. 23 April 2012, C.11.0478.N, third chamber — VRG: Cass. (3e k.) date, AR',
    decision('nl', 'cass', 'cass', { pronouncedDate: '2012-04-23', roomNumber: '3', roleNumber: 'C.11.0478.N' }),
    'Cass. (3e k.) 23 april 2012, AR C.11.0478.N.',
  ],
  [
    'Cass. 23 April 2012, C.11.0478.N — Guide: Cass. (3e ch.), date, R.G. n°',
    decision('fr', 'cass', 'cass', { pronouncedDate: '2012-04-23', roomNumber: '3', roleNumber: 'C.11.0478.N' }),
    'Cass. (3e ch.), 23 avril 2012, R.G. n° C.11.0478.N.',
  ],
  [
    'Cass. 28 November 2013, C.13.0033.N — VRG',
    decision('nl', 'cass', 'cass', { pronouncedDate: '2013-11-28', roleNumber: 'C.13.0033.N' }),
    'Cass. 28 november 2013, AR C.13.0033.N.',
  ],
  [
    'Cass. 8 March 2013, C.12.0408.N — VRG',
    decision('nl', 'cass', 'cass', { pronouncedDate: '2013-03-08', roleNumber: 'C.12.0408.N' }),
    'Cass. 8 maart 2013, AR C.12.0408.N.',
  ],
  [
    'Cass. 11 March 2005, C.03.0591.N — VRG',
    decision('nl', 'cass', 'cass', { pronouncedDate: '2005-03-11', roleNumber: 'C.03.0591.N' }),
    'Cass. 11 maart 2005, AR C.03.0591.N.',
  ],
  [
    'Cass. 30 October 2020, ECLI of the e-Justice portal (chamber 1N) — Guide: chamber in parentheses, "1re"',
    decision('fr', 'cass', 'cass', {
      pronouncedDate: '2020-10-30',
      roomNumber: '1N',
      ecli: 'ECLI:BE:CASS:2020:ARR.20201030.1N.4',
    }),
    'Cass. (1re ch.), 30 octobre 2020, ECLI:BE:CASS:2020:ARR.20201030.1N.4.',
  ],
  [
    'Cass. 30 October 2020 — VRG',
    decision('nl', 'cass', 'cass', {
      pronouncedDate: '2020-10-30',
      roomNumber: '1N',
      ecli: 'ECLI:BE:CASS:2020:ARR.20201030.1N.4',
    }),
    'Cass. (1e k.) 30 oktober 2020, ECLI:BE:CASS:2020:ARR.20201030.1N.4.',
  ],
  [
    'Cass. 28 June 2011 (JUPORTAL ECLI) — Guide',
    decision('fr', 'cass', 'cass', { pronouncedDate: '2011-06-28', ecli: 'ECLI:BE:CASS:2011:ARR.20110628.2' }),
    'Cass., 28 juin 2011, ECLI:BE:CASS:2011:ARR.20110628.2.',
  ],
  [
    'Cass. 12 June 2007 (JUPORTAL ECLI) — Guide',
    decision('fr', 'cass', 'cass', { pronouncedDate: '2007-06-12', ecli: 'ECLI:BE:CASS:2007:ARR.20070612.2' }),
    'Cass., 12 juin 2007, ECLI:BE:CASS:2007:ARR.20070612.2.',
  ],
  [
    'Cass. 10 January 2008 (JUPORTAL ECLI) — VRG',
    decision('nl', 'cass', 'cass', { pronouncedDate: '2008-01-10', ecli: 'ECLI:BE:CASS:2008:ARR.20080110.1' }),
    'Cass. 10 januari 2008, ECLI:BE:CASS:2008:ARR.20080110.1.',
  ],
  [
    'Brussels Court of Appeal, 1st chamber, 12 April 2011, 2007/AR/1431 — VRG: the seat alone, (1e k.)',
    decision('nl', 'cour', 'cour-bruxelles', {
      pronouncedDate: '2011-04-12',
      roomNumber: '1',
      roleNumber: '2007/AR/1431',
    }),
    'Brussel (1e k.) 12 april 2011, 2007/AR/1431.',
  ],
  [
    'Brussels Court of Appeal, 12 April 2011 — Guide: Bruxelles (1re ch.), R.G. n°',
    decision('fr', 'cour', 'cour-bruxelles', {
      pronouncedDate: '2011-04-12',
      roomNumber: '1',
      roleNumber: '2007/AR/1431',
    }),
    'Bruxelles (1re ch.), 12 avril 2011, R.G. n° 2007/AR/1431.',
  ],
  [
    'Antwerp Court of Appeal, 14 September 2004, R.D.C.-T.B.H., 2005/9, p. 951 — Guide: journal, year, page',
    decision('fr', 'cour', 'cour-antwerpen', {
      pronouncedDate: '2004-09-14',
      journalName: 'R.D.C.',
      year: '2005',
      subdivision: '951',
    }),
    'Anvers, 14 septembre 2004, R.D.C., 2005, p. 951.',
  ],
  [
    'Antwerp Court of Appeal, 14 September 2004 — VRG: TBH 2005, 951',
    decision('nl', 'cour', 'cour-antwerpen', {
      pronouncedDate: '2004-09-14',
      journalName: 'TBH',
      year: '2005',
      subdivision: '951',
    }),
    'Antwerpen 14 september 2004, TBH 2005, 951.',
  ],
  [
    'Antwerp Court of Appeal, 9 November 2005 (JUPORTAL ECLI) — VRG',
    decision('nl', 'cour', 'cour-antwerpen', {
      pronouncedDate: '2005-11-09',
      ecli: 'ECLI:BE:HBANT:2005:ARR.20051109.5',
    }),
    'Antwerpen 9 november 2005, ECLI:BE:HBANT:2005:ARR.20051109.5.',
  ],
  [
    'Liège Labour Court, 18 July 2017 (ECLI) — Guide: C. trav. with its division',
    decision('fr', 'cour-trav', 'cour-trav-liege-liege', {
      pronouncedDate: '2017-07-18',
      ecli: 'ECLI:BE:CTLIE:2017:ARR.20170718.3',
    }),
    'C. trav. Liège (div. Liège), 18 juillet 2017, ECLI:BE:CTLIE:2017:ARR.20170718.3.',
  ],
  [
    'Brussels Labour Court, 6 January 2011 (JUPORTAL ECLI) — Guide',
    decision('fr', 'cour-trav', 'cour-trav-bruxelles', {
      pronouncedDate: '2011-01-06',
      ecli: 'ECLI:BE:CTBRL:2011:ARR.20110106.8',
    }),
    'C. trav. Bruxelles, 6 janvier 2011, ECLI:BE:CTBRL:2011:ARR.20110106.8.',
  ],
  [
    'Antwerp Labour Court, 4 June 2004 (JUPORTAL ECLI) — VRG: Arbh., no division before 2014',
    decision('nl', 'cour-trav', 'cour-trav-antwerpen-antwerpen', {
      pronouncedDate: '2004-06-04',
      ecli: 'ECLI:BE:AHANT:2004:ARR.20040604.5',
    }),
    'Arbh. Antwerpen 4 juni 2004, ECLI:BE:AHANT:2004:ARR.20040604.5.',
  ],
  [
    'French-speaking Brussels labour tribunal, 5 January 2015 (JUPORTAL ECLI) — Guide: Trav. fr. Bruxelles',
    decision('fr', 'trib-trav', 'trib-trav-bruxelles-fr', {
      pronouncedDate: '2015-01-05',
      ecli: 'ECLI:BE:TTBRL:2015:JUG.20150105.5',
    }),
    'Trav. fr. Bruxelles, 5 janvier 2015, ECLI:BE:TTBRL:2015:JUG.20150105.5.',
  ],
  [
    "Liège labour tribunal, 29 November 2006 (JUPORTAL ECLI) — the court's name before the 2014 reform",
    decision('fr', 'trib-trav', 'trib-trav-liege-liege', {
      pronouncedDate: '2006-11-29',
      ecli: 'ECLI:BE:TTLIE:2006:JUG.20061129.24',
    }),
    'Trav. Liège, 29 novembre 2006, ECLI:BE:TTLIE:2006:JUG.20061129.24.',
  ],
  [
    'Data Protection Authority decision of 2 February 2022 (JUPORTAL ECLI, in Dutch) — VRG: GBA',
    decision('nl', 'adm', 'adp', { pronouncedDate: '2022-02-02', ecli: 'ECLI:BE:GBAPD:2022:DEC.20220202.2' }),
    'GBA 2 februari 2022, ECLI:BE:GBAPD:2022:DEC.20220202.2.',
  ],

  // ---- Doctrine: initial and NAME of each author, title, journal, year, page or place, publisher, year ----
  [
    'De Page, Traité élémentaire de droit civil belge, t. I, 3rd ed., Bruylant 1962 — Guide: book',
    work('fr', 'monograph', [['Henri', 'De Page']], {
      title: 'Traité élémentaire de droit civil belge',
      tome: 'I',
      edition: '3',
      location: 'Bruxelles',
      publishingHouse: 'Bruylant',
      year: '1962',
    }),
    'H. DE PAGE, Traité élémentaire de droit civil belge, t. I, 3e éd., Bruxelles, Bruylant, 1962.',
  ],
  [
    'Van Ommeslaghe, Droit des obligations, Bruylant 2013 — Guide: book',
    work('fr', 'monograph', [['Pierre', 'Van Ommeslaghe']], {
      title: 'Droit des obligations',
      location: 'Bruxelles',
      publishingHouse: 'Bruylant',
      year: '2013',
    }),
    'P. VAN OMMESLAGHE, Droit des obligations, Bruxelles, Bruylant, 2013.',
  ],
  [
    'Wéry, Droit des obligations, vol. 1, Larcier 2010 — Guide: book with its tome',
    work('fr', 'monograph', [['Patrick', 'Wéry']], {
      title: 'Droit des obligations',
      tome: 'I',
      location: 'Bruxelles',
      publishingHouse: 'Larcier',
      year: '2010',
    }),
    'P. WÉRY, Droit des obligations, t. I, Bruxelles, Larcier, 2010.',
  ],
  [
    'Wéry, Droit des obligations, vol. 1, 2nd ed., Larcier 2011 — Guide: a later edition, "2e éd."',
    work('fr', 'monograph', [['Patrick', 'Wéry']], {
      title: 'Droit des obligations',
      tome: 'I',
      edition: '2',
      location: 'Bruxelles',
      publishingHouse: 'Larcier',
      year: '2011',
    }),
    'P. WÉRY, Droit des obligations, t. I, 2e éd., Bruxelles, Larcier, 2011.',
  ],
  [
    'Van Gerven and Covemaeker, Verbintenissenrecht, Acco 2006 — VRG: two authors joined by "en"',
    work(
      'nl',
      'monograph',
      [
        ['Walter', 'Van Gerven'],
        ['Sofie', 'Covemaeker'],
      ],
      {
        title: 'Verbintenissenrecht',
        location: 'Leuven',
        publishingHouse: 'Acco',
        year: '2006',
      },
    ),
    'W. VAN GERVEN en S. COVEMAEKER, Verbintenissenrecht, Leuven, Acco, 2006.',
  ],
  [
    'Stijns, De gerechtelijke en de buitengerechtelijke ontbinding van overeenkomsten, Maklu 1994 — VRG: book',
    work('nl', 'monograph', [['Sophie', 'Stijns']], {
      title: 'De gerechtelijke en de buitengerechtelijke ontbinding van overeenkomsten',
      location: 'Antwerpen',
      publishingHouse: 'Maklu',
      year: '1994',
    }),
    'S. STIJNS, De gerechtelijke en de buitengerechtelijke ontbinding van overeenkomsten, Antwerpen, Maklu, 1994.',
  ],
  [
    'Kruithof, Bocken, De Ly and De Temmerman, Overzicht van rechtspraak, TPR 1994, 171 — VRG: "title", journal year, page',
    work(
      'nl',
      'jurisprudence-review',
      [
        ['Robert', 'Kruithof'],
        ['Hubert', 'Bocken'],
        ['Filip', 'De Ly'],
        ['Bernard', 'De Temmerman'],
      ],
      {
        title: 'Overzicht van rechtspraak (1981-1992). Verbintenissen',
        journalName: 'TPR',
        year: '1994',
        subdivision: '171',
      },
    ),
    'R. KRUITHOF, H. BOCKEN, F. DE LY en B. DE TEMMERMAN, "Overzicht van rechtspraak (1981-1992). Verbintenissen", TPR 1994, 171.',
  ],
  [
    'Van Ommeslaghe, Examen de jurisprudence (1974 à 1982). Les obligations, R.C.J.B., 1986, p. 33 — Guide: « title », journal, year, p.',
    work('fr', 'jurisprudence-review', [['Pierre', 'Van Ommeslaghe']], {
      title: 'Examen de jurisprudence (1974 à 1982). Les obligations',
      journalName: 'R.C.J.B.',
      year: '1986',
      subdivision: '33',
    }),
    `P. VAN OMMESLAGHE, ${q('Examen de jurisprudence (1974 à 1982). Les obligations')}, R.C.J.B., 1986, p. 33.`,
  ],
];

// Rules of the guides that the table above does not show, on citations written for the test.
const RULES: [string, Metadata, string][] = [
  [
    'the Moniteur belge edition is cited when it is not the first, with the page',
    {
      ...beLaw('fr', 'loi', '2016-12-25', 'portant des dispositions diverses', '2016-12-29'),
      edition: '2',
      subdivision: '91.100',
    },
    'Loi du 25 décembre 2016 portant des dispositions diverses, M.B., 29 décembre 2016, 2e éd., p. 91.100.',
  ],
  [
    'the first edition is not cited (VRG)',
    { ...beLaw('nl', 'loi', '2016-12-25', 'houdende diverse bepalingen', '2016-12-29'), edition: '1' },
    'Wet 25 december 2016 houdende diverse bepalingen, BS 29 december 2016.',
  ],
  [
    'values trimmed, empty parts skipped, no doubled punctuation',
    {
      ...beLaw(
        'fr',
        'loi',
        ' 2007-05-10 ',
        '  tendant à lutter contre certaines formes de discrimination. ',
        '2007-05-30',
      ),
      subdivision: '  ',
    },
    'Loi du 10 mai 2007 tendant à lutter contre certaines formes de discrimination, M.B., 30 mai 2007.',
  ],
  [
    'a Council of State judgment: C.E., chamber in Roman numerals, date, n°',
    decision('fr', 'c-e', 'c-e', { pronouncedDate: '2020-03-03', roomNumber: 'XV', number: '247.123' }),
    'C.E. (XVe ch.), 3 mars 2020, n° 247.123.',
  ],
  [
    'a Raad van State arrest: RvS date, nr.',
    decision('nl', 'c-e', 'c-e', { pronouncedDate: '2020-03-03', number: '247.123' }),
    'RvS 3 maart 2020, nr. 247.123.',
  ],
  [
    'a justice of the peace in interim relief',
    decision('fr', 'jp', 'jp-ukkel', { pronouncedDate: '2021-09-14', roomNature: 'ref' }),
    'J.P. Uccle (réf.), 14 septembre 2021.',
  ],
  [
    'a vredegerecht of a numbered canton',
    decision('nl', 'jp', 'jp-antwerpen-3', { pronouncedDate: '2021-09-14' }),
    'Vred. Antwerpen (3e kanton) 14 september 2021.',
  ],
  [
    'a correctional court: the section names the court, the division and chamber go together',
    decision('fr', 'trib', 'trib-hainaut-charleroi', {
      jurisdictionSection: 'corr',
      roomNumber: '6',
      pronouncedDate: '2022-01-12',
    }),
    'Corr. Hainaut (div. Charleroi, 6e ch.), 12 janvier 2022.',
  ],
  [
    'a commercial court before November 2018 (VRG: Kh.)',
    decision('nl', 'trib-entr', 'trib-entr-gent-brugge', {
      pronouncedDate: '2017-03-02',
      journalName: 'TBH',
      year: '2018',
      subdivision: '45',
    }),
    'Kh. Gent (afd. Brugge) 2 maart 2017, TBH 2018, 45.',
  ],
  [
    'a judgment reported in the Pasicrisie by its number',
    decision('fr', 'cass', 'cass', {
      pronouncedDate: '2020-03-03',
      roleNumber: 'C.19.0123.F',
      journalName: 'Pas.',
      year: '2020',
      decisionReference: 'n° 182',
    }),
    'Cass., 3 mars 2020, R.G. n° C.19.0123.F, Pas., 2020, n° 182.',
  ],
  [
    "the Data Protection Authority's Litigation Chamber",
    decision('fr', 'adm', 'adp', { jurisdictionAuthor: 'cont', pronouncedDate: '2020-04-29', number: '21/2020' }),
    'APD (Ch. cont.), 29 avril 2020, n° 21/2020.',
  ],
  [
    'the Commission de la protection de la vie privée before 25 May 2018',
    decision('fr', 'adm', 'adp', { pronouncedDate: '2017-03-01' }),
    'C.P.V.P., 1er mars 2017.',
  ],
  [
    'the Privacy Commission before 25 May 2018 has no Litigation Chamber: its name alone',
    decision('fr', 'adm', 'adp', { jurisdictionAuthor: 'cont', pronouncedDate: '2018-05-24', number: '12/2018' }),
    'C.P.V.P., 24 mai 2018, n° 12/2018.',
  ],
  [
    'the Privacy Commission before 25 May 2018 (VRG: CBPL), without the General Secretariat',
    decision('nl', 'adm', 'adp', { jurisdictionAuthor: 'sec-gen', pronouncedDate: '2017-03-01' }),
    'CBPL 1 maart 2017.',
  ],
  [
    "the Data Protection Authority's Litigation Chamber (VRG: GBA (Geschillenk.))",
    decision('nl', 'adm', 'adp', { jurisdictionAuthor: 'cont', pronouncedDate: '2020-04-29', number: '21/2020' }),
    'GBA (Geschillenk.) 29 april 2020, nr. 21/2020.',
  ],
  [
    "a numbered canton in interim relief: the nature goes in the canton's bracket",
    decision('fr', 'jp', 'jp-antwerpen-3', { pronouncedDate: '2021-09-14', roomNature: 'ref' }),
    'J.P. Anvers (3e canton, réf.), 14 septembre 2021.',
  ],
  [
    'a vredegerecht of a numbered canton in kort geding: one bracket (VRG)',
    decision('nl', 'jp', 'jp-antwerpen-3', { pronouncedDate: '2021-09-14', roomNature: 'ref' }),
    'Vred. Antwerpen (3e kanton, kort ged.) 14 september 2021.',
  ],
  [
    'the Dutch-speaking Brussels court of first instance, as the Guide names it (néerl. Bruxelles), with its chamber',
    decision('fr', 'trib', 'trib-brussel-nl', {
      jurisdictionSection: 'civ',
      roomNumber: '3',
      pronouncedDate: '2020-03-03',
    }),
    'Civ. néerl. Bruxelles (3e ch.), 3 mars 2020.',
  ],
  [
    'the Dutch-speaking Brussels court of first instance with its chamber (VRG): "(Nl.)" and the chamber in one bracket',
    decision('nl', 'trib', 'trib-brussel-nl', {
      jurisdictionSection: 'civ',
      roomNumber: '3',
      pronouncedDate: '2020-03-03',
    }),
    'Rb. Brussel (Nl., 3e k.) 3 maart 2020.',
  ],
  [
    'the Dutch-speaking Brussels enterprise court in kort geding (VRG): one bracket',
    decision('nl', 'trib-entr', 'trib-entr-brussel-nl', { roomNature: 'ref', pronouncedDate: '2021-06-10' }),
    'Ondern. Brussel (Nl., kort ged.) 10 juni 2021.',
  ],
  [
    'a Constitutional Court judgment published in a journal: a numeric subdivision is its page',
    decision('fr', 'c-const', 'c-const', {
      pronouncedDate: '2020-06-04',
      number: '81/2020',
      journalName: 'J.T.',
      year: '2020',
      subdivision: '12',
    }),
    'C.C., 4 juin 2020, n° 81/2020, J.T., 2020, p. 12.',
  ],
  [
    'a Grondwettelijk Hof arrest published in a journal (VRG: JT 2020, 12)',
    decision('nl', 'c-const', 'c-const', {
      pronouncedDate: '2020-06-04',
      number: '81/2020',
      journalName: 'JT',
      year: '2020',
      subdivision: '12',
    }),
    'GwH 4 juni 2020, nr. 81/2020, JT 2020, 12.',
  ],
  [
    'a Constitutional Court judgment in a journal, its considérant cited: B.5 after the number',
    decision('fr', 'c-const', 'c-const', {
      pronouncedDate: '2020-06-04',
      number: '81/2020',
      journalName: 'J.T.',
      year: '2020',
      subdivision: 'B.5',
    }),
    'C.C., 4 juin 2020, n° 81/2020, B.5, J.T., 2020.',
  ],
  [
    'a Raad van State arrest published in a journal: its pages after the year (VRG)',
    decision('nl', 'c-e', 'c-e', {
      pronouncedDate: '2020-03-03',
      number: '247.123',
      journalName: 'TBP',
      year: '2021',
      subdivision: '345-350',
    }),
    'RvS 3 maart 2020, nr. 247.123, TBP 2021, 345-350.',
  ],
  [
    'an EEC act whose date is not filled in: the year of its number (before 1993: EEG)',
    euAct('nl', { nature: 'regl', number: '1408/71' }),
    'Verordening (EEG) nr. 1408/71.',
  ],
  [
    'the first edition of a book is not cited',
    work('fr', 'monograph', [['Paul', 'Dupont']], {
      title: 'Droit',
      edition: '1',
      location: 'Bruxelles',
      publishingHouse: 'Larcier',
      year: '2020',
    }),
    'P. DUPONT, Droit, Bruxelles, Larcier, 2020.',
  ],
  [
    'the first edition of a book is not cited (VRG), however typed',
    work('nl', 'monograph', [['Sophie', 'Stijns']], {
      title: 'Verbintenissenrecht',
      edition: '1ste dr.',
      location: 'Brugge',
      publishingHouse: 'die Keure',
      year: '2005',
    }),
    'S. STIJNS, Verbintenissenrecht, Brugge, die Keure, 2005.',
  ],
  [
    'an author without a last name is left out (no stray initial)',
    work(
      'fr',
      'monograph',
      [
        ['Paul', 'Dupont'],
        ['Jean', ' '],
      ],
      { title: 'Droit', location: 'Bruxelles', publishingHouse: 'Larcier', year: '2020' },
    ),
    'P. DUPONT, Droit, Bruxelles, Larcier, 2020.',
  ],
  [
    'a title ending with "?" keeps it before the comma',
    work('fr', 'monograph', [['Paul', 'Dupont']], {
      title: `Faut-il codifier le droit des obligations${NBSP}?`,
      location: 'Bruxelles',
      publishingHouse: 'Larcier',
      year: '2020',
    }),
    `P. DUPONT, Faut-il codifier le droit des obligations${NBSP}?, Bruxelles, Larcier, 2020.`,
  ],
  [
    'a citation ending with a title\'s "?" gets no full stop after it (one typed after it goes)',
    work('fr', 'monograph', [['Paul', 'Dupont']], { title: `Quid${NBSP}?.` }),
    `P. DUPONT, Quid${NBSP}?`,
  ],
  [
    'a citation ending with a title\'s "!" gets no full stop after it (VRG)',
    work('nl', 'publication', [], {
      publicationType: 'circular',
      number: '3',
      date: '2020-03-16',
      title: 'Blijf in uw kot!',
    }),
    'Omzendbrief nr. 3 van 16 maart 2020 Blijf in uw kot!',
  ],
  [
    'a quoted title ending with "?" (Guide: « title »)',
    work('fr', 'periodicals', [['Paul', 'Dupont']], {
      title: `Quid${NBSP}?`,
      journalName: 'J.T.',
      year: '2020',
      subdivision: '12',
    }),
    `P. DUPONT, ${q(`Quid${NBSP}?`)}, J.T., 2020, p. 12.`,
  ],
  [
    'a title ending with an abbreviation keeps its full stop ("civ.," as citations write it)',
    beLaw('fr', 'loi', '2016-12-25', "modifiant l'article 577-2 du Code civ.", '2016-12-29'),
    "Loi du 25 décembre 2016 modifiant l'article 577-2 du Code civ., M.B., 29 décembre 2016.",
  ],
  [
    'a title ending with an abbreviation keeps its full stop (VRG: Ger.W.)',
    beLaw('nl', 'loi', '2016-12-25', 'tot wijziging van artikel 1675/2 Ger.W.', '2016-12-29'),
    'Wet 25 december 2016 tot wijziging van artikel 1675/2 Ger.W., BS 29 december 2016.',
  ],
  [
    'a citation ending with an abbreviation has one full stop ("etc.")',
    work('fr', 'monograph', [['Paul', 'Dupont']], { title: 'Contrats, obligations, sûretés, etc.' }),
    'P. DUPONT, Contrats, obligations, sûretés, etc.',
  ],
  [
    'a short word is no abbreviation: its full stop goes ("bail.")',
    beLaw('fr', 'loi', '2016-12-25', 'relative au bail.', '2016-12-29'),
    'Loi du 25 décembre 2016 relative au bail, M.B., 29 décembre 2016.',
  ],
  [
    'a case note',
    work('fr', 'stop-note', [['Jean-François', 'Romain']], {
      stopNumber: 'Cass., 3 mars 2020',
      journalName: 'J.T.',
      year: '2021',
      subdivision: '456',
    }),
    'J.-F. ROMAIN, note sous Cass., 3 mars 2020, J.T., 2021, p. 456.',
  ],
  [
    'a contribution to a collective work (VRG: "in")',
    work('nl', 'study', [['Ilse', 'Samoy']], {
      title: 'De nieuwe regels inzake nietigheid',
      journalName: 'Het nieuwe verbintenissenrecht',
      location: 'Brugge',
      publishingHouse: 'die Keure',
      year: '2023',
      subdivision: '12',
    }),
    'I. SAMOY, "De nieuwe regels inzake nietigheid", in Het nieuwe verbintenissenrecht, Brugge, die Keure, 2023, 12.',
  ],
  [
    'a circular',
    work('fr', 'publication', [], {
      publicationType: 'circular',
      number: '12/2020',
      date: '2020-03-03',
      title: 'relative au télétravail',
    }),
    'Circulaire n° 12/2020 du 3 mars 2020 relative au télétravail.',
  ],
  [
    'submissions: the type, the authors, the redaction date',
    {
      type: 'conclusion',
      language: 'fr',
      authorFirstname: ['Anne'],
      authorLastname: ['Dupont'],
      redactionDate: '2024-02-01',
    },
    'Conclusions, A. DUPONT, 1er février 2024.',
  ],
  ['nothing to cite without a type', { language: 'fr', title: 'Sans type' }, ''],
];

describe('citationOf, the real citations (Guide des citations and VRG)', () => {
  it('has at least 60 citations, in French and in Dutch', () => {
    expect(REAL_CITATIONS.length).toBeGreaterThanOrEqual(60);
    const languages = new Set(REAL_CITATIONS.map(([, metadata]) => metadata.language));
    expect([...languages].sort()).toEqual(['fr', 'nl']);
  });

  it.each(REAL_CITATIONS)('%s', (_, metadata, citation) => {
    expect(citationOf(metadata)).toBe(citation);
  });
});

describe('citationOf, the rules', () => {
  it.each(RULES)('%s', (_, metadata, citation) => {
    expect(citationOf(metadata)).toBe(citation);
  });

  it("follows the document's language, or the one asked", () => {
    const law = beLaw('nl', 'loi', '2007-05-10', 'x', '2007-05-30');
    expect(citationOf(law)).toBe('Wet 10 mei 2007 x, BS 30 mei 2007.');
    expect(citationOf(law, { language: 'fr' })).toBe('Loi du 10 mai 2007 x, M.B., 30 mai 2007.');
    expect(citationOf({ ...law, language: 'en' })).toBe('Loi du 10 mai 2007 x, M.B., 30 mai 2007.');
  });

  it('writes dates as practitioners do', () => {
    expect(citationDate('2020-03-03', 'fr')).toBe('3 mars 2020');
    expect(citationDate('2020-03-01', 'fr')).toBe('1er mars 2020');
    expect(citationDate('2020-03-01', 'nl')).toBe('1 maart 2020');
    expect(citationDate('03/03/2020', 'fr')).toBe('03/03/2020');
  });

  it('writes initials of compound first names and names in capitals', () => {
    expect(
      citedAuthors(
        { authorFirstname: ['Jean-François', 'IJsbrand', ''], authorLastname: ['van Drooghenbroeck', 'Smit', 'UNIZO'] },
        'fr',
      ),
    ).toBe('J.-F. VAN DROOGHENBROECK, IJ. SMIT et UNIZO');
  });
});
