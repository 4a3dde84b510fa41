import type { Catalogue } from '@lexdesk/shared';

/** mf_tagging's own texts; the shell's IntlProvider reads them once registered. */
export const messages: Catalogue = {
  fr: {
    'tagging.Tagging.title': 'Étiquetage',
  },
  en: {
    'tagging.Tagging.title': 'Tagging',
  },
  nl: {
    'tagging.Tagging.title': 'Labelen',
  },
};
