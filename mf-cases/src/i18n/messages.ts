import type { Catalogue } from '@lexdesk/shared/core';
import { messages as commonMessages } from '../common/messages';
import { messages as intakeMessages } from '../features/intake/messages';
import { messages as legalCaseMessages } from '../features/legal-case/messages';
import { messages as legalCasesMessages } from '../features/legal-cases/messages';

const pageTitles: Catalogue = {
  fr: {
    'cases.LegalCases.title': 'Affaires',
    'cases.MyCases.title': 'Mes affaires',
    'cases.AllCases.title': 'Toutes les affaires',
    'cases.Intake.title': 'Formulaire de demande',
  },
  en: {
    'cases.LegalCases.title': 'Cases',
    'cases.MyCases.title': 'My cases',
    'cases.AllCases.title': 'All cases',
    'cases.Intake.title': 'Request form',
  },
  nl: {
    'cases.LegalCases.title': 'Zaken',
    'cases.MyCases.title': 'Mijn zaken',
    'cases.AllCases.title': 'Alle zaken',
    'cases.Intake.title': 'Aanvraagformulier',
  },
};

/** mf_cases's own texts (one catalogue per feature); the shell's IntlProvider reads them once registered. */
export const messages: Catalogue = Object.fromEntries(
  (['fr', 'en', 'nl'] as const).map((locale) => [
    locale,
    {
      ...pageTitles[locale],
      ...commonMessages[locale],
      ...legalCasesMessages[locale],
      ...legalCaseMessages[locale],
      ...intakeMessages[locale],
    },
  ]),
) as Catalogue;
