import { type DemoLibraryDocument, FICTIONAL_DECISION, judgment } from './types';

// Traffic: a speeding offence and the driving ban, a collision at a crossroads, a cyclist's compensation under
// article 29bis. Every decision is invented.

export const DEMO_TRAFFIC_CASE_LAW: readonly DemoLibraryDocument[] = [
  judgment({
    name: 'Pol. fr. Bruxelles 10 octobre 2023 — excès de vitesse et déchéance.pdf',
    language: 'fr',
    lawCases: ['traffic.speeding', 'traffic.licence_withdrawal'],
    court: 'pol-bruxelles-fr',
    roomNumber: '25',
    pronouncedDate: '2023-10-10',
    roleNumber: '23/4521',
    text: [
      'Tribunal de police francophone de Bruxelles, vingt-cinquième chambre\nJugement du 10 octobre 2023\nN° de rôle 23/4521 — notice BR.43.L7.045217/23',
      FICTIONAL_DECISION.fr,
      'EN CAUSE DU MINISTÈRE PUBLIC ET DE : Monsieur Kevin DUMONT, né à Uccle le 2 novembre 1996, registre national n° 96.11.02-977.86, domicilié rue Royale Sainte-Marie 141, 1030 Schaerbeek, prévenu, comparaissant en personne, assisté par Me Nicolas Feron, avocat.',
      "Prévention. Avoir, à Bruxelles, le 2 avril 2023, étant conducteur d'un véhicule à moteur, circulé à la vitesse de 87 km/h, après correction, sur la chaussée de Louvain, en agglomération, où la vitesse était limitée à 50 km/h, en infraction à l'article 11.1 de l'arrêté royal du 1er décembre 1975 portant règlement général sur la police de la circulation routière et à l'article 29, § 3, de la loi relative à la police de la circulation routière, coordonnée le 16 mars 1968.",
      "1. Culpabilité. La prévention est établie par le procès-verbal du 2 avril 2023 et par le certificat d'étalonnage de l'appareil de mesure, dont la validité n'est pas contestée. Le prévenu reconnaît les faits.",
      "2. Peine. Le dépassement de la vitesse autorisée est de 37 km/h en agglomération, en fin de matinée, sur une voirie fréquentée par des piétons et des cyclistes. Le prévenu n'a pas d'antécédent, mais l'excès de vitesse de plus de 30 km/h en agglomération impose une déchéance du droit de conduire (article 38 de la loi coordonnée). Le tribunal tient compte de l'absence d'antécédent et de l'usage professionnel que le prévenu fait de son véhicule pour limiter la déchéance à un mois.",
      "PAR CES MOTIFS, LE TRIBUNAL, statuant contradictoirement, déclare la prévention établie ; condamne le prévenu à une amende de 200 euros, majorée de 70 décimes, soit 1.600 euros, ou à une peine d'emprisonnement subsidiaire de quinze jours ; prononce à son égard une déchéance du droit de conduire tout véhicule à moteur pendant un mois ; le condamne à verser 25 euros, majorés de 70 décimes, au Fonds spécial pour l'aide aux victimes d'actes intentionnels de violence, et aux frais.",
    ],
  }),
  judgment({
    name: 'Pol. Antwerpen (afd. Antwerpen) 20 februari 2024 — aanrijding op een kruispunt.pdf',
    language: 'nl',
    lawCases: ['traffic.accident'],
    court: 'pol-antwerpen-antwerpen',
    roomNumber: '3',
    pronouncedDate: '2024-02-20',
    roleNumber: '23/3387',
    text: [
      'Politierechtbank Antwerpen, afdeling Antwerpen, derde kamer, burgerlijke zaken\nVonnis van 20 februari 2024\nAR 23/3387',
      FICTIONAL_DECISION.nl,
      'INZAKE: mevrouw Hilde SCHOOFS, wonende te 2600 Berchem, Grote Steenweg 412, en haar verzekeraar de naamloze vennootschap VERZEKERINGEN NOORDERKEMPEN, eisende partijen, vertegenwoordigd door mr. Pieter Aerts, advocaat;\nTEGEN: de heer Ahmed EL KHATTABI, wonende te 2018 Antwerpen, Lange Kievitstraat 95, en zijn verzekeraar de naamloze vennootschap ZEKERHEID VERZEKERINGEN, verwerende partijen, vertegenwoordigd door mr. Joke Peeters, advocaat.',
      '1. Feiten. Op 14 juni 2022 omstreeks 8.15 uur botsten op een kruispunt te Berchem zonder verkeerslichten of voorrangsborden het voertuig van eiseres, komende van rechts, en het voertuig van de eerste verweerder.',
      '2. Aansprakelijkheid. Krachtens artikel 12.3.1 van het verkeersreglement moet iedere bestuurder voorrang verlenen aan de bestuurder die van rechts komt. Eerste verweerder voert aan dat eiseres te snel reed, maar bewijst dat niet: het proces-verbaal vermeldt geen remsporen en de enige getuige bevestigt dat eiseres aan matige snelheid reed. De voorrangsgerechtigde verliest zijn voorrang niet doordat hij zich in het kruispunt begeeft op een wijze die de andere bestuurder redelijkerwijs kon voorzien. Eerste verweerder is volledig aansprakelijk.',
      '3. Schade. Eisende partijen vorderen de herstelkosten volgens het expertiseverslag (4.812,50 euro), een vergoeding voor gebruiksderving gedurende twaalf dagen (20 euro per dag) en forfaitaire administratiekosten (75 euro). Die bedragen zijn verantwoord.',
      'OM DEZE REDENEN, DE RECHTBANK, rechtsprekend op tegenspraak, verklaart eerste verweerder volledig aansprakelijk voor het ongeval van 14 juni 2022; veroordeelt verwerende partijen in solidum tot betaling van 5.127,50 euro, vermeerderd met de vergoedende interesten vanaf 14 juni 2022 en de gerechtelijke interesten; veroordeelt verwerende partijen tot de kosten, begroot op de rechtsplegingsvergoeding.',
    ],
  }),
  judgment({
    name: 'Cass. 21 september 2023 — artikel 29bis WAM, betrokkenheid zonder contact.pdf',
    language: 'nl',
    lawCases: ['traffic.vulnerable_road_user', 'traffic.accident'],
    court: 'cass',
    roomNumber: '1N',
    pronouncedDate: '2023-09-21',
    roleNumber: 'C.22.0412.N',
    ecli: 'ECLI:BE:CASS:2023:ARR.20230921.1N.7',
    text: [
      'Hof van Cassatie van België\nArrest van 21 september 2023\nNr. C.22.0412.N\nECLI:BE:CASS:2023:ARR.20230921.1N.7',
      FICTIONAL_DECISION.nl,
      'INZAKE: de naamloze vennootschap VERZEKERINGEN SCHELDELAND, eiseres tot cassatie,\nTEGEN: J. V., verweerster in cassatie.',
      'I. Rechtspleging voor het Hof. Het cassatieberoep is gericht tegen het vonnis in hoger beroep van de rechtbank van eerste aanleg Limburg, afdeling Hasselt, van 9 mei 2022.',
      'II. Middel. Eiseres voert schending aan van artikel 29bis, § 1, van de wet van 21 november 1989. Zij verwijt het bestreden vonnis te oordelen dat het door haar verzekerde motorrijtuig betrokken was bij het ongeval waarbij verweerster, fietsster, ten val kwam, hoewel er geen contact was tussen de fiets en het motorrijtuig.',
      'III. Beslissing van het Hof. Een motorrijtuig is bij een verkeersongeval betrokken in de zin van artikel 29bis, § 1, wanneer het op enigerlei wijze een rol heeft gespeeld in het ongeval. Contact tussen het motorrijtuig en het slachtoffer is daartoe niet vereist. De rechter stelt in feite vast of het motorrijtuig een rol heeft gespeeld, en het Hof gaat na of hij uit zijn vaststellingen wettig heeft kunnen afleiden dat het voertuig betrokken was.',
      'Het bestreden vonnis stelt vast dat de bestelwagen plots uitweek naar het fietspad om een geparkeerd voertuig te ontwijken en dat verweerster daardoor moest remmen en ten val kwam. Met die vaststellingen verantwoordt het vonnis naar recht zijn beslissing dat het motorrijtuig betrokken was. Het middel kan niet worden aangenomen.',
      'BESLISSING. Het Hof verwerpt het cassatieberoep en veroordeelt eiseres in de kosten.',
    ],
  }),
];
