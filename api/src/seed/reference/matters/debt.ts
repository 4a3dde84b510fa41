import type { ReferenceCategory } from '../types';
import { answer, radio, checkbox, date, deadlineDate, freeText, file, files } from '../builders';
import { YES, NO, UNKNOWN, DESCRIBE_SITUATION, JUDGMENT_BY_DEFAULT, JUDGMENT_SERVED_ON, LEGAL_COSTS } from '../common';

// What a debt is for decides its limitation period, and a consumer's debt has its own collection rules
// (Code of Economic Law, Book XIX): both are asked before anything else is disputed.
const DEBT_PURPOSE = radio(
  { fr: 'À quoi la dette se rapporte-t-elle ?', en: 'What is the debt for?', nl: 'Waarop heeft de schuld betrekking?' },
  [
    answer('credit', {
      fr: 'Un crédit ou une carte de crédit',
      en: 'A loan or a credit card',
      nl: 'Een krediet of een kredietkaart',
    }),
    answer('utilities', {
      fr: "Des factures d'énergie, d'eau ou de téléphone",
      en: 'Energy, water or phone bills',
      nl: 'Facturen voor energie, water of telefoon',
    }),
    answer('rent', { fr: 'Des loyers', en: 'Rent', nl: 'Huur' }),
    answer('medical', {
      fr: "Des frais médicaux ou d'hôpital",
      en: 'Medical or hospital bills',
      nl: 'Medische of ziekenhuiskosten',
    }),
    answer('purchase', {
      fr: 'Un achat ou un abonnement',
      en: 'A purchase or a subscription',
      nl: 'Een aankoop of een abonnement',
    }),
    answer('taxes', { fr: 'Des impôts ou des amendes', en: 'Taxes or fines', nl: 'Belastingen of boetes' }),
    answer('other', { fr: 'Autre chose', en: 'Something else', nl: 'Iets anders' }),
  ],
);

const DEBT_CONTEXT = radio(
  {
    fr: 'Cette dette concerne-t-elle votre vie privée ou une activité professionnelle ?',
    en: 'Is this debt private or from a business activity?',
    nl: 'Gaat het om een privéschuld of om een schuld uit een beroepsactiviteit?',
  },
  [
    answer('private', { fr: 'Ma vie privée', en: 'Private', nl: 'Een privéschuld' }),
    answer('professional', {
      fr: 'Une activité professionnelle (indépendant, société)',
      en: 'A business activity (self-employed, company)',
      nl: 'Een beroepsactiviteit (zelfstandige, vennootschap)',
    }),
  ],
);

export const DEBT: ReferenceCategory = {
  code: 'debt',
  description: { fr: 'Dettes et recouvrement', en: 'Debt and debt collection', nl: 'Schulden en invordering' },
  lawCases: [
    {
      code: 'debt.collection_letters',
      content: {
        fr: "Je reçois des lettres d'un huissier ou d'une société de recouvrement",
        en: 'I am receiving letters from a bailiff or a debt collection agency',
        nl: 'Ik krijg brieven van een gerechtsdeurwaarder of een incassobureau',
      },
      questions: [
        radio({ fr: "Qui vous réclame de l'argent ?", en: 'Who is asking you for money?', nl: 'Wie vraagt u geld?' }, [
          answer('agency', {
            fr: 'Une société de recouvrement',
            en: 'A debt collection agency',
            nl: 'Een incassobureau',
          }),
          answer('bailiff', { fr: 'Un huissier de justice', en: 'A bailiff', nl: 'Een gerechtsdeurwaarder' }),
          answer('lawyer', { fr: 'Un avocat', en: 'A lawyer', nl: 'Een advocaat' }),
          answer('creditor', { fr: 'Le créancier lui-même', en: 'The creditor itself', nl: 'De schuldeiser zelf' }),
        ]),
        DEBT_PURPOSE,
        DEBT_CONTEXT,
        radio(
          {
            fr: "La dette résulte-t-elle d'un jugement ?",
            en: 'Does the debt result from a judgment?',
            nl: 'Vloeit de schuld voort uit een vonnis?',
          },
          [YES, NO, UNKNOWN],
        ),
        JUDGMENT_BY_DEFAULT,
        JUDGMENT_SERVED_ON,
        date({
          fr: 'De quand date le premier courrier reçu ?',
          en: 'What is the date of the first letter you received?',
          nl: 'Van wanneer dateert de eerste brief die u ontving?',
        }),
        checkbox({ fr: 'Que contestez-vous ?', en: 'What do you dispute?', nl: 'Wat betwist u?' }, [
          answer('amount', { fr: 'Le montant principal', en: 'The principal amount', nl: 'Het hoofdbedrag' }),
          answer('fees', {
            fr: 'Les frais et intérêts ajoutés',
            en: 'The added costs and interest',
            nl: 'De aangerekende kosten en interesten',
          }),
          answer('time_barred', {
            fr: 'La dette me semble prescrite',
            en: 'The debt seems time-barred',
            nl: 'De schuld lijkt me verjaard',
          }),
          answer('not_mine', {
            fr: 'Je ne dois pas cette somme',
            en: 'I do not owe this amount',
            nl: 'Ik ben dit bedrag niet verschuldigd',
          }),
          answer('cannot_pay', {
            fr: 'Je ne conteste pas, mais je ne peux pas payer',
            en: 'I do not dispute it, but I cannot pay',
            nl: 'Ik betwist niets, maar ik kan niet betalen',
          }),
        ]),
        LEGAL_COSTS,
        files({
          fr: 'Joignez les courriers reçus',
          en: 'Attach the letters received',
          nl: 'Voeg de ontvangen brieven toe',
        }),
        DESCRIBE_SITUATION,
      ],
    },
    {
      code: 'debt.unpaid_invoice',
      content: {
        fr: 'Un client ne me paie pas ma facture',
        en: 'A customer is not paying my invoice',
        nl: 'Een klant betaalt mijn factuur niet',
      },
      questions: [
        radio({ fr: 'Votre débiteur est :', en: 'Your debtor is:', nl: 'Uw schuldenaar is:' }, [
          answer('consumer', { fr: 'Un particulier', en: 'A private individual', nl: 'Een particulier' }),
          answer('business', { fr: 'Une entreprise', en: 'A business', nl: 'Een onderneming' }),
        ]),
        date({
          fr: "Quelle est la date d'échéance de la facture ?",
          en: 'What is the due date of the invoice?',
          nl: 'Wat is de vervaldag van de factuur?',
        }),
        radio(
          {
            fr: 'Le débiteur a-t-il contesté la facture ?',
            en: 'Has the debtor disputed the invoice?',
            nl: 'Heeft de schuldenaar de factuur geprotesteerd?',
          },
          [YES, NO],
        ),
        freeText(
          {
            fr: 'Quel est le montant réclamé (hors intérêts) ?',
            en: 'What amount is claimed (excluding interest)?',
            nl: 'Welk bedrag wordt gevorderd (zonder interesten)?',
          },
          false,
        ),
        checkbox(
          {
            fr: 'Quelles démarches avez-vous déjà faites ?',
            en: 'What steps have you already taken?',
            nl: 'Welke stappen hebt u al gezet?',
          },
          [
            answer('reminder', { fr: 'Un rappel', en: 'A reminder', nl: 'Een herinnering' }),
            answer('formal_notice', { fr: 'Une mise en demeure', en: 'A formal notice', nl: 'Een ingebrekestelling' }),
            answer('payment_plan', {
              fr: 'Un plan de paiement proposé',
              en: 'A payment plan offer',
              nl: 'Een voorgesteld afbetalingsplan',
            }),
          ],
        ),
        LEGAL_COSTS,
        files({
          fr: 'Joignez la facture, le bon de commande ou le contrat et vos rappels',
          en: 'Attach the invoice, the order form or contract and your reminders',
          nl: 'Voeg de factuur, de bestelbon of de overeenkomst en uw herinneringen toe',
        }),
        DESCRIBE_SITUATION,
      ],
    },
    {
      code: 'debt.over_indebtedness',
      content: {
        fr: "Je n'arrive plus à payer mes dettes",
        en: 'I can no longer pay my debts',
        nl: 'Ik kan mijn schulden niet meer betalen',
      },
      questions: [
        radio(
          {
            fr: 'Quelle est votre situation professionnelle ?',
            en: 'What is your employment situation?',
            nl: 'Wat is uw beroepssituatie?',
          },
          [
            answer('employed', { fr: 'Salarié', en: 'Employed', nl: 'Werknemer' }),
            answer('self_employed', { fr: 'Indépendant', en: 'Self-employed', nl: 'Zelfstandige' }),
            answer('benefits', {
              fr: 'Sans emploi ou allocataire',
              en: 'Unemployed or on benefits',
              nl: 'Werkloos of uitkeringsgerechtigd',
            }),
            answer('retired', { fr: 'Pensionné', en: 'Retired', nl: 'Gepensioneerd' }),
          ],
        ),
        radio(
          {
            fr: 'Êtes-vous ou avez-vous été indépendant ou dirigeant de société ?',
            en: 'Are you, or were you, self-employed or a company director?',
            nl: 'Bent u of was u zelfstandige of bestuurder van een vennootschap?',
          },
          [
            answer('current', { fr: 'Oui, actuellement', en: 'Yes, currently', nl: 'Ja, nu' }),
            answer('past', { fr: 'Oui, par le passé', en: 'Yes, in the past', nl: 'Ja, vroeger' }),
            answer('never', { fr: 'Non, jamais', en: 'No, never', nl: 'Nee, nooit' }),
          ],
        ),
        date({
          fr: 'Depuis quand rencontrez-vous des difficultés de paiement ?',
          en: 'Since when have you had difficulty paying?',
          nl: 'Sinds wanneer hebt u betalingsmoeilijkheden?',
        }),
        checkbox(
          {
            fr: 'Quels types de dettes avez-vous ?',
            en: 'What kinds of debts do you have?',
            nl: 'Welke soorten schulden hebt u?',
          },
          [
            answer('consumer_credit', {
              fr: 'Des crédits à la consommation',
              en: 'Consumer credit',
              nl: 'Consumentenkredieten',
            }),
            answer('mortgage', { fr: 'Un crédit hypothécaire', en: 'A mortgage loan', nl: 'Een hypothecaire lening' }),
            answer('rent', { fr: 'Des loyers', en: 'Rent', nl: 'Huur' }),
            answer('utilities', {
              fr: "Des factures d'énergie ou de téléphonie",
              en: 'Energy or telecom bills',
              nl: 'Energie- of telefoniefacturen',
            }),
            answer('taxes', { fr: 'Des impôts', en: 'Taxes', nl: 'Belastingen' }),
            answer('medical', { fr: 'Des frais médicaux', en: 'Medical bills', nl: 'Medische kosten' }),
          ],
        ),
        radio(
          {
            fr: 'Êtes-vous déjà suivi par un service de médiation de dettes ?',
            en: 'Are you already being helped by a debt mediation service?',
            nl: 'Wordt u al begeleid door een dienst voor schuldbemiddeling?',
          },
          [YES, NO],
        ),
        radio(
          {
            fr: 'Avez-vous déjà demandé un règlement collectif de dettes ?',
            en: 'Have you already applied for a collective debt settlement?',
            nl: 'Hebt u al een collectieve schuldenregeling aangevraagd?',
          },
          [
            NO,
            answer('pending', {
              fr: 'Oui, la demande est en cours',
              en: 'Yes, the application is pending',
              nl: 'Ja, de aanvraag loopt',
            }),
            answer('admitted', {
              fr: "Oui, j'y suis admis",
              en: 'Yes, I have been admitted',
              nl: 'Ja, ik ben toegelaten',
            }),
            answer('ended', {
              fr: 'Oui, mais il a pris fin ou a été révoqué',
              en: 'Yes, but it has ended or been revoked',
              nl: 'Ja, maar die is beëindigd of herroepen',
            }),
          ],
        ),
        radio(
          {
            fr: 'Une saisie a-t-elle été pratiquée sur votre salaire ou vos biens ?',
            en: 'Have your wages or belongings been seized?',
            nl: 'Werd er al beslag gelegd op uw loon of uw goederen?',
          },
          [YES, NO],
          false,
        ),
        LEGAL_COSTS,
        files({
          fr: 'Joignez la liste de vos dettes et les derniers courriers de vos créanciers',
          en: 'Attach a list of your debts and the latest letters from your creditors',
          nl: 'Voeg een lijst van uw schulden en de laatste brieven van uw schuldeisers toe',
        }),
        DESCRIBE_SITUATION,
      ],
    },
    {
      code: 'debt.seizure',
      content: {
        fr: 'Un huissier veut saisir mes biens',
        en: 'A bailiff wants to seize my belongings',
        nl: 'Een gerechtsdeurwaarder wil beslag leggen op mijn goederen',
      },
      questions: [
        radio({ fr: "Qu'avez-vous reçu ?", en: 'What have you received?', nl: 'Wat hebt u ontvangen?' }, [
          answer('order_to_pay', {
            fr: 'Un commandement de payer',
            en: 'An order to pay',
            nl: 'Een bevel tot betaling',
          }),
          answer('seizure_report', {
            fr: 'Un procès-verbal de saisie',
            en: 'A seizure report',
            nl: 'Een proces-verbaal van beslag',
          }),
          answer('sale_notice', {
            fr: 'Un avis de vente publique',
            en: 'A notice of public sale',
            nl: 'Een bericht van openbare verkoop',
          }),
          answer('wage_garnishment', { fr: 'Une saisie sur salaire', en: 'A wage garnishment', nl: 'Een loonbeslag' }),
        ]),
        deadlineDate({
          fr: 'À quelle date avez-vous reçu ce document ?',
          en: 'On what date did you receive this document?',
          nl: 'Op welke datum hebt u dit document ontvangen?',
        }),
        deadlineDate(
          {
            fr: "Une date de vente ou de passage de l'huissier est-elle annoncée ? Si oui, laquelle ?",
            en: "Has a sale date or a bailiff's visit been announced? If so, when?",
            nl: 'Is er een verkoopdatum of een bezoek van de gerechtsdeurwaarder aangekondigd? Zo ja, wanneer?',
          },
          false,
        ),
        radio(
          {
            fr: "Connaissez-vous le jugement ou la dette à l'origine de la saisie ?",
            en: 'Do you know the judgment or debt behind the seizure?',
            nl: 'Kent u het vonnis of de schuld die aan het beslag ten grondslag ligt?',
          },
          [YES, NO],
        ),
        checkbox(
          {
            fr: 'Quels biens sont visés ?',
            en: 'Which assets are targeted?',
            nl: 'Op welke goederen wordt beslag gelegd?',
          },
          [
            answer('furniture', { fr: 'Des meubles', en: 'Furniture', nl: 'Meubelen' }),
            answer('vehicle', { fr: 'Un véhicule', en: 'A vehicle', nl: 'Een voertuig' }),
            answer('bank_account', { fr: 'Un compte bancaire', en: 'A bank account', nl: 'Een bankrekening' }),
            answer('wages', {
              fr: 'Le salaire ou les allocations',
              en: 'Wages or benefits',
              nl: 'Het loon of de uitkeringen',
            }),
            answer('house', { fr: 'Une maison', en: 'A house', nl: 'Een woning' }),
          ],
        ),
        checkbox(
          { fr: "Cochez ce qui s'applique", en: 'Tick whatever applies', nl: 'Vink aan wat van toepassing is' },
          [
            answer('others_goods', {
              fr: "Des biens visés appartiennent à quelqu'un d'autre (conjoint, colocataire, société de leasing)",
              en: 'Some of the goods belong to someone else (partner, flatmate, leasing company)',
              nl: 'Een deel van de goederen behoort iemand anders toe (partner, medehuurder, leasingmaatschappij)',
            }),
            answer('protected_income', {
              fr: "La saisie touche des revenus protégés (allocations familiales, revenu d'intégration, part insaisissable du salaire)",
              en: 'The seizure reaches protected income (child benefit, social integration income, the exempt part of wages)',
              nl: 'Het beslag treft beschermde inkomsten (kinderbijslag of Groeipakket, leefloon, het niet voor beslag vatbare deel van het loon)',
            }),
            answer('dependent_children', {
              fr: "J'ai des enfants à charge",
              en: 'I have dependent children',
              nl: 'Ik heb kinderen ten laste',
            }),
          ],
        ),
        LEGAL_COSTS,
        file({
          fr: "Joignez l'acte de l'huissier",
          en: "Attach the bailiff's writ",
          nl: 'Voeg de akte van de gerechtsdeurwaarder toe',
        }),
        DESCRIBE_SITUATION,
      ],
    },
  ],
};
