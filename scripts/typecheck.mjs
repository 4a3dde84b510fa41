// Type-checks every workspace with its own tsconfig (strict everywhere).
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
const tsc = require.resolve('typescript/bin/tsc');
const workspaces = [
  'shared',
  'api',
  'shell',
  'mf-auth',
  'mf-cases',
  'mf-office',
  'mf-library',
  'mf-tagging',
  'mf-billing',
  'e2e',
];
let failed = false;
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
