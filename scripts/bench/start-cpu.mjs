// npm run bench -- start-cpu: who has the machine's cores while a signed-in start of MyCases loads (phone viewport,
// unthrottled, untraced, START_CPU_RUNS cold starts, default 5). Linux only: every thread's time on a CPU and time
// waiting for one (/proc/<pid>/task/<tid>/schedstat), from the navigation to the first case row on screen.
// Lighthouse turns the observed length of the page's main-thread tasks into its simulated TBT (4× slower); on a
// machine where the browser shares its cores with the server and the harness, a task's length includes the time its
// thread waited for a core. This bench says how much of that there is, and what ran instead.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { CHROMIUM_ARGS } from './login-first-visit.mjs';
import { median } from './server.mjs';
import { lawyerCookies, signedInPhoneContext } from './start-trace.mjs';

const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');

const RUNS = Math.max(1, Number(process.env.START_CPU_RUNS ?? 5));

/** Every thread's schedstat now: tid → { pid, runNs, waitNs }. */
function threads() {
  const all = new Map();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    let tids;
    try {
      tids = readdirSync(`/proc/${pid}/task`);
    } catch {
      continue;
    }
    for (const tid of tids) {
      try {
        const [runNs, waitNs] = readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ').map(Number);
        all.set(tid, { pid, runNs, waitNs });
      } catch {
        // The thread ended between the listing and the read.
      }
    }
  }
  return all;
}

/** What a process is, from its command line. */
function kindOf(pid) {
  if (Number(pid) === process.pid) return 'the bench (Playwright)';
  let command = '';
  try {
    command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return 'other';
  }
  if (/api\/dist\/server\.js|scripts\/start\.mjs/.test(command)) return "the app's server";
  if (!/chrom/.test(command)) return 'other';
  if (command.includes('--type=renderer')) return 'renderer';
  if (command.includes('--type=gpu-process')) return "Chromium's GPU process";
  if (command.includes('--type=utility')) return "Chromium's network and utility processes";
  if (command.includes('--type=')) return "Chromium's other processes";
  return "Chromium's browser process";
}

/** A thread's name, its pool's number left out (CompositorTileW, ThreadPoolForeg...). */
function threadName(pid, tid) {
  try {
    return readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim().replace(/\d+$/, '');
  } catch {
    return 'thread';
  }
}

async function oneStart(browser, url, cookies) {
  const context = await signedInPhoneContext(browser, url, cookies);
  try {
    const page = await context.newPage();
    await page.goto('about:blank');
    const before = threads();
    const startedAt = performance.now();
    await page.goto(`${url}/legal-cases/my-cases`);
    await page.locator('main li a').first().waitFor();
    const wallMs = performance.now() - startedAt;
    const after = threads();
    const byKind = new Map();
    const rendererMains = [];
    for (const [tid, now] of after) {
      const then = before.get(tid) ?? { runNs: 0, waitNs: 0 };
      const time = { runMs: (now.runNs - then.runNs) / 1e6, waitMs: (now.waitNs - then.waitNs) / 1e6 };
      if (time.runMs <= 0 && time.waitMs <= 0) continue;
      const kind = kindOf(now.pid);
      if (kind !== 'renderer') add(byKind, kind, time);
      else if (tid === now.pid) rendererMains.push(time);
      else add(byKind, `renderers' ${threadName(now.pid, tid)} threads`, time);
    }
    // The page's main thread is the busiest renderer's main thread; the others are the page navigated from and the
    // spare renderer Chromium prepares for the next navigation.
    rendererMains.sort((a, b) => b.runMs - a.runMs);
    const pageMain = rendererMains[0] ?? { runMs: 0, waitMs: 0 };
    for (const time of rendererMains.slice(1)) add(byKind, "other renderers' main threads", time);
    return { wallMs, pageMain, byKind };
  } finally {
    await context.close();
  }
}

function add(byKind, kind, { runMs, waitMs }) {
  const sum = byKind.get(kind) ?? { runMs: 0, waitMs: 0 };
  byKind.set(kind, { runMs: sum.runMs + runMs, waitMs: sum.waitMs + waitMs });
}

export async function benchStartCpu(url) {
  if (!existsSync('/proc/self/task')) {
    console.log('start-cpu: this machine has no /proc schedstat (Linux only); left out.');
    return;
  }
  const cookies = await lawyerCookies(url);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const runs = [];
  try {
    await oneStart(browser, url, cookies);
    for (let run = 0; run < RUNS; run += 1) runs.push(await oneStart(browser, url, cookies));
  } finally {
    await browser.close();
  }
  const ms = (values) => `${Math.round(median(values))} ms`;
  console.log(
    `A signed-in start of MyCases to its first row, phone viewport, unthrottled, median of ${RUNS} (time on a core / time waiting for one):`,
  );
  console.log(`  the start, on the clock: ${ms(runs.map((run) => run.wallMs))}`);
  console.log(
    `  the page's main thread: ran ${ms(runs.map((run) => run.pageMain.runMs))}, waited for a core ${ms(runs.map((run) => run.pageMain.waitMs))}`,
  );
  const kinds = [...new Set(runs.flatMap((run) => [...run.byKind.keys()]))];
  const rows = kinds
    .map((kind) => ({
      kind,
      runMs: median(runs.map((run) => run.byKind.get(kind)?.runMs ?? 0)),
      waitMs: median(runs.map((run) => run.byKind.get(kind)?.waitMs ?? 0)),
    }))
    .filter((row) => row.runMs >= 1)
    .sort((a, b) => b.runMs - a.runMs);
  for (const row of rows)
    console.log(`  ${row.kind}: ran ${Math.round(row.runMs)} ms, waited ${Math.round(row.waitMs)} ms`);
}
