// Screenshots of the screens issue 22's items 7, 9, 10 and 11 change, for a person to compare (not a test).
//
//   PORT=9990 LEXDESK_DATA_DIR=$(mktemp -d) LEXDESK_LOGIN_RATE_LIMIT=1000 npm start   # a fresh demo
//   node e2e/scripts/issue22-screens.mjs --base http://127.0.0.1:9990 --out docs/screens/issue-22 --suffix after
//
// Each screen is saved as <out>/<name>-<desktop|phone>-<suffix>.png at 1440×900 and 390×844, full page.
/* global document -- the functions given to page.evaluate run in the browser */
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    base: { type: 'string', default: 'http://127.0.0.1:9990' },
    out: { type: 'string', default: 'docs/screens/issue-22' },
    suffix: { type: 'string', default: 'after' },
  },
});
const BASE = values.base.replace(/\/$/, '');
const OUT = resolve(values.out);
const PASSWORD = 'lexdesk-demo';
const SIZES = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } };

async function settle(page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page
    .waitForFunction(() => !document.querySelector('[aria-busy="true"], [role="progressbar"]'), null, { timeout: 5000 })
    .catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
}

async function signIn(page, email) {
  await page.context().clearCookies();
  await page.goto(`${BASE}/`);
  await settle(page);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL((url) => url.pathname !== '/');
  await settle(page);
}

async function run(size) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const context = await browser.newContext({
    viewport: SIZES[size],
    deviceScaleFactor: 1,
    locale: 'fr-BE',
    isMobile: size === 'phone',
    hasTouch: size === 'phone',
  });
  const page = await context.newPage();
  mkdirSync(OUT, { recursive: true });
  // The legal page is long: its screens show the window only (fullPage false).
  const shot = async (name, { fullPage = true } = {}) => {
    await settle(page);
    const file = join(OUT, `${name}-${size}-${values.suffix}.png`);
    await page.screenshot({ path: file, fullPage });
    console.log(file, await page.evaluate(() => `${document.documentElement.scrollWidth}px wide`));
  };
  const visit = async (path) => {
    await page.goto(`${BASE}${path}`);
    await settle(page);
  };

  // The super administrator's screens (item 7).
  await signIn(page, 'admin@lexdesk.test');
  for (const path of ['/admin', '/process', '/faileds']) {
    await visit(path);
    await shot(`superadmin${path.replace('/', '-')}`);
  }
  await visit('/search?q=bail');
  await shot('superadmin-search-results');

  // A lawyer's search results, the previewed row (item 10), and the legal page in English (items 9, 11).
  await signIn(page, 'avocat@cabinet-demo.test');
  await visit('/juridical-documents?q=bail');
  await page.getByRole('table').getByRole('button', { pressed: false }).first().click();
  await shot('lawyer-search-previewed');

  // A case's firm documents: a document added, then "Retirer" asks first (item 10). Skipped where it does not exist yet.
  await visit('/legal-cases/my-cases');
  await page.getByRole('link', { name: 'Nathalie Lemaire' }).click();
  await settle(page);
  await page.getByRole('link', { name: 'Documents du cabinet' }).click();
  await settle(page);
  const searchToggle = page.getByRole('button', { name: 'Recherche' });
  if (size === 'phone' && (await searchToggle.count()) > 0) await searchToggle.click();
  const search = page.getByRole('search', { name: 'Recherche' });
  if ((await search.count()) > 0) {
    await search.getByRole('searchbox', { name: 'Rechercher' }).fill('bail');
    await search.getByRole('button', { name: 'Rechercher' }).click();
    await settle(page);
    // On a phone the search drawer covers the list: closed first.
    if (size === 'phone') await page.keyboard.press('Escape');
    const add = page.getByRole('button', { name: /^Ajouter .* à l'affaire$/ }).first();
    if ((await add.count()) > 0) await add.click();
    await settle(page);
    if (size === 'phone' && (await searchToggle.count()) > 0) await searchToggle.click();
    await page
      .getByRole('button', { name: 'Effacer' })
      .click({ timeout: 5000 })
      .catch(() => undefined);
    if (size === 'phone') await page.keyboard.press('Escape');
  }
  await settle(page);
  const remove = page.getByRole('button', { name: /^Retirer .* de l'affaire$/ }).first();
  if ((await remove.count()) > 0) {
    await remove.click();
    await shot('case-remove-dialog');
    await page.getByRole('button', { name: 'Annuler' }).click();
  }

  // The guides (item 11), and an invitation link that cannot be used (item 10), signed out.
  await page.context().clearCookies();
  await visit('/legals#documentation');
  await shot('legals-documentation', { fullPage: false });
  for (const guide of ['onboarding', 'intake-widget', 'library']) {
    await visit(`/guides/${guide}`);
    await shot(`guide-${guide}`);
  }
  await visit('/register?token=no-such-token&email=someone%40example.be&name=Cabinet');
  await shot('invitation-invalid');

  // The legal texts in English, signed out: their dates day first (item 9).
  const english = await (await browser.newContext({ viewport: SIZES[size], locale: 'fr-BE' })).newPage();
  await english.goto(`${BASE}/legals`);
  await settle(english);
  await english.getByRole('combobox', { name: 'Langue' }).click();
  await english.getByRole('option', { name: 'English' }).click();
  await english.goto(`${BASE}/legals#terms`);
  await settle(english);
  await english.screenshot({ path: join(OUT, `legals-en-${size}-${values.suffix}.png`) });
  await browser.close();
}

for (const size of Object.keys(SIZES)) await run(size);
