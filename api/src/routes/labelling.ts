import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DocumentDetail,
  JurisdictionList,
  JurisdictionListQuery,
  LabellingPrompt,
  LangQuery,
  LaunchedJob,
  LaunchLabellingBody,
  MetadataSuggestion,
  TokenParams,
  UpdateLabellingBody,
} from '@lexdesk/shared/contract';
import type { FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { Type } from '@sinclair/typebox';
import { success } from '../envelope';
import { AppError, ValidationError } from '../errors';
import { localeOf } from '../i18n';
import { userOf } from '../plugins/auth';
import { schemaFieldErrors } from '../plugins/errors';
import {
  documentDetail,
  jurisdictionsOf,
  labellingPrompt,
  launchLabelling,
  metadataSuggestions,
  saveLabellingPrompt,
  saveLabels,
  saveMetadata,
} from '../services/labelling';
import { answers } from './schemas';

/** A save of labels carries every selection with its text: a long judgment's two thousand highlights fit. */
const LABELLING_BODY_LIMIT = 16 * 1024 * 1024;

/** The jurisdiction list changes with a release only, and is the same for every user: a browser keeps it a day. */
const REFERENCE_CACHE_CONTROL = 'private, max-age=86400';

const [METADATA_SAVE, LABELS_SAVE] = UpdateLabellingBody.anyOf;

/**
 * `/api/documents/` (or a path whose dot segments resolve to it, `/api/documents/download/%2E%2E`) names no
 * document: not found, like any other unknown path, rather than a refused empty token.
 */
async function emptyTokenNotFound(request: FastifyRequest): Promise<void> {
  if ((request.params as { token?: unknown }).token === '') throw new AppError(404, 'not_found', 'not_found');
}

export const labellingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { repos, config } = app;

  app.get(
    '/documents/:token',
    {
      schema: { params: TokenParams, querystring: LangQuery, response: answers(DocumentDetail) },
      preValidation: emptyTokenNotFound,
    },
    async (request) =>
      success(await documentDetail(repos, userOf(request), request.params.token, localeOf(request), config.now())),
  );

  app.post(
    '/documents/update-labelling',
    {
      schema: { body: UpdateLabellingBody, querystring: LangQuery, response: answers(DocumentDetail) },
      bodyLimit: LABELLING_BODY_LIMIT,
      // The body is one of two shapes: a refusal names the fields of the shape it was meant to be (below),
      // not every mismatch with the other one.
      attachValidation: true,
    },
    async (request) => {
      const locale = localeOf(request);
      if (request.validationError) {
        const body: unknown = request.body;
        const meant =
          body !== null && typeof body === 'object' && Object.hasOwn(body, 'metadata') ? METADATA_SAVE : LABELS_SAVE;
        const validate = request.compileValidationSchema(meant ?? UpdateLabellingBody, 'body');
        const errors = validate(body) ? [] : ((validate.errors ?? []) as FastifySchemaValidationError[]);
        // A valid body: the query string was the problem.
        if (errors.length === 0) throw request.validationError;
        throw new ValidationError(schemaFieldErrors(errors, 'body', locale));
      }
      const user = userOf(request);
      const { body } = request;
      if ('metadata' in body) {
        return success(await saveMetadata(repos, user, body.token, body.metadata, locale, config.now()));
      }
      return success(await saveLabels(repos, user, body, locale, config.now()));
    },
  );

  app.get(
    '/documents/:token/metadata-suggestions',
    {
      schema: { params: TokenParams, querystring: LangQuery, response: answers(Type.Array(MetadataSuggestion)) },
      preValidation: emptyTokenNotFound,
    },
    async (request) => success(await metadataSuggestions(repos, userOf(request), request.params.token, config.now())),
  );

  app.get(
    '/reference/jurisdictions',
    {
      schema: { querystring: JurisdictionListQuery, response: answers(JurisdictionList) },
      config: { cacheControl: REFERENCE_CACHE_CONTROL },
    },
    async (request) => {
      userOf(request);
      return success(jurisdictionsOf(request.query.type));
    },
  );

  app.get(
    '/prompts/openai-labelling',
    { schema: { querystring: LangQuery, response: answers(LabellingPrompt) } },
    async (request) => success(await labellingPrompt(repos, userOf(request))),
  );

  app.post(
    '/prompts/openai-labelling',
    { schema: { body: LabellingPrompt, querystring: LangQuery, response: answers(LabellingPrompt) } },
    async (request) =>
      success(await saveLabellingPrompt(repos, userOf(request), request.body.prompt, localeOf(request), config.now())),
  );

  app.post(
    '/launch/openai-labelling',
    { schema: { body: LaunchLabellingBody, querystring: LangQuery, response: answers(LaunchedJob, 202) } },
    async (request, reply) => {
      const launched = await launchLabelling(
        repos,
        userOf(request),
        request.body,
        config,
        localeOf(request),
        config.now(),
      );
      return reply.status(202).send(success(launched));
    },
  );
};
