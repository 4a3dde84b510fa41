import type { ReferenceCategory } from '../types';
import { answer, radio, checkbox, date, deadlineDate, file, files } from '../builders';
import { YES, NO, DESCRIBE_SITUATION, LEGAL_COSTS } from '../common';

export const CONSUMER: ReferenceCategory = {
  code: 'consumer',
  description: { fr: 'Droit de la consommation', en: 'Consumer law', nl: 'Consumentenrecht' },
  lawCases: [
    {
      code: 'consumer.defective_product',
      content: {
        fr: "Le produit que j'ai acheté est défectueux",
        en: 'The product I bought is defective',
        nl: 'Het product dat ik gekocht heb, is defect',
      },
      questions: [
        date({
          fr: 'À quelle date avez-vous reçu le produit ?',
          en: 'On what date did you receive the product?',
          nl: 'Op welke datum hebt u het product ontvangen?',
        }),
        radio({ fr: "Où l'avez-vous acheté ?", en: 'Where did you buy it?', nl: 'Waar hebt u het gekocht?' }, [
          answer('shop', { fr: 'En magasin', en: 'In a shop', nl: 'In de winkel' }),
          answer('online', { fr: 'En ligne', en: 'Online', nl: 'Online' }),
          answer('private_seller', {
            fr: "Auprès d'un particulier",
            en: 'From a private seller',
            nl: 'Bij een particulier',
          }),
        ]),
        radio(
          {
            fr: 'Le vendeur accepte-t-il de réparer ou de remplacer le produit ?',
            en: 'Does the seller agree to repair or replace the product?',
            nl: 'Gaat de verkoper akkoord om het product te herstellen of te vervangen?',
          },
          [
            YES,
            answer('refuses', { fr: 'Non, il refuse', en: 'No, the seller refuses', nl: 'Nee, hij weigert' }),
            answer('no_answer', { fr: 'Il ne répond pas', en: 'The seller does not answer', nl: 'Hij antwoordt niet' }),
          ],
        ),
        checkbox({ fr: 'Quel est le problème ?', en: 'What is the problem?', nl: 'Wat is het probleem?' }, [
          answer('broken', {
            fr: 'Il ne fonctionne pas ou plus',
            en: "It doesn't work (any more)",
            nl: 'Het werkt niet (meer)',
          }),
          answer('not_as_described', {
            fr: 'Il ne correspond pas à la description',
            en: 'It does not match the description',
            nl: 'Het stemt niet overeen met de beschrijving',
          }),
          answer('damaged', {
            fr: 'Il est arrivé endommagé',
            en: 'It arrived damaged',
            nl: 'Het werd beschadigd geleverd',
          }),
          answer('repair_failed', {
            fr: "La réparation n'a pas résolu le problème",
            en: 'The repair did not fix the problem',
            nl: 'De herstelling heeft het probleem niet opgelost',
          }),
        ]),
        LEGAL_COSTS,
        files({
          fr: 'Joignez la facture ou le ticket de caisse, des photos et vos échanges avec le vendeur',
          en: 'Attach the invoice or receipt, photos and your correspondence with the seller',
          nl: "Voeg de factuur of het kasticket, foto's en uw briefwisseling met de verkoper toe",
        }),
        DESCRIBE_SITUATION,
      ],
    },
    {
      code: 'consumer.withdrawal',
      content: {
        fr: 'Je veux annuler un achat fait en ligne ou à domicile',
        en: 'I want to cancel a purchase made online or at my door',
        nl: 'Ik wil een aankoop online of aan huis annuleren',
      },
      questions: [
        // The withdrawal period runs from the contract for services and from delivery for goods: both dates.
        deadlineDate({
          fr: 'À quelle date avez-vous conclu le contrat ?',
          en: 'On what date did you enter into the contract?',
          nl: 'Op welke datum hebt u de overeenkomst gesloten?',
        }),
        deadlineDate(
          {
            fr: "S'il s'agit d'un achat de biens : à quelle date les avez-vous reçus ?",
            en: 'For a purchase of goods: on what date did you receive them?',
            nl: 'Bij een aankoop van goederen: op welke datum hebt u ze ontvangen?',
          },
          false,
        ),
        radio(
          {
            fr: 'Comment le contrat a-t-il été conclu ?',
            en: 'How was the contract made?',
            nl: 'Hoe werd de overeenkomst gesloten?',
          },
          [
            answer('online', { fr: 'En ligne', en: 'Online', nl: 'Online' }),
            answer('phone', { fr: 'Par téléphone', en: 'By phone', nl: 'Telefonisch' }),
            answer('doorstep', {
              fr: 'À domicile (démarchage)',
              en: 'At home (doorstep selling)',
              nl: 'Aan huis (huis-aan-huisverkoop)',
            }),
          ],
        ),
        radio(
          {
            fr: 'Avez-vous déjà notifié votre rétractation au vendeur ?',
            en: 'Have you already notified the seller that you are withdrawing?',
            nl: 'Hebt u de verkoper al laten weten dat u gebruikmaakt van uw herroepingsrecht?',
          },
          [YES, NO],
        ),
        checkbox(
          {
            fr: "De quel type de contrat s'agit-il ?",
            en: 'What kind of contract is it?',
            nl: 'Om welk soort overeenkomst gaat het?',
          },
          [
            answer('goods', { fr: 'Un achat de biens', en: 'A purchase of goods', nl: 'Een aankoop van goederen' }),
            answer('subscription', {
              fr: 'Un abonnement (téléphonie, énergie, salle de sport)',
              en: 'A subscription (telecom, energy, gym)',
              nl: 'Een abonnement (telefonie, energie, fitness)',
            }),
            answer('credit', {
              fr: 'Un crédit à la consommation',
              en: 'A consumer credit',
              nl: 'Een consumentenkrediet',
            }),
            answer('services', {
              fr: 'Des services ou des travaux',
              en: 'Services or works',
              nl: 'Diensten of werken',
            }),
          ],
        ),
        LEGAL_COSTS,
        file({
          fr: 'Joignez la confirmation de commande ou le contrat',
          en: 'Attach the order confirmation or the contract',
          nl: 'Voeg de bestelbevestiging of de overeenkomst toe',
        }),
        DESCRIBE_SITUATION,
      ],
    },
    {
      code: 'consumer.disputed_bill',
      content: {
        fr: "Je conteste une facture d'énergie, de téléphone ou d'internet",
        en: 'I dispute an energy, phone or internet bill',
        nl: 'Ik betwist een factuur voor energie, telefoon of internet',
      },
      questions: [
        radio(
          {
            fr: 'Quel fournisseur est concerné ?',
            en: 'Which provider is involved?',
            nl: 'Om welke leverancier gaat het?',
          },
          [
            answer('energy', {
              fr: "Un fournisseur d'énergie (gaz, électricité)",
              en: 'An energy supplier (gas, electricity)',
              nl: 'Een energieleverancier (gas, elektriciteit)',
            }),
            answer('telecom', {
              fr: 'Un opérateur télécom (téléphone, internet, télévision)',
              en: 'A telecom operator (phone, internet, TV)',
              nl: 'Een telecomoperator (telefoon, internet, tv)',
            }),
            answer('water', { fr: "Un distributeur d'eau", en: 'A water company', nl: 'Een watermaatschappij' }),
          ],
        ),
        date({
          fr: 'Quelle est la date de la facture contestée ?',
          en: 'What is the date of the disputed bill?',
          nl: 'Wat is de datum van de betwiste factuur?',
        }),
        radio(
          {
            fr: 'Avez-vous déjà saisi le service de médiation compétent (Ombudsman) ?',
            en: 'Have you already contacted the relevant ombudsman service?',
            nl: 'Hebt u de bevoegde ombudsdienst al ingeschakeld?',
          },
          [YES, NO],
        ),
        checkbox({ fr: 'Que contestez-vous ?', en: 'What do you dispute?', nl: 'Wat betwist u?' }, [
          answer('consumption', {
            fr: 'La consommation facturée',
            en: 'The billed consumption',
            nl: 'Het aangerekende verbruik',
          }),
          answer('unrequested', {
            fr: "Des services que je n'ai pas demandés",
            en: 'Services I did not order',
            nl: 'Diensten die ik niet heb aangevraagd',
          }),
          answer('termination_fee', { fr: 'Des frais de résiliation', en: 'Termination fees', nl: 'Opzeggingskosten' }),
          answer('price_increase', {
            fr: 'Une hausse de prix non annoncée',
            en: 'An unannounced price increase',
            nl: 'Een niet-aangekondigde prijsverhoging',
          }),
        ]),
        LEGAL_COSTS,
        files({
          fr: 'Joignez la facture contestée et vos échanges avec le fournisseur',
          en: 'Attach the disputed bill and your correspondence with the provider',
          nl: 'Voeg de betwiste factuur en uw briefwisseling met de leverancier toe',
        }),
        DESCRIBE_SITUATION,
      ],
    },
    {
      code: 'consumer.contractor',
      content: {
        fr: "L'entrepreneur n'a pas terminé ou a mal fait les travaux",
        en: 'The contractor did not finish the work or did it badly',
        nl: 'De aannemer heeft de werken niet afgewerkt of slecht uitgevoerd',
      },
      questions: [
        radio(
          {
            fr: 'Existe-t-il un devis ou un contrat signé ?',
            en: 'Is there a signed quote or contract?',
            nl: 'Is er een ondertekende offerte of overeenkomst?',
          },
          [YES, NO],
        ),
        date({
          fr: 'Quand les travaux ont-ils commencé ?',
          en: 'When did the work start?',
          nl: 'Wanneer zijn de werken begonnen?',
        }),
        radio(
          { fr: 'Avez-vous payé un acompte ?', en: 'Have you paid a deposit?', nl: 'Hebt u een voorschot betaald?' },
          [YES, NO],
          false,
        ),
        checkbox({ fr: 'Quel est le problème ?', en: 'What is the problem?', nl: 'Wat is het probleem?' }, [
          answer('unfinished', { fr: 'Des travaux non terminés', en: 'Unfinished work', nl: 'Onafgewerkte werken' }),
          answer('defects', { fr: 'Des malfaçons', en: 'Defective workmanship', nl: 'Gebreken in de uitvoering' }),
          answer('delay', { fr: 'Un retard important', en: 'A major delay', nl: 'Een grote vertraging' }),
          answer('overbilling', {
            fr: 'Une facture supérieure au devis',
            en: 'An invoice higher than the quote',
            nl: 'Een factuur hoger dan de offerte',
          }),
          answer('unreachable', {
            fr: "L'entrepreneur est injoignable",
            en: 'The contractor cannot be reached',
            nl: 'De aannemer is onbereikbaar',
          }),
        ]),
        LEGAL_COSTS,
        files({
          fr: 'Joignez le devis, les factures et des photos des travaux',
          en: 'Attach the quote, the invoices and photos of the work',
          nl: "Voeg de offerte, de facturen en foto's van de werken toe",
        }),
        DESCRIBE_SITUATION,
      ],
    },
  ],
};
