import type { Catalogue } from '@lexdesk/shared';

/** mf_library's own texts; the shell's IntlProvider reads them once registered. */
export const messages: Catalogue = {
  fr: {
    'library.MyDocuments.title': 'Mes documents',
    'library.JuridicalDocuments.title': 'Documents juridiques',
    'library.LCOfficeDocuments.title': 'Mes documents',
    'library.LCJuridicalDocuments.title': 'Documents juridiques',
    'library.Admin.title': 'Documents traités',
    'library.Process.title': 'Documents à traiter',
    'library.Faileds.title': 'Documents en échec',
    'library.Search.title': 'Recherche',
    'library.SearchSidebar.title': 'Recherche',
    'library.PreviewSidebar.title': 'Aperçu',
  },
  en: {
    'library.MyDocuments.title': 'My documents',
    'library.JuridicalDocuments.title': 'Legal documents',
    'library.LCOfficeDocuments.title': 'My documents',
    'library.LCJuridicalDocuments.title': 'Legal documents',
    'library.Admin.title': 'Processed documents',
    'library.Process.title': 'Documents to process',
    'library.Faileds.title': 'Failed documents',
    'library.Search.title': 'Search',
    'library.SearchSidebar.title': 'Search',
    'library.PreviewSidebar.title': 'Preview',
  },
  nl: {
    'library.MyDocuments.title': 'Mijn documenten',
    'library.JuridicalDocuments.title': 'Juridische documenten',
    'library.LCOfficeDocuments.title': 'Mijn documenten',
    'library.LCJuridicalDocuments.title': 'Juridische documenten',
    'library.Admin.title': 'Verwerkte documenten',
    'library.Process.title': 'Te verwerken documenten',
    'library.Faileds.title': 'Mislukte documenten',
    'library.Search.title': 'Zoeken',
    'library.SearchSidebar.title': 'Zoeken',
    'library.PreviewSidebar.title': 'Voorbeeld',
  },
};
