import type { ReferenceCategory } from '../types';
import { answer, radio, checkbox, date, deadlineDate, freeText, file, files } from '../builders';
import { YES, NO, UNKNOWN, DESCRIBE_SITUATION, JUDGMENT_BY_DEFAULT, JUDGMENT_SERVED_ON, LEGAL_COSTS } from '../common';

// Since 2014 each region has its own lease law (Brussels Housing Code, Walloon decree of 15 March 2018, Flemish
// decree of 9 November 2018): every housing case asks the region first, then the lease, whether it is the
// tenant's main residence (which brings the residential lease rules) and the rent.

const LEASE_REGION = radio(
  {
    fr: 'Dans quelle région se trouve le logement ?',
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

const LEASE_TYPE = radio(
  { fr: "De quel bail s'agit-il ?", en: 'What kind of lease is it?', nl: 'Om welk soort huurovereenkomst gaat het?' },
  [
    answer('short_term', {
      fr: 'Bail de courte durée (3 ans au plus)',
      en: 'Short-term lease (3 years or less)',
      nl: 'Huurovereenkomst van korte duur (ten hoogste 3 jaar)',
    }),
    answer('nine_years', { fr: 'Bail de 9 ans', en: 'Nine-year lease', nl: 'Huurovereenkomst van 9 jaar' }),
    answer('long_term', {
      fr: 'Bail de plus de 9 ans ou à vie',
      en: 'Lease of more than nine years or for life',
      nl: 'Huurovereenkomst van meer dan 9 jaar of voor het leven',
    }),
    answer('student', { fr: 'Bail étudiant (kot)', en: 'Student lease', nl: 'Studentenhuurovereenkomst (kot)' }),
    answer('no_written_term', {
      fr: 'Bail oral ou sans durée écrite',
      en: 'Oral lease, or no term in writing',
      nl: 'Mondelinge huurovereenkomst of zonder schriftelijke duur',
    }),
    UNKNOWN,
  ],
);

const MAIN_RESIDENCE = radio(
  {
    fr: 'Le logement est-il la résidence principale du locataire ?',
    en: "Is the property the tenant's main residence?",
    nl: 'Is de woning de hoofdverblijfplaats van de huurder?',
  },
  [
    YES,
    answer('no', {
      fr: "Non (kot d'étudiant, seconde résidence, local professionnel)",
      en: 'No (student room, second home, business premises)',
      nl: 'Nee (studentenkamer, tweede verblijf, bedrijfsruimte)',
    }),
    UNKNOWN,
  ],
);

const MONTHLY_RENT = freeText(
  {
    fr: 'Quel est le montant du loyer mensuel (hors charges) ?',
    en: 'What is the monthly rent (excluding service charges)?',
    nl: 'Hoeveel bedraagt de maandelijkse huurprijs (zonder lasten)?',
  },
  false,
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
            fr: 'Comment la garantie locative a-t-elle été constituée ?',
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
            fr: 'Quel est le montant de la garantie locative ?',
            en: 'What is the amount of the rental deposit?',
            nl: 'Hoeveel bedraagt de huurwaarborg?',
          },
          false,
        ),
        date({
          fr: 'À quelle date avez-vous quitté le logement et remis les clés ?',
          en: 'On what date did you leave the property and hand back the keys?',
          nl: 'Op welke datum hebt u de woning verlaten en de sleutels afgegeven?',
        }),
        LEASE_REGION,
        LEASE_TYPE,
        MAIN_RESIDENCE,
        MONTHLY_RENT,
        radio(
          {
            fr: 'Un état des lieux de sortie a-t-il été réalisé ?',
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
            fr: 'Que vous reproche le propriétaire ?',
            en: 'What does the landlord hold against you?',
            nl: 'Wat verwijt de verhuurder u?',
          },
          [
            answer('damage', { fr: 'Des dégâts locatifs', en: 'Damage to the property', nl: 'Huurschade' }),
            answer('cleaning', { fr: 'Le nettoyage', en: 'Cleaning', nl: 'De schoonmaak' }),
            answer('unpaid_rent', { fr: 'Des loyers impayés', en: 'Unpaid rent', nl: 'Achterstallige huur' }),
            answer('charges', {
              fr: 'Des charges impayées',
              en: 'Unpaid service charges',
              nl: 'Onbetaalde huurlasten',
            }),
            answer('no_answer', {
              fr: 'Rien de précis, il ne répond pas',
              en: 'Nothing specific, he does not answer',
              nl: 'Niets concreets, hij reageert niet',
            }),
          ],
        ),
        LEGAL_COSTS,
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
        radio({ fr: "Qu'avez-vous reçu ?", en: 'What have you received?', nl: 'Wat hebt u ontvangen?' }, [
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
        deadlineDate({
          fr: 'À quelle date avez-vous reçu ce document ou cette demande ?',
          en: 'On what date did you receive this document or request?',
          nl: 'Op welke datum hebt u dit document of deze vraag ontvangen?',
        }),
        deadlineDate(
          {
            fr: 'Si une audience est fixée devant le juge de paix, à quelle date ?',
            en: 'If a hearing before the justice of the peace has been set, on what date?',
            nl: 'Als er een zitting voor de vrederechter is vastgesteld, op welke datum?',
          },
          false,
        ),
        JUDGMENT_BY_DEFAULT,
        JUDGMENT_SERVED_ON,
        date({
          fr: 'Quand votre bail a-t-il commencé ?',
          en: 'When did your lease start?',
          nl: 'Wanneer is uw huurovereenkomst ingegaan?',
        }),
        LEASE_REGION,
        LEASE_TYPE,
        MAIN_RESIDENCE,
        MONTHLY_RENT,
        checkbox(
          {
            fr: 'Quel motif le propriétaire invoque-t-il ?',
            en: 'What reason does the landlord give?',
            nl: 'Welke reden roept de verhuurder in?',
          },
          [
            answer('own_use', {
              fr: 'Une occupation personnelle (par le propriétaire ou un proche)',
              en: 'Occupation by the landlord or a relative',
              nl: 'Persoonlijke bewoning (door de verhuurder of een naaste)',
            }),
            answer('works', { fr: 'Des travaux importants', en: 'Major renovation works', nl: 'Verbouwingswerken' }),
            answer('no_reason', {
              fr: 'Aucun motif (fin du bail)',
              en: 'No reason (end of the lease)',
              nl: 'Geen reden (einde van de huurovereenkomst)',
            }),
            answer('arrears', { fr: 'Des loyers impayés', en: 'Rent arrears', nl: 'Huurachterstal' }),
            answer('nuisance', { fr: 'Des troubles de voisinage', en: 'Nuisance to neighbours', nl: 'Burenhinder' }),
          ],
        ),
        LEGAL_COSTS,
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
          fr: 'Depuis quand constatez-vous le problème ?',
          en: 'Since when have you noticed the problem?',
          nl: 'Sinds wanneer stelt u het probleem vast?',
        }),
        radio(
          {
            fr: 'Avez-vous informé le propriétaire par écrit ?',
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
            fr: 'Quels problèmes constatez-vous ?',
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
            fr: 'Le service logement de la commune ou de la région a-t-il visité le logement ?',
            en: 'Has the municipal or regional housing inspection visited the property?',
            nl: 'Heeft de woninginspectie van de gemeente of het gewest de woning bezocht?',
          },
          [YES, NO],
          false,
        ),
        LEASE_REGION,
        LEASE_TYPE,
        MAIN_RESIDENCE,
        MONTHLY_RENT,
        LEGAL_COSTS,
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
          fr: "Depuis quand le loyer n'est-il plus payé ?",
          en: 'Since when has the rent been unpaid?',
          nl: 'Sinds wanneer wordt de huur niet meer betaald?',
        }),
        radio(
          {
            fr: 'Le locataire occupe-t-il toujours le logement ?',
            en: 'Is the tenant still living in the property?',
            nl: 'Woont de huurder nog in de woning?',
          },
          [YES, NO, UNKNOWN],
        ),
        freeText(
          {
            fr: 'Quel est le montant total des arriérés ?',
            en: 'What is the total amount of the arrears?',
            nl: 'Hoeveel bedraagt de totale achterstal?',
          },
          false,
        ),
        radio(
          {
            fr: 'Le bail est-il enregistré ?',
            en: 'Is the lease registered?',
            nl: 'Is de huurovereenkomst geregistreerd?',
          },
          [YES, NO, UNKNOWN],
          false,
        ),
        checkbox(
          { fr: "Qu'avez-vous déjà entrepris ?", en: 'What have you already done?', nl: 'Wat hebt u al ondernomen?' },
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
        LEASE_REGION,
        LEASE_TYPE,
        MAIN_RESIDENCE,
        MONTHLY_RENT,
        LEGAL_COSTS,
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
