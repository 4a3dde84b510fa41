import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DocumentLanguage } from '@lexdesk/shared/domain';
import type { Worker as OcrWorker } from 'tesseract.js';

// Text recognition of images and scanned pages with tesseract.js (WebAssembly in a worker thread).
// Nothing is fetched at run time: the engine comes from node_modules and the language data from the
// packaged @tesseract.js-data/{fra,nld,eng} files (no cache read or written: cacheMethod 'none'). One worker is kept between documents (loading the
// languages costs more than reading one page) and replaced after a timeout.

/** The tesseract codes of the document languages there is data for; the others read with all three. */
const TESSERACT_CODE: Partial<Record<DocumentLanguage, OcrLanguage>> = { fr: 'fra', nl: 'nld', en: 'eng' };
const OCR_LANGUAGES = ['fra', 'nld', 'eng'] as const;
type OcrLanguage = (typeof OCR_LANGUAGES)[number];

/** Larger images are scaled down first: recognition time and memory grow with the pixels. */
export const OCR_MAX_PIXELS = 8_000_000;
/** Refused before decoding: a small file may claim a huge image. */
const MAX_INPUT_PIXELS = 120_000_000;

export class OcrError extends Error {
  constructor(readonly failure: 'unreadable' | 'timeout') {
    super(`ocr ${failure}`);
  }
}

let languageDir: Promise<string> | undefined;

/**
 * A folder holding the packaged traineddata of the three languages: tesseract.js reads all languages
 * from one langPath, and each package has its own folder. (Handing it the bytes instead is broken in
 * tesseract.js 6: it then names the language by its data.) Copied once per process into a temporary
 * folder, removed when the worker stops.
 */
function languageFolder(): Promise<string> {
  languageDir ??= (async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'lexdesk-ocr-'));
    await Promise.all(
      OCR_LANGUAGES.map((code) => {
        const packageDir = path.dirname(require.resolve(`@tesseract.js-data/${code}/package.json`));
        // The "best_int" models: those tesseract.js's default LSTM engine is made for.
        return copyFile(
          path.join(packageDir, '4.0.0_best_int', `${code}.traineddata.gz`),
          path.join(folder, `${code}.traineddata.gz`),
        );
      }),
    );
    return folder;
  })();
  languageDir.catch(() => {
    languageDir = undefined;
  });
  return languageDir;
}

function languagesFor(language: DocumentLanguage | null): OcrLanguage[] {
  const code = language ? TESSERACT_CODE[language] : undefined;
  return code ? [code] : [...OCR_LANGUAGES];
}

interface LoadedWorker {
  worker: OcrWorker;
  languages: string;
}

let current: Promise<LoadedWorker> | undefined;
/** Recognitions run one after the other: a language switch must not happen under a running one. */
let queue: Promise<unknown> = Promise.resolve();

async function workerFor(languages: OcrLanguage[]): Promise<OcrWorker> {
  const key = languages.join('+');
  if (!current) {
    current = (async () => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded by workers only, not at every API start
      const { createWorker, OEM } = require('tesseract.js') as typeof import('tesseract.js');
      const langPath = await languageFolder();
      const worker = await createWorker(key, OEM.LSTM_ONLY, { langPath, cacheMethod: 'none', gzip: true });
      return { worker, languages: key };
    })();
    current.catch(() => {
      current = undefined;
    });
  }
  const loaded = await current;
  if (loaded.languages !== key) {
    await loaded.worker.reinitialize(key);
    loaded.languages = key;
  }
  return loaded.worker;
}

/** Stops the OCR worker (it starts again when needed). */
export async function stopOcrWorker(): Promise<void> {
  const loading = current;
  current = undefined;
  if (!loading) return;
  const loaded = await loading.catch(() => undefined);
  await loaded?.worker.terminate();
}

/** Stops the worker and removes the language folder: at the end of the process. */
export async function shutDownOcr(): Promise<void> {
  await stopOcrWorker();
  const folder = languageDir;
  languageDir = undefined;
  if (folder) await rm(await folder, { recursive: true, force: true });
}

/** A grey PNG of at most OCR_MAX_PIXELS; OcrError('unreadable') for what is not a decodable image. */
async function preparedImage(bytes: Buffer): Promise<Buffer> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded by workers only, not at every API start
  const sharp = require('sharp') as typeof import('sharp');
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    const { width, height } = await image.metadata();
    if (!width || !height) throw new OcrError('unreadable');
    const pixels = width * height;
    if (pixels > OCR_MAX_PIXELS) {
      const scale = Math.sqrt(OCR_MAX_PIXELS / pixels);
      image.resize(Math.max(1, Math.floor(width * scale)), Math.max(1, Math.floor(height * scale)));
    }
    // Flattened on white: a transparent background would otherwise read as black.
    return await image.flatten({ background: '#ffffff' }).greyscale().png().toBuffer();
  } catch (error) {
    if (error instanceof OcrError) throw error;
    throw new OcrError('unreadable');
  }
}

/**
 * The text tesseract reads in an image (PNG, JPEG, or a rendered PDF page), in the document's language
 * when it has data for it, else in French, Dutch and English together.
 */
export function recognizeText(bytes: Buffer, language: DocumentLanguage | null, timeoutMs: number): Promise<string> {
  const run = async (): Promise<string> => {
    const image = await preparedImage(bytes);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        reject(new OcrError('timeout'));
        // A stuck recognition takes its worker with it; the next document gets a new one.
        void stopOcrWorker();
      }, timeoutMs);
    });
    try {
      const recognition = workerFor(languagesFor(language)).then((worker) => worker.recognize(image));
      const result = await Promise.race([recognition, timeout]);
      return result.data.text.trim();
    } finally {
      clearTimeout(timer);
    }
  };
  const next = queue.then(run, run);
  queue = next.catch(() => undefined);
  return next;
}
