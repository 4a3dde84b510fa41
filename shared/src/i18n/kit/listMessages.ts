import type { Catalogue } from '../../stores/locale';

/** The texts of a list page's part of the kit (Pagination), registered by '@lexdesk/shared/lists'. */
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
