import type { Catalogue } from '@lexdesk/shared/core';
import { messages as intakeMessages } from '../../features/intake/messages';
import { messages as legalCaseMessages } from '../../features/legal-case/messages';

/** The case screen's and the intake form's texts, registered by their pages beside the lists' (../lists/messages.ts). */
export const moreMessages: Catalogue = Object.fromEntries(
  (['fr', 'en', 'nl'] as const).map((locale) => [locale, { ...legalCaseMessages[locale], ...intakeMessages[locale] }]),
) as Catalogue;
