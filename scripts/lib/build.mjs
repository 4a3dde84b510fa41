// Builds the browser bundles whose sources changed since their last build.
// A stamp in dist/ records a hash of everything the bundle is made from.
import { createHash } from 'node:crypto';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
export const ROOT = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');
export const STAMP = '.build-stamp';

/** Every file under `dir`, node_modules and dist left out. */
export function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : filesUnder(full);
    return [full];
  });
}

/** A hash of these files' paths and contents (missing files and tests left out). */
export function hashFiles(files) {
  const hash = createHash('sha256');
  const inputs = files.filter((file) => existsSync(file) && !/\.test\.tsx?$/.test(file)).sort();
  for (const file of inputs) {
    hash.update(relative(ROOT, file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

export function sourceHash(app) {
  return hashFiles([
    ...filesUnder(join(ROOT, app, 'src')),
    ...filesUnder(join(ROOT, app, 'public')),
    join(ROOT, app, 'webpack.config.js'),
    // The registry names the app, its port and its exposes.
    join(ROOT, 'app-registry.js'),
    join(ROOT, app, 'package.json'),
    ...filesUnder(join(ROOT, 'shared', 'src')),
    ...filesUnder(join(ROOT, 'tools', 'webpack')),
    join(ROOT, 'package-lock.json'),
  ]);
}

export function isFresh(app) {
  const stamp = join(ROOT, app, 'dist', STAMP);
  return existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === sourceHash(app);
}

// Builds under way, stopped with their parent (stopBuilds) when it is interrupted.
const running = new Set();

/** Stops the webpack builds under way (a parent interrupted by a signal would otherwise leave them running). */
export function stopBuilds(signal = 'SIGTERM') {
  for (const child of running) child.kill(signal);
}

function runWebpack(app) {
  const webpackCli = require.resolve('webpack-cli/bin/cli.js');
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(process.execPath, [webpackCli, '--mode', 'production', '--no-stats'], {
      cwd: join(ROOT, app),
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    running.add(child);
    child.on('exit', (code) => {
      running.delete(child);
      if (code !== 0) return reject(new Error(`build of ${app} failed (exit ${code})`));
      writeFileSync(join(ROOT, app, 'dist', STAMP), sourceHash(app));
      console.log(`  built ${app} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      resolve();
    });
  });
}

/** Builds `apps` (all when `force`, else only the missing or stale ones), two at a time: the machines have 2 cores. */
export async function buildApps(apps, { force = false, parallel = 2 } = {}) {
  const todo = force ? [...apps] : apps.filter((app) => !isFresh(app));
  if (todo.length === 0) {
    console.log('Bundles are up to date.');
    return;
  }
  console.log(`Building ${todo.join(', ')}…`);
  const queue = [...todo];
  const workers = Array.from({ length: Math.min(parallel, queue.length) }, async () => {
    while (queue.length > 0) await runWebpack(queue.shift());
  });
  await Promise.all(workers);
}

export function statOrNull(path) {
  try {
    return statSync(path);
  } catch {
    return null;
  }
}
