import type { LexDeskLegalText, Locale } from '@lexdesk/shared/core';
import type { LegalNotice, Subprocessor } from '@lexdesk/shared/contract';

/**
 * Where a part shows the operator's details, from GET /api/public/legal-notice (the LEXDESK_OPERATOR_* settings):
 * the publisher, the hosting provider, the sub-processors. The page renders them; a missing value says so.
 */
export type LegalTextSlot = 'publisher' | 'hosting' | 'subprocessors';

/** One titled part of a legal text: its paragraphs, in order, then a list and the operator's details if any. */
export interface LegalTextPart {
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
  slot?: LegalTextSlot;
  /** The first part of an annex: the page shows the annex's title above it. */
  annex?: string;
}

type LegalTexts = Record<LexDeskLegalText, readonly LegalTextPart[]>;

// LexDesk's own legal texts. They describe what the code does: the three cookies of api/src/plugins/sessions.ts and
// api/src/services/auth.ts, the data the API stores, litigants' files out of the provider's reach, and the provider
// staff's access to a firm's private library documents, allowed only to process them and recorded in the access
// log the firm's administrator reads in the office screens (api/src/services/documentAccessLog.ts: what is recorded,
// by whom, and what is not). They are not legal advice: ARCHITECTURE.md lists their
// sources and what remains to be checked. Versions and dates are in shared/src/domain/legalTexts.ts: a change here
// is a new version there.
const fr: LegalTexts = {
  terms: [
    {
      heading: 'Objet et parties',
      paragraphs: [
        "Les présentes conditions générales d'utilisation régissent l'accès à LexDesk, un service en ligne de gestion des demandes de clients destiné aux cabinets d'avocats, et son utilisation par les avocats qu'un cabinet y invite. LexDesk est exploité par la personne identifiée dans les mentions légales (ci-après « l'exploitant » ou « nous »).",
        "En créant un compte, vous acceptez ces conditions, et l'accord de traitement des données qui leur est annexé, au nom de votre cabinet. Si vous n'êtes pas habilité à engager votre cabinet, ne créez pas de compte.",
      ],
    },
    {
      heading: 'Un service réservé aux professionnels',
      paragraphs: [
        "LexDesk s'adresse exclusivement aux avocats et aux cabinets d'avocats, qui l'utilisent à des fins professionnelles. Il n'est pas proposé aux consommateurs.",
        "Les justiciables qui remplissent le formulaire d'un cabinet ne sont pas parties à ces conditions : leur demande est adressée au cabinet, qui seul y répond.",
      ],
    },
    {
      heading: 'Compte et accès',
      paragraphs: [
        "La personne qui crée le compte devient l'administrateur du cabinet. Elle invite les autres avocats et peut retirer leur accès.",
        "Le cabinet répond des avocats et des collaborateurs qu'il invite : il veille à ce qu'ils respectent ces conditions et assume à notre égard les obligations qui en découlent, comme s'il avait agi lui-même.",
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
      heading: 'Secret professionnel',
      paragraphs: [
        "Les demandes que le cabinet reçoit, les réponses qu'il donne et les documents qu'il conserve dans LexDesk sont couverts par le secret professionnel de l'avocat. L'exploitant agit comme auxiliaire technique du cabinet : il ne traite ces informations que pour fournir le service au cabinet, n'en fait aucun autre usage et impose la même discrétion à son personnel et à ses sous-traitants.",
        "Les dossiers des justiciables (leurs demandes et les fichiers qu'ils envoient par le formulaire) restent hors de portée du personnel de l'exploitant. Les documents que le cabinet garde privés dans sa bibliothèque ne sont consultés par le personnel de l'exploitant que pour les traiter (classement, étiquetage, anonymisation) ; chaque fois qu'un membre de ce personnel en ouvre la fiche, en lit le texte, le prévisualise, le télécharge ou le modifie, une ligne est inscrite dans le journal d'accès que l'administrateur du cabinet consulte dans les écrans du cabinet, sous « Journal d'accès ».",
        "Si une autorité (police, parquet, juge d'instruction, administration) demande à l'exploitant des données d'un cabinet, l'exploitant en informe immédiatement le cabinet, sauf si la loi le lui interdit, afin que celui-ci puisse saisir son bâtonnier. Il invoque le secret professionnel, invite l'autorité à s'adresser au cabinet et ne communique que ce qu'une décision contraignante et régulière l'oblige à communiquer.",
      ],
    },
    {
      heading: 'Données personnelles',
      paragraphs: [
        "Pour les données que le cabinet traite dans LexDesk, l'exploitant est son sous-traitant au sens de l'article 28 du RGPD : l'accord de traitement des données annexé à ces conditions en fait partie. La charte de vie privée décrit les traitements dont l'exploitant est lui-même responsable.",
      ],
    },
    {
      heading: 'Contenus hébergés et signalements',
      paragraphs: [
        "LexDesk est un service d'hébergement au sens du règlement (UE) 2022/2065 sur les services numériques. L'adresse de contact des mentions légales est notre point de contact unique, pour les autorités comme pour les utilisateurs ; nous y répondons en français, en néerlandais et en anglais.",
        "Toute personne peut nous y signaler un contenu qu'elle estime illicite, en indiquant les raisons du signalement, l'adresse exacte du contenu, ses nom et adresse e-mail et une déclaration attestant sa bonne foi. Nous accusons réception du signalement, le traitons avec diligence et objectivité, et informons son auteur de notre décision.",
        "Si nous retirons un contenu d'un cabinet ou en restreignons l'accès, nous l'en informons en motivant la décision et en indiquant ses voies de recours. Nous avertissons les autorités compétentes de toute information laissant soupçonner une infraction qui menace la vie ou la sécurité de personnes.",
      ],
    },
    {
      heading: 'Disponibilité et responsabilité',
      paragraphs: [
        'Nous faisons le nécessaire pour que le service soit disponible et sauvegardé, sans pouvoir garantir une disponibilité ininterrompue. Les opérations de maintenance sont annoncées autant que possible.',
        "Notre responsabilité est limitée aux dommages directs prouvés, à concurrence des montants payés par le cabinet au cours des douze derniers mois. Cette limite ne s'applique pas en cas de dol, de faute intentionnelle ou lourde, ni aux manquements à la confidentialité, au secret professionnel, à la sécurité des données ou à la protection des données personnelles.",
      ],
    },
    {
      heading: 'Modification des conditions',
      paragraphs: [
        "Nous ne modifions ces conditions que pour une raison valable (une évolution du service, de la loi ou des exigences de sécurité). Toute modification est annoncée par e-mail à l'administrateur du cabinet au moins 30 jours avant son entrée en vigueur.",
        "Le cabinet qui n'accepte pas la modification peut résilier son abonnement sans frais avant son entrée en vigueur ; la modification ne lui est alors pas appliquée. Le prix d'une période d'abonnement déjà commencée ne change pas.",
      ],
    },
    {
      heading: 'Fin du contrat',
      paragraphs: [
        "Le cabinet peut cesser d'utiliser LexDesk à tout moment. À la fin du contrat, il peut demander l'export de ses données pendant 30 jours, après quoi elles sont effacées, comme le prévoit l'accord de traitement des données.",
      ],
    },
    {
      heading: 'Droit applicable et juridiction',
      paragraphs: [
        "Ces conditions sont régies par le droit belge. Tout litige relève de la compétence exclusive des cours et tribunaux de l'arrondissement judiciaire de Bruxelles.",
      ],
    },
    {
      annex: 'Annexe – Accord de traitement des données (article 28 du RGPD)',
      heading: '1. Objet, durée et parties',
      paragraphs: [
        "Le cabinet, responsable du traitement, confie à l'exploitant, sous-traitant, le traitement des données personnelles qu'il gère dans LexDesk. Cet accord s'applique pendant toute la durée du contrat et jusqu'à l'effacement des données prévu au point 10.",
      ],
    },
    {
      heading: '2. Nature et finalité du traitement',
      paragraphs: [
        "L'exploitant héberge et conserve les données, les affiche aux membres du cabinet, envoie les notifications par e-mail, extrait le texte des documents de la bibliothèque et les indexe pour la recherche. Il le fait uniquement pour fournir le service au cabinet.",
      ],
    },
    {
      heading: '3. Données et personnes concernées',
      paragraphs: [
        "Les personnes concernées sont les justiciables qui s'adressent au cabinet et les personnes dont ils parlent (parties adverses, enfants, témoins), ainsi que les personnes citées dans les documents de la bibliothèque. Les données sont leurs coordonnées, les faits qu'ils décrivent et les documents qu'ils joignent.",
        "Ces données peuvent comprendre des catégories particulières : des données de santé (article 9 du RGPD), des données relatives à des infractions ou à des condamnations pénales (article 10 du RGPD) et des données concernant des mineurs. Le cabinet les traite pour la constatation, l'exercice ou la défense d'un droit en justice (article 9.2.f du RGPD) et, pour les données pénales, dans les limites de l'article 10 de la loi du 30 juillet 2018 relative à la protection des personnes physiques à l'égard des traitements de données à caractère personnel. L'exploitant n'en fait aucun usage propre.",
      ],
    },
    {
      heading: '4. Instructions du cabinet',
      paragraphs: [
        "L'exploitant ne traite les données que sur instruction documentée du cabinet : ces conditions et l'usage que le cabinet fait des fonctions du service. Il informe le cabinet s'il estime qu'une instruction enfreint le droit de la protection des données. Si le droit de l'Union ou le droit belge l'oblige à un traitement, il en informe le cabinet au préalable, sauf si ce droit l'interdit.",
      ],
    },
    {
      heading: '5. Confidentialité',
      paragraphs: [
        'Seules les personnes qui en ont besoin pour le service ont accès aux données ; elles sont tenues à la confidentialité par contrat ou par la loi, et au respect du secret professionnel décrit dans les conditions.',
      ],
    },
    {
      heading: '6. Sécurité',
      paragraphs: ["L'exploitant met en œuvre des mesures adaptées au risque (article 32 du RGPD), notamment :"],
      list: [
        'le chiffrement des échanges (HTTPS) ;',
        'des mots de passe conservés uniquement sous forme hachée et une limitation des tentatives de connexion ;',
        "le cloisonnement des données de chaque cabinet et des droits d'accès selon le rôle de chacun ;",
        "des dossiers de justiciables hors de portée du personnel de l'exploitant, et un journal de chaque ouverture, lecture, prévisualisation, téléchargement ou modification par celui-ci d'un document privé de la bibliothèque, consultable par l'administrateur du cabinet ;",
        'des sauvegardes régulières.',
      ],
    },
    {
      heading: '7. Sous-traitants ultérieurs',
      paragraphs: [
        "Le cabinet autorise l'exploitant à recourir aux sous-traitants ultérieurs énumérés ci-dessous. L'exploitant annonce par e-mail à l'administrateur du cabinet tout ajout ou remplacement au moins 30 jours à l'avance ; le cabinet peut s'y opposer et, à défaut de solution, résilier sans frais. L'exploitant impose à chaque sous-traitant ultérieur les obligations du présent accord et reste responsable envers le cabinet de leur respect.",
      ],
      slot: 'subprocessors',
    },
    {
      heading: "8. Transferts hors de l'Union européenne",
      paragraphs: [
        "Les données du cabinet et des justiciables sont hébergées dans l'Union européenne et n'en sortent pas. Seul le prestataire de paiement, Stripe, qui ne reçoit que les données de facturation du cabinet, peut les transférer aux États-Unis ; ces transferts reposent sur la décision d'adéquation de la Commission européenne du 10 juillet 2023 (cadre de protection des données UE–États-Unis) et, à défaut, sur les clauses contractuelles types de la Commission.",
      ],
    },
    {
      heading: '9. Assistance au cabinet',
      paragraphs: [
        "L'exploitant aide le cabinet à répondre aux demandes d'exercice des droits des personnes concernées et lui transmet sans délai celles qu'il reçoit. Il l'aide à assurer la sécurité du traitement, à réaliser une analyse d'impact et à consulter l'autorité de contrôle lorsque c'est nécessaire.",
        "Il notifie au cabinet toute violation de données personnelles dans les meilleurs délais, et au plus tard 48 heures après en avoir pris connaissance, avec les informations dont le cabinet a besoin pour la notifier à l'Autorité de protection des données et, le cas échéant, aux personnes concernées.",
      ],
    },
    {
      heading: '10. Fin du traitement',
      paragraphs: [
        "À la fin du contrat, le cabinet peut exporter ses données pendant 30 jours. L'exploitant les efface ensuite, copies comprises ; les sauvegardes sont effacées à l'expiration de leur cycle de conservation. Seules les données qu'une loi oblige à conserver sont gardées, pour la durée qu'elle impose.",
      ],
    },
    {
      heading: '11. Audits',
      paragraphs: [
        "L'exploitant met à la disposition du cabinet les informations nécessaires pour démontrer le respect de cet accord. Il permet au cabinet, ou à un auditeur tenu à la confidentialité qu'il mandate, de réaliser des audits, y compris des inspections, moyennant un préavis de 30 jours, une fois par an au plus sauf après une violation de données, aux frais du cabinet.",
      ],
    },
  ],
  privacy: [
    {
      heading: 'Qui traite vos données',
      paragraphs: [
        "Pour les comptes des avocats et des cabinets (nom, e-mail, langue, photo de profil, journal de connexion) et pour la facturation, l'exploitant de LexDesk, identifié dans les mentions légales, est responsable du traitement.",
        "Pour les demandes que les justiciables envoient à un cabinet (coordonnées, réponses au questionnaire, fichiers joints) et pour les documents de sa bibliothèque, le cabinet est responsable du traitement et l'exploitant agit comme son sous-traitant, au sens de l'article 28 du RGPD, selon l'accord de traitement des données annexé aux conditions générales. La charte de vie privée du cabinet s'applique à ces données.",
      ],
    },
    {
      heading: 'Pourquoi et sur quelle base',
      paragraphs: [
        "Lorsqu'un avocat souscrit en son nom propre, nous traitons les données de son compte pour exécuter le contrat (article 6.1.b du RGPD). Lorsqu'un administrateur souscrit pour un cabinet, et pour les avocats que le cabinet invite, qui ne sont pas eux-mêmes parties au contrat, la base est l'intérêt légitime du cabinet et de l'exploitant à leur donner accès au service souscrit (article 6.1.f).",
        "La sécurité du service (limitation des tentatives de connexion, reconnaissance d'un appareil déjà utilisé) repose sur notre intérêt légitime (article 6.1.f). Les données de facturation sont traitées pour exécuter le contrat et respecter nos obligations comptables et fiscales (article 6.1.c).",
        "Nous n'utilisons aucune donnée à des fins publicitaires et n'en vendons aucune.",
      ],
    },
    {
      heading: 'Les dossiers des justiciables',
      paragraphs: [
        "Les demandes reçues par le formulaire d'un cabinet et les fichiers qui les accompagnent ne sont visibles que des membres de ce cabinet. Le personnel de l'exploitant n'y a pas accès.",
        "Ces demandes peuvent contenir des données de santé, des données relatives à des infractions ou des données concernant des mineurs. Le cabinet les traite pour préparer la défense des droits de ses clients (articles 9.2.f et 10 du RGPD) ; l'exploitant ne les traite que pour lui.",
      ],
    },
    {
      heading: 'Les documents privés de la bibliothèque',
      paragraphs: [
        "Un document que le cabinet garde privé dans sa bibliothèque n'est visible que de ses membres et du personnel de l'exploitant chargé de le traiter (classement, étiquetage, anonymisation), qui n'y accède que pour cela. Chaque fois qu'un membre de ce personnel ouvre la fiche du document, en lit le texte, le prévisualise, le télécharge ou le modifie (description, étiquettes, suggestion automatique d'étiquettes), le journal d'accès du cabinet enregistre la date et l'heure, le nom et l'adresse e-mail de ce membre du personnel, le nom du document et l'action (une même action de la même personne sur le même document, répétée dans la minute, ne fait qu'une ligne). L'administrateur du cabinet le consulte dans les écrans du cabinet, sous « Journal d'accès ». Les listes et les résultats de recherche, qui montrent le nom d'un document, son état et, pour une recherche, un court extrait autour des mots cherchés, ne sont pas inscrits document par document. Les accès des membres du cabinet ne sont pas journalisés.",
      ],
    },
    {
      heading: 'Durée de conservation',
      paragraphs: [
        "Les données d'un compte sont conservées tant que le compte existe. Les demandes et leurs fichiers sont conservés tant que le cabinet ne les supprime pas, et au plus 30 jours après la fin du contrat. Les données de facturation sont conservées pendant la durée imposée par la législation comptable et fiscale. Les sessions expirent après 2 heures d'inactivité et au plus tard après 12 heures. Le journal d'accès aux documents privés est conservé aussi longtemps que le compte du cabinet, lignes des documents supprimés depuis comprises, et effacé avec les données du cabinet.",
      ],
    },
    {
      heading: 'Destinataires, sous-traitants et transferts',
      paragraphs: [
        "Les données sont hébergées dans l'Union européenne. Nos sous-traitants sont liés par un contrat de sous-traitance et ne reçoivent que ce qui est nécessaire à leur mission. Le prestataire de paiement, Stripe, ne reçoit que les données de facturation du cabinet et peut les transférer aux États-Unis, sur la base de la décision d'adéquation de la Commission européenne du 10 juillet 2023 (cadre de protection des données UE–États-Unis) et, à défaut, des clauses contractuelles types de la Commission.",
      ],
      slot: 'subprocessors',
    },
    {
      heading: 'Sécurité',
      paragraphs: [
        "Les échanges sont chiffrés (HTTPS), les mots de passe ne sont conservés que sous forme hachée, chaque cabinet ne voit que ses propres données et chaque ouverture d'un document privé par le personnel de l'exploitant est inscrite au journal d'accès du cabinet.",
      ],
    },
    {
      heading: 'Vos droits',
      paragraphs: [
        "Vous pouvez demander l'accès à vos données, leur rectification, leur effacement, leur portabilité, la limitation de leur traitement, ou vous opposer à un traitement fondé sur l'intérêt légitime. Un justiciable s'adresse d'abord au cabinet à qui il a envoyé sa demande ; nous aidons le cabinet à lui répondre.",
        "Pour exercer vos droits, écrivez à l'adresse de contact indiquée dans les mentions légales. Nous répondons dans un délai d'un mois. Vous pouvez aussi introduire une réclamation auprès de l'Autorité de protection des données (www.autoriteprotectiondonnees.be).",
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
      paragraphs: ['LexDesk est un service édité par :'],
      slot: 'publisher',
    },
    {
      heading: 'Hébergement',
      paragraphs: ["Le service et ses données sont hébergés dans l'Union européenne par :"],
      slot: 'hosting',
    },
    {
      heading: 'Propriété intellectuelle',
      paragraphs: [
        'Le logiciel, la marque et les textes de LexDesk sont protégés. Les contenus publiés par les cabinets (textes juridiques, formulaires, documents) restent leur propriété.',
      ],
    },
    {
      heading: 'Signaler un contenu illicite ou un problème de sécurité',
      paragraphs: [
        "Écrivez à l'adresse e-mail ci-dessus, notre point de contact unique. Les conditions générales d'utilisation décrivent ce qu'un signalement doit contenir et comment nous le traitons.",
      ],
    },
  ],
};

const en: LegalTexts = {
  terms: [
    {
      heading: 'Purpose and parties',
      paragraphs: [
        'These terms of use govern access to LexDesk, an online service for managing client requests built for law firms, and its use by the lawyers a firm invites. LexDesk is run by the person identified in the legal notice ("the operator", "we").',
        'By creating an account you accept these terms, and the data processing agreement annexed to them, on behalf of your firm. If you may not bind your firm, do not create an account.',
      ],
    },
    {
      heading: 'A service for professionals only',
      paragraphs: [
        'LexDesk is meant only for lawyers and law firms, who use it for their professional activity. It is not offered to consumers.',
        "Litigants who fill in a firm's form are not parties to these terms: their request is addressed to the firm, which alone answers it.",
      ],
    },
    {
      heading: 'Account and access',
      paragraphs: [
        "The person who creates the account becomes the firm's administrator. They invite the other lawyers and can remove their access.",
        'The firm answers for the lawyers and staff it invites: it makes sure they comply with these terms and bears towards us the obligations that follow from them, as if it had acted itself.',
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
      heading: 'Professional secrecy',
      paragraphs: [
        "The requests the firm receives, the answers it gives and the documents it keeps in LexDesk are covered by the lawyer's professional secrecy. The operator acts as the firm's technical auxiliary: it processes this information only to provide the service to the firm, makes no other use of it, and holds its staff and sub-processors to the same discretion.",
        "Litigants' files (their requests and the files they send through the form) stay out of the operator's staff's reach. Documents the firm keeps private in its library are opened by the operator's staff only to process them (classifying, tagging, anonymising); each time a member of that staff opens a document's details, reads its text, previews it, downloads it or changes it, a line is written in the access log the firm's administrator reads on the Access log page of the office screens.",
        "If an authority (police, public prosecutor, investigating judge, administration) asks the operator for a firm's data, the operator tells the firm at once, unless the law forbids it, so that the firm can refer the matter to its bar president (bâtonnier). It invokes professional secrecy, asks the authority to address the firm, and discloses only what a binding and lawful decision obliges it to disclose.",
      ],
    },
    {
      heading: 'Personal data',
      paragraphs: [
        'For the data the firm processes in LexDesk, the operator is its processor under Article 28 GDPR: the data processing agreement annexed to these terms is part of them. The privacy policy describes the processing the operator is itself responsible for.',
      ],
    },
    {
      heading: 'Hosted content and notices',
      paragraphs: [
        'LexDesk is a hosting service under Regulation (EU) 2022/2065 on digital services. The contact address in the legal notice is our single point of contact, for authorities and users alike; we answer in French, Dutch and English.',
        'Anyone may notify us there of content they consider unlawful, giving the reasons for the notice, the exact address of the content, their name and e-mail address, and a statement confirming their good faith. We acknowledge receipt, handle the notice diligently and objectively, and tell its author our decision.',
        'If we remove or restrict access to content of a firm, we tell the firm, giving the reasons for the decision and the means of redress. We inform the competent authorities of any information giving rise to a suspicion of an offence threatening the life or safety of persons.',
      ],
    },
    {
      heading: 'Availability and liability',
      paragraphs: [
        'We do what is needed to keep the service available and backed up, but cannot promise uninterrupted availability. Maintenance is announced whenever possible.',
        'Our liability is limited to proven direct damage, up to the amounts the firm paid in the last twelve months. This cap does not apply to fraud, wilful misconduct or gross negligence, nor to breaches of confidentiality, professional secrecy, data security or personal data protection.',
      ],
    },
    {
      heading: 'Changes to these terms',
      paragraphs: [
        "We change these terms only for a valid reason (a change in the service, the law or security requirements). Every change is announced by e-mail to the firm's administrator at least 30 days before it takes effect.",
        'A firm that does not accept the change may end its subscription without cost before the change takes effect; the change then does not apply to it. The price of a subscription period already begun does not change.',
      ],
    },
    {
      heading: 'End of the contract',
      paragraphs: [
        'The firm may stop using LexDesk at any time. When the contract ends, it may ask for an export of its data for 30 days, after which the data is erased, as the data processing agreement provides.',
      ],
    },
    {
      heading: 'Governing law and jurisdiction',
      paragraphs: [
        'These terms are governed by Belgian law. The courts of the judicial district of Brussels have exclusive jurisdiction over any dispute.',
      ],
    },
    {
      annex: 'Annex – Data processing agreement (Article 28 GDPR)',
      heading: '1. Subject, duration and parties',
      paragraphs: [
        'The firm, as controller, entrusts the operator, as processor, with processing the personal data it manages in LexDesk. This agreement applies for the whole term of the contract and until the data is erased as point 10 provides.',
      ],
    },
    {
      heading: '2. Nature and purpose of the processing',
      paragraphs: [
        "The operator hosts and stores the data, shows it to the firm's members, sends the e-mail notifications, extracts the text of library documents and indexes them for search. It does so only to provide the service to the firm.",
      ],
    },
    {
      heading: '3. Data and data subjects',
      paragraphs: [
        'The data subjects are the litigants who contact the firm and the people they mention (opposing parties, children, witnesses), and the people named in library documents. The data is their contact details, the facts they describe and the documents they attach.',
        'This data may include special categories: health data (Article 9 GDPR), data relating to criminal offences or convictions (Article 10 GDPR) and data about minors. The firm processes it to establish, exercise or defend legal claims (Article 9(2)(f) GDPR) and, for criminal data, within the limits of Article 10 of the Belgian law of 30 July 2018 on the protection of natural persons with regard to the processing of personal data. The operator makes no use of it of its own.',
      ],
    },
    {
      heading: "4. The firm's instructions",
      paragraphs: [
        "The operator processes the data only on the firm's documented instructions: these terms and the firm's use of the service's functions. It tells the firm if it considers that an instruction infringes data protection law. If Union or Belgian law requires it to process the data, it tells the firm beforehand, unless that law forbids it.",
      ],
    },
    {
      heading: '5. Confidentiality',
      paragraphs: [
        'Only the people who need it to run the service can reach the data; they are bound to confidentiality by contract or by law, and to the professional secrecy described in the terms.',
      ],
    },
    {
      heading: '6. Security',
      paragraphs: ['The operator takes measures appropriate to the risk (Article 32 GDPR), in particular:'],
      list: [
        'encrypted traffic (HTTPS);',
        'passwords stored only as hashes, and limited sign-in attempts;',
        "each firm's data kept apart, and access rights by each person's role;",
        "litigants' files out of the operator's staff's reach, and a log of each time they open, read, preview, download or change a private library document, which the firm's administrator can read;",
        'regular backups.',
      ],
    },
    {
      heading: '7. Sub-processors',
      paragraphs: [
        "The firm authorises the operator to use the sub-processors listed below. The operator announces any addition or replacement by e-mail to the firm's administrator at least 30 days in advance; the firm may object and, failing a solution, end the contract without cost. The operator imposes the obligations of this agreement on every sub-processor and remains liable to the firm for their compliance.",
      ],
      slot: 'subprocessors',
    },
    {
      heading: '8. Transfers outside the European Union',
      paragraphs: [
        "The firm's and the litigants' data is hosted in the European Union and does not leave it. Only the payment provider, Stripe, which receives the firm's billing data alone, may transfer it to the United States; such transfers rest on the European Commission's adequacy decision of 10 July 2023 (EU-U.S. Data Privacy Framework) and, failing it, on the Commission's standard contractual clauses.",
      ],
    },
    {
      heading: '9. Assistance to the firm',
      paragraphs: [
        'The operator helps the firm answer requests from data subjects exercising their rights, and forwards any it receives without delay. It helps the firm keep the processing secure, carry out an impact assessment and consult the supervisory authority where needed.',
        'It notifies the firm of any personal data breach without undue delay, and at the latest 48 hours after becoming aware of it, with the information the firm needs to notify the Data Protection Authority and, where required, the data subjects.',
      ],
    },
    {
      heading: '10. End of the processing',
      paragraphs: [
        'When the contract ends, the firm may export its data for 30 days. The operator then erases it, copies included; backups are erased when their retention cycle ends. Only data a law requires to be kept is retained, for as long as that law requires.',
      ],
    },
    {
      heading: '11. Audits',
      paragraphs: [
        "The operator makes available to the firm the information needed to demonstrate compliance with this agreement. It allows the firm, or an auditor bound to confidentiality whom the firm appoints, to carry out audits, including inspections, with 30 days' notice, at most once a year except after a data breach, at the firm's expense.",
      ],
    },
  ],
  privacy: [
    {
      heading: 'Who processes your data',
      paragraphs: [
        "For the accounts of lawyers and firms (name, e-mail, language, profile picture, sign-in log) and for billing, LexDesk's operator, identified in the legal notice, is the controller.",
        "For the requests litigants send to a firm (contact details, answers to the questionnaire, attached files) and for the documents in its library, the firm is the controller and the operator acts as its processor under Article 28 GDPR, under the data processing agreement annexed to the terms of use. The firm's own privacy policy applies to that data.",
      ],
    },
    {
      heading: 'Why and on what basis',
      paragraphs: [
        'When a lawyer subscribes in their own name, we process their account data to perform the contract (Article 6(1)(b) GDPR). When an administrator subscribes for a firm, and for the lawyers the firm invites, who are not themselves parties to the contract, the basis is the legitimate interest of the firm and the operator in giving them access to the service subscribed to (Article 6(1)(f)).',
        'Securing the service (limiting sign-in attempts, recognising a device used before) rests on our legitimate interest (Article 6(1)(f)). Billing data is processed to perform the contract and to meet our accounting and tax obligations (Article 6(1)(c)).',
        'We use no data for advertising and sell none.',
      ],
    },
    {
      heading: "Litigants' files",
      paragraphs: [
        "Requests received through a firm's form, and the files that come with them, are visible to that firm's members only. The operator's staff cannot reach them.",
        "These requests may contain health data, data relating to offences or data about minors. The firm processes them to prepare the defence of its clients' rights (Articles 9(2)(f) and 10 GDPR); the operator processes them only on the firm's behalf.",
      ],
    },
    {
      heading: 'Private library documents',
      paragraphs: [
        "A document the firm keeps private in its library is visible to its members and to the operator's staff in charge of processing it (classifying, tagging, anonymising), who open it for that purpose only. Each time a member of that staff opens the document's details, reads its text, previews it, downloads it or changes it (description, labels, automatic label suggestions), the firm's access log records the date and time, that staff member's name and e-mail address, the document's name and the action (the same action by the same person on the same document, repeated within a minute, makes one line). The firm's administrator reads it on the Access log page of the office screens. Lists and search results, which show a document's name, its state and, for a search, a short excerpt around the words searched for, are not recorded document by document. Accesses by the firm's own members are not logged.",
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        "Account data is kept while the account exists. Requests and their files are kept until the firm deletes them, and at most 30 days after the contract ends. Billing data is kept as long as accounting and tax law requires. Sessions expire after 2 hours of inactivity and at the latest after 12 hours. The access log of private documents is kept as long as the firm's account, lines about documents deleted since included, and erased with the firm's data.",
      ],
    },
    {
      heading: 'Recipients, sub-processors and transfers',
      paragraphs: [
        "The data is hosted in the European Union. Our sub-processors are bound by a processing agreement and receive only what their task needs. The payment provider, Stripe, receives the firm's billing data only and may transfer it to the United States, on the basis of the European Commission's adequacy decision of 10 July 2023 (EU-U.S. Data Privacy Framework) and, failing it, of the Commission's standard contractual clauses.",
      ],
      slot: 'subprocessors',
    },
    {
      heading: 'Security',
      paragraphs: [
        "Traffic is encrypted (HTTPS), passwords are stored only as hashes, each firm sees only its own data, and each time the operator's staff open a private document it is written in the firm's access log.",
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'You may ask for access to your data, its correction, erasure or portability, the restriction of its processing, or object to processing based on legitimate interest. A litigant first contacts the firm they sent their request to; we help the firm answer.',
        'To exercise your rights, write to the contact address given in the legal notice. We answer within one month. You may also lodge a complaint with the Belgian Data Protection Authority (www.dataprotectionauthority.be).',
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
      paragraphs: ['LexDesk is published by:'],
      slot: 'publisher',
    },
    {
      heading: 'Hosting',
      paragraphs: ['The service and its data are hosted in the European Union by:'],
      slot: 'hosting',
    },
    {
      heading: 'Intellectual property',
      paragraphs: [
        "LexDesk's software, brand and texts are protected. The content firms publish (legal texts, forms, documents) remains theirs.",
      ],
    },
    {
      heading: 'Reporting unlawful content or a security problem',
      paragraphs: [
        'Write to the e-mail address above, our single point of contact. The terms of use describe what a notice must contain and how we handle it.',
      ],
    },
  ],
};

const nl: LegalTexts = {
  terms: [
    {
      heading: 'Voorwerp en partijen',
      paragraphs: [
        'Deze algemene gebruiksvoorwaarden regelen de toegang tot LexDesk, een onlinedienst voor het beheer van cliëntaanvragen voor advocatenkantoren, en het gebruik ervan door de advocaten die een kantoor uitnodigt. LexDesk wordt geëxploiteerd door de persoon die in de wettelijke vermeldingen wordt geïdentificeerd (hierna "de exploitant" of "wij").',
        'Door een account aan te maken aanvaardt u namens uw kantoor deze voorwaarden en de verwerkersovereenkomst die eraan is gehecht. Als u uw kantoor niet mag verbinden, maak dan geen account aan.',
      ],
    },
    {
      heading: 'Een dienst uitsluitend voor professionals',
      paragraphs: [
        'LexDesk is uitsluitend bestemd voor advocaten en advocatenkantoren, die de dienst voor hun beroepsactiviteit gebruiken. Hij wordt niet aan consumenten aangeboden.',
        'Rechtzoekenden die het formulier van een kantoor invullen, zijn geen partij bij deze voorwaarden: hun aanvraag is gericht aan het kantoor, dat als enige antwoordt.',
      ],
    },
    {
      heading: 'Account en toegang',
      paragraphs: [
        'Wie het account aanmaakt, wordt beheerder van het kantoor. Die nodigt de andere advocaten uit en kan hun toegang intrekken.',
        'Het kantoor staat in voor de advocaten en medewerkers die het uitnodigt: het ziet erop toe dat zij deze voorwaarden naleven en draagt tegenover ons de verplichtingen die eruit voortvloeien, alsof het zelf had gehandeld.',
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
      heading: 'Beroepsgeheim',
      paragraphs: [
        'De aanvragen die het kantoor ontvangt, de antwoorden die het geeft en de documenten die het in LexDesk bewaart, vallen onder het beroepsgeheim van de advocaat. De exploitant treedt op als technische hulppersoon van het kantoor: hij verwerkt die informatie alleen om de dienst aan het kantoor te leveren, gebruikt ze voor niets anders en legt dezelfde geheimhouding op aan zijn personeel en zijn verwerkers.',
        'De dossiers van rechtzoekenden (hun aanvragen en de bestanden die zij via het formulier sturen) blijven buiten het bereik van het personeel van de exploitant. Documenten die het kantoor in zijn bibliotheek privé houdt, worden door het personeel van de exploitant alleen geopend om ze te verwerken (rangschikken, labelen, anonimiseren); telkens wanneer een lid van dat personeel de fiche van een document opent, de tekst ervan leest, het bekijkt, downloadt of wijzigt, komt er een regel in het toegangslogboek dat de beheerder van het kantoor raadpleegt op de pagina Toegangslogboek van de kantoorschermen.',
        'Als een overheid (politie, parket, onderzoeksrechter, administratie) de exploitant om gegevens van een kantoor vraagt, brengt de exploitant het kantoor daarvan onmiddellijk op de hoogte, tenzij de wet dat verbiedt, zodat het kantoor zijn stafhouder kan inschakelen. Hij beroept zich op het beroepsgeheim, verzoekt de overheid zich tot het kantoor te richten en deelt alleen mee wat een bindende en regelmatige beslissing hem verplicht mee te delen.',
      ],
    },
    {
      heading: 'Persoonsgegevens',
      paragraphs: [
        'Voor de gegevens die het kantoor in LexDesk verwerkt, is de exploitant zijn verwerker in de zin van artikel 28 AVG: de verwerkersovereenkomst die aan deze voorwaarden is gehecht, maakt er deel van uit. Het privacybeleid beschrijft de verwerkingen waarvoor de exploitant zelf verantwoordelijk is.',
      ],
    },
    {
      heading: 'Gehoste inhoud en meldingen',
      paragraphs: [
        'LexDesk is een hostingdienst in de zin van Verordening (EU) 2022/2065 betreffende digitale diensten. Het contactadres in de wettelijke vermeldingen is ons enig contactpunt, voor overheden en voor gebruikers; wij antwoorden in het Nederlands, het Frans en het Engels.',
        'Iedereen kan ons daar inhoud melden die hij onwettig acht, met vermelding van de redenen van de melding, het precieze adres van de inhoud, zijn naam en e-mailadres en een verklaring dat hij te goeder trouw handelt. Wij bevestigen de ontvangst, behandelen de melding zorgvuldig en objectief en delen de melder onze beslissing mee.',
        'Als wij inhoud van een kantoor verwijderen of de toegang ertoe beperken, brengen wij het kantoor op de hoogte, met de redenen van de beslissing en de beschikbare rechtsmiddelen. Wij stellen de bevoegde overheden in kennis van elke informatie die het vermoeden wekt van een strafbaar feit dat het leven of de veiligheid van personen bedreigt.',
      ],
    },
    {
      heading: 'Beschikbaarheid en aansprakelijkheid',
      paragraphs: [
        'We doen het nodige om de dienst beschikbaar en geback-upt te houden, maar kunnen geen ononderbroken beschikbaarheid beloven. Onderhoud wordt zoveel mogelijk vooraf aangekondigd.',
        'Onze aansprakelijkheid is beperkt tot bewezen directe schade, tot het bedrag dat het kantoor de voorbije twaalf maanden heeft betaald. Die beperking geldt niet bij bedrog, opzet of grove fout, noch bij tekortkomingen inzake vertrouwelijkheid, beroepsgeheim, gegevensbeveiliging of bescherming van persoonsgegevens.',
      ],
    },
    {
      heading: 'Wijziging van de voorwaarden',
      paragraphs: [
        'Wij wijzigen deze voorwaarden alleen om een geldige reden (een wijziging van de dienst, van de wet of van de beveiligingsvereisten). Elke wijziging wordt ten minste 30 dagen voor de inwerkingtreding per e-mail aangekondigd aan de beheerder van het kantoor.',
        'Een kantoor dat de wijziging niet aanvaardt, kan zijn abonnement kosteloos opzeggen vóór de inwerkingtreding; de wijziging is dan niet op het kantoor van toepassing. De prijs van een lopende abonnementsperiode verandert niet.',
      ],
    },
    {
      heading: 'Einde van de overeenkomst',
      paragraphs: [
        'Het kantoor kan op elk moment stoppen met LexDesk. Na het einde van de overeenkomst kan het gedurende 30 dagen een export van zijn gegevens vragen, waarna ze worden gewist, zoals de verwerkersovereenkomst bepaalt.',
      ],
    },
    {
      heading: 'Toepasselijk recht en bevoegde rechter',
      paragraphs: [
        'Op deze voorwaarden is het Belgisch recht van toepassing. Elk geschil behoort tot de uitsluitende bevoegdheid van de hoven en rechtbanken van het gerechtelijk arrondissement Brussel.',
      ],
    },
    {
      annex: 'Bijlage – Verwerkersovereenkomst (artikel 28 AVG)',
      heading: '1. Voorwerp, duur en partijen',
      paragraphs: [
        'Het kantoor, verwerkingsverantwoordelijke, vertrouwt de exploitant, verwerker, de verwerking toe van de persoonsgegevens die het in LexDesk beheert. Deze overeenkomst geldt gedurende de hele looptijd van de overeenkomst en tot de wissing van de gegevens bepaald in punt 10.',
      ],
    },
    {
      heading: '2. Aard en doel van de verwerking',
      paragraphs: [
        'De exploitant host en bewaart de gegevens, toont ze aan de leden van het kantoor, verstuurt de meldingen per e-mail, haalt de tekst uit de documenten van de bibliotheek en indexeert ze om te zoeken. Hij doet dat uitsluitend om de dienst aan het kantoor te leveren.',
      ],
    },
    {
      heading: '3. Gegevens en betrokkenen',
      paragraphs: [
        'De betrokkenen zijn de rechtzoekenden die zich tot het kantoor richten en de personen over wie zij spreken (tegenpartijen, kinderen, getuigen), en de personen die in de documenten van de bibliotheek worden genoemd. De gegevens zijn hun contactgegevens, de feiten die zij beschrijven en de documenten die zij bijvoegen.',
        'Die gegevens kunnen bijzondere categorieën omvatten: gezondheidsgegevens (artikel 9 AVG), gegevens over strafbare feiten of strafrechtelijke veroordelingen (artikel 10 AVG) en gegevens over minderjarigen. Het kantoor verwerkt ze voor de instelling, uitoefening of onderbouwing van een rechtsvordering (artikel 9.2.f AVG) en, voor strafrechtelijke gegevens, binnen de grenzen van artikel 10 van de wet van 30 juli 2018 betreffende de bescherming van natuurlijke personen met betrekking tot de verwerking van persoonsgegevens. De exploitant gebruikt ze niet voor eigen doeleinden.',
      ],
    },
    {
      heading: '4. Instructies van het kantoor',
      paragraphs: [
        'De exploitant verwerkt de gegevens alleen op gedocumenteerde instructie van het kantoor: deze voorwaarden en het gebruik dat het kantoor maakt van de functies van de dienst. Hij brengt het kantoor op de hoogte als hij meent dat een instructie inbreuk maakt op het gegevensbeschermingsrecht. Als het Unierecht of het Belgisch recht hem tot een verwerking verplicht, deelt hij dat vooraf mee aan het kantoor, tenzij dat recht het verbiedt.',
      ],
    },
    {
      heading: '5. Vertrouwelijkheid',
      paragraphs: [
        'Alleen de personen die ze voor de dienst nodig hebben, hebben toegang tot de gegevens; zij zijn contractueel of wettelijk tot vertrouwelijkheid gehouden, en tot het beroepsgeheim zoals de voorwaarden het beschrijven.',
      ],
    },
    {
      heading: '6. Beveiliging',
      paragraphs: ['De exploitant neemt maatregelen die aan het risico zijn aangepast (artikel 32 AVG), onder meer:'],
      list: [
        'versleuteld verkeer (HTTPS);',
        'wachtwoorden die alleen gehasht worden bewaard, en een beperkt aantal aanmeldpogingen;',
        'de gegevens van elk kantoor afgeschermd, en toegangsrechten volgens de rol van elke gebruiker;',
        'dossiers van rechtzoekenden buiten het bereik van het personeel van de exploitant, en een logboek van elke keer dat dat personeel een privédocument van de bibliotheek opent, leest, bekijkt, downloadt of wijzigt, dat de beheerder van het kantoor kan raadplegen;',
        'regelmatige back-ups.',
      ],
    },
    {
      heading: '7. Subverwerkers',
      paragraphs: [
        'Het kantoor staat de exploitant toe een beroep te doen op de hieronder vermelde subverwerkers. De exploitant kondigt elke toevoeging of vervanging ten minste 30 dagen vooraf per e-mail aan de beheerder van het kantoor aan; het kantoor kan daartegen bezwaar maken en, als er geen oplossing wordt gevonden, kosteloos opzeggen. De exploitant legt elke subverwerker de verplichtingen van deze overeenkomst op en blijft tegenover het kantoor aansprakelijk voor de naleving ervan.',
      ],
      slot: 'subprocessors',
    },
    {
      heading: '8. Doorgiften buiten de Europese Unie',
      paragraphs: [
        'De gegevens van het kantoor en van de rechtzoekenden worden in de Europese Unie gehost en verlaten die niet. Alleen de betaaldienstverlener, Stripe, die uitsluitend de facturatiegegevens van het kantoor ontvangt, kan ze doorgeven aan de Verenigde Staten; die doorgiften steunen op het adequaatheidsbesluit van de Europese Commissie van 10 juli 2023 (kader voor gegevensbescherming EU-VS) en, bij gebreke daarvan, op de modelcontractbepalingen van de Commissie.',
      ],
    },
    {
      heading: '9. Bijstand aan het kantoor',
      paragraphs: [
        'De exploitant helpt het kantoor te antwoorden op verzoeken van betrokkenen die hun rechten uitoefenen, en bezorgt het onverwijld de verzoeken die hij zelf ontvangt. Hij helpt het kantoor de verwerking te beveiligen, een effectbeoordeling uit te voeren en zo nodig de toezichthoudende autoriteit te raadplegen.',
        'Hij meldt het kantoor elke inbreuk in verband met persoonsgegevens zonder onredelijke vertraging, en uiterlijk 48 uur nadat hij er kennis van heeft gekregen, met de informatie die het kantoor nodig heeft om ze te melden aan de Gegevensbeschermingsautoriteit en, in voorkomend geval, aan de betrokkenen.',
      ],
    },
    {
      heading: '10. Einde van de verwerking',
      paragraphs: [
        'Na het einde van de overeenkomst kan het kantoor zijn gegevens gedurende 30 dagen exporteren. Daarna wist de exploitant ze, kopieën inbegrepen; back-ups worden gewist wanneer hun bewaarcyclus afloopt. Alleen gegevens die een wet verplicht te bewaren, worden bijgehouden, zolang die wet het vereist.',
      ],
    },
    {
      heading: '11. Audits',
      paragraphs: [
        'De exploitant stelt het kantoor de informatie ter beschikking die nodig is om de naleving van deze overeenkomst aan te tonen. Hij staat het kantoor, of een door het kantoor aangestelde auditor die tot vertrouwelijkheid gehouden is, toe audits uit te voeren, inspecties inbegrepen, mits een opzeggingstermijn van 30 dagen, ten hoogste eenmaal per jaar behalve na een datalek, op kosten van het kantoor.',
      ],
    },
  ],
  privacy: [
    {
      heading: 'Wie uw gegevens verwerkt',
      paragraphs: [
        'Voor de accounts van advocaten en kantoren (naam, e-mail, taal, profielfoto, aanmeldlogboek) en voor de facturatie is de exploitant van LexDesk, die in de wettelijke vermeldingen wordt geïdentificeerd, de verwerkingsverantwoordelijke.',
        'Voor de aanvragen die rechtzoekenden naar een kantoor sturen (contactgegevens, antwoorden op de vragenlijst, bijgevoegde bestanden) en voor de documenten in zijn bibliotheek is het kantoor de verwerkingsverantwoordelijke en treedt de exploitant op als zijn verwerker in de zin van artikel 28 AVG, volgens de verwerkersovereenkomst die aan de algemene gebruiksvoorwaarden is gehecht. Het privacybeleid van het kantoor is op die gegevens van toepassing.',
      ],
    },
    {
      heading: 'Waarom en op welke grond',
      paragraphs: [
        'Wanneer een advocaat in eigen naam inschrijft, verwerken we zijn accountgegevens om de overeenkomst uit te voeren (artikel 6.1.b AVG). Wanneer een beheerder voor een kantoor inschrijft, en voor de advocaten die het kantoor uitnodigt, die zelf geen partij zijn bij de overeenkomst, is de grondslag het gerechtvaardigd belang van het kantoor en van de exploitant om hun toegang te geven tot de dienst waarop werd ingeschreven (artikel 6.1.f).',
        'De beveiliging van de dienst (beperking van aanmeldpogingen, herkenning van een eerder gebruikt toestel) steunt op ons gerechtvaardigd belang (artikel 6.1.f). Facturatiegegevens worden verwerkt om de overeenkomst uit te voeren en onze boekhoudkundige en fiscale verplichtingen na te komen (artikel 6.1.c).',
        'We gebruiken geen gegevens voor reclame en verkopen er geen.',
      ],
    },
    {
      heading: 'De dossiers van rechtzoekenden',
      paragraphs: [
        'Aanvragen die via het formulier van een kantoor binnenkomen, en de bestanden die erbij horen, zijn alleen zichtbaar voor de leden van dat kantoor. Het personeel van de exploitant heeft er geen toegang toe.',
        'Die aanvragen kunnen gezondheidsgegevens, gegevens over strafbare feiten of gegevens over minderjarigen bevatten. Het kantoor verwerkt ze om de verdediging van de rechten van zijn cliënten voor te bereiden (artikelen 9.2.f en 10 AVG); de exploitant verwerkt ze alleen voor het kantoor.',
      ],
    },
    {
      heading: 'Privédocumenten van de bibliotheek',
      paragraphs: [
        'Een document dat het kantoor in zijn bibliotheek privé houdt, is alleen zichtbaar voor zijn leden en voor het personeel van de exploitant dat het moet verwerken (rangschikken, labelen, anonimiseren), dat het alleen daarvoor opent. Telkens wanneer een lid van dat personeel de fiche van het document opent, de tekst ervan leest, het bekijkt, downloadt of wijzigt (beschrijving, labels, automatische labelsuggesties), legt het toegangslogboek van het kantoor de datum en het uur vast, de naam en het e-mailadres van dat personeelslid, de naam van het document en de handeling (dezelfde handeling van dezelfde persoon op hetzelfde document, binnen de minuut herhaald, levert één regel op). De beheerder van het kantoor raadpleegt het op de pagina Toegangslogboek van de kantoorschermen. Lijsten en zoekresultaten, die de naam van een document tonen, zijn status en, bij een zoekopdracht, een kort fragment rond de gezochte woorden, worden niet per document vastgelegd. Toegang door de leden van het kantoor zelf wordt niet gelogd.',
      ],
    },
    {
      heading: 'Bewaartermijn',
      paragraphs: [
        'Accountgegevens worden bewaard zolang het account bestaat. Aanvragen en hun bestanden worden bewaard tot het kantoor ze verwijdert, en ten hoogste 30 dagen na het einde van de overeenkomst. Facturatiegegevens worden bewaard zolang de boekhoudkundige en fiscale wetgeving het vereist. Sessies verlopen na 2 uur inactiviteit en uiterlijk na 12 uur. Het toegangslogboek van de privédocumenten wordt bewaard zolang het account van het kantoor bestaat, ook de regels over documenten die intussen zijn verwijderd, en wordt samen met de gegevens van het kantoor gewist.',
      ],
    },
    {
      heading: 'Ontvangers, subverwerkers en doorgiften',
      paragraphs: [
        'De gegevens worden gehost in de Europese Unie. Onze verwerkers zijn gebonden door een verwerkersovereenkomst en krijgen alleen wat hun opdracht vereist. De betaaldienstverlener, Stripe, ontvangt alleen de facturatiegegevens van het kantoor en kan ze doorgeven aan de Verenigde Staten, op grond van het adequaatheidsbesluit van de Europese Commissie van 10 juli 2023 (kader voor gegevensbescherming EU-VS) en, bij gebreke daarvan, van de modelcontractbepalingen van de Commissie.',
      ],
      slot: 'subprocessors',
    },
    {
      heading: 'Beveiliging',
      paragraphs: [
        'Het verkeer is versleuteld (HTTPS), wachtwoorden worden alleen gehasht bewaard, elk kantoor ziet alleen zijn eigen gegevens en telkens wanneer het personeel van de exploitant een privédocument opent, wordt dat in het toegangslogboek van het kantoor vastgelegd.',
      ],
    },
    {
      heading: 'Uw rechten',
      paragraphs: [
        'U kunt inzage in uw gegevens vragen, verbetering, wissing of overdraagbaarheid ervan, beperking van de verwerking, of bezwaar maken tegen een verwerking op grond van het gerechtvaardigd belang. Een rechtzoekende richt zich eerst tot het kantoor waarnaar hij zijn aanvraag stuurde; wij helpen het kantoor antwoorden.',
        'Om uw rechten uit te oefenen, schrijft u naar het contactadres in de wettelijke vermeldingen. We antwoorden binnen een maand. U kunt ook een klacht indienen bij de Gegevensbeschermingsautoriteit (www.gegevensbeschermingsautoriteit.be).',
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
      paragraphs: ['LexDesk wordt uitgegeven door:'],
      slot: 'publisher',
    },
    {
      heading: 'Hosting',
      paragraphs: ['De dienst en zijn gegevens worden in de Europese Unie gehost door:'],
      slot: 'hosting',
    },
    {
      heading: 'Intellectuele eigendom',
      paragraphs: [
        'De software, het merk en de teksten van LexDesk zijn beschermd. De inhoud die kantoren publiceren (juridische teksten, formulieren, documenten) blijft van hen.',
      ],
    },
    {
      heading: 'Onwettige inhoud of een beveiligingsprobleem melden',
      paragraphs: [
        'Schrijf naar het e-mailadres hierboven, ons enig contactpunt. De algemene gebruiksvoorwaarden beschrijven wat een melding moet bevatten en hoe wij ze behandelen.',
      ],
    },
  ],
};

/** LexDesk's legal texts in every language, exported whole for the catalogue typography test. */
export const legalTexts: Record<Locale, LegalTexts> = { fr, en, nl };

/** The words of the operator's details (OperatorDetails.tsx): here rather than in the remote's catalogue, whose
 * French texts every first visit of Login downloads, because only the Legals page shows them. */
type OperatorLegalForm = NonNullable<LegalNotice['legal_form']>;
type SubprocessorRole = Subprocessor['role'];

export interface NoticeLabels {
  name: string;
  legalForm: string;
  address: string;
  companyNumber: string;
  vatNumber: string;
  register: string;
  email: string;
  phone: string;
  /** A value the operator has not given, or gave in a form that cannot be right. */
  missing: string;
  incomplete: string;
  loading: string;
  failed: string;
  retry: string;
  forms: Record<OperatorLegalForm, string>;
  subprocessors: Record<SubprocessorRole, string>;
}

export const noticeLabels: Record<Locale, NoticeLabels> = {
  fr: {
    name: 'Dénomination',
    legalForm: 'Forme juridique',
    address: 'Siège',
    companyNumber: "Numéro d'entreprise (BCE)",
    vatNumber: 'Numéro de TVA',
    register: 'Registre des personnes morales (RPM)',
    email: 'Adresse e-mail',
    phone: 'Téléphone',
    missing: "Non renseigné par l'exploitant",
    incomplete:
      "L'exploitant de ce service n'a pas encore renseigné toutes ses mentions légales : les informations qui manquent sont signalées comme telles.",
    loading: "Chargement des informations sur l'exploitant…",
    failed: "Les informations sur l'exploitant n'ont pas pu être chargées.",
    retry: 'Réessayer',
    forms: {
      srl: 'Société à responsabilité limitée (SRL)',
      sa: 'Société anonyme (SA)',
      sc: 'Société coopérative (SC)',
      snc: 'Société en nom collectif (SNC)',
      scomm: 'Société en commandite (SComm)',
      asbl: 'Association sans but lucratif (ASBL)',
    },
    subprocessors: {
      hosting: 'Hébergement du service et des données',
      mail: 'Envoi des e-mails',
      storage: 'Stockage des fichiers',
      payments: 'Paiements par carte (données de facturation du cabinet uniquement)',
    },
  },
  en: {
    name: 'Name',
    legalForm: 'Legal form',
    address: 'Registered office',
    companyNumber: 'Enterprise number (CBE)',
    vatNumber: 'VAT number',
    register: 'Register of legal entities (RPM/RPR)',
    email: 'E-mail address',
    phone: 'Phone',
    missing: 'Not filled in by the operator',
    incomplete:
      'The operator of this service has not yet filled in all of its legal notice: what is missing is marked as such.',
    loading: 'Loading the information about the operator…',
    failed: 'The information about the operator could not be loaded.',
    retry: 'Try again',
    forms: {
      srl: 'Private limited company (SRL/BV)',
      sa: 'Public limited company (SA/NV)',
      sc: 'Cooperative company (SC/CV)',
      snc: 'General partnership (SNC/VOF)',
      scomm: 'Limited partnership (SComm/CommV)',
      asbl: 'Non-profit association (ASBL/VZW)',
    },
    subprocessors: {
      hosting: 'Hosting of the service and its data',
      mail: 'Sending e-mails',
      storage: 'File storage',
      payments: "Card payments (the firm's billing data only)",
    },
  },
  nl: {
    name: 'Naam',
    legalForm: 'Rechtsvorm',
    address: 'Zetel',
    companyNumber: 'Ondernemingsnummer (KBO)',
    vatNumber: 'Btw-nummer',
    register: 'Rechtspersonenregister (RPR)',
    email: 'E-mailadres',
    phone: 'Telefoon',
    missing: 'Niet ingevuld door de exploitant',
    incomplete:
      'De exploitant van deze dienst heeft nog niet al zijn wettelijke vermeldingen ingevuld: wat ontbreekt, wordt als zodanig aangeduid.',
    loading: 'De gegevens van de exploitant worden geladen…',
    failed: 'De gegevens van de exploitant konden niet worden geladen.',
    retry: 'Opnieuw proberen',
    forms: {
      srl: 'Besloten vennootschap (BV)',
      sa: 'Naamloze vennootschap (NV)',
      sc: 'Coöperatieve vennootschap (CV)',
      snc: 'Vennootschap onder firma (VOF)',
      scomm: 'Commanditaire vennootschap (CommV)',
      asbl: 'Vereniging zonder winstoogmerk (vzw)',
    },
    subprocessors: {
      hosting: 'Hosting van de dienst en de gegevens',
      mail: 'Verzending van e-mails',
      storage: 'Opslag van bestanden',
      payments: 'Kaartbetalingen (alleen de facturatiegegevens van het kantoor)',
    },
  },
};
