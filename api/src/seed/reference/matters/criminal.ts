import type { ReferenceCategory } from '../types';
import { answer, radio, checkbox, date, deadlineDate, freeText, file, files } from '../builders';
import { YES, NO, UNKNOWN, DESCRIBE_SITUATION, LEGAL_COSTS } from '../common';

const FACTS_DATE = date({
  fr: 'À quelle date les faits ont-ils eu lieu ?',
  en: 'On what date did it happen?',
  nl: 'Op welke datum vonden de feiten plaats?',
});

const POLICE_COMPLAINT = radio(
  {
    fr: 'Avez-vous porté plainte à la police ?',
    en: 'Have you reported it to the police?',
    nl: 'Hebt u klacht ingediend bij de politie?',
  },
  [YES, NO],
);

export const CRIMINAL: ReferenceCategory = {
  code: 'criminal',
  description: { fr: 'Droit pénal', en: 'Criminal law', nl: 'Strafrecht' },
  lawCases: [
    {
      code: 'criminal.theft',
      content: {
        fr: "J'ai été victime d'un vol",
        en: 'I have been the victim of a theft',
        nl: 'Ik ben het slachtoffer van een diefstal',
      },
      penal: true,
      questions: [
        FACTS_DATE,
        POLICE_COMPLAINT,
        checkbox({ fr: "Qu'est-ce qui a été volé ?", en: 'What was stolen?', nl: 'Wat werd er gestolen?' }, [
          answer('money', {
            fr: "De l'argent ou des cartes bancaires",
            en: 'Money or bank cards',
            nl: 'Geld of bankkaarten',
          }),
          answer('devices', {
            fr: 'Un téléphone ou un ordinateur',
            en: 'A phone or computer',
            nl: 'Een telefoon of computer',
          }),
          answer('vehicle', { fr: 'Un véhicule ou un vélo', en: 'A vehicle or bicycle', nl: 'Een voertuig of fiets' }),
          answer('valuables', {
            fr: 'Des bijoux ou objets de valeur',
            en: 'Jewellery or valuables',
            nl: 'Juwelen of waardevolle voorwerpen',
          }),
          answer('documents', {
            fr: "Des documents d'identité",
            en: 'Identity documents',
            nl: 'Identiteitsdocumenten',
          }),
        ]),
        radio(
          {
            fr: 'Y a-t-il eu violence ou effraction ?',
            en: 'Was there violence or a break-in?',
            nl: 'Was er sprake van geweld of braak?',
          },
          [
            answer('violence', {
              fr: 'Oui, avec violence ou menaces',
              en: 'Yes, with violence or threats',
              nl: 'Ja, met geweld of bedreiging',
            }),
            answer('break_in', { fr: 'Oui, avec effraction', en: 'Yes, with a break-in', nl: 'Ja, met braak' }),
            NO,
          ],
        ),
        radio(
          { fr: "L'auteur est-il connu ?", en: 'Is the offender known?', nl: 'Is de dader bekend?' },
          [YES, NO],
          false,
        ),
        LEGAL_COSTS,
        files({
          fr: 'Joignez le procès-verbal de plainte, les factures des biens volés et des photos',
          en: 'Attach the police report, the invoices for the stolen items and photos',
          nl: "Voeg het proces-verbaal van de klacht, de facturen van de gestolen goederen en foto's toe",
        }),
        DESCRIBE_SITUATION,
      ],
    },
    {
      code: 'criminal.police_hearing',
      content: {
        fr: 'Je suis convoqué par la police',
        en: 'I have been summoned by the police',
        nl: 'Ik ben opgeroepen door de politie',
      },
      penal: true,
      questions: [
        deadlineDate({
          fr: 'À quelle date êtes-vous convoqué ?',
          en: 'On what date are you to be questioned?',
          nl: 'Op welke datum vindt het verhoor plaats?',
        }),
        radio(
          {
            fr: 'En quelle qualité êtes-vous entendu ?',
            en: 'In what capacity are you being questioned?',
            nl: 'In welke hoedanigheid wordt u verhoord?',
          },
          [
            answer('suspect', { fr: 'Comme suspect', en: 'As a suspect', nl: 'Als verdachte' }),
            answer('witness', { fr: 'Comme témoin', en: 'As a witness', nl: 'Als getuige' }),
            answer('victim', { fr: 'Comme victime', en: 'As a victim', nl: 'Als slachtoffer' }),
            UNKNOWN,
          ],
        ),
        radio(
          {
            fr: 'La convocation mentionne-t-elle les faits ?',
            en: 'Does the summons mention the facts?',
            nl: 'Vermeldt de uitnodiging de feiten?',
          },
          [YES, NO],
        ),
        checkbox(
          {
            fr: "De quels faits s'agit-il, si vous le savez ?",
            en: 'What is it about, if you know?',
            nl: 'Over welke feiten gaat het, als u dat weet?',
          },
          [
            answer('assault', {
              fr: 'Coups et blessures (actes de violence)',
              en: 'Assault (acts of violence)',
              nl: 'Slagen en verwondingen (gewelddaden)',
            }),
            answer('theft', { fr: 'Vol ou recel', en: 'Theft or handling stolen goods', nl: 'Diefstal of heling' }),
            answer('fraud', { fr: 'Escroquerie ou fraude', en: 'Fraud', nl: 'Oplichting of fraude' }),
            answer('drugs', { fr: 'Stupéfiants', en: 'Drugs', nl: 'Verdovende middelen' }),
            answer('traffic', { fr: 'Infraction de roulage', en: 'Traffic offence', nl: 'Verkeersovertreding' }),
            answer('online', { fr: 'Faits commis en ligne', en: 'Online offences', nl: 'Online feiten' }),
          ],
        ),
        LEGAL_COSTS,
        file({
          fr: 'Joignez la convocation reçue',
          en: 'Attach the summons received',
          nl: 'Voeg de ontvangen uitnodiging toe',
        }),
        DESCRIBE_SITUATION,
      ],
    },
    {
      code: 'criminal.court_summons',
      content: {
        fr: "J'ai reçu une citation à comparaître devant le tribunal correctionnel",
        en: 'I have been summoned to appear before the criminal court',
        nl: 'Ik werd gedagvaard om te verschijnen voor de correctionele rechtbank',
      },
      penal: true,
      questions: [
        deadlineDate({
          fr: "À quelle date l'audience est-elle fixée ?",
          en: 'On what date is the hearing set?',
          nl: 'Op welke datum is de zitting vastgesteld?',
        }),
        deadlineDate({
          fr: 'À quelle date avez-vous reçu la citation ?',
          en: 'On what date did you receive the summons?',
          nl: 'Op welke datum hebt u de dagvaarding ontvangen?',
        }),
        radio({ fr: 'Qui vous cite ?', en: 'Who is summoning you?', nl: 'Wie dagvaardt u?' }, [
          answer('prosecutor', {
            fr: 'Le procureur du Roi (parquet)',
            en: 'The public prosecutor',
            nl: 'De procureur des Konings (parket)',
          }),
          answer('civil_party', {
            fr: 'Une personne privée (citation directe)',
            en: 'A private party (direct summons)',
            nl: 'Een particulier (rechtstreekse dagvaarding)',
          }),
          answer('investigation', {
            fr: 'Après une instruction (ordonnance de renvoi)',
            en: 'After a judicial investigation (committal order)',
            nl: 'Na een gerechtelijk onderzoek (beschikking tot verwijzing)',
          }),
        ]),
        radio(
          {
            fr: 'Avez-vous déjà été condamné ?',
            en: 'Have you been convicted before?',
            nl: 'Werd u al eerder veroordeeld?',
          },
          [YES, NO],
        ),
        checkbox({ fr: 'Que souhaitez-vous ?', en: 'What would you like?', nl: 'Wat wenst u?' }, [
          answer('contest', { fr: 'Contester les faits', en: 'Contest the charges', nl: 'De feiten betwisten' }),
          answer('lenient_sentence', {
            fr: 'Obtenir une suspension du prononcé ou un sursis, ou une peine autre que la prison (par exemple une peine de travail)',
            en: 'Obtain a suspension of the pronouncement or a suspended sentence, or a penalty other than prison (such as a work penalty)',
            nl: 'Een opschorting van de uitspraak of uitstel van de tenuitvoerlegging verkrijgen, of een andere straf dan een gevangenisstraf (bijvoorbeeld een werkstraf)',
          }),
          answer('postpone', {
            fr: "Obtenir la remise de l'audience",
            en: 'Have the hearing postponed',
            nl: 'Een verdaging van de zitting verkrijgen',
          }),
          answer('file_access', {
            fr: 'Consulter le dossier répressif',
            en: 'Consult the criminal file',
            nl: 'Het strafdossier inzien',
          }),
        ]),
        LEGAL_COSTS,
        files({
          fr: 'Joignez la citation et tout document utile',
          en: 'Attach the summons and any useful document',
          nl: 'Voeg de dagvaarding en alle nuttige documenten toe',
        }),
        DESCRIBE_SITUATION,
      ],
    },
    {
      code: 'criminal.assault',
      content: {
        fr: "J'ai été victime de coups et blessures (actes de violence)",
        en: 'I have been assaulted (acts of violence)',
        nl: 'Ik ben het slachtoffer van slagen en verwondingen (gewelddaden)',
      },
      penal: true,
      questions: [
        FACTS_DATE,
        POLICE_COMPLAINT,
        radio(
          {
            fr: 'Avez-vous fait constater vos blessures par un médecin ?',
            en: 'Have your injuries been examined by a doctor?',
            nl: 'Hebt u uw letsels laten vaststellen door een arts?',
          },
          [YES, NO],
        ),
        checkbox({ fr: 'Que souhaitez-vous ?', en: 'What would you like?', nl: 'Wat wenst u?' }, [
          answer('civil_party', {
            fr: 'Me constituer partie civile',
            en: 'Join the proceedings as a civil party',
            nl: 'Mij burgerlijke partij stellen',
          }),
          answer('compensation', {
            fr: 'Obtenir une indemnisation',
            en: 'Obtain compensation',
            nl: 'Een schadevergoeding verkrijgen',
          }),
          answer('protection', {
            fr: 'Obtenir une protection (interdiction de contact)',
            en: 'Obtain protection (no-contact order)',
            nl: 'Bescherming krijgen (contactverbod)',
          }),
          answer('victims_fund', {
            fr: "Demander une aide à la Commission pour l'aide financière aux victimes d'actes intentionnels de violence",
            en: 'Apply to the Commission for Financial Aid to Victims of Intentional Acts of Violence',
            nl: 'Hulp vragen aan de Commissie voor financiële hulp aan slachtoffers van opzettelijke gewelddaden',
          }),
        ]),
        LEGAL_COSTS,
        files({
          fr: 'Joignez le certificat médical, le procès-verbal de plainte et des photos',
          en: 'Attach the medical certificate, the police report and photos',
          nl: "Voeg het medisch attest, het proces-verbaal van de klacht en foto's toe",
        }),
        DESCRIBE_SITUATION,
      ],
    },
    {
      code: 'criminal.online_fraud',
      content: {
        fr: "J'ai été victime d'une arnaque en ligne",
        en: 'I have been scammed online',
        nl: 'Ik ben online opgelicht',
      },
      penal: true,
      questions: [
        date({
          fr: 'À quelle date avez-vous payé ou communiqué vos données ?',
          en: 'On what date did you pay or share your details?',
          nl: 'Op welke datum hebt u betaald of uw gegevens doorgegeven?',
        }),
        radio(
          {
            fr: "De quel type d'arnaque s'agit-il ?",
            en: 'What kind of scam is it?',
            nl: 'Om welk soort oplichting gaat het?',
          },
          [
            answer('phishing', {
              fr: 'Hameçonnage (faux SMS, e-mail ou appel de la banque)',
              en: 'Phishing (fake text, e-mail or call from the bank)',
              nl: 'Phishing (valse sms, e-mail of oproep van de bank)',
            }),
            answer('fake_sale', { fr: 'Fausse vente en ligne', en: 'Fake online sale', nl: 'Valse online verkoop' }),
            answer('investment', { fr: 'Faux investissement', en: 'Fake investment', nl: 'Nepbelegging' }),
            answer('romance', { fr: 'Arnaque aux sentiments', en: 'Romance scam', nl: 'Liefdesfraude' }),
          ],
        ),
        radio(
          {
            fr: 'Avez-vous prévenu votre banque et Card Stop ?',
            en: 'Have you alerted your bank and Card Stop?',
            nl: 'Hebt u uw bank en Card Stop verwittigd?',
          },
          [YES, NO],
        ),
        radio(
          {
            fr: 'Avez-vous porté plainte à la police ?',
            en: 'Have you reported it to the police?',
            nl: 'Hebt u klacht ingediend bij de politie?',
          },
          [YES, NO],
          false,
        ),
        freeText(
          {
            fr: 'Quel montant avez-vous perdu ?',
            en: 'How much money did you lose?',
            nl: 'Hoeveel geld hebt u verloren?',
          },
          false,
        ),
        LEGAL_COSTS,
        files({
          fr: "Joignez les messages, des captures d'écran et vos extraits de compte",
          en: 'Attach the messages, screenshots and your bank statements',
          nl: 'Voeg de berichten, schermafbeeldingen en uw rekeninguittreksels toe',
        }),
        DESCRIBE_SITUATION,
      ],
    },
  ],
};
