// npm start: builds what is missing or stale, then serves the whole app from one Node process.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { APPS } from './lib/apps.mjs';
import { buildApps, ROOT } from './lib/build.mjs';

const require = createRequire(import.meta.url);

try {
  await buildApps(APPS);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const server = spawn(process.execPath, ['--import', require.resolve('tsx'), join(ROOT, 'api/src/server.ts')], {
  stdio: 'inherit',
  env: { ...process.env, LEXDESK_WEB_ROOT: process.env.LEXDESK_WEB_ROOT ?? ROOT },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
