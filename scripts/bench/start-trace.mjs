/* global document, IntersectionObserver, MutationObserver -- functions below run inside the page */
// What a signed-in start runs before MyCases shows its first case row, as a trace says it: a lawyer with a session
// opens /legal-cases/my-cases with an empty cache, on a phone's viewport with the CPU slowed 4× (Lighthouse's phone
// profile), on loopback. Prints the JavaScript evaluated before the first row (bytes once decoded, a figure no CPU
// changes, and the time its evaluation took), then the main thread's tasks of 50 ms and more from the navigation
// until the page is quiet, with their sum beyond 50 ms each (what Lighthouse's TBT adds up, here unsimulated).
// Several runs (TRACE_RUNS, default 3): the run of median blocking time is printed, with the spread; then one more
// under V8's sampling profiler, whose self time by file says where the start's CPU goes (TRACE_NO_PROFILE=1: none).
// TRACE_AS_LIGHTHOUSE=1 traces as Lighthouse's own runs do: its trace categories (JavaScript stacks on timeline
// events, every script's source) and the debugger on with async call stacks. Both lengthen script evaluation.
import { writeFileSync } from 'node:fs';
import LighthouseTrace from 'lighthouse/core/gather/gatherers/trace.js';
import { createRequire } from 'node:module';
import { CHROMIUM_ARGS } from './login-first-visit.mjs';
import { median, signIn } from './server.mjs';

const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');

const RUNS = Math.max(1, Number(process.env.TRACE_RUNS ?? 3));
const AS_LIGHTHOUSE = Boolean(process.env.TRACE_AS_LIGHTHOUSE);
const LAWYER = 'avocat@cabinet-demo.test';
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'loading',
].join(',');

/**
 * Runs in the page before any script: marks the first case row on screen with a size. The row is found by a
 * mutation observer (a query, no layout) and seen by an intersection observer, which reports after the page's own
 * layout: reading the row's size from the mutation callback forced a layout of its own, which the trace then
 * counted in the page's tasks (44 ms of one long task at 4×).
 */
function markFirstRow() {
  let watched = null;
  const seen = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.boundingClientRect.height > 0)) return;
    if (performance.getEntriesByName('lexdesk-first-row').length === 0) performance.mark('lexdesk-first-row');
    seen.disconnect();
    found.disconnect();
  });
  const found = new MutationObserver(() => {
    const row = document.querySelector('main a[href^="/legal-case/"]');
    if (!row || row === watched) return;
    watched = row;
    seen.observe(row);
  });
  found.observe(document, { subtree: true, childList: true });
}

/** The page's renderer main thread: the CrRendererMain thread that ran the most. */
function mainThreadOf(events) {
  const names = new Map();
  for (const event of events)
    if (event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      names.set(`${event.pid}:${event.tid}`, 0);
  for (const event of events) {
    const key = `${event.pid}:${event.tid}`;
    if (event.name === 'RunTask' && names.has(key)) names.set(key, names.get(key) + (event.dur ?? 0));
  }
  return [...names].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

/** Self time by script file in a CPU profile (V8's own work, garbage collection, idle and the like apart). */
function cpuByFile(profile) {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map();
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index + 1] ?? 0;
    const { url, functionName } = byNode.get(id).callFrame;
    const label = url ? new URL(url).pathname : `(${functionName || 'program'})`;
    self.set(label, (self.get(label) ?? 0) + delta / 1000);
  });
  return [...self].sort((a, b) => b[1] - a[1]);
}

function analyse(events, scriptSizes) {
  const main = mainThreadOf(events);
  const onMain = events.filter((event) => `${event.pid}:${event.tid}` === main);
  const navigation =
    onMain.find((event) => event.name === 'navigationStart') ?? events.find((e) => e.name === 'navigationStart');
  const firstRow = events.find((event) => event.name === 'lexdesk-first-row');
  const start = navigation?.ts ?? Math.min(...onMain.map((event) => event.ts));
  const rowAt = firstRow ? firstRow.ts : Infinity;
  const ms = (micro) => micro / 1000;
  const scripts = new Map();
  for (const event of onMain) {
    if (event.name !== 'EvaluateScript' || event.ts > rowAt) continue;
    const url = event.args?.data?.url;
    if (!url) continue;
    const path = new URL(url).pathname;
    const entry = scripts.get(path) ?? { ms: 0, bytes: scriptSizes.get(url) ?? 0 };
    entry.ms += ms(event.dur ?? 0);
    scripts.set(path, entry);
  }
  // What a long task is made of: its direct children by kind (a script's evaluation or a callback by its file).
  const within = (task) =>
    onMain.filter((event) => event.ts >= task.ts && event.ts < task.ts + task.dur && event !== task && event.dur);
  const partsOf = (task) => {
    const parts = new Map();
    for (const event of within(task)) {
      if (
        ![
          'EvaluateScript',
          'FunctionCall',
          'TimerFire',
          'ParseHTML',
          'Layout',
          'UpdateLayoutTree',
          'Paint',
          'v8.compile',
          'FireAnimationFrame',
          'RunMicrotasks',
          'EventDispatch',
          'XHRReadyStateChange',
        ].includes(event.name)
      )
        continue;
      const url = event.args?.data?.url ?? event.args?.data?.scriptName ?? '';
      const label = `${event.name}${url ? ` ${new URL(url, 'http://x').pathname}` : ''}`;
      parts.set(label, (parts.get(label) ?? 0) + ms(event.dur));
    }
    return [...parts].sort((a, b) => b[1] - a[1]).slice(0, 4);
  };
  const tasks = onMain
    .filter((event) => event.name === 'RunTask' && (event.dur ?? 0) >= 50_000)
    .map((event) => ({ at: ms(event.ts - start), ms: ms(event.dur), parts: partsOf(event) }));
  return {
    firstRowMs: firstRow ? ms(rowAt - start) : null,
    scripts,
    bytes: [...scripts.values()].reduce((sum, script) => sum + script.bytes, 0),
    evaluateMs: [...scripts.values()].reduce((sum, script) => sum + script.ms, 0),
    tasks,
    blockingMs: tasks.reduce((sum, task) => sum + (task.ms - 50), 0),
  };
}

/** The lawyer's session cookies, as [name, value] pairs. */
export async function lawyerCookies(url) {
  const { cookie } = await signIn(url, LAWYER);
  return cookie.split('; ').map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]);
}

/** A fresh browser context as a phone (the viewport Lighthouse's phone runs use), signed in with `cookies`. */
export async function signedInPhoneContext(browser, url, cookies) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  await context.addCookies(cookies.map(([name, value]) => ({ name, value, url, httpOnly: name !== 'XSRF-TOKEN' })));
  return context;
}

/** One cold start, traced; `profiled`: sampled by V8's profiler instead (its overhead would lengthen every task). */
async function oneRun(browser, url, cookies, { profiled = false } = {}) {
  const context = await signedInPhoneContext(browser, url, cookies);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // As Lighthouse's driver prepares every run (to attribute requests to the scripts that made them).
    if (AS_LIGHTHOUSE) {
      await cdp.send('Debugger.enable');
      await cdp.send('Debugger.setSkipAllPauses', { skip: true });
      await cdp.send('Debugger.setAsyncCallStackDepth', { maxDepth: 8 });
    }
    const scriptSizes = new Map();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      try {
        scriptSizes.set(response.url(), (await response.body()).length);
      } catch {
        // A redirected or aborted script has no body to count.
      }
    });
    await page.addInitScript(markFirstRow);
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    if (profiled) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    } else
      await cdp.send('Tracing.start', {
        categories: AS_LIGHTHOUSE ? LighthouseTrace.getDefaultTraceCategories().join(',') : CATEGORIES,
        transferMode: 'ReportEvents',
      });
    await page.goto(`${url}/legal-cases/my-cases`, { waitUntil: 'commit' });
    // A traced run does not poll the page (Playwright's polling script ran in the page's own tasks): the first row's
    // mark is read from the trace once the page is quiet.
    const firstRowShown = () => performance.getEntriesByName('lexdesk-first-row').length > 0;
    if (profiled) {
      await page.waitForFunction(firstRowShown, null, { timeout: 60_000, polling: 'raf' });
      // The main thread's CPU time until the first row, by script (sampled): what the start runs, wherever it runs.
      const { profile } = await cdp.send('Profiler.stop');
      // TRACE_PROFILE_FILE: the CPU profile as DevTools opens it (a .cpuprofile), to look into with the source maps.
      if (process.env.TRACE_PROFILE_FILE) writeFileSync(process.env.TRACE_PROFILE_FILE, JSON.stringify(profile));
      return { cpuByFile: cpuByFile(profile) };
    }
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    if (!(await page.evaluate(firstRowShown))) throw new Error('MyCases showed no case row');
    await cdp.send('Tracing.end');
    await done;
    // TRACE_FILE: the last run's trace as DevTools' Performance panel opens it, to see inside a long task.
    if (process.env.TRACE_FILE) writeFileSync(process.env.TRACE_FILE, JSON.stringify({ traceEvents: events }));
    return analyse(events, scriptSizes);
  } finally {
    await context.close();
  }
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

export async function benchStartTrace(url) {
  const cookies = await lawyerCookies(url);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const runs = [];
  let profiled;
  try {
    for (let run = 0; run < RUNS; run += 1) runs.push(await oneRun(browser, url, cookies));
    if (!process.env.TRACE_NO_PROFILE) profiled = await oneRun(browser, url, cookies, { profiled: true });
  } finally {
    await browser.close();
  }
  const blocking = median(runs.map((run) => run.blockingMs));
  const typical = runs.reduce((best, run) =>
    Math.abs(run.blockingMs - blocking) < Math.abs(best.blockingMs - blocking) ? run : best,
  );
  console.log(`A signed-in start of MyCases, phone viewport, CPU 4× slower, loopback; median of ${RUNS} runs`);
  console.log(
    `  first case row: median ${median(runs.map((run) => run.firstRowMs ?? NaN)).toFixed(0)} ms [${runs.map((run) => run.firstRowMs?.toFixed(0)).join(', ')}]`,
  );
  console.log(
    `  JavaScript evaluated before the first row: ${kb(typical.bytes)} KB once decoded, ${typical.scripts.size} files, ${typical.evaluateMs.toFixed(0)} ms of evaluation (median run)`,
  );
  for (const [path, script] of [...typical.scripts].sort((a, b) => b[1].bytes - a[1].bytes))
    console.log(`    ${kb(script.bytes).padStart(7)} KB ${script.ms.toFixed(0).padStart(5)} ms  ${path}`);
  if (profiled) {
    console.log('  main thread CPU until the first row, by file (sampled self time, one more run under the profiler):');
    for (const [label, cpuMs] of profiled.cpuByFile.filter(([, cpuMs]) => cpuMs >= 5))
      console.log(`    ${cpuMs.toFixed(0).padStart(6)} ms  ${label}`);
  }
  console.log(
    `  tasks of 50 ms and more until quiet: blocking (sum beyond 50 ms) median ${blocking.toFixed(0)} ms [${runs.map((run) => run.blockingMs.toFixed(0)).join(', ')}]`,
  );
  for (const task of typical.tasks)
    console.log(
      `    at ${task.at.toFixed(0).padStart(6)} ms: ${task.ms.toFixed(0)} ms  (${task.parts.map(([label, partMs]) => `${label} ${partMs.toFixed(0)} ms`).join(', ')})`,
    );
  return runs;
}
