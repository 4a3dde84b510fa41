// Lighthouse 12 on Debian's Chromium: Login and MyCases (signed in as a lawyer), desktop and phone, each served two
// ways: as `npm start` serves it on this machine (plain HTTP/1.1 on loopback) and as a deployment serves it, behind
// a TLS proxy speaking HTTP/2 (tls-proxy.mjs; README, "Deploy"). Several runs each (LH_RUNS, default 3): the run
// of median performance is printed, with the spread of scores and of TBT. A row meets the goals when every run
// does (performance, TBT, accessibility and best practices, CLS). LH_LCP_FILES=1 also prints, for each median run,
// the files of Lantern's simulated LCP (when each would download on the simulated network): where a page's LCP goes.
// LH_LONG_TASKS=1 prints every run's simulated main-thread tasks of 50 ms and more: what its TBT is made of.
// LH_SLOW_TRACES=<folder> writes the observed trace of every run over the TBT goal there, to see inside its tasks.
// Each run also says how long the page's main thread actually ran in its observed long tasks (the trace's thread
// time) against their length on the clock, which is what Lantern scales: the difference is time the renderer waited
// for one of the machine's cores, which the server, the proxy, Lighthouse and Chromium's other processes share here.
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as constants from 'lighthouse/core/config/constants.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import * as chromeLauncher from 'chrome-launcher';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { CHROMIUM_ARGS } from './login-first-visit.mjs';
import { median } from './server.mjs';
import { startTlsProxy } from './tls-proxy.mjs';

const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');

// Issue 21: every run, not only the median one, scores 0.95 or more, with a TBT of 200 ms at most.
const GOALS = { performance: 0.95, tbt: 200, accessibility: 1, 'best-practices': 1, cls: 0.02 };
const RUNS = Math.max(1, Number(process.env.LH_RUNS ?? 3));
const LAWYER = { email: 'avocat@cabinet-demo.test', password: 'lexdesk-demo' };

/** Signs in as the lawyer through the API, as the browser does (XSRF cookie, then login); returns the cookies. */
async function signedInCookies(url) {
  const jar = new Map();
  const keep = (response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const header = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  keep(await fetch(`${url}/api/sanctum/csrf-cookie`));
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: header(),
      'x-xsrf-token': decodeURIComponent(jar.get('XSRF-TOKEN') ?? ''),
    },
    body: JSON.stringify(LAWYER),
  });
  if (!login.ok) throw new Error(`login for Lighthouse failed: ${login.status}`);
  keep(login);
  return jar;
}

/**
 * Puts the signed-in cookies into Chromium's own jar, as a login in the page leaves them (Lighthouse keeps
 * cookies between runs). A Cookie request header would not do: the page reads XSRF-TOKEN from
 * document.cookie to know whether there is a session to check at all.
 */
async function addCookies(port, urls, jar) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    await browser
      .contexts()[0]
      .addCookies(urls.flatMap((url) => [...jar].map(([name, value]) => ({ name, value, url }))));
  } finally {
    await browser.close();
  }
}

/**
 * The files of Lantern's simulated LCP (the estimate Lighthouse scores), with their simulated start and end, and how
 * long their bytes would take at the simulated throughput alone: the gap between the two is round trips and
 * connection set-ups, which HTTP/1.1's one-request-per-connection adds.
 */
async function lcpFilesOf({ lhr, artifacts }) {
  const settings = lhr.configSettings;
  const simulation = await LanternLargestContentfulPaint.request(
    {
      trace: artifacts.Trace,
      devtoolsLog: artifacts.DevtoolsLog,
      gatherContext: artifacts.GatherContext,
      settings,
      URL: artifacts.URL,
      SourceMaps: artifacts.SourceMaps,
      simulator: null,
    },
    { computedCache: new Map(), settings },
  );
  const origin = new URL(lhr.finalDisplayedUrl).origin;
  const files = [...simulation.pessimisticEstimate.nodeTimings]
    .filter(([node]) => node.type === 'network')
    .map(([node, timing]) => ({
      url: node.request.url.replace(origin, ''),
      bytes: node.request.transferSize,
      start: timing.startTime,
      end: timing.endTime,
    }))
    .sort((a, b) => a.start - b.start);
  const bytes = files.reduce((sum, file) => sum + file.bytes, 0);
  const throughputMs = (bytes * 8) / settings.throttling.throughputKbps;
  return { files, bytes, throughputMs, lcpMs: simulation.pessimisticEstimate.timeInMs };
}

/**
 * The observed tasks of the page's main thread that Lantern turns into long ones (12.5 ms and more, at 4× slower),
 * from navigation to 3 s after it: their time on the clock and on the CPU (trace events' `dur` and `tdur`).
 */
function mainThreadTime(trace) {
  const events = trace.traceEvents;
  const eventsPerThread = new Map();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    eventsPerThread.set(thread, (eventsPerThread.get(thread) ?? 0) + 1);
  }
  const main = events
    .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
    .map((event) => `${event.pid}:${event.tid}`)
    .sort((a, b) => eventsPerThread.get(b) - eventsPerThread.get(a))[0];
  const navigation = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.isLoadingMainFrame &&
      String(event.args?.data?.documentLoaderURL ?? '').startsWith('http'),
  );
  if (!main || !navigation) return null;
  const tasks = events.filter(
    (event) =>
      `${event.pid}:${event.tid}` === main &&
      event.name === 'RunTask' &&
      event.ph === 'X' &&
      event.dur >= 12_500 &&
      event.ts >= navigation.ts &&
      event.ts < navigation.ts + 3_000_000,
  );
  const sum = (pick) => tasks.reduce((total, task) => total + (pick(task) ?? 0), 0) / 1000;
  return { tasks: tasks.length, wallMs: sum((task) => task.dur), cpuMs: sum((task) => task.tdur) };
}

function scoresOf(lhr) {
  return {
    finalUrl: lhr.finalDisplayedUrl,
    performance: lhr.categories.performance?.score,
    accessibility: lhr.categories.accessibility?.score,
    'best-practices': lhr.categories['best-practices']?.score,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue,
    // The performance score is made of these (Lighthouse 12 weights: TBT 30, LCP 25, CLS 25, FCP 10, SI 10).
    metrics: Object.fromEntries(
      [
        ['FCP', 'first-contentful-paint'],
        ['LCP', 'largest-contentful-paint'],
        ['TBT', 'total-blocking-time'],
        ['SI', 'speed-index'],
      ].map(([name, id]) => [name, lhr.audits[id]?.numericValue]),
    ),
    // What Lighthouse says would save the most time, heaviest first.
    opportunities: Object.values(lhr.audits)
      .filter((audit) => audit.details?.type === 'opportunity' && (audit.details.overallSavingsMs ?? 0) >= 50)
      .sort((a, b) => b.details.overallSavingsMs - a.details.overallSavingsMs)
      .map((audit) => `${audit.id} ${Math.round(audit.details.overallSavingsMs)} ms`),
    // The main thread's tasks of 50 ms and more as Lighthouse simulates them (LH_LONG_TASKS=1 prints them per run).
    longTasks: (lhr.audits['long-tasks']?.details?.items ?? []).map((task) => ({
      start: task.startTime,
      duration: task.duration,
      url: String(task.url ?? '').replace(new URL(lhr.finalDisplayedUrl).origin, ''),
    })),
    failed: Object.values(lhr.audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
      .map((audit) => audit.id),
  };
}

// Each run is a cold visit: Lighthouse empties the HTTP cache but, by default, keeps the page's localStorage from the
// run before. The shell reads there that this browser has the brand typeface cached (shell/src/styles/brandFont.ts),
// which after an emptied cache is no longer true: a run would then fetch the font among the page's own files.
const clearStorageTypes = [...constants.defaultSettings.clearStorageTypes, 'local_storage'];
const PHONE = { extends: 'lighthouse:default', settings: { clearStorageTypes } };
const DESKTOP = { ...desktopConfig, settings: { ...desktopConfig.settings, clearStorageTypes } };

/** One Lighthouse run (its report and artifacts), tried again once when the trace fails to record on a busy machine (NO_NAVSTART). */
async function runOnce(chrome, url, formFactor) {
  const flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
  };
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, flags, formFactor === 'desktop' ? DESKTOP : PHONE);
    if (!result) throw new Error('Lighthouse gave no result');
    if (!result.lhr.runtimeError) return result;
    if (attempt === 2) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
  }
}

export async function benchLighthouse(url) {
  let proxy = null;
  try {
    proxy = await startTlsProxy({ upstream: url, port: Number(new URL(url).port) + 1000 });
  } catch (error) {
    console.log(`The TLS proxy could not start (${error.message}): HTTP/2 rows left out.`);
  }
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // The proxy's certificate is a throwaway self-signed one.
    chromeFlags: ['--headless=new', '--ignore-certificate-errors', ...CHROMIUM_ARGS],
  });
  const servings = [{ name: 'HTTP/1.1', base: url }, ...(proxy ? [{ name: 'HTTP/2', base: proxy.url }] : [])];
  const rows = [];
  try {
    const cookies = await signedInCookies(url);
    // LH_PAGES=MyCases and LH_FORM_FACTORS=mobile narrow a run to the rows being worked on.
    const pages = [
      { name: 'Login', path: '/', signedIn: false },
      { name: 'MyCases', path: '/legal-cases/my-cases', signedIn: true },
    ].filter((page) => !process.env.LH_PAGES || process.env.LH_PAGES.split(',').includes(page.name));
    const formFactors = ['desktop', 'mobile'].filter(
      (formFactor) => !process.env.LH_FORM_FACTORS || process.env.LH_FORM_FACTORS.split(',').includes(formFactor),
    );
    for (const page of pages) {
      // Cookies belong to the host, whatever the port: one sign-in serves both.
      if (page.signedIn)
        await addCookies(
          chrome.port,
          servings.map((serving) => serving.base),
          cookies,
        );
      for (const serving of servings) {
        for (const formFactor of formFactors) {
          const runs = [];
          for (let run = 0; run < RUNS; run += 1) {
            const result = await runOnce(chrome, `${serving.base}${page.path}`, formFactor);
            const scores = scoresOf(result.lhr);
            if (process.env.LH_SLOW_TRACES && (scores.metrics.TBT ?? 0) > GOALS.tbt) {
              mkdirSync(process.env.LH_SLOW_TRACES, { recursive: true });
              const name = `${page.name}-${serving.name.replace('/', '')}-${formFactor}-${run + 1}.json`;
              writeFileSync(path.join(process.env.LH_SLOW_TRACES, name), JSON.stringify(result.artifacts.Trace));
            }
            runs.push({
              ...scores,
              mainThread: mainThreadTime(result.artifacts.Trace),
              lcpFiles: process.env.LH_LCP_FILES && formFactor === 'mobile' ? await lcpFilesOf(result) : null,
            });
          }
          const performances = runs.map((run) => run.performance ?? 0);
          const middle = median(performances);
          const chosen = runs.find((run) => (run.performance ?? 0) === middle) ?? runs[Math.floor(runs.length / 2)];
          rows.push({
            page: page.name,
            serving: serving.name,
            formFactor,
            spread: performances,
            tbts: runs.map((run) => run.metrics.TBT ?? Infinity),
            runs,
            ...chosen,
          });
        }
      }
    }
  } finally {
    chrome.kill();
    await proxy?.stop();
  }
  const fmt = (value) => (value == null ? '  -  ' : value.toFixed(2));
  const onCpu = (time) =>
    time ? `, observed long tasks ${Math.round(time.wallMs)} ms, on the CPU ${Math.round(time.cpuMs)} ms` : '';
  console.log(
    `Lighthouse ${'12'}, median of ${RUNS} runs (goals, in every run: performance >= ${GOALS.performance}, TBT <= ${GOALS.tbt} ms, accessibility ${GOALS.accessibility}, best practices ${GOALS['best-practices']}, CLS < ${GOALS.cls})`,
  );
  for (const row of rows) {
    const metrics = Object.entries(row.metrics)
      .map(([name, ms]) => `${name} ${ms == null ? '-' : Math.round(ms)} ms`)
      .join(', ');
    const met =
      row.spread.every((performance) => performance >= GOALS.performance) &&
      row.tbts.every((tbt) => tbt <= GOALS.tbt) &&
      row.accessibility >= GOALS.accessibility &&
      row['best-practices'] >= GOALS['best-practices'] &&
      row.cls < GOALS.cls;
    const expected = row.page === 'Login' ? '/' : '/legal-cases/my-cases';
    console.log(
      `  ${row.page.padEnd(8)} ${row.serving.padEnd(8)} ${row.formFactor.padEnd(7)} performance ${fmt(row.performance)} [${row.spread.map(fmt).join(' ')}]  accessibility ${fmt(row.accessibility)}  best practices ${fmt(row['best-practices'])}  CLS ${row.cls?.toFixed(3)}  ${met ? 'met' : 'NOT met'}${row.failed.length ? `  (failed: ${row.failed.join(', ')})` : ''}${new URL(row.finalUrl).pathname !== expected ? `  [ended on ${row.finalUrl}]` : ''}`,
    );
    console.log(
      `      ${metrics} [TBT ${row.tbts.map((tbt) => Math.round(tbt)).join(' ')}] [long tasks on the CPU/clock ${row.runs.map((run) => (run.mainThread ? `${Math.round(run.mainThread.cpuMs)}/${Math.round(run.mainThread.wallMs)}` : '-')).join(' ')} ms]${row.opportunities.length ? `; could save: ${row.opportunities.join(', ')}` : ''}`,
    );
    if (process.env.LH_LONG_TASKS)
      for (const [index, run] of row.runs.entries())
        console.log(
          `      run ${index + 1}: ${run.performance?.toFixed(2)}, TBT ${Math.round(run.metrics.TBT ?? 0)} ms, FCP ${Math.round(run.metrics.FCP ?? 0)} ms${onCpu(run.mainThread)}; tasks ${run.longTasks.map((task) => `${Math.round(task.start)}+${Math.round(task.duration)} ${task.url.split('/').pop()}`).join(', ')}`,
        );
    if (row.lcpFiles) {
      const { files, bytes, throughputMs, lcpMs } = row.lcpFiles;
      console.log(
        `      simulated LCP ${Math.round(lcpMs)} ms: ${files.length} files, ${(bytes / 1024).toFixed(1)} KB (${Math.round(throughputMs)} ms at the simulated throughput)`,
      );
      for (const file of files)
        console.log(
          `        ${String(Math.round(file.start)).padStart(5)} → ${String(Math.round(file.end)).padStart(5)} ms  ${(file.bytes / 1024).toFixed(1).padStart(5)} KB  ${file.url}`,
        );
    }
  }
  return rows;
}
