import type { Catalogue } from '../../stores/locale';

/**
 * The texts of a list page's part of the kit (Pagination), registered by '@lexdesk/shared/lists'. The file is named
 * messages.ts so that the build compiles its texts (compile-messages-loader.js): a catalogue of strings would make
 * the page fetch the ICU parser.
 */
export const listMessages: Catalogue = {
  fr: {
    'common.previous': 'Précédent',
    'common.next': 'Suivant',
    'common.pagination': 'Pagination',
    'common.page': 'Page {page}',
  },
  en: {
    'common.previous': 'Previous',
    'common.next': 'Next',
    'common.pagination': 'Pagination',
    'common.page': 'Page {page}',
  },
  nl: {
    'common.previous': 'Vorige',
    'common.next': 'Volgende',
    'common.pagination': 'Paginering',
    'common.page': 'Pagina {page}',
  },
};
