import type { AppConfig } from '../config';
import type { FileStore } from './fileStore';
import { localFileStore } from './localFileStore';
import { s3FileStore } from './s3FileStore';

export type { FileStore, StoredFile } from './fileStore';
export { readStoredFile } from './fileStore';

/** S3 when configured (LEXDESK_S3_BUCKET), else the data directory's `files/`. */
export function createFileStore(config: Pick<AppConfig, 'dataDir' | 's3'>): FileStore {
  return config.s3 ? s3FileStore(config.s3) : localFileStore(config.dataDir);
}
