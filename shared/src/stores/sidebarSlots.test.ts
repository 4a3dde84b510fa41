import { act, renderHook } from '@testing-library/react';
import { useSelectionStore } from './selection';
import { clearSidebarSlots, getSidebarSlot, setSidebarSlot, useSidebarSlot } from './sidebarSlots';

beforeEach(() => clearSidebarSlots());

describe('sidebar slots', () => {
  it('keeps each slot apart: setting one leaves the others', () => {
    setSidebarSlot('preview', { token: 'doc-1' });
    setSidebarSlot('lawyer', { id: 7 });
    setSidebarSlot('preview', null);
    expect(getSidebarSlot('preview')).toBeNull();
    expect(getSidebarSlot('lawyer')).toEqual({ id: 7 });
  });

  it('renders a reader again when its slot changes', () => {
    const { result } = renderHook(() => useSidebarSlot('preview'));
    expect(result.current).toBeNull();
    act(() => setSidebarSlot('preview', { token: 'doc-2' }));
    expect(result.current).toEqual({ token: 'doc-2' });
    act(() => clearSidebarSlots());
    expect(result.current).toBeNull();
  });

  it('empties every slot at once', () => {
    setSidebarSlot('preview', { token: 'doc-1' });
    setSidebarSlot('lawyer', { id: 7 });
    clearSidebarSlots();
    expect([getSidebarSlot('preview'), getSidebarSlot('lawyer')]).toEqual([null, null]);
  });
});

describe('useSelectionStore (deprecated alias, contract 1.1)', () => {
  it('writes the slots through its old actions', () => {
    useSelectionStore.getState().selectDocument('doc-3');
    useSelectionStore.getState().selectLawyer(9);
    expect(getSidebarSlot('preview')).toEqual({ token: 'doc-3' });
    expect(getSidebarSlot('lawyer')).toEqual({ id: 9 });
    useSelectionStore.getState().selectDocument(null);
    expect(getSidebarSlot('preview')).toBeNull();
  });

  it('follows the slots in its old fields, and its reset empties them', () => {
    setSidebarSlot('preview', { token: 'doc-4' });
    setSidebarSlot('lawyer', { id: 3 });
    expect(useSelectionStore.getState()).toMatchObject({ selectedDocumentToken: 'doc-4', selectedLawyerId: 3 });
    useSelectionStore.getState().reset();
    expect(useSelectionStore.getState()).toMatchObject({ selectedDocumentToken: null, selectedLawyerId: null });
    expect(getSidebarSlot('lawyer')).toBeNull();
  });
});
