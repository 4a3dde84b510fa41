import type { LexDeskLegalText, Locale } from '@lexdesk/shared/core';

/** One titled part of a legal text: its paragraphs, in order. */
export interface LegalTextPart {
  heading: string;
  paragraphs: readonly string[];
}

type LegalTexts = Record<LexDeskLegalText, readonly LegalTextPart[]>;

// LexDesk's own legal texts, as the product page publishes them. They describe what the code does (the three
// cookies of api/src/plugins/sessions.ts and api/src/services/auth.ts, the data the API stores); they are not
// legal advice. Versions and dates are in shared/src/domain/legalTexts.ts: a change here is a new version there.
const fr: LegalTexts = {
  terms: [
    {
      heading: 'Objet',
      paragraphs: [
        "Les présentes conditions générales d'utilisation encadrent l'accès à LexDesk, un service en ligne de gestion des demandes de clients destiné aux cabinets d'avocats, et son utilisation par les avocats qu'un cabinet y invite.",
        "En créant un compte, vous acceptez ces conditions au nom de votre cabinet. Si vous n'êtes pas habilité à engager votre cabinet, ne créez pas de compte.",
      ],
    },
    {
      heading: 'Compte et accès',
      paragraphs: [
        "La personne qui crée le compte devient l'administrateur du cabinet. Elle invite les autres avocats et peut retirer leur accès.",
        "Chaque utilisateur garde son mot de passe secret et nous signale sans tarder tout usage de son compte qu'il n'a pas autorisé. Les actions faites avec un compte sont réputées faites par son titulaire.",
      ],
    },
    {
      heading: "Période d'essai et abonnement",
      paragraphs: [
        "Un nouveau cabinet bénéficie d'une période d'essai gratuite de 30 jours. Au-delà, l'utilisation suppose un abonnement aux conditions tarifaires communiquées avant la souscription.",
      ],
    },
    {
      heading: 'Utilisation du service',
      paragraphs: [
        "Le cabinet utilise LexDesk dans le respect de la loi et de ses règles déontologiques. Il reste seul responsable du contenu des demandes qu'il reçoit, des réponses qu'il donne et du formulaire qu'il publie sur son site.",
        "Il est interdit de tenter d'accéder aux données d'un autre cabinet, de perturber le service ou d'y déposer des fichiers malveillants.",
      ],
    },
    {
      heading: 'Données et confidentialité',
      paragraphs: [
        'Les données des demandes appartiennent au cabinet. LexDesk les traite uniquement pour fournir le service, comme sous-traitant au sens du RGPD, dans les conditions décrites par la charte de vie privée.',
      ],
    },
    {
      heading: 'Disponibilité et responsabilité',
      paragraphs: [
        'Nous faisons le nécessaire pour que le service soit disponible et sauvegardé, sans pouvoir garantir une disponibilité ininterrompue. Les opérations de maintenance sont annoncées autant que possible.',
        'Notre responsabilité est limitée aux dommages directs prouvés, à concurrence des montants payés par le cabinet au cours des douze derniers mois, sauf faute intentionnelle ou lourde.',
      ],
    },
    {
      heading: 'Fin du contrat',
      paragraphs: [
        "Le cabinet peut cesser d'utiliser LexDesk à tout moment. À la fin du contrat, il peut demander l'export de ses données pendant 30 jours, après quoi elles sont effacées.",
      ],
    },
    {
      heading: 'Modifications, droit applicable',
      paragraphs: [
        'Une nouvelle version de ces conditions est annoncée dans le service avant son entrée en vigueur. Ces conditions sont régies par le droit belge. Tout litige relève des tribunaux de Bruxelles.',
      ],
    },
  ],
  privacy: [
    {
      heading: 'Qui traite vos données',
      paragraphs: [
        'Pour les comptes des avocats et des cabinets (nom, email, langue, photo de profil, journal de connexion), LexDesk est responsable du traitement.',
        "Pour les demandes que les justiciables envoient à un cabinet (coordonnées, réponses au questionnaire, fichiers joints), le cabinet est responsable du traitement et LexDesk agit comme son sous-traitant, au sens de l'article 28 du RGPD. Nous ne les utilisons que pour fournir le service au cabinet et selon ses instructions.",
      ],
    },
    {
      heading: 'Pourquoi et sur quelle base',
      paragraphs: [
        "Nous traitons les données des comptes pour exécuter le contrat avec le cabinet (article 6.1.b du RGPD) et, pour la sécurité du service (limitation des tentatives de connexion, détection d'un nouvel appareil), sur la base de notre intérêt légitime (article 6.1.f).",
        "Nous n'utilisons aucune donnée à des fins publicitaires et n'en vendons aucune.",
      ],
    },
    {
      heading: 'Durée de conservation',
      paragraphs: [
        "Les données d'un compte sont conservées tant que le compte existe. Les demandes et leurs fichiers sont conservés tant que le cabinet ne les supprime pas, et au plus 30 jours après la fin du contrat. Les sessions expirent après 2 heures d'inactivité et au plus tard après 12 heures.",
      ],
    },
    {
      heading: 'Destinataires et hébergement',
      paragraphs: [
        "Les données sont hébergées dans l'Union européenne. Seuls les membres du cabinet concerné y ont accès dans le service. Nos prestataires techniques (hébergement, envoi des emails) sont liés par un contrat de sous-traitance et ne reçoivent que ce qui est nécessaire à leur mission.",
      ],
    },
    {
      heading: 'Sécurité',
      paragraphs: [
        'Les échanges sont chiffrés (HTTPS), les mots de passe ne sont conservés que sous forme hachée et chaque cabinet ne voit que ses propres données.',
      ],
    },
    {
      heading: 'Vos droits',
      paragraphs: [
        "Vous pouvez demander l'accès à vos données, leur rectification, leur effacement, leur portabilité, la limitation de leur traitement, ou vous opposer à un traitement fondé sur notre intérêt légitime. Un justiciable s'adresse d'abord au cabinet à qui il a envoyé sa demande. Nous l'aiderons à répondre.",
        "Pour exercer vos droits, écrivez à privacy@lexdesk.be. Nous répondons dans un délai d'un mois. Vous pouvez aussi introduire une réclamation auprès de l'Autorité de protection des données (www.autoriteprotectiondonnees.be).",
      ],
    },
  ],
  cookies: [
    {
      heading: 'Les seuls cookies utilisés',
      paragraphs: [
        "LexDesk ne dépose que des cookies strictement nécessaires au fonctionnement et à la sécurité du service. Il n'utilise aucun cookie de mesure d'audience, de publicité ou de réseau social. C'est pourquoi aucun bandeau ne vous demande votre consentement.",
      ],
    },
    {
      heading: 'lexdesk_session',
      paragraphs: [
        "Garde votre session ouverte pendant que vous utilisez le service. Inaccessible aux scripts de la page, il expire après 2 heures d'inactivité, au plus tard après 12 heures, ou quand vous vous déconnectez.",
      ],
    },
    {
      heading: 'XSRF-TOKEN',
      paragraphs: [
        "Prouve que les actions envoyées au serveur viennent bien des pages de LexDesk et non d'un autre site (protection contre la falsification de requêtes). Il suit la durée de la session.",
      ],
    },
    {
      heading: 'lexdesk_device',
      paragraphs: [
        "Reconnaît un navigateur depuis lequel vous vous êtes déjà connecté, pour que vous puissiez encore vous connecter quand des tentatives répétées venues d'ailleurs bloquent temporairement votre compte. Il contient un identifiant aléatoire et expire après un an.",
      ],
    },
    {
      heading: 'Les gérer',
      paragraphs: [
        'Vous pouvez supprimer ces cookies dans les réglages de votre navigateur. Sans eux, vous ne pourrez pas vous connecter.',
      ],
    },
  ],
  notices: [
    {
      heading: 'Éditeur',
      paragraphs: [
        'LexDesk est un service édité par LexDesk SRL, société de droit belge établie à Bruxelles. Contact : hello@lexdesk.be.',
      ],
    },
    {
      heading: 'Hébergement',
      paragraphs: ["Le service et ses données sont hébergés dans l'Union européenne."],
    },
    {
      heading: 'Propriété intellectuelle',
      paragraphs: [
        'Le logiciel, la marque et les textes de LexDesk sont protégés. Les contenus publiés par les cabinets (textes juridiques, formulaires, documents) restent leur propriété.',
      ],
    },
    {
      heading: 'Signaler un problème',
      paragraphs: ['Pour signaler un contenu illicite ou une faille de sécurité, écrivez à security@lexdesk.be.'],
    },
  ],
};

const en: LegalTexts = {
  terms: [
    {
      heading: 'Purpose',
      paragraphs: [
        'These terms of use govern access to LexDesk, an online service for managing client requests built for law firms, and its use by the lawyers a firm invites.',
        'By creating an account you accept these terms on behalf of your firm. If you may not bind your firm, do not create an account.',
      ],
    },
    {
      heading: 'Account and access',
      paragraphs: [
        "The person who creates the account becomes the firm's administrator. They invite the other lawyers and can remove their access.",
        'Each user keeps their password secret and tells us without delay of any use of their account they did not authorise. Actions taken with an account are deemed taken by its holder.',
      ],
    },
    {
      heading: 'Trial and subscription',
      paragraphs: [
        'A new firm gets a free 30-day trial. After that, use requires a subscription at the prices shown before subscribing.',
      ],
    },
    {
      heading: 'Use of the service',
      paragraphs: [
        'The firm uses LexDesk lawfully and in line with its professional rules. It alone is responsible for the content of the requests it receives, the answers it gives and the form it publishes on its website.',
        "Trying to reach another firm's data, disrupting the service or uploading malicious files is forbidden.",
      ],
    },
    {
      heading: 'Data and confidentiality',
      paragraphs: [
        'The data of the requests belongs to the firm. LexDesk processes it only to provide the service, as a processor under the GDPR, as the privacy policy describes.',
      ],
    },
    {
      heading: 'Availability and liability',
      paragraphs: [
        'We do what is needed to keep the service available and backed up, but cannot promise uninterrupted availability. Maintenance is announced whenever possible.',
        'Our liability is limited to proven direct damage, up to the amounts the firm paid in the last twelve months, except for wilful misconduct or gross negligence.',
      ],
    },
    {
      heading: 'End of the contract',
      paragraphs: [
        'The firm may stop using LexDesk at any time. When the contract ends, it may ask for an export of its data for 30 days, after which the data is erased.',
      ],
    },
    {
      heading: 'Changes, governing law',
      paragraphs: [
        'A new version of these terms is announced in the service before it takes effect. These terms are governed by Belgian law. The courts of Brussels have jurisdiction over any dispute.',
      ],
    },
  ],
  privacy: [
    {
      heading: 'Who processes your data',
      paragraphs: [
        'For the accounts of lawyers and firms (name, email, language, profile picture, sign-in log), LexDesk is the controller.',
        'For the requests litigants send to a firm (contact details, answers to the questionnaire, attached files), the firm is the controller and LexDesk acts as its processor under Article 28 GDPR. We use them only to provide the service to the firm and on its instructions.',
      ],
    },
    {
      heading: 'Why and on what basis',
      paragraphs: [
        'We process account data to perform the contract with the firm (Article 6(1)(b) GDPR) and, for the security of the service (limiting sign-in attempts, noticing a new device), on the basis of our legitimate interest (Article 6(1)(f)).',
        'We use no data for advertising and sell none.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'Account data is kept while the account exists. Requests and their files are kept until the firm deletes them, and at most 30 days after the contract ends. Sessions expire after 2 hours of inactivity and at the latest after 12 hours.',
      ],
    },
    {
      heading: 'Recipients and hosting',
      paragraphs: [
        'The data is hosted in the European Union. In the service, only the members of the firm concerned can see it. Our technical providers (hosting, sending emails) are bound by a processing agreement and receive only what their task needs.',
      ],
    },
    {
      heading: 'Security',
      paragraphs: [
        'Traffic is encrypted (HTTPS), passwords are stored only as hashes and each firm sees only its own data.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'You may ask for access to your data, its correction, erasure or portability, the restriction of its processing, or object to processing based on our legitimate interest. A litigant first contacts the firm they sent their request to; we help the firm answer.',
        'To exercise your rights, write to privacy@lexdesk.be. We answer within one month. You may also lodge a complaint with the Belgian Data Protection Authority (www.dataprotectionauthority.be).',
      ],
    },
  ],
  cookies: [
    {
      heading: 'The only cookies used',
      paragraphs: [
        'LexDesk sets only cookies that are strictly necessary for the service to work and stay secure. It uses no analytics, advertising or social media cookies. That is why no banner asks for your consent.',
      ],
    },
    {
      heading: 'lexdesk_session',
      paragraphs: [
        "Keeps you signed in while you use the service. Out of reach of the page's scripts, it expires after 2 hours of inactivity, at the latest after 12 hours, or when you sign out.",
      ],
    },
    {
      heading: 'XSRF-TOKEN',
      paragraphs: [
        "Proves that the actions sent to the server come from LexDesk's own pages and not from another site (protection against request forgery). It lasts as long as the session.",
      ],
    },
    {
      heading: 'lexdesk_device',
      paragraphs: [
        'Recognises a browser you have signed in from before, so that you can still sign in while repeated attempts from elsewhere have locked your account for a while. It holds a random identifier and expires after one year.',
      ],
    },
    {
      heading: 'Managing them',
      paragraphs: ["You can delete these cookies in your browser's settings. Without them you cannot sign in."],
    },
  ],
  notices: [
    {
      heading: 'Publisher',
      paragraphs: [
        'LexDesk is published by LexDesk SRL, a Belgian company based in Brussels. Contact: hello@lexdesk.be.',
      ],
    },
    {
      heading: 'Hosting',
      paragraphs: ['The service and its data are hosted in the European Union.'],
    },
    {
      heading: 'Intellectual property',
      paragraphs: [
        "LexDesk's software, brand and texts are protected. The content firms publish (legal texts, forms, documents) remains theirs.",
      ],
    },
    {
      heading: 'Reporting a problem',
      paragraphs: ['To report unlawful content or a security flaw, write to security@lexdesk.be.'],
    },
  ],
};

const nl: LegalTexts = {
  terms: [
    {
      heading: 'Voorwerp',
      paragraphs: [
        'Deze gebruiksvoorwaarden regelen de toegang tot LexDesk, een onlinedienst voor het beheer van cliëntaanvragen voor advocatenkantoren, en het gebruik ervan door de advocaten die een kantoor uitnodigt.',
        'Door een account aan te maken aanvaardt u deze voorwaarden namens uw kantoor. Als u uw kantoor niet mag verbinden, maak dan geen account aan.',
      ],
    },
    {
      heading: 'Account en toegang',
      paragraphs: [
        'Wie het account aanmaakt, wordt beheerder van het kantoor. Die nodigt de andere advocaten uit en kan hun toegang intrekken.',
        'Elke gebruiker houdt zijn wachtwoord geheim en meldt ons onverwijld elk gebruik van zijn account dat hij niet heeft toegestaan. Handelingen met een account gelden als handelingen van de houder ervan.',
      ],
    },
    {
      heading: 'Proefperiode en abonnement',
      paragraphs: [
        'Een nieuw kantoor krijgt een gratis proefperiode van 30 dagen. Daarna vereist het gebruik een abonnement tegen de prijzen die vóór de inschrijving worden meegedeeld.',
      ],
    },
    {
      heading: 'Gebruik van de dienst',
      paragraphs: [
        'Het kantoor gebruikt LexDesk met respect voor de wet en zijn deontologische regels. Het is als enige verantwoordelijk voor de inhoud van de aanvragen die het ontvangt, de antwoorden die het geeft en het formulier dat het op zijn website plaatst.',
        'Het is verboden te proberen de gegevens van een ander kantoor in te zien, de dienst te verstoren of kwaadaardige bestanden te uploaden.',
      ],
    },
    {
      heading: 'Gegevens en vertrouwelijkheid',
      paragraphs: [
        'De gegevens van de aanvragen behoren het kantoor toe. LexDesk verwerkt ze alleen om de dienst te leveren, als verwerker in de zin van de AVG, zoals het privacybeleid beschrijft.',
      ],
    },
    {
      heading: 'Beschikbaarheid en aansprakelijkheid',
      paragraphs: [
        'We doen het nodige om de dienst beschikbaar en geback-upt te houden, maar kunnen geen ononderbroken beschikbaarheid beloven. Onderhoud wordt zoveel mogelijk vooraf aangekondigd.',
        'Onze aansprakelijkheid is beperkt tot bewezen directe schade, tot het bedrag dat het kantoor de voorbije twaalf maanden heeft betaald, behalve bij opzet of grove fout.',
      ],
    },
    {
      heading: 'Einde van de overeenkomst',
      paragraphs: [
        'Het kantoor kan op elk moment stoppen met LexDesk. Na het einde van de overeenkomst kan het gedurende 30 dagen een export van zijn gegevens vragen, waarna ze worden gewist.',
      ],
    },
    {
      heading: 'Wijzigingen, toepasselijk recht',
      paragraphs: [
        'Een nieuwe versie van deze voorwaarden wordt in de dienst aangekondigd voordat ze ingaat. Op deze voorwaarden is het Belgisch recht van toepassing. Geschillen behoren tot de bevoegdheid van de rechtbanken van Brussel.',
      ],
    },
  ],
  privacy: [
    {
      heading: 'Wie uw gegevens verwerkt',
      paragraphs: [
        'Voor de accounts van advocaten en kantoren (naam, e-mail, taal, profielfoto, aanmeldlogboek) is LexDesk de verwerkingsverantwoordelijke.',
        'Voor de aanvragen die rechtzoekenden naar een kantoor sturen (contactgegevens, antwoorden op de vragenlijst, bijgevoegde bestanden) is het kantoor de verwerkingsverantwoordelijke en treedt LexDesk op als zijn verwerker in de zin van artikel 28 AVG. We gebruiken ze alleen om de dienst aan het kantoor te leveren en volgens zijn instructies.',
      ],
    },
    {
      heading: 'Waarom en op welke grond',
      paragraphs: [
        'We verwerken accountgegevens om de overeenkomst met het kantoor uit te voeren (artikel 6.1.b AVG) en, voor de beveiliging van de dienst (beperking van aanmeldpogingen, herkenning van een nieuw toestel), op grond van ons gerechtvaardigd belang (artikel 6.1.f).',
        'We gebruiken geen gegevens voor reclame en verkopen er geen.',
      ],
    },
    {
      heading: 'Bewaartermijn',
      paragraphs: [
        'Accountgegevens worden bewaard zolang het account bestaat. Aanvragen en hun bestanden worden bewaard tot het kantoor ze verwijdert, en ten hoogste 30 dagen na het einde van de overeenkomst. Sessies verlopen na 2 uur inactiviteit en uiterlijk na 12 uur.',
      ],
    },
    {
      heading: 'Ontvangers en hosting',
      paragraphs: [
        'De gegevens worden gehost in de Europese Unie. In de dienst zien alleen de leden van het betrokken kantoor ze. Onze technische dienstverleners (hosting, verzending van e-mails) zijn gebonden door een verwerkersovereenkomst en krijgen alleen wat hun opdracht vereist.',
      ],
    },
    {
      heading: 'Beveiliging',
      paragraphs: [
        'Het verkeer is versleuteld (HTTPS), wachtwoorden worden alleen gehasht bewaard en elk kantoor ziet alleen zijn eigen gegevens.',
      ],
    },
    {
      heading: 'Uw rechten',
      paragraphs: [
        'U kunt inzage in uw gegevens vragen, verbetering, wissing of overdraagbaarheid ervan, beperking van de verwerking, of bezwaar maken tegen een verwerking op grond van ons gerechtvaardigd belang. Een rechtzoekende richt zich eerst tot het kantoor waarnaar hij zijn aanvraag stuurde; wij helpen het kantoor antwoorden.',
        'Om uw rechten uit te oefenen, schrijft u naar privacy@lexdesk.be. We antwoorden binnen een maand. U kunt ook een klacht indienen bij de Gegevensbeschermingsautoriteit (www.gegevensbeschermingsautoriteit.be).',
      ],
    },
  ],
  cookies: [
    {
      heading: 'De enige gebruikte cookies',
      paragraphs: [
        'LexDesk plaatst alleen cookies die strikt nodig zijn voor de werking en de beveiliging van de dienst. Het gebruikt geen cookies voor statistieken, reclame of sociale netwerken. Daarom vraagt geen banner om uw toestemming.',
      ],
    },
    {
      heading: 'lexdesk_session',
      paragraphs: [
        'Houdt u aangemeld terwijl u de dienst gebruikt. Scripts op de pagina kunnen er niet bij; hij verloopt na 2 uur inactiviteit, uiterlijk na 12 uur, of wanneer u zich afmeldt.',
      ],
    },
    {
      heading: 'XSRF-TOKEN',
      paragraphs: [
        "Bewijst dat de handelingen die naar de server gaan van de pagina's van LexDesk zelf komen en niet van een andere site (bescherming tegen vervalste verzoeken). Hij duurt zo lang als de sessie.",
      ],
    },
    {
      heading: 'lexdesk_device',
      paragraphs: [
        'Herkent een browser waarmee u zich eerder hebt aangemeld, zodat u zich nog kunt aanmelden wanneer herhaalde pogingen van elders uw account tijdelijk blokkeren. Hij bevat een willekeurige code en verloopt na een jaar.',
      ],
    },
    {
      heading: 'Ze beheren',
      paragraphs: [
        'U kunt deze cookies wissen in de instellingen van uw browser. Zonder deze cookies kunt u zich niet aanmelden.',
      ],
    },
  ],
  notices: [
    {
      heading: 'Uitgever',
      paragraphs: [
        'LexDesk wordt uitgegeven door LexDesk SRL, een Belgische vennootschap gevestigd in Brussel. Contact: hello@lexdesk.be.',
      ],
    },
    {
      heading: 'Hosting',
      paragraphs: ['De dienst en zijn gegevens worden gehost in de Europese Unie.'],
    },
    {
      heading: 'Intellectuele eigendom',
      paragraphs: [
        'De software, het merk en de teksten van LexDesk zijn beschermd. De inhoud die kantoren publiceren (juridische teksten, formulieren, documenten) blijft van hen.',
      ],
    },
    {
      heading: 'Een probleem melden',
      paragraphs: ['Om onwettige inhoud of een beveiligingslek te melden, schrijft u naar security@lexdesk.be.'],
    },
  ],
};

/** LexDesk's legal texts in every language, exported whole for the catalogue typography test. */
export const legalTexts: Record<Locale, LegalTexts> = { fr, en, nl };
