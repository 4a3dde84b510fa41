import { type DemoLibraryDocument, FICTIONAL_DECISION, judgment } from './types';

// Consumer law: the right of withdrawal from an online sale. The decision is invented. Its text names a party with
// his address and his e-mail address beside the company's (e2e/tests/anonymisation.spec.ts reviews it).

export const DEMO_CONSUMER_CASE_LAW: readonly DemoLibraryDocument[] = [
  judgment({
    name: 'J.P. Uccle 5 mars 2024 — vente en ligne et droit de rétractation.pdf',
    language: 'fr',
    lawCases: ['consumer.withdrawal', 'consumer.defective_product'],
    court: 'jp-ukkel',
    pronouncedDate: '2024-03-05',
    roleNumber: '24A112',
    text: [
      "Justice de paix du canton d'Uccle\nJugement du 5 mars 2024\nR.G. n° 24A112",
      FICTIONAL_DECISION.fr,
      "EN CAUSE DE : Monsieur Arnaud VAN DER STRAETEN, domicilié avenue de Fré 118, 1180 Uccle, demandeur, comparaissant en personne ;\nCONTRE : la société à responsabilité limitée CONFORT DESIGN, dont le siège est établi à 1420 Braine-l'Alleud, défenderesse, faisant défaut.",
      "1. Les faits. Le 6 octobre 2023, le demandeur commande sur le site internet de la défenderesse un canapé au prix de 1.349 euros, livré le 23 octobre 2023. Par courriel du 30 octobre 2023, envoyé de son adresse arnaud.vds@skynet.be à l'adresse info@confort-design.be, il notifie sa décision de se rétracter et renvoie le canapé à ses frais le 8 novembre 2023. La défenderesse refuse le remboursement au motif que ses conditions générales excluent tout retour des meubles.",
      "2. Discussion. Selon l'article VI.47 du Code de droit économique, le consommateur dispose d'un délai de quatorze jours pour se rétracter d'un contrat à distance sans avoir à motiver sa décision ; pour un contrat de vente, ce délai court à compter du jour où il prend physiquement possession du bien. Un canapé de série n'est pas un bien confectionné selon les spécifications du consommateur au sens de l'article VI.53 : la clause qui exclut le retour est contraire à la loi et réputée non écrite.",
      "La rétractation, notifiée sept jours après la livraison, est régulière. En vertu de l'article VI.50, l'entreprise rembourse tous les paiements reçus au plus tard quatorze jours après avoir été informée de la décision de rétractation ; elle peut différer le remboursement jusqu'à la récupération du bien, réceptionné en l'espèce le 10 novembre 2023.",
      'PAR CES MOTIFS, Nous, juge de paix, statuant par défaut et en dernier ressort, condamnons la défenderesse à payer au demandeur la somme de 1.349 euros, majorée des intérêts moratoires au taux légal depuis le 24 novembre 2023 ; condamnons la défenderesse aux dépens.',
    ],
  }),
];
