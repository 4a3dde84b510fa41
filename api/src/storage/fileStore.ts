import type { Readable } from 'node:stream';

/**
 * Where document bytes live, named by document token only (a user's file name never becomes a key):
 * the local disk under the data directory by default, S3-compatible object storage when configured,
 * so that several API instances and workers read the same files.
 */
export interface FileStore {
  /** Stores `size` bytes read from `source` under `token`, replacing nothing: tokens are new. */
  put(token: string, source: Readable, size: number): Promise<void>;
  /** The stored bytes as a stream and their size, or undefined when nothing is stored under `token`. */
  get(token: string): Promise<StoredFile | undefined>;
  /** Removes the bytes; nothing stored is not an error. */
  delete(token: string): Promise<void>;
}

export interface StoredFile {
  stream: Readable;
  size: number;
}

/** Reads a whole stored file (extraction needs the bytes at hand; uploads are size-limited). */
export async function readStoredFile(file: StoredFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
