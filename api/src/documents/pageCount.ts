import type { FileKind } from '../lib/fileType';
import { countPdfPages } from './pdfText';
import { readZipEntry } from './zipLimits';

/** `docProps/app.xml` is a few hundred bytes; past this it is no properties file anyone meant. */
const APP_PROPERTIES_MAX_BYTES = 64 * 1024;
/** Word's own count of the pages it laid out when it last saved the document (extended properties). */
const DECLARED_PAGES = /<(?:\w+:)?Pages>\s*(\d{1,7})\s*<\/(?:\w+:)?Pages>/;

/**
 * The pages a file says it has, read before anyone extracts it (the upload reserves them on the firm's ledger):
 * a PDF's page tree (no page read or drawn), the page count Word saved in a .docx's properties, one for an image
 * and for a .doc. Never 0; 1 when the file says nothing readable (processing corrects it from the text it reads).
 */
export async function pagesDeclaredBy(kind: FileKind, bytes: Buffer, timeoutMs: number): Promise<number> {
  try {
    if (kind === 'pdf') return Math.max(1, await countPdfPages(bytes, timeoutMs));
    if (kind === 'docx') {
      const properties = await readZipEntry(bytes, 'docProps/app.xml', APP_PROPERTIES_MAX_BYTES);
      const declared = properties ? DECLARED_PAGES.exec(properties.toString('utf8')) : null;
      return Math.max(1, Number(declared?.[1] ?? 1));
    }
  } catch {
    // A structure no one can read now reserves one page; its processing fails it or corrects the count.
  }
  return 1;
}
