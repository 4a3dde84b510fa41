/** A page of text: Helvetica, WinAnsi; characters outside Latin-1 are replaced by '?'. */
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

const escapeText = (text: string) => text.replace(/[^\x20-\xff]/g, '?').replace(/([\\()])/g, '\\$1');

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
