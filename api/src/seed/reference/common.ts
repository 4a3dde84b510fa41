import { answer, freeText } from './builders';

/** The answers and questions several matters share: one object each, so their codes and texts stay identical. */

export const YES = answer('yes', { fr: 'Oui', en: 'Yes', nl: 'Ja' });

export const NO = answer('no', { fr: 'Non', en: 'No', nl: 'Nee' });

export const UNKNOWN = answer('unknown', { fr: 'Je ne sais pas', en: "I don't know", nl: 'Ik weet het niet' });

export const DESCRIBE_SITUATION = freeText({
  fr: 'Décrivez brièvement votre situation',
  en: 'Briefly describe your situation',
  nl: 'Beschrijf kort uw situatie',
});
