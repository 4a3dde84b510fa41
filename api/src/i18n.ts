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
  expired_token: 'Ce lien a expiré. Veuillez en demander un nouveau.',
  // Verbatim English in every language: the Subscribe screen matches on this exact text.
  email_taken: 'The email has already been taken.',
  forgot_password_sent: "Si un compte existe pour cette adresse, un lien de réinitialisation vient d'être envoyé.",
  password_reset: 'Votre mot de passe a été réinitialisé.',
  field_required: 'Ce champ est requis',
  field_email: "L'email n'est pas valide",
  field_password_length: 'Le mot de passe doit faire au minimum 8 charactères',
  field_password_confirm: 'La confirmation du mot de passe ne correspond pas',
  field_too_long: 'Ce champ ne doit pas dépasser {max} caractères',
  field_too_short: 'Ce champ doit contenir au moins {min} caractères',
  field_invalid: "Ce champ n'est pas valide",
  field_not_allowed: "Ce champ n'est pas autorisé",
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
  expired_token: 'This link has expired. Please request a new one.',
  email_taken: 'The email has already been taken.',
  forgot_password_sent: 'If an account exists for this address, a reset link has just been sent.',
  password_reset: 'Your password has been reset.',
  field_required: 'This field is required',
  field_email: 'The email is not valid',
  field_password_length: 'The password must be at least 8 characters long',
  field_password_confirm: 'The password confirmation does not match',
  field_too_long: 'This field may not be longer than {max} characters',
  field_too_short: 'This field must be at least {min} characters long',
  field_invalid: 'This field is not valid',
  field_not_allowed: 'This field is not allowed',
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
  expired_token: 'Deze link is verlopen. Vraag een nieuwe aan.',
  email_taken: 'The email has already been taken.',
  forgot_password_sent: 'Als er een account bestaat voor dit adres, werd zonet een herstellink verzonden.',
  password_reset: 'Uw wachtwoord werd opnieuw ingesteld.',
  field_required: 'Dit veld is verplicht',
  field_email: 'Het e-mailadres is niet geldig',
  field_password_length: 'Het wachtwoord moet minstens 8 tekens bevatten',
  field_password_confirm: 'De wachtwoordbevestiging komt niet overeen',
  field_too_long: 'Dit veld mag niet langer zijn dan {max} tekens',
  field_too_short: 'Dit veld moet minstens {min} tekens bevatten',
  field_invalid: 'Dit veld is ongeldig',
  field_not_allowed: 'Dit veld is niet toegestaan',
};

const catalogues: Record<Locale, Record<MessageKey, string>> = { fr, en, nl };

/**
 * API texts that are, word for word in every language, the client's shared catalogue entries
 * (shared/src/i18n/messages.ts): forms show either. test/i18n.test.ts keeps them equal. Not
 * email_taken: the Subscribe screen matches on its verbatim English text.
 */
export const SHARED_CATALOGUE_IDS = {
  field_required: 'validation.required',
  field_email: 'validation.email',
  field_password_length: 'validation.passwordLength',
  field_password_confirm: 'validation.passwordConfirm',
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
