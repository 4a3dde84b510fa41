// Type-checks every workspace with its own tsconfig (strict everywhere).
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { APPS } from './lib/apps.mjs';
const require = createRequire(import.meta.url);
const tsc = require.resolve('typescript/bin/tsc');
const workspaces = ['shared', 'api', ...APPS, 'e2e'];
let failed = false;
// npm reads the workspaces from package.json only: every app of the registry must be one.
const declared = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).workspaces;
const undeclared = workspaces.filter((ws) => !declared.includes(ws));
if (undeclared.length > 0) {
  failed = true;
  console.error(`package.json "workspaces" lacks ${undeclared.join(', ')} (app-registry.js lists them)`);
}
for (const ws of workspaces) {
  try {
    execFileSync(process.execPath, [tsc, '-p', `${ws}/tsconfig.json`], { stdio: 'inherit' });
    console.log(`typecheck ${ws}: ok`);
  } catch {
    failed = true;
    console.error(`typecheck ${ws}: failed`);
  }
}
process.exit(failed ? 1 : 0);
