import type { Catalogue } from '@lexdesk/shared/core';
import { messages as commonMessages } from '../../common/messages';
import { messages as legalCasesMessages } from '../../features/legal-cases/messages';

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

/**
 * The texts of the case lists (LegalCases, MyCases, AllCases and the onboarding panel), the page titles and the texts
 * every screen shares: a catalogue of their own, so that a start on a list fetches and evaluates these alone. The case
 * screen's and the intake form's are in ../more/messages.ts, registered beside these by their pages.
 */
export const listMessages: Catalogue = Object.fromEntries(
  (['fr', 'en', 'nl'] as const).map((locale) => [
    locale,
    { ...pageTitles[locale], ...commonMessages[locale], ...legalCasesMessages[locale] },
  ]),
) as Catalogue;
