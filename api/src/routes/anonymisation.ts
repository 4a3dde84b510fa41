import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AnonymisationDecisionsBody,
  AnonymisationView,
  LangQuery,
  LaunchedJob,
  TokenParams,
} from '@lexdesk/shared/contract';
import { success } from '../envelope';
import { localeOf } from '../i18n';
import { userOf } from '../plugins/auth';
import { anonymisationOf, launchDetection, saveDecisions, validateAnonymisation } from '../services/anonymisation';
import { answers } from './schemas';

/** A long judgment's review may carry a few thousand entities with their text. */
const DECISIONS_BODY_LIMIT = 4 * 1024 * 1024;

// The anonymisation of a document (issue 26, "The contract"): its entities, the detection run, the reviewer's
// decisions and the validation.
export const anonymisationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { repos, config } = app;

  app.get(
    '/documents/:token/anonymisation',
    { schema: { params: TokenParams, querystring: LangQuery, response: answers(AnonymisationView) } },
    async (request) => success(await anonymisationOf(repos, userOf(request), request.params.token, config.now())),
  );

  app.post(
    '/documents/:token/anonymisation/detect',
    { schema: { params: TokenParams, querystring: LangQuery, response: answers(LaunchedJob, 202) } },
    async (request, reply) => {
      const launched = await launchDetection(repos, userOf(request), request.params.token, config, config.now());
      return reply.status(202).send(success(launched));
    },
  );

  app.post(
    '/documents/:token/anonymisation',
    {
      schema: {
        params: TokenParams,
        querystring: LangQuery,
        body: AnonymisationDecisionsBody,
        response: answers(AnonymisationView),
      },
      bodyLimit: DECISIONS_BODY_LIMIT,
    },
    async (request) =>
      success(
        await saveDecisions(
          repos,
          userOf(request),
          request.params.token,
          request.body,
          localeOf(request),
          config.now(),
        ),
      ),
  );

  app.post(
    '/documents/:token/anonymisation/validate',
    { schema: { params: TokenParams, querystring: LangQuery, response: answers(AnonymisationView) } },
    async (request) =>
      success(
        await validateAnonymisation(repos, userOf(request), request.params.token, localeOf(request), config.now()),
      ),
  );
};
