// npm start: builds what is missing or stale (bundles and API), then serves the whole app from one Node process
// running the compiled API (api/dist/server.js).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { APPS } from './lib/apps.mjs';
import { API_DIST, buildApi } from './lib/build-api.mjs';
import { buildApps, ROOT, stopBuilds } from './lib/build.mjs';

let server;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (server) {
      server.kill(signal);
      return;
    }
    stopBuilds(signal);
    process.exit(1);
  });
}

try {
  await buildApi();
  await buildApps(APPS);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const port = Number(process.env.PORT ?? 8080);
const started = performance.now();
server = spawn(process.execPath, ['--enable-source-maps', join(API_DIST, 'server.js')], {
  stdio: 'inherit',
  env: { ...process.env, LEXDESK_WEB_ROOT: process.env.LEXDESK_WEB_ROOT ?? ROOT },
});
let exited = false;
server.on('exit', (code) => {
  exited = true;
  process.exit(code ?? 0);
});

// Start-up time: from the spawn to the first successful GET /api/health.
while (!exited) {
  try {
    if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) {
      console.log(`API ready in ${Math.round(performance.now() - started)} ms (compiled build)`);
      break;
    }
  } catch {
    // not listening yet
  }
  await new Promise((resolve) => setTimeout(resolve, 50));
}
