import { open } from 'node:fs/promises';
import type { AcceptedExtension } from '@lexdesk/shared/domain';

/** What a file's first bytes say it is (the name says nothing reliable). */
export type FileKind = 'pdf' | 'png' | 'jpeg' | 'doc' | 'docx';

/** Bytes sniffFileKind needs from the start of a file. */
export const SNIFF_HEAD_BYTES = 8;

const PDF = Buffer.from('%PDF-', 'latin1');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
// OLE2 compound file (Word 97-2003 .doc).
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_LOCAL_HEADER = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** The part every Word document package holds; other Office or plain zip files do not. */
const DOCX_MAIN_PART = 'word/document.xml';

const KIND_OF_EXTENSION: Record<AcceptedExtension, FileKind> = {
  pdf: 'pdf',
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
  doc: 'doc',
  docx: 'docx',
};

export function kindOfExtension(extension: AcceptedExtension): FileKind {
  return KIND_OF_EXTENSION[extension];
}

/** The Content-Type a file of this kind is stored and served with. */
export const MIME_OF_KIND: Record<FileKind, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const startsWith = (head: Buffer, magic: Buffer) =>
  head.length >= magic.length && head.subarray(0, magic.length).equals(magic);

/** The kind of the file at `filePath` whose first bytes are `head`, or null when it is none we accept. */
export async function sniffFileKind(filePath: string, head: Buffer): Promise<FileKind | null> {
  if (startsWith(head, PDF)) return 'pdf';
  if (startsWith(head, PNG)) return 'png';
  if (startsWith(head, JPEG)) return 'jpeg';
  if (startsWith(head, OLE)) return (await oleStreamNames(filePath)).has(WORD_MAIN_STREAM) ? 'doc' : null;
  if (startsWith(head, ZIP_LOCAL_HEADER)) return (await zipEntryNames(filePath)).has(DOCX_MAIN_PART) ? 'docx' : null;
  return null;
}

/** The stream every Word 97-2003 document holds; other OLE files (Excel, Outlook, installers) do not. */
const WORD_MAIN_STREAM = 'WordDocument';
const OLE_HEADER_BYTES = 512;
/** The header lists the first 109 FAT sectors; a directory is found through them. */
const OLE_HEADER_FAT_SECTORS = 109;
const OLE_DIRECTORY_ENTRY_BYTES = 128;
const OLE_END_OF_CHAIN = 0xfffffffe;
/** A Word document's directory is a few entries; past this many sectors the file is not one we read. */
const OLE_MAX_DIRECTORY_SECTORS = 64;

/**
 * Names of the streams of an OLE2 compound file, read from its directory ([MS-CFB]: header, FAT sectors
 * listed in the header, directory sector chain). Empty when the file is not a readable compound file.
 */
export async function oleStreamNames(filePath: string): Promise<Set<string>> {
  const names = new Set<string>();
  const file = await open(filePath, 'r');
  try {
    const { size } = await file.stat();
    const header = Buffer.alloc(OLE_HEADER_BYTES);
    if ((await file.read(header, 0, OLE_HEADER_BYTES, 0)).bytesRead < OLE_HEADER_BYTES) return names;
    const shift = header.readUInt16LE(0x1e);
    if (shift !== 9 && shift !== 12) return names;
    const sectorSize = 1 << shift;
    const sectorOffset = (sector: number) => (sector + 1) * sectorSize;
    const perFatSector = sectorSize / 4;
    const readUInt32At = async (position: number): Promise<number | null> => {
      if (position + 4 > size) return null;
      const word = Buffer.alloc(4);
      await file.read(word, 0, 4, position);
      return word.readUInt32LE(0);
    };
    const nextSector = async (sector: number): Promise<number | null> => {
      const fatIndex = Math.floor(sector / perFatSector);
      if (fatIndex >= OLE_HEADER_FAT_SECTORS) return null;
      const fatSector = header.readUInt32LE(0x4c + fatIndex * 4);
      return readUInt32At(sectorOffset(fatSector) + (sector % perFatSector) * 4);
    };
    let sector: number | null = header.readUInt32LE(0x30);
    const entry = Buffer.alloc(sectorSize);
    for (let count = 0; count < OLE_MAX_DIRECTORY_SECTORS && sector !== null && sector < OLE_END_OF_CHAIN; count += 1) {
      if (sectorOffset(sector) + sectorSize > size) break;
      await file.read(entry, 0, sectorSize, sectorOffset(sector));
      for (let at = 0; at + OLE_DIRECTORY_ENTRY_BYTES <= sectorSize; at += OLE_DIRECTORY_ENTRY_BYTES) {
        const nameBytes = entry.readUInt16LE(at + 0x40);
        // Type 2: a stream. The name is UTF-16 with its terminating zero counted.
        if (entry[at + 0x42] !== 2 || nameBytes < 2 || nameBytes > 64) continue;
        names.add(entry.toString('utf16le', at, at + nameBytes - 2));
      }
      sector = await nextSector(sector);
    }
    return names;
  } finally {
    await file.close();
  }
}

const EOCD_SIGNATURE = 0x06054b50;
const EOCD_MIN_BYTES = 22;
const CENTRAL_ENTRY_SIGNATURE = 0x02014b50;
const CENTRAL_ENTRY_FIXED_BYTES = 46;
/** A Word document's directory is a few KB; anything this large is not one. */
const MAX_CENTRAL_DIRECTORY_BYTES = 4 * 1024 * 1024;

/**
 * Entry names of a zip file, read from its central directory (found through the end-of-central-
 * directory record, itself within the last 64 KiB + 22 bytes). Empty when the file is not a
 * readable zip (truncated, zip64, or garbage).
 */
export async function zipEntryNames(filePath: string): Promise<Set<string>> {
  const names = new Set<string>();
  const file = await open(filePath, 'r');
  try {
    const { size } = await file.stat();
    if (size < EOCD_MIN_BYTES) return names;
    const tailLength = Math.min(size, 0xffff + EOCD_MIN_BYTES);
    const tail = Buffer.alloc(tailLength);
    await file.read(tail, 0, tailLength, size - tailLength);
    let eocd = -1;
    for (let at = tailLength - EOCD_MIN_BYTES; at >= 0; at -= 1) {
      if (tail.readUInt32LE(at) === EOCD_SIGNATURE) {
        eocd = at;
        break;
      }
    }
    if (eocd < 0) return names;
    const entries = tail.readUInt16LE(eocd + 10);
    const directorySize = tail.readUInt32LE(eocd + 12);
    const directoryOffset = tail.readUInt32LE(eocd + 16);
    if (directorySize > MAX_CENTRAL_DIRECTORY_BYTES || directoryOffset + directorySize > size) return names;

    const directory = Buffer.alloc(directorySize);
    await file.read(directory, 0, directorySize, directoryOffset);
    let at = 0;
    for (let index = 0; index < entries; index += 1) {
      if (at + CENTRAL_ENTRY_FIXED_BYTES > directory.length) break;
      if (directory.readUInt32LE(at) !== CENTRAL_ENTRY_SIGNATURE) break;
      const nameLength = directory.readUInt16LE(at + 28);
      const extraLength = directory.readUInt16LE(at + 30);
      const commentLength = directory.readUInt16LE(at + 32);
      const nameStart = at + CENTRAL_ENTRY_FIXED_BYTES;
      if (nameStart + nameLength > directory.length) break;
      names.add(directory.toString('utf8', nameStart, nameStart + nameLength));
      at = nameStart + nameLength + extraLength + commentLength;
    }
    return names;
  } finally {
    await file.close();
  }
}
