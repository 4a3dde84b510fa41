import type { ComponentType } from 'react';
import { Outlet } from 'react-router-dom';

/** The table's layout pages: their remotes render the child route. */
const LAYOUT_PAGES = new Set(['mf_cases/LegalCases', 'mf_cases/LegalCase', 'mf_billing/Subscription']);

/** Stands in for a federated module: shows which module was asked for, nests like the real one. */
export function fakeRemote(id: string): { default: ComponentType } {
  function FakeRemote() {
    return (
      <div data-remote={id}>
        <p>remote {id}</p>
        {LAYOUT_PAGES.has(id) ? <Outlet /> : null}
      </div>
    );
  }
  return { default: FakeRemote };
}
