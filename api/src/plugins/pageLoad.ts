// What a page load gets beside the shell's index.html (ARCHITECTURE.md, "First paint and hints"):
// - hints: the files the page will need (its remotes' entries, chunks, stylesheets and texts, the signed-in frame),
//   preloaded from the page itself rather than learned one round trip at a time;
// - a first paint: for a visitor without a session opening a public page whose remote prerendered it (mf-auth's
//   Login), that page's HTML inside the shell's frame, with their stylesheets, so it paints before any script.
// Everything is read from the built folders (a rebuild is served at once) and only for remotes served here; a
// piece missing (a remote served from elsewhere, an older build) leaves the page without it.
import {
  DEFAULT_LOCALE,
  FIRST_PAINT_LOCALE_ATTRIBUTE,
  FIRST_PAINT_MODULE_ATTRIBUTE,
  FIRST_PAINT_PAGE_SLOT,
  INLINE_REMOTES_ID,
  type Locale,
  type PageRoute,
  type ShellAssets,
} from '@lexdesk/shared/domain';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

interface RemoteEntry {
  name?: unknown;
  entry?: unknown;
}

interface ManifestExpose {
  name?: string;
  assets?: { js?: { sync?: string[]; async?: string[] }; css?: { sync?: string[] } };
}

interface Manifest {
  metaData?: { remoteEntry?: { name?: string } };
  exposes?: ManifestExpose[];
}

/** A built file read once per change of its modification time; null when missing or unreadable. */
const cache = new Map<string, { mtimeMs: number; value: unknown }>();

export function readBuilt<T>(file: string, parse: (text: string) => T): T | null {
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    cache.delete(file);
    return null;
  }
  const known = cache.get(file);
  if (known && known.mtimeMs === mtimeMs) return known.value as T;
  try {
    const value = parse(readFileSync(file, 'utf8'));
    cache.set(file, { mtimeMs, value });
    return value;
  } catch {
    return null;
  }
}

export const asText = (text: string) => text;
const asJson = (text: string): unknown => JSON.parse(text);

/** The folder of a remote this server serves itself (`/remotes/<folder>/mf-manifest.json`), else null. */
function localRemoteFolder(entry: unknown): string | null {
  if (typeof entry !== 'string') return null;
  const match = /^\/remotes\/([a-z0-9-]+)\/mf-manifest\.json$/.exec(entry);
  return match ? (match[1] ?? null) : null;
}

/** The route whose pattern matches `pathname` (`:name` matches one segment), a route without parameters first. */
export function matchPageRoute(routes: readonly PageRoute[], pathname: string): PageRoute | null {
  const segments = pathname.replace(/\/+$/, '').split('/');
  const matches = (route: PageRoute) => {
    const pattern = route.path.replace(/\/+$/, '').split('/');
    return (
      pattern.length === segments.length &&
      pattern.every((part, index) => part === segments[index] || (part.startsWith(':') && segments[index] !== ''))
    );
  };
  return routes.find((route) => !route.path.includes(':') && matches(route)) ?? routes.find(matches) ?? null;
}

/** A file to preload: its URL and what the browser will use it as. */
export interface Hint {
  href: string;
  as: 'script' | 'style' | 'fetch';
}

export interface FirstPaint {
  /** Stylesheets the page needs before its scripts: the shell's first render's, then the remote page's. */
  stylesheets: string[];
  /** The frame with the page in it. */
  html: string;
}

export interface PageLoad {
  hints: Hint[];
  firstPaint: FirstPaint | null;
  /** The visitor has a session: what only a first visit uses is left out. */
  signedIn: boolean;
}

/** A remote's mf-expose-shared.json: per exposed module, the shared modules it consumes and this remote's files of each. */
type ExposeSharedFiles = Record<string, Record<string, string[]> | undefined>;

interface RemoteModuleFiles {
  folder: string;
  exposed: string;
  expose: ManifestExpose;
  hints: Hint[];
}

/**
 * A module's files from its remote's manifest: the manifest, the remote's entry, the module's chunks and texts, and
 * the remote's copy of each shared module the module consumes that the shell does not provide (`sharedElsewhere`
 * collects them: a shared module already hinted for an earlier module of the page is not hinted twice).
 */
function remoteModuleFiles(
  webRoot: string,
  remotes: readonly RemoteEntry[],
  module: string,
  {
    locale,
    shellShared,
    sharedHinted,
  }: { locale: Locale | null; shellShared: Set<string> | null; sharedHinted: Set<string> },
): RemoteModuleFiles | null {
  const [remoteName, exposed] = module.split('/');
  if (!exposed || !/^[A-Za-z]+$/.test(exposed)) return null;
  const folder = localRemoteFolder(remotes.find((remote) => remote.name === remoteName)?.entry);
  if (!folder) return null;
  const manifest = readBuilt(path.join(webRoot, folder, 'dist', 'mf-manifest.json'), asJson) as Manifest | null;
  const expose = manifest?.exposes?.find((candidate) => candidate.name === exposed);
  if (!manifest || !expose) return null;
  const base = `/remotes/${folder}/`;
  const js = expose.assets?.js;
  // The remote's texts of the language that the module registers: chunks named `<prefix>-messages-<locale>` and, for a
  // page with texts of its own beyond the remote's first page's, `<prefix>-messages-more-<locale>`.
  const messages = locale
    ? (js?.async ?? []).filter(
        (file) => file.includes(`-messages-${locale}.`) || file.includes(`-messages-more-${locale}.`),
      )
    : [];
  const hints: Hint[] = [
    { href: `${base}mf-manifest.json`, as: 'fetch' },
    { href: `${base}${manifest.metaData?.remoteEntry?.name ?? 'remoteEntry.js'}`, as: 'script' },
    ...[...(js?.sync ?? []), ...messages].map((file): Hint => ({ href: `${base}${file}`, as: 'script' })),
    ...(expose.assets?.css?.sync ?? []).map((file): Hint => ({ href: `${base}${file}`, as: 'style' })),
  ];
  // Shared modules the shell does not provide (a list page's part of the kit): the runtime learns them only once
  // the remote's entry has run, one round trip after the module's own files.
  // Without the shell's manifest, what it provides is unknown: nothing is hinted rather than a second framework.
  const consumed =
    shellShared &&
    (readBuilt(path.join(webRoot, folder, 'dist', 'mf-expose-shared.json'), asJson) as ExposeSharedFiles | null);
  for (const [shareKey, files] of Object.entries(consumed?.[exposed] ?? {})) {
    if (shellShared?.has(shareKey) || sharedHinted.has(shareKey) || !Array.isArray(files)) continue;
    sharedHinted.add(shareKey);
    for (const file of files)
      if (typeof file === 'string' && /^[\w.-]+\.(js|css)$/.test(file))
        hints.push({ href: `${base}${file}`, as: file.endsWith('.css') ? 'style' : 'script' });
  }
  return { folder, exposed, expose, hints };
}

function readShellBuild(webRoot: string): { routes: PageRoute[]; assets: ShellAssets | null; dir: string } {
  const dir = path.join(webRoot, 'shell', 'dist', 'first-paint');
  const routes = readBuilt(path.join(dir, 'routes.json'), asJson);
  const assets = readBuilt(path.join(dir, 'shell-assets.json'), asJson) as ShellAssets | null;
  return { routes: Array.isArray(routes) ? (routes as PageRoute[]) : [], assets, dir };
}

/**
 * What the page load of `pathname` gets. The page is the one the shell's guard will show: a public page, or
 * a private one for a visitor with a session; Login for a visitor without one on a private page. The language
 * of a visitor without a session is the one a first visit starts in; a signed-in user's is their own, which
 * this server does not read for a page load (sessions are read under /api only), so their texts are not hinted.
 */
export function pageLoadFor(
  webRoot: string,
  remotes: readonly RemoteEntry[],
  pathname: string,
  { signedIn, withQuery }: { signedIn: boolean; withQuery: boolean },
): PageLoad {
  const { routes, assets, dir } = readShellBuild(webRoot);
  const matched = matchPageRoute(routes, pathname);
  const login = routes.find((route) => route.path === '/') ?? null;
  let page: PageRoute | null;
  if (!signedIn) page = matched?.public ? matched : login;
  // Login sends a signed-in user on to a page it does not know here.
  else page = matched && matched !== login ? matched : null;
  const locale = signedIn ? null : DEFAULT_LOCALE;

  const shellManifest = readBuilt(path.join(webRoot, 'shell', 'dist', 'mf-manifest.json'), asJson) as {
    shared?: { name?: unknown }[];
  } | null;
  const shellShared = shellManifest ? new Set((shellManifest.shared ?? []).map((shared) => String(shared.name))) : null;
  const sharedHinted = new Set<string>();
  const files = (page?.modules ?? []).map((module) =>
    remoteModuleFiles(webRoot, remotes, module, { locale, shellShared, sharedHinted }),
  );
  const shellHints: Hint[] = [
    ...(signedIn ? (assets?.signedIn ?? []) : []).map((file): Hint => ({
      href: `/${file}`,
      as: file.endsWith('.css') ? 'style' : 'script',
    })),
    ...(locale && assets?.messages[locale] ? [{ href: `/${assets.messages[locale]}`, as: 'script' as const }] : []),
  ];
  const hints = [...shellHints, ...files.flatMap((module) => module?.hints ?? [])];

  // A first paint: the page itself (not Login standing in for a private page), unchanged by a query.
  const pageFiles = files.at(-1);
  const firstPaint =
    !signedIn && !withQuery && page === matched && page?.frame && pageFiles && assets
      ? composeFirstPaint(webRoot, dir, page, pageFiles, assets)
      : null;
  return { hints, firstPaint, signedIn };
}

function composeFirstPaint(
  webRoot: string,
  shellDir: string,
  route: PageRoute,
  files: RemoteModuleFiles,
  assets: ShellAssets,
): FirstPaint | null {
  const locale = DEFAULT_LOCALE;
  if (!route.frame || !/^[a-z-]+$/.test(route.frame)) return null;
  const frame = readBuilt(path.join(shellDir, `${route.frame}.${locale}.html`), asText);
  const page = readBuilt(
    path.join(webRoot, files.folder, 'dist', 'first-paint', `${files.exposed}.${locale}.html`),
    asText,
  );
  if (!frame?.includes(FIRST_PAINT_PAGE_SLOT) || !page) return null;
  const module = route.modules.at(-1) ?? '';
  const stylesheets = [
    ...assets.stylesheets.map((file) => `/${file}`),
    ...(files.expose.assets?.css?.sync ?? []).map((file) => `/remotes/${files.folder}/${file}`),
  ];
  // The frame's outer element carries what the shell needs to take over.
  const marked = frame.replace(
    /^<(\w+)/,
    `<$1 ${FIRST_PAINT_MODULE_ATTRIBUTE}="${module}" ${FIRST_PAINT_LOCALE_ATTRIBUTE}="${locale}"`,
  );
  return { stylesheets, html: marked.replace(FIRST_PAINT_PAGE_SLOT, () => page) };
}

/** Where the shell fetches remotes.json when the page does not carry it. */
const REMOTES_FILE = '/remotes.json';

/** Links only preloaded for a first visit (Login's remote manifest): dropped for a visitor with a session. */
const SIGNED_OUT_ONLY = /<link\b[^>]*\bdata-signed-out-only\b[^>]*>/g;

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The URL a link (href) or script (src) tag names. */
function hrefOf(tag: string): string {
  const url = /\b(?:href|src)=(?:"([^"]*)"|([^\s>]+))/.exec(tag);
  return url?.[1] ?? url?.[2] ?? '';
}

/** A JSON text safe inside a `<script>` element: no `<` can close it. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The shell's index.html as this visitor gets it: without what only a first visit uses when they have a
 * session, with remotes.json inside (`remotes`, the file as read for this request: its preload goes), with the
 * page's hints (each once, at low priority: they must not hold back the first paint), and with the first paint in
 * #root and its stylesheets in the head.
 */
export function composeIndex(
  indexHtml: string,
  { hints, firstPaint, signedIn }: PageLoad,
  remotes: unknown = null,
): string {
  let html = signedIn ? indexHtml.replace(SIGNED_OUT_ONLY, '') : indexHtml;
  const linked = new Set(firstPaint?.stylesheets ?? []);
  // No preload of what the page now carries: remotes.json when inside it, a stylesheet it links (a low-priority
  // preload of it would hold the first paint back).
  html = html.replace(/<link\b[^>]*>/g, (tag) => {
    if (!/\brel="?preload"?/.test(tag)) return tag;
    const href = hrefOf(tag);
    const carried = remotes !== null && href === REMOTES_FILE;
    return carried || (/\bas="?style"?/.test(tag) && linked.has(href)) ? '' : tag;
  });
  if (remotes !== null) {
    const inline = `<script type="application/json" id="${INLINE_REMOTES_ID}">${scriptSafeJson(remotes)}</script>`;
    html = html.replace('</head>', () => `${inline}</head>`);
  }
  const present = new Set([...html.matchAll(/<(?:link|script)\b[^>]*>/g)].map(([tag]) => hrefOf(tag) || tag));
  const extra: string[] = [];
  for (const hint of hints) {
    if (present.has(hint.href) || linked.has(hint.href)) continue;
    present.add(hint.href);
    const crossOrigin = hint.as === 'fetch' ? ' crossorigin="anonymous"' : '';
    extra.push(
      `<link rel="preload" href="${escapeAttribute(hint.href)}" as="${hint.as}"${crossOrigin} fetchpriority="low">`,
    );
  }
  for (const href of linked) extra.push(`<link rel="stylesheet" href="${escapeAttribute(href)}">`);
  if (extra.length > 0) html = html.replace('</head>', () => `${extra.join('')}</head>`);
  if (!firstPaint) return html;
  return html.replace(/<div id="?root"?><\/div>/, () => `<div id="root">${firstPaint.html}</div>`);
}
