// npm run bench fuzz: the fuzzing of api/test/fuzz.test.ts with many more random requests per route (FUZZ_RUNS,
// 200 by default) on SQLite, then on a throwaway PostgreSQL cluster; prints requests, wrong answers and time per engine.
// FUZZ_SEED picks another sequence (the test's own is 27). A failure is printed as the test reports it.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { ROOT } from '../lib/build.mjs';
import { startPostgres } from '../lib/postgres.mjs';

const require = createRequire(import.meta.url);
const JEST = require.resolve('jest/bin/jest');
const RUNS = process.env.FUZZ_RUNS ?? '200';
const SUMMARY = /fuzz (sqlite|postgres): (\d+) routes, (\d+) requests, (\d+) wrong answers, ([\d.]+) s/;

/** Runs the fuzz test once; answers its summary line's figures and whether jest passed. */
function runFuzz(env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [JEST, 'api/test/fuzz.test.ts', '--selectProjects', 'api'], {
      cwd: ROOT,
      env: { ...process.env, FUZZ_RUNS: RUNS, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      const match = SUMMARY.exec(output);
      if (code !== 0) console.log(output.slice(output.indexOf('●')));
      resolve(
        match
          ? {
              engine: match[1],
              routes: match[2],
              requests: match[3],
              failures: match[4],
              seconds: match[5],
              passed: code === 0,
            }
          : { engine: env.LEXDESK_TEST_DATABASE_URL ? 'postgres' : 'sqlite', passed: false },
      );
    });
  });
}

export async function benchFuzz() {
  console.log(
    `\nFuzzing every route (${RUNS} random requests a route after the boundary sweep, seed ${process.env.FUZZ_SEED ?? 27})`,
  );
  const results = [await runFuzz({ LEXDESK_TEST_DATABASE_URL: '' })];
  const postgres = await startPostgres({ database: 'lexdesk_fuzz' });
  try {
    results.push(await runFuzz({ LEXDESK_TEST_DATABASE_URL: postgres.url }));
  } finally {
    await postgres.stop();
  }
  for (const result of results) {
    console.log(
      result.requests === undefined
        ? `  ${result.engine}: the run did not finish (see above)`
        : `  ${result.engine.padEnd(8)} ${result.routes} routes, ${result.requests} requests, ${result.failures} wrong answers, ${result.seconds} s${result.passed ? '' : ' (FAILED)'}`,
    );
  }
}
