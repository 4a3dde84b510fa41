import { useSelectionStore } from '@lexdesk/shared';

/**
 * The lawyer shown in the right sidebar's lawyer panel, chosen in the lawyers list. The only place mf-office
 * reads or writes that selection: shared's selection store is being replaced by a generic slot store, and
 * only this hook will change. The shell clears it when the path changes.
 */
export function useSelectedLawyer(): [number | null, (id: number | null) => void] {
  const selectedId = useSelectionStore((state) => state.selectedLawyerId);
  const select = useSelectionStore((state) => state.selectLawyer);
  return [selectedId, select];
}
