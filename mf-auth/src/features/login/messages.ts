import type { Catalogue } from '@lexdesk/shared/core';

/**
 * The texts of the Login page (its form, its password field and the selling points beside it), a catalogue of
 * their own so that a first visit to Login fetches these alone; the rest of the remote's texts are in
 * i18n/messages.ts, fetched with the other pages. French texts quoted by the specification are verbatim.
 */
export const loginMessages: Catalogue = {
  fr: {
    'auth.fields.email': 'Email',
    'auth.fields.password': 'Mot de passe',
    'auth.password.show': 'Afficher le mot de passe',
    'auth.password.hide': 'Masquer le mot de passe',
    'auth.login.title': 'Connexion',
    'auth.login.intro': 'Accédez aux affaires et à la bibliothèque juridique de votre cabinet.',
    'auth.login.signInToContinue': 'Connectez-vous pour continuer.',
    'auth.login.submit': 'Se connecter',
    'auth.login.forgot': 'Mot de passe oublié ?',
    'auth.login.noAccount': 'Pas encore de compte ?',
    'auth.login.subscribe': 'Créer un compte',
    'auth.login.invalidCredentials': 'Email ou mot de passe erroné',
    'auth.login.tooManyAttempts':
      'Trop de tentatives de connexion. Veuillez patienter quelques minutes avant de réessayer.',
    'auth.selling.title': 'Pourquoi choisir LexDesk ?',
    'auth.selling.cases.title': 'Recevez des affaires qualifiées',
    'auth.selling.cases.text':
      'Le formulaire intégré à votre site guide vos futurs clients : leur situation, leurs réponses et leurs pièces vous arrivent avant le premier rendez-vous.',
    'auth.selling.library.title': 'Une bibliothèque juridique qui vous répond',
    'auth.selling.library.text':
      'Recherchez dans la législation, la jurisprudence et vos propres documents, étiquetez les passages utiles et joignez-les à vos affaires.',
    'auth.selling.languages.title': 'Pensé pour la Belgique',
    'auth.selling.languages.text':
      'Travaillez en français, en néerlandais ou en anglais : votre équipe et vos clients choisissent leur langue.',
    'auth.selling.trial.title': "30 jours d'essai gratuit",
    'auth.selling.trial.text':
      'Sans carte bancaire et sans engagement : invitez vos confrères et essayez LexDesk avec tout le cabinet.',
  },
  en: {
    'auth.fields.email': 'Email',
    'auth.fields.password': 'Password',
    'auth.password.show': 'Show password',
    'auth.password.hide': 'Hide password',
    'auth.login.title': 'Log in',
    'auth.login.intro': "Access your firm's cases and legal library.",
    'auth.login.signInToContinue': 'Log in to continue.',
    'auth.login.submit': 'Log in',
    'auth.login.forgot': 'Forgot your password?',
    'auth.login.noAccount': 'No account yet?',
    'auth.login.subscribe': 'Create an account',
    'auth.login.invalidCredentials': 'Wrong email or password',
    'auth.login.tooManyAttempts': 'Too many login attempts. Please wait a few minutes before trying again.',
    'auth.selling.title': 'Why choose LexDesk?',
    'auth.selling.cases.title': 'Receive qualified cases',
    'auth.selling.cases.text':
      'The form embedded in your website guides prospective clients: their situation, answers and documents reach you before the first meeting.',
    'auth.selling.library.title': 'A legal library that answers you',
    'auth.selling.library.text':
      'Search legislation, case law and your own documents, tag the useful passages and attach them to your cases.',
    'auth.selling.languages.title': 'Built for Belgium',
    'auth.selling.languages.text':
      'Work in French, Dutch or English: your team and your clients choose their language.',
    'auth.selling.trial.title': '30-day free trial',
    'auth.selling.trial.text':
      'No credit card and no commitment: invite your colleagues and try LexDesk with the whole firm.',
  },
  nl: {
    'auth.fields.email': 'E-mail',
    'auth.fields.password': 'Wachtwoord',
    'auth.password.show': 'Wachtwoord tonen',
    'auth.password.hide': 'Wachtwoord verbergen',
    'auth.login.title': 'Aanmelden',
    'auth.login.intro': 'Open de zaken en de juridische bibliotheek van uw kantoor.',
    'auth.login.signInToContinue': 'Meld u aan om verder te gaan.',
    'auth.login.submit': 'Aanmelden',
    'auth.login.forgot': 'Wachtwoord vergeten?',
    'auth.login.noAccount': 'Nog geen account?',
    'auth.login.subscribe': 'Een account aanmaken',
    'auth.login.invalidCredentials': 'Onjuist e-mailadres of wachtwoord',
    'auth.login.tooManyAttempts': 'Te veel aanmeldpogingen. Wacht enkele minuten voordat u het opnieuw probeert.',
    'auth.selling.title': 'Waarom LexDesk?',
    'auth.selling.cases.title': 'Ontvang gekwalificeerde zaken',
    'auth.selling.cases.text':
      'Het formulier op uw website begeleidt toekomstige cliënten: hun situatie, antwoorden en stukken bereiken u vóór de eerste afspraak.',
    'auth.selling.library.title': 'Een juridische bibliotheek die antwoordt',
    'auth.selling.library.text':
      'Zoek in wetgeving, rechtspraak en uw eigen documenten, label de nuttige passages en voeg ze toe aan uw zaken.',
    'auth.selling.languages.title': 'Gemaakt voor België',
    'auth.selling.languages.text': 'Werk in het Frans, Nederlands of Engels: uw team en uw cliënten kiezen hun taal.',
    'auth.selling.trial.title': '30 dagen gratis proberen',
    'auth.selling.trial.text':
      'Zonder kredietkaart en zonder verbintenis: nodig uw confraters uit en probeer LexDesk met het hele kantoor.',
  },
};
