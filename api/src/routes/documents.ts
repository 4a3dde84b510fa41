import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AddDocumentQuery,
  DeletedDocument,
  DocumentListQuery,
  DocumentText,
  DocumentTokenQuery,
  DownloadQuery,
  LangQuery,
  LibraryDocument,
  ReadyTexts,
  ReadyTextsBody,
  RemovedCaseDocument,
  RemoveDocumentQuery,
  TokenParams,
  UploadedDocument,
} from '@lexdesk/shared/contract';
import { type DocumentScope, PAGE_SIZE } from '@lexdesk/shared/domain';
import { Type } from '@sinclair/typebox';
import contentDisposition from 'content-disposition';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { success } from '../envelope';
import { AppError } from '../errors';
import { localeOf } from '../i18n';
import { createUploadTempDir } from '../lib/storage';
import { userOf } from '../plugins/auth';
import { toDocumentView, withFirmNames } from '../services/documentViews';
import {
  assertRoomForUploads,
  attachDocument,
  deleteDocument,
  detachDocument,
  documentFile,
  libraryFirmOf,
  listDocuments,
  readyTexts,
  receiveUpload,
  removeTempDir,
  storeUpload,
  UPLOAD_FIELD_MAX_BYTES,
  UPLOAD_FIELDS,
  visibleDocument,
} from '../services/library';
import { assertUploadBudget, BudgetSpent } from '../services/limits';
import { answers, errorResponses } from './schemas';

/** The file itself, streamed as sent (never serialised): only its headers are described. */
const fileResponse = Type.Unsafe<NodeJS.ReadableStream>({
  type: 'string',
  format: 'binary',
  description: 'The file, with its Content-Type, Content-Length and Content-Disposition: attachment',
});

/** The firm of a signed-in member, or null for the super administrator; 403 for anyone else. */
const firmOrProvider = (request: FastifyRequest) => libraryFirmOf(userOf(request), request.currentClient);

function multipartError(error: unknown): unknown {
  const known = error as { code?: unknown; statusCode?: unknown; syscall?: unknown } | null;
  if (known?.code === 'FST_FILES_LIMIT' || known?.code === 'FST_PARTS_LIMIT' || known?.code === 'FST_FIELDS_LIMIT')
    return new AppError(413, 'payload_too_large', 'payload_too_large');
  if (known?.statusCode === 413 || typeof known?.syscall === 'string' || error instanceof AppError) return error;
  return new AppError(400, 'bad_request', 'bad_request');
}

function uploadLimitsOf(config: AppConfig) {
  return {
    fileSize: config.documents.maxUploadBytes,
    files: 2,
    fields: UPLOAD_FIELDS.length * 2,
    fieldSize: UPLOAD_FIELD_MAX_BYTES,
    fieldNameSize: 100,
    parts: UPLOAD_FIELDS.length * 2 + 2,
    headerPairs: 100,
  };
}

/** A spent per-account budget's refusal (429) says when to try again. */
async function withRetryAfter<T>(reply: FastifyReply, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof BudgetSpent) reply.header('retry-after', error.retryAfterSeconds);
    throw error;
  }
}

export const documentsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { repos, config } = app;

  app.get(
    '/documents',
    { schema: { querystring: DocumentListQuery, response: answers(Type.Array(LibraryDocument)) } },
    async (request) => {
      const { query } = request;
      const user = userOf(request);
      const { rows, total } = await listDocuments(repos, user, {
        limit: query.limit ?? PAGE_SIZE,
        offset: query.offset ?? 0,
        status: query.status,
        proposed: query.proposed === undefined ? undefined : query.proposed === '1' || query.proposed === 'true',
        // The schema's pattern admits these names only.
        scopes: (query.scopes?.split(',') ?? []) as DocumentScope[],
        legalCaseToken: query.legalcase_token,
      });
      const locale = localeOf(request);
      return success(
        (await withFirmNames(repos, user, rows)).map((row) => toDocumentView(row, locale)),
        { total },
      );
    },
  );

  app.get(
    '/documents/download/:token',
    {
      schema: { params: TokenParams, querystring: DownloadQuery, response: { 200: fileResponse, ...errorResponses } },
    },
    async (request, reply) => {
      const { document, file } = await documentFile(
        { repos, files: app.files },
        userOf(request),
        request.params.token,
        {
          action: request.query.purpose === 'preview' ? 'preview' : 'download',
          now: config.now(),
        },
      );
      return reply
        .header('content-type', document.mime)
        .header('content-length', file.size)
        .header('content-disposition', contentDisposition(document.name, { type: 'attachment' }))
        .header('x-content-type-options', 'nosniff')
        .send(file.stream);
    },
  );

  app.post(
    '/documents/as-raw-text/ping',
    {
      schema: {
        querystring: LangQuery,
        body: ReadyTextsBody,
        // Token → text, for the documents whose text is ready; a token absent from the answer is not ready (or not visible).
        response: answers(ReadyTexts),
      },
    },
    async (request) => success(await readyTexts(repos, userOf(request), request.body.tokens, config.now())),
  );

  app.get(
    '/documents/as-raw-text/:token',
    {
      schema: {
        params: TokenParams,
        querystring: LangQuery,
        response: answers(DocumentText),
      },
    },
    async (request) => {
      const document = await visibleDocument(repos, userOf(request), request.params.token, {
        action: 'text',
        now: config.now(),
      });
      return success({ token: document.token, state: document.state, text: document.text });
    },
  );

  app.delete(
    '/documents/delete-file',
    { schema: { querystring: DocumentTokenQuery, response: answers(DeletedDocument) } },
    async (request) => {
      await deleteDocument({ repos, files: app.files }, userOf(request), request.query.token);
      return success({ token: request.query.token });
    },
  );

  app.post(
    '/legal-cases/add-document',
    { schema: { querystring: AddDocumentQuery, response: answers(LibraryDocument) } },
    async (request) => {
      const { legalcase_token: caseToken, document_token: documentToken } = request.query;
      const document = await attachDocument(repos, userOf(request), caseToken, documentToken, config.now());
      return success(toDocumentView(document, localeOf(request)));
    },
  );

  app.delete(
    '/legal-cases/remove-document',
    { schema: { querystring: RemoveDocumentQuery, response: answers(RemovedCaseDocument) } },
    async (request) => {
      const { legalcase_token: caseToken, document_token: documentToken } = request.query;
      await detachDocument(repos, userOf(request), caseToken, documentToken);
      return success({ legalcase_token: caseToken, document_token: documentToken });
    },
  );

  // Multipart is accepted by this scope only (and by the intake form's and the picture's).
  await app.register(async (scope) => {
    await scope.register(multipart, { throwFileSizeLimit: false, limits: uploadLimitsOf(config) });

    scope.post(
      '/documents/upload-file',
      {
        schema: { querystring: LangQuery, response: answers(UploadedDocument, 201) },
        preHandler: async (request, reply) => {
          firmOrProvider(request);
          await assertRoomForUploads(config);
          // Before a byte is received; the upload's transaction counts again under the account's lock.
          await withRetryAfter(reply, assertUploadBudget(repos, userOf(request), config.budgets));
        },
      },
      async (request, reply) => {
        const user = userOf(request);
        const firm = firmOrProvider(request);
        const locale = localeOf(request);
        if (!request.isMultipart()) throw new AppError(415, 'unsupported_media_type', 'unsupported_media_type');
        const tempDir = await createUploadTempDir(config.dataDir);
        try {
          const received = await receiveUpload(request.parts(), tempDir, locale).catch((error: unknown) => {
            request.raw.resume();
            throw multipartError(error);
          });
          const result = await withRetryAfter(
            reply,
            storeUpload({ repos, files: app.files, config, now: config.now() }, user, firm, received, locale),
          );
          return reply
            .status(201)
            .send(success({ ...toDocumentView(result.document, locale), added_to_case: result.addedToCase }));
        } finally {
          await removeTempDir(tempDir);
        }
      },
    );
  });
};
