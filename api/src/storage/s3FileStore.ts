import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import type { S3Settings } from '../config';
import { isDocumentToken } from '../lib/storage';
import type { FileStore, StoredFile } from './fileStore';

function isMissing(error: unknown): boolean {
  const known = error as { name?: unknown; $metadata?: { httpStatusCode?: unknown } } | null;
  return known?.name === 'NoSuchKey' || known?.name === 'NotFound' || known?.$metadata?.httpStatusCode === 404;
}

/** Objects `<prefix><token>` in one bucket of any S3-compatible service (AWS, MinIO, Ceph, Scaleway...). */
export function s3FileStore(settings: S3Settings): FileStore {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    // Checksums only where the API demands them: the SDK's default sends bodies aws-chunked with a
    // trailing CRC, which many S3-compatible services store verbatim or refuse.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
  });
  const keyOf = (token: string) => {
    if (!isDocumentToken(token)) throw new Error('not a document token');
    return `${settings.prefix}${token}`;
  };
  return {
    async put(token: string, source: Readable, size: number): Promise<void> {
      // The length is known (the upload was saved first): a plain PUT, no multipart upload needed.
      await client.send(
        new PutObjectCommand({ Bucket: settings.bucket, Key: keyOf(token), Body: source, ContentLength: size }),
      );
    },
    async get(token: string): Promise<StoredFile | undefined> {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: keyOf(token) }));
        if (!(answer.Body instanceof Readable)) return undefined;
        return { stream: answer.Body, size: answer.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async delete(token: string): Promise<void> {
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: keyOf(token) }));
    },
  };
}
