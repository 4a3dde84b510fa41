import type { Catalogue } from '@lexdesk/shared';

export const messages: Catalogue = { fr: {}, en: {}, nl: {} };
