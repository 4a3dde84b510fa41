import type { Catalogue } from '@lexdesk/shared/core';
import { listMessages } from './lists/messages';
import { moreMessages } from './more/messages';

/** mf_cases's own texts, all of them (tests); the pages register them in two parts (register.ts, registerLists.ts). */
export const messages: Catalogue = Object.fromEntries(
  (['fr', 'en', 'nl'] as const).map((locale) => [locale, { ...listMessages[locale], ...moreMessages[locale] }]),
) as Catalogue;
