import * as core from '../core';
import * as root from '../index';

// '@lexdesk/shared/core' is the first paint's part of the root entry, not a second surface: the root
// re-exports each of its names (from the same module instance, so the stores stay one per page).
describe('the core entry', () => {
  it('exports nothing the root does not, each as the very same value', () => {
    const rootExports: Record<string, unknown> = root;
    const differing = Object.entries(core).filter(([name, value]) => rootExports[name] !== value);
    expect(differing.map(([name]) => name)).toEqual([]);
  });

  it('holds the stores and the API client but not the heavy kit', () => {
    expect(Object.keys(core)).toEqual(expect.arrayContaining(['useSessionStore', 'apiClient', 'assertSharedContract']));
    expect(Object.keys(core)).not.toEqual(expect.arrayContaining(['FileDropZone']));
    expect(Object.keys(core)).not.toContain('DataTable');
  });
});
