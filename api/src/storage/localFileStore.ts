import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { filesDir, storedFilePath } from '../lib/storage';
import type { FileStore, StoredFile } from './fileStore';

/** `<dataDir>/files/<token>`, outside every served folder. */
export function localFileStore(dataDir: string): FileStore {
  return {
    async put(token: string, source: Readable): Promise<void> {
      const target = storedFilePath(dataDir, token);
      await mkdir(filesDir(dataDir), { recursive: true });
      // Written beside its final name and renamed, so a reader never sees half a file.
      const partial = `${target}.partial`;
      try {
        await pipeline(source, createWriteStream(partial, { flags: 'wx' }));
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(token: string): Promise<StoredFile | undefined> {
      const file = storedFilePath(dataDir, token);
      const stats = await stat(file).catch(() => undefined);
      if (!stats?.isFile()) return undefined;
      return { stream: createReadStream(file), size: stats.size };
    },
    async delete(token: string): Promise<void> {
      await rm(storedFilePath(dataDir, token), { force: true });
    },
  };
}
