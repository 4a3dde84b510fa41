import { defineConfig } from '@playwright/test';
import { resolve } from 'node:path';
// The base config also gives this run its fresh data directory (E2E_DATA_DIR) for uploaded files and the outbox.
import base, { stripeStandIn } from './playwright.config';

// The smoke journey on PostgreSQL: `node scripts/with-postgres.mjs -- npm run test:pg -w e2e` sets DATABASE_URL.
const databaseUrl = process.env.DATABASE_URL ?? '';
if (!/^postgres(?:ql)?:\/\//.test(databaseUrl)) {
  throw new Error(
    'playwright.pg.config.ts needs DATABASE_URL=postgres://...: run it through node scripts/with-postgres.mjs',
  );
}
const port = Number(process.env.E2E_PG_PORT ?? 8183);
const baseURL = `http://127.0.0.1:${port}`;
const stripe = stripeStandIn(baseURL, Number(process.env.E2E_PG_STRIPE_PORT ?? port + 1000));

export default defineConfig({
  ...base,
  testDir: './tests-pg',
  // Beside the SQLite run's results, which that run cleans first.
  outputDir: './test-results/pg',
  reporter: process.env.CI ? [['dot']] : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report/pg' }]],
  use: { ...base.use, baseURL },
  webServer: [
    stripe.server,
    {
      // Exactly what `npm start` serves, on the database of DATABASE_URL.
      command: 'node scripts/start.mjs',
      cwd: resolve(__dirname, '..'),
      url: `${baseURL}/api/health`,
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        PORT: String(port),
        DATABASE_URL: databaseUrl,
        LEXDESK_DATA_DIR: process.env.E2E_DATA_DIR ?? '',
        LEXDESK_PUBLIC_URL: baseURL,
        LEXDESK_LOGIN_RATE_LIMIT: '1000',
        // Parallel workers share the demo accounts: the per-account budgets are the API tests' subject.
        LEXDESK_SEARCHES_PER_10S: '1000',
        LEXDESK_PENDING_UPLOADS: '1000',
        LOG_LEVEL: 'warn',
        ...stripe.env,
      },
    },
  ],
});
