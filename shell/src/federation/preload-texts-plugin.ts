import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/*
 * A remote's texts are chunks per language, registered by its registerMessageLoaders: `<prefix>-messages-<locale>`,
 * every page's, and for a page with texts of its own beyond the remote's first page's,
 * `<prefix>-messages-more-<locale>`. Its own code asks for them only once its exposed module has run: one round trip
 * after the module, on every first load of a remote. This runtime plugin asks for the first chunk of the page's
 * language as soon as the remote's manifest is known, and for the module's second one as soon as the module is
 * asked for, beside its entry and chunks.
 */

/** The page's language: the bootstrap hands over the locale store's (this module runs before shared is loaded). */
let currentLocale: () => string | null = () => null;

export function setTextsLocale(locale: () => string | null): void {
  currentLocale = locale;
}

interface SnapshotModule {
  modulePath?: string;
  assets?: { js?: { async?: string[] } };
}

interface RemoteSnapshotLike {
  publicPath?: string;
  modules?: SnapshotModule[];
}

const isFirstTexts = (locale: string) => (name: string) =>
  new RegExp(`-messages-${locale}\\.[0-9a-f]+\\.js$`).test(name);
const isModuleTexts = (locale: string) => (name: string) =>
  new RegExp(`-messages-(more-)?${locale}\\.[0-9a-f]+\\.js$`).test(name);

function urlOf(file: string, snapshot: RemoteSnapshotLike, manifestUrl: string): string {
  const base = snapshot.publicPath && snapshot.publicPath !== 'auto' ? snapshot.publicPath : manifestUrl;
  return new URL(file, new URL(base, document.baseURI)).href;
}

/** The URL of the remote's texts chunk in `locale`, from its manifest's snapshot; null when it has none. */
export function textsChunkUrl(snapshot: RemoteSnapshotLike, manifestUrl: string, locale: string): string | null {
  const file = (snapshot.modules ?? []).flatMap((module) => module.assets?.js?.async ?? []).find(isFirstTexts(locale));
  return file ? urlOf(file, snapshot, manifestUrl) : null;
}

/** The URLs of the texts chunks in `locale` that the exposed module `expose` (`./LegalCase`) registers. */
export function moduleTextsUrls(
  snapshot: RemoteSnapshotLike,
  manifestUrl: string,
  expose: string,
  locale: string,
): string[] {
  const module = (snapshot.modules ?? []).find((candidate) => candidate.modulePath === expose);
  return (module?.assets?.js?.async ?? [])
    .filter(isModuleTexts(locale))
    .map((file) => urlOf(file, snapshot, manifestUrl));
}

export default function preloadTextsPlugin(): ModuleFederationRuntimePlugin {
  const preloaded = new Set<string>();
  /** Per remote: its manifest's snapshot once loaded, and the modules asked for (either may come first). */
  const remotes = new Map<string, { snapshot?: RemoteSnapshotLike; manifestUrl?: string; exposes: Set<string> }>();
  const remote = (name: string) => {
    const known = remotes.get(name) ?? { exposes: new Set<string>() };
    remotes.set(name, known);
    return known;
  };
  const preload = (href: string | null) => {
    if (!href || preloaded.has(href) || typeof document === 'undefined') return;
    preloaded.add(href);
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'script';
    link.href = href;
    document.head.append(link);
  };
  const preloadModulesTexts = (name: string) => {
    const locale = currentLocale();
    const { snapshot, manifestUrl, exposes } = remote(name);
    if (!locale || !snapshot || !manifestUrl) return;
    for (const expose of exposes) moduleTextsUrls(snapshot, manifestUrl, expose, locale).forEach(preload);
  };
  return {
    name: 'lexdesk-preload-texts',
    afterLoadSnapshot(args) {
      const locale = currentLocale();
      const manifestUrl = 'entry' in args.moduleInfo ? args.moduleInfo.entry : undefined;
      if (!locale || !manifestUrl || typeof document === 'undefined') return args;
      const snapshot = args.remoteSnapshot as RemoteSnapshotLike;
      preload(textsChunkUrl(snapshot, manifestUrl, locale));
      const name = args.moduleInfo.name;
      Object.assign(remote(name), { snapshot, manifestUrl });
      preloadModulesTexts(name);
      return args;
    },
    afterResolve(args) {
      remote(args.remote.name).exposes.add(args.expose);
      preloadModulesTexts(args.remote.name);
      return args;
    },
  };
}
