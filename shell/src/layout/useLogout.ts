import { LOGOUT_RELOAD_DELAY_MS, pathTo, useSessionStore } from '@lexdesk/shared/core';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Spec: logout clears authentication, goes to / and reloads after 100 ms. The reload drops every
 * remote's in-memory state (stores, caches) that belonged to the previous user.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await useSessionStore.getState().logout();
    } catch (error) {
      // The server session may already be gone; the local one is cleared by the store anyway.
      console.warn('[lexdesk] logout call failed', error);
    }
    await navigate(pathTo.Login(), { replace: true });
    setTimeout(() => window.location.reload(), LOGOUT_RELOAD_DELAY_MS);
  }, [navigate]);
}
