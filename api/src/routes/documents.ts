import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type DocumentScope, PAGE_SIZE } from '@lexdesk/shared/domain';
import { Type } from '@sinclair/typebox';
import contentDisposition from 'content-disposition';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { success } from '../envelope';
import { AppError } from '../errors';
import { catalogues, type Locale, localeOf, type MessageKey, t } from '../i18n';
import { createUploadTempDir } from '../lib/storage';
import { userOf } from '../plugins/auth';
import { documentDownloadUrl } from '../services/legalCases';
import {
  assertRoomForUploads,
  attachDocument,
  deleteDocument,
  documentFile,
  type DocumentWithSource,
  libraryFirmOf,
  listDocuments,
  readyTexts,
  receiveUpload,
  removeTempDir,
  storeUpload,
  UPLOAD_FIELDS,
  visibleDocument,
} from '../services/library';
import {
  answers,
  errorResponses,
  lang,
  langOnlyQuery,
  nullable,
  stringEnum,
  strictObject,
  token,
  tokenParams,
} from './schemas';

const MAX_PAGE_SIZE = 100;

/** The file itself, streamed as sent (never serialised): only its headers are described. */
const fileResponse = Type.Unsafe<NodeJS.ReadableStream>({
  type: 'string',
  format: 'binary',
  description: 'The file, with its Content-Type, Content-Length and Content-Disposition: attachment',
});

/** A library document as lists, the upload and the preview show it (its text is read apart). */
export const documentView = Type.Object({
  token,
  name: Type.String(),
  mime: Type.String(),
  size: Type.Integer(),
  visibility: stringEnum(['public', 'private'] as const),
  state: stringEnum(['pending', 'success', 'processed', 'failure'] as const),
  processed: Type.Boolean(),
  /** lawyer: a firm's own; provider: the back office's ({product}); litigant: sent with an intake form. */
  source: stringEnum(['lawyer', 'provider', 'litigant'] as const),
  source_lawyer: nullable(Type.Object({ id: Type.Integer(), lawyer_id: Type.Integer(), name: Type.String() })),
  proposed: Type.Boolean(),
  type: nullable(Type.String()),
  country: nullable(Type.String()),
  language: nullable(Type.String()),
  nature: nullable(Type.String()),
  legislation_date: nullable(Type.String()),
  title: nullable(Type.String()),
  page_count: nullable(Type.Integer()),
  /** A message key, and its text in the request's language (the Faileds screen). */
  failure_reason: nullable(Type.String()),
  failure_message: nullable(Type.String()),
  url: Type.String(),
  downloadName: Type.String(),
  created_at: Type.String(),
});
type DocumentView = (typeof documentView)['static'];

/** A stored reason key, or the generic failure for one this version no longer knows. */
function messageKeyOf(reason: string): MessageKey {
  return Object.hasOwn(catalogues.fr, reason) ? (reason as MessageKey) : 'document_processing_failed';
}

function viewOf(document: DocumentWithSource, locale: Locale): DocumentView {
  return {
    token: document.token,
    name: document.name,
    mime: document.mime,
    size: Number(document.size),
    visibility: document.visibility,
    state: document.state,
    processed: document.state === 'processed',
    source: document.origin,
    source_lawyer:
      document.source_lawyer_id !== null && document.source_lawyer_name !== null
        ? { id: document.source_lawyer_id, lawyer_id: document.source_lawyer_id, name: document.source_lawyer_name }
        : null,
    proposed: document.proposed === 1,
    type: document.type,
    country: document.country,
    language: document.language,
    nature: document.nature,
    legislation_date: document.legislation_date,
    title: document.title,
    page_count: document.page_count,
    failure_reason: document.failure_reason,
    failure_message: document.failure_reason === null ? null : t(locale, messageKeyOf(document.failure_reason)),
    url: documentDownloadUrl(document.token),
    downloadName: document.name,
    created_at: document.created_at,
  };
}

const listQuery = strictObject({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: PAGE_SIZE })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000, default: 0 })),
  status: Type.Optional(stringEnum(['processed', 'pending|success', 'failure'] as const)),
  proposed: Type.Optional(stringEnum(['0', '1', 'false', 'true'] as const)),
  /** One scope or several, comma-separated (their union). */
  scopes: Type.Optional(Type.String({ pattern: '^(cabinet|others|case)(,(cabinet|others|case))*$' })),
  legalcase_token: Type.Optional(token),
  lang: Type.Optional(lang),
});

const uploadResult = Type.Intersect([documentView, Type.Object({ added_to_case: nullable(Type.Boolean()) })]);

const deleteQuery = strictObject({ token, lang: Type.Optional(lang) });
const addDocumentQuery = strictObject({ legalcase_token: token, document_token: token, lang: Type.Optional(lang) });

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
    { schema: { querystring: listQuery, response: answers(Type.Array(documentView)) } },
    async (request) => {
      const { query } = request;
      const { rows, total } = await listDocuments(repos, userOf(request), {
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
        rows.map((row) => viewOf(row, locale)),
        { total },
      );
    },
  );

  app.get(
    '/documents/download/:token',
    {
      schema: { params: tokenParams, querystring: langOnlyQuery, response: { 200: fileResponse, ...errorResponses } },
    },
    async (request, reply) => {
      const { document, file } = await documentFile({ repos, files: app.files }, userOf(request), request.params.token);
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
        querystring: langOnlyQuery,
        body: strictObject({ tokens: Type.Array(token, { minItems: 1, maxItems: 100 }) }),
        // Token → text, for the documents whose text is ready; a token absent from the answer is not ready (or not visible).
        response: answers(Type.Record(Type.String(), Type.String())),
      },
    },
    async (request) => success(await readyTexts(repos, userOf(request), request.body.tokens)),
  );

  app.get(
    '/documents/as-raw-text/:token',
    {
      schema: {
        params: tokenParams,
        querystring: langOnlyQuery,
        response: answers(
          Type.Object({
            token,
            state: stringEnum(['pending', 'success', 'processed', 'failure'] as const),
            text: nullable(Type.String()),
          }),
        ),
      },
    },
    async (request) => {
      const document = await visibleDocument(repos, userOf(request), request.params.token);
      return success({ token: document.token, state: document.state, text: document.text });
    },
  );

  app.delete(
    '/documents/delete-file',
    { schema: { querystring: deleteQuery, response: answers(Type.Object({ token })) } },
    async (request) => {
      await deleteDocument({ repos, files: app.files }, userOf(request), request.query.token);
      return success({ token: request.query.token });
    },
  );

  app.post(
    '/legal-cases/add-document',
    { schema: { querystring: addDocumentQuery, response: answers(documentView) } },
    async (request) => {
      const { legalcase_token: caseToken, document_token: documentToken } = request.query;
      const document = await attachDocument(repos, userOf(request), caseToken, documentToken, config.now());
      return success(viewOf(document, localeOf(request)));
    },
  );

  // Multipart is accepted by this scope only (and by the intake form's and the picture's).
  await app.register(async (scope) => {
    await scope.register(multipart, { throwFileSizeLimit: false, limits: uploadLimitsOf(config) });

    scope.post(
      '/documents/upload-file',
      {
        schema: { querystring: langOnlyQuery, response: answers(uploadResult, 201) },
        preHandler: async (request) => {
          firmOrProvider(request);
          await assertRoomForUploads(config);
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
            .send(success({ ...viewOf(result.document, locale), added_to_case: result.addedToCase }));
        } finally {
          await removeTempDir(tempDir);
        }
      },
    );
  });
};
