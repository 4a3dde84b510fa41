// The first paint (ARCHITECTURE.md, "First paint"): for a visitor without a session opening a public page whose
// remote prerendered it (mf-auth's Login), the page the server sends already holds that page's HTML inside the
// shell's frame, with their stylesheets, so it paints before any script arrives. The shell then renders the live
// page in its place. Everything is read from the built folders (a rebuild is served at once); a piece missing
// (a remote served from elsewhere, an older build) leaves the plain page.
import {
  DEFAULT_LOCALE,
  FIRST_PAINT_LOCALE_ATTRIBUTE,
  FIRST_PAINT_MODULE_ATTRIBUTE,
  FIRST_PAINT_PAGE_SLOT,
  type FirstPaintRoute,
  type Locale,
} from '@lexdesk/shared/domain';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

interface RemoteEntry {
  name?: unknown;
  entry?: unknown;
}

interface ManifestExpose {
  name?: string;
  assets?: { css?: { sync?: string[] } };
}

/** A built file read once per change of its modification time. */
const cache = new Map<string, { mtimeMs: number; value: unknown }>();

function readBuilt<T>(file: string, parse: (text: string) => T): T | null {
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

const asText = (text: string) => text;
const asJson = (text: string): unknown => JSON.parse(text);

/** The folder of a remote this server serves itself (`/remotes/<folder>/mf-manifest.json`), else null. */
function localRemoteFolder(entry: unknown): string | null {
  if (typeof entry !== 'string') return null;
  const match = /^\/remotes\/([a-z0-9-]+)\/mf-manifest\.json$/.exec(entry);
  return match ? (match[1] ?? null) : null;
}

export interface FirstPaint {
  /** The remote module it stands for (`mf_auth/Login`). */
  module: string;
  locale: Locale;
  /** Stylesheets the page needs before its scripts: the shell's first render's, then the remote page's. */
  stylesheets: string[];
  /** The frame with the page in it. */
  html: string;
}

/**
 * The first paint of `pathname`, when the shell lists it (dist/first-paint/routes.json) and the remote that
 * shows it is served here and prerendered it. Always in the language a first visit starts in: a visitor who
 * chose another one before is shown the live page only (the shell drops a first paint in another language).
 */
export function firstPaintFor(
  webRoot: string,
  remotes: readonly RemoteEntry[],
  pathname: string,
  locale: Locale = DEFAULT_LOCALE,
): FirstPaint | null {
  const shellDir = path.join(webRoot, 'shell', 'dist', 'first-paint');
  const routes = readBuilt(path.join(shellDir, 'routes.json'), asJson);
  if (!Array.isArray(routes)) return null;
  const route = (routes as FirstPaintRoute[]).find((candidate) => candidate.path === pathname);
  if (!route || !/^[a-z-]+$/.test(route.frame)) return null;
  const [remoteName, exposed] = route.module.split('/');
  if (!exposed || !/^[A-Za-z]+$/.test(exposed)) return null;
  const folder = localRemoteFolder(remotes.find((remote) => remote.name === remoteName)?.entry);
  if (!folder) return null;
  const remoteDist = path.join(webRoot, folder, 'dist');

  const frame = readBuilt(path.join(shellDir, `${route.frame}.${locale}.html`), asText);
  const page = readBuilt(path.join(remoteDist, 'first-paint', `${exposed}.${locale}.html`), asText);
  const shellStyles = readBuilt(path.join(shellDir, 'stylesheets.json'), asJson);
  const manifest = readBuilt(path.join(remoteDist, 'mf-manifest.json'), asJson) as {
    exposes?: ManifestExpose[];
  } | null;
  if (!frame?.includes(FIRST_PAINT_PAGE_SLOT) || !page || !Array.isArray(shellStyles) || !manifest) return null;
  const expose = manifest.exposes?.find((candidate) => candidate.name === exposed);
  if (!expose) return null;

  const stylesheets = [
    ...(shellStyles as string[]).map((file) => `/${file}`),
    ...(expose.assets?.css?.sync ?? []).map((file) => `/remotes/${folder}/${file}`),
  ];
  // The frame's outer element carries what the shell needs to take over.
  const marked = frame.replace(
    /^<(\w+)/,
    `<$1 ${FIRST_PAINT_MODULE_ATTRIBUTE}="${route.module}" ${FIRST_PAINT_LOCALE_ATTRIBUTE}="${locale}"`,
  );
  return { module: route.module, locale, stylesheets, html: marked.replace(FIRST_PAINT_PAGE_SLOT, () => page) };
}

/** Links only preloaded for a first visit (Login's remote manifest): dropped for a visitor with a session. */
const SIGNED_OUT_ONLY = /<link\b[^>]*\bdata-signed-out-only\b[^>]*>/g;

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/**
 * The shell's index.html as this visitor gets it: with the first paint in #root and its stylesheets in the head,
 * or without what only a visitor without a session uses.
 */
export function composeIndex(
  indexHtml: string,
  { firstPaint, signedIn }: { firstPaint: FirstPaint | null; signedIn: boolean },
): string {
  let html = signedIn ? indexHtml.replace(SIGNED_OUT_ONLY, '') : indexHtml;
  if (!firstPaint) return html;
  // A stylesheet the page now links needs no preload (a low-priority one would hold the first paint back).
  const linked = new Set(firstPaint.stylesheets);
  html = html.replace(/<link\b[^>]*>/g, (tag) => {
    const href = /\bhref=(?:"([^"]*)"|([^\s>]+))/.exec(tag);
    const preloadsStyle = /\brel="?preload"?/.test(tag) && /\bas="?style"?/.test(tag);
    return preloadsStyle && linked.has(href?.[1] ?? href?.[2] ?? '') ? '' : tag;
  });
  const links = firstPaint.stylesheets
    .map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`)
    .join('');
  html = html.replace('</head>', () => `${links}</head>`);
  return html.replace(/<div id="?root"?><\/div>/, () => `<div id="root">${firstPaint.html}</div>`);
}
