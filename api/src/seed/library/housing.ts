import { type DemoLibraryDocument, FICTIONAL_DECISION, judgment } from './types';

// Housing, one justice of the peace per region and its own lease law: the rental deposit in Brussels, arrears and
// eviction in Flanders, damp in Wallonia. Every decision is invented.

export const DEMO_HOUSING_CASE_LAW: readonly DemoLibraryDocument[] = [
  judgment({
    name: 'J.P. Saint-Gilles 19 septembre 2023 — libération de la garantie locative.pdf',
    language: 'fr',
    lawCases: ['housing.deposit'],
    court: 'jp-sint-gillis',
    pronouncedDate: '2023-09-19',
    roleNumber: '23A1874',
    text: [
      'Justice de paix du canton de Saint-Gilles\nJugement du 19 septembre 2023\nR.G. n° 23A1874',
      FICTIONAL_DECISION.fr,
      'EN CAUSE DE : Madame Inès HAMDAOUI, née le 17 avril 1991, registre national n° 91.04.17-984.57, domiciliée rue de la Victoire 96, 1060 Saint-Gilles, demanderesse, représentée par Me Laura Vanderlinden, avocate ;\nCONTRE : Monsieur Patrick DESCHAMPS, domicilié avenue Brugmann 213, 1190 Forest, défendeur, comparaissant en personne.',
      "Vu la requête déposée au greffe le 12 juin 2023 ; entendu les parties à l'audience publique du 5 septembre 2023.",
      "1. Les faits. Par un bail de résidence principale du 1er mars 2019, le défendeur a donné en location à la demanderesse un appartement situé rue de la Victoire 96 à Saint-Gilles, moyennant un loyer de 825 euros par mois. Une garantie locative de 1.650 euros a été constituée sur un compte bloqué au nom de la demanderesse. Le bail a pris fin le 31 mars 2023 ; l'état des lieux de sortie, signé par les deux parties, ne relève aucun dégât. Le défendeur refuse néanmoins de signer la libération de la garantie, invoquant des charges de chauffage non encore décomptées.",
      "2. Discussion. Le bail étant conclu après le 1er janvier 2018 pour un bien situé en Région de Bruxelles-Capitale, il est régi par le Code bruxellois du Logement. La garantie locative est libérée sur accord écrit des parties ou sur décision judiciaire ; elle ne peut être retenue que pour couvrir des sommes dont le bailleur établit qu'elles lui sont dues. Le défendeur ne produit aucun décompte de charges, alors que l'exercice litigieux est clôturé depuis plusieurs mois. Il ne justifie donc d'aucune créance.",
      'La rétention injustifiée de la garantie a privé la demanderesse de ces fonds pendant six mois. Elle a droit aux intérêts du compte, qui lui reviennent en tout état de cause, et aux intérêts moratoires au taux légal sur le montant de la garantie depuis la mise en demeure du 20 avril 2023.',
      "PAR CES MOTIFS, Nous, juge de paix, statuant contradictoirement et en dernier ressort, ordonnons la libération au profit de la demanderesse de la garantie locative de 1.650 euros et des intérêts capitalisés du compte ; disons que le présent jugement vaut autorisation pour l'institution financière de libérer ces montants ; condamnons le défendeur à payer les intérêts moratoires au taux légal sur 1.650 euros depuis le 20 avril 2023 ; condamnons le défendeur aux dépens.",
    ],
  }),
  judgment({
    name: 'Vred. Gent (2e kanton) 16 januari 2024 — huurachterstal en uithuiszetting.pdf',
    language: 'nl',
    lawCases: ['housing.unpaid_rent', 'housing.eviction'],
    court: 'jp-gent-2',
    pronouncedDate: '2024-01-16',
    roleNumber: '23A2266',
    text: [
      'Vredegerecht van het tweede kanton Gent\nVonnis van 16 januari 2024\nAR 23A2266',
      FICTIONAL_DECISION.nl,
      'INZAKE: de besloten vennootschap VASTGOED LEIEDAL, met zetel te 9000 Gent, Coupure Rechts 180, eisende partij, vertegenwoordigd door mr. Sarah De Clercq, advocaat;\nTEGEN: de heer Tom VERMEERSCH, wonende te 9000 Gent, Sleepstraat 73 bus 2, verwerende partij, niet verschenen.',
      '1. Feiten. Bij een schriftelijke huurovereenkomst van 1 juli 2021 verhuurt eisende partij aan verwerende partij een appartement te Gent voor een maandelijkse huurprijs van 780 euro. Sinds mei 2023 is geen huur meer betaald. Op de datum van de inleidende zitting bedraagt de achterstal 5.460 euro.',
      '2. Beoordeling. De huurovereenkomst valt onder het Vlaams Woninghuurdecreet van 9 november 2018. De betaling van de huurprijs is de voornaamste verplichting van de huurder. Een achterstal van zeven maanden huur is een ernstige tekortkoming die de ontbinding van de huurovereenkomst ten laste van de huurder verantwoordt. Het OCMW van Gent werd overeenkomstig artikel 1344ter van het Gerechtelijk Wetboek van de vordering op de hoogte gebracht.',
      'De verhuurder heeft recht op een wederverhuringsvergoeding, die de rechtbank begroot op drie maanden huur. De uithuiszetting kan, overeenkomstig artikel 1344quater van het Gerechtelijk Wetboek, niet worden uitgevoerd vóór het verstrijken van een termijn van één maand na de betekening van dit vonnis.',
      'OM DEZE REDENEN, Wij, vrederechter, rechtsprekend bij verstek en in eerste aanleg, verklaren de huurovereenkomst ontbonden ten laste van verwerende partij; veroordelen verwerende partij tot betaling van 5.460 euro achterstallige huur, vermeerderd met de huur of een bezettingsvergoeding van 780 euro per maand tot de effectieve ontruiming, en van een wederverhuringsvergoeding van 2.340 euro; machtigen eisende partij om verwerende partij uit het gehuurde goed te laten zetten, ten vroegste één maand na de betekening van dit vonnis; veroordelen verwerende partij tot de kosten.',
    ],
  }),
  judgment({
    name: 'J.P. Namur (1er canton) 28 novembre 2023 — humidité et réduction de loyer.pdf',
    language: 'fr',
    lawCases: ['housing.damp'],
    court: 'jp-namen-1',
    pronouncedDate: '2023-11-28',
    roleNumber: '23A951',
    text: [
      'Justice de paix du premier canton de Namur\nJugement du 28 novembre 2023\nR.G. n° 23A951',
      FICTIONAL_DECISION.fr,
      'EN CAUSE DE : Monsieur Grégory LAMBOT, domicilié rue de Fer 58, 5000 Namur, demandeur, assisté par Me Élodie Masson, avocate ;\nCONTRE : Madame Francine DELHAYE, domiciliée chaussée de Louvain 402, 5004 Bouge, défenderesse, représentée par Me Bernard Lecomte, avocat.',
      "1. Les faits. Le demandeur loue depuis le 1er octobre 2020 un appartement au deuxième étage d'un immeuble appartenant à la défenderesse, pour un loyer de 690 euros par mois. Dès l'hiver 2021, des taches d'humidité et de moisissures apparaissent dans la chambre et la salle de bains. Le demandeur les signale par courriels des 14 janvier 2022 et 3 février 2023, puis par lettre recommandée du 6 mars 2023. Un rapport d'enquête de salubrité du 17 avril 2023 constate une infiltration par la toiture et un défaut de ventilation.",
      "2. Discussion. Le bail est régi par le décret de la Région wallonne du 15 mars 2018 relatif au bail d'habitation. Le bailleur est tenu de délivrer un logement qui répond aux exigences élémentaires de salubrité et de l'entretenir de manière qu'il y réponde pendant toute la durée du bail ; les grosses réparations, dont la toiture, lui incombent. La défenderesse, informée à plusieurs reprises, n'a fait exécuter aucun travail.",
      "Le trouble de jouissance est établi à partir du premier signalement écrit. Il affecte deux des quatre pièces du logement. Le tribunal l'évalue à 20 pour cent du loyer, soit 138 euros par mois, depuis le 14 janvier 2022 jusqu'à la fin des travaux.",
      "PAR CES MOTIFS, Nous, juge de paix, statuant contradictoirement et en premier ressort, condamnons la défenderesse à faire réparer la toiture et à installer une ventilation conforme dans un délai de trois mois à compter de la signification du présent jugement ; réduisons le loyer de 138 euros par mois depuis le 14 janvier 2022 jusqu'à l'achèvement des travaux, et condamnons la défenderesse à rembourser les sommes payées en trop ; condamnons la défenderesse aux dépens.",
    ],
  }),
];
