// The first paint (api/src/plugins/firstPaint.ts): the page a visitor without a session gets already holds the
// prerendered page inside the shell's frame, with the stylesheets it needs.
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestApp, type TestContext } from './helpers';

let webRoot: string;
let ctx: TestContext;

async function put(file: string, content: string): Promise<void> {
  await mkdir(path.dirname(path.join(webRoot, file)), { recursive: true });
  await writeFile(path.join(webRoot, file), content);
}

/** Rewrites a built file with a later modification time (a rebuild within the same millisecond included). */
async function rebuild(file: string, content: string): Promise<void> {
  await put(file, content);
  const later = new Date(Date.now() + 5_000);
  await utimes(path.join(webRoot, file), later, later);
}

// Shaped as the builds write them (html-webpack-plugin's minified page, the Node builds' first paints).
const INDEX =
  '<!doctype html><html lang=fr><head><title>LexDesk</title>' +
  '<link rel=preload href=/remotes/mf-auth/mf-manifest.json as=fetch crossorigin=anonymous data-signed-out-only>' +
  '<script defer src=/main.js></script>' +
  '<link rel=preload as=style href=/76.aaaaaaaaaa.css fetchpriority=low>' +
  '<link rel=preload as=script href=/76.bbbbbbbbbb.js fetchpriority=low>' +
  '</head><body><div id=root></div></body></html>';
const FRAME =
  '<div class="shell_frame"><header>LexDesk</header><main id="main">@@lexdesk-first-paint-page@@</main></div>';
const LOGIN = '<h1 class="mf_auth_t">Connexion</h1><form><input name="email" value=""/></form>';
const REMOTES = { remotes: [{ name: 'mf_auth', entry: '/remotes/mf-auth/mf-manifest.json' }] };

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'lexdesk-first-paint-'));
  await put('shell/dist/index.html', INDEX);
  await put('shell/dist/main.js', 'import("./bootstrap")');
  await put('shell/dist/remotes.json', JSON.stringify(REMOTES));
  await put(
    'shell/dist/first-paint/routes.json',
    JSON.stringify([
      { path: '/', module: 'mf_auth/Login', frame: 'auth-frame' },
      { path: '/forgot', module: 'mf_auth/Forgot', frame: 'auth-frame' },
    ]),
  );
  await put('shell/dist/first-paint/auth-frame.fr.html', FRAME);
  await put('shell/dist/first-paint/stylesheets.json', JSON.stringify(['76.aaaaaaaaaa.css']));
  await put(
    'mf-auth/dist/mf-manifest.json',
    JSON.stringify({
      exposes: [{ name: 'Login', assets: { css: { sync: ['__federation_expose_Login.cccccccccc.css'] } } }],
    }),
  );
  await put('mf-auth/dist/first-paint/Login.fr.html', LOGIN);
  ctx = await createTestApp({ seed: 'none', webRoot });
});

afterAll(async () => {
  await ctx.close();
  await rm(webRoot, { recursive: true, force: true });
});

const get = (url: string, cookie?: string) => ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

/** What #root holds in a served page. */
const rootOf = (html: string) => /<div id="?root"?>([\s\S]*)<\/div><\/body>/.exec(html)?.[1] ?? '';

describe('first paint', () => {
  it('gives a visitor without a session Login inside the frame, styled before any script', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/Cookie/);
    const root = rootOf(res.body);
    expect(root).toContain('data-first-paint="mf_auth/Login"');
    expect(root).toContain('data-first-paint-locale="fr"');
    expect(root).toContain('<main id="main"><h1 class="mf_auth_t">Connexion</h1>');
    expect(root).not.toContain('@@lexdesk-first-paint-page@@');
    // The shell's first stylesheets and the page's, as stylesheets, not low-priority preloads.
    expect(res.body).toContain('<link rel="stylesheet" href="/76.aaaaaaaaaa.css">');
    expect(res.body).toContain(
      '<link rel="stylesheet" href="/remotes/mf-auth/__federation_expose_Login.cccccccccc.css">',
    );
    expect(res.body).not.toContain('rel=preload as=style href=/76.aaaaaaaaaa.css');
    // What the page still needs from the plain index.html.
    expect(res.body).toContain('<script defer src=/main.js></script>');
    expect(res.body).toContain('data-signed-out-only');
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'/);
  });

  it('gives a visitor with a session the plain page, without the preloads only a first visit uses', async () => {
    const res = await get('/', 'XSRF-TOKEN=abc');
    expect(rootOf(res.body)).toBe('');
    expect(res.body).not.toContain('data-signed-out-only');
    expect(res.body).not.toContain('rel="stylesheet"');
    expect(res.body).toContain('<script defer src=/main.js></script>');
  });

  it('leaves the page plain when a query may change what it shows, or its remote prerendered nothing', async () => {
    expect(rootOf((await get('/?redirect=%2Flegal-cases')).body)).toBe('');
    // Listed by the shell, but mf-auth has no first paint of Forgot.
    expect(rootOf((await get('/forgot')).body)).toBe('');
    expect(rootOf((await get('/legal-cases/my-cases')).body)).toBe('');
  });

  it('serves a rebuilt first paint at once, and none when the remote is served from elsewhere', async () => {
    await rebuild('mf-auth/dist/first-paint/Login.fr.html', '<h1>Connexion (rebuilt)</h1>');
    expect(rootOf((await get('/')).body)).toContain('<h1>Connexion (rebuilt)</h1>');

    const elsewhere = { remotes: [{ name: 'mf_auth', entry: 'https://cdn.lexdesk.example/mf-auth/mf-manifest.json' }] };
    await rebuild('shell/dist/remotes.json', JSON.stringify(elsewhere));
    try {
      expect(rootOf((await get('/')).body)).toBe('');
    } finally {
      await rebuild('shell/dist/remotes.json', JSON.stringify(REMOTES));
    }
    expect(rootOf((await get('/')).body)).toContain('data-first-paint');
  });

  it('leaves the page plain when a piece of the first paint is missing or malformed', async () => {
    await rebuild('shell/dist/first-paint/auth-frame.fr.html', '<div>a frame without its slot</div>');
    try {
      expect(rootOf((await get('/')).body)).toBe('');
    } finally {
      await rebuild('shell/dist/first-paint/auth-frame.fr.html', FRAME);
    }
    await rebuild('shell/dist/first-paint/routes.json', '{ not json');
    try {
      expect((await get('/')).statusCode).toBe(200);
      expect(rootOf((await get('/')).body)).toBe('');
    } finally {
      await rebuild(
        'shell/dist/first-paint/routes.json',
        JSON.stringify([{ path: '/', module: 'mf_auth/Login', frame: 'auth-frame' }]),
      );
    }
    expect(rootOf((await get('/')).body)).toContain('data-first-paint');
  });
});
