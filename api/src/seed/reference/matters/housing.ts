import type { ReferenceCategory } from '../types';
import { answer, radio, checkbox, date, freeText, file, files } from '../builders';
import { YES, NO, UNKNOWN, DESCRIBE_SITUATION } from '../common';

const LEASE_REGION = radio(
  {
    fr: 'Dans quelle région se trouve le logement ?',
    en: 'In which region is the property located?',
    nl: 'In welk gewest ligt de woning?',
  },
  [
    answer('brussels', {
      fr: 'Région de Bruxelles-Capitale',
      en: 'Brussels-Capital Region',
      nl: 'Brussels Hoofdstedelijk Gewest',
    }),
    answer('wallonia', { fr: 'Région wallonne', en: 'Walloon Region', nl: 'Waals Gewest' }),
    answer('flanders', { fr: 'Région flamande', en: 'Flemish Region', nl: 'Vlaams Gewest' }),
  ],
);

export const HOUSING: ReferenceCategory = {
  code: 'housing',
  description: { fr: 'Bail et logement', en: 'Housing and leases', nl: 'Huur en huisvesting' },
  lawCases: [
    {
      code: 'housing.deposit',
      content: {
        fr: 'Mon propriétaire ne me rend pas ma garantie locative',
        en: 'My landlord will not return my rental deposit',
        nl: 'Mijn verhuurder geeft mijn huurwaarborg niet terug',
      },
      questions: [
        radio(
          {
            fr: 'Comment la garantie locative a-t-elle été constituée ?',
            en: 'How was the rental deposit provided?',
            nl: 'Hoe werd de huurwaarborg gesteld?',
          },
          [
            answer('blocked_account', {
              fr: 'Sur un compte bloqué à mon nom',
              en: 'On a blocked bank account in my name',
              nl: 'Op een geblokkeerde rekening op mijn naam',
            }),
            answer('bank_guarantee', {
              fr: 'Par une garantie bancaire ou via le CPAS',
              en: 'Through a bank guarantee or the CPAS/OCMW',
              nl: 'Via een bankwaarborg of het OCMW',
            }),
            answer('cash', {
              fr: 'Payée directement au propriétaire',
              en: 'Paid directly to the landlord',
              nl: 'Rechtstreeks aan de verhuurder betaald',
            }),
          ],
        ),
        freeText(
          {
            fr: 'Quel est le montant de la garantie locative ?',
            en: 'What is the amount of the rental deposit?',
            nl: 'Hoeveel bedraagt de huurwaarborg?',
          },
          false,
        ),
        date({
          fr: 'À quelle date avez-vous quitté le logement et remis les clés ?',
          en: 'On what date did you leave the property and hand back the keys?',
          nl: 'Op welke datum hebt u de woning verlaten en de sleutels afgegeven?',
        }),
        radio(
          {
            fr: 'Un état des lieux de sortie a-t-il été réalisé ?',
            en: 'Was a check-out inventory carried out?',
            nl: 'Werd er een uittredende plaatsbeschrijving opgemaakt?',
          },
          [
            answer('signed', {
              fr: 'Oui, signé par les deux parties',
              en: 'Yes, signed by both parties',
              nl: 'Ja, door beide partijen ondertekend',
            }),
            answer('disputed', {
              fr: 'Oui, mais je le conteste',
              en: 'Yes, but I dispute it',
              nl: 'Ja, maar ik betwist ze',
            }),
            NO,
          ],
        ),
        checkbox(
          {
            fr: 'Que vous reproche le propriétaire ?',
            en: 'What does the landlord hold against you?',
            nl: 'Wat verwijt de verhuurder u?',
          },
          [
            answer('damage', { fr: 'Des dégâts locatifs', en: 'Damage to the property', nl: 'Huurschade' }),
            answer('cleaning', { fr: 'Le nettoyage', en: 'Cleaning', nl: 'De schoonmaak' }),
            answer('unpaid_rent', { fr: 'Des loyers impayés', en: 'Unpaid rent', nl: 'Achterstallige huur' }),
            answer('charges', { fr: 'Des charges impayées', en: 'Unpaid service charges', nl: 'Onbetaalde lasten' }),
            answer('no_answer', {
              fr: 'Rien de précis, il ne répond pas',
              en: 'Nothing specific, he does not answer',
              nl: 'Niets concreets, hij reageert niet',
            }),
          ],
        ),
        file({ fr: 'Joignez votre bail', en: 'Attach your lease', nl: 'Voeg uw huurovereenkomst toe' }),
        files({
          fr: "Joignez les états des lieux d'entrée et de sortie et des photos du logement",
          en: 'Attach the check-in and check-out inventories and photos of the property',
          nl: "Voeg de intredende en uittredende plaatsbeschrijving en foto's van de woning toe",
        }),
        DESCRIBE_SITUATION,
      ],
    },
    {
      code: 'housing.eviction',
      content: {
        fr: 'Mon propriétaire veut me faire quitter le logement',
        en: 'My landlord wants me to leave the property',
        nl: 'Mijn verhuurder wil dat ik de woning verlaat',
      },
      questions: [
        radio({ fr: "Qu'avez-vous reçu ?", en: 'What have you received?', nl: 'Wat hebt u ontvangen?' }, [
          answer('notice', {
            fr: 'Un congé par lettre',
            en: 'A notice to quit by letter',
            nl: 'Een opzegging per brief',
          }),
          answer('summons', {
            fr: 'Une requête ou une citation devant le juge de paix',
            en: 'An application or summons before the justice of the peace',
            nl: 'Een verzoekschrift of dagvaarding voor de vrederechter',
          }),
          answer('judgment', {
            fr: "Un jugement d'expulsion",
            en: 'An eviction judgment',
            nl: 'Een vonnis tot uithuiszetting',
          }),
          answer('verbal', {
            fr: 'Seulement une demande orale',
            en: 'Only a verbal request',
            nl: 'Alleen een mondelinge vraag',
          }),
        ]),
        date({
          fr: 'À quelle date avez-vous reçu ce document ou cette demande ?',
          en: 'On what date did you receive this document or request?',
          nl: 'Op welke datum hebt u dit document of deze vraag ontvangen?',
        }),
        date({
          fr: 'Quand votre bail a-t-il commencé ?',
          en: 'When did your lease start?',
          nl: 'Wanneer is uw huurovereenkomst ingegaan?',
        }),
        LEASE_REGION,
        checkbox(
          {
            fr: 'Quel motif le propriétaire invoque-t-il ?',
            en: 'What reason does the landlord give?',
            nl: 'Welke reden roept de verhuurder in?',
          },
          [
            answer('own_use', { fr: 'Une occupation personnelle', en: 'Personal occupation', nl: 'Eigen gebruik' }),
            answer('works', { fr: 'Des travaux importants', en: 'Major renovation works', nl: 'Grote werken' }),
            answer('no_reason', {
              fr: 'Aucun motif (fin du bail)',
              en: 'No reason (end of the lease)',
              nl: 'Geen reden (einde van de huur)',
            }),
            answer('arrears', { fr: 'Des loyers impayés', en: 'Rent arrears', nl: 'Huurachterstal' }),
            answer('nuisance', { fr: 'Des troubles de voisinage', en: 'Nuisance to neighbours', nl: 'Burenhinder' }),
          ],
        ),
        files({
          fr: 'Joignez votre bail et le courrier ou la citation reçus',
          en: 'Attach your lease and the letter or summons received',
          nl: 'Voeg uw huurovereenkomst en de ontvangen brief of dagvaarding toe',
        }),
        DESCRIBE_SITUATION,
      ],
    },
    {
      code: 'housing.damp',
      content: {
        fr: "Mon logement présente des problèmes d'humidité",
        en: 'My home has damp problems',
        nl: 'Mijn woning heeft vochtproblemen',
      },
      questions: [
        date({
          fr: 'Depuis quand constatez-vous le problème ?',
          en: 'Since when have you noticed the problem?',
          nl: 'Sinds wanneer stelt u het probleem vast?',
        }),
        radio(
          {
            fr: 'Avez-vous informé le propriétaire par écrit ?',
            en: 'Have you informed the landlord in writing?',
            nl: 'Hebt u de verhuurder schriftelijk op de hoogte gebracht?',
          },
          [
            answer('registered', {
              fr: 'Oui, par lettre recommandée',
              en: 'Yes, by registered letter',
              nl: 'Ja, met een aangetekende brief',
            }),
            answer('email', {
              fr: 'Oui, par e-mail ou message',
              en: 'Yes, by e-mail or message',
              nl: 'Ja, via e-mail of bericht',
            }),
            answer('not_written', {
              fr: 'Non, seulement oralement ou pas encore',
              en: 'No, only verbally or not yet',
              nl: 'Nee, enkel mondeling of nog niet',
            }),
          ],
        ),
        checkbox(
          {
            fr: 'Quels problèmes constatez-vous ?',
            en: 'Which problems do you notice?',
            nl: 'Welke problemen stelt u vast?',
          },
          [
            answer('mould', { fr: 'Des moisissures', en: 'Mould', nl: 'Schimmel' }),
            answer('leaks', { fr: "Des infiltrations d'eau", en: 'Water leaks', nl: 'Waterinfiltratie' }),
            answer('condensation', { fr: 'De la condensation', en: 'Condensation', nl: 'Condensatie' }),
            answer('heating', { fr: 'Un chauffage défaillant', en: 'Faulty heating', nl: 'Defecte verwarming' }),
            answer('health', { fr: 'Des problèmes de santé', en: 'Health problems', nl: 'Gezondheidsproblemen' }),
          ],
        ),
        radio(
          {
            fr: 'Le service logement de la commune ou de la région a-t-il visité le logement ?',
            en: 'Has the municipal or regional housing inspection visited the property?',
            nl: 'Heeft de woninginspectie van de gemeente of het gewest de woning bezocht?',
          },
          [YES, NO],
          false,
        ),
        files({
          fr: 'Joignez des photos des dégâts et vos échanges avec le propriétaire',
          en: 'Attach photos of the damage and your correspondence with the landlord',
          nl: "Voeg foto's van de schade en uw briefwisseling met de verhuurder toe",
        }),
        DESCRIBE_SITUATION,
      ],
    },
    {
      code: 'housing.unpaid_rent',
      content: {
        fr: 'Mon locataire ne paie plus son loyer',
        en: 'My tenant has stopped paying the rent',
        nl: 'Mijn huurder betaalt de huur niet meer',
      },
      questions: [
        date({
          fr: "Depuis quand le loyer n'est-il plus payé ?",
          en: 'Since when has the rent been unpaid?',
          nl: 'Sinds wanneer wordt de huur niet meer betaald?',
        }),
        radio(
          {
            fr: 'Le locataire occupe-t-il toujours le logement ?',
            en: 'Is the tenant still living in the property?',
            nl: 'Woont de huurder nog in de woning?',
          },
          [YES, NO, UNKNOWN],
        ),
        freeText(
          {
            fr: 'Quel est le montant total des arriérés ?',
            en: 'What is the total amount of the arrears?',
            nl: 'Hoeveel bedraagt de totale achterstal?',
          },
          false,
        ),
        radio(
          {
            fr: 'Le bail est-il enregistré ?',
            en: 'Is the lease registered?',
            nl: 'Is de huurovereenkomst geregistreerd?',
          },
          [YES, NO, UNKNOWN],
          false,
        ),
        checkbox(
          { fr: "Qu'avez-vous déjà entrepris ?", en: 'What have you already done?', nl: 'Wat hebt u al ondernomen?' },
          [
            answer('reminder', { fr: 'Des rappels', en: 'Reminders', nl: 'Herinneringen' }),
            answer('formal_notice', { fr: 'Une mise en demeure', en: 'A formal notice', nl: 'Een ingebrekestelling' }),
            answer('payment_plan', {
              fr: 'Une proposition de plan de paiement',
              en: 'A payment plan offer',
              nl: 'Een voorstel van afbetalingsplan',
            }),
            answer('conciliation', {
              fr: 'Une demande de conciliation devant le juge de paix',
              en: 'A conciliation request before the justice of the peace',
              nl: 'Een verzoek tot minnelijke schikking voor de vrederechter',
            }),
          ],
        ),
        file({
          fr: 'Joignez le bail enregistré',
          en: 'Attach the registered lease',
          nl: 'Voeg de geregistreerde huurovereenkomst toe',
        }),
        DESCRIBE_SITUATION,
      ],
    },
  ],
};
