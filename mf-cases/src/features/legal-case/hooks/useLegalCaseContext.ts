import type { LegalCase } from '@lexdesk/shared';
import { useOutletContext } from 'react-router-dom';

/** What the LegalCase layout hands its tabs through <Outlet context>. */
export interface LegalCaseOutletContext {
  legalCase: LegalCase;
  /** Fetches the case again (after a change made from a tab). */
  reload: () => Promise<void>;
}

/** The case of the surrounding LegalCase layout; null outside of it (the tab then renders nothing). */
export function useLegalCaseContext(): LegalCaseOutletContext | null {
  const context = useOutletContext<LegalCaseOutletContext | undefined>();
  return context && typeof context === 'object' && 'legalCase' in context ? context : null;
}
