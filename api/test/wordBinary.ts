import * as CFB from 'cfb';

/** One run of text in a Word 97 piece table: 8-bit (Windows-1252, "compressed") or UTF-16. */
export interface WordPiece {
  text: string;
  encoding: 'cp1252' | 'utf16';
}

// Offsets of the File Information Block ([MS-DOC] 2.5.1): FibBase, then fibRgW (14 words), fibRgLw
// (22 longs) and fibRgFcLcb97 (93 pairs of fc/lcb).
const FIB_RG_LW = 0x40;
const FIB_RG_FC_LCB = 0x9a;
const FC_LCB_97_PAIRS = 0x5d;
const FIB_SIZE = FIB_RG_FC_LCB + FC_LCB_97_PAIRS * 8 + 2;
/** fcClx is the 34th pair of fibRgFcLcb97. */
const CLX_PAIR = 33;
const TEXT_START = 0x400;

function cp1252(text: string): Buffer {
  // The letters a French or Dutch test needs; the rest of Latin-1 maps to itself.
  const extra: Record<string, number> = { '€': 0x80, '’': 0x92, œ: 0x9c, Œ: 0x8c };
  return Buffer.from([...text].map((char) => extra[char] ?? (char.charCodeAt(0) <= 0xff ? char.charCodeAt(0) : 0x3f)));
}

/**
 * A Word 97-2003 document as Word stores its text: an OLE2 compound file holding a `WordDocument` stream
 * (FIB, then the text) and a `1Table` stream with the piece table (Clx) saying where each run of characters
 * lies and how it is encoded. Paragraphs are the pieces' lines; each ends with a paragraph mark.
 * Formatting tables are left empty: text extractors need none.
 */
export function wordBinaryDocument(pieces: readonly WordPiece[], language = 0x040c): Buffer {
  const runs = pieces.map((piece) => {
    const text = `${piece.text.replace(/\n/g, '\r')}\r`;
    const bytes = piece.encoding === 'cp1252' ? cp1252(text) : Buffer.from(text, 'utf16le');
    return { characters: text.length, bytes, encoding: piece.encoding };
  });
  // The text after the FIB, each UTF-16 run on an even offset.
  const offsets: number[] = [];
  let end = TEXT_START;
  for (const run of runs) {
    if (run.encoding === 'utf16' && end % 2 === 1) end += 1;
    offsets.push(end);
    end += run.bytes.length;
  }
  const wordDocument = Buffer.alloc(Math.max(end, 4096));
  runs.forEach((run, index) => run.bytes.copy(wordDocument, offsets[index]));
  const characters = runs.reduce((sum, run) => sum + run.characters, 0);

  // Clx: one Pcdt (0x02, size, PlcPcd = n+1 character positions then n piece descriptors of 8 bytes).
  const plcPcd = Buffer.alloc((runs.length + 1) * 4 + runs.length * 8);
  let cp = 0;
  runs.forEach((run, index) => {
    plcPcd.writeUInt32LE(cp, index * 4);
    cp += run.characters;
    const pcd = (runs.length + 1) * 4 + index * 8;
    // FcCompressed: an 8-bit run is addressed at twice its byte offset with bit 30 set.
    const fc = run.encoding === 'cp1252' ? (offsets[index]! * 2) | 0x40000000 : offsets[index]!;
    plcPcd.writeUInt32LE(fc >>> 0, pcd + 2);
  });
  plcPcd.writeUInt32LE(cp, runs.length * 4);
  const clx = Buffer.concat([Buffer.from([0x02]), Buffer.alloc(4), plcPcd]);
  clx.writeUInt32LE(plcPcd.length, 1);
  const table = Buffer.alloc(4096);
  clx.copy(table, 0);

  // FibBase.
  wordDocument.writeUInt16LE(0xa5ec, 0x00); // wIdent
  wordDocument.writeUInt16LE(0x00c1, 0x02); // nFib: Word 97
  wordDocument.writeUInt16LE(language, 0x06); // lid
  wordDocument.writeUInt16LE(0x0200, 0x0a); // fWhichTblStm: the table is 1Table
  wordDocument.writeUInt16LE(0x00bf, 0x0c); // nFibBack
  wordDocument.writeUInt32LE(TEXT_START, 0x18); // fcMin (Word 97)
  wordDocument.writeUInt32LE(end, 0x1c); // fcMac (Word 97)
  wordDocument.writeUInt16LE(14, 0x20); // csw
  wordDocument.writeUInt16LE(22, 0x3e); // cslw
  wordDocument.writeUInt32LE(end, FIB_RG_LW); // cbMac
  wordDocument.writeUInt32LE(characters, FIB_RG_LW + 12); // ccpText
  wordDocument.writeUInt16LE(FC_LCB_97_PAIRS, FIB_RG_FC_LCB - 2); // cbRgFcLcb
  wordDocument.writeUInt32LE(0, FIB_RG_FC_LCB + CLX_PAIR * 8); // fcClx
  wordDocument.writeUInt32LE(clx.length, FIB_RG_FC_LCB + CLX_PAIR * 8 + 4); // lcbClx
  wordDocument.writeUInt16LE(0, FIB_SIZE - 2); // cswNew

  const container = CFB.utils.cfb_new();
  CFB.utils.cfb_add(container, 'WordDocument', wordDocument);
  CFB.utils.cfb_add(container, '1Table', table);
  return Buffer.from(CFB.write(container, { type: 'buffer' }) as Uint8Array);
}
