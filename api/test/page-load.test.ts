// What a page load gets (api/src/plugins/pageLoad.ts): the files the page will need, preloaded from the page
// itself, and for a visitor without a session on Login, the prerendered page inside the shell's frame with the
// stylesheets it needs.
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestApp, type TestContext } from './helpers';

let webRoot: string;

const ROUTES = [
  { path: '/', modules: ['mf_auth/Login'], public: true, frame: 'auth-frame' },
  { path: '/forgot', modules: ['mf_auth/Forgot'], public: true, frame: 'auth-frame' },
  { path: '/legal-cases/my-cases', modules: ['mf_cases/LegalCases', 'mf_cases/MyCases'], public: false },
  { path: '/legal-case/:token/demand', modules: ['mf_cases/LegalCase', 'mf_cases/LCDemand'], public: false },
];
const SHELL_ASSETS = {
  stylesheets: ['76.aaaaaaaaaa.css'],
  signedIn: ['app-layout.dddddddddd.css', 'app-layout.eeeeeeeeee.js'],
  messages: {
    fr: 'shell-messages-fr.ffffffffff.js',
    en: 'shell-messages-en.ffffffffff.js',
    nl: 'shell-messages-nl.ffffffffff.js',
  },
};
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
  '<link rel=preload href=/remotes.json as=fetch crossorigin=anonymous>' +
  '<link rel=preload href=/remotes/mf-auth/mf-manifest.json as=fetch crossorigin=anonymous data-signed-out-only>' +
  '<script defer src=/main.js></script>' +
  '<link rel=preload as=style href=/76.aaaaaaaaaa.css fetchpriority=low>' +
  '<link rel=preload as=script href=/76.bbbbbbbbbb.js fetchpriority=low>' +
  '</head><body><div id=root></div></body></html>';
const FRAME =
  '<div class="shell_frame"><header>LexDesk</header><main id="main">@@lexdesk-first-paint-page@@</main></div>';
const LOGIN = '<h1 class="mf_auth_t">Connexion</h1><form><input name="email" value=""/></form>';
const REMOTES = {
  remotes: [
    { name: 'mf_auth', entry: '/remotes/mf-auth/mf-manifest.json' },
    { name: 'mf_cases', entry: '/remotes/mf-cases/mf-manifest.json' },
  ],
};
const expose = (name: string, js: string[], css: string[]) => ({
  name,
  assets: {
    js: {
      sync: js,
      async: [
        'auth-messages-fr.1111111111.js',
        'auth-messages-nl.2222222222.js',
        'auth-messages-more-fr.1212121212.js',
        'auth-messages-more-nl.2323232323.js',
        'cases-messages-fr.3333333333.js',
      ],
    },
    css: { sync: css, async: [] },
  },
});

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'lexdesk-first-paint-'));
  await put('shell/dist/index.html', INDEX);
  await put('shell/dist/main.js', 'import("./bootstrap")');
  await put('shell/dist/remotes.json', JSON.stringify(REMOTES));
  await put('shell/dist/first-paint/routes.json', JSON.stringify(ROUTES));
  await put('shell/dist/first-paint/auth-frame.fr.html', FRAME);
  await put('shell/dist/first-paint/shell-assets.json', JSON.stringify(SHELL_ASSETS));
  await put(
    'mf-auth/dist/mf-manifest.json',
    JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js' } },
      exposes: [
        expose('Login', ['__federation_expose_Login.bbbbbbbbbb.js'], ['__federation_expose_Login.cccccccccc.css']),
      ],
    }),
  );
  await put('mf-auth/dist/first-paint/Login.fr.html', LOGIN);
  await put(
    'mf-cases/dist/mf-manifest.json',
    JSON.stringify({
      metaData: { remoteEntry: { name: 'remoteEntry.js' } },
      exposes: [
        expose(
          'LegalCases',
          ['__federation_expose_LegalCases.1234567890.js'],
          ['__federation_expose_LegalCases.1234567890.css'],
        ),
        expose('MyCases', ['175.0987654321.js', '__federation_expose_MyCases.0987654321.js'], []),
        expose('LegalCase', ['__federation_expose_LegalCase.5555555555.js'], []),
        expose('LCDemand', ['__federation_expose_LCDemand.6666666666.js'], []),
      ],
    }),
  );
  ctx = await createTestApp({ seed: 'none', webRoot });
});

afterAll(async () => {
  await ctx.close();
  await rm(webRoot, { recursive: true, force: true });
});

const get = (url: string, cookie?: string) => ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

/** The preloads a served page adds to index.html's (those of the page load: quoted attributes). */
const preloadsOf = (html: string) =>
  [...html.matchAll(/<link rel="preload" href="([^"]+)" as="(\w+)"[^>]*fetchpriority="low">/g)].map(
    ([, href, as]) => `${as} ${href}`,
  );

const SIGNED_IN_FRAME = ['style /app-layout.dddddddddd.css', 'script /app-layout.eeeeeeeeee.js'];

/** What #root holds in a served page. */
const rootOf = (html: string) => /<div id="?root"?>([\s\S]*)<\/div><\/body>/.exec(html)?.[1] ?? '';

describe('hints', () => {
  it("names the files of a signed-in user's page: the signed-in frame, each remote module's entry, chunks and styles", async () => {
    const res = await get('/legal-cases/my-cases', 'XSRF-TOKEN=abc');
    expect(preloadsOf(res.body)).toEqual([
      'style /app-layout.dddddddddd.css',
      'script /app-layout.eeeeeeeeee.js',
      'fetch /remotes/mf-cases/mf-manifest.json',
      'script /remotes/mf-cases/remoteEntry.js',
      'script /remotes/mf-cases/__federation_expose_LegalCases.1234567890.js',
      'style /remotes/mf-cases/__federation_expose_LegalCases.1234567890.css',
      'script /remotes/mf-cases/175.0987654321.js',
      'script /remotes/mf-cases/__federation_expose_MyCases.0987654321.js',
    ]);
    // A signed-in user's language is their own (not read for a page load): no texts are guessed.
    expect(res.body).not.toContain('messages-');
    expect(rootOf(res.body)).toBe('');
  });

  it('matches routes with parameters, and never hints a private page to a visitor without a session', async () => {
    const demand = await get('/legal-case/AbC123/demand', 'XSRF-TOKEN=abc');
    expect(preloadsOf(demand.body)).toContain('script /remotes/mf-cases/__federation_expose_LCDemand.6666666666.js');
    // Without a session the guard shows Login: its files, in the language a first visit starts in.
    const anonymous = preloadsOf((await get('/legal-case/AbC123/demand')).body);
    expect(anonymous).not.toContain('script /remotes/mf-cases/__federation_expose_LCDemand.6666666666.js');
    expect(anonymous).toEqual(
      expect.arrayContaining([
        'script /shell-messages-fr.ffffffffff.js',
        'script /remotes/mf-auth/__federation_expose_Login.bbbbbbbbbb.js',
        'script /remotes/mf-auth/auth-messages-fr.1111111111.js',
        // A page whose texts come in two chunks gets both, in the page's language only.
        'script /remotes/mf-auth/auth-messages-more-fr.1212121212.js',
      ]),
    );
    expect(anonymous).not.toContain('script /remotes/mf-auth/auth-messages-nl.2222222222.js');
    expect(anonymous).not.toContain('script /remotes/mf-auth/auth-messages-more-nl.2323232323.js');
    // An unknown path, with a session: the shell's "page not found" in the signed-in frame.
    expect(preloadsOf((await get('/no/such/page', 'XSRF-TOKEN=abc')).body)).toEqual(SIGNED_IN_FRAME);
  });

  it('names each file once, never one index.html already preloads or the page links', async () => {
    const res = await get('/');
    const preloads = preloadsOf(res.body);
    expect(new Set(preloads).size).toBe(preloads.length);
    // index.html preloads Login's manifest already; its stylesheet is linked by the first paint.
    expect(preloads).not.toContain('fetch /remotes/mf-auth/mf-manifest.json');
    expect(preloads).not.toContain('style /remotes/mf-auth/__federation_expose_Login.cccccccccc.css');
    expect(preloads).toContain('script /remotes/mf-auth/remoteEntry.js');
  });

  it('carries remotes.json inside the page, as this request read it, instead of preloading it', async () => {
    const inlineOf = (html: string) =>
      /<script type="application\/json" id="lexdesk-remotes">([^<]*)<\/script>/.exec(html)?.[1];
    for (const cookie of [undefined, 'XSRF-TOKEN=abc']) {
      const res = await get('/legal-cases/my-cases', cookie);
      expect(JSON.parse(inlineOf(res.body) ?? 'null')).toEqual(REMOTES);
      expect(res.body).not.toContain('href=/remotes.json');
    }
    // Edited by a deployer: the next page load carries the new list; nothing in it can close the script element.
    const moved = { remotes: [{ name: 'mf_auth', entry: 'https://cdn.example/</script><script>alert(1)</script>' }] };
    await rebuild('shell/dist/remotes.json', JSON.stringify(moved));
    try {
      const body = (await get('/')).body;
      expect(body).not.toContain('</script><script>alert(1)');
      expect(JSON.parse(inlineOf(body) ?? 'null')).toEqual(moved);
    } finally {
      await rebuild('shell/dist/remotes.json', JSON.stringify(REMOTES));
    }
  });

  it("names the remote's copy of a shared module the page's modules consume and the shell does not provide, once", async () => {
    const framework = ['framework.7777777777.js'];
    const lists = ['213.8888888888.js', '442.8888888888.css'];
    const kit = ['702.9999999999.js', '702.9999999999.css'];
    await put(
      'mf-cases/dist/mf-expose-shared.json',
      JSON.stringify({
        LegalCases: { react: framework, '@lexdesk/shared/lists': lists },
        MyCases: { react: framework, '@lexdesk/shared/core': [], '@lexdesk/shared/lists': lists },
        LegalCase: { react: framework, '@lexdesk/shared': kit },
        LCDemand: { react: framework, '@lexdesk/shared': kit, '@lexdesk/shared/lists': lists },
      }),
    );
    const sharedHints = async (url: string) =>
      preloadsOf((await get(url, 'XSRF-TOKEN=abc')).body).filter((hint) => /\/(framework|213|442|702)\./.test(hint));
    try {
      // Without the shell's manifest, what it provides is unknown: no remote's framework is guessed into the page.
      expect(await sharedHints('/legal-cases/my-cases')).toEqual([]);
      await put(
        'shell/dist/mf-manifest.json',
        JSON.stringify({ shared: [{ name: 'react' }, { name: '@lexdesk/shared/core' }] }),
      );
      expect(await sharedHints('/legal-cases/my-cases')).toEqual([
        'script /remotes/mf-cases/213.8888888888.js',
        'style /remotes/mf-cases/442.8888888888.css',
      ]);
      expect(await sharedHints('/legal-case/AbC123/demand')).toEqual([
        'script /remotes/mf-cases/702.9999999999.js',
        'style /remotes/mf-cases/702.9999999999.css',
        'script /remotes/mf-cases/213.8888888888.js',
        'style /remotes/mf-cases/442.8888888888.css',
      ]);
    } finally {
      await rm(path.join(webRoot, 'shell/dist/mf-manifest.json'), { force: true });
      await rm(path.join(webRoot, 'mf-cases/dist/mf-expose-shared.json'), { force: true });
    }
  });

  it('leaves the page without hints when remotes.json cannot be read', async () => {
    await rebuild('shell/dist/remotes.json', '{ "remotes": [ being edited');
    try {
      const res = await get('/legal-cases/my-cases', 'XSRF-TOKEN=abc');
      expect(res.statusCode).toBe(200);
      expect(preloadsOf(res.body)).toEqual(SIGNED_IN_FRAME);
      // Nor with the list inside: the shell fetches the file and reports what is wrong with it.
      expect(res.body).not.toContain('lexdesk-remotes');
      expect(res.body).toContain('<link rel=preload href=/remotes.json');
    } finally {
      await rebuild('shell/dist/remotes.json', JSON.stringify(REMOTES));
    }
  });
});

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
    // Login sends a signed-in user on, to a page of the signed-in frame: only that frame is hinted.
    expect(preloadsOf(res.body)).toEqual(SIGNED_IN_FRAME);
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

    const elsewhere = {
      remotes: [{ name: 'mf_auth', entry: 'https://cdn.lexdesk.example/mf-auth/mf-manifest.json' }, REMOTES.remotes[1]],
    };
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
      await rebuild('shell/dist/first-paint/routes.json', JSON.stringify(ROUTES));
    }
    expect(rootOf((await get('/')).body)).toContain('data-first-paint');
  });
});
