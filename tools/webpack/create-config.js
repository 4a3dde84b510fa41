// Common webpack settings. Each app's webpack.config.js calls createConfig().
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const CssMinimizerPlugin = require('css-minimizer-webpack-plugin');
const path = require('node:path');
const { promisify } = require('node:util');
const zlib = require('node:zlib');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const sharedFor = require('./federation-shared');

const root = path.resolve(__dirname, '../..');
const sharedRoot = path.join(root, 'shared') + path.sep;

/**
 * CSS Modules class names. An app's own files are prefixed with its federation name (scoped per app). The
 * shared package's files are compiled by every app, each with a copy: they are named from the file (its path
 * in the package, the class, and its content) alone, so that every app's copy of one version gives the same
 * names. A first paint prerendered by a remote (its shared kit pieces included) then matches the classes of the
 * copy the shell provides at run time; two versions of one file never share a name.
 */
const sharedContent = new Map();
function sharedLocalIdent(production) {
  return (context, _localIdentName, localName) => {
    const file = context.resourcePath;
    if (!file.startsWith(sharedRoot)) return undefined; // css-loader's own naming, from localIdentName
    let content = sharedContent.get(file);
    if (content === undefined) {
      content = createHash('sha256').update(fs.readFileSync(file)).digest('hex');
      sharedContent.set(file, content);
    }
    const where = path.relative(sharedRoot, file).split(path.sep).join('/');
    const hash = createHash('sha256').update(`${where}\0${localName}\0${content}`).digest('base64url').slice(0, 6);
    return production ? `lx_${hash}` : `lx_${localName}_${hash.slice(0, 4)}`;
  };
}

/**
 * Copies public/*.json (remotes.json) and public/*.js (casus.js, the widget firms paste into their sites)
 * next to index.html, as they are: deployments edit remotes.json there, never the build, and casus.js keeps
 * its stable name (served no-cache) since firms' pages point at it.
 */
class EmitPublicFiles {
  constructor(dir) {
    this.dir = dir;
  }
  apply(compiler) {
    const { sources, Compilation } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('EmitPublicFiles', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EmitPublicFiles', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const file of fs.readdirSync(this.dir).filter((name) => /\.(json|js)$/.test(name))) {
            const full = path.join(this.dir, file);
            compilation.fileDependencies.add(full);
            compilation.emitAsset(file, new sources.RawSource(fs.readFileSync(full)));
          }
        },
      );
    });
  }
}

/**
 * @param {object} app
 * @param {string} app.dir         absolute folder of the app
 * @param {string} app.name        federation name (identifier: mf_cases)
 * @param {number} app.devPort     port of `webpack serve`
 * @param {Record<string,string>} [app.exposes]
 * @param {boolean} [app.host]     the shell: builds index.html and owns the runtime plugins
 * @param {string[]} [app.runtimePlugins]
 */
/**
 * Moves the production source maps out of the served folder once written: `<app>/dist/x.js.map` becomes
 * `<app>/sourcemaps/x.js.map`, kept beside the build for error reports, never deployed with dist/.
 */
class SourceMapsOutOfDist {
  constructor(target) {
    this.target = target;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tap('SourceMapsOutOfDist', (compilation) => {
      const outputPath = compilation.outputOptions.path;
      fs.rmSync(this.target, { recursive: true, force: true });
      for (const name of Object.keys(compilation.assets)) {
        if (!name.endsWith('.map')) continue;
        const to = path.join(this.target, name);
        fs.mkdirSync(path.dirname(to), { recursive: true });
        fs.renameSync(path.join(outputPath, name), to);
      }
    });
  }
}

/**
 * Writes every text asset above 1 KB pre-compressed beside itself (x.js.br, x.js.gz), production only: the
 * server sends them with Content-Encoding (api/src/plugins/web.ts, preCompressed) and compresses nothing per
 * request. Brotli quality 11 and gzip level 9 cost build time once instead of bytes at every visit. Runs at
 * the last processing stage, after minification and the federation manifest, so that every .br/.gz is made
 * from the final bytes of its file, stable-named entries (main.js, remoteEntry.js) included. The compression
 * runs on libuv's threads (beside the other compilers' work in the one build process) and is kept in webpack's
 * cache by the file's content, so a later build recompresses only what changed.
 */
class PreCompressAssets {
  static TEXT = /\.(js|css|html|json|svg|txt)$/;
  static MIN_BYTES = 1024;
  // Deployments edit remotes.json in place (and the server sends it by a handler): a copy would go stale.
  static LEFT_OUT = new Set(['remotes.json']);

  static brotli = promisify(zlib.brotliCompress);
  static gzip = promisify(zlib.gzip);

  static async compress(buffer) {
    const [br, gz] = await Promise.all([
      PreCompressAssets.brotli(buffer, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        },
      }),
      PreCompressAssets.gzip(buffer, { level: 9 }),
    ]);
    return { br, gz };
  }

  apply(compiler) {
    const { sources, Compilation } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PreCompressAssets', (compilation) => {
      const cache = compilation.getCache('PreCompressAssets');
      compilation.hooks.processAssets.tapPromise(
        { name: 'PreCompressAssets', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        async () => {
          const assets = compilation
            .getAssets()
            .filter((asset) => PreCompressAssets.TEXT.test(asset.name) && !PreCompressAssets.LEFT_OUT.has(asset.name));
          const results = await Promise.all(
            assets.map(async (asset) => {
              const buffer = asset.source.buffer();
              if (buffer.length < PreCompressAssets.MIN_BYTES) return null;
              const cached = cache.getItemCache(asset.name, cache.getLazyHashedEtag(asset.source));
              let compressed = await cached.getPromise();
              if (!compressed) {
                compressed = await PreCompressAssets.compress(buffer);
                await cached.storePromise(compressed);
              }
              return { name: asset.name, size: buffer.length, ...compressed };
            }),
          );
          // Emitted in the assets' order whatever order the compressions ended in.
          for (const result of results) {
            if (!result) continue;
            // Kept only when it saves something; the server then sends the file as it is.
            if (result.br.length < result.size)
              compilation.emitAsset(`${result.name}.br`, new sources.RawSource(result.br), { compressed: true });
            if (result.gz.length < result.size)
              compilation.emitAsset(`${result.name}.gz`, new sources.RawSource(result.gz), { compressed: true });
          }
        },
      );
    });
  }
}

/**
 * The federation plugin's mf-stats.json lists, for each shared module and remote, the exposed modules using it
 * (`usedIn`) in the order it met them, which differs between a build from nothing and a build from webpack's
 * cache: sorted, the file is the same whichever way it was built. Runs right after the plugin writes it, before
 * PreCompressAssets. (mf-manifest.json, which the runtime reads, carries no such list.)
 */
class SortFederationStats {
  static FILE = 'mf-stats.json';

  static sorted(value) {
    if (Array.isArray(value)) return value.map((item) => SortFederationStats.sorted(item));
    if (!value || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        key === 'usedIn' && Array.isArray(item) ? [...item].sort() : SortFederationStats.sorted(item),
      ]),
    );
  }

  apply(compiler) {
    const { sources, Compilation } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('SortFederationStats', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'SortFederationStats', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER + 1 },
        () => {
          const asset = compilation.getAsset(SortFederationStats.FILE);
          if (!asset) return;
          const stats = SortFederationStats.sorted(JSON.parse(asset.source.source().toString()));
          compilation.updateAsset(SortFederationStats.FILE, new sources.RawSource(JSON.stringify(stats, null, 2)));
        },
      );
    });
  }
}

/** The build's provided shared modules by share key: at run time a consumed module comes from the share scope. */
function providedByShareKey(compilation) {
  const provided = new Map();
  for (const module of compilation.modules) if (module.type === 'provide-module') provided.set(module._name, module);
  return provided;
}

/**
 * Shell only: adds to index.html a preload of every script and stylesheet the shell requests before its first
 * render (the `import('./bootstrap')` chunks and the shared modules they consume, recursively), so that they
 * download beside main.js instead of after it. Found from the chunk graph, hashed names included.
 */
class PreloadStartChunks {
  apply(compiler) {
    const { sources, Compilation } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PreloadStartChunks', (compilation) => {
      // The shell's own files a page load needs, for the server (api/src/plugins/firstPaint.ts): the stylesheets
      // of its first render (they style a prerendered first paint before any script runs), the signed-in frame's
      // chunk and the texts of each language (hinted to a page load that will need them). Final names by now.
      compilation.hooks.processAssets.tap(
        { name: 'PreloadStartChunks', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const filesOf = (name) =>
            [...(compilation.namedChunks.get(name)?.files ?? [])].filter((file) => /\.(js|css)$/.test(file));
          const startFiles = PreloadStartChunks.startFiles(compilation);
          const assets = {
            stylesheets: [...startFiles].filter((file) => file.endsWith('.css')),
            // The signed-in frame, and the query client with TanStack Query (the server-state chunk and the shared
            // modules it consumes, but what the start preloads already): every signed-in page renders in them.
            signedIn: [...PreloadStartChunks.signedInFiles(compilation)].filter((file) => !startFiles.has(file)),
            messages: Object.fromEntries(
              ['fr', 'en', 'nl'].map((locale) => [
                locale,
                filesOf(`shell-messages-${locale}`).find((file) => file.endsWith('.js')),
              ]),
            ),
          };
          compilation.emitAsset(
            'first-paint/shell-assets.json',
            new sources.RawSource(`${JSON.stringify(assets, null, 2)}\n`),
          );
        },
      );
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadStartChunks', (data) => {
        const files = PreloadStartChunks.startFiles(compilation);
        const links = [...files].map((file) => ({
          tagName: 'link',
          voidTag: true,
          meta: { plugin: 'PreloadStartChunks' },
          // Low priority, like the deferred main.js they follow: a high-priority preload counts as render-blocking
          // for Lighthouse's simulation (and would pass before main.js), although nothing paints before them anyway.
          attributes: {
            rel: 'preload',
            as: file.endsWith('.css') ? 'style' : 'script',
            href: `/${file}`,
            fetchpriority: 'low',
          },
        }));
        data.headTags.push(...links);
        return data;
      });
    });
  }

  /** The signed-in frame's scripts and stylesheets, and the query client's with the shared modules it consumes. */
  static signedInFiles(compilation) {
    const groups = ['app-layout', 'server-state'].map((name) => compilation.namedChunkGroups.get(name));
    return PreloadStartChunks.reachedFiles(compilation, groups);
  }

  static startFiles(compilation) {
    const { chunkGraph } = compilation;
    const groups = [];
    for (const entrypoint of compilation.entrypoints.values()) {
      for (const chunk of entrypoint.chunks) {
        for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
          // A provided shared module is fetched when something consumes it (followed below), not at start: the
          // shell provides modules only its later chunks use (TanStack Query, for the signed-in pages).
          if (module.type === 'provide-module') continue;
          for (const block of module.blocks ?? []) groups.push(chunkGraph.getBlockChunkGroup(block));
        }
      }
    }
    return PreloadStartChunks.reachedFiles(compilation, groups);
  }

  /** The scripts and stylesheets of these chunk groups and of the shared modules they consume, recursively. */
  static reachedFiles(compilation, groups) {
    const { chunkGraph } = compilation;
    const files = new Set();
    const seen = new Set();
    // At run time a consumed module comes from the share scope, where the shell registered its provided copy
    // (the provide module's chunk); the consume module's own fallback chunk (same code) is never fetched.
    const provided = providedByShareKey(compilation);
    const visitGroup = (group) => {
      if (!group || seen.has(group)) return;
      seen.add(group);
      for (const chunk of group.chunks) {
        for (const file of chunk.files) if (/\.(js|css)$/.test(file)) files.add(file);
        for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
          if (module.type !== 'consume-shared-module') continue;
          const source = provided.get(module.options.shareKey) ?? module;
          for (const block of source.blocks) visitGroup(chunkGraph.getBlockChunkGroup(block));
        }
      }
    };
    for (const group of groups) visitGroup(group);
    return files;
  }
}

/**
 * Remote only: writes mf-expose-shared.json, for each exposed module the shared modules its chunks consume
 * (recursively) and the files of this remote's copy of each: `{ "MyCases": { "@lexdesk/shared/lists": ["213.….js",
 * "442.….css"], "react": [...] } }`. The runtime learns them only once the remote's entry has run; the server hints
 * those the shell does not provide with the module's own files (api/src/plugins/pageLoad.ts), so a first page load
 * fetches them beside the module instead of one round trip after it. (mf-manifest.json lists neither.)
 */
class ExposeSharedFiles {
  static FILE = 'mf-expose-shared.json';
  static PREFIX = '__federation_expose_';

  apply(compiler) {
    const { sources, Compilation } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ExposeSharedFiles', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ExposeSharedFiles', stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE },
        () => {
          const byExpose = {};
          for (const [name, group] of compilation.namedChunkGroups) {
            if (!name.startsWith(ExposeSharedFiles.PREFIX)) continue;
            byExpose[name.slice(ExposeSharedFiles.PREFIX.length)] = ExposeSharedFiles.sharedFiles(compilation, group);
          }
          const sorted = Object.fromEntries(Object.entries(byExpose).sort(([a], [b]) => a.localeCompare(b)));
          compilation.emitAsset(ExposeSharedFiles.FILE, new sources.RawSource(`${JSON.stringify(sorted, null, 2)}\n`));
        },
      );
    });
  }

  /** The shared modules the group's chunks consume, recursively, each with the files of this build's copy. */
  static sharedFiles(compilation, group) {
    const { chunkGraph } = compilation;
    const provided = providedByShareKey(compilation);
    const byKey = new Map();
    const seen = new Set();
    const visit = (chunkGroup) => {
      if (!chunkGroup || seen.has(chunkGroup)) return;
      seen.add(chunkGroup);
      for (const chunk of chunkGroup.chunks) {
        for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
          if (module.type !== 'consume-shared-module') continue;
          const key = module.options.shareKey;
          if (byKey.has(key)) continue;
          const files = new Set();
          byKey.set(key, files);
          for (const block of (provided.get(key) ?? module).blocks) {
            const target = chunkGraph.getBlockChunkGroup(block);
            for (const targetChunk of target?.chunks ?? [])
              for (const file of targetChunk.files) if (/\.(js|css)$/.test(file)) files.add(file);
            visit(target);
          }
        }
      }
    };
    visit(group);
    return Object.fromEntries(
      [...byKey].sort(([a], [b]) => a.localeCompare(b)).map(([key, files]) => [key, [...files].sort()]),
    );
  }
}

/**
 * Marks the scripts a page start evaluates with V8's compile hint (`//# allFunctionsCalledOnLoad`, Chromium 136
 * and later; other engines read a comment): V8 then compiles all of a file's functions while it streams the file,
 * on a background thread, instead of compiling each on the main thread at its first call. The start's scripts run
 * most of their functions at once (the federation runtime's set-up, React's first render), so that compiling
 * was main-thread work in the start's longest tasks: main.js's evaluation took 78 to 155 ms at 4× CPU, and 17 to
 * 23 ms with every start script hinted (`npm run bench -- start-trace`; docs/benchmarks.md). Which files: the shell's entry, the
 * chunks its start and a signed-in page's frame load (PreloadStartChunks), a remote's remoteEntry.js and the
 * chunks of its exposed modules with the shared modules they consume. A screen's lazily imported chunks (the PDF
 * viewer, the editor) are left to V8's lazy compiling: most of their functions are not called on load. Runs after
 * minification (which would drop the comment) and before the source maps, the content hashes and compression,
 * so that each reflects the hinted file.
 */
class CompileHints {
  static HINT = '//# allFunctionsCalledOnLoad\n';

  constructor({ host }) {
    this.host = host;
  }

  apply(compiler) {
    const { sources, Compilation } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHints', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CompileHints', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const file of this.startScripts(compilation)) {
            if (!compilation.getAsset(file)) continue;
            compilation.updateAsset(file, (source) => new sources.ConcatSource(CompileHints.HINT, source));
          }
        },
      );
    });
  }

  /** The scripts a page start evaluates, by the rule above. */
  startScripts(compilation) {
    const files = new Set();
    const addGroup = (group) => {
      for (const chunk of group?.chunks ?? []) for (const file of chunk.files) files.add(file);
    };
    for (const entrypoint of compilation.entrypoints.values()) addGroup(entrypoint);
    if (this.host) {
      for (const file of PreloadStartChunks.startFiles(compilation)) files.add(file);
      for (const file of PreloadStartChunks.signedInFiles(compilation)) files.add(file);
    } else {
      for (const [name, group] of compilation.namedChunkGroups) {
        if (!name.startsWith(ExposeSharedFiles.PREFIX)) continue;
        addGroup(group);
        for (const shared of Object.values(ExposeSharedFiles.sharedFiles(compilation, group)))
          for (const file of shared) files.add(file);
      }
    }
    return [...files].filter((file) => file.endsWith('.js')).sort();
  }
}

/**
 * Runs the app's first-paint renderer (the Node build's `render()`, see `firstPaintConfig`) once emitted, and
 * writes what it returns into the browser build's dist/first-paint/. A renderer that throws fails the build.
 */
class WriteFirstPaints {
  constructor(target) {
    this.target = target;
  }

  apply(compiler) {
    compiler.hooks.afterEmit.tap('WriteFirstPaints', (compilation) => {
      const bundle = path.join(compilation.outputOptions.path, 'render.cjs');
      delete require.cache[bundle];
      try {
        const files = require(bundle).render();
        // Beside what the browser build wrote there (it cleaned dist/ first).
        fs.mkdirSync(this.target, { recursive: true });
        for (const [name, content] of Object.entries(files)) fs.writeFileSync(path.join(this.target, name), content);
      } catch (error) {
        compilation.errors.push(new compiler.webpack.WebpackError(`first paint: ${error.stack ?? error}`));
      }
    });
  }
}

/**
 * The files a build's settings come from, besides its sources: this folder (the settings, the loaders, the
 * runtime plugins), the registry, the app's webpack.config.js and tsconfig files, and the lock file (every
 * package's version). A change to any of them drops the app's webpack cache (see persistentCache).
 */
function settingsFiles(app) {
  const own = fs
    .readdirSync(__dirname)
    .filter((name) => /\.(c?js|mjs|ts)$/.test(name))
    .map((name) => path.join(__dirname, name));
  return [
    ...own,
    path.join(root, 'app-registry.js'),
    path.join(app.dir, 'webpack.config.js'),
    path.join(root, 'tsconfig.base.json'),
    path.join(app.dir, 'tsconfig.json'),
    path.join(root, 'package-lock.json'),
  ];
}

/** A hash of these files' paths and contents: the cache's `version`. */
function settingsVersion(files) {
  const hash = createHash('sha256');
  for (const file of [...files].sort()) {
    hash.update(path.relative(root, file));
    hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * webpack's filesystem cache, one per compilation name and mode, under node_modules/.cache/webpack (never
 * committed, gone with a fresh install; deleting it is always safe, the next build is a cold one). A module is
 * rebuilt when its file changes; the whole cache is dropped when the settings change (`version`, a hash of
 * settingsFiles). The settings are named by that hash rather than as webpack's `buildDependencies`, whose
 * resolution walks every file of every package the settings require (webpack, the federation plugin, cssnano...):
 * done once per compilation, nine of them in the one build process, that walk cost more than the build it saved.
 */
function persistentCache(app, name) {
  return {
    type: 'filesystem',
    cacheDirectory: path.join(root, 'node_modules', '.cache', 'webpack'),
    name,
    version: settingsVersion(settingsFiles(app)),
  };
}

/**
 * The Node build of an app's first paints (`src/first-paint.tsx`): the same loaders as the browser build, so
 * that class names and texts are the same, in one CommonJS file under .first-paint/, run after the browser
 * build (which cleans dist/) by WriteFirstPaints.
 */
function firstPaintConfig(app) {
  return {
    name: `${app.name}-first-paint`,
    dependencies: [app.name],
    mode: 'production',
    target: 'node',
    context: app.dir,
    entry: './src/first-paint.tsx',
    devtool: false,
    cache: persistentCache(app, `${app.name}-first-paint`),
    output: {
      path: path.join(app.dir, '.first-paint'),
      filename: 'render.cjs',
      library: { type: 'commonjs2' },
      publicPath: '/',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      alias: {
        'react-router$': path.join(root, 'node_modules/react-router/dist/production/index.mjs'),
        'react-router/dom$': path.join(root, 'node_modules/react-router/dist/production/dom-export.mjs'),
      },
    },
    module: { rules: moduleRules(app, { production: true, firstPaint: true }) },
    // Read once at build time: one readable file, whatever it imports lazily.
    optimization: { minimize: false },
    plugins: [
      new (require('webpack').optimize.LimitChunkCountPlugin)({ maxChunks: 1 }),
      new WriteFirstPaints(path.join(app.dir, 'dist', 'first-paint')),
    ],
    performance: { hints: false },
    stats: 'minimal',
    infrastructureLogging: { level: 'error' },
  };
}

/** The shared libraries of the first paint, in one chunk (see `optimization` below). */
const FRAMEWORK_MODULES =
  /[\\/](node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|react-intl|@formatjs|intl-messageformat|hoist-non-react-statics|react-is|tslib|zustand|ky)[\\/]|tools[\\/]webpack[\\/]((router|intl)-api|hoist-statics-stub)\.js$)/;

/**
 * TypeScript to JavaScript by swc, file by file (types are checked by `npm run typecheck`; the build only
 * transpiles), as tsconfig.base.json says: ES2022, the automatic JSX runtime, ES modules kept for webpack.
 * A .ts file is parsed without JSX so that its `<T>value` assertions stay assertions.
 */
function swcTranspile({ tsx }) {
  return {
    swcrc: false,
    jsc: {
      parser: { syntax: 'typescript', tsx },
      target: 'es2022',
      transform: { react: { runtime: 'automatic' } },
    },
  };
}

/**
 * The loaders of an app's sources. `firstPaint`: the Node build of its first paints, where stylesheets give
 * their class names only (the browser build emits the CSS) and files are referred to by their browser URL.
 */
function moduleRules(app, { production, styleLoader, firstPaint = false }) {
  const cssModules = {
    namedExport: false,
    exportLocalsConvention: 'as-is',
    localIdentName: production ? `${app.name}_[hash:base64:6]` : `${app.name}_[local]_[hash:base64:4]`,
    getLocalIdent: sharedLocalIdent(production),
    ...(firstPaint ? { exportOnlyLocals: true } : {}),
  };
  return [
    { test: /\.ts$/, exclude: /node_modules/, loader: 'swc-loader', options: swcTranspile({ tsx: false }) },
    { test: /\.tsx$/, exclude: /node_modules/, loader: 'swc-loader', options: swcTranspile({ tsx: true }) },
    {
      test: /\.module\.css$/,
      use: [...(firstPaint ? [] : [styleLoader]), { loader: 'css-loader', options: { modules: cssModules } }],
    },
    {
      // Message catalogues: their ICU texts become react-intl's AST (after swc-loader, hence 'post').
      // Development too: a remote from its dev server (`npm run dev -- --only <remote>`) formats its texts
      // with the built shell's react-intl, which has no parser.
      test: /[\\/]src[\\/](.+[\\/])?messages\.ts$/,
      exclude: /node_modules/,
      enforce: 'post',
      loader: path.join(__dirname, 'compile-messages-loader.js'),
    },
    firstPaint
      ? { test: /\.css$/, exclude: /\.module\.css$/, type: 'asset/source' }
      : { test: /\.css$/, exclude: /\.module\.css$/, use: [styleLoader, 'css-loader'] },
    // The same names as the browser build's files, never written by the Node build.
    {
      test: /\.(png|svg|jpe?g|woff2?)$/,
      type: 'asset/resource',
      ...(firstPaint ? { generator: { emit: false } } : {}),
    },
  ];
}

function createConfig(app) {
  return (env, argv) => {
    const production = argv.mode !== 'development';
    const browser = browserConfig(app, production);
    // An app with a first paint (src/first-paint.tsx) prerenders it with each production build.
    return production && fs.existsSync(path.join(app.dir, 'src/first-paint.tsx'))
      ? [browser, firstPaintConfig(app)]
      : browser;
  };
}

function browserConfig(app, production) {
  // Production extracts CSS into hashed files loaded beside their chunk; development keeps style-loader.
  const styleLoader = production ? MiniCssExtractPlugin.loader : 'style-loader';
  return {
    name: app.name,
    mode: production ? 'production' : 'development',
    context: app.dir,
    entry: './src/index.ts',
    // No eval-based source maps: the server's CSP has no 'unsafe-eval', in development either.
    // Production: hidden maps (no sourceMappingURL in the served files), moved out of dist/ after the build
    // (see SourceMapsOutOfDist) into <app>/sourcemaps/ for error reports; the server never serves *.map.
    devtool: production ? 'hidden-source-map' : 'cheap-module-source-map',
    cache: persistentCache(app, `${app.name}-${production ? 'production' : 'development'}`),
    output: {
      path: path.join(app.dir, 'dist'),
      publicPath: 'auto',
      uniqueName: app.name,
      // Entry files keep stable names (served no-cache); split chunks carry a content hash.
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      // Fonts and images never change under a hashed name, so they are cached for a year like chunks.
      assetModuleFilename: production ? '[name].[contenthash:10][ext]' : '[name][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // react-router's package exports resolve to its development build; production takes the smaller one.
      // Production catalogues are compiled at build time (compile-messages-loader.js), so react-intl takes the
      // parser-less entry of formatjs's ICU parser: a string message with values would then render verbatim
      // and report an error, which the catalogues' loader rules out. hoist-non-react-statics: see its stub.
      alias: production
        ? {
            'react-router$': path.join(root, 'node_modules/react-router/dist/production/index.mjs'),
            'react-router/dom$': path.join(root, 'node_modules/react-router/dist/production/dom-export.mjs'),
            '@formatjs/icu-messageformat-parser$': path.join(
              root,
              'node_modules/@formatjs/icu-messageformat-parser/lib/no-parser.js',
            ),
            'hoist-non-react-statics$': path.join(__dirname, 'hoist-statics-stub.js'),
          }
        : {},
    },
    module: { rules: moduleRules(app, { production, styleLoader }) },
    plugins: [
      new ModuleFederationPlugin({
        name: app.name,
        filename: 'remoteEntry.js',
        exposes: app.exposes ?? {},
        shared: sharedFor(Boolean(app.host)),
        shareStrategy: 'loaded-first',
        runtimePlugins: [
          ...(app.host ? [path.join(__dirname, 'provide-runtime-core.mjs')] : []),
          ...(app.runtimePlugins ?? []),
        ],
        manifest: true,
        dts: false,
        // A remote never loads remotes itself (the shell's runtime instance does, even for a remote's
        // loadRemote call), so its container leaves that code out.
        // Browser only: the runtime's Node loading paths are left out too.
        // One federation runtime per page: the shell (a pure consumer) publishes its runtime-core on a global
        // (provide-runtime-core.mjs), and production remotes take it from there (externalRuntime) instead of
        // carrying a second copy in their remoteEntry.js. A remote so built runs only inside a shell that
        // provides the runtime; development remotes keep their own copy so that a dev server stays usable alone.
        experiments: app.host
          ? { optimization: { target: 'web' } }
          : { optimization: { target: 'web', disableRemote: true }, externalRuntime: production },
      }),
      ...(production
        ? [
            new SourceMapsOutOfDist(path.join(app.dir, 'sourcemaps')),
            // LEXDESK_COMPILE_HINTS=0 builds without them, to measure what they change (docs/benchmarks.md).
            ...(process.env.LEXDESK_COMPILE_HINTS === '0' ? [] : [new CompileHints({ host: Boolean(app.host) })]),
            new SortFederationStats(),
            ...(app.host ? [] : [new ExposeSharedFiles()]),
            new PreCompressAssets(),
            new MiniCssExtractPlugin({
              filename: '[name].[contenthash:10].css',
              chunkFilename: '[name].[contenthash:10].css',
            }),
          ]
        : []),
      ...(app.host
        ? [
            // The shell owns the site root: absolute URLs keep deep links (/legal-cases/my-cases) working.
            new HtmlWebpackPlugin({
              template: path.join(app.dir, 'public/index.html'),
              // The icon inside the page: one request less on every page load (public/favicon.svg stays for
              // what is not the app's page).
              templateParameters: {
                faviconHref: `data:image/svg+xml,${encodeURIComponent(
                  fs.readFileSync(path.join(app.dir, 'public/favicon.svg'), 'utf8').trim(),
                )}`,
              },
              publicPath: '/',
            }),
            new EmitPublicFiles(path.join(app.dir, 'public')),
            ...(production ? [new PreloadStartChunks()] : []),
          ]
        : []),
    ],
    // The ICU parser chunk (shared/src/stores/locale.ts, fetched only for an older remote's string catalogue)
    // keeps its own copy of what it shares with react-intl (tslib, the AST types): split out, that part would
    // be one more request on every first visit. Otherwise webpack's default (async chunks only).
    // The libraries the first paint needs (React, the router, react-intl, zustand, ky) make one `framework`
    // chunk instead of one per shared module: the shell's first visit then asks for one file where it asked
    // for ten, each with its own round trip and headers, and they compress better together. They change
    // together with the lock file, so caching loses little. A remote builds the same chunk, which the page
    // never fetches from it while the shell provides these modules.
    optimization: {
      // JavaScript by swc (native), cssnano for the extracted stylesheets. Over the seven bundles swc's brotli
      // bytes were 0.5 % under terser's (webpack's default, 2 passes) with 2 passes and 0.6 % with 3, in a
      // fraction of its time; esbuild's were 35 % over. `parallel: false`: swc's minify already runs on libuv's
      // threads, and cssnano's worker processes, one pool per compiler (seven in the one build process), cost more
      // in loading cssnano than they saved.
      minimizer: [
        new MinimizerPlugin({
          minify: MinimizerPlugin.swcMinify,
          minimizerOptions: { compress: { passes: 3 } },
          parallel: false,
        }),
        new CssMinimizerPlugin({ parallel: false }),
      ],
      splitChunks: {
        chunks: (chunk) => !chunk.canBeInitial() && chunk.name !== 'icu-parser',
        cacheGroups: {
          framework: {
            test: FRAMEWORK_MODULES,
            name: 'framework',
            enforce: true,
            priority: 10,
          },
          // TanStack Query and the narrower module the apps share it as (query-api.js) in one file: every
          // signed-in start fetches both, and a file of its own costs a round trip over HTTP/1.1.
          tanstackQuery: {
            test: /[\\/](@tanstack[\\/]|tools[\\/]webpack[\\/]query-api\.js$)/,
            name: 'tanstack-query',
            enforce: true,
            priority: 10,
          },
          // The shell's stylesheets in one file (its start, the core kit's, the signed-in frame's: 15 KB
          // compressed in all): three requests were one each on every page load, a round trip each over
          // HTTP/1.1, to spare a visitor of Login 3 KB.
          ...(app.host && production
            ? { shellStyles: { type: 'css/mini-extract', name: 'shell', chunks: 'all', enforce: true, priority: 20 } }
            : {}),
        },
      },
    },
    performance: { hints: false },
    stats: 'minimal',
    // The federation manifest plugin warns at every build that publicPath 'auto' resolves at runtime: that is the intent.
    infrastructureLogging: { level: 'error' },
    devServer: {
      port: app.devPort,
      hot: false,
      liveReload: true,
      historyApiFallback: app.host ? true : false,
      headers: { 'Access-Control-Allow-Origin': '*' },
      static: app.host ? { directory: path.join(app.dir, 'public'), publicPath: '/' } : false,
      proxy: app.host
        ? [{ context: ['/api', '/remotes'], target: process.env.LEXDESK_API_URL ?? 'http://localhost:8080' }]
        : [],
    },
  };
}

module.exports = { createConfig, root, settingsFiles, settingsVersion };
