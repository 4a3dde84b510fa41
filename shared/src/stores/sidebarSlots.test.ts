import { act, renderHook } from '@testing-library/react';
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
