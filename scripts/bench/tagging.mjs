/* global window, document, requestAnimationFrame, MutationObserver, CSS -- the functions below run inside the page */
// Issue 25, item 4: the tagging screen on a long document. A 300-page judgment-like text (about 1.5 MB) with 2,000
// highlights in 8 labels, some overlapping, served to the built app by routing its document calls (the rest of
// the app, sign-in included, is the real server): the first render of that document with its highlights, from
// the moment its data has arrived to the painted frame; a selection made with the mouse to the toolbox painted; a
// label chosen to its new highlight painted; and the main thread's time per frame while scrolling through the
// whole text (p95). Goals: 600 ms, 50 ms, 50 ms, 16 ms. `npm run bench tagging`; BENCH_RUNS (3) runs, each in a
// new browser context; TAGGING_BASELINE=1 lays out every block and section (content-visibility off) to compare; TAGGING_TRACE=file.json
// writes a Chromium trace of the first run's scroll and prints where the main thread spent it.
//
// "Painted" is the end of the frame's rendering: in a requestAnimationFrame callback after the change, a message
// posted to a MessageChannel arrives once that frame's style, layout and paint are done. A frame's time is the
// same: from its animation frame callback (where the scroll position is moved) to that message.
import { loadavg } from 'node:os';
import { createRequire } from 'node:module';
import { CHROMIUM_ARGS } from './login-first-visit.mjs';
import { median, percentile, signIn } from './server.mjs';

const require = createRequire(import.meta.url);
const { chromium } = require('playwright-core');

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const GOALS = { firstRenderMs: 600, toolboxMs: 50, highlightMs: 50, scrollFrameP95Ms: 16 };
const SUPER_ADMIN = 'admin@lexdesk.test';
const TOKEN = 'bench-tagging-300-pages';
const PAGES = 300;
const HIGHLIGHTS = Number(process.env.TAGGING_HIGHLIGHTS ?? 2000);
const SCROLL_STEP_PX = Number(process.env.TAGGING_SCROLL_STEP ?? 300);
const BASELINE = process.env.TAGGING_BASELINE === '1';
const TRACE = process.env.TAGGING_TRACE;

// ---- The document ----

/** A small deterministic generator: the same text and highlights on every run. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const WORDS = (
  'attendu que la demanderesse soutient le tribunal considère partie défenderesse contrat bail commercial ' +
  'loyer indemnité résolution préjudice faute responsabilité extracontractuelle dommage moral matériel ' +
  'expertise judiciaire expert rapport conclusions audience publique jugement appel recevable fondé ' +
  'premier juge motifs dispositif condamne déboute réserve dépens intérêts moratoires compensatoires ' +
  'obligation exécution bonne foi vice caché garantie livraison conformité délai raisonnable mise en demeure'
).split(' ');
const CITATIONS = [
  "l'article 1382 du Code civil",
  "l'article 6.5 du Code civil",
  'la loi du 10 mai 2007',
  "l'article 1384 de l'ancien Code civil",
  'ECLI:BE:CASS:2019:ARR.20190321.1',
  'R.G. 2023/AR/1234',
  'la Cour de cassation',
  'le 12 mars 2024',
  '1.250,00 EUR',
  "l'article 8 de la CEDH",
];

/** About 5,000 characters a page, paragraphs of 300 to 1,000, citations among the words; pages joined as the API does. */
export function benchText(pages = PAGES) {
  const next = random(25);
  const pick = (list) => list[Math.floor(next() * list.length)];
  const pageTexts = [];
  for (let page = 1; page <= pages; page++) {
    const paragraphs = [`Page ${page}`];
    let length = 0;
    while (length < 5000) {
      const target = 300 + Math.floor(next() * 700);
      const words = [];
      let size = 0;
      while (size < target) {
        const word = next() < 0.04 ? pick(CITATIONS) : pick(WORDS);
        words.push(word);
        size += word.length + 1;
      }
      const paragraph = `${paragraphs.length}. ${words.join(' ')}.`;
      paragraphs.push(paragraph[0].toUpperCase() + paragraph.slice(1));
      length += paragraph.length + 1;
    }
    pageTexts.push(paragraphs.join('\n'));
  }
  return pageTexts.join('\n\f\n');
}

const LABEL_COLORS = ['FFD166', 'A0E7E5', 'B4F8C8', 'FBC4E2', 'C7CEEA', 'FFB997', 'D4E09B', '9AD1F5'];

/** 2,000 passages in 8 labels, every tenth overlapping the one before; passages are whole words. */
export function benchLabels(text, count = HIGHLIGHTS) {
  const next = random(2000);
  const labels = LABEL_COLORS.map((color, index) => ({
    name: `Étiquette ${index + 1}`,
    code: `etiquette_${index + 1}`,
    color,
    data: [],
  }));
  const spacing = Math.floor(text.length / count);
  for (let index = 0; index < count; index++) {
    let start = index * spacing + Math.floor(next() * (spacing / 2));
    if (index % 10 === 9) start -= Math.floor(spacing / 2) + 10; // overlaps the previous one
    while (start > 0 && /\S/.test(text[start - 1])) start--;
    let end = start + 15 + Math.floor(next() * 60);
    while (end < text.length && /\S/.test(text[end])) end++;
    const content = text.slice(start, end);
    if (!content.trim()) continue;
    labels[index % labels.length].data.push({ start_index: start, end_index: end, content });
  }
  return labels;
}

function documentDetail(labels) {
  return {
    token: TOKEN,
    name: 'Arrêt de 300 pages (bench).pdf',
    mime: 'application/pdf',
    state: 'success',
    visibility: 'public',
    metadata: { name: 'Arrêt de 300 pages (bench).pdf', type: 'jurisprudence', country: 'be', language: 'fr' },
    categorization: labels,
    unprocessed_openai_tag: [],
    suggestions_provider: null,
    summary: null,
    suggestions_pending: false,
    suggestions_error: null,
    suggestions_error_message: null,
  };
}

// ---- In the page ----

/** Before any script: the instants the bench reads, taken on the page's own clock. */
function instrument() {
  const bench = (window.__taggingBench = {
    dataAt: null,
    paintedAt: null,
    mouseUpAt: null,
    toolboxPaintedAt: null,
    clickAt: null,
    highlightPaintedAt: null,
  });
  const afterFrame = (callback) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => callback(performance.now());
      channel.port2.postMessage(null);
    });
  const rangeCount = () => {
    if (typeof CSS === 'undefined' || !CSS.highlights) return document.querySelectorAll('mark').length;
    let count = 0;
    for (const [name, highlight] of CSS.highlights) if (/-c[0-9a-f]/i.test(name)) count += highlight.size;
    return count;
  };
  bench.rangeCount = rangeCount;
  // The first frame painted with the text and its highlights.
  const waitForText = () => {
    requestAnimationFrame(() => {
      if (bench.paintedAt === null && document.querySelector('[data-block-start]') && rangeCount() > 0) {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          bench.paintedAt = performance.now();
        };
        channel.port2.postMessage(null);
        return;
      }
      waitForText();
    });
  };
  waitForText();
  document.addEventListener('mouseup', (event) => (bench.mouseUpAt = event.timeStamp), true);
  document.addEventListener('click', (event) => (bench.clickAt = event.timeStamp), true);
  new MutationObserver(() => {
    if (
      bench.mouseUpAt !== null &&
      bench.toolboxPaintedAt === null &&
      document.querySelector('[data-testid="tagging-toolbox"]')
    ) {
      bench.toolboxPaintedAt = -1;
      afterFrame((at) => (bench.toolboxPaintedAt = at));
    }
  }).observe(document, { subtree: true, childList: true });
  bench.watchHighlights = () => {
    const before = rangeCount();
    bench.highlightPaintedAt = null;
    const check = () =>
      requestAnimationFrame(() => {
        if (rangeCount() > before) {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => (bench.highlightPaintedAt = performance.now());
          channel.port2.postMessage(null);
        } else check();
      });
    check();
  };
  bench.afterFrame = afterFrame;
}

/** Scrolls the text from top to bottom, SCROLL_STEP_PX a frame; answers each frame's main-thread time. */
function scrollThrough(step) {
  const scroller = document.querySelector('[role="region"][aria-label^="Texte"], [role="region"][aria-label^="Text"]');
  return new Promise((resolve) => {
    const frames = [];
    const intervals = [];
    let last = null;
    const frame = (timestamp) => {
      if (last !== null) intervals.push(timestamp - last);
      last = timestamp;
      const started = performance.now();
      scroller.scrollTop += step;
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        frames.push(performance.now() - started);
        const done = scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 1 || frames.length >= 4000;
        if (done) resolve({ frames, intervals, height: scroller.scrollHeight });
        else requestAnimationFrame(frame);
      };
      channel.port2.postMessage(null);
    };
    scroller.scrollTop = 0;
    requestAnimationFrame(frame);
  });
}

// ---- The runs ----

const TRACE_CATEGORIES = ['devtools.timeline', 'blink', 'disabled-by-default-devtools.timeline'];

/** Where the renderer's main thread spent the scroll: each event's total (inclusive) time, the largest first. */
function printTraceSummary(buffer) {
  const { traceEvents } = JSON.parse(buffer.toString('utf8'));
  const mainThreads = new Set(
    traceEvents
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const totals = new Map();
  for (const event of traceEvents) {
    if (event.ph !== 'X' || !mainThreads.has(`${event.pid}:${event.tid}`)) continue;
    const entry = totals.get(event.name) ?? { ms: 0, count: 0 };
    entry.ms += (event.dur ?? 0) / 1000;
    entry.count += 1;
    totals.set(event.name, entry);
  }
  console.log(`  trace of run 1's scroll written to ${TRACE}; main thread, inclusive time by event:`);
  for (const [name, { ms: total, count }] of [...totals].sort((a, b) => b[1].ms - a[1].ms).slice(0, 30))
    console.log(`    ${total.toFixed(1).padStart(9)} ms ${String(count).padStart(6)}×  ${name}`);
}

async function oneRun(browser, url, cookies, text, labels, run) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'fr-BE' });
  try {
    await context.addCookies(cookies.map(([name, value]) => ({ name, value, url })));
    const page = await context.newPage();
    const envelope = (data) => ({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ status: 'success', data }),
    });
    await page.route(
      (address) => address.pathname === `/api/documents/as-raw-text/${TOKEN}`,
      (route) => route.fulfill(envelope({ token: TOKEN, state: 'success', text })),
    );
    await page.route(
      (address) => address.pathname === `/api/documents/${TOKEN}`,
      (route) => route.fulfill(envelope(documentDetail(labels))),
    );
    await page.route(
      (address) => address.pathname === '/api/prompts/openai-labelling',
      (route) => route.fulfill(envelope({ prompt: 'Repère les références juridiques du texte.' })),
    );
    await page.addInitScript(instrument);
    if (BASELINE) {
      await page.addInitScript(() => {
        const style = document.createElement('style');
        style.textContent = `[data-block-start], :has(> [data-block-start]) { content-visibility: visible !important; }`;
        document.documentElement.append(style);
      });
    }
    await page.goto(`${url}/tagging?token=${TOKEN}`, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__taggingBench?.paintedAt != null, null, { timeout: 60_000 });
    // From the end of the two answers the first render needs (the text and the document's detail): other
    // /api/documents/ calls the screen makes once shown may end after the paint.
    const first = await page.evaluate((token) => {
      const needed = [`/api/documents/as-raw-text/${token}`, `/api/documents/${token}`];
      const entries = performance
        .getEntriesByType('resource')
        .filter((entry) => needed.includes(new URL(entry.name).pathname));
      const dataAt = Math.max(...entries.map((entry) => entry.responseEnd));
      return { dataAt, paintedAt: window.__taggingBench.paintedAt, ranges: window.__taggingBench.rangeCount() };
    }, TOKEN);

    // A selection with the mouse, in the middle of the visible text, then the first label of the list.
    const region = page.getByRole('region', { name: /^Texte de/ });
    const box = await region.boundingBox();
    const y = box.y + box.height * 0.6;
    await page.mouse.move(box.x + box.width * 0.3, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.45, y, { steps: 4 });
    await page.mouse.up();
    await page.waitForFunction(() => (window.__taggingBench.toolboxPaintedAt ?? -1) > 0, null, { timeout: 10_000 });
    const toolbox = await page.evaluate(() => window.__taggingBench.toolboxPaintedAt - window.__taggingBench.mouseUpAt);
    await page.evaluate(() => window.__taggingBench.watchHighlights());
    await page.getByRole('option').first().click();
    await page.waitForFunction(() => window.__taggingBench.highlightPaintedAt != null, null, { timeout: 10_000 });
    const highlight = await page.evaluate(
      () => window.__taggingBench.highlightPaintedAt - window.__taggingBench.clickAt,
    );

    if (TRACE && run === 1) await browser.startTracing(page, { path: TRACE, categories: TRACE_CATEGORIES });
    const scroll = await page.evaluate(scrollThrough, SCROLL_STEP_PX);
    if (TRACE && run === 1) printTraceSummary(await browser.stopTracing());
    return {
      firstRender: first.paintedAt - first.dataAt,
      sinceNavigation: first.paintedAt,
      ranges: first.ranges,
      toolbox,
      highlight,
      scrollP95: percentile(scroll.frames, 95),
      scrollMedian: median(scroll.frames),
      scrollMax: Math.max(...scroll.frames),
      scrollFrames: scroll.frames.length,
      intervalP95: percentile(scroll.intervals, 95),
      height: scroll.height,
    };
  } finally {
    await context.close();
  }
}

const ms = (value) => `${value.toFixed(1)} ms`;

export async function benchTagging(url) {
  const text = benchText();
  const labels = benchLabels(text);
  const passages = labels.reduce((sum, label) => sum + label.data.length, 0);
  console.log(
    `\nTagging a long document (issue 25, item 4): ${(text.length / 1e6).toFixed(2)} M characters, ${PAGES} pages, ` +
      `${passages} highlights in ${labels.length} labels${BASELINE ? ' — BASELINE: every block laid out' : ''}`,
  );
  const headers = await signIn(url, SUPER_ADMIN);
  const cookies = headers.cookie.split('; ').map((pair) => {
    const at = pair.indexOf('=');
    return [pair.slice(0, at), pair.slice(at + 1)];
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const runs = [];
  try {
    for (let run = 1; run <= RUNS; run++) {
      const before = loadavg()[0];
      const result = await oneRun(browser, url, cookies, text, labels, run);
      runs.push(result);
      console.log(
        `  run ${run} (load ${before.toFixed(2)}): first render ${ms(result.firstRender)} ` +
          `(${ms(result.sinceNavigation)} since navigation, ${result.ranges} ranges), toolbox ${ms(result.toolbox)}, ` +
          `new highlight ${ms(result.highlight)}, scroll frames p95 ${ms(result.scrollP95)} ` +
          `(median ${ms(result.scrollMedian)}, max ${ms(result.scrollMax)}, ${result.scrollFrames} frames of ` +
          `${SCROLL_STEP_PX} px over ${Math.round(result.height / 1000)}k px; frame interval p95 ${ms(result.intervalP95)})`,
      );
    }
  } finally {
    await browser.close();
  }
  const of = (key) => median(runs.map((result) => result[key]));
  const verdict = (value, goal) => `${ms(value)} (goal ${goal} ms: ${value <= goal ? 'met' : 'NOT met'})`;
  console.log(
    `  median of ${RUNS}, load average now ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}:`,
  );
  console.log(`    first render with highlights  ${verdict(of('firstRender'), GOALS.firstRenderMs)}`);
  console.log(`    selection to toolbox          ${verdict(of('toolbox'), GOALS.toolboxMs)}`);
  console.log(`    label chosen to highlight     ${verdict(of('highlight'), GOALS.highlightMs)}`);
  console.log(`    scroll frame time p95         ${verdict(of('scrollP95'), GOALS.scrollFrameP95Ms)}`);
  return runs;
}
