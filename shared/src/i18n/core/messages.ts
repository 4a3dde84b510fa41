import type { Catalogue } from '../../stores/locale';

/**
 * The shared texts of the first paint (form validation, errors, common words): registered by
 * '@lexdesk/shared/core'. Pagination's are in ../lists/messages.ts ('@lexdesk/shared/lists'), the rest of the kit's
 * in ../kit/messages.ts; `sharedMessages` (../messages.ts) is all three.
 */
export const coreMessages: Catalogue = {
  fr: {
    'validation.required': 'Ce champ est requis',
    'validation.email': "L'email n'est pas valide",
    'validation.emailTaken': 'Cet email est déjà associé à un compte',
    'validation.passwordLength': 'Le mot de passe doit faire au minimum 8 caractères',
    'validation.passwordProductWord':
      'Le mot de passe ne peut pas contenir le nom du produit (LexDesk, demo) ni celui de votre cabinet',
    'validation.passwordConfirm': 'La confirmation du mot de passe ne correspond pas',
    'validation.terms': 'Vous devez accepter nos conditions générales',
    'validation.privacy': 'Vous devez accepter notre charte de vie privée',
    'validation.url': "Le lien n'est pas une url valide",
    'errors.500': 'Un problème est survenu. Veuillez réessayer plus tard.',
    'errors.prefix': 'Error: {message}',
    'common.noResult': 'Pas de résultat',
    'common.loading': 'Chargement…',
    'common.close': 'Fermer',
    'common.cancel': 'Annuler',
    'common.save': 'Enregistrer',
    'common.retry': 'Réessayer',
  },
  en: {
    'validation.required': 'This field is required',
    'validation.email': 'The email is not valid',
    'validation.emailTaken': 'This email is already linked to an account',
    'validation.passwordLength': 'The password must be at least 8 characters long',
    'validation.passwordProductWord':
      "The password may not contain the product's name (LexDesk, demo) or your firm's name",
    'validation.passwordConfirm': 'The password confirmation does not match',
    'validation.terms': 'You must accept our terms and conditions',
    'validation.privacy': 'You must accept our privacy policy',
    'validation.url': 'The link is not a valid url',
    'errors.500': 'Something went wrong. Please try again later.',
    'errors.prefix': 'Error: {message}',
    'common.noResult': 'No result',
    'common.loading': 'Loading…',
    'common.close': 'Close',
    'common.cancel': 'Cancel',
    'common.save': 'Save',
    'common.retry': 'Try again',
  },
  nl: {
    'validation.required': 'Dit veld is verplicht',
    'validation.email': 'Het e-mailadres is niet geldig',
    'validation.emailTaken': 'Dit e-mailadres is al aan een account gekoppeld',
    'validation.passwordLength': 'Het wachtwoord moet minstens 8 tekens bevatten',
    'validation.passwordProductWord':
      'Het wachtwoord mag de naam van het product (LexDesk, demo) of van uw kantoor niet bevatten',
    'validation.passwordConfirm': 'De wachtwoordbevestiging komt niet overeen',
    'validation.terms': 'U moet onze algemene voorwaarden aanvaarden',
    'validation.privacy': 'U moet ons privacybeleid aanvaarden',
    'validation.url': 'De link is geen geldige url',
    'errors.500': 'Er is een probleem opgetreden. Probeer het later opnieuw.',
    'errors.prefix': 'Fout: {message}',
    'common.noResult': 'Geen resultaat',
    'common.loading': 'Laden…',
    'common.close': 'Sluiten',
    'common.cancel': 'Annuleren',
    'common.save': 'Opslaan',
    'common.retry': 'Opnieuw proberen',
  },
};
