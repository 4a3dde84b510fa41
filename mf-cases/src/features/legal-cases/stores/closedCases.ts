import { create } from 'zustand';

interface ClosedCasesState {
  /** Closed (and refused) cases are hidden by default (section 4). */
  showClosed: boolean;
  toggle: () => void;
}

/**
 * The closed-cases toggle, shared by the LegalCases layout (the button) and the MyCases and AllCases
 * lists (the query): one module instance inside the remote, so the choice survives switching tabs.
 */
export const useClosedCasesStore = create<ClosedCasesState>((set) => ({
  showClosed: false,
  toggle: () => set((state) => ({ showClosed: !state.showClosed })),
}));
