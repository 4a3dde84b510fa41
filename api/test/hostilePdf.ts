import { deflateSync } from 'node:zlib';

// PDFs built to exhaust a reader, a few kilobytes each: what a hostile upload looks like.

/** A PDF of the given object bodies (object n is the n-th, from 1), with a correct cross-reference table. */
function rawPdf(objects: readonly (string | Buffer)[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = parts[0]?.length ?? 0;
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(length);
    const chunk = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`),
      typeof body === 'string' ? Buffer.from(body, 'latin1') : body,
      Buffer.from('\nendobj\n'),
    ]);
    parts.push(chunk);
    length += chunk.length;
  });
  const xref =
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  parts.push(
    Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`),
  );
  return Buffer.concat(parts);
}

function stream(dictionary: string, data: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`<< ${dictionary} /Length ${data.length} >>\nstream\n`),
    data,
    Buffer.from('\nendstream'),
  ]);
}

/**
 * One page, no text, drawn by one RGB image declaring side × side pixels (20,000: 1.2 GB once decoded) whose
 * compressed data is a megabyte of zeros squeezed into about a kilobyte. A reader that believes the header
 * allocates the whole.
 */
export function hugeImagePdf(side = 20_000): Buffer {
  const pixels = deflateSync(Buffer.alloc(1024 * 1024));
  return rawPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /XObject << /Im0 5 0 R >> >> /Contents 4 0 R >>',
    stream('', Buffer.from('q 612 0 0 792 0 0 cm /Im0 Do Q')),
    stream(
      `/Type /XObject /Subtype /Image /Width ${side} /Height ${side} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /FlateDecode`,
      pixels,
    ),
  ]);
}

/** A one-page PDF with text whose page tree carries `depth` nested arrays and as many nested dictionaries. */
export function deepNestingPdf(depth = 100_000): Buffer {
  const arrays = '['.repeat(depth) + ']'.repeat(depth);
  const dictionaries = '<< /A '.repeat(depth) + '1' + ' >>'.repeat(depth);
  return rawPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [3 0 R] /Count 1 /Deep ${arrays} /Nested ${dictionaries} >>`,
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> >> >> /Contents 4 0 R >>',
    stream('', Buffer.from('BT /F1 12 Tf 72 720 Td (Bail commercial) Tj ET')),
  ]);
}
