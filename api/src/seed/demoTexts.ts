import type { Locale } from '@lexdesk/shared/domain';
import type { NewPolicy } from '../repositories';

// The demo firm's words: its published policies and what its demo litigants write. Plain data, apart from the
// seeding code, so the French typography test (shared/src/i18n/frenchTypography.test.ts) reads them as it reads
// the catalogues. They are a Belgian firm's texts: Belgian law only, in the firm's three languages.

/** The law cases the demo cases are about. */
export type DemoLawCase = 'family.divorce' | 'employment.dismissal' | 'housing.deposit';

const policy = (type: NewPolicy['type'], lang: Locale, parts: readonly string[]): NewPolicy => ({
  type,
  lang,
  content: parts.join(''),
});

/** The demo firm's privacy policy and terms in French, Dutch and English, in the office editor's subset. */
export const DEMO_POLICIES: readonly NewPolicy[] = [
  policy('privacy', 'fr', [
    '<h2>Qui traite vos données ?</h2>',
    '<p>Le Cabinet Démo est responsable du traitement des données que vous lui transmettez par le formulaire de demande. Il les traite pour examiner votre demande et vous recontacter. Il utilise pour cela le service LexDesk, qui agit pour lui comme sous-traitant.</p>',
    '<h2>Sur quelle base ?</h2>',
    "<p>Les mesures précontractuelles prises à votre demande (article 6.1.b du RGPD). Les données relatives à votre santé ou à des infractions que vous choisissez de nous confier sont traitées pour la constatation, l'exercice ou la défense d'un droit en justice (article 9.2.f du RGPD) et pour la défense de vos intérêts par un avocat (article 10 du RGPD et article 10 de la loi du 30 juillet 2018).</p>",
    '<h2>Quelles données ?</h2>',
    '<ul><li>vos nom, prénom, adresse e-mail et numéro de téléphone ;</li><li>vos réponses au questionnaire, la description de votre situation et les documents joints.</li></ul>',
    '<h2>Qui y a accès ?</h2>',
    '<p>Les avocats du cabinet, tenus au secret professionnel. LexDesk conserve les données pour le cabinet sans y avoir accès.</p>',
    '<h2>Combien de temps ?</h2>',
    '<p>Le temps de traiter votre demande et, si le cabinet vous assiste, cinq ans après la fin de sa mission (article 2276bis du Code civil).</p>',
    '<h2>Vos droits</h2>',
    '<p>Vous pouvez demander l\'accès à vos données, leur rectification, leur effacement ou leur portabilité, la limitation de leur traitement, ou vous y opposer, en écrivant à <a href="mailto:accueil@cabinet-demo.test">accueil@cabinet-demo.test</a>. Vous pouvez aussi introduire une réclamation auprès de l\'Autorité de protection des données.</p>',
  ]),
  policy('privacy', 'nl', [
    '<h2>Wie verwerkt uw gegevens?</h2>',
    '<p>Cabinet Démo is verwerkingsverantwoordelijke voor de gegevens die u via het aanvraagformulier bezorgt. Het kantoor verwerkt ze om uw aanvraag te onderzoeken en contact met u op te nemen. Het gebruikt daarvoor de dienst LexDesk, die voor het kantoor als verwerker optreedt.</p>',
    '<h2>Op welke grond?</h2>',
    '<p>De precontractuele maatregelen die op uw verzoek worden genomen (artikel 6.1.b AVG). Gegevens over uw gezondheid of over strafbare feiten die u ons toevertrouwt, worden verwerkt voor de instelling, uitoefening of onderbouwing van een rechtsvordering (artikel 9.2.f AVG) en voor de verdediging van uw belangen door een advocaat (artikel 10 AVG en artikel 10 van de wet van 30 juli 2018).</p>',
    '<h2>Welke gegevens?</h2>',
    '<ul><li>uw naam, voornaam, e-mailadres en telefoonnummer;</li><li>uw antwoorden op de vragenlijst, de beschrijving van uw situatie en de bijgevoegde documenten.</li></ul>',
    '<h2>Wie heeft er toegang toe?</h2>',
    '<p>De advocaten van het kantoor, die gebonden zijn door het beroepsgeheim. LexDesk bewaart de gegevens voor het kantoor zonder er toegang toe te hebben.</p>',
    '<h2>Hoelang?</h2>',
    '<p>Zolang uw aanvraag wordt behandeld en, als het kantoor u bijstaat, vijf jaar na het einde van zijn opdracht (artikel 2276bis van het Burgerlijk Wetboek).</p>',
    '<h2>Uw rechten</h2>',
    '<p>U kunt inzage, verbetering, wissing of overdracht van uw gegevens vragen, of de beperking van de verwerking, of bezwaar maken, door te schrijven naar <a href="mailto:accueil@cabinet-demo.test">accueil@cabinet-demo.test</a>. U kunt ook een klacht indienen bij de Gegevensbeschermingsautoriteit.</p>',
  ]),
  policy('privacy', 'en', [
    '<h2>Who processes your data?</h2>',
    '<p>Cabinet Démo is the controller of the data you send it through the request form. It processes the data to examine your request and contact you again. It uses the LexDesk service for this, which acts as its processor.</p>',
    '<h2>On what basis?</h2>',
    '<p>Steps taken at your request before any engagement (Article 6(1)(b) GDPR). Data about your health or about offences that you choose to share with us are processed to establish, exercise or defend legal claims (Article 9(2)(f) GDPR) and for the defence of your interests by a lawyer (Article 10 GDPR and Article 10 of the Belgian law of 30 July 2018).</p>',
    '<h2>Which data?</h2>',
    '<ul><li>your name, first name, e-mail address and phone number;</li><li>your answers to the questionnaire, the description of your situation and the attached documents.</li></ul>',
    '<h2>Who can see it?</h2>',
    "<p>The firm's lawyers, who are bound by professional secrecy. LexDesk stores the data for the firm without access to it.</p>",
    '<h2>For how long?</h2>',
    '<p>As long as your request is being handled and, if the firm assists you, five years after the end of its engagement (Article 2276bis of the Belgian Civil Code).</p>',
    '<h2>Your rights</h2>',
    '<p>You may ask for access to your data, its correction, erasure or portability, the restriction of its processing, or object to it, by writing to <a href="mailto:accueil@cabinet-demo.test">accueil@cabinet-demo.test</a>. You may also lodge a complaint with the Belgian Data Protection Authority.</p>',
  ]),
  policy('terms', 'fr', [
    '<h2>Objet</h2>',
    "<p>Le formulaire permet de soumettre une demande au Cabinet Démo. L'envoi d'une demande ne crée pas de relation d'avocat à client.</p>",
    '<h2>Délais et urgences</h2>',
    "<p>L'envoi du formulaire n'interrompt ni ne suspend aucun délai de procédure ni aucune prescription. Il ne convient pas aux urgences : si un délai expire bientôt, téléphonez au cabinet.</p>",
    '<h2>Suite donnée</h2>',
    "<p>Le cabinet examine chaque demande et vous indique s'il peut vous assister. Il peut refuser une demande, notamment en cas de conflit d'intérêts.</p>",
    '<h2>Honoraires</h2>',
    "<p>Aucun honoraire n'est dû pour l'envoi de la demande. Les conditions d'une éventuelle intervention vous sont communiquées <strong>avant</strong> tout engagement.</p>",
  ]),
  policy('terms', 'nl', [
    '<h2>Voorwerp</h2>',
    '<p>Met het formulier kunt u een aanvraag voorleggen aan Cabinet Démo. Het versturen van een aanvraag doet geen relatie tussen advocaat en cliënt ontstaan.</p>',
    '<h2>Termijnen en dringende zaken</h2>',
    '<p>Het versturen van het formulier stuit of schorst geen enkele proceduretermijn of verjaring. Het is niet geschikt voor dringende zaken: als een termijn binnenkort verstrijkt, bel dan het kantoor.</p>',
    '<h2>Gevolg</h2>',
    '<p>Het kantoor onderzoekt elke aanvraag en laat u weten of het u kan bijstaan. Het kan een aanvraag weigeren, onder meer bij een belangenconflict.</p>',
    '<h2>Erelonen</h2>',
    '<p>Voor het versturen van de aanvraag is geen ereloon verschuldigd. De voorwaarden van een eventuele tussenkomst worden u meegedeeld <strong>vóór</strong> elke verbintenis.</p>',
  ]),
  policy('terms', 'en', [
    '<h2>Purpose</h2>',
    '<p>The form lets you submit a request to Cabinet Démo. Sending a request does not create a lawyer-client relationship.</p>',
    '<h2>Time limits and emergencies</h2>',
    '<p>Sending the form does not interrupt or suspend any procedural time limit or limitation period. It is not meant for emergencies: if a time limit expires soon, call the firm.</p>',
    '<h2>What happens next</h2>',
    '<p>The firm examines every request and tells you whether it can assist you. It may turn a request down, in particular when there is a conflict of interest.</p>',
    '<h2>Fees</h2>',
    '<p>No fee is due for sending the request. The terms of any engagement are given to you <strong>before</strong> you commit to anything.</p>',
  ]),
];

/** What each demo litigant writes about their situation, per law case and language. */
export const DEMO_STORIES: Readonly<Record<DemoLawCase, Record<Locale, string>>> = {
  'employment.dismissal': {
    fr: "Mon employeur m'a licencié après six ans d'ancienneté, sans motif grave. Le préavis proposé me semble trop court, et ma demande des motifs concrets de mon licenciement est restée sans réponse.",
    en: 'My employer dismissed me after six years of service, without serious cause. The notice offered seems too short, and my request for the specific reasons for my dismissal has gone unanswered.',
    nl: 'Mijn werkgever heeft mij na zes jaar anciënniteit ontslagen, zonder dringende reden. De voorgestelde opzeggingstermijn lijkt mij te kort, en mijn verzoek om de concrete redenen van mijn ontslag bleef onbeantwoord.',
  },
  'family.divorce': {
    fr: 'Nous sommes mariés depuis 2012 et vivons séparément depuis sept mois. Nous avons deux enfants et une maison à Namur.',
    en: 'We have been married since 2012 and have been living apart for seven months. We have two children and a house in Namur.',
    nl: 'Wij zijn sinds 2012 getrouwd en wonen al zeven maanden gescheiden. Wij hebben twee kinderen en een huis in Mechelen.',
  },
  'housing.deposit': {
    fr: "J'ai quitté l'appartement il y a trois mois ; l'état des lieux de sortie ne relevait aucun dégât, mais le propriétaire ne libère pas la garantie locative.",
    en: 'I left the flat three months ago; the check-out inventory noted no damage, but the landlord will not release the rental deposit.',
    nl: 'Ik ben drie maanden geleden verhuisd; de uittredende plaatsbeschrijving vermeldde geen schade, maar de verhuurder geeft de huurwaarborg niet vrij.',
  },
};

/**
 * The free-text answers a questionnaire asks before the story, in order: the dismissed employee's pay and joint
 * committee (200, the auxiliary joint committee for white-collar employees); the deposit (two months of rent, the
 * most a blocked account may hold) and the rent.
 */
export const DEMO_TEXT_ANSWERS: Readonly<Record<DemoLawCase, readonly Record<Locale, string>[]>> = {
  'employment.dismissal': [
    {
      fr: '3 450 € brut, commission paritaire 200',
      en: '€3,450 gross, joint committee 200',
      nl: '€ 3.450 bruto, paritair comité 200',
    },
  ],
  'family.divorce': [],
  'housing.deposit': [
    { fr: '1 650 €', en: '€1,650', nl: '€ 1.650' },
    { fr: '825 € par mois', en: '€825 a month', nl: '€ 825 per maand' },
  ],
};
