import { type DemoLibraryDocument, FICTIONAL_DECISION, judgment } from './types';

// Immigration: an order to leave the territory annulled by the Council for Alien Law Litigation, and the Council
// of State in administrative cassation. Both decisions are invented, their numbers included.

export const DEMO_IMMIGRATION_CASE_LAW: readonly DemoLibraryDocument[] = [
  judgment({
    name: "CCE 12 juin 2023 — ordre de quitter le territoire, intérêt supérieur de l'enfant.pdf",
    language: 'fr',
    lawCases: ['immigration.order_to_leave', 'immigration.family_reunification'],
    court: 'cce',
    pronouncedDate: '2023-06-12',
    number: '290 417',
    text: [
      "Conseil du contentieux des étrangers\nArrêt n° 290 417 du 12 juin 2023\nDans l'affaire 291 322 / III",
      FICTIONAL_DECISION.fr,
      "EN CAUSE DE : X, de nationalité marocaine, ayant élu domicile chez Me Sarah Benjelloun, avocate,\nCONTRE : l'État belge, représenté par le Secrétaire d'État à l'Asile et la Migration.",
      "1. L'objet du recours. Le recours vise l'annulation de l'ordre de quitter le territoire (annexe 13) pris le 3 mars 2023 à l'égard de la partie requérante, père de deux enfants belges âgés de quatre et sept ans, avec lesquels il vit à Schaerbeek.",
      "2. Examen du moyen. La partie requérante invoque la violation de l'article 74/13 de la loi du 15 décembre 1980 et de l'article 8 de la Convention européenne des droits de l'homme. L'article 74/13 impose à l'autorité, lorsqu'elle prend une décision d'éloignement, de tenir compte de l'intérêt supérieur de l'enfant et de la vie familiale du ressortissant d'un pays tiers concerné. Il ressort du dossier administratif que la partie défenderesse connaissait la présence des enfants, dont l'acte de naissance figure au dossier. La motivation de l'acte attaqué se borne à constater que la partie requérante n'est pas en possession d'un visa valable, sans aucune mention de sa vie familiale ni de l'intérêt des enfants.",
      "La partie défenderesse n'a dès lors pas pris en considération des éléments dont elle avait connaissance. Le moyen est fondé en ce qu'il est pris de la violation de l'article 74/13 de la loi du 15 décembre 1980, ce qui suffit à justifier l'annulation de l'acte attaqué.",
      "PAR CES MOTIFS, LE CONSEIL DU CONTENTIEUX DES ÉTRANGERS DÉCIDE : l'ordre de quitter le territoire pris le 3 mars 2023 est annulé ; les dépens, liquidés à la somme de 186 euros, sont mis à la charge de la partie défenderesse.",
    ],
  }),
  judgment({
    name: 'C.E. 16 mai 2023 — cassation administrative, regroupement familial.pdf',
    language: 'fr',
    lawCases: ['immigration.family_reunification'],
    court: 'c-e',
    roomNumber: 'XI',
    pronouncedDate: '2023-05-16',
    number: '256.482',
    text: [
      "Conseil d'État, section du contentieux administratif, XIe chambre\nArrêt n° 256.482 du 16 mai 2023",
      FICTIONAL_DECISION.fr,
      "EN CAUSE DE : l'État belge, représenté par le Secrétaire d'État à l'Asile et la Migration, partie requérante,\nCONTRE : Madame A. M., partie adverse.",
      "I. Objet du recours. Le recours en cassation administrative est dirigé contre l'arrêt du Conseil du contentieux des étrangers qui a annulé la décision refusant à la partie adverse le séjour en qualité de conjointe d'un étranger admis au séjour illimité, au motif que les moyens de subsistance de ce dernier n'étaient pas suffisants.",
      "II. Examen du moyen unique. La partie requérante reproche à l'arrêt attaqué d'avoir jugé que l'autorité devait déterminer les moyens nécessaires aux besoins du ménage, alors que les revenus du regroupant atteignaient le montant de référence fixé par l'article 10, § 5, de la loi du 15 décembre 1980. Lorsque les moyens de subsistance atteignent ce montant, la condition est remplie et l'autorité n'a pas à procéder à l'examen des besoins propres du ménage ; cet examen n'est imposé que si les moyens sont inférieurs au montant de référence. L'arrêt attaqué constate que les revenus du regroupant étaient inférieurs au montant de référence et que l'autorité n'a pas examiné les besoins du ménage. Il en déduit légalement que la décision de refus n'était pas adéquatement motivée.",
      "III. Décision. Le moyen n'est pas fondé. Le recours en cassation est rejeté. Les dépens, liquidés à la somme de 200 euros, sont mis à la charge de la partie requérante.",
    ],
  }),
];
