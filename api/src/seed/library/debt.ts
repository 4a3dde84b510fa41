import { type DemoLibraryDocument, FICTIONAL_DECISION, judgment } from './types';

// Debt: a collective debt settlement before the labour tribunal, an unpaid invoice between two firms. Every
// decision is invented.

export const DEMO_DEBT_CASE_LAW: readonly DemoLibraryDocument[] = [
  judgment({
    name: 'Arbrb. Gent (afd. Gent) 3 oktober 2023 — gerechtelijke aanzuiveringsregeling.pdf',
    language: 'nl',
    lawCases: ['debt.over_indebtedness', 'debt.seizure'],
    court: 'trib-trav-gent-gent',
    roomNumber: '9',
    pronouncedDate: '2023-10-03',
    roleNumber: '23/1187/B',
    text: [
      'Arbeidsrechtbank Gent, afdeling Gent, negende kamer, collectieve schuldenregeling\nVonnis van 3 oktober 2023\nAR 23/1187/B',
      FICTIONAL_DECISION.nl,
      'INZAKE: de heer Dirk VANHOUTTE, geboren op 30 augustus 1978, rijksregisternummer 78.08.30-991.94, wonende te 9040 Sint-Amandsberg, Dendermondsesteenweg 311, verzoeker;\nIN AANWEZIGHEID VAN: mr. Evi Lippens, advocaat, schuldbemiddelaar, en de schuldeisers vermeld in het verslag van de schuldbemiddelaar.',
      '1. Procedure. Het verzoek tot collectieve schuldenregeling werd toelaatbaar verklaard bij beschikking van 14 februari 2023. De schuldbemiddelaar stelde een ontwerp van minnelijke aanzuiveringsregeling op, waartegen twee schuldeisers bezwaar maakten. Zij legde op 4 september 2023 een proces-verbaal van vaststelling van het falen van de minnelijke regeling neer (artikel 1675/11 van het Gerechtelijk Wetboek).',
      '2. Toestand van verzoeker. Verzoeker is alleenstaand en werkt als magazijnier voor een netto maandloon van 2.180 euro. Zijn huur bedraagt 690 euro per maand. Zijn schulden bedragen 41.268,55 euro in hoofdsom, hoofdzakelijk uit consumentenkredieten en achterstallige energiefacturen. Het leefgeld dat hem een menswaardig bestaan waarborgt, wordt vastgesteld op 1.520 euro per maand.',
      '3. Beoordeling. Met een maandelijkse aflossingscapaciteit van 660 euro kunnen de schulden binnen de maximale duur van zeven jaar niet volledig worden aangezuiverd. Overeenkomstig artikel 1675/13 van het Gerechtelijk Wetboek kan de rechter een gerechtelijke aanzuiveringsregeling opleggen met kwijtschelding van schulden in kapitaal, op voorwaarde dat alle goederen van verzoeker die voor beslag vatbaar zijn te gelde worden gemaakt. Verzoeker bezit geen goederen van betekenis.',
      'OM DEZE REDENEN, DE RECHTBANK legt een gerechtelijke aanzuiveringsregeling op van zeven jaar vanaf 1 november 2023; zegt dat de schuldbemiddelaar maandelijks 660 euro onder de schuldeisers verdeelt naar evenredigheid van hun schuldvordering in hoofdsom; verleent kwijtschelding van de interesten en van het saldo van de schulden in kapitaal na de volledige uitvoering van de regeling; legt verzoeker op elke verandering in zijn vermogen of inkomsten onmiddellijk aan de schuldbemiddelaar te melden.',
    ],
  }),
  judgment({
    name: 'Entr. Liège 27 juin 2023 — facture impayée et clause pénale.pdf',
    language: 'fr',
    lawCases: ['debt.unpaid_invoice'],
    court: 'trib-entr-liege-liege',
    roomNumber: '3',
    pronouncedDate: '2023-06-27',
    roleNumber: 'A/22/01234',
    text: [
      "Tribunal de l'entreprise de Liège, division Liège, troisième chambre\nJugement du 27 juin 2023\nR.G. n° A/22/01234",
      FICTIONAL_DECISION.fr,
      'EN CAUSE DE : la société à responsabilité limitée CHAUFFAGE MEUSE SERVICES, dont le siège est établi à 4020 Liège, demanderesse, représentée par Me Quentin Halleux, avocat ;\nCONTRE : la société anonyme HÔTELLERIE DES FAGNES, dont le siège est établi à 4900 Spa, défenderesse, représentée par Me Marie-Laure Jacquet, avocate.',
      "1. L'objet de la demande. La demanderesse réclame le paiement de trois factures relatives au remplacement de la chaudière de l'hôtel de la défenderesse, pour un total de 18.540 euros, majoré d'une clause pénale de 15 pour cent et des intérêts conventionnels de 12 pour cent l'an prévus par ses conditions générales.",
      "2. La créance. La défenderesse ne conteste pas l'exécution des travaux, réceptionnés sans réserve le 2 septembre 2021. Elle invoque des difficultés de trésorerie consécutives à la crise sanitaire, qui ne constituent pas un motif de refus de paiement. La créance en principal est due.",
      "3. La clause pénale. Le contrat a été conclu avant le 1er janvier 2023 : il reste régi par l'ancien Code civil. En vertu de l'article 1231 de l'ancien Code civil, le juge peut réduire la peine qui excède manifestement le montant que les parties pouvaient fixer pour réparer le dommage résultant de l'inexécution. Cumulée avec un intérêt de 12 pour cent, une clause de 15 pour cent dépasse manifestement le dommage prévisible d'un retard de paiement entre entreprises ; le tribunal la réduit à 8 pour cent. Les intérêts sont dus au taux prévu par la loi du 2 août 2002 concernant la lutte contre le retard de paiement dans les transactions commerciales, que les conditions générales ne peuvent dépasser de manière abusive.",
      "PAR CES MOTIFS, LE TRIBUNAL, statuant contradictoirement, condamne la défenderesse à payer à la demanderesse la somme de 18.540 euros en principal, la somme de 1.483,20 euros à titre de clause pénale réduite, et les intérêts au taux de la loi du 2 août 2002 depuis l'échéance de chaque facture ; accorde à la défenderesse des termes et délais de six mois ; condamne la défenderesse aux dépens.",
    ],
  }),
];
