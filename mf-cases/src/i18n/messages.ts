import type { Catalogue } from '@lexdesk/shared';

/** mf_cases's own texts; the shell's IntlProvider reads them once registered. */
export const messages: Catalogue = {
  fr: {
    'cases.LegalCases.title': 'Affaires',
    'cases.MyCases.title': 'Mes affaires',
    'cases.AllCases.title': 'Toutes les affaires',
    'cases.LegalCase.title': 'Affaire',
    'cases.LCDemand.title': 'Demande',
    'cases.LCLitigeantDocuments.title': 'Documents du justiciable',
    'cases.Intake.title': 'Formulaire de demande',
  },
  en: {
    'cases.LegalCases.title': 'Cases',
    'cases.MyCases.title': 'My cases',
    'cases.AllCases.title': 'All cases',
    'cases.LegalCase.title': 'Case',
    'cases.LCDemand.title': 'Request',
    'cases.LCLitigeantDocuments.title': "Litigant's documents",
    'cases.Intake.title': 'Request form',
  },
  nl: {
    'cases.LegalCases.title': 'Zaken',
    'cases.MyCases.title': 'Mijn zaken',
    'cases.AllCases.title': 'Alle zaken',
    'cases.LegalCase.title': 'Zaak',
    'cases.LCDemand.title': 'Aanvraag',
    'cases.LCLitigeantDocuments.title': 'Documenten van de rechtzoekende',
    'cases.Intake.title': 'Aanvraagformulier',
  },
};
