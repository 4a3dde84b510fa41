import { create } from 'zustand';

/** What the right sidebars show: the previewed document and the lawyer panel. */
interface SelectionState {
  selectedDocumentToken: string | null;
  selectedLawyerId: number | null;
  selectDocument: (token: string | null) => void;
  selectLawyer: (id: number | null) => void;
  reset: () => void;
}

export const useSelectionStore = create<SelectionState>((set) => ({
  selectedDocumentToken: null,
  selectedLawyerId: null,
  selectDocument: (selectedDocumentToken) => set({ selectedDocumentToken }),
  selectLawyer: (selectedLawyerId) => set({ selectedLawyerId }),
  reset: () => set({ selectedDocumentToken: null, selectedLawyerId: null }),
}));
