import { setSidebarSlot, useSidebarSlot } from '@lexdesk/shared';
import { create } from 'zustand';
import type { LibraryDocument } from '../api/documents';

/**
 * The documents a list selected for the preview, by token. The shell's `preview` slot carries only the token
 * (and the shell empties it on a new path); the preview sidebar, in this same remote, reads the name and the
 * type from here instead of asking the API for a document it was just shown.
 */
export const useSelectedDocumentStore = create<{ documents: Record<string, LibraryDocument> }>(() => ({
  documents: {},
}));

export function selectDocument(document: LibraryDocument | null): void {
  if (document) {
    useSelectedDocumentStore.setState((state) => ({ documents: { ...state.documents, [document.token]: document } }));
  }
  setSidebarSlot('preview', document ? { token: document.token } : null);
}

/** The document the preview shows, or null. */
export function useSelectedDocument(): LibraryDocument | null {
  const token = useSidebarSlot('preview')?.token ?? null;
  return useSelectedDocumentStore((state) => (token ? (state.documents[token] ?? null) : null));
}

/** The token the preview shows (a list marks that row). */
export function useSelectedToken(): string | null {
  return useSidebarSlot('preview')?.token ?? null;
}
