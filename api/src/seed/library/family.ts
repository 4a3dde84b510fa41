import { type DemoLibraryDocument, FICTIONAL_DECISION, judgment } from './types';

// Family: divorce and the children's residence, maintenance, the end of a legal cohabitation. Every decision is
// invented.

export const DEMO_FAMILY_CASE_LAW: readonly DemoLibraryDocument[] = [
  judgment({
    name: 'Fam. fr. Bruxelles 24 mai 2023 — divorce et hébergement égalitaire.pdf',
    language: 'fr',
    lawCases: ['family.divorce', 'family.child_residence'],
    court: 'trib-bruxelles-fr',
    section: 'trib-fam',
    roomNumber: '12',
    pronouncedDate: '2023-05-24',
    roleNumber: '23/2871/A',
    text: [
      'Tribunal de première instance francophone de Bruxelles, tribunal de la famille, douzième chambre\nJugement du 24 mai 2023\nR.G. n° 23/2871/A',
      FICTIONAL_DECISION.fr,
      'EN CAUSE DE : Madame Céline MARTENS, née le 3 décembre 1987, registre national n° 87.12.03-982.63, domiciliée rue du Bailli 27, 1050 Ixelles, demanderesse, représentée par Me Aurélie Dewandre, avocate ;\nCONTRE : Monsieur Olivier PIRON, né le 21 juin 1985, registre national n° 85.06.21-979.24, domicilié avenue de Tervueren 88, 1040 Etterbeek, défendeur, représenté par Me Thomas Gilson, avocat.',
      "1. Les faits et la procédure. Les parties se sont mariées à Ixelles le 14 juillet 2012. Deux enfants sont nés de leur union : Léa, le 2 mars 2014, et Noah, le 19 octobre 2016. Les parties vivent séparées depuis le 1er février 2022. Par requête du 11 avril 2023, Madame Martens demande le divorce et l'hébergement principal des enfants ; Monsieur Piron sollicite un hébergement égalitaire.",
      "2. Le divorce. Selon l'article 229, § 3, de l'ancien Code civil, la désunion irrémédiable est établie lorsque la demande est formée par un seul époux après plus d'un an de séparation de fait. La séparation des parties dure depuis plus d'un an au jour du jugement : le divorce doit être prononcé.",
      "3. L'hébergement des enfants. L'article 374, § 2, de l'ancien Code civil impose au tribunal d'examiner prioritairement, à la demande d'un parent, la possibilité de fixer l'hébergement de manière égalitaire entre les parents. Les deux parents habitent à moins de trois kilomètres de l'école des enfants, disposent chacun d'un logement adapté et ont organisé depuis la séparation un hébergement une semaine sur deux qui, selon le rapport d'audition des enfants, se déroule bien. Aucun élément ne démontre que l'hébergement égalitaire serait contraire à l'intérêt des enfants.",
      "PAR CES MOTIFS, LE TRIBUNAL, statuant contradictoirement, prononce le divorce des parties pour cause de désunion irrémédiable ; dit que l'autorité parentale sur Léa et Noah reste exercée conjointement ; fixe leur hébergement de manière égalitaire, une semaine sur deux, du vendredi à la sortie de l'école au vendredi suivant, et par moitié durant les vacances scolaires ; dit que chaque partie supporte ses propres dépens.",
    ],
  }),
  judgment({
    name: 'Bruxelles 8 novembre 2022 — contribution alimentaire et frais extraordinaires.pdf',
    language: 'fr',
    lawCases: ['family.maintenance', 'family.child_residence'],
    court: 'cour-bruxelles',
    roomNumber: '42',
    pronouncedDate: '2022-11-08',
    roleNumber: '2022/FA/318',
    ecli: 'ECLI:BE:CABRL:2022:ARR.20221108.3',
    text: [
      "Cour d'appel de Bruxelles, chambre de la famille, quarante-deuxième chambre\nArrêt du 8 novembre 2022\nR.G. n° 2022/FA/318\nECLI:BE:CABRL:2022:ARR.20221108.3",
      FICTIONAL_DECISION.fr,
      'EN CAUSE DE : Monsieur K. B., appelant,\nCONTRE : Madame S. T., intimée.',
      "1. L'objet de l'appel. Le tribunal de la famille du Brabant wallon a fixé à 420 euros par mois la contribution alimentaire due par l'appelant pour chacun des deux enfants des parties, qui résident principalement chez leur mère, et dit que les frais extraordinaires sont partagés par moitié. L'appelant demande que la contribution soit réduite à 250 euros par enfant et que sa part des frais extraordinaires soit limitée à 40 pour cent.",
      "2. Les facultés des parents. En vertu des articles 203 et 203bis de l'ancien Code civil, les père et mère assument, à proportion de leurs facultés, l'hébergement, l'entretien, la santé, la surveillance, l'éducation et la formation de leurs enfants. Les facultés de chacun comprennent tous les revenus professionnels, mobiliers et immobiliers, ainsi que tous les avantages et autres moyens qui assurent son niveau de vie. L'appelant perçoit un revenu net de 3.410 euros par mois et dispose d'un véhicule de société ; l'intimée perçoit 2.230 euros par mois.",
      "3. Le coût des enfants. La cour évalue le coût ordinaire de chaque enfant à 610 euros par mois, allocations familiales déduites, en s'aidant de la méthode Renard. Compte tenu de la part que l'appelant assume directement lorsqu'il héberge les enfants, un week-end sur deux et la moitié des vacances, sa contribution est fixée à 330 euros par mois et par enfant. Les frais extraordinaires, tels que définis par l'arrêté royal du 22 avril 2019, sont partagés à concurrence de 60 pour cent pour l'appelant et de 40 pour cent pour l'intimée.",
      "PAR CES MOTIFS, LA COUR, statuant contradictoirement, reçoit l'appel et le dit partiellement fondé ; réformant le jugement entrepris, fixe à 330 euros par mois et par enfant, indexés, la contribution alimentaire due par l'appelant à partir du 1er décembre 2022 ; dit que les frais extraordinaires sont supportés à concurrence de 60 pour cent par l'appelant et de 40 pour cent par l'intimée ; compense les dépens.",
    ],
  }),
  judgment({
    name: 'Fam. Oost-Vlaanderen (afd. Gent) 5 december 2023 — einde wettelijke samenwoning en onderhoudsbijdrage.pdf',
    language: 'nl',
    lawCases: ['family.cohabitation_end', 'family.maintenance'],
    court: 'trib-oost-vlaanderen-gent',
    section: 'trib-fam',
    roomNumber: '11',
    pronouncedDate: '2023-12-05',
    roleNumber: '23/451/A',
    text: [
      'Rechtbank van eerste aanleg Oost-Vlaanderen, afdeling Gent, familierechtbank, elfde kamer\nVonnis van 5 december 2023\nAR 23/451/A',
      FICTIONAL_DECISION.nl,
      "INZAKE: mevrouw Lies D'HONDT, wonende te 9000 Gent, Brugsesteenweg 214, eiseres, bijgestaan door mr. Ruben Van Hecke, advocaat;\nTEGEN: de heer Maarten COPPENS, wonende te 9050 Gentbrugge, Land van Rodelaan 61, verweerder, in persoon verschenen.",
      '1. Feiten. Partijen legden op 6 mei 2016 een verklaring van wettelijke samenwoning af. Uit hun relatie werd op 12 januari 2018 Mila geboren. Eiseres beëindigde de wettelijke samenwoning op 3 maart 2023; sindsdien verblijft Mila hoofdzakelijk bij haar.',
      '2. Beoordeling. Overeenkomstig de artikelen 203 en 203bis van het oud Burgerlijk Wetboek dragen beide ouders naar evenredigheid van hun middelen bij in de kosten van huisvesting, levensonderhoud, gezondheid, toezicht, opvoeding en opleiding van hun kind, ongeacht of zij gehuwd zijn. Verweerder verdient netto 2.860 euro per maand, eiseres 2.340 euro. Het groeipakket wordt aan eiseres uitbetaald. De rechtbank raamt de gewone kosten van Mila op 540 euro per maand.',
      'Rekening houdend met de verblijfsregeling, waarbij Mila om het andere weekend en de helft van de schoolvakanties bij verweerder verblijft, bepaalt de rechtbank de bijdrage van verweerder op 245 euro per maand. De buitengewone kosten worden gedragen in verhouding van 55 procent door verweerder en 45 procent door eiseres.',
      'OM DEZE REDENEN, DE RECHTBANK, rechtsprekend op tegenspraak, bepaalt dat Mila hoofdzakelijk bij eiseres verblijft en om het andere weekend en de helft van de schoolvakanties bij verweerder; veroordeelt verweerder tot betaling van een onderhoudsbijdrage van 245 euro per maand, geïndexeerd, vanaf 1 april 2023; zegt dat de buitengewone kosten voor 55 procent door verweerder en voor 45 procent door eiseres worden gedragen; compenseert de kosten.',
    ],
  }),
];
