// Builds the API server for `npm start`: each entry of api/src bundled by esbuild into api/dist/<entry>.js
// (CommonJS, Node 20, source maps). npm packages stay external and load from node_modules at run time, except
// @lexdesk/shared, whose TypeScript source is bundled in. Files of api/src that are not code (the SQL migrations)
// are copied beside the bundle with the same layout, and each module's `__dirname` points at its own folder of that
// copy, so `path.join(__dirname, 'migrations')` in api/src/db/ finds api/dist/db/migrations/.
// Rebuilt only when stale: a stamp in api/dist records a hash of everything the build is made from. Each build
// also writes the API reference, docs/openapi.json (api/src/openapi.ts).
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { filesUnder, hashFiles, ROOT, STAMP } from './build.mjs';

const API = join(ROOT, 'api');
const SRC = join(API, 'src');
export const API_DIST = join(API, 'dist');

/** The API's entry points, bundled when their source exists (the worker comes with the document jobs). */
export const API_ENTRIES = ['server', 'worker', 'openapi'];

const CODE = /\.(?:[cm]?[jt]s|tsx)$/;
const BUNDLED_PACKAGES = /^@lexdesk\/shared(?:\/|$)/;

function presentEntries() {
  return API_ENTRIES.filter((entry) => existsSync(join(SRC, `${entry}.ts`)));
}

function assets() {
  return filesUnder(SRC).filter((file) => !CODE.test(file));
}

export function apiSourceHash() {
  return hashFiles([
    ...filesUnder(SRC),
    ...filesUnder(join(ROOT, 'shared', 'src')),
    join(API, 'package.json'),
    // The static web plugin serves the registry's remotes.
    join(ROOT, 'app-registry.js'),
    join(ROOT, 'package-lock.json'),
    fileURLToPath(import.meta.url),
  ]);
}

export function isApiFresh() {
  const stamp = join(API_DIST, STAMP);
  return (
    existsSync(stamp) &&
    presentEntries().every((entry) => existsSync(join(API_DIST, `${entry}.js`))) &&
    readFileSync(stamp, 'utf8').trim() === apiSourceHash()
  );
}

/** Every bare import is external (node_modules, node: built-ins) except @lexdesk/shared. */
const externalPackages = {
  name: 'lexdesk-external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (BUNDLED_PACKAGES.test(args.path)) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/** `__dirname` in a module of api/src: that module's folder in api/dist (where its assets were copied). */
const sourceDirname = {
  name: 'lexdesk-source-dirname',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, (args) => {
      if (!args.path.startsWith(`${SRC}/`)) return undefined;
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('__dirname')) return undefined;
      const folder = relative(SRC, dirname(args.path));
      const replacement = folder ? `(__dirname + ${JSON.stringify(`/${folder}`)})` : '__dirname';
      return { contents: source.replace(/\b__dirname\b/g, replacement), loader: 'ts' };
    });
  },
};

/** Builds the API (always when `force`, else only when stale). */
export async function buildApi({ force = false } = {}) {
  if (!force && isApiFresh()) {
    console.log('API build is up to date.');
    return;
  }
  const entries = presentEntries();
  const started = Date.now();
  const hash = apiSourceHash();
  const { build } = await import('esbuild');
  let result;
  try {
    // Built in memory, written once it succeeded: a failed build leaves the previous one whole.
    result = await build({
      absWorkingDir: ROOT,
      entryPoints: Object.fromEntries(entries.map((entry) => [entry, join(SRC, `${entry}.ts`)])),
      outdir: API_DIST,
      write: false,
      bundle: true,
      platform: 'node',
      target: 'node20',
      format: 'cjs',
      sourcemap: true,
      logLevel: 'warning',
      plugins: [externalPackages, sourceDirname],
    });
  } catch {
    // esbuild has printed the errors.
    throw new Error('build of the API failed');
  }
  rmSync(API_DIST, { recursive: true, force: true });
  for (const output of result.outputFiles) {
    mkdirSync(dirname(output.path), { recursive: true });
    writeFileSync(output.path, output.contents);
  }
  for (const file of assets()) {
    const target = join(API_DIST, relative(SRC, file));
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(file, target);
  }
  console.log(`  built api (${entries.join(', ')}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  // The API reference from the routes just built (api/test/openapi.test.ts fails when it is stale).
  execFileSync(process.execPath, [join(API_DIST, 'openapi.js'), join(ROOT, 'docs', 'openapi.json')], {
    stdio: 'inherit',
  });
  // Last: a build that failed to write the reference is not up to date.
  writeFileSync(join(API_DIST, STAMP), hash);
}
