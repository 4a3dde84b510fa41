import type { FastifyRequest } from 'fastify';
import { addFieldError, createFieldErrors, hasFieldError, ValidationError } from '../errors';
import { localeOf, t } from '../i18n';
import { sharedPlugin } from '../lib/plugin';
import { unstorableValues } from '../lib/storableInput';

/** The request's parts as the schema validation left them, named like its own error contexts. */
function partsOf(request: FastifyRequest): [unknown, string][] {
  return [
    [request.params, 'params'],
    [request.query, 'querystring'],
    [request.body, 'body'],
  ];
}

/**
 * One rule for every route, after its schema and before any route's own hook or handler (so before any
 * database call): no text with a NUL or a lone surrogate, no number that is not finite, in the path, the query
 * or a JSON body. ajv's coercion turns "1e309" into Infinity and then skips `integer`, `minimum` and `maximum`
 * (they only look at finite numbers), so a schema alone cannot refuse it. Multipart fields are read by their
 * routes and checked there with the same `isStorableText`.
 */
export const inputRulesPlugin = sharedPlugin('input-rules', async (app) => {
  app.addHook('preHandler', async (request) => {
    const errors = createFieldErrors();
    for (const [value, context] of partsOf(request)) {
      for (const { field, kind } of unstorableValues(value, context)) {
        const message = t(localeOf(request), kind === 'text' ? 'field_unsupported_characters' : 'field_number_invalid');
        if (!hasFieldError(errors, field, message)) addFieldError(errors, field, message);
      }
    }
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  });
});
