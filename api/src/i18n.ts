import type { FastifyRequest } from 'fastify';

export type Locale = 'fr' | 'en' | 'nl';
export const LOCALES: readonly Locale[] = ['fr', 'en', 'nl'];

// French is the reference: the product is French first and the client shows some of these verbatim.
const fr = {
  server_error: 'Un problème est survenu. Veuillez réessayer plus tard.',
  validation_failed: 'Les données envoyées ne sont pas valides.',
  bad_request: "La requête n'est pas valide.",
  invalid_json: "Le corps de la requête n'est pas un JSON valide.",
  payload_too_large: 'La requête est trop volumineuse.',
  unsupported_media_type: "Ce type de contenu n'est pas pris en charge.",
  not_found: 'Ressource introuvable.',
  unauthenticated: 'Vous devez être connecté.',
  forbidden: "Vous n'avez pas accès à cette action.",
  csrf_mismatch: 'Votre session a expiré. Veuillez réessayer.',
  too_many_attempts: 'Trop de tentatives. Veuillez réessayer dans {seconds} secondes.',
  invalid_credentials: 'Email ou mot de passe erroné',
  invalid_token: "Ce lien n'est pas valide",
  already_used_token: 'Cette invitation a déjà été utilisée',
  invitation_used: 'Cette invitation a déjà été acceptée : son adresse a un compte LexDesk.',
  expired_token: 'Ce lien a expiré. Veuillez en demander un nouveau.',
  email_taken: 'Cet email est déjà associé à un compte',
  forgot_password_sent: "Si un compte existe pour cette adresse, un lien de réinitialisation vient d'être envoyé.",
  password_reset: 'Votre mot de passe a été réinitialisé.',
  field_required: 'Ce champ est requis',
  field_email: "L'email n'est pas valide",
  field_password_length: 'Le mot de passe doit faire au minimum 8 caractères',
  field_password_confirm: 'La confirmation du mot de passe ne correspond pas',
  field_password_common:
    'Ce mot de passe est trop courant : il figure dans des listes de mots de passe divulgués ou se devine trop facilement. Veuillez en choisir un autre.',
  field_too_long: 'Ce champ ne doit pas dépasser {max} caractères',
  field_too_short: 'Ce champ doit contenir au moins {min} caractères',
  field_invalid: "Ce champ n'est pas valide",
  field_not_allowed: "Ce champ n'est pas autorisé",
  field_phone: "Le numéro de téléphone n'est pas valide",
  field_date: "La date n'est pas valide (format attendu : AAAA-MM-JJ)",
  field_option: 'Cette réponse ne fait pas partie des choix proposés',
  field_single_value: 'Une seule réponse est attendue',
  file_one_only: 'Un seul fichier est accepté pour cette question',
  file_type_not_accepted: "Ce type de fichier n'est pas accepté (PDF, Word, PNG ou JPEG)",
  file_content_mismatch: 'Le contenu du fichier « {name} » ne correspond pas à son extension',
  file_empty: 'Le fichier « {name} » est vide',
  file_too_large: 'Le fichier « {name} » dépasse la taille maximale de {max} Mo',
  too_many_files: 'Vous pouvez envoyer au maximum {max} fichiers',
  files_total_too_large: 'Vos fichiers dépassent ensemble {max} Mo : retirez-en pour pouvoir envoyer votre demande',
  firm_storage_full:
    "Ce cabinet ne peut plus recevoir de fichiers pour l'instant : envoyez votre demande sans fichiers, le cabinet vous les demandera",
  storage_unavailable: "L'envoi de fichiers est momentanément impossible. Veuillez réessayer plus tard.",
  not_assigned: "Seul l'avocat assigné à cette affaire peut effectuer cette action.",
  invalid_transition: "Cette action n'est pas possible dans l'état actuel de l'affaire.",
  case_closed: 'Cette affaire est clôturée : elle ne peut plus être réassignée.',
  same_user: 'Cet avocat est déjà assigné à cette affaire.',
  user_not_in_firm: 'Cet avocat ne fait pas partie de votre cabinet.',
  intake_token_invalid: 'Ce formulaire a expiré. Veuillez recharger la page et envoyer à nouveau votre demande.',
  email_already_member: 'Cet email est déjà associé à un compte',
  file_not_supported: 'Fichier non supporté',
  picture_too_large: "L'image dépasse la taille maximale de {max} Mo",
  cannot_delete_admin: "L'administrateur du cabinet ne peut pas être supprimé : transférez d'abord l'administration.",
  last_lawyer: 'Le seul avocat du cabinet ne peut pas être supprimé : contactez le support.',
  policy_privacy: 'Charte de vie privée',
  policy_terms: 'Conditions générales',
  at_least_one_field: 'Au moins un champ est requis',
  legal_version_outdated:
    "Ce texte a été mis à jour depuis l'ouverture de la page : rechargez-la pour lire la version en vigueur.",
  document_unreadable: 'Le fichier est illisible ou endommagé.',
  document_encrypted: 'Le document est protégé par un mot de passe.',
  document_too_large: 'Le document dépasse la taille autorisée une fois décompressé.',
  document_no_text: "Aucun texte n'a été trouvé dans le document.",
  document_needs_ocr:
    'Le document ne contient que des pages scannées, trop nombreuses pour la reconnaissance de texte (20 au plus).',
  document_file_missing: 'Le fichier du document est introuvable.',
  document_processing_failed: 'Le traitement du document a échoué. Veuillez le téléverser à nouveau.',
  document_public_not_deletable: 'Un document public ne peut pas être supprimé.',
  case_not_opened: "Un document ne peut être ajouté qu'à une affaire ouverte.",
  // Billing (routes/billing.ts, services/billing.ts, services/limits.ts).
  payments_not_configured: 'Les paiements ne sont pas configurés sur cette installation de LexDesk.',
  payment_provider_unavailable: 'Le service de paiement ne répond pas. Veuillez réessayer plus tard.',
  vat_format: 'Numéro de TVA invalide : indiquez le code du pays suivi du numéro, par exemple BE0123456749.',
  vat_checksum: 'Numéro de TVA invalide : les chiffres de contrôle ne correspondent pas.',
  price_unknown: "Cette formule n'est pas disponible.",
  payment_failed_card_declined: 'Votre carte a été refusée. Utilisez une autre carte ou contactez votre banque.',
  payment_failed_insufficient_funds: 'Votre carte a été refusée pour provision insuffisante.',
  payment_failed_expired_card: 'Votre carte a expiré. Utilisez une autre carte.',
  payment_failed_incorrect_cvc: 'Le code de sécurité de votre carte est incorrect.',
  payment_failed_processing_error: 'Une erreur est survenue lors du traitement de votre carte. Veuillez réessayer.',
  payment_failed_authentication_required:
    'Votre banque demande de confirmer ce paiement. Veuillez réessayer et suivre ses instructions.',
  payment_failed_generic: 'Le paiement a été refusé. Utilisez une autre carte ou contactez votre banque.',
  no_subscription: "Votre cabinet n'a pas d'abonnement en cours.",
  webhook_signature_invalid: "La signature de la notification de paiement n'est pas valide.",
  plan_lawyer_limit: 'Votre formule {plan} permet {max} avocats. Passez à la formule {next} pour en inviter davantage.',
  plan_lawyer_limit_custom:
    "Votre formule {plan} permet {max} avocats. Contactez-nous pour une formule sur mesure afin d'en inviter davantage.",
  plan_pages_limit:
    'Votre formule {plan} permet {max} pages de documentation par an, atteintes pour {year}. Passez à la formule {next} pour en ajouter davantage.',
  plan_pages_limit_custom:
    "Votre formule {plan} permet {max} pages de documentation par an, atteintes pour {year}. Contactez-nous pour une formule sur mesure afin d'en ajouter davantage.",
  subscription_required_invite: "Votre période d'essai est terminée : choisissez une formule pour inviter des avocats.",
  subscription_required_upload:
    "Votre période d'essai est terminée : choisissez une formule pour ajouter des documents.",
  // The metadata form and the tagging screen (services/labelling.ts; the metadata_* keys are validateMetadata's).
  metadata_not_applicable: "Ce champ ne s'applique pas au type, au pays ou à la nature choisis",
  metadata_unknown_code: 'Cette valeur ne fait pas partie de la liste',
  metadata_jurisdiction_type: "Cette juridiction n'est pas du type de juridiction choisi",
  metadata_ecli: "L'ECLI n'est pas valide (format attendu : ECLI:BE:CASS:2020:ARR.20200312.1)",
  metadata_ecli_court: "Le code de juridiction de l'ECLI ne correspond pas à la juridiction choisie",
  metadata_ecli_year: "L'année de l'ECLI n'est pas celle du prononcé",
  metadata_authors: 'Chaque auteur doit avoir un nom (un prénom seul ne suffit pas)',
  metadata_not_json: 'Les métadonnées envoyées ne sont pas un objet JSON valide',
  metadata_lawyer_unknown: "Cet avocat n'est membre d'aucun cabinet",
  document_public_not_private: 'Un document public ne peut pas redevenir privé.',
  document_anonymisation_pending:
    "Un document à anonymiser ne peut être rendu public qu'une fois son anonymisation validée.",
  document_not_ready: "Le texte du document n'est pas encore disponible. Réessayez dans quelques instants.",
  label_name_required: 'Un tag doit avoir un nom',
  label_code_duplicate: "Ce code est déjà celui d'un autre tag de ce document",
  selection_out_of_range: 'Ce passage sort du texte du document',
  selection_empty: 'Un passage ne peut pas être vide',
  selection_content_mismatch: 'Ce passage ne correspond pas au texte du document à cet endroit',
  labelling_timeout: "Le modèle de langage n'a pas répondu à temps. Réessayez, ou raccourcissez la consigne.",
  labelling_key_refused:
    "Le modèle de langage a refusé la clé d'accès de cette installation (LEXDESK_LLM_API_KEY) : prévenez l'administrateur technique.",
  labelling_invalid_answer:
    "La réponse du modèle de langage n'a pas la forme attendue : aucune suggestion n'a été enregistrée. Réessayez ou reformulez la consigne.",
  labelling_passages_not_found:
    'Certains passages proposés par le modèle de langage ne figurent pas dans le texte : ils ont été écartés.',
  labelling_provider_error: 'Le modèle de langage ne répond pas. Veuillez réessayer plus tard.',
  labelling_failed: 'La génération des suggestions a échoué. Veuillez réessayer.',
  anonymisation_entity_unknown: "Cette entité n'appartient pas à ce document",
  anonymisation_overlap: 'Ce passage chevauche un autre passage à remplacer',
  anonymisation_group_unknown: "Ce groupe n'existe pas dans ce document",
  anonymisation_undecided: "Acceptez ou rejetez chaque proposition avant de valider l'anonymisation.",
  anonymisation_detection_running: 'La détection est en cours. Réessayez dans quelques instants.',
  anonymisation_nothing_to_validate: "Lancez d'abord la détection : il n'y a rien à valider.",
  // Issue 27, part "valid": input no engine can store, provider refusals, product words in passwords.
  field_unsupported_characters: 'Ce champ contient un caractère non pris en charge (caractère nul ou invalide)',
  field_number_invalid: "Ce nombre n'est pas valide",
  payment_request_refused:
    'Le service de paiement a refusé ces données de paiement. Vérifiez votre carte ou utilisez-en une autre.',
  field_password_product_word:
    'Le mot de passe ne peut pas contenir le nom du produit (LexDesk, demo) ni celui de votre cabinet',
};

export type MessageKey = keyof typeof fr;

const en: Record<MessageKey, string> = {
  server_error: 'Something went wrong. Please try again later.',
  validation_failed: 'The given data was invalid.',
  bad_request: 'The request is not valid.',
  invalid_json: 'The request body is not valid JSON.',
  payload_too_large: 'The request is too large.',
  unsupported_media_type: 'This content type is not supported.',
  not_found: 'Not found.',
  unauthenticated: 'You must be logged in.',
  forbidden: 'You are not allowed to perform this action.',
  csrf_mismatch: 'Your session has expired. Please try again.',
  too_many_attempts: 'Too many attempts. Please try again in {seconds} seconds.',
  invalid_credentials: 'Wrong email or password',
  invalid_token: 'This link is not valid',
  already_used_token: 'This invitation has already been used',
  invitation_used: 'This invitation has already been accepted: its address has a LexDesk account.',
  expired_token: 'This link has expired. Please request a new one.',
  email_taken: 'This email is already linked to an account',
  forgot_password_sent: 'If an account exists for this address, a reset link has just been sent.',
  password_reset: 'Your password has been reset.',
  field_required: 'This field is required',
  field_email: 'The email is not valid',
  field_password_length: 'The password must be at least 8 characters long',
  field_password_confirm: 'The password confirmation does not match',
  field_password_common:
    'This password is too common: it appears in lists of leaked passwords or is too easy to guess. Please choose another one.',
  field_too_long: 'This field may not be longer than {max} characters',
  field_too_short: 'This field must be at least {min} characters long',
  field_invalid: 'This field is not valid',
  field_not_allowed: 'This field is not allowed',
  field_phone: 'The phone number is not valid',
  field_date: 'The date is not valid (expected format: YYYY-MM-DD)',
  field_option: 'This answer is not one of the proposed choices',
  field_single_value: 'Only one answer is expected',
  file_one_only: 'Only one file is accepted for this question',
  file_type_not_accepted: 'This file type is not accepted (PDF, Word, PNG or JPEG)',
  file_content_mismatch: 'The content of the file “{name}” does not match its extension',
  file_empty: 'The file “{name}” is empty',
  file_too_large: 'The file “{name}” exceeds the maximum size of {max} MB',
  too_many_files: 'You can send at most {max} files',
  files_total_too_large: 'Your files together exceed {max} MB: remove some to send your request',
  firm_storage_full:
    'This firm cannot receive files at the moment: send your request without files, the firm will ask you for them',
  storage_unavailable: 'Sending files is not possible at the moment. Please try again later.',
  not_assigned: 'Only the lawyer assigned to this case can do this.',
  invalid_transition: 'This action is not possible in the current state of the case.',
  case_closed: 'This case is closed: it can no longer be reassigned.',
  same_user: 'This lawyer is already assigned to this case.',
  user_not_in_firm: 'This lawyer is not a member of your firm.',
  intake_token_invalid: 'This form has expired. Please reload the page and send your request again.',
  email_already_member: 'This email is already linked to an account',
  file_not_supported: 'File not supported',
  picture_too_large: 'The picture exceeds the maximum size of {max} MB',
  cannot_delete_admin: 'The firm administrator cannot be deleted: transfer the administration first.',
  last_lawyer: "The firm's only lawyer cannot be deleted: contact support.",
  policy_privacy: 'Privacy policy',
  policy_terms: 'Terms and conditions',
  at_least_one_field: 'At least one field is required',
  legal_version_outdated: 'This text was updated after the page was opened: reload it to read the current version.',
  document_unreadable: 'The file is unreadable or damaged.',
  document_encrypted: 'The document is protected by a password.',
  document_too_large: 'The document exceeds the allowed size once unpacked.',
  document_no_text: 'No text was found in the document.',
  document_needs_ocr: 'The document only holds scanned pages, too many for text recognition (20 at most).',
  document_file_missing: "The document's file cannot be found.",
  document_processing_failed: 'Processing the document failed. Please upload it again.',
  document_public_not_deletable: 'A public document cannot be deleted.',
  case_not_opened: 'A document can only be added to an opened case.',
  payments_not_configured: 'Payments are not configured on this LexDesk installation.',
  payment_provider_unavailable: 'The payment service is not answering. Please try again later.',
  vat_format: 'Invalid VAT number: give the country code followed by the number, for example BE0123456749.',
  vat_checksum: 'Invalid VAT number: its check digits do not match.',
  price_unknown: 'This plan is not available.',
  payment_failed_card_declined: 'Your card was declined. Use another card or contact your bank.',
  payment_failed_insufficient_funds: 'Your card was declined: insufficient funds.',
  payment_failed_expired_card: 'Your card has expired. Use another card.',
  payment_failed_incorrect_cvc: "Your card's security code is incorrect.",
  payment_failed_processing_error: 'An error occurred while processing your card. Please try again.',
  payment_failed_authentication_required:
    'Your bank asks you to confirm this payment. Please try again and follow its instructions.',
  payment_failed_generic: 'The payment was refused. Use another card or contact your bank.',
  no_subscription: 'Your firm has no running subscription.',
  webhook_signature_invalid: "The payment notification's signature is not valid.",
  plan_lawyer_limit: 'Your {plan} plan allows {max} lawyers. Upgrade to the {next} plan to invite more.',
  plan_lawyer_limit_custom: 'Your {plan} plan allows {max} lawyers. Contact us for a custom plan to invite more.',
  plan_pages_limit:
    'Your {plan} plan allows {max} pages of documentation a year, reached for {year}. Upgrade to the {next} plan to add more.',
  plan_pages_limit_custom:
    'Your {plan} plan allows {max} pages of documentation a year, reached for {year}. Contact us for a custom plan to add more.',
  subscription_required_invite: 'Your trial has ended: choose a plan to invite lawyers.',
  subscription_required_upload: 'Your trial has ended: choose a plan to add documents.',
  metadata_not_applicable: 'This field does not apply to the chosen type, country or nature',
  metadata_unknown_code: 'This value is not in the list',
  metadata_jurisdiction_type: 'This court is not of the chosen court type',
  metadata_ecli: 'The ECLI is not valid (expected format: ECLI:BE:CASS:2020:ARR.20200312.1)',
  metadata_ecli_court: "The ECLI's court code does not match the chosen court",
  metadata_ecli_year: "The ECLI's year is not the year of the decision",
  metadata_authors: 'Every author needs a last name (a first name alone is not enough)',
  metadata_not_json: 'The metadata sent is not a valid JSON object',
  metadata_lawyer_unknown: 'This lawyer is not a member of any firm',
  document_public_not_private: 'A public document cannot become private again.',
  document_anonymisation_pending:
    'A document to anonymise can be made public only once its anonymisation is validated.',
  document_not_ready: "The document's text is not available yet. Please try again in a moment.",
  label_name_required: 'A tag needs a name',
  label_code_duplicate: 'This code is already the code of another tag of this document',
  selection_out_of_range: "This passage lies outside the document's text",
  selection_empty: 'A passage cannot be empty',
  selection_content_mismatch: "This passage does not match the document's text at that place",
  labelling_timeout: 'The language model did not answer in time. Try again, or shorten the instruction.',
  labelling_key_refused:
    "The language model refused this installation's access key (LEXDESK_LLM_API_KEY): please tell the technical administrator.",
  labelling_invalid_answer:
    "The language model's answer does not have the expected shape: no suggestion was saved. Try again or rephrase the instruction.",
  labelling_passages_not_found: 'Some passages proposed by the language model are not in the text: they were left out.',
  labelling_provider_error: 'The language model does not answer. Please try again later.',
  labelling_failed: 'Generating the suggestions failed. Please try again.',
  anonymisation_entity_unknown: 'This entity does not belong to this document',
  anonymisation_overlap: 'This passage overlaps another passage to replace',
  anonymisation_group_unknown: 'This group does not exist in this document',
  anonymisation_undecided: 'Accept or reject every proposal before validating the anonymisation.',
  anonymisation_detection_running: 'The detection is under way. Try again in a few moments.',
  anonymisation_nothing_to_validate: 'Run the detection first: there is nothing to validate.',
  // Issue 27, part "valid": input no engine can store, provider refusals, product words in passwords.
  field_unsupported_characters: 'This field contains an unsupported character (a null or invalid character)',
  field_number_invalid: 'This number is not valid',
  payment_request_refused: 'The payment service refused this payment information. Check your card or use another one.',
  field_password_product_word: "The password may not contain the product's name (LexDesk, demo) or your firm's name",
};

const nl: Record<MessageKey, string> = {
  server_error: 'Er is een probleem opgetreden. Probeer het later opnieuw.',
  validation_failed: 'De verzonden gegevens zijn ongeldig.',
  bad_request: 'Het verzoek is ongeldig.',
  invalid_json: 'De inhoud van het verzoek is geen geldige JSON.',
  payload_too_large: 'Het verzoek is te groot.',
  unsupported_media_type: 'Dit inhoudstype wordt niet ondersteund.',
  not_found: 'Niet gevonden.',
  unauthenticated: 'U moet aangemeld zijn.',
  forbidden: 'U heeft geen toegang tot deze actie.',
  csrf_mismatch: 'Uw sessie is verlopen. Probeer het opnieuw.',
  too_many_attempts: 'Te veel pogingen. Probeer het opnieuw over {seconds} seconden.',
  invalid_credentials: 'Verkeerd e-mailadres of wachtwoord',
  invalid_token: 'Deze link is ongeldig',
  already_used_token: 'Deze uitnodiging werd al gebruikt',
  invitation_used: 'Deze uitnodiging werd al aanvaard: het adres heeft een LexDesk-account.',
  expired_token: 'Deze link is verlopen. Vraag een nieuwe aan.',
  email_taken: 'Dit e-mailadres is al aan een account gekoppeld',
  forgot_password_sent: 'Als er een account bestaat voor dit adres, werd zonet een herstellink verzonden.',
  password_reset: 'Uw wachtwoord werd opnieuw ingesteld.',
  field_required: 'Dit veld is verplicht',
  field_email: 'Het e-mailadres is niet geldig',
  field_password_length: 'Het wachtwoord moet minstens 8 tekens bevatten',
  field_password_confirm: 'De wachtwoordbevestiging komt niet overeen',
  field_password_common:
    'Dit wachtwoord komt te vaak voor: het staat in lijsten van gelekte wachtwoorden of is te makkelijk te raden. Kies een ander wachtwoord.',
  field_too_long: 'Dit veld mag niet langer zijn dan {max} tekens',
  field_too_short: 'Dit veld moet minstens {min} tekens bevatten',
  field_invalid: 'Dit veld is ongeldig',
  field_not_allowed: 'Dit veld is niet toegestaan',
  field_phone: 'Het telefoonnummer is ongeldig',
  field_date: 'De datum is ongeldig (verwacht formaat: JJJJ-MM-DD)',
  field_option: 'Dit antwoord is geen van de voorgestelde keuzes',
  field_single_value: 'Er wordt slechts één antwoord verwacht',
  file_one_only: 'Voor deze vraag wordt slechts één bestand aanvaard',
  file_type_not_accepted: 'Dit bestandstype wordt niet aanvaard (PDF, Word, PNG of JPEG)',
  file_content_mismatch: 'De inhoud van het bestand “{name}” komt niet overeen met de extensie',
  file_empty: 'Het bestand “{name}” is leeg',
  file_too_large: 'Het bestand “{name}” is groter dan de maximale grootte van {max} MB',
  too_many_files: 'U kunt maximaal {max} bestanden verzenden',
  files_total_too_large: 'Uw bestanden zijn samen groter dan {max} MB: verwijder er enkele om uw aanvraag te verzenden',
  firm_storage_full:
    'Dit kantoor kan momenteel geen bestanden ontvangen: verzend uw aanvraag zonder bestanden, het kantoor vraagt ze u later',
  storage_unavailable: 'Bestanden verzenden is momenteel niet mogelijk. Probeer het later opnieuw.',
  not_assigned: 'Alleen de advocaat aan wie deze zaak is toegewezen, kan dit doen.',
  invalid_transition: 'Deze actie is niet mogelijk in de huidige status van de zaak.',
  case_closed: 'Deze zaak is afgesloten: ze kan niet meer opnieuw worden toegewezen.',
  same_user: 'Deze advocaat is al aan deze zaak toegewezen.',
  user_not_in_firm: 'Deze advocaat maakt geen deel uit van uw kantoor.',
  intake_token_invalid: 'Dit formulier is verlopen. Herlaad de pagina en verzend uw aanvraag opnieuw.',
  email_already_member: 'Dit e-mailadres is al aan een account gekoppeld',
  file_not_supported: 'Bestand niet ondersteund',
  picture_too_large: 'De afbeelding is groter dan de maximale grootte van {max} MB',
  cannot_delete_admin: 'De beheerder van het kantoor kan niet worden verwijderd: draag eerst het beheer over.',
  last_lawyer: 'De enige advocaat van het kantoor kan niet worden verwijderd: neem contact op met support.',
  policy_privacy: 'Privacybeleid',
  policy_terms: 'Algemene voorwaarden',
  at_least_one_field: 'Minstens één veld is vereist',
  legal_version_outdated:
    'Deze tekst is bijgewerkt nadat de pagina werd geopend: herlaad ze om de geldende versie te lezen.',
  document_unreadable: 'Het bestand is onleesbaar of beschadigd.',
  document_encrypted: 'Het document is met een wachtwoord beveiligd.',
  document_too_large: 'Het document is uitgepakt groter dan toegestaan.',
  document_no_text: 'Er werd geen tekst in het document gevonden.',
  document_needs_ocr: "Het document bevat enkel gescande pagina's, te veel voor tekstherkenning (hoogstens 20).",
  document_file_missing: 'Het bestand van het document is niet te vinden.',
  document_processing_failed: 'De verwerking van het document is mislukt. Upload het opnieuw.',
  document_public_not_deletable: 'Een openbaar document kan niet worden verwijderd.',
  case_not_opened: 'Een document kan enkel aan een geopende zaak worden toegevoegd.',
  payments_not_configured: 'Betalingen zijn niet geconfigureerd op deze LexDesk-installatie.',
  payment_provider_unavailable: 'De betaaldienst antwoordt niet. Probeer het later opnieuw.',
  vat_format: 'Ongeldig btw-nummer: geef de landcode gevolgd door het nummer, bijvoorbeeld BE0123456749.',
  vat_checksum: 'Ongeldig btw-nummer: de controlecijfers kloppen niet.',
  price_unknown: 'Deze formule is niet beschikbaar.',
  payment_failed_card_declined: 'Uw kaart werd geweigerd. Gebruik een andere kaart of neem contact op met uw bank.',
  payment_failed_insufficient_funds: 'Uw kaart werd geweigerd: onvoldoende saldo.',
  payment_failed_expired_card: 'Uw kaart is vervallen. Gebruik een andere kaart.',
  payment_failed_incorrect_cvc: 'De beveiligingscode van uw kaart is onjuist.',
  payment_failed_processing_error: 'Er is een fout opgetreden bij de verwerking van uw kaart. Probeer het opnieuw.',
  payment_failed_authentication_required:
    'Uw bank vraagt deze betaling te bevestigen. Probeer het opnieuw en volg de instructies van uw bank.',
  payment_failed_generic: 'De betaling werd geweigerd. Gebruik een andere kaart of neem contact op met uw bank.',
  no_subscription: 'Uw kantoor heeft geen lopend abonnement.',
  webhook_signature_invalid: 'De handtekening van de betalingsmelding is ongeldig.',
  plan_lawyer_limit:
    'Uw formule {plan} laat {max} advocaten toe. Stap over op de formule {next} om er meer uit te nodigen.',
  plan_lawyer_limit_custom:
    'Uw formule {plan} laat {max} advocaten toe. Neem contact met ons op voor een formule op maat om er meer uit te nodigen.',
  plan_pages_limit:
    "Uw formule {plan} laat {max} pagina's documentatie per jaar toe, bereikt voor {year}. Stap over op de formule {next} om er meer toe te voegen.",
  plan_pages_limit_custom:
    "Uw formule {plan} laat {max} pagina's documentatie per jaar toe, bereikt voor {year}. Neem contact met ons op voor een formule op maat om er meer toe te voegen.",
  subscription_required_invite: 'Uw proefperiode is afgelopen: kies een formule om advocaten uit te nodigen.',
  subscription_required_upload: 'Uw proefperiode is afgelopen: kies een formule om documenten toe te voegen.',
  metadata_not_applicable: 'Dit veld geldt niet voor het gekozen type, land of de gekozen aard',
  metadata_unknown_code: 'Deze waarde staat niet in de lijst',
  metadata_jurisdiction_type: 'Dit rechtscollege is niet van het gekozen type',
  metadata_ecli: 'De ECLI is ongeldig (verwacht formaat: ECLI:BE:CASS:2020:ARR.20200312.1)',
  metadata_ecli_court: 'De rechtscollegecode van de ECLI stemt niet overeen met het gekozen rechtscollege',
  metadata_ecli_year: 'Het jaar van de ECLI is niet het jaar van de uitspraak',
  metadata_authors: 'Elke auteur heeft een naam nodig (een voornaam alleen volstaat niet)',
  metadata_not_json: 'De verzonden metadata zijn geen geldig JSON-object',
  metadata_lawyer_unknown: 'Deze advocaat is geen lid van een kantoor',
  document_public_not_private: 'Een openbaar document kan niet opnieuw privé worden.',
  document_anonymisation_pending:
    'Een te anonimiseren document kan pas openbaar worden gemaakt zodra de anonimisering ervan is gevalideerd.',
  document_not_ready: 'De tekst van het document is nog niet beschikbaar. Probeer het zo meteen opnieuw.',
  label_name_required: 'Een tag heeft een naam nodig',
  label_code_duplicate: 'Deze code is al die van een andere tag van dit document',
  selection_out_of_range: 'Deze passage valt buiten de tekst van het document',
  selection_empty: 'Een passage mag niet leeg zijn',
  selection_content_mismatch: 'Deze passage stemt op die plaats niet overeen met de tekst van het document',
  labelling_timeout: 'Het taalmodel heeft niet op tijd geantwoord. Probeer opnieuw, of maak de instructie korter.',
  labelling_key_refused:
    'Het taalmodel heeft de toegangssleutel van deze installatie geweigerd (LEXDESK_LLM_API_KEY): verwittig de technisch beheerder.',
  labelling_invalid_answer:
    'Het antwoord van het taalmodel heeft niet de verwachte vorm: er werd geen suggestie bewaard. Probeer opnieuw of herformuleer de instructie.',
  labelling_passages_not_found:
    'Sommige passages die het taalmodel voorstelt, staan niet in de tekst: ze werden weggelaten.',
  labelling_provider_error: 'Het taalmodel antwoordt niet. Probeer het later opnieuw.',
  labelling_failed: 'Het genereren van de suggesties is mislukt. Probeer het opnieuw.',
  anonymisation_entity_unknown: 'Deze entiteit hoort niet bij dit document',
  anonymisation_overlap: 'Deze passage overlapt met een andere te vervangen passage',
  anonymisation_group_unknown: 'Deze groep bestaat niet in dit document',
  anonymisation_undecided: 'Aanvaard of verwerp elk voorstel voordat u de anonimisering valideert.',
  anonymisation_detection_running: 'De detectie is bezig. Probeer het over enkele ogenblikken opnieuw.',
  anonymisation_nothing_to_validate: 'Start eerst de detectie: er is niets te valideren.',
  // Issue 27, part "valid": input no engine can store, provider refusals, product words in passwords.
  field_unsupported_characters: 'Dit veld bevat een niet-ondersteund teken (een nulteken of ongeldig teken)',
  field_number_invalid: 'Dit getal is niet geldig',
  payment_request_refused:
    'De betaaldienst heeft deze betaalgegevens geweigerd. Controleer uw kaart of gebruik een andere.',
  field_password_product_word:
    'Het wachtwoord mag de naam van het product (LexDesk, demo) of van uw kantoor niet bevatten',
};

/** Exported for the catalogue typography test (shared/src/i18n/frenchTypography.test.ts). */
export const catalogues: Record<Locale, Record<MessageKey, string>> = { fr, en, nl };

/**
 * API texts that are, word for word in every language, the client's shared catalogue entries
 * (shared/src/i18n/messages.ts): forms show either. test/i18n.test.ts keeps them equal. email_taken too:
 * it used to be Laravel's English sentence in every language, which the French interface showed as it was;
 * the Subscribe screen recognises the answer by its code.
 */
export const SHARED_CATALOGUE_IDS = {
  field_required: 'validation.required',
  field_email: 'validation.email',
  field_password_length: 'validation.passwordLength',
  field_password_confirm: 'validation.passwordConfirm',
  field_password_product_word: 'validation.passwordProductWord',
  email_taken: 'validation.emailTaken',
  server_error: 'errors.500',
} as const satisfies Partial<Record<MessageKey, string>>;

export function t(locale: Locale, key: MessageKey, params: Record<string, string | number> = {}): string {
  return catalogues[locale][key].replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
}

function asLocale(value: unknown): Locale | undefined {
  if (typeof value !== 'string') return undefined;
  const primary = value.trim().toLowerCase().split('-')[0];
  return LOCALES.find((locale) => locale === primary);
}

/** `?lang=` wins (the client appends it to every GET), then Accept-Language by preference, else French. */
export function localeOf(request: FastifyRequest): Locale {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = asLocale(query?.lang);
  if (fromQuery) return fromQuery;
  const header = request.headers['accept-language'];
  if (!header) return 'fr';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...attributes] = part.split(';');
      const q = attributes.map((a) => a.trim()).find((a) => a.startsWith('q='));
      return { tag, q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const locale = asLocale(tag);
    if (locale) return locale;
  }
  return 'fr';
}
