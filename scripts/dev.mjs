// npm run dev                 API (restarts on change) + every bundle rebuilt on change, served on :8080
// npm run dev -- --only NAME  one app from its webpack dev server, the others from their builds
//                             (NAME: an app of app-registry.js: shell, mf-auth, mf-cases...)
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { APPS, appOf } from './lib/apps.mjs';
import { buildApps, ROOT } from './lib/build.mjs';

const require = createRequire(import.meta.url);
const webpackCli = require.resolve('webpack-cli/bin/cli.js');

const args = process.argv.slice(2);
const onlyIndex = args.indexOf('--only');
const only = onlyIndex >= 0 ? args[onlyIndex + 1] : undefined;
if (only && !APPS.includes(only)) {
  console.error(`Unknown app "${only}". Choose one of: ${APPS.join(', ')}`);
  process.exit(1);
}
const port = Number(process.env.PORT ?? 8080);
const children = [];
const run = (command, commandArgs, options = {}) => {
  const child = spawn(command, commandArgs, { stdio: 'inherit', ...options });
  children.push(child);
  child.on('exit', (code) => {
    if (code) console.error(`${commandArgs.join(' ')} exited with ${code}`);
  });
  return child;
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    children.forEach((child) => child.kill(signal));
    process.exit(0);
  });
}

await buildApps(APPS.filter((app) => app !== only));

// LEXDESK_DEV: development bundles inject their CSS with style-loader, which the production CSP forbids.
const env = { ...process.env, PORT: String(port), LEXDESK_WEB_ROOT: ROOT, LEXDESK_DEV: '1' };
if (only && only !== 'shell') {
  // The served remotes.json points this one remote at its dev server; nothing is rebuilt.
  const { federationName, devPort } = appOf(only);
  env.LEXDESK_REMOTES_OVERRIDE = JSON.stringify({
    [federationName]: `http://localhost:${devPort}/mf-manifest.json`,
  });
}
run(process.execPath, ['--import', require.resolve('tsx'), '--watch', join(ROOT, 'api/src/server.ts')], { env });

if (only) {
  run(process.execPath, [webpackCli, 'serve', '--mode', 'development'], { cwd: join(ROOT, only), env });
  console.log(
    `\n${only} from its dev server; open ${only === 'shell' ? `http://localhost:${appOf('shell').devPort}` : `http://localhost:${port}`}\n`,
  );
} else {
  // Every bundle in one watching process: two cores cannot feed seven dev servers.
  const configs = APPS.flatMap((app) => ['--config', join(ROOT, app, 'webpack.config.js')]);
  run(process.execPath, [webpackCli, '--watch', '--mode', 'development', ...configs], { cwd: ROOT, env });
  console.log(`\nWatching every bundle; open http://localhost:${port}\n`);
}
