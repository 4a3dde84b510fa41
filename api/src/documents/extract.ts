import type { DocumentLanguage } from '@lexdesk/shared/domain';
import type { MessageKey } from '../i18n';
import type { FileKind } from '../lib/fileType';
import { OCR_MAX_PIXELS, OcrError, recognizeText } from './ocr';
import { extractPdfText, PdfTextError, renderPdfPages } from './pdfText';
import { checkZip, type ZipLimits } from './zipLimits';

/**
 * Why a document could not be processed: each is a message key of api/src/i18n.ts, stored on the
 * document and shown on the Faileds screen in the reader's language.
 */
export const FAILURE_REASONS = [
  'document_unreadable',
  'document_encrypted',
  'document_too_large',
  'document_no_text',
  'document_needs_ocr',
  'document_file_missing',
  'document_processing_failed',
] as const satisfies readonly MessageKey[];
export type FailureReason = (typeof FAILURE_REASONS)[number];

/** A failure that another try would not change (a corrupt or encrypted file): no retry. */
export class ExtractionError extends Error {
  constructor(readonly reason: FailureReason) {
    super(reason);
  }
}

export interface ExtractedText {
  text: string;
  /** Pages of a PDF, 1 for an image; null where the format has no fixed pages (Word). */
  pageCount: number | null;
  /** Pages of a PDF left without text because OCR was skipped (too many scanned pages); 0 otherwise. */
  ocrSkippedPages: number;
}

export interface ExtractionLimits {
  zip: ZipLimits;
  pdfTimeoutMs: number;
  ocrTimeoutMs: number;
}

/**
 * Pages without a text layer read by OCR in one PDF, at most. Past them the text pages are kept and the others
 * left unread (`ocrSkippedPages`); a PDF with no text page at all fails with `document_needs_ocr`.
 */
export const OCR_MAX_PDF_PAGES = 20;

/** A page whose text layer holds no letter or digit is a scan (or blank): OCR decides. */
const hasText = (page: string) => /[\p{L}\p{N}]/u.test(page);

/** Pages of a PDF are joined with a form feed between blank lines, in page order. */
export const PAGE_SEPARATOR = '\n\f\n';

async function pdfText(
  bytes: Buffer,
  language: DocumentLanguage | null,
  limits: ExtractionLimits,
): Promise<ExtractedText> {
  try {
    const { pages } = await extractPdfText(bytes, limits.pdfTimeoutMs);
    const scanned = pages.flatMap((page, index) => (hasText(page) ? [] : [index + 1]));
    const pageCount = pages.length;
    const joined = (texts: readonly string[]) =>
      texts
        .map((text) => text.trim())
        .join(PAGE_SEPARATOR)
        .trim();
    if (scanned.length === 0) return { text: joined(pages), pageCount, ocrSkippedPages: 0 };
    if (scanned.length > OCR_MAX_PDF_PAGES) {
      if (scanned.length === pageCount) throw new ExtractionError('document_needs_ocr');
      // Too many scanned pages to read them all: the text pages only, and the skip recorded.
      return { text: joined(pages), pageCount, ocrSkippedPages: scanned.length };
    }
    // The pages without text are drawn and read by OCR; each takes its place among the text pages.
    const images = await renderPdfPages(bytes, limits.pdfTimeoutMs, { pages: scanned, maxPixels: OCR_MAX_PIXELS });
    // One time budget for all the pages, not one per page: the job's lock must outlast the whole.
    const deadline = Date.now() + limits.ocrTimeoutMs;
    const texts = [...pages];
    for (const [index, image] of images.entries()) {
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new OcrError('timeout');
      texts[scanned[index]! - 1] = await recognizeText(image, language, remaining);
    }
    return { text: joined(texts), pageCount, ocrSkippedPages: 0 };
  } catch (error) {
    if (error instanceof OcrError) {
      throw new ExtractionError(error.failure === 'timeout' ? 'document_processing_failed' : 'document_unreadable');
    }
    if (error instanceof PdfTextError) {
      throw new ExtractionError(
        error.failure === 'encrypted'
          ? 'document_encrypted'
          : error.failure === 'timeout'
            ? 'document_processing_failed'
            : 'document_unreadable',
      );
    }
    throw error;
  }
}

async function docxText(bytes: Buffer, limits: ExtractionLimits): Promise<ExtractedText> {
  // Inflated and counted before mammoth unpacks it: a bomb stops at the limit.
  const verdict = await checkZip(bytes, limits.zip, true);
  if (verdict === 'too_large') throw new ExtractionError('document_too_large');
  if (verdict === 'unreadable') throw new ExtractionError('document_unreadable');
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded by workers only, not at every API start
  const mammoth = require('mammoth') as typeof import('mammoth');
  const result = await mammoth.extractRawText({ buffer: bytes }).catch(() => {
    throw new ExtractionError('document_unreadable');
  });
  return { text: result.value.trim(), pageCount: null, ocrSkippedPages: 0 };
}

async function docText(bytes: Buffer): Promise<ExtractedText> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded by workers only, not at every API start
  const WordExtractor = require('word-extractor') as typeof import('word-extractor');
  const document = await new WordExtractor().extract(bytes).catch(() => {
    throw new ExtractionError('document_unreadable');
  });
  return { text: document.getBody().trim(), pageCount: null, ocrSkippedPages: 0 };
}

async function imageText(
  bytes: Buffer,
  language: DocumentLanguage | null,
  limits: ExtractionLimits,
): Promise<ExtractedText> {
  try {
    return { text: await recognizeText(bytes, language, limits.ocrTimeoutMs), pageCount: 1, ocrSkippedPages: 0 };
  } catch (error) {
    if (error instanceof OcrError) {
      throw new ExtractionError(error.failure === 'timeout' ? 'document_processing_failed' : 'document_unreadable');
    }
    throw error;
  }
}

/**
 * The text of a stored file of `kind` (images read by OCR in `language` when it is set); throws
 * ExtractionError for what a retry cannot fix.
 */
export async function extractText(
  kind: FileKind,
  bytes: Buffer,
  language: DocumentLanguage | null,
  limits: ExtractionLimits,
): Promise<ExtractedText> {
  let extracted: ExtractedText;
  switch (kind) {
    case 'pdf':
      extracted = await pdfText(bytes, language, limits);
      break;
    case 'docx':
      extracted = await docxText(bytes, limits);
      break;
    case 'doc':
      extracted = await docText(bytes);
      break;
    case 'png':
    case 'jpeg':
      extracted = await imageText(bytes, language, limits);
      break;
  }
  if (extracted.text === '') throw new ExtractionError('document_no_text');
  return extracted;
}
