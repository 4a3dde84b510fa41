// Screenshots of every screen, for a person to look at (not a test: nothing is asserted, CI never runs it).
//
//   PORT=8301 LEXDESK_DATA_DIR=$(mktemp -d) LEXDESK_LOGIN_RATE_LIMIT=1000 npm start   # a fresh demo firm
//   node e2e/scripts/screens.mjs --base http://127.0.0.1:8301 --out /tmp/screens
//
// Each screen is saved as <out>/<size>/<NN>-<name>.png at desktop (1440×900) and phone (390×844) size, full page.
// It signs in as the demo accounts (README) and accepts one new case to show a success toast, so run it on a
// fresh data directory to compare two runs.
/* global document -- the functions given to page.evaluate run in the browser */
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    base: { type: 'string', default: `http://127.0.0.1:${process.env.E2E_PORT ?? 8080}` },
    out: { type: 'string', default: 'screens' },
    only: { type: 'string' },
  },
});
const BASE = values.base.replace(/\/$/, '');
const OUT = resolve(values.out);
const PASSWORD = 'lexdesk-demo';
const SIZES = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 390, height: 844 },
};
const ACCOUNTS = {
  lawyer: 'avocat@cabinet-demo.test',
  freshLawyer: 'avocate@cabinet-demo.test',
  firmAdmin: 'direction@cabinet-demo.test',
  superAdmin: 'admin@lexdesk.test',
};

/** Lets the remotes and their data arrive: no request for a moment and no spinner left. */
async function settle(page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page
    .waitForFunction(() => !document.querySelector('[aria-busy="true"], [role="progressbar"]'), null, { timeout: 5000 })
    .catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(250);
}

function shooter(page, size) {
  let counter = 0;
  const folder = join(OUT, size);
  mkdirSync(folder, { recursive: true });
  return async (name, { settleFirst = true } = {}) => {
    if (settleFirst) await settle(page);
    counter += 1;
    const file = join(folder, `${String(counter).padStart(2, '0')}-${name}.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  };
}

async function visit(page, path) {
  await page.goto(`${BASE}${path}`);
  await settle(page);
}

async function signIn(page, email) {
  await page.context().clearCookies();
  await visit(page, '/');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL((url) => url.pathname !== '/');
  await settle(page);
}

async function firmUuid(page) {
  const answer = await page.request.get(`${BASE}/api/user?lang=fr`);
  const body = await answer.json();
  return body.data.client.uuid;
}

/** The frame's language switch (the kit's dropdown): open it, click the language. */
async function chooseLanguage(page, label, language) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: language }).click();
}

/** The first case link of the current list (a row's litigant name links to its Demand tab). */
async function firstCasePath(page, sectionName) {
  const section = sectionName
    ? page.getByRole('heading', { level: 2, name: sectionName }).locator('xpath=ancestor::section[1]')
    : page.locator('main');
  const link = section.locator('a[href*="/legal-case/"]').first();
  const href = await link.getAttribute('href').catch(() => null);
  return href ? new URL(href, BASE).pathname.replace(/\/[^/]+$/, '') : null;
}

async function run(size) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const context = await browser.newContext({
    viewport: SIZES[size],
    deviceScaleFactor: 1,
    locale: 'fr-BE',
    isMobile: size === 'phone',
    hasTouch: size === 'phone',
  });
  const page = await context.newPage();
  const shot = shooter(page, size);

  // Anonymous pages.
  await visit(page, '/');
  await shot('login');
  await visit(page, '/register');
  await shot('register');
  await visit(page, '/subscribe');
  await shot('subscribe');
  await visit(page, '/forgot');
  await shot('forgot');
  await visit(page, '/legals');
  await shot('legals-anonymous');

  // A lawyer's day.
  await signIn(page, ACCOUNTS.lawyer);
  const uuid = await firmUuid(page);
  await visit(page, '/legal-cases/my-cases');
  await shot('mycases');
  if (size === 'phone') {
    const profile = page.getByRole('banner').getByRole('button').last();
    await profile.click();
    await shot('profile-menu-open');
    await page.keyboard.press('Escape');
  }
  await page.getByRole('button', { name: 'Afficher les affaires clôturées' }).click();
  await shot('mycases-closed');
  await visit(page, '/legal-cases/all-cases');
  await shot('allcases');
  await visit(page, '/legal-cases/my-cases');
  const newCase = await firstCasePath(page, 'Nouvelles affaires');
  // A new case shows no tabs: the tabs are an opened case's.
  const openedCase = await firstCasePath(page, 'En cours');
  if (openedCase) {
    for (const tab of ['demand', 'litigeant-documents', 'office-documents', 'juridical-documents']) {
      await visit(page, `${openedCase}/${tab}`);
      await shot(`case-${tab}`);
    }
    // Dutch texts are the longest (the reassign control's placeholder above all).
    await visit(page, `${openedCase}/demand`);
    await chooseLanguage(page, 'Langue', 'Nederlands');
    await settle(page);
    await shot('case-demand-nl');
    await chooseLanguage(page, 'Taal', 'Français');
    await settle(page);
  }
  if (newCase) {
    await visit(page, `${newCase}/demand`);
    await shot('case-new');
    await page.getByRole('button', { name: 'Accepter' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /./ })
      .first()
      .waitFor({ timeout: 5000 })
      .catch(() => undefined);
    await shot('case-accepted-toast', { settleFirst: false });
    // Back to the list inside the app, the toast still showing (the place where it covered the closed toggle).
    await page
      .getByRole('link', { name: /Retour/ })
      .first()
      .click();
    await page.waitForURL(/legal-cases/);
    await page.waitForTimeout(300);
    await shot('mycases-with-toast', { settleFirst: false });
  }
  await visit(page, '/my-documents');
  await shot('mydocuments');
  await visit(page, '/juridical-documents');
  await shot('juridical-documents');
  await visit(page, '/account/profile');
  await shot('profile');
  await visit(page, '/account/categories/list');
  await shot('categories-list');
  await visit(page, '/account/categories/update');
  await shot('categories-update');
  await visit(page, '/account/applications');
  await shot('applications');
  await visit(page, '/office/informations');
  await shot('office-informations');
  await visit(page, '/office/lawyers');
  await shot('office-lawyers');
  await visit(page, '/legals');
  await shot('legals-signed-in');
  await visit(page, '/nowhere-at-all');
  await shot('not-found');

  // The firm administrator's office screens.
  await signIn(page, ACCOUNTS.firmAdmin);
  await shot('firm-admin-home');
  await visit(page, '/office/informations');
  await shot('office-informations-admin');
  await visit(page, '/office/lawyers');
  await shot('office-lawyers-admin');
  await visit(page, '/office/policies');
  await shot('office-policies');
  await visit(page, '/office/subscription');
  await shot('office-subscription');
  await visit(page, '/subscription/plans');
  await shot('subscription-plans');
  await visit(page, '/legal-cases/all-cases');
  const adminCase = await firstCasePath(page);
  if (adminCase) {
    await visit(page, `${adminCase}/demand`);
    await shot('case-demand-admin');
  }

  // A lawyer who has just arrived: the onboarding panel.
  await signIn(page, ACCOUNTS.freshLawyer);
  await shot('onboarding');

  // The super administrator's library back office.
  await signIn(page, ACCOUNTS.superAdmin);
  await shot('admin-home');
  for (const path of ['/process', '/faileds', '/search']) {
    await visit(page, path);
    await shot(`admin${path.replace('/', '-')}`);
  }

  // The public intake form, as a litigant opens it from a firm's site.
  await context.clearCookies();
  await visit(page, `/intake?uuid=${uuid}&lang=fr`);
  await shot('intake');
  await visit(page, `/intake?uuid=${uuid}&lang=nl`);
  await shot('intake-nl');

  await browser.close();
}

for (const size of values.only ? [values.only] : Object.keys(SIZES)) await run(size);
