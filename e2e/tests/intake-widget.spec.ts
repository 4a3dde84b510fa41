import { expect, test } from '@playwright/test';
import { accounts } from '../support/accounts';
import { firmUuidOf } from '../support/intake';
import config from '../playwright.config';

// The firm's site is public and this test's app listens on loopback: Chromium's local-network checks
// would block the widget, which a deployed LexDesk (a public address) never meets. Lift them here only.
const launchOptions = config.use?.launchOptions ?? {};
test.use({
  launchOptions: {
    ...launchOptions,
    args: [
      ...(launchOptions.args ?? []),
      '--disable-features=LocalNetworkAccessChecks,BlockInsecurePrivateNetworkRequests',
    ],
  },
});

let firmUuid = '';

test.beforeAll(async ({ baseURL }) => {
  firmUuid = await firmUuidOf(baseURL ?? '', accounts.firmAdmin);
});

test("the casus widget puts the form in a firm's own page", async ({ page, baseURL }) => {
  const firmSite = 'https://cabinet-demo.example/';
  await page.route(firmSite, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="fr"><title>Cabinet Démo</title><h1>Contactez-nous</h1>
        <script src="${baseURL}/casus.js" data-uuid="${firmUuid}" data-lang="fr" async></script></html>`,
    }),
  );
  await page.goto(firmSite);
  const frame = page.frameLocator('iframe[title="Formulaire de demande"]');
  await expect(frame.getByRole('heading', { level: 1, name: 'Formulaire de demande' })).toBeVisible();
  await expect(frame.getByRole('radio', { name: 'Droit du travail' })).toBeVisible();
});
