import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import registry from '../../../app-registry.js';
import { sharedPlugin } from '../lib/plugin';
import { asText, composeIndex, pageLoadFor, readBuilt } from './pageLoad';
import { XSRF_COOKIE } from './sessions';

/** The remotes' workspace folders (app-registry.js): each built one is served under /remotes/<folder>/. */
export const REMOTES = registry.REMOTES.map((app) => app.folder);

/** Paths people type for the sign-in page (fr, nl, en). */
export const LOGIN_ALIASES = [
  '/login',
  '/signin',
  '/sign-in',
  '/connexion',
  '/se-connecter',
  '/inloggen',
  '/aanmelden',
];

// Split chunks, fonts and images carry a content hash in their name (tools/webpack/create-config.js) and never change;
// entry points (index.html, main.js, remoteEntry.js), remotes.json and manifests keep their names, so
// browsers must revalidate them.
const CONTENT_HASHED = /\.[0-9a-f]{10}\.(js|css|woff2?|png|svg|jpe?g)(\.map)?$/;

export function cacheControlFor(filePath: string): string {
  return CONTENT_HASHED.test(path.basename(filePath)) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

// Scripts that other sites load with a <script> tag: the casus widget (shell/public/casus.js), which firms
// paste into their pages. Helmet's Cross-Origin-Resource-Policy (same-origin) would make browsers refuse it.
const EMBEDDED_BY_OTHER_SITES = new Set(['casus.js']);

// Production builds write each text asset pre-compressed beside itself (x.js.br, x.js.gz; see
// tools/webpack/create-config.js). @fastify/static (preCompressed) sends the best one the browser accepts,
// with Content-Encoding; the headers below depend on the file it stands for.
const PRE_COMPRESSED = /\.(br|gz)$/;

/** The file a served path stands for: `main.js` for `main.js.br`. */
export function uncompressedName(filePath: string): string {
  return filePath.replace(PRE_COMPRESSED, '');
}

function setCacheHeaders(res: SetHeadersResponse, filePath: string): void {
  const file = uncompressedName(filePath);
  // casus.js keeps its name (firms' pages point at it), so it is revalidated like the entry points.
  res.setHeader('cache-control', cacheControlFor(file));
  // The same URL is sent brotli, gzip or plain by the browser's Accept-Encoding: caches must keep them apart.
  res.setHeader('vary', 'Accept-Encoding');
  if (EMBEDDED_BY_OTHER_SITES.has(path.basename(file))) res.setHeader('cross-origin-resource-policy', 'cross-origin');
}

export type RemotesOverride = Readonly<Record<string, string>>;

interface RemotesFile {
  remotes?: { name?: unknown; entry?: unknown }[];
}

/** remotes.json as deployed, with the development override (`npm run dev -- --only <remote>`) applied. */
export function readRemotes(webRoot: string, override: RemotesOverride = {}): RemotesFile | null {
  const file = path.join(shellDist(webRoot), 'remotes.json');
  if (!existsSync(file)) return null;
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as RemotesFile;
  return {
    ...parsed,
    remotes: (parsed.remotes ?? []).map((remote) =>
      typeof remote.name === 'string' && override[remote.name] ? { ...remote, entry: override[remote.name] } : remote,
    ),
  };
}

export function shellDist(webRoot: string): string {
  return path.join(webRoot, 'shell', 'dist');
}

/** Origins of remotes listed in remotes.json that are not served by this server (for the CSP). */
export function remoteOrigins(
  webRoot: string | undefined,
  publicUrl: string,
  override: RemotesOverride = {},
): string[] {
  if (!webRoot) return [];
  try {
    const parsed = readRemotes(webRoot, override);
    if (!parsed) return [];
    const own = new URL(publicUrl).origin;
    const origins = (parsed.remotes ?? [])
      .map((remote) => (typeof remote.entry === 'string' ? new URL(remote.entry, publicUrl).origin : own))
      .filter((origin) => origin !== 'null' && origin !== own);
    return [...new Set(origins)];
  } catch {
    return [];
  }
}

export function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '/';
  return pathname === '/api' || pathname.startsWith('/api/');
}

/**
 * A browser navigation the SPA should answer: GET or HEAD, outside /api and /remotes, and not
 * naming a file (a missing /main.abc.js must be a 404, not HTML parsed as JavaScript).
 */
export function isSpaNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  if (isApiPath(pathname) || pathname.startsWith('/remotes/')) return false;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !last.includes('.');
}

/**
 * Sends the shell's page (shell/dist/index.html) for a browser navigation; false when there is none (API-only
 * install). It names the files the page will need and, for a visitor without a session (no XSRF-TOKEN cookie: the
 * shell's own rule, see its bootstrap) on a page that has one, holds its first paint (pageLoad.ts); the answer
 * varies with the cookies.
 */
export function sendSpaIndex(
  webRoot: string,
  request: FastifyRequest,
  reply: FastifyReply,
  override: RemotesOverride = {},
): boolean {
  const indexHtml = readBuilt(path.join(shellDist(webRoot), 'index.html'), asText);
  if (indexHtml === null) return false;
  const signedIn = typeof request.cookies?.[XSRF_COOKIE] === 'string';
  const [pathname = '/', query] = request.url.split('?');
  // A query changes what a page shows (Login's notice for a redirect): no first paint then, hints still.
  let remotesFile: RemotesFile | null = null;
  try {
    remotesFile = readRemotes(webRoot, override);
  } catch {
    // A remotes.json being edited (or broken) leaves the page without hints and without the list inside: the
    // shell fetches it and reports the error itself.
  }
  const remotes = remotesFile?.remotes ?? [];
  const load = pageLoadFor(webRoot, remotes, pathname, {
    signedIn,
    withQuery: query !== undefined,
  });
  reply
    .header('cache-control', 'no-cache')
    .header('vary', 'Cookie')
    .type('text/html; charset=utf-8')
    .send(composeIndex(indexHtml, load, remotesFile));
  return true;
}

/**
 * Serves the built shell at / and each built remote under /remotes/<name>/. Folders are read per
 * request, so a rebuild is served at once; a remote built for the first time needs a restart.
 * Nothing built at all still starts: the API works alone.
 */
export const webPlugin = sharedPlugin<{ webRoot: string; remotesOverride?: RemotesOverride }>(
  'web',
  async (app, { webRoot, remotesOverride = {} }) => {
    // What people type for the sign-in page: the SPA's Login is at /.
    for (const alias of LOGIN_ALIASES) {
      app.get(alias, async (request, reply) => {
        const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        return reply.redirect(`/${query}`, 301);
      });
    }
    // Source maps hold the full sources: never served, even when a build left some in a served folder.
    app.addHook('onRequest', async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '';
      if (!isApiPath(pathname) && pathname.endsWith('.map')) {
        return reply
          .code(404)
          .type('application/json')
          .send({ status: 'error', code: 'not_found', message: 'not found' });
      }
      return undefined;
    });

    app.get('/remotes.json', async (_request, reply) => {
      const remotes = readRemotes(webRoot, remotesOverride);
      if (!remotes)
        return reply
          .code(404)
          .type('application/json')
          .send({ status: 'error', code: 'not_found', message: 'remotes.json' });
      return reply.header('cache-control', 'no-cache').type('application/json').send(remotes);
    });
    // Dotfiles (.build-stamp, .env...) are never served: 404 like a missing file.
    const common = {
      cacheControl: false,
      setHeaders: setCacheHeaders,
      wildcard: true,
      dotfiles: 'ignore',
      preCompressed: true,
    } as const;
    // Registered even when missing: it also provides reply.sendFile for the SPA fallback.
    // No directory index: "/" (Login) is a navigation like any other, answered with its first paint.
    await app.register(fastifyStatic, { ...common, root: shellDist(webRoot), prefix: '/', index: false });
    app.get('/', async (request, reply) => {
      if (!sendSpaIndex(webRoot, request, reply, remotesOverride)) return reply.callNotFound();
      return reply;
    });
    const missing: string[] = [];
    for (const remote of REMOTES) {
      const root = path.join(webRoot, remote, 'dist');
      if (!existsSync(root)) {
        missing.push(remote);
        continue;
      }
      await app.register(fastifyStatic, {
        ...common,
        root,
        prefix: `/remotes/${remote}/`,
        index: false,
        decorateReply: false,
      });
    }
    if (missing.length > 0)
      app.log.warn({ webRoot, missing }, 'remote bundles not built; their /remotes/ paths answer 404');
  },
);
