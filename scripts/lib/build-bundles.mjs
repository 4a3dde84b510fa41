// Builds the browser bundles named on the command line in this one process: one webpack multi-compiler for every
// app's compilations (its browser build and, for an app with a first paint, its Node build), instead of one
// webpack process per app. Run by buildApps (scripts/lib/build.mjs) as a child process, so that `npm start` never
// keeps webpack's memory. Prints each bundle's time as it is done and writes its stamp (dist/.build-stamp).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { writeFileSync } from 'node:fs';
import { ROOT, STAMP, sourceHash } from './build.mjs';

const require = createRequire(import.meta.url);
// The federation plugin finds the webpack it runs under by calling it without options and reading the stack
// of the error (a second schema validation); it reads this variable first.
process.env.FEDERATION_WEBPACK_PATH ??= require.resolve('webpack');
const webpack = require('webpack');

const apps = process.argv.slice(2);
const started = performance.now();
const seconds = (ms) => (ms / 1000).toFixed(1);

// Hashed before compiling: a source changed during the build leaves the bundle stale for the next start.
const hashes = new Map(apps.map((app) => [app, sourceHash(app)]));

/** Each app's compilations, as its webpack.config.js gives them for a production build. */
const configsOf = (app) => {
  const exported = require(join(ROOT, app, 'webpack.config.js'));
  const config = typeof exported === 'function' ? exported({}, { mode: 'production' }) : exported;
  return Array.isArray(config) ? config : [config];
};
const compilationsOf = new Map(apps.map((app) => [app, configsOf(app)]));
const configs = [...compilationsOf.values()].flat();

const multi = webpack(configs);
// One cached view of the disk for every compilation: each compiler would otherwise stat, readlink and read the
// same node_modules and shared/ files again to resolve them.
multi.inputFileSystem = multi.compilers[0].inputFileSystem;
const appOfCompiler = new Map();
for (const [app, appConfigs] of compilationsOf) for (const config of appConfigs) appOfCompiler.set(config.name, app);

// An app is built once all its compilations are (the first paint's Node build runs after the browser build).
const pending = new Map([...compilationsOf].map(([app, appConfigs]) => [app, new Set(appConfigs.map((c) => c.name))]));
const failed = new Set();
for (const compiler of multi.compilers) {
  compiler.hooks.done.tap('LexDeskBuild', (stats) => {
    const app = appOfCompiler.get(compiler.name);
    if (stats.hasErrors()) {
      failed.add(app);
      console.error(stats.toString({ preset: 'errors-warnings', colors: process.stderr.isTTY }));
    }
    const left = pending.get(app);
    left.delete(compiler.name);
    if (left.size > 0 || failed.has(app)) return;
    writeFileSync(join(ROOT, app, 'dist', STAMP), hashes.get(app));
    console.log(`  built ${app} in ${seconds(performance.now() - started)} s`);
  });
}

const stats = await new Promise((resolve, reject) => {
  multi.run((error, result) => (error ? reject(error) : resolve(result)));
}).catch((error) => {
  console.error(error.stack ?? error);
  return null;
});
// Closing writes webpack's filesystem cache (node_modules/.cache/webpack) for the next build.
await new Promise((resolve) => multi.close(resolve));
if (!stats || failed.size > 0) {
  console.error(`build of ${[...failed].join(', ') || apps.join(', ')} failed`);
  process.exit(1);
}
// Worded so that no line reads as a test runner's summary ("7 passed in 2.1s"): CI's log carries it.
console.log(`  the ${apps.length} bundle${apps.length > 1 ? 's' : ''} took ${seconds(performance.now() - started)} s`);
