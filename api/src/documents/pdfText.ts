import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

export interface PdfText {
  /** One string per page. */
  pages: string[];
}

export type PdfFailure = 'encrypted' | 'unreadable' | 'timeout';

export class PdfTextError extends Error {
  constructor(readonly failure: PdfFailure) {
    super(`pdf ${failure}`);
  }
}

// pdfjs-dist is an ES module only; the API and its tests run as CommonJS. It is imported inside a worker
// thread, which also keeps a heavy or hostile PDF off the event loop and lets a stuck one be stopped.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  const pdfjs = await import(workerData.pdfjsUrl);
  const task = pdfjs.getDocument({
    data: new Uint8Array(workerData.bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    verbosity: 0,
  });
  const document = await task.promise;
  const pages = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    let text = '';
    for (const item of content.items) {
      if (typeof item.str !== 'string') continue;
      text += item.str;
      if (item.hasEOL) text += '\\n';
    }
    pages.push(text);
    page.cleanup();
  }
  await document.destroy();
  parentPort.postMessage({ ok: true, pages });
})().catch((error) => {
  parentPort.postMessage({ ok: false, name: error && error.name });
});
`;

interface WorkerAnswer {
  ok: boolean;
  pages?: string[];
  name?: string;
}

/** The text layer of each page of a PDF (empty strings for scanned pages). */
export function extractPdfText(bytes: Buffer, timeoutMs: number): Promise<PdfText> {
  const pdfjsUrl = pathToFileURL(require.resolve('pdfjs-dist/legacy/build/pdf.mjs')).href;
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { pdfjsUrl, bytes },
      resourceLimits: { maxOldGenerationSizeMb: 512 },
    });
    let settled = false;
    const settle = (action: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      action();
      void worker.terminate();
    };
    const timer = setTimeout(() => settle(() => reject(new PdfTextError('timeout'))), timeoutMs);
    worker.on('message', (answer: WorkerAnswer) => {
      if (answer.ok && answer.pages) settle(() => resolve({ pages: answer.pages ?? [] }));
      else settle(() => reject(new PdfTextError(answer.name === 'PasswordException' ? 'encrypted' : 'unreadable')));
    });
    worker.on('error', (error) => settle(() => reject(error)));
    worker.on('exit', () => settle(() => reject(new PdfTextError('unreadable'))));
  });
}
