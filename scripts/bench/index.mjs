// npm run bench: prints the figures the issues ask for. Not a test: it never fails on a slow run.
import { startPostgres } from '../lib/postgres.mjs';
import { startServer } from './server.mjs';
import { benchLoginFirstVisit } from './login-first-visit.mjs';
import { benchLegalCases, printLegalCases } from './legal-cases.mjs';
import { benchFirstCaseRow } from './first-case-row.mjs';
import { benchStartTrace } from './start-trace.mjs';
import { benchStartCpu } from './start-cpu.mjs';
import { benchSearch } from './search.mjs';
import { benchProcessing } from './processing.mjs';
import { benchBuild } from './build.mjs';
import { benchWorkerFailover } from './worker-failover.mjs';
import { benchTagging } from './tagging.mjs';
import { benchAnonymisation } from './anonymisation.mjs';
import { benchLoad } from './load.mjs';
import { benchFuzz } from './fuzz.mjs';

const only = process.argv.slice(2);
const wanted = (name) => only.length === 0 || only.includes(name);

// The cold build first (it removes every build output), then search and processing, which start their own
// API-only servers (no browser bundle to build), and anonymisation (no server at all); each alone if asked alone.
const WITHOUT_APP_SERVER = ['build', 'search', 'processing', 'failover', 'anonymisation', 'load', 'fuzz'];
if (wanted('build')) await benchBuild();
if (wanted('search')) await benchSearch();
if (wanted('processing')) await benchProcessing();
if (wanted('anonymisation')) await benchAnonymisation();
if (wanted('load')) await benchLoad();
// The long fuzzing run (jest in the API's test setup, on both engines; no server of its own).
if (wanted('fuzz')) await benchFuzz();
// Only when named (`npm run bench failover`): it kills a worker on purpose and waits out a job lease.
if (only.includes('failover')) await benchWorkerFailover();
// process.exitCode: a part that found errors (load) says so in the exit status.
if (only.length > 0 && only.every((name) => WITHOUT_APP_SERVER.includes(name))) process.exit();

const server = await startServer();
const results = {};
try {
  if (wanted('login')) await benchLoginFirstVisit(server.url);
  if (wanted('first-case-row')) await benchFirstCaseRow(server.url);
  if (wanted('start-trace')) await benchStartTrace(server.url);
  if (wanted('start-cpu')) await benchStartCpu(server.url);
  if (wanted('tagging')) await benchTagging(server.url);
  if (wanted('login') || wanted('lighthouse')) {
    // Never fails the bench: Lighthouse may be missing or Chromium refuse it on a machine.
    await import('./lighthouse.mjs')
      .then(({ benchLighthouse }) => benchLighthouse(server.url))
      .catch((error) => console.log(`Lighthouse could not run: ${error.message}`));
  }
  // Last: it fills the demo firm with 100,000 cases.
  if (wanted('legal-cases')) results.sqlite = await benchLegalCases(server, { engine: 'sqlite' });
} finally {
  await server.stop();
}

if (wanted('legal-cases')) {
  // The same figures on PostgreSQL: a throwaway cluster, the app on it, the same 100,000 cases.
  const postgres = await startPostgres({ database: 'lexdesk_bench' });
  try {
    const onPostgres = await startServer({ port: 8283, env: { DATABASE_URL: postgres.url } });
    try {
      results.postgres = await benchLegalCases(onPostgres, { engine: 'postgres', databaseUrl: postgres.url });
    } finally {
      await onPostgres.stop();
    }
  } finally {
    await postgres.stop();
  }
  printLegalCases(results);
}
