import { DECISION_SUMMARY, type DemoLibraryDocument, FICTIONAL_DECISION, judgment } from './types';

// Criminal law: the Constitutional Court's judgment 7/2013 on the Salduz law (real, summarised) and an invented
// appeal judgment on online fraud.

export const DEMO_CRIMINAL_CASE_LAW: readonly DemoLibraryDocument[] = [
  judgment({
    name: 'GwH 14 februari 2013, nr. 7-2013 — Salduzwet.pdf',
    language: 'nl',
    lawCases: ['criminal.police_hearing'],
    court: 'c-const',
    pronouncedDate: '2013-02-14',
    number: '7/2013',
    roleNumber: '5316, 5329, 5331 en 5332',
    text: [
      'Grondwettelijk Hof\nArrest nr. 7/2013 van 14 februari 2013\nRolnummers 5316, 5329, 5331 en 5332',
      DECISION_SUMMARY.nl,
      "Voorwerp. De Orde van Vlaamse balies, de Ordre des barreaux francophones et germanophone, de Ordre français des avocats du barreau de Bruxelles, de Liga voor Mensenrechten, de Ligue des Droits de l'Homme en een advocaat vorderen de gehele of gedeeltelijke vernietiging van de wet van 13 augustus 2011, die aan elke persoon die wordt verhoord en aan elke persoon van wie de vrijheid wordt benomen rechten verleent, waaronder het recht om een advocaat te raadplegen en door hem te worden bijgestaan.",
      'Beoordeling (samenvatting). Het Hof toetst de wet aan het recht op een eerlijk proces, zoals de rechtspraak van het Europees Hof voor de Rechten van de Mens na het arrest Salduz het invult. Het oordeelt dat de wet op enkele punten tekortschiet en vernietigt die onderdelen gedeeltelijk. Voor andere bepalingen verwerpt het de beroepen onder voorbehoud van de interpretatie die het arrest preciseert.',
      'Gevolg. De wetgever heeft de rechten van verhoorde personen later uitgebreid bij de wet van 21 november 2016 betreffende bepaalde rechten van personen die worden verhoord.',
    ],
  }),
  judgment({
    name: 'Gent 25 april 2023 — oplichting via online verkoopplatform.pdf',
    language: 'nl',
    lawCases: ['criminal.online_fraud', 'criminal.court_summons'],
    court: 'cour-gent',
    roomNumber: '6',
    pronouncedDate: '2023-04-25',
    roleNumber: '2022/NT/512',
    ecli: 'ECLI:BE:HBGNT:2023:ARR.20230425.7',
    text: [
      'Hof van beroep te Gent, zesde kamer, correctionele zaken\nArrest van 25 april 2023\nNotitienummer GE.52.LL.104877/21 — AR 2022/NT/512\nECLI:BE:HBGNT:2023:ARR.20230425.7',
      FICTIONAL_DECISION.nl,
      'INZAKE: het openbaar ministerie en de burgerlijke partijen Ann DE SMET en Bram VERHELST,\nTEGEN: Yannick DE WILDE, geboren te Gent op 14 februari 2001, rijksregisternummer 01.02.14-965.37, wonende te 9000 Gent, Kortrijksesteenweg 640, beklaagde, bijgestaan door mr. Jonas Baert, advocaat.',
      'Tenlasteleggingen. Te Gent, tussen 1 maart 2021 en 30 juni 2021, met het oogmerk zich een zaak toe te eigenen die aan een ander toebehoort, gelden te hebben doen afgeven door gebruik te maken van listige kunstgrepen (artikel 496 van het Strafwetboek), namelijk door op een online verkoopplatform spelconsoles en smartphones te koop aan te bieden die hij nooit leverde, en door zijn bankrekening ter beschikking te stellen van derden om de opbrengst door te sluizen (witwassen, artikel 505 van het Strafwetboek).',
      '1. Schuld. De gegevens van het platform, de rekeninguittreksels en de verklaringen van de elf benadeelden tonen aan dat beklaagde de advertenties plaatste, de betalingen op zijn rekening ontving en de bedragen binnen enkele uren contant afhaalde of overschreef. Zijn verklaring dat hij zijn rekening enkel uit vriendschap uitleende, vindt geen steun in het dossier. De tenlasteleggingen zijn bewezen.',
      '2. Straf. Beklaagde was twintig jaar op het ogenblik van de feiten en heeft een blanco strafregister. Hij heeft sinds de feiten werk gevonden en betaalde een deel van de benadeelden terug. Een werkstraf biedt hem de kans zijn schuld tegenover de samenleving concreet in te lossen.',
      'OM DEZE REDENEN, HET HOF, rechtsprekend op tegenspraak, bevestigt het bestreden vonnis wat de schuld betreft; veroordeelt beklaagde tot een werkstraf van 120 uren, met als vervangende straf een gevangenisstraf van één jaar bij niet-uitvoering; verklaart de som van 7.340 euro verbeurd; veroordeelt beklaagde tot betaling van 640 euro aan Ann De Smet en 415 euro aan Bram Verhelst, vermeerderd met de interesten; veroordeelt beklaagde tot de kosten.',
    ],
  }),
];
