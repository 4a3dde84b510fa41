// Builds the browser bundles whose sources changed since their last build.
// A stamp in dist/ records a hash of everything the bundle is made from.
import { createHash } from 'node:crypto';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
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

// The build under way, stopped with its parent (stopBuilds) when it is interrupted.
let running = null;

/** Stops the build under way (a parent interrupted by a signal would otherwise leave it running). */
export function stopBuilds(signal = 'SIGTERM') {
  running?.kill(signal);
}

/**
 * Builds `apps` (all when `force`, else only the missing or stale ones) in one child process running one webpack
 * multi-compiler (build-bundles.mjs), which prints each bundle's time and writes its stamp. Later builds take
 * what did not change from webpack's filesystem cache (node_modules/.cache/webpack).
 */
export async function buildApps(apps, { force = false } = {}) {
  const todo = force ? [...apps] : apps.filter((app) => !isFresh(app));
  if (todo.length === 0) {
    console.log('Bundles are up to date.');
    return;
  }
  console.log(`Building ${todo.join(', ')}…`);
  await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(ROOT, 'scripts/lib/build-bundles.mjs'), ...todo], {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    running = child;
    child.on('exit', (code, signal) => {
      running = null;
      if (code === 0) resolve();
      // The child has printed webpack's errors and which bundles failed.
      else reject(new Error(`the bundles' build stopped (${signal ?? `exit ${code}`})`));
    });
  });
}

export function statOrNull(path) {
  try {
    return statSync(path);
  } catch {
    return null;
  }
}
