import { readdirSync } from 'node:fs';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import S3rver from 's3rver';
import { removeStalePartialFiles, STALE_UPLOAD_MS } from '../src/lib/storage';
import { localFileStore } from '../src/storage/localFileStore';
import { s3FileStore } from '../src/storage/s3FileStore';
import { type FileStore, readStoredFile } from '../src/storage';

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123';

async function roundTrip(store: FileStore): Promise<void> {
  const bytes = Buffer.from('%PDF-1.4 stored bytes');
  expect(await store.get(TOKEN)).toBeUndefined();
  await store.put(TOKEN, Readable.from([bytes]), bytes.length);
  const stored = await store.get(TOKEN);
  expect(stored?.size).toBe(bytes.length);
  expect(stored && (await readStoredFile(stored))).toEqual(bytes);
  await store.delete(TOKEN);
  expect(await store.get(TOKEN)).toBeUndefined();
  // Deleting what is not there is not an error; a path is never a key.
  await store.delete(TOKEN);
  await expect(store.put('../../etc/passwd', Readable.from([bytes]), bytes.length)).rejects.toHaveProperty(
    'message',
    'not a document token',
  );
}

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'lexdesk-files-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

it('stores, reads and deletes files on the local disk', async () => {
  await roundTrip(localFileStore(dir));
});

it('stores, reads and deletes objects in S3-compatible storage (a local stand-in)', async () => {
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: 'lexdesk-test' }],
  });
  const { port } = await server.run();
  try {
    await roundTrip(
      s3FileStore({
        bucket: 'lexdesk-test',
        endpoint: `http://127.0.0.1:${port}`,
        region: 'us-east-1',
        accessKeyId: 'S3RVER',
        secretAccessKey: 'S3RVER',
        forcePathStyle: true,
        prefix: 'documents/',
      }),
    );
  } finally {
    await server.close();
  }
});

describe('half-written files a killed process left', () => {
  it('are removed when old, from the files and the outbox; whole and fresh ones stay', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'lexdesk-partial-'));
    try {
      const files = path.join(dataDir, 'files');
      const outbox = path.join(dataDir, 'outbox');
      await mkdir(files, { recursive: true });
      await mkdir(outbox, { recursive: true });
      const old = new Date(Date.now() - STALE_UPLOAD_MS - 60_000);
      for (const [dir, name] of [
        [files, `${TOKEN}.partial`],
        [files, TOKEN],
        [outbox, '.2026-11-27-mail.json.partial'],
        [outbox, '2026-11-27-mail.json'],
      ] as const) {
        await writeFile(path.join(dir, name), 'bytes');
        await utimes(path.join(dir, name), old, old);
      }
      await writeFile(path.join(files, 'tok_being_written_now_0123456.partial'), 'bytes');
      await removeStalePartialFiles(dataDir, new Date());
      expect(readdirSync(files).sort()).toEqual([TOKEN, 'tok_being_written_now_0123456.partial']);
      expect(readdirSync(outbox)).toEqual(['2026-11-27-mail.json']);
      // No folders yet: nothing to do.
      await removeStalePartialFiles(path.join(dataDir, 'missing'), new Date());
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
