import type { FastifyError, FastifyReply, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import type { Failure } from '../envelope';
import {
  AppError,
  addFieldError,
  createFieldErrors,
  type FieldErrors,
  hasFieldError,
  ValidationError,
} from '../errors';
import { type Locale, localeOf, type MessageKey, t } from '../i18n';
import { sharedPlugin } from '../lib/plugin';

function fieldOf(error: FastifySchemaValidationError, context: string): string {
  const base = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const params = error.params as Record<string, unknown>;
  const child =
    error.keyword === 'required'
      ? params.missingProperty
      : error.keyword === 'additionalProperties'
        ? params.additionalProperty
        : undefined;
  if (typeof child === 'string') return base ? `${base}.${child}` : child;
  return base || context;
}

function messageOf(error: FastifySchemaValidationError, field: string, locale: Locale): string {
  const params = error.params as Record<string, unknown>;
  const limit = typeof params.limit === 'number' ? params.limit : 0;
  switch (error.keyword) {
    case 'required':
      return t(locale, 'field_required');
    case 'format':
      return t(locale, params.format === 'email' ? 'field_email' : 'field_invalid');
    case 'minLength':
      // An empty string is a missing value for a form.
      if (limit <= 1) return t(locale, 'field_required');
      if (/password$/.test(field)) return t(locale, 'field_password_length');
      return t(locale, 'field_too_short', { min: limit });
    case 'maxLength':
      return t(locale, 'field_too_long', { max: limit });
    case 'additionalProperties':
      return t(locale, 'field_not_allowed');
    default:
      return t(locale, 'field_invalid');
  }
}

export function schemaFieldErrors(
  validation: FastifySchemaValidationError[],
  context: string,
  locale: Locale,
): FieldErrors {
  const errors = createFieldErrors();
  for (const error of validation) {
    const field = fieldOf(error, context);
    const message = messageOf(error, field, locale);
    if (!hasFieldError(errors, field, message)) addFieldError(errors, field, message);
  }
  return errors;
}

const CLIENT_ERROR_CODES: Record<number, MessageKey> = {
  404: 'not_found',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'too_many_attempts',
};

function describe(error: unknown, locale: Locale): { status: number; body: Failure } | undefined {
  const fail = (status: number, code: string, message: string, errors?: FieldErrors) => ({
    status,
    body: errors ? { status: 'error' as const, code, message, errors } : { status: 'error' as const, code, message },
  });

  if (error instanceof ValidationError) {
    return fail(422, error.code, t(locale, 'validation_failed'), error.errors);
  }
  if (error instanceof AppError) {
    const described = fail(error.statusCode, error.code, t(locale, error.messageKey ?? 'server_error', error.params));
    return error.meta ? { ...described, body: { ...described.body, meta: error.meta } } : described;
  }
  const fastifyError = error as Partial<FastifyError> | null;
  if (fastifyError?.validation) {
    const errors = schemaFieldErrors(fastifyError.validation, fastifyError.validationContext ?? 'body', locale);
    return fail(422, 'validation_failed', t(locale, 'validation_failed'), errors);
  }
  const status = fastifyError?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    // Fastify's own refusals: unparsable or empty JSON, wrong content type, body too large...
    const isJson =
      error instanceof SyntaxError ||
      fastifyError?.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      fastifyError?.code === 'FST_ERR_CTP_EMPTY_JSON_BODY';
    const key = isJson ? 'invalid_json' : (CLIENT_ERROR_CODES[status] ?? 'bad_request');
    return fail(status, key, t(locale, key));
  }
  return undefined;
}

/** The single error handler: known refusals as they are, anything else a 500 without internals. */
export const errorsPlugin = sharedPlugin('errors', async (app) => {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const locale = localeOf(request);
    const known = describe(error, locale);
    if (known) {
      request.log.info({ code: known.body.code, status: known.status }, 'request refused');
      return reply.status(known.status).send(known.body);
    }
    request.log.error({ err: error }, 'unhandled error');
    const body: Failure = { status: 'error', code: 'server_error', message: t(locale, 'server_error') };
    return reply.status(500).send(body);
  });
});
