import type { Catalogue } from '../stores/locale';
import { coreMessages } from './core/messages';
import { listMessages } from './lists/messages';
import { kitMessages } from './kit/messages';

/** Texts used by several remotes. Each remote registers its own catalogue next to this one. */
export const sharedMessages: Catalogue = {
  fr: { ...coreMessages.fr, ...listMessages.fr, ...kitMessages.fr },
  en: { ...coreMessages.en, ...listMessages.en, ...kitMessages.en },
  nl: { ...coreMessages.nl, ...listMessages.nl, ...kitMessages.nl },
};
