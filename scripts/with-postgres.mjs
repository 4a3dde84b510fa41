// node scripts/with-postgres.mjs -- <command> [args...]
// Runs the command against a throwaway PostgreSQL cluster (scripts/lib/postgres.mjs): DATABASE_URL and
// LEXDESK_TEST_DATABASE_URL name its database `lexdesk` (the API test helper creates and drops its own databases
// there). Forwards the command's exit code; the cluster is always stopped and removed.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { startPostgres } from './lib/postgres.mjs';

const separator = process.argv.indexOf('--');
const [command, ...args] = separator >= 0 ? process.argv.slice(separator + 1) : process.argv.slice(2);
if (!command) {
  console.error('usage: node scripts/with-postgres.mjs -- <command> [args...]');
  process.exit(2);
}

let postgres;
try {
  postgres = await startPostgres({ database: 'lexdesk' });
} catch (error) {
  console.error(`with-postgres: ${error.message}`);
  process.exit(1);
}
console.log(`with-postgres: PostgreSQL ${postgres.version} on 127.0.0.1:${postgres.port} (throwaway cluster)`);

const child = spawn(command, args, {
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: postgres.url, LEXDESK_TEST_DATABASE_URL: postgres.url },
});
// Interrupted: the command hears it too (same terminal) or from us; the cluster stops once the command has ended.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));

const code = await new Promise((resolve) => {
  child.on('error', (error) => {
    console.error(`with-postgres: cannot run ${command}: ${error.message}`);
    resolve(127);
  });
  child.on('exit', (exitCode, signal) => resolve(exitCode ?? 128 + (constants.signals[signal] ?? 0)));
});
await postgres.stop();
process.exit(code);
