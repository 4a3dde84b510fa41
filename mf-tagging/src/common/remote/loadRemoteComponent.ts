// Another remote's exposed component, loaded at runtime (DESIGN.md, section 3: mf-tagging uses mf-library's
// metadata form). Remote containers carry no remote-loading code of their own (create-config.js, disableRemote):
// the load goes through the federation instance that knows the remote, the shell's, which registered every
// remote from remotes.json. The module registers its catalogue when it runs; its texts in the page's language
// are loaded before it is shown, as the shell does for its own slots.
import { loadMessages, useLocaleStore } from '@lexdesk/shared';
import { getInstance } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

/** As long as the shell waits for a remote page before its fallback. */
export const REMOTE_COMPONENT_TIMEOUT_MS = 20_000;

export class RemoteComponentError extends Error {
  constructor(
    readonly id: string,
    reason: string,
  ) {
    super(`${id}: ${reason}`);
    this.name = 'RemoteComponentError';
  }
}

const isComponent = (value: unknown): value is ComponentType<never> =>
  typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);

/** `mf_library/MetadataForm`'s default export, or a RemoteComponentError (remote unknown, down, or slow). */
export async function loadRemoteComponent<Props>(id: string): Promise<ComponentType<Props>> {
  const remote = id.split('/')[0] ?? '';
  const instance = getInstance((candidate) =>
    candidate.options.remotes.some((entry) => entry.name === remote || entry.alias === remote),
  );
  if (!instance) throw new RemoteComponentError(id, 'no federation instance knows this remote');
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteComponentError(id, 'timed out')), REMOTE_COMPONENT_TIMEOUT_MS);
  });
  try {
    const loaded = await Promise.race([instance.loadRemote<unknown>(id), timeout]);
    const candidate = typeof loaded === 'object' && loaded !== null && 'default' in loaded ? loaded.default : loaded;
    if (!isComponent(candidate)) throw new RemoteComponentError(id, 'no default-exported component');
    await loadMessages(useLocaleStore.getState().locale);
    return candidate as ComponentType<Props>;
  } finally {
    clearTimeout(timer);
  }
}
