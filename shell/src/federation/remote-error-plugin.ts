import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * A remote that is down must not take the shell with it. The runtime reports the failure here;
 * we record it and let loadRemote reject, so the slot's boundary shows the translated fallback.
 */
export default function remoteErrorPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'lexdesk-remote-error',
    errorLoadRemote({ id, lifecycle, error }) {
      console.warn(`[lexdesk] remote ${id} failed during ${lifecycle}`, error);
      return undefined;
    },
  };
}
