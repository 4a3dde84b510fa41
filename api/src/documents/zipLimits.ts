import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

export interface ZipLimits {
  maxUnpackedBytes: number;
  maxEntries: number;
}

export type ZipVerdict = 'ok' | 'unreadable' | 'too_large';

function openZip(bytes: Buffer): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true }, (error, zip) =>
      error || !zip ? reject(error ?? new Error('no zip')) : resolve(zip),
    );
  });
}

function openEntry(zip: ZipFile, entry: Entry): Promise<NodeJS.ReadableStream> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) =>
      error || !stream ? reject(error ?? new Error('no entry')) : resolve(stream),
    );
  });
}

class LimitExceeded extends Error {}

/**
 * Judges a zip (a .docx) from its central directory before anything unpacks it: too many entries or
 * declared sizes over the limit is a bomb. With `inflate`, every entry is also inflated and counted,
 * stopping at the limit, since declared sizes can lie (yauzl also checks each entry against its
 * declared size).
 */
export async function checkZip(bytes: Buffer, limits: ZipLimits, inflate: boolean): Promise<ZipVerdict> {
  let zip: ZipFile;
  try {
    zip = await openZip(bytes);
  } catch {
    return 'unreadable';
  }
  if (zip.entryCount > limits.maxEntries) {
    zip.close();
    return 'too_large';
  }
  let declared = 0;
  let inflated = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('error', reject);
      zip.on('end', () => resolve());
      zip.on('entry', (entry: Entry) => {
        declared += entry.uncompressedSize;
        if (declared > limits.maxUnpackedBytes) {
          reject(new LimitExceeded());
          return;
        }
        if (!inflate || entry.fileName.endsWith('/')) {
          zip.readEntry();
          return;
        }
        const counter = new Writable({
          write(chunk: Buffer, _encoding, callback) {
            inflated += chunk.length;
            callback(inflated > limits.maxUnpackedBytes ? new LimitExceeded() : null);
          },
        });
        openEntry(zip, entry)
          .then((stream) => pipeline(stream, counter))
          .then(() => zip.readEntry(), reject);
      });
      zip.readEntry();
    });
    return 'ok';
  } catch (error) {
    return error instanceof LimitExceeded ? 'too_large' : 'unreadable';
  } finally {
    zip.close();
  }
}

/**
 * The bytes of one entry of a zip, when it holds that entry and it unpacks to at most `maxBytes` (null
 * otherwise, or when the zip cannot be read): a small part of a document (a .docx's `docProps/app.xml`).
 */
export async function readZipEntry(bytes: Buffer, name: string, maxBytes: number): Promise<Buffer | null> {
  let zip: ZipFile;
  try {
    zip = await openZip(bytes);
  } catch {
    return null;
  }
  try {
    return await new Promise<Buffer | null>((resolve, reject) => {
      zip.on('error', reject);
      zip.on('end', () => resolve(null));
      zip.on('entry', (entry: Entry) => {
        if (entry.fileName !== name) {
          zip.readEntry();
          return;
        }
        if (entry.uncompressedSize > maxBytes) {
          resolve(null);
          return;
        }
        const chunks: Buffer[] = [];
        let read = 0;
        const collector = new Writable({
          write(chunk: Buffer, _encoding, callback) {
            read += chunk.length;
            chunks.push(chunk);
            callback(read > maxBytes ? new LimitExceeded() : null);
          },
        });
        openEntry(zip, entry)
          .then((stream) => pipeline(stream, collector))
          .then(() => resolve(Buffer.concat(chunks)), reject);
      });
      zip.readEntry();
    });
  } catch {
    return null;
  } finally {
    zip.close();
  }
}
