import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { success } from '../envelope';
import { localeOf } from '../i18n';
import { firmOf, userOf } from '../plugins/auth';
import { markOnboardingStep, type OnboardingStep, onboardingStatus, renameFirm } from '../services/onboarding';
import { Client, EmptyBody, FirmNameBody, LangQuery, Onboarding } from '@lexdesk/shared/contract';
import { answers } from './schemas';

export const onboardingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/onboarding/status',
    { schema: { querystring: LangQuery, response: answers(Onboarding) } },
    async (request) => success(onboardingStatus(userOf(request))),
  );

  // Steps 2 and 3 of the onboarding panel: the lawyer opened the casus and magic-link documentation.
  const steps: Record<string, OnboardingStep> = { '/onboarding/set-casus': 'casus', '/onboarding/done': 'done' };
  for (const [url, step] of Object.entries(steps)) {
    app.post(
      url,
      { schema: { body: EmptyBody, querystring: LangQuery, response: answers(Onboarding) } },
      async (request) => success(await markOnboardingStep(app.repos, userOf(request), step, app.config.now())),
    );
  }

  app.post(
    '/onboarding/set-client-name',
    {
      schema: {
        // The length is checked after trimming (services/onboarding.ts); the schema only caps what is parsed.
        body: FirmNameBody,
        querystring: LangQuery,
        response: answers(Client),
      },
      preHandler: app.requireFirmAdmin,
    },
    async (request) =>
      success(await renameFirm(app.repos, firmOf(request), request.body.name, localeOf(request), app.config.now())),
  );
};
