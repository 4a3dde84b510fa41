// npm run bench processing: the time from an upload to its document in state `success`, for a 100-page text
// PDF and for a one-page scanned image (OCR), on the compiled API with its in-process worker (SQLite).
// Goal of issue 11: under 5 s for the 100-page PDF. The demo's own files are processed first, so that the
// timed document never waits behind them.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { transform } from 'esbuild';
import { API_DIST, buildApi } from '../lib/build-api.mjs';
import { ROOT } from '../lib/build.mjs';
import { median, signIn, startServer } from './server.mjs';

const require = createRequire(import.meta.url);
const Database = require('better-sqlite3');
const sharp = require('sharp');

const SUPER_ADMIN = 'admin@lexdesk.test';
const PDF_PAGES = 100;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PDF_GOAL_MS = 5000;

const PARAGRAPH = [
  'Le bail commercial est conclu pour une durée de neuf ans au moins; le preneur peut y mettre fin',
  'à l expiration de chaque triennat moyennant un préavis de six mois notifié par exploit d huissier.',
  'De huurovereenkomst wordt gesloten voor negen jaar; de huurder kan ze beëindigen bij het einde van',
  'elke driejarige periode, mits een opzegging van zes maanden bij deurwaardersexploot.',
];

/**
 * The API's own PDF writer (api/src/lib/pdf.ts, which the API's tests exercise), compiled here from its source:
 * the bench and the tests share one implementation. It imports nothing, so one file's transform is enough.
 */
async function apiPdfWriter() {
  const source = readFileSync(join(ROOT, 'api', 'src', 'lib', 'pdf.ts'), 'utf8');
  const { code } = await transform(source, { loader: 'ts', format: 'esm', target: 'node20' });
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

/** A PDF of `pages` pages of text, 45 lines each. */
async function textPdf(pages) {
  const { pdfDocument } = await apiPdfWriter();
  return pdfDocument(
    Array.from({ length: pages }, (_, index) => ({
      lines: [`Page ${index + 1}`, ...Array.from({ length: 44 }, (__, line) => PARAGRAPH[line % PARAGRAPH.length])],
      fontSize: 10,
      leading: 14,
      at: [50, 800],
    })),
  );
}

/** A one-page "scan": an A4-proportioned PNG at about 150 dpi with a few lines of text and no text layer. */
async function scannedPage() {
  const lines = PARAGRAPH.map(
    (line, i) =>
      `<text x="90" y="${200 + i * 60}" font-family="DejaVu Sans" font-size="26">${line.slice(0, 70)}</text>`,
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1240" height="1754"><rect width="100%" height="100%" fill="white"/>${lines.join('')}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Waits until the queue has nothing left to do (the demo's files, or the timed document). */
async function queueIdle(db, timeoutMs = 600_000) {
  const deadline = Date.now() + timeoutMs;
  const busy = db.prepare("SELECT count(*) AS n FROM jobs WHERE state IN ('queued', 'running')");
  while (busy.get().n > 0) {
    if (Date.now() > deadline) throw new Error('the job queue did not drain');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function timeToSuccess(server, headers, db, file) {
  const { cookie, 'x-xsrf-token': xsrf } = headers;
  const form = new FormData();
  form.append('file', new Blob([file.content], { type: file.type }), file.name);
  const stateOf = db.prepare('SELECT state, page_count, failure_reason FROM documents WHERE token = ?');
  const started = performance.now();
  const response = await fetch(`${server.url}/api/documents/upload-file`, {
    method: 'POST',
    headers: { cookie, 'x-xsrf-token': xsrf },
    body: form,
  });
  if (response.status !== 201) throw new Error(`upload ${file.name}: ${response.status} ${await response.text()}`);
  const { token } = (await response.json()).data;
  for (;;) {
    const row = stateOf.get(token);
    if (row?.state === 'success') return { ms: performance.now() - started, pages: row.page_count };
    if (row?.state === 'failure') throw new Error(`${file.name} failed: ${row.failure_reason}`);
    if (performance.now() - started > 120_000) throw new Error(`${file.name} still ${row?.state} after 120 s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export async function benchProcessing() {
  await buildApi();
  console.log('Document processing: upload to success (compiled API, in-process worker, SQLite)');
  const server = await startServer({ entry: join(API_DIST, 'server.js') });
  const db = new Database(join(server.dataDir, 'lexdesk.sqlite'), { readonly: true });
  try {
    await queueIdle(db);
    const headers = await signIn(server.url, SUPER_ADMIN);
    const files = [
      {
        label: `${PDF_PAGES}-page text PDF`,
        name: 'bail-100-pages.pdf',
        type: 'application/pdf',
        content: await textPdf(PDF_PAGES),
        goal: PDF_GOAL_MS,
      },
      { label: 'one-page scanned image (OCR)', name: 'scan.png', type: 'image/png', content: await scannedPage() },
    ];
    for (const file of files) {
      const times = [];
      let pages = 0;
      for (let run = 0; run < RUNS; run += 1) {
        const result = await timeToSuccess(server, headers, db, file);
        times.push(Math.round(result.ms));
        pages = result.pages;
        await queueIdle(db);
      }
      const value = median(times);
      const goal = file.goal ? ` (goal < ${file.goal} ms) ${value < file.goal ? 'met' : 'NOT met'}` : '';
      const size = (file.content.length / 1024).toFixed(0);
      console.log(`  ${file.label}, ${size} KB, ${pages} page(s): median ${value} ms [${times.join(', ')}]${goal}`);
    }
  } finally {
    db.close();
    await server.stop();
  }
}
