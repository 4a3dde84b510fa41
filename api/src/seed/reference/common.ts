import { answer, checkbox, deadlineDate, freeText, radio } from './builders';

/** The answers and questions several matters share: one object each, so their codes and texts stay identical. */

export const YES = answer('yes', { fr: 'Oui', en: 'Yes', nl: 'Ja' });

export const NO = answer('no', { fr: 'Non', en: 'No', nl: 'Nee' });

export const UNKNOWN = answer('unknown', { fr: 'Je ne sais pas', en: "I don't know", nl: 'Ik weet het niet' });

export const DESCRIBE_SITUATION = freeText({
  fr: 'Décrivez brièvement votre situation',
  en: 'Briefly describe your situation',
  nl: 'Beschrijf kort uw situatie',
});

/**
 * Asked in every law case: who might pay the lawyer decides how a firm takes the case on. Legal expenses insurance
 * often comes with a home, family or car policy; second-line legal aid (Judicial Code, art. 508/1 ff.) is a lawyer
 * paid wholly or partly by the State for people of modest means.
 */
export const LEGAL_COSTS = checkbox(
  {
    fr: "Vos frais d'avocat pourraient-ils être pris en charge ?",
    en: 'Could your legal costs be covered?',
    nl: 'Kunnen uw advocaatkosten gedekt worden?',
  },
  [
    answer('legal_expenses_insurance', {
      fr: "J'ai une assurance protection juridique (parfois comprise dans l'assurance habitation, familiale ou auto)",
      en: 'I have legal expenses insurance (sometimes included in a home, family liability or car policy)',
      nl: 'Ik heb een rechtsbijstandsverzekering (soms inbegrepen in de brand-, familiale of autoverzekering)',
    }),
    answer('legal_aid', {
      fr: "Mes revenus sont peut-être assez bas pour l'aide juridique de deuxième ligne (avocat pro deo)",
      en: 'My income may be low enough for second-line legal aid (a lawyer paid by the State)',
      nl: 'Mijn inkomen is misschien laag genoeg voor juridische tweedelijnsbijstand (pro-Deoadvocaat)',
    }),
  ],
);

/** After a judgment: given by default, the time limits to oppose or appeal run from its service. */
export const JUDGMENT_BY_DEFAULT = radio(
  {
    fr: "Si un jugement a été rendu, l'a-t-il été par défaut (sans que vous soyez présent ni représenté) ?",
    en: 'If a judgment was given, was it given by default (without you being present or represented)?',
    nl: 'Als er een vonnis werd gewezen, was dat bij verstek (zonder dat u aanwezig of vertegenwoordigd was)?',
  },
  [YES, NO, UNKNOWN],
  false,
);

export const JUDGMENT_SERVED_ON = deadlineDate(
  {
    fr: 'Si un jugement a été rendu, à quelle date vous a-t-il été signifié par huissier de justice ?',
    en: 'If a judgment was given, on what date did a bailiff serve it on you?',
    nl: 'Als er een vonnis werd gewezen, op welke datum werd het u door de gerechtsdeurwaarder betekend?',
  },
  false,
);
