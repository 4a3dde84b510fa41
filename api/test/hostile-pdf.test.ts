import { extractText, type ExtractionLimits } from '../src/documents/extract';
import { shutDownOcr } from '../src/documents/ocr';
import { stopPdfThread } from '../src/documents/pdfText';
import { minimalPdf } from '../src/lib/pdf';
import { deepNestingPdf, hugeImagePdf } from './hostilePdf';

// PDFs built to exhaust the reader fail with a reason, quickly, within bounded memory, and the PDF thread reads
// the next document. The same files go through the real server (upload, worker) in faults.test.ts.

const LIMITS: ExtractionLimits = {
  zip: { maxUnpackedBytes: 200 * 1024 ** 2, maxEntries: 2000 },
  pdfTimeoutMs: 60_000,
  ocrTimeoutMs: 60_000,
};

/** Runs `work` while sampling the process's resident memory; answers its result and the growth seen, in MB. */
async function withPeakGrowth<T>(work: () => Promise<T>): Promise<{ result: T; growthMb: number }> {
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { result, growthMb: (peak - baseline) / 1024 ** 2 };
  } finally {
    clearInterval(sampler);
  }
}

const failureOf = (bytes: Buffer) =>
  extractText('pdf', bytes, 'fr', LIMITS).then(
    () => 'read',
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  );

describe('hostile PDFs', () => {
  afterAll(async () => {
    await shutDownOcr();
    await stopPdfThread();
  }, 30_000);

  it('a 2 KB PDF declaring a 20,000 × 20,000 image fails with a reason without decoding it', async () => {
    const pdf = hugeImagePdf();
    expect(pdf.length).toBeLessThan(4096);
    const started = Date.now();
    const { result, growthMb } = await withPeakGrowth(() => failureOf(pdf));
    // The page has nothing else to read: no text, said as such (before the bound: 3.6 GB and 17 s).
    expect(result).toBe('document_no_text');
    expect(growthMb).toBeLessThan(400);
    expect(Date.now() - started).toBeLessThan(15_000);
  }, 60_000);

  it('a PDF nesting 100,000 arrays and dictionaries fails as unreadable, and the next PDF is read', async () => {
    const { result, growthMb } = await withPeakGrowth(() => failureOf(deepNestingPdf()));
    expect(result).toBe('document_unreadable');
    expect(growthMb).toBeLessThan(400);
    const next = await extractText('pdf', minimalPdf(['Bail commercial de neuf ans']), 'fr', LIMITS);
    expect(next.text).toContain('Bail commercial');
  }, 60_000);
});
