import { setSidebarSlot, useSidebarSlot } from '@lexdesk/shared';

function selectLawyer(id: number | null): void {
  setSidebarSlot('lawyer', id === null ? null : { id });
}

/**
 * The lawyer shown in the right sidebar's lawyer panel, chosen in the lawyers list: the shell's `lawyer`
 * sidebar slot, which the shell empties when the path changes.
 */
export function useSelectedLawyer(): [number | null, (id: number | null) => void] {
  const selectedId = useSidebarSlot('lawyer')?.id ?? null;
  return [selectedId, selectLawyer];
}
