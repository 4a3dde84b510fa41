// The guides the legal page's Documentation section links to (issue 22 item 11), written for a firm's lawyers: what
// the product does, step by step, in the words of its screens. Each part is a heading, its paragraphs, and where the
// intake widget's code goes (drawn with this site's address). Keep them true to the screens when these change.
import type { GuideName, Locale } from '@lexdesk/shared/core';

export interface GuidePart {
  heading: string;
  paragraphs: readonly string[];
  /** The intake widget's code, with this site's address, goes under the paragraphs. */
  snippet?: boolean;
}

export interface Guide {
  title: string;
  summary: string;
  parts: readonly GuidePart[];
}

/** In the widget's code, what stands for the firm's identifier, per language. */
export const FIRM_IDENTIFIER_PLACEHOLDER: Record<Locale, string> = {
  fr: 'IDENTIFIANT-DU-CABINET',
  en: 'FIRM-IDENTIFIER',
  nl: 'ID-VAN-HET-KANTOOR',
};

export const guides: Record<Locale, Record<GuideName, Guide>> = {
  fr: {
    onboarding: {
      title: "Premiers pas de l'administrateur du cabinet",
      summary:
        'Ce que vous réglez une fois, après avoir créé le compte du cabinet, pour recevoir vos premières demandes.',
      parts: [
        {
          heading: '1. Vérifiez les informations du cabinet',
          paragraphs: [
            "Menu Cabinet, puis Informations : corrigez le nom du cabinet tel que vos clients le connaissent et choisissez comment partent les e-mails (une boîte commune au cabinet ou celle de chaque avocat). L'identifiant du cabinet affiché sur cette page sert au formulaire casus.",
          ],
        },
        {
          heading: '2. Invitez vos avocats',
          paragraphs: [
            "Cabinet, puis Avocats : invitez chaque avocat par son adresse e-mail. Il reçoit un lien pour créer son compte ; tant qu'il ne l'a pas utilisé, l'invitation reste en attente sous la liste des avocats, où vous pouvez la renvoyer ou la révoquer.",
            "Vous restez le seul administrateur. Pour confier ce rôle à un autre avocat, choisissez « Administrateur » sur sa fiche : c'est une transmission, confirmée dans une fenêtre qui dit ce que vous perdez.",
          ],
        },
        {
          heading: '3. Choisissez les matières de chacun',
          paragraphs: [
            "Chaque avocat indique ses matières dans son menu, sous Mes matières. Une demande est attribuée à l'avocat du cabinet qui traite sa matière et a le moins d'affaires nouvelles ou en cours ; une matière que personne ne traite vous revient, à vous, l'administrateur.",
          ],
        },
        {
          heading: '4. Rédigez vos contrats',
          paragraphs: [
            'Cabinet, puis Contrats : écrivez vos conditions générales et votre charte de vie privée, dans chaque langue de vos clients. Le formulaire casus renvoie le justiciable à votre charte dans sa langue ; sans charte, il lui montre celle de LexDesk.',
          ],
        },
        {
          heading: '5. Ouvrez le formulaire à vos clients',
          paragraphs: [
            "Installez le formulaire casus sur votre site (voir le guide « Installer le formulaire casus sur votre site ») ou, sans site, envoyez son lien : le menu Formulaire casus l'ouvre, et le panneau de bienvenue de la page Affaires le donne avec un bouton Copier.",
          ],
        },
        {
          heading: "6. Pendant l'essai, puis l'abonnement",
          paragraphs: [
            'Le cabinet commence par un essai gratuit de 30 jours. Abonnement, dans votre menu, indique sa date de fin et les jours restants, et mène aux formules. Un bandeau vous le rappelle pendant les 7 derniers jours.',
          ],
        },
      ],
    },
    'intake-widget': {
      title: 'Installer le formulaire casus sur votre site',
      summary:
        'Le formulaire casus permet à un justiciable de vous exposer sa situation depuis votre site ; sa demande arrive dans vos affaires.',
      parts: [
        {
          heading: 'Le code à coller',
          paragraphs: [
            "Collez ces lignes dans la page de votre site où le formulaire doit apparaître, à l'endroit exact où vous le voulez. Remplacez IDENTIFIANT-DU-CABINET par l'identifiant affiché sous Cabinet, puis Informations. Le panneau de bienvenue de la page Affaires vous donne ce code déjà rempli.",
          ],
          snippet: true,
        },
        {
          heading: 'Les options',
          paragraphs: [
            'data-lang : la langue du formulaire, fr, nl ou en. Le justiciable peut encore en changer dans le formulaire.',
            "data-law-case (facultatif) : le numéro d'un cas concret, pour le présélectionner. Pour le trouver, ouvrez votre formulaire (menu Formulaire casus) et choisissez le cas : l'adresse de la page se termine alors par lawCase= suivi de ce numéro.",
            "data-title (facultatif) : le nom du cadre pour les lecteurs d'écran, « Formulaire de demande » par défaut.",
          ],
        },
        {
          heading: 'Ce que voit le justiciable',
          paragraphs: [
            "Le formulaire s'affiche dans un cadre qui prend la hauteur de son contenu. Le justiciable choisit sa matière et son cas, répond aux questions, joint ses pièces et prend connaissance de votre charte de vie privée. Il est prévenu que l'envoi n'interrompt aucun délai et ne convient pas à une urgence.",
          ],
        },
        {
          heading: 'Ce que vous recevez',
          paragraphs: [
            "La demande apparaît dans Affaires avec le statut Nouvelle, attribuée à l'avocat qui traite la matière, qui est prévenu par e-mail. Il l'accepte ou la refuse ; un refus est annoncé au justiciable par e-mail, avec le motif que vous choisissez d'ajouter.",
          ],
        },
        {
          heading: 'Sans site internet',
          paragraphs: [
            'Le même formulaire a sa propre adresse : ouvrez-le par le menu Formulaire casus et envoyez son lien à votre client, par e-mail par exemple. Ses demandes arrivent de la même façon.',
          ],
        },
      ],
    },
    library: {
      title: 'La bibliothèque : ajouter, retrouver et joindre vos documents',
      summary: 'Vos documents et ceux que LexDesk publie, cherchés dans leur texte et joints à vos affaires.',
      parts: [
        {
          heading: 'Ajouter des documents',
          paragraphs: [
            "Mes documents : déposez vos fichiers dans la zone prévue ou cliquez sur Ajouter des documents. Formats acceptés : PDF, DOC, DOCX, PNG, JPG et JPEG, jusqu'à 50 Mo par fichier. Le texte de chaque document est lu, y compris celui d'une image numérisée ; le document est marqué En traitement jusque-là.",
          ],
        },
        {
          heading: 'Privé ou Public',
          paragraphs: [
            "Les documents que vous ajoutez sont privés : ils ne sont visibles que par les membres de votre cabinet, et par l'équipe documentaire de LexDesk, qui traite chaque document ajouté. Aucun autre cabinet ne les voit.",
            'Public désigne les documents que LexDesk publie pour tous les cabinets (législation, jurisprudence, doctrine) : vous les trouvez sous Documents juridiques.',
          ],
        },
        {
          heading: 'Rechercher',
          paragraphs: [
            'Le volet Recherche de Mes documents et de Documents juridiques cherche vos mots dans le texte des documents, et filtre par nature du document et par pays. Chaque résultat montre un extrait où vos mots sont surlignés et la date à laquelle il a été ajouté.',
            "Cliquez sur le nom d'un document pour l'afficher dans l'Aperçu, à droite : sa ligne reste marquée dans la liste. L'Aperçu permet de l'ouvrir, de le télécharger ou de l'ajouter à une affaire.",
          ],
        },
        {
          heading: 'Joindre un document à une affaire',
          paragraphs: [
            "Depuis l'Aperçu, choisissez une affaire en cours puis Ajouter. Dans une affaire, l'onglet Documents du cabinet liste ses documents, en ajoute de nouveaux et propose des suggestions ; l'onglet Documents juridiques offre ceux de LexDesk. Une affaire nouvelle doit d'abord être acceptée.",
            "Retirer enlève un document de l'affaire, après confirmation : il reste dans la bibliothèque. Supprimer, dans Mes documents, l'efface définitivement ; seul l'avocat qui l'a ajouté ou l'administrateur du cabinet le peut.",
          ],
        },
      ],
    },
  },
  en: {
    onboarding: {
      title: 'First steps for the firm administrator',
      summary: "What you set up once, after creating the firm's account, to receive your first requests.",
      parts: [
        {
          heading: "1. Check the firm's information",
          paragraphs: [
            "Firm menu, then Information: correct the firm's name as your clients know it and choose how emails are sent (one mailbox shared by the firm, or each lawyer's own). The firm identifier shown on this page is the one the intake form uses.",
          ],
        },
        {
          heading: '2. Invite your lawyers',
          paragraphs: [
            'Firm, then Lawyers: invite each lawyer by email address. They receive a link to create their account; until they use it, the invitation waits under the list of lawyers, where you can resend or revoke it.',
            'You remain the only administrator. To give this role to another lawyer, choose “Administrator” on their panel: it is a transfer, confirmed in a dialog that says what you lose.',
          ],
        },
        {
          heading: "3. Choose each lawyer's practice areas",
          paragraphs: [
            "Each lawyer sets their areas of law in their menu, under My practice areas. A request goes to the firm's lawyer who practises its area and has the fewest new or ongoing cases; an area nobody practises comes to you, the administrator.",
          ],
        },
        {
          heading: '4. Write your contracts',
          paragraphs: [
            "Firm, then Contracts: write your terms and your privacy policy in each of your clients' languages. The intake form points the litigant to your privacy policy in their language; without one, it shows LexDesk's.",
          ],
        },
        {
          heading: '5. Open the form to your clients',
          paragraphs: [
            'Put the intake form on your website (see the guide “Put the intake form on your website”) or, without a website, send its link: the Intake form menu opens it, and the welcome panel of the Cases page gives it with a Copy button.',
          ],
        },
        {
          heading: '6. During the trial, then the subscription',
          paragraphs: [
            'The firm starts with a free 30-day trial. Subscription, in your menu, shows its end date and the days left, and leads to the plans. A banner reminds you during the last 7 days.',
          ],
        },
      ],
    },
    'intake-widget': {
      title: 'Put the intake form on your website',
      summary:
        'The intake form lets a litigant describe their situation from your website; their request arrives among your cases.',
      parts: [
        {
          heading: 'The code to paste',
          paragraphs: [
            'Paste these lines into the page of your website where the form should appear, exactly where you want it. Replace FIRM-IDENTIFIER with the identifier shown under Firm, then Information. The welcome panel of the Cases page gives you this code already filled in.',
          ],
          snippet: true,
        },
        {
          heading: 'The options',
          paragraphs: [
            "data-lang: the form's language, fr, nl or en. The litigant can still change it in the form.",
            "data-law-case (optional): the number of a specific case, to preselect it. To find it, open your form (Intake form menu) and choose the case: the page's address then ends with lawCase= followed by that number.",
            "data-title (optional): the frame's name for screen readers, “Formulaire de demande” by default.",
          ],
        },
        {
          heading: 'What the litigant sees',
          paragraphs: [
            'The form appears in a frame that takes the height of its content. The litigant chooses their area and case, answers the questions, attaches their documents and acknowledges your privacy policy. They are told that sending it stops no time limit and is not meant for emergencies.',
          ],
        },
        {
          heading: 'What you receive',
          paragraphs: [
            'The request appears in Cases with the status New, assigned to the lawyer who practises its area, who is told by email. They accept or refuse it; a refusal is sent to the litigant by email, with the reason you choose to add.',
          ],
        },
        {
          heading: 'Without a website',
          paragraphs: [
            'The same form has its own address: open it from the Intake form menu and send its link to your client, by email for instance. Their requests arrive the same way.',
          ],
        },
      ],
    },
    library: {
      title: 'The library: add, find and attach your documents',
      summary: 'Your documents and those LexDesk publishes, searched in their text and attached to your cases.',
      parts: [
        {
          heading: 'Add documents',
          paragraphs: [
            "My documents: drop your files on the area provided or click Upload documents. Accepted formats: PDF, DOC, DOCX, PNG, JPG and JPEG, up to 50 MB a file. The text of each document is read, a scanned image's included; until then the document is marked In processing.",
          ],
        },
        {
          heading: 'Private or Public',
          paragraphs: [
            "The documents you add are private: only the members of your firm see them, and LexDesk's documentation team, which processes every document added. No other firm sees them.",
            'Public means the documents LexDesk publishes for every firm (legislation, case law, legal literature): you find them under Legal documents.',
          ],
        },
        {
          heading: 'Search',
          paragraphs: [
            "The Search panel of My documents and Legal documents looks for your words in the documents' text, and filters by type of document and by country. Each result shows an excerpt with your words highlighted and the date it was added.",
            "Click a document's name to show it in the Preview, on the right: its row stays marked in the list. The Preview opens it, downloads it or adds it to a case.",
          ],
        },
        {
          heading: 'Attach a document to a case',
          paragraphs: [
            "From the Preview, choose an ongoing case, then Add. In a case, the Firm's documents tab lists its documents, adds new ones and offers suggestions; the Legal documents tab offers LexDesk's. A new case must be accepted first.",
            'Remove takes a document out of the case, after a confirmation: it stays in the library. Delete, in My documents, erases it for good; only the lawyer who added it or the firm administrator can.',
          ],
        },
      ],
    },
  },
  nl: {
    onboarding: {
      title: 'Eerste stappen van de beheerder van het kantoor',
      summary:
        'Wat u één keer instelt, na het aanmaken van de account van het kantoor, om uw eerste aanvragen te ontvangen.',
      parts: [
        {
          heading: '1. Controleer de gegevens van het kantoor',
          paragraphs: [
            'Menu Kantoor, dan Informatie: verbeter de naam van het kantoor zoals uw cliënten hem kennen en kies hoe e-mails vertrekken (één gedeelde mailbox van het kantoor of die van elke advocaat). De ID van het kantoor op deze pagina is die van het aanvraagformulier.',
          ],
        },
        {
          heading: '2. Nodig uw advocaten uit',
          paragraphs: [
            'Kantoor, dan Advocaten: nodig elke advocaat uit met zijn e-mailadres. Hij ontvangt een link om zijn account aan te maken; zolang hij die niet gebruikt, wacht de uitnodiging onder de lijst van advocaten, waar u ze opnieuw kunt versturen of intrekken.',
            'U blijft de enige beheerder. Om die rol aan een andere advocaat te geven, kiest u „Beheerder” bij die advocaat: dat is een overdracht, bevestigd in een venster dat zegt wat u verliest.',
          ],
        },
        {
          heading: '3. Kies de rechtsgebieden van elke advocaat',
          paragraphs: [
            'Elke advocaat kiest zijn rechtsgebieden in zijn menu, onder Mijn rechtsgebieden. Een aanvraag gaat naar de advocaat van het kantoor die het rechtsgebied behandelt en de minste nieuwe of lopende zaken heeft; een rechtsgebied dat niemand behandelt, komt bij u, de beheerder.',
          ],
        },
        {
          heading: '4. Schrijf uw contracten',
          paragraphs: [
            'Kantoor, dan Contracten: schrijf uw algemene voorwaarden en uw privacyverklaring, in elke taal van uw cliënten. Het aanvraagformulier verwijst de rechtzoekende naar uw privacyverklaring in zijn taal; zonder verklaring toont het die van LexDesk.',
          ],
        },
        {
          heading: '5. Open het formulier voor uw cliënten',
          paragraphs: [
            'Plaats het aanvraagformulier op uw website (zie de handleiding „Het aanvraagformulier op uw website plaatsen”) of stuur, zonder website, de link ervan: het menu Casus-formulier opent het, en het welkomstpaneel van de pagina Zaken geeft de link met een knop Kopiëren.',
          ],
        },
        {
          heading: '6. Tijdens de proefperiode, daarna het abonnement',
          paragraphs: [
            'Het kantoor begint met een gratis proefperiode van 30 dagen. Abonnement, in uw menu, toont de einddatum en de resterende dagen, en leidt naar de formules. Een banner herinnert u eraan tijdens de laatste 7 dagen.',
          ],
        },
      ],
    },
    'intake-widget': {
      title: 'Het aanvraagformulier op uw website plaatsen',
      summary:
        'Met het aanvraagformulier beschrijft een rechtzoekende zijn situatie vanaf uw website; zijn aanvraag komt bij uw zaken terecht.',
      parts: [
        {
          heading: 'De code om te plakken',
          paragraphs: [
            'Plak deze regels in de pagina van uw website waar het formulier moet verschijnen, precies op de plaats waar u het wilt. Vervang ID-VAN-HET-KANTOOR door de ID onder Kantoor, dan Informatie. Het welkomstpaneel van de pagina Zaken geeft u deze code al ingevuld.',
          ],
          snippet: true,
        },
        {
          heading: 'De opties',
          paragraphs: [
            'data-lang: de taal van het formulier, fr, nl of en. De rechtzoekende kan ze in het formulier nog wijzigen.',
            'data-law-case (optioneel): het nummer van een concreet geval, om het vooraf te selecteren. Open daarvoor uw formulier (menu Casus-formulier) en kies het geval: het adres van de pagina eindigt dan op lawCase= gevolgd door dat nummer.',
            'data-title (optioneel): de naam van het kader voor schermlezers, standaard „Formulaire de demande”.',
          ],
        },
        {
          heading: 'Wat de rechtzoekende ziet',
          paragraphs: [
            'Het formulier verschijnt in een kader dat de hoogte van zijn inhoud aanneemt. De rechtzoekende kiest zijn rechtsgebied en geval, beantwoordt de vragen, voegt zijn stukken toe en neemt kennis van uw privacyverklaring. Hij wordt gewaarschuwd dat het versturen geen termijn stuit en niet voor dringende gevallen bedoeld is.',
          ],
        },
        {
          heading: 'Wat u ontvangt',
          paragraphs: [
            'De aanvraag verschijnt in Zaken met de status Nieuw, toegewezen aan de advocaat die het rechtsgebied behandelt en die per e-mail wordt verwittigd. Hij aanvaardt of weigert ze; een weigering wordt de rechtzoekende per e-mail gemeld, met de reden die u wilt toevoegen.',
          ],
        },
        {
          heading: 'Zonder website',
          paragraphs: [
            'Hetzelfde formulier heeft een eigen adres: open het via het menu Casus-formulier en stuur de link naar uw cliënt, bijvoorbeeld per e-mail. Zijn aanvragen komen op dezelfde manier binnen.',
          ],
        },
      ],
    },
    library: {
      title: 'De bibliotheek: documenten toevoegen, terugvinden en bij een zaak voegen',
      summary: 'Uw documenten en die welke LexDesk publiceert, doorzocht in hun tekst en bij uw zaken gevoegd.',
      parts: [
        {
          heading: 'Documenten toevoegen',
          paragraphs: [
            'Mijn documenten: sleep uw bestanden naar de daarvoor bestemde zone of klik op Documenten uploaden. Aanvaarde formaten: PDF, DOC, DOCX, PNG, JPG en JPEG, tot 50 MB per bestand. De tekst van elk document wordt gelezen, ook die van een gescande afbeelding; tot dan staat het document op In verwerking.',
          ],
        },
        {
          heading: 'Privé of Openbaar',
          paragraphs: [
            'De documenten die u toevoegt zijn privé: alleen de leden van uw kantoor zien ze, en het documentatieteam van LexDesk, dat elk toegevoegd document verwerkt. Geen ander kantoor ziet ze.',
            'Openbaar zijn de documenten die LexDesk voor alle kantoren publiceert (wetgeving, rechtspraak, rechtsleer): u vindt ze onder Juridische documenten.',
          ],
        },
        {
          heading: 'Zoeken',
          paragraphs: [
            'Het paneel Zoeken van Mijn documenten en Juridische documenten zoekt uw woorden in de tekst van de documenten, en filtert op soort document en op land. Elk resultaat toont een uittreksel met uw woorden gemarkeerd en de datum waarop het werd toegevoegd.',
            'Klik op de naam van een document om het in het Voorbeeld, rechts, te tonen: zijn rij blijft gemarkeerd in de lijst. Vanuit het Voorbeeld opent u het, downloadt u het of voegt u het bij een zaak.',
          ],
        },
        {
          heading: 'Een document bij een zaak voegen',
          paragraphs: [
            'Kies in het Voorbeeld een lopende zaak en dan Toevoegen. In een zaak toont het tabblad Documenten van het kantoor haar documenten, voegt er nieuwe toe en doet suggesties; het tabblad Juridische documenten biedt die van LexDesk. Een nieuwe zaak moet eerst aanvaard worden.',
            'Uit de zaak verwijderen haalt een document uit de zaak, na bevestiging: het blijft in de bibliotheek. Verwijderen, in Mijn documenten, wist het definitief; alleen de advocaat die het toevoegde of de beheerder van het kantoor kan dat.',
          ],
        },
      ],
    },
  },
};
