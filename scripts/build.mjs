// npm run build: builds the API and every bundle (--all), or only the stale ones (--stale);
// names (api, shell, mf-cases...) build only those.
import { APPS } from './lib/apps.mjs';
import { buildApi } from './lib/build-api.mjs';
import { buildApps } from './lib/build.mjs';

const force = process.argv.includes('--all') && !process.argv.includes('--stale');
const only = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const unknown = only.filter((name) => name !== 'api' && !APPS.includes(name));
if (unknown.length > 0) {
  console.error(`Unknown name "${unknown.join('", "')}". Choose among: api, ${APPS.join(', ')}`);
  process.exit(1);
}
try {
  if (only.length === 0 || only.includes('api')) await buildApi({ force });
  const apps = only.length ? only.filter((name) => name !== 'api') : APPS;
  if (apps.length > 0) await buildApps(apps, { force });
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
