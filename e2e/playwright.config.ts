import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

// One fresh data directory per run, decided in the main process and inherited by the workers.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'lexdesk-e2e-'));
const port = Number(process.env.E2E_PORT ?? 8181);
const baseURL = `http://127.0.0.1:${port}`;
const root = resolve(__dirname, '..');

/**
 * Payments in e2e: the API's Stripe provider runs against the local stand-in of Stripe's API
 * (stand-ins/stripe-api.ts, a second webServer), which also signs and posts its subscription events to the
 * API's webhook. The keys, secret and price ids are the stand-in's: nothing here reaches Stripe.
 */
export function stripeStandIn(appBaseUrl: string, standInPort: number) {
  const env = {
    STRIPE_SECRET_KEY: 'sk_test_lexdesk_e2e',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_lexdesk_e2e',
    STRIPE_WEBHOOK_SECRET: 'whsec_lexdesk_e2e',
    STRIPE_PRICE_BASIC: 'price_lexdesk_basic',
    STRIPE_PRICE_PLUS: 'price_lexdesk_plus',
    STRIPE_PRICE_PRO: 'price_lexdesk_pro',
    LEXDESK_STRIPE_API_URL: `http://127.0.0.1:${standInPort}`,
  };
  const server = {
    command: 'node --import tsx e2e/stand-ins/stripe-api.ts',
    cwd: root,
    url: `http://127.0.0.1:${standInPort}/__calls`,
    timeout: 30_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    env: {
      STRIPE_STAND_IN_PORT: String(standInPort),
      STRIPE_STAND_IN_WEBHOOK_URL: `${appBaseUrl}/api/billing/stripe-webhook`,
      STRIPE_WEBHOOK_SECRET: env.STRIPE_WEBHOOK_SECRET,
    },
  };
  return { env, server };
}

/**
 * Suggested tags in e2e: the API's language-model provider (LEXDESK_LLM_*) runs against the local OpenAI-compatible
 * stand-in (stand-ins/openai-api.ts, a webServer), whose answers come from the document it is sent; a test may
 * change how it answers (POST /__mode). The model's name is the stand-in's: nothing here reaches OpenAI.
 */
export function openAiStandIn(standInPort: number) {
  const key = 'sk-lexdesk-e2e';
  const url = `http://127.0.0.1:${standInPort}`;
  const env = {
    LEXDESK_LLM_BASE_URL: `${url}/v1`,
    LEXDESK_LLM_API_KEY: key,
    LEXDESK_LLM_MODEL: 'lexdesk-e2e-model',
  };
  const server = {
    command: 'node --import tsx e2e/stand-ins/openai-api.ts',
    cwd: root,
    url: `${url}/__calls`,
    timeout: 30_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    env: { OPENAI_STAND_IN_PORT: String(standInPort), OPENAI_STAND_IN_KEY: key },
  };
  return { env, server, url };
}

// The stand-ins' ports follow the app's (E2E_STRIPE_PORT, E2E_OPENAI_PORT to choose them).
const stripe = stripeStandIn(baseURL, Number(process.env.E2E_STRIPE_PORT ?? port + 1000));
const openAi = openAiStandIn(Number(process.env.E2E_OPENAI_PORT ?? port + 2000));
/** Where the tests reach the language-model stand-in (to choose how it answers). */
process.env.E2E_OPENAI_URL ??= openAi.url;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['dot']] : [['list'], ['html', { open: 'never' }]],
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
  webServer: [
    stripe.server,
    openAi.server,
    {
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
        // Parallel workers share the demo accounts: the per-account budgets are the API tests' subject.
        LEXDESK_SEARCHES_PER_10S: '1000',
        LEXDESK_PENDING_UPLOADS: '1000',
        LOG_LEVEL: 'warn',
        ...stripe.env,
        ...openAi.env,
      },
    },
  ],
});
