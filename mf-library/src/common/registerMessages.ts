import { registerMessages } from '@lexdesk/shared';
import { messages } from '../i18n/messages';

// Evaluated with the first exposed module the shell loads: the catalogue is there before it renders.
registerMessages(messages);
