import type { AppConfig } from '../config';
import type { FileStore } from './fileStore';
import { localFileStore } from './localFileStore';

export type { FileStore, StoredFile } from './fileStore';
export { readStoredFile } from './fileStore';

/** S3 when configured (LEXDESK_S3_BUCKET), else the data directory's `files/`. */
export function createFileStore(config: Pick<AppConfig, 'dataDir' | 's3'>): FileStore {
  if (!config.s3) return localFileStore(config.dataDir);
  // Loaded only when configured: the AWS SDK costs every start (and every test app) a few hundred ms.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a lazy load, typed by the import type below
  const { s3FileStore } = require('./s3FileStore') as typeof import('./s3FileStore');
  return s3FileStore(config.s3);
}
