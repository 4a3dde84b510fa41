import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import { ExtractionError, extractText, type FailureReason } from '../documents/extract';
import { type FileKind, MIME_OF_KIND } from '../lib/fileType';
import { type JobHandler, PermanentJobError } from '../jobs/worker';
import type { Repositories } from '../repositories';
import { type FileStore, readStoredFile } from '../storage';
import { correctReservedPages, pagesOfExtracted } from './limits';

/** Extracts a document's text and moves it pending → success or failure. */
export const EXTRACT_DOCUMENT_JOB = 'extract-document';

interface ExtractPayload {
  documentId: number;
}

const FILE_MISSING = 'stored file missing';

function kindOfMime(mime: string): FileKind | undefined {
  return (Object.keys(MIME_OF_KIND) as FileKind[]).find((kind) => MIME_OF_KIND[kind] === mime);
}

function documentIdOf(payload: unknown): number {
  const id = (payload as Partial<ExtractPayload> | null)?.documentId;
  if (typeof id !== 'number') throw new PermanentJobError('bad payload');
  return id;
}

/** Queues the extraction of a new document (with the document's own transaction when given one). */
export async function queueExtraction(
  repos: Repositories,
  documentId: number,
  config: Pick<AppConfig, 'documents'>,
  now: Date,
): Promise<void> {
  const payload: ExtractPayload = { documentId };
  await repos.jobs.enqueue({ kind: EXTRACT_DOCUMENT_JOB, payload, maxAttempts: config.documents.maxJobAttempts }, now);
}

export interface ProcessingDeps {
  repos: Repositories;
  files: FileStore;
  config: Pick<AppConfig, 'documents' | 'now'>;
  /** Where a document read only in part (scanned pages past the OCR bound) is recorded. */
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * The extraction job. Its result (the text, or the failure) is written through `job.write`: only while
 * this worker still holds the job, so a worker that stalled past its lease and lost the job to another
 * never overwrites what the other wrote.
 */
export function documentJobHandlers({ repos, files, config, log }: ProcessingDeps): Record<string, JobHandler> {
  return {
    [EXTRACT_DOCUMENT_JOB]: {
      async run(payload, job) {
        const fail = (documentId: number, reason: FailureReason) =>
          job.write((tx) => tx.documents.markFailedById(documentId, reason, config.now()));
        const documentId = documentIdOf(payload);
        const document = await repos.documents.findById(documentId);
        // Deleted meanwhile, or already processed by an earlier try that ended late: nothing to do.
        if (!document || document.state !== 'pending') return;
        const kind = kindOfMime(document.mime);
        if (!kind) {
          await fail(documentId, 'document_unreadable');
          throw new PermanentJobError('unknown type');
        }
        // A missing file may be an object store not reachable yet: retried, then given up.
        const stored = await files.get(document.token);
        if (!stored) throw new Error(FILE_MISSING);
        const bytes = await readStoredFile(stored);
        // Taken over by another worker while the file was read: minutes of extraction for nothing.
        job.signal.throwIfAborted();
        try {
          const extracted = await extractText(kind, bytes, document.language, {
            zip: {
              maxUnpackedBytes: config.documents.maxDocxUnpackedBytes,
              maxEntries: config.documents.maxDocxEntries,
            },
            pdfTimeoutMs: config.documents.extractionTimeoutMs,
            ocrTimeoutMs: config.documents.extractionTimeoutMs,
          });
          await job.write(async (tx) => {
            if (await tx.documents.recordText(documentId, extracted.text, extracted.pageCount, config.now()))
              await correctReservedPages(tx, documentId, pagesOfExtracted(extracted));
          });
          if (extracted.ocrSkippedPages > 0) {
            log?.warn(
              { document: documentId, pages: extracted.pageCount, ocrSkippedPages: extracted.ocrSkippedPages },
              'document stored with its text pages only: too many scanned pages for OCR',
            );
          }
        } catch (error) {
          if (!(error instanceof ExtractionError)) throw error;
          await fail(documentId, error.reason);
          throw new PermanentJobError(error.reason);
        }
      },
      // The job is already ended (failed) when this runs: no other worker can claim it any more.
      async giveUp(payload, lastError) {
        await repos.documents.markFailedById(
          documentIdOf(payload),
          lastError === FILE_MISSING ? 'document_file_missing' : 'document_processing_failed',
          config.now(),
        );
      },
    },
  };
}
