// @lexdesk/shared: one instance per page (a federation singleton). Remotes import only from here.
import { sharedMessages } from './i18n/messages';
import { registerMessages } from './stores/locale';

export * from './types/entities';
export * from './config/runtime';
export * from './api/errors';
export * from './api/events';
export * from './api/client';
export * from './api/auth';
export * from './api/legalCases';
export * from './stores/locale';
export * from './stores/notifications';
export * from './stores/session';
export * from './stores/selection';
export * from './domain';
export * from './i18n/messages';
export * from './i18n/errors';
export * from './ui';

registerMessages(sharedMessages);
