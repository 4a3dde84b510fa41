// npm run bench build: a newcomer's first build. Removes every build output and webpack's cache (the bundles'
// dist/, sourcemaps/ and .first-paint/, api/dist/, node_modules/.cache/webpack), times `npm run build` (cold),
// then times it again with nothing changed (from the cache). Prints each bundle's time as the build does (the
// bundles build together in one process, so a bundle's time is when it was done), the wall and CPU times, and
// the load average beside them: on a 2-core machine another process's work stretches the wall time. Checks that
// the build from the cache wrote the very files the cold one did (same names, same bytes).
// Goal of issue 21: a cold build under 60 s on an idle machine.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { APPS } from '../lib/apps.mjs';
import { filesUnder, ROOT, STAMP } from '../lib/build.mjs';

const COLD_GOAL_S = 60;

/** CPU seconds (user + system) of this process's finished children, from Linux's /proc; null elsewhere. */
function childrenCpuSeconds() {
  if (!existsSync('/proc/self/stat')) return null;
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[13]) + Number(fields[14])) / 100; // cutime + cstime, in clock ticks of 1/100 s
}

function removeBuildOutputs() {
  const outputs = [
    ...APPS.flatMap((app) => ['dist', 'sourcemaps', '.first-paint'].map((folder) => join(ROOT, app, folder))),
    join(ROOT, 'api', 'dist'),
    join(ROOT, 'node_modules', '.cache', 'webpack'),
  ];
  for (const output of outputs) rmSync(output, { recursive: true, force: true });
}

/** Every file the bundles' builds wrote (dist/ and sourcemaps/, stamps left out), with a hash of its bytes. */
function builtFiles() {
  const files = new Map();
  for (const app of APPS)
    for (const folder of ['dist', 'sourcemaps']) {
      const dir = join(ROOT, app, folder);
      // filesUnder skips folders named dist: list from inside.
      for (const file of filesUnder(dir).filter((name) => !name.endsWith(STAMP)))
        files.set(file.slice(ROOT.length + 1), createHash('sha256').update(readFileSync(file)).digest('hex'));
    }
  return files;
}

/** Runs `npm run build` and answers its wall and CPU seconds and the per-bundle times it printed. */
async function timedBuild() {
  const load = loadavg()[0];
  const cpuBefore = childrenCpuSeconds();
  const started = performance.now();
  const output = await new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    let text = '';
    child.stdout.on('data', (chunk) => (text += chunk));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`npm run build exited with ${code}`))));
  });
  const wall = (performance.now() - started) / 1000;
  const cpuAfter = childrenCpuSeconds();
  // "built mf-cases in 21.3 s", "built api (server, worker) in 0.3 s", "the 7 bundles took 24.0 s"
  const bundles = [
    ...output.matchAll(/built (\S+)(?: \([^)]*\))? in ([\d.]+) s|the (\d+ bundles?) took ([\d.]+) s/g),
  ].map(([, name, seconds, total, totalSeconds]) => ({
    name: name ?? `${total} in all`,
    seconds: Number(seconds ?? totalSeconds),
  }));
  return {
    wall,
    cpu: cpuBefore === null ? null : cpuAfter - cpuBefore,
    bundles,
    load: [load, loadavg()[0]],
  };
}

function print(label, run) {
  const cpu = run.cpu === null ? '' : `, ${run.cpu.toFixed(1)} s CPU`;
  console.log(
    `  ${label}: ${run.wall.toFixed(1)} s wall${cpu} (load average ${run.load[0].toFixed(2)} before, ` +
      `${run.load[1].toFixed(2)} after)`,
  );
  for (const { name, seconds } of run.bundles)
    console.log(`    ${name.padEnd(24)} ${seconds.toFixed(1).padStart(5)} s`);
}

export async function benchBuild() {
  console.log('Build (npm run build: the API and the seven bundles)');
  removeBuildOutputs();
  const cold = await timedBuild();
  print('cold (no dist, no webpack cache)', cold);
  const coldFiles = builtFiles();
  const warm = await timedBuild();
  print('again, nothing changed (webpack cache)', warm);
  const warmFiles = builtFiles();
  const differing = [...new Set([...coldFiles.keys(), ...warmFiles.keys()])].filter(
    (file) => coldFiles.get(file) !== warmFiles.get(file),
  );
  console.log(
    `  the build from the cache wrote the cold build's ${coldFiles.size} files, byte for byte: ` +
      (differing.length === 0 ? 'yes' : `NO, ${differing.length} differ (${differing.slice(0, 5).join(', ')})`),
  );
  const met = cold.wall < COLD_GOAL_S;
  console.log(
    `  goal cold build < ${COLD_GOAL_S} s on an idle machine: ${met ? 'met' : 'NOT met'}` +
      (cold.load[0] > 0.5 ? ` (measured under load ${cold.load[0].toFixed(2)})` : ''),
  );
}
