/* global window, document, MutationObserver -- functions below run inside the page */
// First visit to Login with an empty cache, and a lawyer's whole journey from there through login to MyCases:
// the bytes the browser really transferred (its own resource timing: compressed bodies plus headers, as
// the network carried them), per type, and the time to an interactive login form.
import { createRequire } from 'node:module';
import { median } from './server.mjs';

const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');

const RUNS = 5;
const GOALS = { loginJsKb: 150, journeyKb: 350, interactiveMs: 600 };
const LAWYER = { email: 'avocat@cabinet-demo.test', password: 'lexdesk-demo' };

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Runs in the page before any script: notes the moment the login form can be used (email field and
 * an enabled submit button in the DOM). Measured in the page so that the driver's polling adds nothing.
 */
function watchForInteractiveLogin() {
  const state = (window.__lexdeskBench = { interactiveAt: null });
  const check = () => {
    if (state.interactiveAt !== null) return;
    const email = document.querySelector('input[type="email"], input[autocomplete="email"]');
    const submit = [...document.querySelectorAll('button[type="submit"]')].find((button) => !button.disabled);
    if (email && submit) state.interactiveAt = performance.now();
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
}

/** The page's navigation and resource entries as the browser measured them (transferSize: bytes on the wire). */
function transferredEntries() {
  return [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].map((entry) => ({
    url: entry.name,
    initiator: entry.initiatorType,
    transferSize: entry.transferSize,
    encodedBodySize: entry.encodedBodySize,
    decodedBodySize: entry.decodedBodySize,
  }));
}

function typeOf(entry) {
  const path = new URL(entry.url).pathname;
  if (entry.initiator === 'navigation') return 'document';
  if (path.startsWith('/api/')) return 'api';
  if (path.endsWith('.js')) return 'js';
  if (path.endsWith('.css')) return 'css';
  if (path.endsWith('.json')) return 'json';
  return 'other';
}

export function summarise(entries) {
  const byType = {};
  for (const entry of entries) {
    const type = typeOf(entry);
    byType[type] ??= { files: 0, transferred: 0, decoded: 0 };
    byType[type].files += 1;
    byType[type].transferred += entry.transferSize;
    byType[type].decoded += entry.decodedBodySize;
  }
  const total = Object.values(byType).reduce((sum, type) => sum + type.transferred, 0);
  const decoded = Object.values(byType).reduce((sum, type) => sum + type.decoded, 0);
  return { byType, total, decoded, entries };
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const verdict = (ok) => (ok ? 'met' : 'NOT met');

function printTypes(summary) {
  for (const [type, { files, transferred, decoded }] of Object.entries(summary.byType).sort(
    (a, b) => b[1].transferred - a[1].transferred,
  ))
    console.log(
      `    ${type.padEnd(8)} ${String(files).padStart(3)} files ${kb(transferred).padStart(7)} KB transferred (${kb(decoded)} KB once decoded)`,
    );
}

/** Polls the page's resource entries until none has been added for `quietMs`. */
async function waitForQuiet(page, quietMs = 800, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  let count = -1;
  let since = Date.now();
  while (Date.now() < deadline) {
    const now = await page.evaluate(() => performance.getEntriesByType('resource').length);
    if (now !== count) {
      count = now;
      since = Date.now();
    } else if (Date.now() - since >= quietMs) return;
    await page.waitForTimeout(100);
  }
}

async function firstVisit(browser, url) {
  const context = await browser.newContext(); // a new context starts with an empty cache
  const page = await context.newPage();
  const errors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.addInitScript(watchForInteractiveLogin);
  await page.goto(`${url}/`, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__lexdeskBench?.interactiveAt != null, null, { timeout: 30_000 });
  const interactiveAt = await page.evaluate(() => window.__lexdeskBench.interactiveAt);
  return { context, page, errors, interactiveAt };
}

export async function benchLoginFirstVisit(url) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const times = [];
  let login;
  let journey;
  let consoleErrors = [];
  try {
    for (let run = 0; run < RUNS; run += 1) {
      const { context, page, errors, interactiveAt } = await firstVisit(browser, url);
      times.push(interactiveAt);
      if (run === 0) {
        // Login: everything the first visit transferred once the page has settled.
        await waitForQuiet(page);
        login = summarise(await page.evaluate(transferredEntries));
        consoleErrors = [...errors];
        // The journey goes on in the same page: sign in as a lawyer, land on MyCases.
        try {
          await page.fill('input[type="email"]', LAWYER.email);
          await page.fill('input[autocomplete="current-password"]', LAWYER.password);
          await page.click('button[type="submit"]');
          await page.waitForURL('**/legal-cases/my-cases**', { timeout: 30_000 });
          await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
          await waitForQuiet(page);
          journey = summarise(await page.evaluate(transferredEntries));
          journey.consoleErrors = errors.slice(consoleErrors.length);
        } catch (error) {
          journey = { error: error.message.split('\n')[0] };
        }
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const ms = median(times);
  const loginJs = login.byType.js?.transferred ?? 0;
  console.log('Login, first visit with an empty cache (bytes the browser transferred, from its resource timing)');
  console.log(`  total: ${kb(login.total)} KB transferred (${kb(login.decoded)} KB once decoded)`);
  printTypes(login);
  console.log(
    `  JavaScript: ${kb(loginJs)} KB transferred (goal <= ${GOALS.loginJsKb} KB) ${verdict(loginJs / 1024 <= GOALS.loginJsKb)}`,
  );
  const heaviest = login.entries
    .filter((entry) => typeOf(entry) === 'js')
    .sort((a, b) => b.transferSize - a.transferSize)
    .slice(0, 20);
  for (const entry of heaviest)
    console.log(`    ${kb(entry.transferSize).padStart(6)} KB  ${new URL(entry.url).pathname}`);
  console.log(
    `  navigation -> interactive login form: median ${ms.toFixed(0)} ms over ${RUNS} runs [${times.map((t) => t.toFixed(0)).join(', ')}] (goal < ${GOALS.interactiveMs} ms) ${verdict(ms < GOALS.interactiveMs)}`,
  );
  console.log(
    `  console errors: ${consoleErrors.length}${consoleErrors.length ? ` (${consoleErrors.join(' | ')})` : ''} (goal 0) ${verdict(consoleErrors.length === 0)}`,
  );
  console.log("A lawyer's journey: first visit to Login, sign in, MyCases");
  if (journey.error) {
    console.log(`  could not finish: ${journey.error}`);
    return { login, journey, interactiveMs: ms };
  }
  console.log(
    `  total: ${kb(journey.total)} KB transferred (${kb(journey.decoded)} KB once decoded) (goal <= ${GOALS.journeyKb} KB) ${verdict(journey.total / 1024 <= GOALS.journeyKb)}`,
  );
  printTypes(journey);
  if (journey.consoleErrors.length) console.log(`  console errors after login: ${journey.consoleErrors.join(' | ')}`);
  return { login, journey, interactiveMs: ms };
}
