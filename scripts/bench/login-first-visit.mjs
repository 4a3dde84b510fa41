// First visit to Login with an empty cache: gzipped JavaScript bytes and time to an interactive form.
import { gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import { median } from './server.mjs';

const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');

const RUNS = 5;
const BUDGET_KB = 180;
const BUDGET_MS = 800;

export async function benchLoginFirstVisit(url) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const times = [];
  let jsGzipBytes = 0;
  let jsFiles = 0;
  try {
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext(); // a new context has an empty cache
      const page = await context.newPage();
      const scripts = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.push(response.body().catch(() => Buffer.alloc(0)));
      });
      await page.goto(`${url}/`, { waitUntil: 'commit' });
      // Interactive: the email field accepts input and the submit button is enabled.
      await page.getByRole('textbox', { name: /e-?mail/i }).waitFor({ state: 'visible' });
      await page.getByRole('button', { name: /connexion|connecter/i }).waitFor({ state: 'visible' });
      const elapsed = await page.evaluate(() => performance.now());
      times.push(elapsed);
      if (run === 0) {
        const bodies = await Promise.all(scripts);
        jsFiles = bodies.length;
        jsGzipBytes = bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const kb = jsGzipBytes / 1024;
  const ms = median(times);
  console.log('Login, first visit with an empty cache');
  console.log(`  JavaScript: ${jsFiles} files, ${kb.toFixed(1)} KB gzipped (goal <= ${BUDGET_KB} KB) ${kb <= BUDGET_KB ? 'OK' : 'OVER'}`);
  console.log(
    `  navigation -> interactive login form: median ${ms.toFixed(0)} ms over ${RUNS} runs [${times.map((t) => t.toFixed(0)).join(', ')}] (goal <= ${BUDGET_MS} ms) ${ms <= BUDGET_MS ? 'OK' : 'OVER'}`,
  );
}
