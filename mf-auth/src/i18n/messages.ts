import type { Catalogue } from '@lexdesk/shared/core';

/**
 * Texts of the authentication remote. Validation texts (validation.*) and errors.500 live in the shared
 * catalogue. French texts quoted by the specification are verbatim.
 */
export const authMessages: Catalogue = {
  fr: {
    'auth.newTab': "(s'ouvre dans un nouvel onglet)",
    'auth.fields.passwordConfirmation': 'Confirmation du mot de passe',
    'auth.fields.firstname': 'Prénom',
    'auth.fields.lastname': 'Nom',
    'auth.fields.newPasswordHint': 'Au moins 8 caractères.',
    'auth.backToLogin': 'Retour à la connexion',
    'auth.haveAccount': 'Vous avez déjà un compte ?',
    'auth.loginLink': 'Se connecter',

    'auth.forgot.title': 'Mot de passe oublié',
    'auth.forgot.intro':
      "Indiquez l'email de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.",
    'auth.forgot.submit': 'Envoyer le lien',
    'auth.forgot.successTitle': 'Email envoyé',
    'auth.forgot.successText':
      'Si un compte est associé à {email}, vous allez recevoir un email contenant un lien pour réinitialiser votre mot de passe. Pensez à vérifier vos courriers indésirables.',

    'auth.register.title': 'Rejoindre votre cabinet',
    'auth.register.firm': 'Vous avez été invité à rejoindre le cabinet {client} sur LexDesk.',
    'auth.register.firmUnknown': 'Vous avez été invité à rejoindre un cabinet sur LexDesk.',
    'auth.register.submit': 'Créer mon compte',
    'auth.register.alreadyUsed': 'Cette invitation a déjà été utilisée',
    'auth.register.invalid': "Cette invitation n'est pas valide",
    'auth.register.invitationHelp':
      "Demandez à l'administrateur de votre cabinet de vous envoyer une nouvelle invitation, ou connectez-vous si vous avez déjà un compte.",

    'auth.subscribe.title': 'Créer votre compte',
    'auth.subscribe.intro': "30 jours d'essai gratuit, sans carte bancaire.",
    'auth.subscribe.terms': "J'accepte les <link>conditions générales d'utilisation</link>",
    'auth.subscribe.privacy': "J'accepte la <link>charte de vie privée</link>",
    'auth.subscribe.submit': 'Créer mon compte',
    'auth.subscribe.checkboxesHint':
      'Acceptez les conditions générales et la charte de vie privée pour créer votre compte.',

    'auth.reset.title': 'Nouveau mot de passe',
    'auth.reset.intro': 'Choisissez un nouveau mot de passe pour le compte {email}.',
    'auth.reset.introNoEmail': 'Choisissez un nouveau mot de passe pour votre compte.',
    'auth.reset.submit': 'Enregistrer le mot de passe',
    'auth.reset.successTitle': 'Mot de passe modifié',
    'auth.reset.successText': 'Votre mot de passe a bien été modifié. Vous pouvez maintenant vous connecter.',
    'auth.reset.invalidToken': "Ce lien de réinitialisation n'est pas valide.",
    'auth.reset.expiredToken': 'Ce lien de réinitialisation a expiré.',
    'auth.reset.requestNew': 'Demander un nouveau lien',

    'auth.welcome.title': 'Bienvenue sur LexDesk',
    'auth.welcome.intro':
      'Pour commencer, indiquez le nom de votre société : il apparaîtra dans votre espace et auprès de vos collaborateurs.',
    'auth.welcome.companyName': 'Nom de votre société',
    'auth.welcome.submit': 'Continuer',
    'auth.welcome.success': 'Le nom de votre société a bien été enregistré',

    'auth.legals.title': 'Informations légales',
    'auth.legals.intro': "Les textes qui encadrent l'utilisation de LexDesk et la protection de vos données.",
    'auth.legals.open': 'Consulter : {title}',
    'auth.legals.back': "Retour à l'accueil",
    'auth.legals.version': 'Version {version} du {date}',
    'auth.legals.contents': 'Sommaire',
    'auth.legals.terms.title': "Conditions générales d'utilisation",
    'auth.legals.terms.text':
      "Les règles d'utilisation du service : création du compte, période d'essai, abonnement, obligations de chacun et résiliation.",
    'auth.legals.privacy.title': 'Charte de vie privée',
    'auth.legals.privacy.text':
      'Les données que nous traitons pour votre cabinet et vos clients, pourquoi, combien de temps nous les conservons et comment exercer vos droits (RGPD).',
    'auth.legals.cookies.title': 'Politique en matière de cookies',
    'auth.legals.cookies.text': 'Les cookies utilisés par LexDesk, ce à quoi ils servent et comment les gérer.',
    'auth.legals.notices.title': 'Mentions légales',
    'auth.legals.notices.text':
      "L'éditeur du service, son siège, son numéro d'entreprise et l'hébergeur de l'application.",
    'auth.legals.documentation.title': 'Documentation',
    'auth.legals.documentation.text':
      "Trois guides pas à pas pour votre cabinet : les premiers pas de l'administrateur, le formulaire casus sur votre site, et la bibliothèque.",
    'auth.guides.code': 'Code à coller',
    'auth.guides.others': 'Les guides',
    'auth.guides.back': 'Retour aux informations légales',
    'auth.guides.notFound': 'Guide introuvable',
    'auth.guides.notFoundText': "Ce guide n'existe pas. Choisissez-en un ci-dessous.",
  },
  en: {
    'auth.newTab': '(opens in a new tab)',
    'auth.fields.passwordConfirmation': 'Password confirmation',
    'auth.fields.firstname': 'First name',
    'auth.fields.lastname': 'Last name',
    'auth.fields.newPasswordHint': 'At least 8 characters.',
    'auth.backToLogin': 'Back to login',
    'auth.haveAccount': 'Already have an account?',
    'auth.loginLink': 'Log in',

    'auth.forgot.title': 'Forgot your password',
    'auth.forgot.intro': "Enter your account's email: we will send you a link to choose a new password.",
    'auth.forgot.submit': 'Send the link',
    'auth.forgot.successTitle': 'Email sent',
    'auth.forgot.successText':
      'If an account is linked to {email}, you will receive an email with a link to reset your password. Remember to check your spam folder.',

    'auth.register.title': 'Join your firm',
    'auth.register.firm': 'You have been invited to join the firm {client} on LexDesk.',
    'auth.register.firmUnknown': 'You have been invited to join a firm on LexDesk.',
    'auth.register.submit': 'Create my account',
    'auth.register.alreadyUsed': 'This invitation has already been used',
    'auth.register.invalid': 'This invitation is not valid',
    'auth.register.invitationHelp':
      "Ask your firm's administrator to send you a new invitation, or log in if you already have an account.",

    'auth.subscribe.title': 'Create your account',
    'auth.subscribe.intro': '30-day free trial, no credit card needed.',
    'auth.subscribe.terms': 'I accept the <link>terms of use</link>',
    'auth.subscribe.privacy': 'I accept the <link>privacy policy</link>',
    'auth.subscribe.submit': 'Create my account',
    'auth.subscribe.checkboxesHint': 'Accept the terms of use and the privacy policy to create your account.',

    'auth.reset.title': 'New password',
    'auth.reset.intro': 'Choose a new password for the account {email}.',
    'auth.reset.introNoEmail': 'Choose a new password for your account.',
    'auth.reset.submit': 'Save the password',
    'auth.reset.successTitle': 'Password changed',
    'auth.reset.successText': 'Your password has been changed. You can now log in.',
    'auth.reset.invalidToken': 'This reset link is not valid.',
    'auth.reset.expiredToken': 'This reset link has expired.',
    'auth.reset.requestNew': 'Request a new link',

    'auth.welcome.title': 'Welcome to LexDesk',
    'auth.welcome.intro':
      'To get started, enter the name of your company: it will appear in your workspace and to your colleagues.',
    'auth.welcome.companyName': 'Name of your company',
    'auth.welcome.submit': 'Continue',
    'auth.welcome.success': 'The name of your company has been saved',

    'auth.legals.title': 'Legal information',
    'auth.legals.intro': 'The texts governing the use of LexDesk and the protection of your data.',
    'auth.legals.open': 'Read: {title}',
    'auth.legals.back': 'Back to the home page',
    'auth.legals.version': 'Version {version} of {date}',
    'auth.legals.contents': 'Contents',
    'auth.legals.terms.title': 'Terms of use',
    'auth.legals.terms.text':
      'The rules of the service: account creation, trial period, subscription, obligations of each party and termination.',
    'auth.legals.privacy.title': 'Privacy policy',
    'auth.legals.privacy.text':
      'The data we process for your firm and your clients, why, how long we keep it and how to exercise your rights (GDPR).',
    'auth.legals.cookies.title': 'Cookie policy',
    'auth.legals.cookies.text': 'The cookies LexDesk uses, what they are for and how to manage them.',
    'auth.legals.notices.title': 'Legal notices',
    'auth.legals.notices.text':
      "The publisher of the service, its registered office, its company number and the application's host.",
    'auth.legals.documentation.title': 'Documentation',
    'auth.legals.documentation.text':
      "Three step-by-step guides for your firm: the administrator's first steps, the intake form on your website, and the library.",
    'auth.guides.code': 'Code to paste',
    'auth.guides.others': 'The guides',
    'auth.guides.back': 'Back to the legal information',
    'auth.guides.notFound': 'Guide not found',
    'auth.guides.notFoundText': 'This guide does not exist. Choose one below.',
  },
  nl: {
    'auth.newTab': '(opent in een nieuw tabblad)',
    'auth.fields.passwordConfirmation': 'Bevestiging van het wachtwoord',
    'auth.fields.firstname': 'Voornaam',
    'auth.fields.lastname': 'Achternaam',
    'auth.fields.newPasswordHint': 'Minstens 8 tekens.',
    'auth.backToLogin': 'Terug naar aanmelden',
    'auth.haveAccount': 'Hebt u al een account?',
    'auth.loginLink': 'Aanmelden',

    'auth.forgot.title': 'Wachtwoord vergeten',
    'auth.forgot.intro':
      'Vul het e-mailadres van uw account in: we sturen u een link om een nieuw wachtwoord te kiezen.',
    'auth.forgot.submit': 'Link versturen',
    'auth.forgot.successTitle': 'E-mail verstuurd',
    'auth.forgot.successText':
      'Als er een account aan {email} gekoppeld is, ontvangt u een e-mail met een link om uw wachtwoord opnieuw in te stellen. Kijk ook in uw map met ongewenste e-mail.',

    'auth.register.title': 'Word lid van uw kantoor',
    'auth.register.firm': 'U bent uitgenodigd om lid te worden van het kantoor {client} op LexDesk.',
    'auth.register.firmUnknown': 'U bent uitgenodigd om lid te worden van een kantoor op LexDesk.',
    'auth.register.submit': 'Mijn account aanmaken',
    'auth.register.alreadyUsed': 'Deze uitnodiging werd al gebruikt',
    'auth.register.invalid': 'Deze uitnodiging is niet geldig',
    'auth.register.invitationHelp':
      'Vraag de beheerder van uw kantoor om u een nieuwe uitnodiging te sturen, of meld u aan als u al een account hebt.',

    'auth.subscribe.title': 'Uw account aanmaken',
    'auth.subscribe.intro': '30 dagen gratis proberen, zonder kredietkaart.',
    'auth.subscribe.terms': 'Ik aanvaard de <link>algemene gebruiksvoorwaarden</link>',
    'auth.subscribe.privacy': 'Ik aanvaard het <link>privacybeleid</link>',
    'auth.subscribe.submit': 'Mijn account aanmaken',
    'auth.subscribe.checkboxesHint':
      'Aanvaard de algemene voorwaarden en het privacybeleid om uw account aan te maken.',

    'auth.reset.title': 'Nieuw wachtwoord',
    'auth.reset.intro': 'Kies een nieuw wachtwoord voor het account {email}.',
    'auth.reset.introNoEmail': 'Kies een nieuw wachtwoord voor uw account.',
    'auth.reset.submit': 'Wachtwoord opslaan',
    'auth.reset.successTitle': 'Wachtwoord gewijzigd',
    'auth.reset.successText': 'Uw wachtwoord werd gewijzigd. U kunt zich nu aanmelden.',
    'auth.reset.invalidToken': 'Deze link om uw wachtwoord opnieuw in te stellen is niet geldig.',
    'auth.reset.expiredToken': 'Deze link om uw wachtwoord opnieuw in te stellen is verlopen.',
    'auth.reset.requestNew': 'Een nieuwe link aanvragen',

    'auth.welcome.title': 'Welkom bij LexDesk',
    'auth.welcome.intro':
      'Vul om te beginnen de naam van uw onderneming in: die verschijnt in uw werkruimte en bij uw medewerkers.',
    'auth.welcome.companyName': 'Naam van uw onderneming',
    'auth.welcome.submit': 'Doorgaan',
    'auth.welcome.success': 'De naam van uw onderneming werd opgeslagen',

    'auth.legals.title': 'Juridische informatie',
    'auth.legals.intro': 'De teksten die het gebruik van LexDesk en de bescherming van uw gegevens regelen.',
    'auth.legals.open': 'Lezen: {title}',
    'auth.legals.back': 'Terug naar de startpagina',
    'auth.legals.version': 'Versie {version} van {date}',
    'auth.legals.contents': 'Inhoud',
    'auth.legals.terms.title': 'Algemene gebruiksvoorwaarden',
    'auth.legals.terms.text':
      'De regels van de dienst: aanmaken van het account, proefperiode, abonnement, verplichtingen van elke partij en opzegging.',
    'auth.legals.privacy.title': 'Privacybeleid',
    'auth.legals.privacy.text':
      'De gegevens die we voor uw kantoor en uw cliënten verwerken, waarom, hoelang we ze bewaren en hoe u uw rechten uitoefent (AVG).',
    'auth.legals.cookies.title': 'Cookiebeleid',
    'auth.legals.cookies.text': 'De cookies die LexDesk gebruikt, waarvoor ze dienen en hoe u ze beheert.',
    'auth.legals.notices.title': 'Wettelijke vermeldingen',
    'auth.legals.notices.text':
      'De uitgever van de dienst, de maatschappelijke zetel, het ondernemingsnummer en de host van de applicatie.',
    'auth.legals.documentation.title': 'Documentatie',
    'auth.legals.documentation.text':
      'Drie stapsgewijze handleidingen voor uw kantoor: de eerste stappen van de beheerder, het aanvraagformulier op uw website, en de bibliotheek.',
    'auth.guides.code': 'Code om te plakken',
    'auth.guides.others': 'De handleidingen',
    'auth.guides.back': 'Terug naar de juridische informatie',
    'auth.guides.notFound': 'Handleiding niet gevonden',
    'auth.guides.notFoundText': 'Deze handleiding bestaat niet. Kies er hieronder een.',
  },
};
