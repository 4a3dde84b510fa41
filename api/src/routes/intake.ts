import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { INTAKE_TEXT_MAX_LENGTH, MAX_INTAKE_FILES, MAX_UPLOAD_BYTES } from '@lexdesk/shared/domain';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { rm } from 'node:fs/promises';
import { success } from '../envelope';
import { AppError, ValidationError } from '../errors';
import { localeOf, t } from '../i18n';
import { createUploadTempDir, freeDiskBytes, removeStalePartialFiles, removeStaleUploadDirs } from '../lib/storage';
import { clientKey } from '../plugins/rateLimit';
import { intakeFormOf } from '../services/intake/form';
import { intakeTokenInvalid, isIntakeTokenExpired, parseIntakeToken } from '../services/intake/formToken';
import { submitIntake } from '../services/intake/submission';
import { receiveIntake } from '../services/intake/upload';
import { IntakeForm, IntakeFormQuery, IntakeReceipt, LangQuery } from '@lexdesk/shared/contract';
import { answers } from './schemas';

const INTAKE_TOKEN_HEADER = 'x-intake-token';
// Room for every answer of the longest questionnaire plus the contact fields.
const MAX_TEXT_FIELDS = 300;

function multipartError(error: unknown, request: FastifyRequest): unknown {
  const known = error as { code?: unknown; statusCode?: unknown; syscall?: unknown } | null;
  if (known?.code === 'FST_FILES_LIMIT') {
    const message = t(localeOf(request), 'too_many_files', { max: MAX_INTAKE_FILES });
    return new ValidationError({ files: [message] });
  }
  // The parts and fields limits (413) keep their status; a disk error stays a server error.
  if (known?.statusCode === 413 || typeof known?.syscall === 'string') return error;
  // Anything else is a body that could not be parsed (the plugin answers 406 to a bad JSON part).
  return new AppError(400, 'bad_request', 'bad_request');
}

/**
 * The public intake form: GET its questionnaire, POST it with files. No session is involved: the
 * page is framed by firms' own sites.
 */
export const intakeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { repos, config } = app;

  await removeStaleUploadDirs(config.dataDir, config.now());
  await removeStalePartialFiles(config.dataDir, config.now());

  // Registered here only, so no other route accepts multipart bodies.
  await app.register(multipart, {
    // Too large a file becomes a field error under its question rather than a bare 413.
    throwFileSizeLimit: false,
    limits: {
      fileSize: MAX_UPLOAD_BYTES,
      files: MAX_INTAKE_FILES,
      fields: MAX_TEXT_FIELDS,
      // Bytes: a text answer of INTAKE_TEXT_MAX_LENGTH characters, 4 bytes each at worst, fits.
      fieldSize: INTAKE_TEXT_MAX_LENGTH * 4 + 1024,
      fieldNameSize: 100,
      parts: MAX_TEXT_FIELDS + MAX_INTAKE_FILES,
      headerPairs: 100,
    },
  });

  const limitPerIp = (request: FastifyRequest, reply: FastifyReply) =>
    app.enforceLimits(reply, [
      {
        key: `intake|ip|${clientKey(request.ip)}`,
        max: config.rateLimits.intakePerIp,
        windowMs: config.rateLimits.intakeWindowMs,
      },
    ]);

  app.get(
    '/intake/form',
    { config: { public: true }, schema: { querystring: IntakeFormQuery, response: answers(IntakeForm) } },
    async (request) => {
      const { uuid, law_case: lawCase } = request.query;
      return success(await intakeFormOf(repos, uuid, lawCase, localeOf(request), config.now(), config.publicUrl));
    },
  );

  app.post(
    '/intake',
    {
      // No XSRF cookie here (see sessions.ts): X-Intake-Token proves the post comes from our form.
      // A custom header cannot be sent cross-site without a CORS preflight, which this API never
      // grants, so another site cannot forge this request even with a token it fetched itself.
      config: { public: true, xsrfExempt: true },
      schema: {
        querystring: LangQuery,
        // Not validated here: a missing or malformed token is a 419 (reload the form), not a 422.
        headers: Type.Object({ [INTAKE_TOKEN_HEADER]: Type.Optional(Type.String()) }),
        response: answers(IntakeReceipt, 201),
      },
      preHandler: async (request, reply) => {
        await limitPerIp(request, reply);
        // Refused before a byte is read while the disk is nearly full.
        if ((await freeDiskBytes(config.dataDir)) < config.storage.minFreeDiskBytes)
          throw new AppError(503, 'storage_unavailable', 'storage_unavailable');
        // Shape and expiry now, before reading the body; the signature once the firm uuid is read.
        const token = parseIntakeToken(request.headers[INTAKE_TOKEN_HEADER]);
        if (!token || isIntakeTokenExpired(token, config.now())) throw intakeTokenInvalid();
      },
    },
    async (request, reply) => {
      const token = parseIntakeToken(request.headers[INTAKE_TOKEN_HEADER]);
      if (!token) throw intakeTokenInvalid();
      if (!request.isMultipart()) throw new AppError(415, 'unsupported_media_type', 'unsupported_media_type');

      const tempDir = await createUploadTempDir(config.dataDir);
      let receipt: IntakeReceipt;
      try {
        const received = await receiveIntake(request.parts(), tempDir).catch((error: unknown) => {
          // Parsing stopped: let the rest of the body drain so the connection stays usable.
          request.raw.resume();
          throw multipartError(error, request);
        });
        receipt = await submitIntake(
          {
            repos,
            mail: app.mail,
            publicUrl: config.publicUrl,
            files: app.files,
            config,
            log: request.log,
            now: config.now(),
            firmQuotaBytes: config.storage.firmQuotaBytes,
          },
          received,
          token,
          localeOf(request),
        );
      } finally {
        // Accepted files were moved out already; whatever is left is a refused request's. Removed
        // before answering, so nothing is left behind once the client has its answer.
        await rm(tempDir, { recursive: true, force: true });
      }
      return reply.status(201).send(success(receipt));
    },
  );
};
