// npm run build: builds every bundle (--all) or only the stale ones.
import { APPS } from './lib/apps.mjs';
import { buildApps } from './lib/build.mjs';

const force = process.argv.includes('--all') && !process.argv.includes('--stale');
const only = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
await buildApps(only.length ? only : APPS, { force }).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
