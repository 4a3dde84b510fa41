import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

// One fresh data directory per run, decided in the main process and inherited by the workers.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'lexdesk-e2e-'));
const port = Number(process.env.E2E_PORT ?? 8181);
const baseURL = `http://127.0.0.1:${port}`;
const root = resolve(__dirname, '..');

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    locale: 'fr-BE',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // This closed network refuses Chromium's background connections; these flags keep it quiet.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // Exactly what `npm start` serves: built bundles, remotes.json and the API, on a fresh data directory.
    command: 'node scripts/start.mjs',
    cwd: root,
    url: `${baseURL}/api/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(port),
      LEXDESK_DATA_DIR: process.env.E2E_DATA_DIR,
      LEXDESK_PUBLIC_URL: baseURL,
      LEXDESK_LOGIN_RATE_LIMIT: '1000',
      LOG_LEVEL: 'warn',
    },
  },
});
