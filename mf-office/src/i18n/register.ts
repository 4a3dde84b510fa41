import { registerMessages } from '@lexdesk/shared';
import { messages } from './messages';

// Imported by every exposed module: whichever the shell loads first, the catalogue is there before it renders.
registerMessages(messages);
