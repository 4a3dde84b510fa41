import { create } from 'zustand';

/** Raised when a document is added to a case: the case's list and its suggestions ask again. */
export const useCaseDocumentsVersion = create<{ version: number }>(() => ({ version: 0 }));
