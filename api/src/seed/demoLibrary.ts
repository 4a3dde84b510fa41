import type { DocumentMetadata } from '@lexdesk/shared/contract';
import { citationOf, DOCUMENT_COUNTRIES, DOCUMENT_LANGUAGES, type Locale } from '@lexdesk/shared/domain';
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { randomToken } from '../lib/crypto';
import { textPdf } from '../lib/pdf';
import { type LawCaseRow, localizedColumn, type ProcessedProviderDocument } from '../repositories';
import { DEMO_LIBRARY, type DemoLibraryDocument } from './library';

const HOUR_MS = 60 * 60 * 1000;
/** How far apart the demo documents were "published", newest first (DEMO_LIBRARY's order). */
const PUBLISHED_EVERY_MS = 9 * HOUR_MS;

/** The metadata a demo document is saved with: the provider's, public, not anonymised, with its reference. */
export function demoLibraryMetadata(
  document: DemoLibraryDocument,
  lawCases: readonly Pick<LawCaseRow, 'id' | 'content_fr' | 'content_en' | 'content_nl'>[],
): DocumentMetadata {
  const language: Locale = document.metadata.language;
  const metadata: DocumentMetadata = {
    name: document.name,
    ...document.metadata,
    source: 'lexdesk',
    visibility: 'public',
    anonymous: 'no',
    lawcases: lawCases.map((lawCase) => ({ id: lawCase.id, content: localizedColumn(lawCase, 'content', language) })),
  };
  return { ...metadata, reference: citationOf(metadata) };
}

const knownOrNull = <T extends string>(values: readonly T[], value: string | null | undefined): T | null =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : null;

/**
 * The demo library (seed/library/): public provider documents already processed, each a text PDF in the file
 * store and a row with its text, metadata, reference, filter columns and law cases, so that lists, search,
 * previews, citations and case suggestions show something on a fresh installation. Law cases the catalogue lacks
 * are left out. Answers how many documents were stored.
 */
export async function seedDemoLibrary(app: FastifyInstance, uploadedBy: number | null): Promise<number> {
  const { repos, config } = app;
  const now = config.now();
  const lawCasesByCode = new Map((await repos.lawCases.allLawCases()).map((row) => [row.code, row]));
  const files: { token: string; content: Buffer }[] = [];

  await repos.transaction(async (repos) => {
    for (const [index, document] of DEMO_LIBRARY.entries()) {
      const lawCases = document.lawCases.flatMap((code) => lawCasesByCode.get(code) ?? []);
      const metadata = demoLibraryMetadata(document, lawCases);
      const { pdf, pageCount } = textPdf(document.text);
      const token = randomToken();
      const stored: ProcessedProviderDocument = {
        token,
        uploadedBy,
        name: document.name,
        mime: 'application/pdf',
        size: pdf.length,
        sha256: createHash('sha256').update(pdf).digest('hex'),
        pageCount,
        text: document.text.join('\n\n'),
        metadata,
        reference: metadata.reference ?? null,
        filters: {
          type: document.metadata.type,
          country: knownOrNull(DOCUMENT_COUNTRIES, metadata.country),
          language: knownOrNull(DOCUMENT_LANGUAGES, metadata.language),
          nature: metadata.nature ?? null,
          legislationDate: metadata.legislationDate ?? null,
          title: metadata.title ?? null,
          anonymous: false,
        },
        lawCaseIds: lawCases.map((lawCase) => lawCase.id),
        createdAt: new Date(now.getTime() - (index + 1) * PUBLISHED_EVERY_MS),
      };
      await repos.demoLibrary.insertProcessedProviderDocument(stored);
      files.push({ token, content: pdf });
    }
  });

  // Small and independent: written side by side rather than one after the other (the seed runs at every fresh start).
  await Promise.all(files.map((file) => app.files.put(file.token, Readable.from([file.content]), file.content.length)));
  return files.length;
}
