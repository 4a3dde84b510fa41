import registry from '../../app-registry.js';
import { buildApp } from '../src/app';
import { plainHttpWarning } from '../src/config';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import {
  createTestApp,
  createTestDatabase,
  DEMO,
  ENGINE,
  loggedIn,
  type TestContext,
  LATEST_MIGRATION,
} from './helpers';

let webRoot: string;
let ctx: TestContext;
const BIG_SCRIPT = `console.log(${JSON.stringify('LexDesk '.repeat(400))});`;

async function put(file: string, content: string | Buffer): Promise<void> {
  await mkdir(path.dirname(path.join(webRoot, file)), { recursive: true });
  await writeFile(path.join(webRoot, file), content);
}

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'lexdesk-web-'));
  await put('shell/dist/index.html', '<!doctype html><title>LexDesk</title>');
  await put('shell/dist/main.js', 'import("./bootstrap")');
  await put('shell/dist/540.3f2a9c01de.js', 'console.log("shell")');
  await put('shell/dist/inter-latin-wght-normal.0a1b2c3d4e.woff2', 'wOF2');
  // A build writes text assets pre-compressed beside themselves (tools/webpack/create-config.js).
  await put('shell/dist/777.0a1b2c3d4e.js', BIG_SCRIPT);
  await put('shell/dist/777.0a1b2c3d4e.js.br', brotliCompressSync(BIG_SCRIPT));
  await put('shell/dist/777.0a1b2c3d4e.js.gz', gzipSync(BIG_SCRIPT));
  await put('shell/dist/casus.js', '(function () {})();');
  await put('shell/dist/.build-stamp', 'secret build host');
  await put('shell/dist/.well-hidden/file.txt', 'hidden');
  await put(
    'shell/dist/remotes.json',
    JSON.stringify({
      remotes: [
        { name: 'mf_cases', entry: '/remotes/mf-cases/mf-manifest.json' },
        { name: 'mf_library', entry: 'https://cdn.lexdesk.example/mf-library/mf-manifest.json' },
      ],
    }),
  );
  await put('mf-cases/dist/mf-manifest.json', '{}');
  await put('mf-cases/dist/remoteEntry.js', 'var mf_cases;');
  await put('mf-cases/dist/123.8b1c4e0a9f.js', 'chunk');
  await put('mf-cases/dist/123.8b1c4e0a9f.js.map', '{"sourcesContent":["secret source"]}');
  await put('shell/dist/main.js.map', '{"sourcesContent":["secret source"]}');
  await put('mf-cases/dist/.build-stamp', 'secret build host');
  // mf-billing and the others are not built: the server must start anyway.
  ctx = await createTestApp({ seed: 'none', webRoot });
});

afterAll(async () => {
  await ctx.close();
  await rm(webRoot, { recursive: true, force: true });
});

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('static web', () => {
  it('serves the shell at / without caching index.html', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<title>LexDesk</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('falls back to index.html for application routes', async () => {
    for (const url of ['/legal-cases/my-cases', '/reset?email=a%40b.test&token=x', '/legal-case/abc/demand']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>LexDesk</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed files for a year and revalidates remotes.json', async () => {
    const chunk = await get('/540.3f2a9c01de.js');
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const font = await get('/inter-latin-wght-normal.0a1b2c3d4e.woff2');
    expect(font.statusCode).toBe(200);
    expect(font.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const entry = await get('/main.js');
    expect(entry.statusCode).toBe(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    const remotes = await get('/remotes.json');
    expect(remotes.statusCode).toBe(200);
    expect(remotes.json().remotes).toHaveLength(2);
    expect(remotes.headers['cache-control']).toBe('no-cache');
  });

  it('serves the casus widget to other sites, revalidated since its name is stable', async () => {
    const casus = await get('/casus.js');
    expect(casus.statusCode).toBe(200);
    expect(casus.headers['content-type']).toMatch(/javascript/);
    expect(casus.headers['cache-control']).toBe('no-cache');
    // Firms' pages load it with a <script> tag: a same-origin resource policy would block it.
    expect(casus.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect((await get('/main.js')).headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('serves each remote under /remotes/<name>/ with the right caching', async () => {
    const manifest = await get('/remotes/mf-cases/mf-manifest.json');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const entry = await get('/remotes/mf-cases/remoteEntry.js');
    expect(entry.headers['cache-control']).toBe('no-cache');
    const chunk = await get('/remotes/mf-cases/123.8b1c4e0a9f.js');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404, never the index, for missing files', async () => {
    for (const url of [
      '/remotes/mf-cases/missing.js',
      '/remotes/mf-cases/some/route',
      '/remotes/mf-billing/remoteEntry.js',
      '/remotes/mf-unknown/x.js',
      '/missing.4e5f6a7b8c.js',
    ]) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('<title>LexDesk</title>');
    }
  });

  it('keeps JSON 404s for unknown API routes and refuses non-GET fallbacks', async () => {
    const api = await get('/api/unknown');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'not_found' });
    expect((await get('/api/health')).json()).toEqual({
      status: 'success',
      data: { db: 'ok', engine: ENGINE, migration: LATEST_MIGRATION },
    });
    const post = await ctx.app.inject({ method: 'POST', url: '/legal-cases', payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toMatchObject({ code: 'not_found' });
  });

  it('lets firms frame the intake page, and no other page', async () => {
    const intake = await ctx.app.inject({
      method: 'GET',
      url: '/intake?uuid=x&lang=fr',
      headers: { accept: 'text/html' },
    });
    expect(intake.statusCode).toBe(200);
    expect(String(intake.headers['content-security-policy'])).toContain("frame-ancestors 'self' https:");
    expect(intake.headers['x-frame-options']).toBeUndefined();

    // Only the page itself: paths under it serve the whole signed-in app.
    for (const url of ['/legal-cases', '/intake/legal-cases/my-cases', '/intake/x?uuid=y', '/intakes']) {
      const other = await ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect({ url, csp: String(other.headers['content-security-policy']) }).toEqual({
        url,
        csp: expect.stringMatching(/frame-ancestors 'self'(;|$)/),
      });
      expect({ url, xfo: other.headers['x-frame-options'] }).toEqual({ url, xfo: expect.any(String) });
    }
  });

  it('never serves source maps, and turns off browser features nothing uses', async () => {
    for (const url of ['/main.js.map', '/remotes/mf-cases/123.8b1c4e0a9f.js.map']) {
      const res = await get(url);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
      expect(res.body).not.toContain('secret source');
    }
    const res = await get('/');
    expect(String(res.headers['permissions-policy'])).toContain('camera=()');
    expect(String(res.headers['permissions-policy'])).toContain('geolocation=()');
    // Payment Request only for the page and Stripe's Payment Element frame.
    expect(String(res.headers['permissions-policy'])).toContain('payment=(self "https://js.stripe.com")');
  });

  it('leads the paths people type for signing in to Login', async () => {
    for (const alias of ['/login', '/connexion', '/inloggen']) {
      const res = await get(`${alias}?redirect=%2Flegal-cases`);
      expect({ alias, status: res.statusCode, location: res.headers.location }).toEqual({
        alias,
        status: 301,
        location: '/?redirect=%2Flegal-cases',
      });
    }
    expect((await get('/login')).headers.location).toBe('/');
  });

  it('sends the security headers, with remote origins allowed for scripts', async () => {
    const res = await get('/');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' https://cdn.lexdesk.example");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    // Stripe.js (the subscription's payment steps): its script, its elements' frames, its API.
    expect(csp).toMatch(/script-src [^;]*https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/frame-src 'self' [^;]*https:\/\/js\.stripe\.com[^;]*https:\/\/hooks\.stripe\.com/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/api\.stripe\.com/);
    // Production CSS is extracted into files: no inline styles.
    expect(csp).toContain("style-src 'self' https://cdn.lexdesk.example;");
    // Workers: the PDF viewer's from the library's origin, the shell's ICU warm-up from a Blob it makes itself.
    expect(csp).toContain("worker-src 'self' https://cdn.lexdesk.example blob:;");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('same-origin');
  });

  it('never serves dotfiles', async () => {
    for (const url of ['/.build-stamp', '/.well-hidden/file.txt', '/remotes/mf-cases/.build-stamp']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('secret');
      expect(res.body).not.toContain('hidden');
    }
  });

  it('keeps the static files cacheable: no-store is for /api only', async () => {
    expect((await get('/main.js')).headers['cache-control']).toBe('no-cache');
    expect((await get('/legal-cases')).headers['cache-control']).toBe('no-cache');
    expect((await get('/api/health')).headers['cache-control']).toBe('no-store');
  });

  it('allows inline styles in development only (devStyles)', async () => {
    const dev = await createTestApp({ seed: 'none', webRoot, devStyles: true });
    try {
      for (const url of ['/', '/api/health']) {
        const csp = String((await dev.app.inject({ method: 'GET', url })).headers['content-security-policy']);
        expect(csp).toContain("style-src 'self' https://cdn.lexdesk.example 'unsafe-inline';");
        expect(csp).toMatch(/script-src 'self' https:\/\/cdn\.lexdesk\.example [^;']*;/);
      }
    } finally {
      await dev.close();
    }
    const api = String((await get('/api/health')).headers['content-security-policy']);
    expect(api).toContain("style-src 'self' https://cdn.lexdesk.example;");
  });

  it('lets a route allow framing by given sites', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'lexdesk-api-'));
    const database = await createTestDatabase();
    const app = await buildApp({ dataDir, databaseUrl: database.url, seed: 'none' });
    app.get('/api/framed', async (_request, reply) => {
      app.allowFraming(reply, ['https://cabinet.example']);
      return { ok: true };
    });
    const res = await app.inject({ method: 'GET', url: '/api/framed' });
    await app.close();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self' https://cabinet.example");
    expect(res.headers['content-security-policy']).toContain("style-src 'self';");
    expect(res.headers['x-frame-options']).toBeUndefined();
  });
});

describe('compression', () => {
  const fetch = (url: string, acceptEncoding?: string) =>
    ctx.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends a pre-compressed asset as the browser accepts it, with Vary and the caching of the file', async () => {
    const url = '/777.0a1b2c3d4e.js';
    const br = await fetch(url, 'gzip, deflate, br, zstd');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_SCRIPT);

    const gz = await fetch(url, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BIG_SCRIPT);

    const plain = await fetch(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(BIG_SCRIPT);
  });

  it('compresses a file without a compressed copy as it goes (development builds), same caching', async () => {
    const small = await fetch('/main.js', 'br');
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(small.rawPayload).toString()).toBe('import("./bootstrap")');
    expect(small.headers['cache-control']).toBe('no-cache');
    expect((await fetch('/main.js')).body).toBe('import("./bootstrap")');
  });

  it('compresses API answers of 1 KB or more, keeps no-store, and never a download', async () => {
    const seeded = await createTestApp({ webRoot });
    try {
      const lawyer = await loggedIn(seeded.app, DEMO.lawyer);
      const list = await lawyer.get('/api/legal-cases?closed=1&limit=100', { headers: { 'accept-encoding': 'br' } });
      expect(list.statusCode).toBe(200);
      expect(list.headers['content-encoding']).toBe('br');
      expect(list.headers['cache-control']).toBe('no-store');
      expect(list.headers['vary']).toMatch(/accept-encoding/i);
      const body = JSON.parse(brotliDecompressSync(list.rawPayload).toString()) as {
        data: { token: string; documents?: unknown }[];
      };
      expect(body.data.length).toBeGreaterThan(0);

      // A small answer is not worth it.
      const health = await lawyer.get('/api/health', { headers: { 'accept-encoding': 'br' } });
      expect(health.headers['content-encoding']).toBeUndefined();

      // Downloads stream as stored, with their Content-Length.
      let checked = 0;
      for (const { token } of body.data) {
        const legalCase = (await lawyer.get(`/api/legal-cases/${token}`)).json() as {
          data: { documents: { url: string }[] };
        };
        for (const document of legalCase.data.documents) {
          const file = await lawyer.get(document.url, { headers: { 'accept-encoding': 'gzip, br' } });
          expect(file.statusCode).toBe(200);
          expect(file.headers['content-encoding']).toBeUndefined();
          expect(file.headers['content-length']).toBe(String(file.rawPayload.length));
          checked += 1;
        }
        if (checked > 0) break;
      }
      expect(checked).toBeGreaterThan(0);
    } finally {
      await seeded.close();
    }
  });
});

describe('without any built bundle', () => {
  it('starts and serves the API', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'lexdesk-web-'));
    const bare = await createTestApp({ seed: 'none', webRoot: empty });
    expect((await bare.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await bare.app.inject({ method: 'GET', url: '/legal-cases' })).statusCode).toBe(404);
    await bare.close();
    await rm(empty, { recursive: true, force: true });
  });
});

describe('every remote of app-registry.js', () => {
  it('is served under /remotes/<folder>/ once built, and nothing else is', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'lexdesk-web-'));
    const folders = registry.REMOTES.map((remote) => remote.folder);
    for (const folder of [...folders, 'mf-unlisted']) {
      await mkdir(path.join(root, folder, 'dist'), { recursive: true });
      await writeFile(path.join(root, folder, 'dist', 'remoteEntry.js'), `var ${folder.replace('-', '_')};`);
    }
    const all = await createTestApp({ seed: 'none', webRoot: root });
    try {
      for (const folder of folders) {
        const res = await all.app.inject({ method: 'GET', url: `/remotes/${folder}/remoteEntry.js` });
        expect({ folder, status: res.statusCode }).toEqual({ folder, status: 200 });
      }
      // A built folder the registry does not list is not a remote.
      expect((await all.app.inject({ method: 'GET', url: '/remotes/mf-unlisted/remoteEntry.js' })).statusCode).toBe(
        404,
      );
    } finally {
      await all.close();
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe('development override of remotes.json', () => {
  it('points one remote at its dev server and allows that origin in the CSP', async () => {
    const dev = await createTestApp({
      seed: 'none',
      webRoot,
      remotesOverride: { mf_cases: 'http://localhost:3002/mf-manifest.json' },
    });
    try {
      const res = await dev.app.inject({ method: 'GET', url: '/remotes.json' });
      const entries = (res.json() as { remotes: { name: string; entry: string }[] }).remotes;
      expect(entries.find((remote) => remote.name === 'mf_cases')?.entry).toBe(
        'http://localhost:3002/mf-manifest.json',
      );
      expect(entries.find((remote) => remote.name === 'mf_library')?.entry).toBe(
        'https://cdn.lexdesk.example/mf-library/mf-manifest.json',
      );
      expect(res.headers['content-security-policy']).toContain("script-src 'self' http://localhost:3002");
      expect(res.headers['content-security-policy']).toContain('ws://localhost:3002');
    } finally {
      await dev.close();
    }
  });
});

describe('plainHttpWarning', () => {
  it('warns for plain http on a public address, not for https nor this machine', () => {
    expect(plainHttpWarning('http://lexdesk.example.be')).toMatch(
      /LEXDESK_PUBLIC_URL is http:\/\/lexdesk\.example\.be/,
    );
    expect(plainHttpWarning('http://192.0.2.10:8080')).toBeDefined();
    for (const url of [
      'https://lexdesk.example.be',
      'http://localhost:8080',
      'http://127.0.0.1:8181',
      'http://[::1]:8080',
    ])
      expect({ url, warning: plainHttpWarning(url) }).toEqual({ url, warning: undefined });
  });
});
