import { create } from 'zustand';

/**
 * What each sidebar slot carries once a page sets it (the shell's sidebars read it). A new slot is one more
 * line here; `useSidebarSlot` and `setSidebarSlot` are typed by it.
 */
export interface SidebarSlots {
  /** The document the right sidebar `preview` shows. */
  preview: { token: string };
  /** The lawyer the right sidebar `lawyer` shows. */
  lawyer: { id: number };
}

export type SidebarSlotName = keyof SidebarSlots;

/** Every slot, each set or null. */
export type SidebarSlotValues = { [Name in SidebarSlotName]: SidebarSlots[Name] | null };

const EMPTY_SLOTS: SidebarSlotValues = { preview: null, lawyer: null };

interface SidebarSlotState {
  slots: SidebarSlotValues;
}

/** The store itself, for the shell (subscriptions, tests); pages use the functions below. */
export const useSidebarSlotStore = create<SidebarSlotState>(() => ({ slots: EMPTY_SLOTS }));

/** Sets one slot (null empties it). What a page selected belongs to it: the shell clears every slot on a new path. */
export function setSidebarSlot<Name extends SidebarSlotName>(name: Name, value: SidebarSlots[Name] | null): void {
  useSidebarSlotStore.setState((state) => ({ slots: { ...state.slots, [name]: value } }));
}

/** Empties every slot (the shell does it when the path changes). */
export function clearSidebarSlots(): void {
  useSidebarSlotStore.setState({ slots: EMPTY_SLOTS });
}

/** A slot's value now, outside React. */
export function getSidebarSlot<Name extends SidebarSlotName>(name: Name): SidebarSlots[Name] | null {
  return useSidebarSlotStore.getState().slots[name];
}

/** A slot's value; the component renders again when that slot changes. */
export function useSidebarSlot<Name extends SidebarSlotName>(name: Name): SidebarSlots[Name] | null {
  return useSidebarSlotStore((state) => state.slots[name]);
}
