// One message prefix per remote (app-registry.js, messagePrefix): every key of a remote's catalogue starts with
// `<prefix>.`, so that two remotes registering their catalogues in the one shared store never overwrite each
// other's texts. Each remote's src/i18n/prefix.test.ts calls this on its catalogue.
import type { Catalogue } from '@lexdesk/shared';

interface RegistryApp {
  folder: string;
  messagePrefix?: string;
}

// The registry is CommonJS data (app-registry.js); typed here by hand for the one field this helper reads.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const registry = require('../../app-registry.js') as { APPS: readonly RegistryApp[] };

/** The prefix app-registry.js gives the remote of `folder`. */
export function messagePrefixOf(folder: string): string {
  const prefix = registry.APPS.find((app) => app.folder === folder)?.messagePrefix;
  if (!prefix) throw new Error(`app-registry.js gives "${folder}" no messagePrefix`);
  return prefix;
}

/**
 * The catalogue's keys, in any locale, that do not start with the remote's prefix, `specificationKeys` (ids
 * the specifications name verbatim) left out. Empty when the catalogue keeps to its prefix.
 */
export function keysOutsidePrefix(
  folder: string,
  catalogue: Catalogue,
  specificationKeys: readonly string[] = [],
): string[] {
  const prefix = `${messagePrefixOf(folder)}.`;
  const keys = new Set(Object.values(catalogue).flatMap((texts) => Object.keys(texts ?? {})));
  return [...keys].filter((key) => !key.startsWith(prefix) && !specificationKeys.includes(key)).sort();
}
