/* global window, document, MutationObserver -- functions below run inside the page */
// Issue 10, item 7: a lawyer's first visit (empty cache), from submitting the login form to the first case
// row on MyCases, on loopback and with the network throttled to a slow 4G profile. Both instants are taken
// in the page (its own clock), so the driver's polling adds nothing. Also counts the list requests: the
// route prefetch must not send the list twice.
import { createRequire } from 'node:module';
import { CHROMIUM_ARGS } from './login-first-visit.mjs';
import { median } from './server.mjs';

const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const LAWYER = { email: 'avocat@cabinet-demo.test', password: 'lexdesk-demo' };

/** Chromium's network emulation (CDP): 1.6 Mbit/s down, 750 kbit/s up, 150 ms added to every round trip. */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 };

export const PROFILES = [
  { name: 'loopback', conditions: null, goalMs: 700 },
  { name: 'slow 4G (1.6 Mbit/s, 150 ms)', conditions: SLOW_4G, goalMs: 4000 },
];

/**
 * Runs in the page before any script: notes when the login form is submitted and when the first case row
 * (a link to a case inside the page's main region) is laid out with a size.
 */
function watchForFirstCaseRow() {
  const state = (window.__lexdeskFirstRow = { submittedAt: null, firstRowAt: null });
  document.addEventListener(
    'submit',
    () => {
      if (state.submittedAt === null) state.submittedAt = performance.now();
    },
    true,
  );
  const check = () => {
    if (state.submittedAt === null || state.firstRowAt !== null) return;
    const row = document.querySelector('main a[href^="/legal-case/"]');
    if (row && row.getBoundingClientRect().height > 0) state.firstRowAt = performance.now();
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
}

/** What the page loaded after the submit, in order, relative to it: the waterfall behind the figure. */
function waterfallSince(submittedAt) {
  return performance
    .getEntriesByType('resource')
    .filter((entry) => entry.startTime >= submittedAt - 1)
    .map((entry) => ({
      url: entry.name,
      start: entry.startTime - submittedAt,
      end: entry.responseEnd - submittedAt,
      transferSize: entry.transferSize,
    }));
}

const isListRequest = (url) => new URL(url).pathname === '/api/legal-cases';

async function oneRun(browser, url, conditions) {
  const context = await browser.newContext(); // a new context starts with an empty cache
  try {
    const page = await context.newPage();
    if (conditions) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', conditions);
    }
    const listRequests = [];
    page.on('request', (request) => {
      if (request.method() === 'GET' && isListRequest(request.url())) listRequests.push(request.url());
    });
    await page.addInitScript(watchForFirstCaseRow);
    await page.goto(`${url}/`, { waitUntil: 'commit' });
    await page.locator('input[type="email"]').fill(LAWYER.email, { timeout: 60_000 });
    await page.locator('input[autocomplete="current-password"]').fill(LAWYER.password);
    await page.locator('button[type="submit"]:not([disabled])').click();
    await page.waitForFunction(() => window.__lexdeskFirstRow?.firstRowAt != null, null, { timeout: 60_000 });
    const { submittedAt, firstRowAt } = await page.evaluate(() => window.__lexdeskFirstRow);
    // Let a late duplicate show itself before counting.
    await page.waitForTimeout(conditions ? 1500 : 500);
    const waterfall = await page.evaluate(waterfallSince, submittedAt);
    // The login answer's arrival splits the figure: the server's part (password check, CPU-bound) and the
    // client's (remote code, data, render), which is what the prefetch works on.
    const login = waterfall.find((entry) => new URL(entry.url).pathname === '/api/auth/login');
    const ms = firstRowAt - submittedAt;
    return { ms, afterLoginMs: login ? ms - login.end : null, listRequests: listRequests.length, waterfall };
  } finally {
    await context.close();
  }
}

const verdict = (ok) => (ok ? 'met' : 'NOT met');

function printWaterfall(waterfall) {
  for (const entry of waterfall.sort((a, b) => a.start - b.start)) {
    const { pathname, search } = new URL(entry.url);
    const shown = pathname.startsWith('/api/') ? `${pathname}${search}` : pathname;
    console.log(
      `      ${entry.start.toFixed(0).padStart(6)} → ${entry.end.toFixed(0).padStart(6)} ms ${(entry.transferSize / 1024).toFixed(1).padStart(6)} KB  ${shown}`,
    );
  }
}

export async function benchFirstCaseRow(url, { profiles = PROFILES } = {}) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const results = {};
  try {
    console.log(`Login submitted -> first case row on MyCases, first visit (empty cache), median of ${RUNS} runs`);
    for (const profile of profiles) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await oneRun(browser, url, profile.conditions));
      const times = runs.map((run) => run.ms);
      const ms = median(times);
      const counts = runs.map((run) => run.listRequests);
      const duplicated = counts.some((count) => count !== 1);
      console.log(
        `  ${profile.name}: median ${ms.toFixed(0)} ms [${times.map((t) => t.toFixed(0)).join(', ')}] (goal < ${profile.goalMs} ms) ${verdict(ms < profile.goalMs)}`,
      );
      const afterLogin = runs.map((run) => run.afterLoginMs).filter((value) => value !== null);
      if (afterLogin.length)
        console.log(
          `    of which after the login answer: median ${median(afterLogin).toFixed(0)} ms [${afterLogin.map((t) => t.toFixed(0)).join(', ')}]`,
        );
      console.log(`    GET /api/legal-cases per run: [${counts.join(', ')}] (goal 1 each) ${verdict(!duplicated)}`);
      // The run closest to the median, as the browser timed it: what the time is made of.
      const typical = runs.reduce((best, run) => (Math.abs(run.ms - ms) < Math.abs(best.ms - ms) ? run : best));
      console.log(`    waterfall of the run closest to the median (${typical.ms.toFixed(0)} ms), from the submit:`);
      printWaterfall(typical.waterfall);
      results[profile.name] = { ms, times, afterLogin, counts };
    }
  } finally {
    await browser.close();
  }
  return results;
}
