/**
 * A page of text: Helvetica, WinAnsi. Latin-1 and WinAnsi's own additions (€, œ, curly quotes, dashes...) are
 * drawn; a narrow no-break space is drawn as a no-break space; anything else is replaced by '?'.
 */
export interface PdfTextPage {
  lines: readonly string[];
  /** Points; 12 by default. */
  fontSize?: number;
  /** Points between baselines; the font size + 4 by default. */
  leading?: number;
  /** The first baseline's start, in points from the bottom left; [72, 770] by default. */
  at?: readonly [number, number];
}

/** A page that is only a JPEG image drawn over the whole page, as a scanner writes it: no text layer. */
export interface PdfImagePage {
  jpeg: Buffer;
  /** Pixels, also the page's size in points. */
  width: number;
  height: number;
  colours?: 'gray' | 'rgb';
}

export type PdfPage = PdfTextPage | PdfImagePage;

const A4: readonly [number, number] = [595, 842];

/** The characters WinAnsiEncoding places between 0x80 and 0x9F, by their byte; U+202F drawn as U+00A0. */
const WIN_ANSI_EXTRAS: Readonly<Record<string, number>> = {
  '\u20ac': 0x80,
  '\u201a': 0x82,
  '\u0192': 0x83,
  '\u201e': 0x84,
  '\u2026': 0x85,
  '\u2020': 0x86,
  '\u2021': 0x87,
  '\u02c6': 0x88,
  '\u2030': 0x89,
  '\u0160': 0x8a,
  '\u2039': 0x8b,
  '\u0152': 0x8c,
  '\u017d': 0x8e,
  '\u2018': 0x91,
  '\u2019': 0x92,
  '\u201c': 0x93,
  '\u201d': 0x94,
  '\u2022': 0x95,
  '\u2013': 0x96,
  '\u2014': 0x97,
  '\u02dc': 0x98,
  '\u2122': 0x99,
  '\u0161': 0x9a,
  '\u203a': 0x9b,
  '\u0153': 0x9c,
  '\u017e': 0x9e,
  '\u0178': 0x9f,
  '\u202f': 0xa0,
};

/** A string of WinAnsi bytes (one character per byte, written out as latin1), escaped for a PDF string. */
const escapeText = (text: string) =>
  text
    .replace(/[^\x20-\x7e\xa0-\xff]/g, (character) => {
      const byte = WIN_ANSI_EXTRAS[character];
      return byte === undefined ? '?' : String.fromCharCode(byte);
    })
    .replace(/([\\()])/g, '\\$1');

function stream(dictionary: string, content: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`<< ${dictionary} /Length ${content.length} >>\nstream\n`, 'latin1'),
    content,
    Buffer.from('\nendstream', 'latin1'),
  ]);
}

/**
 * A small but valid PDF of `pages`, text pages and scanned-image pages in any order: demo data, tests and the
 * processing bench need real PDF files without shipping binaries. Objects: 1 catalog, 2 page tree, 3 font, then
 * per page its content stream, its image (if any) and the page.
 */
export function pdfDocument(pages: readonly PdfPage[]): Buffer {
  const objects: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.alloc(0),
    Buffer.from('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'),
  ];
  const kids: string[] = [];
  for (const page of pages) {
    let size = A4;
    let resources: string;
    if ('jpeg' in page) {
      size = [page.width, page.height];
      const colourSpace = page.colours === 'rgb' ? '/DeviceRGB' : '/DeviceGray';
      objects.push(
        stream(
          `/Type /XObject /Subtype /Image /Width ${page.width} /Height ${page.height} /ColorSpace ${colourSpace} /BitsPerComponent 8 /Filter /DCTDecode`,
          page.jpeg,
        ),
      );
      resources = `<< /XObject << /Scan ${objects.length} 0 R >> >>`;
      objects.push(stream('', Buffer.from(`q ${page.width} 0 0 ${page.height} 0 0 cm /Scan Do Q`, 'latin1')));
    } else {
      const fontSize = page.fontSize ?? 12;
      const [x, y] = page.at ?? [72, 770];
      const content = [
        'BT',
        `/F1 ${fontSize} Tf`,
        `${page.leading ?? fontSize + 4} TL`,
        `${x} ${y} Td`,
        ...page.lines.map((line, index) => `${index === 0 ? '' : 'T* '}(${escapeText(line)}) Tj`),
        'ET',
      ].join('\n');
      resources = '<< /Font << /F1 3 0 R >> >>';
      objects.push(stream('', Buffer.from(content, 'latin1')));
    }
    const contents = objects.length;
    objects.push(
      Buffer.from(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${size[0]} ${size[1]}] /Contents ${contents} 0 R /Resources ${resources} >>`,
        'latin1',
      ),
    );
    kids.push(`${objects.length} 0 R`);
  }
  objects[1] = Buffer.from(`<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${pages.length} >>`, 'latin1');

  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n', 'latin1')];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(length);
    const part = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`, 'latin1'),
      object,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    parts.push(part);
    length += part.length;
  });
  const trailer =
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('') +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  return Buffer.concat([...parts, Buffer.from(trailer, 'latin1')]);
}

/** A one-page PDF showing `lines` (Helvetica 12 on A4). */
export function minimalPdf(lines: readonly string[]): Buffer {
  return pdfDocument([{ lines }]);
}

/** Lines of at most `width` characters, cut between words (a longer word stands on its own line). */
export function wrapText(paragraph: string, width: number): string[] {
  const lines: string[] = [];
  for (const source of paragraph.split('\n')) {
    let line = '';
    for (const word of source.split(/ +/).filter(Boolean)) {
      if (line !== '' && line.length + 1 + word.length > width) {
        lines.push(line);
        line = word;
      } else {
        line = line === '' ? word : `${line} ${word}`;
      }
    }
    lines.push(line);
  }
  return lines;
}

export interface TextPdf {
  pdf: Buffer;
  pageCount: number;
}

// Helvetica 10 on A4 with 2.5 cm margins: about 85 average characters a line, 54 lines a page.
const PROSE = { fontSize: 10, leading: 13, width: 85, linesPerPage: 54 } as const;

/**
 * A text document as a PDF: paragraphs (a "\n" inside one starts a new line) wrapped to the page, a blank line
 * between them, as many A4 pages as they need.
 */
export function textPdf(paragraphs: readonly string[]): TextPdf {
  const lines = paragraphs.flatMap((paragraph, index) => [
    ...(index === 0 ? [] : ['']),
    ...wrapText(paragraph, PROSE.width),
  ]);
  const pages: PdfTextPage[] = [];
  for (let start = 0; start < lines.length; start += PROSE.linesPerPage) {
    pages.push({
      lines: lines.slice(start, start + PROSE.linesPerPage),
      fontSize: PROSE.fontSize,
      leading: PROSE.leading,
    });
  }
  if (pages.length === 0) pages.push({ lines: [] });
  return { pdf: pdfDocument(pages), pageCount: pages.length };
}
