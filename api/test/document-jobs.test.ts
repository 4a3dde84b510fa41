import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { extractPdfText, stopPdfThread } from '../src/documents/pdfText';
import { checkZip } from '../src/documents/zipLimits';
import { type JobHandler, JobWorker } from '../src/jobs/worker';
import { extractText, OCR_MAX_PDF_PAGES } from '../src/documents/extract';
import { minimalPdf, pdfDocument } from '../src/lib/pdf';
import { createRepositories } from '../src/repositories';
import { documentJobHandlers, EXTRACT_DOCUMENT_JOB, queueExtraction } from '../src/services/documentProcessing';
import type { FileStore } from '../src/storage';
import {
  createTestApp,
  DEMO,
  ENGINE,
  firmIdOf,
  itOnPostgres,
  type TestContext,
  wordDocument,
  zipArchive,
} from './helpers';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
  // The demo seed queued its litigant files: set aside so each test sees only its own jobs.
  await ctx.db.updateTable('jobs').set({ state: 'done' }).execute();
  // A seeded app on PostgreSQL, beside other suites, on a shared machine.
}, 30_000);
afterAll(() => ctx.close());

// The lease a claim holds without renewal (a dead worker's job waits this long).
const LEASE_MS = 30_000;
const EXTRACTION = [EXTRACT_DOCUMENT_JOB];

/** A lawyer's pending document of Cabinet Démo with its extraction queued; the file stored unless told not to. */
async function pendingDocument(mime: string, content: Buffer, store = true): Promise<number> {
  const { app } = ctx;
  const token = randomBytes(24).toString('base64url');
  const now = ctx.clock.now();
  const id = await app.repos.transaction(async (tx) => {
    const documentId = await tx.documents.create(
      {
        token,
        clientId: await firmIdOf(ctx.db, DEMO.lawyer),
        uploadedBy: null,
        origin: 'lawyer',
        legalCaseId: null,
        name: 'piece',
        mime,
        size: content.length,
        sha256: 'x',
      },
      now,
    );
    await queueExtraction(tx, documentId, app.config, now);
    return documentId;
  });
  if (store) await app.files.put(token, Readable.from([content]), content.length);
  return id;
}

const documentRow = (id: number) =>
  ctx.db
    .selectFrom('documents')
    .select(['state', 'text', 'page_count', 'failure_reason'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const jobOf = (documentId: number) =>
  ctx.db.selectFrom('jobs').selectAll().where('payload', '=', JSON.stringify({ documentId })).executeTakeFirstOrThrow();

/** A PDF whose only page is a JPEG drawn full page: a scan, with no text layer. */
const scannedPdf = (jpeg: Buffer, width: number, height: number) => pdfDocument([{ jpeg, width, height }]);

/** A word drawn (not written) on a white image, with a large clear font: OCR reads it reliably. */
function wordImage(word: string): sharp.Sharp {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="120"><rect width="100%" height="100%" fill="white"/>' +
    `<text x="20" y="80" font-family="DejaVu Sans" font-size="56" fill="black">${word}</text></svg>`;
  return sharp(Buffer.from(svg));
}

describe('text extraction', () => {
  it('reads a PDF: its text and its page count, pending → success', async () => {
    const id = await pendingDocument('application/pdf', minimalPdf(['Contrat de bail commercial', 'Article 1er']));
    expect((await documentRow(id)).state).toBe('pending');
    expect(await ctx.app.worker.drain()).toBe(1);
    expect(await documentRow(id)).toEqual({
      state: 'success',
      text: 'Contrat de bail commercial\nArticle 1er',
      page_count: 1,
      failure_reason: null,
    });
    expect((await jobOf(id)).state).toBe('done');
  });

  it('reads a DOCX', async () => {
    const id = await pendingDocument(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      wordDocument(['Conclusions de synthèse', 'Pour le demandeur']),
    );
    await ctx.app.worker.drain();
    expect(await documentRow(id)).toMatchObject({
      state: 'success',
      text: 'Conclusions de synthèse\n\nPour le demandeur',
      page_count: null,
    });
  });

  it('fails a .doc that is an OLE file but no Word document as unreadable', async () => {
    const ole = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(600)]);
    const id = await pendingDocument('application/msword', ole);
    await ctx.app.worker.drain();
    expect(await documentRow(id)).toMatchObject({ state: 'failure', failure_reason: 'document_unreadable' });
  });

  it('fails a corrupt PDF and a truncated image at once as unreadable', async () => {
    const corrupt = await pendingDocument('application/pdf', Buffer.from('%PDF-1.4\nnot really a pdf'));
    const image = await pendingDocument('image/png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    await ctx.app.worker.drain();
    expect(await documentRow(corrupt)).toMatchObject({ state: 'failure', failure_reason: 'document_unreadable' });
    expect(await documentRow(image)).toMatchObject({ state: 'failure', failure_reason: 'document_unreadable' });
    expect(await jobOf(image)).toMatchObject({ state: 'failed', attempts: 1 });
    // No retry for what another try cannot change.
    expect(await jobOf(corrupt)).toMatchObject({ state: 'failed', attempts: 1 });
  });

  it('stops a PDF that takes too long, and reads the next one with a new thread', async () => {
    // A cold thread (pdfjs still loading) cannot answer within the millisecond: a warm one could.
    await stopPdfThread();
    await expect(extractPdfText(minimalPdf(['lent']), 1)).rejects.toHaveProperty('failure', 'timeout');
    await expect(extractPdfText(minimalPdf(['suivant']), 20_000)).resolves.toEqual({ pages: ['suivant'] });
  });

  it(
    'reads the text of a PNG by OCR with the packaged language data',
    async () => {
      // Rendered here from SVG: the word exists nowhere but in the pixels.
      const png = await wordImage('Quokkabail 2026').png().toBuffer();
      const id = await pendingDocument('image/png', png);
      expect(await ctx.app.worker.drain()).toBe(1);
      // An image is one page.
      expect(await documentRow(id)).toMatchObject({ state: 'success', page_count: 1 });
      expect((await documentRow(id)).text).toContain('Quokkabail');
    },
    // Loading the engine and three languages, on a shared machine.
    60_000,
  );

  it('reads a scanned PDF (no text layer) by OCR of its rendered page', async () => {
    const jpeg = await wordImage('Ornithoscan').greyscale().jpeg({ quality: 90 }).toBuffer();
    const id = await pendingDocument('application/pdf', scannedPdf(jpeg, 640, 120));
    expect(await ctx.app.worker.drain()).toBe(1);
    expect(await documentRow(id)).toMatchObject({ state: 'success', page_count: 1 });
    expect((await documentRow(id)).text).toContain('Ornithoscan');
  }, 60_000);

  it('reads a PDF mixing text and scanned pages: OCR for the scanned page only, the pages in their order', async () => {
    const jpeg = await wordImage('Pangolinscan').greyscale().jpeg({ quality: 90 }).toBuffer();
    const id = await pendingDocument(
      'application/pdf',
      pdfDocument([
        { lines: ['Premiere page: requete introductive'] },
        { jpeg, width: 640, height: 120 },
        { lines: ['Troisieme page: dispositif'] },
      ]),
    );
    expect(await ctx.app.worker.drain()).toBe(1);
    const row = await documentRow(id);
    expect(row).toMatchObject({ state: 'success', page_count: 3 });
    const pages = row.text!.split('\n\f\n');
    expect(pages).toHaveLength(3);
    // The text pages keep their own text, word for word; the scan reads as its picture says.
    expect(pages[0]).toBe('Premiere page: requete introductive');
    expect(pages[1]).toContain('Pangolinscan');
    expect(pages[2]).toBe('Troisieme page: dispositif');
  }, 60_000);

  it('past the OCR bound keeps the text pages and says OCR was skipped; with no text page at all, needs OCR', async () => {
    const jpeg = await wordImage('Ignore').greyscale().jpeg({ quality: 60 }).toBuffer();
    const scans = Array.from({ length: OCR_MAX_PDF_PAGES + 1 }, () => ({ jpeg, width: 640, height: 120 }));
    const limits = {
      zip: { maxUnpackedBytes: 1024, maxEntries: 1 },
      pdfTimeoutMs: 20_000,
      ocrTimeoutMs: 20_000,
    };
    const mixed = pdfDocument([{ lines: ['Avant les annexes'] }, ...scans, { lines: ['Apres les annexes'] }]);
    expect(await extractText('pdf', mixed, 'fr', limits)).toEqual({
      text: 'Avant les annexes\n\f\n' + '\n\f\n'.repeat(OCR_MAX_PDF_PAGES + 1) + 'Apres les annexes',
      pageCount: OCR_MAX_PDF_PAGES + 3,
      ocrSkippedPages: OCR_MAX_PDF_PAGES + 1,
    });
    await expect(extractText('pdf', pdfDocument(scans), 'fr', limits)).rejects.toHaveProperty(
      'reason',
      'document_needs_ocr',
    );
  });

  it('refuses to unpack a .docx that inflates past the limit, whatever its directory declares', async () => {
    const bomb = zipArchive([
      { name: 'word/document.xml', content: Buffer.alloc(3 * 1024 * 1024, 0x20), deflate: true, declaredSize: 10 },
    ]);
    const limits = { maxUnpackedBytes: 1024 * 1024, maxEntries: 100 };
    // The directory alone looks harmless; inflating tells.
    expect(await checkZip(bomb, limits, false)).toBe('ok');
    expect(await checkZip(bomb, limits, true)).not.toBe('ok');
    const many = zipArchive(
      Array.from({ length: 101 }, (_, index) => ({ name: `f${index}.xml`, content: Buffer.from('x') })),
    );
    expect(await checkZip(many, limits, false)).toBe('too_large');
    expect(await checkZip(wordDocument(['ok']), limits, true)).toBe('ok');
  });
});

describe('the job queue', () => {
  it('runs again a job whose worker died (its lease expired), and not before', async () => {
    const id = await pendingDocument('application/pdf', minimalPdf(['Repris après une panne']));
    // A worker claims the job and dies without a word.
    const claimed = await ctx.app.repos.jobs.claim('dead-worker', ctx.clock.now(), LEASE_MS, EXTRACTION);
    expect(claimed).toMatchObject({ state: 'running', attempts: 1, locked_by: 'dead-worker' });
    expect(await ctx.app.worker.drain()).toBe(0);
    expect((await documentRow(id)).state).toBe('pending');

    ctx.clock.advance(LEASE_MS + 1000);
    expect(await ctx.app.worker.drain()).toBe(1);
    expect(await documentRow(id)).toMatchObject({ state: 'success', text: 'Repris après une panne' });
    expect(await jobOf(id)).toMatchObject({ state: 'done', attempts: 2, locked_by: null });
  });

  it('gives up after its tries: the document ends in failure with a reason, never pending forever', async () => {
    // The row exists, its file never arrives.
    const id = await pendingDocument('application/pdf', minimalPdf(['x']), false);
    const maxAttempts = ctx.app.config.documents.maxJobAttempts;
    for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
      expect((await documentRow(id)).state).toBe('pending');
      expect(await ctx.app.worker.drain()).toBe(1);
      expect((await jobOf(id)).attempts).toBe(attempt);
      // The next try is due later.
      ctx.clock.advance(60 * 60_000);
    }
    expect(await documentRow(id)).toMatchObject({ state: 'failure', failure_reason: 'document_file_missing' });
    expect(await jobOf(id)).toMatchObject({ state: 'failed', last_error: 'stored file missing' });
    expect(await ctx.app.worker.drain()).toBe(0);
  });

  it('gives up a job whose every try crashed', async () => {
    const id = await pendingDocument('application/pdf', minimalPdf(['x']));
    for (let attempt = 1; attempt <= ctx.app.config.documents.maxJobAttempts; attempt += 1) {
      expect(await ctx.app.repos.jobs.claim(`dead-${attempt}`, ctx.clock.now(), LEASE_MS, EXTRACTION)).toBeDefined();
      ctx.clock.advance(LEASE_MS + 1000);
    }
    await ctx.app.worker.drain();
    expect(await documentRow(id)).toMatchObject({ state: 'failure', failure_reason: 'document_processing_failed' });
    expect((await jobOf(id)).state).toBe('failed');
  });

  itOnPostgres('shares jobs between two workers on two connections: each job runs exactly once', async () => {
    expect(ENGINE).toBe('postgres');
    const runs = new Map<number, number>();
    const handler = {
      async run(payload: unknown) {
        const n = (payload as { n: number }).n;
        runs.set(n, (runs.get(n) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, 5));
      },
      async giveUp() {},
    };
    const count = 40;
    for (let n = 0; n < count; n += 1)
      await ctx.app.repos.jobs.enqueue({ kind: 'count', payload: { n }, maxAttempts: 1 }, ctx.clock.now());
    const workerOn = (repos: ReturnType<typeof createRepositories>) =>
      new JobWorker({
        repos,
        handlers: { count: handler },
        log: ctx.app.log,
        now: ctx.clock.now,
        leaseMs: LEASE_MS,
        heartbeatMs: 10_000,
        pollMs: 10,
      });
    // The app's pool and the fixtures' own pool: two sets of connections, as two processes would have.
    const [first, second] = await Promise.all([
      workerOn(ctx.app.repos).drain(),
      workerOn(createRepositories(ctx.db, 'postgres')).drain(),
    ]);
    expect(first + second).toBe(count);
    expect(first).toBeGreaterThan(0);
    expect(second).toBeGreaterThan(0);
    expect([...runs.values()].every((times) => times === 1)).toBe(true);
    expect(runs.size).toBe(count);
  });
});

describe('the job lease', () => {
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  /**
   * A job of its own kind that runs 1.2 s (four times a 300 ms lease, real time) and then writes
   * through its lease, on a first worker; a second worker, on another connection, looks for due jobs
   * all along the first one's run. What each ran and wrote, and the job's row.
   */
  async function runBesideAnotherWorker(firstHeartbeatMs: number) {
    const kind = `slow-${randomBytes(4).toString('hex')}`;
    const runs: string[] = [];
    const writes: string[] = [];
    const workerOn = (repos: ReturnType<typeof createRepositories>, name: string, heartbeatMs: number) => {
      const handler: JobHandler = {
        async run(_payload, job) {
          runs.push(name);
          await wait(1200);
          await job.write(async () => {
            writes.push(name);
          });
        },
        async giveUp() {},
      };
      return new JobWorker({
        repos,
        handlers: { [kind]: handler },
        log: ctx.app.log,
        now: () => new Date(),
        leaseMs: 300,
        heartbeatMs,
        pollMs: 10,
      });
    };
    const first = workerOn(ctx.app.repos, 'first', firstHeartbeatMs);
    const second = workerOn(createRepositories(ctx.db, ENGINE), 'second', 50);
    const id = await ctx.app.repos.jobs.enqueue({ kind, payload: {}, maxAttempts: 3 }, new Date());
    let finished = false;
    const firstRun = first.runOnce().finally(() => {
      finished = true;
    });
    // The first worker holds the job before the second starts looking.
    while (runs.length === 0) await wait(5);
    const secondRuns: Promise<boolean>[] = [];
    while (!finished) {
      secondRuns.push(second.runOnce());
      await secondRuns[secondRuns.length - 1];
      await wait(20);
    }
    expect(await firstRun).toBe(true);
    await Promise.all(secondRuns);
    return { runs, writes, job: await ctx.app.repos.jobs.findById(id) };
  }

  it('a job running four times its lease renews it: a second worker never runs it again', async () => {
    const { runs, writes, job } = await runBesideAnotherWorker(50);
    expect(runs).toEqual(['first']);
    expect(writes).toEqual(['first']);
    expect(job).toMatchObject({ state: 'done', attempts: 1, locked_by: null });
  });

  it('a worker that stops renewing loses the job to another, and its own result is never written', async () => {
    // No beat within the run: a stalled worker, as far as the others can tell.
    const { runs, writes, job } = await runBesideAnotherWorker(60_000);
    expect(runs).toEqual(['first', 'second']);
    // The second took over past the lease and wrote; the first, done later, wrote nothing.
    expect(writes).toEqual(['second']);
    expect(job).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('an extraction whose lease was taken over writes neither its text nor the job', async () => {
    const id = await pendingDocument('application/pdf', minimalPdf(['Lu par le second']));
    // The first worker's file store holds it until the test lets it read the file.
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let reading = false;
    const gatedFiles: FileStore = {
      ...ctx.app.files,
      async get(token) {
        reading = true;
        await gate;
        return ctx.app.files.get(token);
      },
    };
    const stalled = new JobWorker({
      repos: ctx.app.repos,
      handlers: documentJobHandlers({ repos: ctx.app.repos, files: gatedFiles, config: ctx.app.config }),
      log: ctx.app.log,
      now: ctx.clock.now,
      leaseMs: LEASE_MS,
      heartbeatMs: 60_000,
      pollMs: 10,
    });
    const run = stalled.runOnce();
    while (!reading) await wait(5);
    // Past its lease, another worker claims the job...
    ctx.clock.advance(LEASE_MS + 1000);
    expect(await ctx.app.repos.jobs.claim('second-worker', ctx.clock.now(), LEASE_MS, EXTRACTION)).toMatchObject({
      attempts: 2,
    });
    // ...and the first one, waking up, extracts the text but may not write it.
    release();
    expect(await run).toBe(true);
    expect(await documentRow(id)).toMatchObject({ state: 'pending', text: null });
    expect(await jobOf(id)).toMatchObject({ state: 'running', locked_by: 'second-worker', attempts: 2 });

    // The second worker died too: its lease runs out, and the next worker does the job once.
    ctx.clock.advance(LEASE_MS + 1000);
    expect(await ctx.app.worker.drain()).toBe(1);
    expect(await documentRow(id)).toMatchObject({ state: 'success', text: 'Lu par le second' });
    expect(await jobOf(id)).toMatchObject({ state: 'done', attempts: 3 });
  });
});
