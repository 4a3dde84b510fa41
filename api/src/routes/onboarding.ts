import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { success } from '../envelope';
import { ValidationError } from '../errors';
import { localeOf, t } from '../i18n';
import { hasForbiddenNameCharacter } from '../lib/names';
import { firmOf, userOf } from '../plugins/auth';
import { onboardingOf } from '../repositories';
import { toClientView } from '../services/views';
import { Client, EmptyBody, FirmNameBody, LangQuery, Onboarding } from '@lexdesk/shared/contract';
import { answers } from './schemas';

const FIRM_NAME_MAX = 120;

export const onboardingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/onboarding/status',
    { schema: { querystring: LangQuery, response: answers(Onboarding) } },
    async (request) => success(onboardingOf(userOf(request))),
  );

  // Steps 2 and 3 of the onboarding panel: the lawyer opened the casus and magic-link documentation.
  const steps = {
    '/onboarding/set-casus': (userId: number, now: Date) => app.repos.lawyers.markCasusSet(userId, now),
    '/onboarding/done': (userId: number, now: Date) => app.repos.lawyers.markOnboardingDone(userId, now),
  };
  for (const [url, mark] of Object.entries(steps)) {
    app.post(
      url,
      { schema: { body: EmptyBody, querystring: LangQuery, response: answers(Onboarding) } },
      async (request) => {
        const user = userOf(request);
        await mark(user.id, app.config.now());
        return success(onboardingOf((await app.repos.users.findById(user.id)) ?? user));
      },
    );
  }

  app.post(
    '/onboarding/set-client-name',
    {
      schema: {
        // The length is checked after trimming, below; the schema only caps what is parsed.
        body: FirmNameBody,
        querystring: LangQuery,
        response: answers(Client),
      },
      preHandler: app.requireFirmAdmin,
    },
    async (request) => {
      const firm = firmOf(request);
      const name = request.body.name.trim();
      const locale = localeOf(request);
      if (name === '') throw new ValidationError({ name: [t(locale, 'field_required')] });
      // The firm's name reaches mail subjects and the public intake page.
      if (hasForbiddenNameCharacter(name)) throw new ValidationError({ name: [t(locale, 'field_invalid')] });
      if (name.length > FIRM_NAME_MAX)
        throw new ValidationError({ name: [t(locale, 'field_too_long', { max: FIRM_NAME_MAX })] });

      const now = app.config.now();
      await app.repos.clients.setName(firm.id, name, now);
      const updated = (await app.repos.clients.findById(firm.id)) ?? firm;
      return success(await toClientView(app.repos, updated, now));
    },
  );
};
