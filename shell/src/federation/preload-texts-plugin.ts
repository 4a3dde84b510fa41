import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/*
 * A remote's texts are a chunk per language (`<prefix>-messages-<locale>`, registered by its
 * registerMessageLoaders), which its own code asks for only once its exposed module has run: one round trip after
 * the module, on every first load of a remote. This runtime plugin asks for the chunk of the page's language as
 * soon as the remote's manifest is known, beside its entry and modules.
 */

/** The page's language: the bootstrap hands over the locale store's (this module runs before shared is loaded). */
let currentLocale: () => string | null = () => null;

export function setTextsLocale(locale: () => string | null): void {
  currentLocale = locale;
}

const preloaded = new Set<string>();

interface SnapshotModule {
  assets?: { js?: { async?: string[] } };
}

interface RemoteSnapshotLike {
  publicPath?: string;
  modules?: SnapshotModule[];
}

/** The URL of the remote's texts chunk in `locale`, from its manifest's snapshot; null when it has none. */
export function textsChunkUrl(snapshot: RemoteSnapshotLike, manifestUrl: string, locale: string): string | null {
  const file = (snapshot.modules ?? [])
    .flatMap((module) => module.assets?.js?.async ?? [])
    .find((name) => new RegExp(`-messages-${locale}\\.[0-9a-f]+\\.js$`).test(name));
  if (!file) return null;
  const base = snapshot.publicPath && snapshot.publicPath !== 'auto' ? snapshot.publicPath : manifestUrl;
  return new URL(file, new URL(base, document.baseURI)).href;
}

export default function preloadTextsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'lexdesk-preload-texts',
    afterLoadSnapshot(args) {
      const locale = currentLocale();
      const manifestUrl = 'entry' in args.moduleInfo ? args.moduleInfo.entry : undefined;
      if (!locale || !manifestUrl || typeof document === 'undefined') return args;
      const href = textsChunkUrl(args.remoteSnapshot as RemoteSnapshotLike, manifestUrl, locale);
      if (href && !preloaded.has(href)) {
        preloaded.add(href);
        const link = document.createElement('link');
        link.rel = 'preload';
        link.as = 'script';
        link.href = href;
        document.head.append(link);
      }
      return args;
    },
  };
}
