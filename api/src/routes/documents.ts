import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AddDocumentQuery,
  DeletedDocument,
  DocumentListQuery,
  DocumentText,
  DocumentTokenQuery,
  LangQuery,
  LibraryDocument,
  ReadyTexts,
  ReadyTextsBody,
  TokenParams,
  UploadedDocument,
} from '@lexdesk/shared/contract';
import { PAGE_SIZE } from '@lexdesk/shared/domain';
import { Type } from '@sinclair/typebox';
import contentDisposition from 'content-disposition';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { success } from '../envelope';
import { AppError } from '../errors';
import { localeOf } from '../i18n';
import { createUploadTempDir, freeDiskBytes } from '../lib/storage';
import { userOf } from '../plugins/auth';
import type { DocumentScope } from '../repositories/documents';
import { toDocumentView } from '../services/documentViews';
import {
  deleteDocument,
  documentNotFound,
  isSuperAdmin,
  readerOf,
  receiveUpload,
  removeTempDir,
  storeUpload,
  UPLOAD_FIELDS,
} from '../services/library';
import { answers, errorResponses } from './schemas';

/** The file itself, streamed as sent (never serialised): only its headers are described. */
const fileResponse = Type.Unsafe<NodeJS.ReadableStream>({
  type: 'string',
  format: 'binary',
  description: 'The file, with its Content-Type, Content-Length and Content-Disposition: attachment',
});

/** The firm of a signed-in member, or null for the super administrator; 403 for anyone else. */
function firmOrProvider(request: FastifyRequest) {
  const user = userOf(request);
  if (isSuperAdmin(user)) return null;
  if (!request.currentClient) throw new AppError(403, 'forbidden', 'forbidden');
  return request.currentClient;
}

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
    fieldSize: 4096,
    fieldNameSize: 100,
    parts: UPLOAD_FIELDS.length * 2 + 2,
    headerPairs: 100,
  };
}

export const documentsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { repos, config } = app;

  app.get(
    '/documents',
    { schema: { querystring: DocumentListQuery, response: answers(Type.Array(LibraryDocument)) } },
    async (request) => {
      const user = userOf(request);
      const reader = readerOf(user);
      const { query } = request;
      const scopes = (query.scopes?.split(',') ?? []) as DocumentScope[];
      let legalCaseId: number | undefined;
      if (scopes.includes('case')) {
        // A case of the reader's own firm only.
        const legalCase =
          !reader.superAdmin && query.legalcase_token
            ? await repos.documents.caseOfFirm(reader.clientId, query.legalcase_token)
            : undefined;
        if (!legalCase) throw documentNotFound();
        legalCaseId = legalCase.id;
      }
      const { rows, total } = await repos.documents.list({
        reader,
        limit: query.limit ?? PAGE_SIZE,
        offset: query.offset ?? 0,
        status: query.status,
        proposed: query.proposed === undefined ? undefined : query.proposed === '1' || query.proposed === 'true',
        scopes: [...new Set(scopes)],
        legalCaseId,
      });
      const locale = localeOf(request);
      return success(
        rows.map((row) => toDocumentView(row, locale)),
        { total },
      );
    },
  );

  app.get(
    '/documents/download/:token',
    {
      schema: { params: TokenParams, querystring: LangQuery, response: { 200: fileResponse, ...errorResponses } },
    },
    async (request, reply) => {
      // The token is looked up among the documents this user may see first; only a stored token names a file.
      const document = await repos.documents.findVisible(readerOf(userOf(request)), request.params.token);
      if (!document) throw documentNotFound();
      const file = await app.files.get(document.token);
      if (!file) throw documentNotFound();
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
    async (request) => {
      const rows = await repos.documents.readyTexts(readerOf(userOf(request)), request.body.tokens);
      const texts: Record<string, string> = Object.create(null) as Record<string, string>;
      for (const row of rows) if (row.text !== null) texts[row.token] = row.text;
      return success(texts);
    },
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
      const document = await repos.documents.findVisible(readerOf(userOf(request)), request.params.token);
      if (!document) throw documentNotFound();
      return success({ token: document.token, state: document.state, text: document.text });
    },
  );

  app.delete(
    '/documents/delete-file',
    { schema: { querystring: DocumentTokenQuery, response: answers(DeletedDocument) } },
    async (request) => {
      const firm = firmOrProvider(request);
      await deleteDocument({ repos, files: app.files }, userOf(request), firm, request.query.token);
      return success({ token: request.query.token });
    },
  );

  app.post(
    '/legal-cases/add-document',
    { schema: { querystring: AddDocumentQuery, response: answers(LibraryDocument) } },
    async (request) => {
      const user = userOf(request);
      const firm = firmOrProvider(request);
      if (!firm) throw new AppError(403, 'forbidden', 'forbidden');
      const { legalcase_token: caseToken, document_token: documentToken } = request.query;
      const legalCase = await repos.documents.caseOfFirm(firm.id, caseToken);
      const document = await repos.documents.findVisible(readerOf(user), documentToken);
      if (!legalCase || !document) throw documentNotFound();
      if (legalCase.status !== 'opened') throw new AppError(409, 'case_not_opened', 'case_not_opened');
      await repos.documents.attachToCase(legalCase.id, document.id, user.id, config.now());
      return success(toDocumentView(document, localeOf(request)));
    },
  );

  // Multipart is accepted by this scope only (and by the intake form's and the picture's).
  await app.register(async (scope) => {
    await scope.register(multipart, { throwFileSizeLimit: false, limits: uploadLimitsOf(config) });

    scope.post(
      '/documents/upload-file',
      {
        schema: { querystring: LangQuery, response: answers(UploadedDocument, 201) },
        preHandler: async (request) => {
          firmOrProvider(request);
          // Refused before a byte is read while the local disk is nearly full.
          if (!config.s3 && (await freeDiskBytes(config.dataDir)) < config.storage.minFreeDiskBytes)
            throw new AppError(503, 'storage_unavailable', 'storage_unavailable');
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
          const result = await storeUpload(
            { repos, files: app.files, config, now: config.now() },
            user,
            firm,
            received,
            locale,
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
