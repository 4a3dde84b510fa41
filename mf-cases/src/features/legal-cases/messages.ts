import type { Catalogue } from '@lexdesk/shared';

/**
 * Texts of LegalCases, MyCases, AllCases and the onboarding panel. Ids start with `cases.`, except
 * `legalcases.noresult.default`, the empty-list key the specification names (section 8).
 */
export const messages: Catalogue = {
  fr: {
    'cases.legalCases.tabs': 'Listes des affaires',
    'cases.legalCases.closed.show': 'Afficher les affaires clôturées',
    'cases.legalCases.closed.hide': 'Masquer les affaires clôturées',
    'cases.legalCases.section.new': 'Nouvelles affaires',
    'cases.legalCases.section.processing': 'En cours',
    'cases.legalCases.section.closed': 'Clôturées',
    'cases.legalCases.receivedOn': 'Reçue le {date}',
    'cases.legalCases.lawyer': 'Avocat : {name}',
    'cases.legalCases.noLawyer': 'Aucun avocat assigné',
    'cases.legalCases.loadError': "Les affaires n'ont pas pu être chargées.",
    'legalcases.noresult.default': 'Aucune affaire à afficher',

    'cases.onboarding.title': 'Bienvenue ! Recevez vos premières affaires en trois étapes',
    'cases.onboarding.intro':
      "Vos affaires apparaîtront ici dès qu'un justiciable vous aura envoyé sa demande. Pour commencer :",
    'cases.onboarding.stepNumber': 'Étape {number}',
    'cases.onboarding.done': 'Terminé',
    'cases.onboarding.skills.title': 'Choisissez vos matières',
    'cases.onboarding.skills.text':
      'Indiquez les domaines du droit que vous traitez : les demandes de ces matières vous seront attribuées.',
    'cases.onboarding.skills.action': 'Choisir mes matières',
    'cases.onboarding.skills.actionDone': 'Modifier mes matières',
    'cases.onboarding.skillsFirst': "Choisissez d'abord vos matières (étape 1).",
    'cases.onboarding.casus.title': 'Installez le formulaire casus sur votre site',
    'cases.onboarding.casus.text':
      'Ajoutez le formulaire casus à votre site internet : les justiciables y décrivent leur situation et leur demande vous parvient directement.',
    'cases.onboarding.casus.action': 'Voir la documentation',
    'cases.onboarding.casus.dialogTitle': 'Installer le formulaire casus',
    'cases.onboarding.casus.dialogIntro':
      "Collez ce code dans la page de votre site où le formulaire doit apparaître. Il contient l'identifiant de votre cabinet : les demandes reçues vous sont attribuées.",
    'cases.onboarding.casus.snippetLabel': 'Code à intégrer',
    'cases.onboarding.casus.attributesTitle': 'Options',
    'cases.onboarding.casus.attributeLang':
      'data-lang : la langue du formulaire, fr (français), en (anglais) ou nl (néerlandais).',
    'cases.onboarding.casus.attributeLawCase':
      'data-law-case (facultatif) : le numéro d\'un cas concret, pour le présélectionner (par exemple data-law-case="12"). Sans cet attribut, le justiciable choisit lui-même son cas.',
    'cases.onboarding.magicLink.title': 'Envoyez le lien magique',
    'cases.onboarding.magicLink.text':
      'Pas de site internet ? Envoyez le lien du formulaire à un justiciable : sa demande arrivera dans vos affaires.',
    'cases.onboarding.magicLink.action': 'Voir la documentation',
    'cases.onboarding.magicLink.dialogTitle': 'Envoyer le lien magique',
    'cases.onboarding.magicLink.dialogIntro':
      'Ce lien ouvre le formulaire casus de votre cabinet. Envoyez-le par e-mail ou partagez-le où vous voulez : chaque demande envoyée par ce lien vous parvient.',
    'cases.onboarding.magicLink.linkLabel': 'Lien du formulaire',
    'cases.onboarding.magicLink.mail': 'Envoyer par e-mail',
    'cases.onboarding.magicLink.mailSubject': 'Votre demande auprès de notre cabinet',
    'cases.onboarding.magicLink.mailBody':
      'Bonjour,\n\nPour nous exposer votre situation, merci de remplir ce formulaire :\n{link}\n\nBien cordialement',
    'cases.onboarding.copy': 'Copier',
    'cases.onboarding.copied': 'Copié dans le presse-papiers',
    'cases.onboarding.copyFailed': 'La copie a échoué : sélectionnez le texte et copiez-le vous-même.',
  },
  en: {
    'cases.legalCases.tabs': 'Case lists',
    'cases.legalCases.closed.show': 'Show closed cases',
    'cases.legalCases.closed.hide': 'Hide closed cases',
    'cases.legalCases.section.new': 'New cases',
    'cases.legalCases.section.processing': 'In progress',
    'cases.legalCases.section.closed': 'Closed',
    'cases.legalCases.receivedOn': 'Received on {date}',
    'cases.legalCases.lawyer': 'Lawyer: {name}',
    'cases.legalCases.noLawyer': 'No lawyer assigned',
    'cases.legalCases.loadError': 'The cases could not be loaded.',
    'legalcases.noresult.default': 'No case to show',

    'cases.onboarding.title': 'Welcome! Receive your first cases in three steps',
    'cases.onboarding.intro': 'Your cases will appear here as soon as a litigant sends you a request. To get started:',
    'cases.onboarding.stepNumber': 'Step {number}',
    'cases.onboarding.done': 'Done',
    'cases.onboarding.skills.title': 'Choose your areas of law',
    'cases.onboarding.skills.text':
      'Tell us which areas of law you handle: requests in these areas will be assigned to you.',
    'cases.onboarding.skills.action': 'Choose my areas of law',
    'cases.onboarding.skills.actionDone': 'Change my areas of law',
    'cases.onboarding.skillsFirst': 'Choose your areas of law first (step 1).',
    'cases.onboarding.casus.title': 'Install the casus form on your website',
    'cases.onboarding.casus.text':
      'Add the casus form to your website: litigants describe their situation there and their request reaches you directly.',
    'cases.onboarding.casus.action': 'Read the documentation',
    'cases.onboarding.casus.dialogTitle': 'Install the casus form',
    'cases.onboarding.casus.dialogIntro':
      "Paste this code into the page of your website where the form should appear. It holds your firm's identifier: the requests received are assigned to you.",
    'cases.onboarding.casus.snippetLabel': 'Code to embed',
    'cases.onboarding.casus.attributesTitle': 'Options',
    'cases.onboarding.casus.attributeLang':
      'data-lang: the language of the form, fr (French), en (English) or nl (Dutch).',
    'cases.onboarding.casus.attributeLawCase':
      'data-law-case (optional): the number of a specific case, to preselect it (for example data-law-case="12"). Without it, the litigant chooses the case.',
    'cases.onboarding.magicLink.title': 'Send the magic link',
    'cases.onboarding.magicLink.text':
      'No website? Send the link of the form to a litigant: their request will arrive in your cases.',
    'cases.onboarding.magicLink.action': 'Read the documentation',
    'cases.onboarding.magicLink.dialogTitle': 'Send the magic link',
    'cases.onboarding.magicLink.dialogIntro':
      "This link opens your firm's casus form. Send it by email or share it wherever you like: every request sent through it reaches you.",
    'cases.onboarding.magicLink.linkLabel': 'Link to the form',
    'cases.onboarding.magicLink.mail': 'Send by email',
    'cases.onboarding.magicLink.mailSubject': 'Your request to our firm',
    'cases.onboarding.magicLink.mailBody':
      'Hello,\n\nTo tell us about your situation, please fill in this form:\n{link}\n\nKind regards',
    'cases.onboarding.copy': 'Copy',
    'cases.onboarding.copied': 'Copied to the clipboard',
    'cases.onboarding.copyFailed': 'Copying failed: select the text and copy it yourself.',
  },
  nl: {
    'cases.legalCases.tabs': 'Lijsten van zaken',
    'cases.legalCases.closed.show': 'Afgesloten zaken tonen',
    'cases.legalCases.closed.hide': 'Afgesloten zaken verbergen',
    'cases.legalCases.section.new': 'Nieuwe zaken',
    'cases.legalCases.section.processing': 'In behandeling',
    'cases.legalCases.section.closed': 'Afgesloten',
    'cases.legalCases.receivedOn': 'Ontvangen op {date}',
    'cases.legalCases.lawyer': 'Advocaat: {name}',
    'cases.legalCases.noLawyer': 'Geen advocaat toegewezen',
    'cases.legalCases.loadError': 'De zaken konden niet worden geladen.',
    'legalcases.noresult.default': 'Geen zaken om te tonen',

    'cases.onboarding.title': 'Welkom! Ontvang uw eerste zaken in drie stappen',
    'cases.onboarding.intro':
      'Uw zaken verschijnen hier zodra een rechtzoekende u een aanvraag stuurt. Om te beginnen:',
    'cases.onboarding.stepNumber': 'Stap {number}',
    'cases.onboarding.done': 'Voltooid',
    'cases.onboarding.skills.title': 'Kies uw rechtsgebieden',
    'cases.onboarding.skills.text':
      'Geef aan welke rechtsgebieden u behandelt: aanvragen in die gebieden worden aan u toegewezen.',
    'cases.onboarding.skills.action': 'Mijn rechtsgebieden kiezen',
    'cases.onboarding.skills.actionDone': 'Mijn rechtsgebieden wijzigen',
    'cases.onboarding.skillsFirst': 'Kies eerst uw rechtsgebieden (stap 1).',
    'cases.onboarding.casus.title': 'Installeer het casus-formulier op uw website',
    'cases.onboarding.casus.text':
      'Voeg het casus-formulier toe aan uw website: rechtzoekenden beschrijven er hun situatie en hun aanvraag komt rechtstreeks bij u terecht.',
    'cases.onboarding.casus.action': 'Documentatie bekijken',
    'cases.onboarding.casus.dialogTitle': 'Het casus-formulier installeren',
    'cases.onboarding.casus.dialogIntro':
      'Plak deze code in de pagina van uw website waar het formulier moet verschijnen. Ze bevat de identificatie van uw kantoor: de ontvangen aanvragen worden aan u toegewezen.',
    'cases.onboarding.casus.snippetLabel': 'In te voegen code',
    'cases.onboarding.casus.attributesTitle': 'Opties',
    'cases.onboarding.casus.attributeLang':
      'data-lang: de taal van het formulier, fr (Frans), en (Engels) of nl (Nederlands).',
    'cases.onboarding.casus.attributeLawCase':
      'data-law-case (optioneel): het nummer van een concreet geval, om het vooraf te selecteren (bijvoorbeeld data-law-case="12"). Zonder dit attribuut kiest de rechtzoekende zelf.',
    'cases.onboarding.magicLink.title': 'Verstuur de magische link',
    'cases.onboarding.magicLink.text':
      'Geen website? Stuur de link van het formulier naar een rechtzoekende: zijn aanvraag komt in uw zaken terecht.',
    'cases.onboarding.magicLink.action': 'Documentatie bekijken',
    'cases.onboarding.magicLink.dialogTitle': 'De magische link versturen',
    'cases.onboarding.magicLink.dialogIntro':
      'Deze link opent het casus-formulier van uw kantoor. Verstuur hem per e-mail of deel hem waar u wilt: elke aanvraag via deze link komt bij u terecht.',
    'cases.onboarding.magicLink.linkLabel': 'Link naar het formulier',
    'cases.onboarding.magicLink.mail': 'Per e-mail versturen',
    'cases.onboarding.magicLink.mailSubject': 'Uw aanvraag bij ons kantoor',
    'cases.onboarding.magicLink.mailBody':
      'Goeddag,\n\nOm ons uw situatie uit te leggen, vult u dit formulier in:\n{link}\n\nMet vriendelijke groeten',
    'cases.onboarding.copy': 'Kopiëren',
    'cases.onboarding.copied': 'Gekopieerd naar het klembord',
    'cases.onboarding.copyFailed': 'Kopiëren is mislukt: selecteer de tekst en kopieer hem zelf.',
  },
};
