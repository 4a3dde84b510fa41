import type { BadgeTone } from '@lexdesk/shared';
import type { DocumentState, LibraryDocument } from '../../../api/documents';

/** While a listed document is pending, the list asks again this often (no reload needed to see it change). */
export const PENDING_POLL_MS = 3000;

/** The Process screen's search runs for terms longer than this (specification 2, section 5). */
export const PROCESS_SEARCH_MIN_EXCLUSIVE = 2;

export const STATE_TONE: Record<DocumentState, BadgeTone> = {
  pending: 'info',
  success: 'warning',
  processed: 'success',
  failure: 'danger',
};

export const isPending = (document: LibraryDocument) => document.state === 'pending';

export type PreviewKind = 'pdf' | 'image' | 'none';

const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg'];

/** PDF in a frame, png/jpg/jpeg as an image (specification 2, "Accepted preview types"), nothing else. */
export function previewKind(document: Pick<LibraryDocument, 'name' | 'mime'>): PreviewKind {
  const extension = document.name.slice(document.name.lastIndexOf('.') + 1).toLowerCase();
  if (document.mime === 'application/pdf' || extension === 'pdf') return 'pdf';
  if (document.mime === 'image/png' || document.mime === 'image/jpeg' || IMAGE_EXTENSIONS.includes(extension)) {
    return 'image';
  }
  return 'none';
}
