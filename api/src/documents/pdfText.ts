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
// The thread is kept between documents (loading pdfjs costs more than reading a small PDF) and
// replaced after a timeout or a crash.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const loading = import(workerData.pdfjsUrl);
// No eval, no fonts: the text and the drawn pages need neither, and a hostile PDF gets less to work with.
async function open(bytes) {
  const pdfjs = await loading;
  return pdfjs.getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    maxImageSize: workerData.maxImagePixels,
    verbosity: 0,
  }).promise;
}
async function read(bytes) {
  const document = await open(bytes);
  try {
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
    return pages;
  } finally {
    await document.destroy();
  }
}
// Scanned pages: each asked page (numbered from 1) drawn on a canvas (pdfjs uses @napi-rs/canvas in Node)
// for OCR, at twice the PDF's 72 dpi scaled down to at most maxPixels.
async function render(bytes, pageNumbers, maxPixels) {
  const document = await open(bytes);
  try {
    const images = [];
    for (const number of pageNumbers) {
      if (number < 1 || number > document.numPages) continue;
      const page = await document.getPage(number);
      const base = page.getViewport({ scale: 1 });
      const scale = Math.min(2, Math.sqrt(maxPixels / (base.width * base.height)));
      const viewport = page.getViewport({ scale });
      const drawn = document.canvasFactory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
      await page.render({ canvas: drawn.canvas, canvasContext: drawn.context, viewport }).promise;
      images.push(drawn.canvas.toBuffer('image/png'));
      document.canvasFactory.destroy(drawn);
      page.cleanup();
    }
    return images;
  } finally {
    await document.destroy();
  }
}
// The page count alone: the document's page tree as its catalogue declares it, no page read or drawn.
async function count(bytes) {
  const document = await open(bytes);
  try {
    return [document.numPages];
  } finally {
    await document.destroy();
  }
}
parentPort.on('message', ({ id, bytes, renderPages, countPages }) => {
  (countPages ? count(bytes) : renderPages ? render(bytes, renderPages.pages, renderPages.maxPixels) : read(bytes)).then(
    (pages) => parentPort.postMessage({ id, ok: true, pages }),
    (error) => parentPort.postMessage({ id, ok: false, name: error && error.name }),
  );
});
`;

/**
 * Images of more pixels are not decoded (pdfjs's maxImageSize: the page is drawn without them). Decoded pixels
 * live outside the thread's heap limit (resourceLimits): a 20,000 × 20,000 image declared in a 2 KB PDF took 3.6 GB
 * and 17 s before this bound. 40 million pixels still takes an A4 page scanned at 600 dpi (35 million); a page of
 * that size peaks near 600 MB while it is drawn.
 */
export const PDF_MAX_IMAGE_PIXELS = 40_000_000;

interface WorkerAnswer {
  id: number;
  ok: boolean;
  /** Texts, PNG images when pages were rendered, or the page count alone. */
  pages?: string[] | Uint8Array[] | [number];
  name?: string;
}

interface Pending {
  /** The thread reading it: only that thread's end fails it. */
  worker: Worker;
  resolve: (pages: string[] | Uint8Array[] | [number]) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

let thread: Worker | undefined;
let nextId = 1;
const pending = new Map<number, Pending>();

function failAllOf(worker: Worker, error: Error): void {
  for (const [id, request] of pending) {
    if (request.worker !== worker) continue;
    clearTimeout(request.timer);
    pending.delete(id);
    request.reject(error);
  }
}

function pdfThread(): Worker {
  if (thread) return thread;
  const pdfjsUrl = pathToFileURL(require.resolve('pdfjs-dist/legacy/build/pdf.mjs')).href;
  const created = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { pdfjsUrl, maxImagePixels: PDF_MAX_IMAGE_PIXELS },
    resourceLimits: { maxOldGenerationSizeMb: 512 },
  });
  created.on('message', (answer: WorkerAnswer) => {
    const request = pending.get(answer.id);
    if (!request) return;
    pending.delete(answer.id);
    clearTimeout(request.timer);
    if (![...pending.values()].some((other) => other.worker === created)) created.unref();
    if (answer.ok && answer.pages) request.resolve(answer.pages);
    else request.reject(new PdfTextError(answer.name === 'PasswordException' ? 'encrypted' : 'unreadable'));
  });
  const dropped = () => {
    if (thread === created) thread = undefined;
    // Not the documents' fault as far as anyone knows: their jobs retry.
    failAllOf(created, new Error('pdf thread stopped'));
  };
  created.on('error', dropped);
  created.on('exit', dropped);
  // Idle, it does not keep the process alive.
  created.unref();
  thread = created;
  return created;
}

/** Stops the PDF thread (it starts again when needed). */
export async function stopPdfThread(): Promise<void> {
  const current = thread;
  thread = undefined;
  if (current) await current.terminate();
}

function ask(
  bytes: Buffer,
  timeoutMs: number,
  task: { renderPages?: RenderLimits; countPages?: true } = {},
): Promise<string[] | Uint8Array[] | [number]> {
  return new Promise((resolve, reject) => {
    const worker = pdfThread();
    const id = nextId;
    nextId += 1;
    const timer = setTimeout(() => {
      pending.delete(id);
      reject(new PdfTextError('timeout'));
      // A stuck document takes its thread with it; the others waiting on it fail and are retried.
      void stopPdfThread();
    }, timeoutMs);
    pending.set(id, { worker, resolve, reject, timer });
    worker.ref();
    worker.postMessage({ id, bytes, ...task });
  });
}

/** The text layer of each page of a PDF (empty strings for scanned pages). */
export async function extractPdfText(bytes: Buffer, timeoutMs: number): Promise<PdfText> {
  return { pages: (await ask(bytes, timeoutMs)) as string[] };
}

export interface RenderLimits {
  /** Page numbers, from 1, in the order wanted. */
  pages: readonly number[];
  maxPixels: number;
}

/** The given pages of a PDF as PNG images, in the order asked (for OCR of scanned pages). */
export async function renderPdfPages(bytes: Buffer, timeoutMs: number, limits: RenderLimits): Promise<Buffer[]> {
  const images = (await ask(bytes, timeoutMs, { renderPages: limits })) as Uint8Array[];
  return images.map((image) => Buffer.from(image.buffer, image.byteOffset, image.byteLength));
}

/**
 * A PDF's page count as its page tree declares it, read without drawing or reading a page (the upload reserves
 * that many pages of the firm's plan); throws PdfTextError when the structure cannot be read.
 */
export async function countPdfPages(bytes: Buffer, timeoutMs: number): Promise<number> {
  const [pages] = (await ask(bytes, timeoutMs, { countPages: true })) as [number];
  return pages;
}
