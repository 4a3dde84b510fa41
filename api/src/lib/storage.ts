import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, stat, statfs } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

// Stored files are named by their document token (random, URL-safe) and nothing else: no name
// coming from a user ever becomes a path.
const DOCUMENT_TOKEN = /^[A-Za-z0-9_-]{16,200}$/;

/** Bytes free for this process on the disk holding `dir` (created if missing). */
export async function freeDiskBytes(dir: string): Promise<number> {
  await mkdir(dir, { recursive: true });
  const stats = await statfs(dir);
  return stats.bavail * stats.bsize;
}

export function filesDir(dataDir: string): string {
  return path.join(dataDir, 'files');
}

export function isDocumentToken(token: string): boolean {
  return DOCUMENT_TOKEN.test(token);
}

/** `<dataDir>/files/<token>`; throws on anything that is not a token. */
export function storedFilePath(dataDir: string, token: string): string {
  if (!isDocumentToken(token)) throw new Error('not a document token');
  return path.join(filesDir(dataDir), token);
}

/**
 * A private folder for one request's uploads, under the data directory so that moving a file into
 * `files/` is a rename on the same file system.
 */
export async function createUploadTempDir(dataDir: string): Promise<string> {
  const root = path.join(dataDir, 'tmp');
  await mkdir(root, { recursive: true });
  return mkdtemp(path.join(root, 'upload-'));
}

/** Upload folders older than this were left by a process that stopped mid-request. */
export const STALE_UPLOAD_MS = 24 * 60 * 60 * 1000;

/**
 * Removes upload folders a stopped process left behind (a request's own folder goes when it is
 * answered; a crash or a kill skips that). Only old ones: another process may share the folder.
 */
export async function removeStaleUploadDirs(dataDir: string, now: Date): Promise<void> {
  const root = path.join(dataDir, 'tmp');
  const names = await readdir(root).catch(() => [] as string[]);
  for (const name of names) {
    if (!name.startsWith('upload-')) continue;
    const dir = path.join(root, name);
    const stats = await stat(dir).catch(() => undefined);
    if (stats && now.getTime() - stats.mtimeMs > STALE_UPLOAD_MS) await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Removes the half-written files a killed process left where whole ones are renamed into place: `<token>.partial`
 * in `files/` (the local file store) and `.<name>.partial` in `outbox/` (a mail being written; its job runs again).
 * Never listed nor served, they would only fill the disk. Only old ones: another process may be writing.
 */
export async function removeStalePartialFiles(dataDir: string, now: Date): Promise<void> {
  for (const dir of [filesDir(dataDir), path.join(dataDir, 'outbox')]) {
    const names = await readdir(dir).catch(() => [] as string[]);
    for (const name of names) {
      if (!name.endsWith('.partial')) continue;
      const file = path.join(dir, name);
      const stats = await stat(file).catch(() => undefined);
      if (stats?.isFile() && now.getTime() - stats.mtimeMs > STALE_UPLOAD_MS) await rm(file, { force: true });
    }
  }
}

export interface SavedUpload {
  size: number;
  sha256: string;
  /** The first bytes, for type sniffing. */
  head: Buffer;
}

/** Streams `source` to a new file at `target`, hashing and counting on the way. */
export async function saveUpload(source: Readable, target: string, headBytes: number): Promise<SavedUpload> {
  const hash = createHash('sha256');
  let size = 0;
  const headChunks: Buffer[] = [];
  let headLength = 0;
  const observe = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      size += chunk.length;
      if (headLength < headBytes) {
        const part = chunk.subarray(0, headBytes - headLength);
        headChunks.push(part);
        headLength += part.length;
      }
      callback(null, chunk);
    },
  });
  await pipeline(source, observe, createWriteStream(target, { flags: 'wx' }));
  return { size, sha256: hash.digest('hex'), head: Buffer.concat(headChunks) };
}

const FILE_NAME_MAX_LENGTH = 180;

/**
 * The name a file is offered under again (Content-Disposition, lists): the last segment of what the
 * browser sent, without control or reserved characters, at most 180 characters with its extension
 * kept; `document.<extension>` when nothing is left.
 */
export function sanitiseFileName(raw: string, extension: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\u0000-\u001f\u007f-\u009f"<>|:*?]/g, '')
    // Bidirectional controls would let "x\u202Egpj.pdf" show as "xfdp.jpg".
    .replace(/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+/, '')
    .trim();
  if (cleaned === '') return `document.${extension}`;
  if (cleaned.length <= FILE_NAME_MAX_LENGTH) return cleaned;
  const suffix = `.${extension}`;
  return `${cleaned.slice(0, FILE_NAME_MAX_LENGTH - suffix.length).trimEnd()}${suffix}`;
}
