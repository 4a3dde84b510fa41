import { create } from 'zustand';
import { clearSidebarSlots, setSidebarSlot, useSidebarSlotStore, type SidebarSlotValues } from './sidebarSlots';

/**
 * @deprecated since contract 1.2, removed at 2.0: use `useSidebarSlot('preview' | 'lawyer')` and `setSidebarSlot`.
 * Kept for one version so that a remote built against 1.1 still drives the sidebars: a thin view of the slot
 * store (its actions write the slots, its fields follow them).
 */
interface SelectionState {
  selectedDocumentToken: string | null;
  selectedLawyerId: number | null;
  selectDocument: (token: string | null) => void;
  selectLawyer: (id: number | null) => void;
  reset: () => void;
}

const selectionOf = (slots: SidebarSlotValues): Pick<SelectionState, 'selectedDocumentToken' | 'selectedLawyerId'> => ({
  selectedDocumentToken: slots.preview?.token ?? null,
  selectedLawyerId: slots.lawyer?.id ?? null,
});

/** @deprecated since contract 1.2, removed at 2.0: use `useSidebarSlot` and `setSidebarSlot`. */
export const useSelectionStore = create<SelectionState>(() => ({
  ...selectionOf(useSidebarSlotStore.getState().slots),
  selectDocument: (token) => setSidebarSlot('preview', token ? { token } : null),
  selectLawyer: (id) => setSidebarSlot('lawyer', id === null ? null : { id }),
  reset: clearSidebarSlots,
}));

useSidebarSlotStore.subscribe((state) => useSelectionStore.setState(selectionOf(state.slots)));
