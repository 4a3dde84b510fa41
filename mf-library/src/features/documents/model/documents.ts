import type { BadgeTone } from '@lexdesk/shared';
import type { DocumentState, LibraryDocument } from '../../../api/documents';

/** While a listed document is pending, the list asks again this often (no reload needed to see it change). */
export const PENDING_POLL_MS = 3000;

/** The Process screen's search runs for terms longer than this (specification 2, section 5). */
export const PROCESS_SEARCH_MIN_EXCLUSIVE = 2;

/** Terms typed on the Process screen are searched once the typing pauses this long. */
export const TYPED_SEARCH_DEBOUNCE_MS = 300;

export const STATE_TONE: Record<DocumentState, BadgeTone> = {
  pending: 'info',
  success: 'warning',
  processed: 'success',
  failure: 'danger',
};

export const isPending = (document: LibraryDocument) => document.state === 'pending';
