import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { passwordProductWord, PRIVACY_VERSION, TERMS_VERSION } from '@lexdesk/shared/domain';
import type { FastifyRequest } from 'fastify';
import { success } from '../envelope';
import { addFieldError, createFieldErrors, ValidationError } from '../errors';
import { localeOf, t } from '../i18n';
import { normaliseEmail } from '../lib/email';
import { hasForbiddenNameCharacter } from '../lib/names';
import { commonPasswordReason } from '../lib/passwordPolicy';
import { isEmailAvailable, login, register, requestPasswordReset, resetPassword } from '../services/auth';
import { checkInvitation } from '../services/invitations';
import { toUserView } from '../services/views';
import {
  CheckInvitationQuery,
  EmailBody,
  EmptyBody,
  InvitationCheck,
  LangQuery,
  LoginBody,
  Message,
  RegisterBody,
  RegisterCheck,
  ResetPasswordBody,
  User,
} from '@lexdesk/shared/contract';
import { answers } from './schemas';

/**
 * The legal versions a subscription accepts: absent (a client that predates them; nothing is recorded), or
 * both current. A page opened before a new version was published is told to reload rather than recorded as
 * accepting a text its user never saw.
 */
function acceptedLegalTexts(
  request: FastifyRequest,
  body: { terms_version?: string; privacy_version?: string },
): { terms: string; privacy: string } | undefined {
  if (body.terms_version === undefined && body.privacy_version === undefined) return undefined;
  const locale = localeOf(request);
  const errors = createFieldErrors();
  if (body.terms_version !== TERMS_VERSION) addFieldError(errors, 'terms', t(locale, 'legal_version_outdated'));
  if (body.privacy_version !== PRIVACY_VERSION) addFieldError(errors, 'privacy', t(locale, 'legal_version_outdated'));
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return { terms: TERMS_VERSION, privacy: PRIVACY_VERSION };
}

/** Every route of this file is public: they are how one signs in (or out). */
const publicRoute = { public: true };

/**
 * The rules a schema cannot express: names blank after trimming or holding characters no name may hold,
 * the password confirmation, the product's words in a password, and a password too common to keep (checked last:
 * it is the costly one).
 */
function checkFields(
  request: FastifyRequest,
  names: Record<string, string | undefined>,
  password: { value: string; confirmation: string; userInputs: readonly string[] },
): void {
  const locale = localeOf(request);
  const errors = createFieldErrors();
  for (const [field, value] of Object.entries(names)) {
    if (value === undefined || value.trim() === '') addFieldError(errors, field, t(locale, 'field_required'));
    else if (hasForbiddenNameCharacter(value)) addFieldError(errors, field, t(locale, 'field_invalid'));
  }
  if (password.value !== password.confirmation) {
    addFieldError(errors, 'password_confirmation', t(locale, 'field_password_confirm'));
  } else if (passwordProductWord(password.value) !== undefined) {
    // The firm's name is checked by the service, which knows the firm (an invitation's, the account's).
    addFieldError(errors, 'password', t(locale, 'field_password_product_word'));
  } else if (commonPasswordReason(password.value, password.userInputs) === 'common') {
    addFieldError(errors, 'password', t(locale, 'field_password_common'));
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { repos, sessions, config } = app;
  const deps = { repos, config, mail: app.mail };
  const querystring = LangQuery;

  app.post(
    '/auth/login',
    {
      config: publicRoute,
      schema: { body: LoginBody, querystring, response: answers(User) },
      preHandler: app.loginLimiter(),
    },
    async (request, reply) => {
      const user = await login(deps, request, reply, normaliseEmail(request.body.email), request.body.password);
      await sessions.start(request, reply, user.id);
      return success(await toUserView(repos, user, config.now()));
    },
  );

  // Works without a user too: it ends whatever session the request carries.
  app.post(
    '/auth/logout',
    { config: publicRoute, schema: { body: EmptyBody, querystring, response: answers(Type.Null()) } },
    async (request, reply) => {
      await sessions.destroy(request, reply);
      return success(null);
    },
  );

  app.post(
    '/auth/register',
    {
      config: publicRoute,
      schema: { body: RegisterBody, querystring, response: answers(User, 201) },
      // Creates a firm and hashes a password: as limited as login.
      preHandler: app.attemptLimiter(),
    },
    async (request, reply) => {
      const { body } = request;
      // With a token it is the invitation form (one name field), without it the Subscribe form.
      const token = body.token;
      checkFields(
        request,
        token !== undefined ? { name: body.name } : { firstname: body.firstname, lastname: body.lastname },
        {
          value: body.password,
          confirmation: body.password_confirmation,
          userInputs: [body.email, body.name ?? '', body.firstname ?? '', body.lastname ?? ''],
        },
      );
      const legalTexts = token === undefined ? acceptedLegalTexts(request, body) : undefined;
      const email = normaliseEmail(body.email);
      const user = await register(
        deps,
        token !== undefined
          ? {
              kind: 'invitation',
              token,
              name: body.name ?? '',
              email,
              password: body.password,
              lang: localeOf(request),
            }
          : {
              kind: 'subscription',
              firstname: body.firstname ?? '',
              lastname: body.lastname ?? '',
              email,
              password: body.password,
              lang: localeOf(request),
              ...(legalTexts ? { acceptedLegalTexts: legalTexts } : {}),
            },
      );
      await sessions.start(request, reply, user.id);
      return reply.status(201).send(success(await toUserView(repos, user, config.now())));
    },
  );

  // It tells whether an account exists, so it sits behind the same limits as login.
  app.post(
    '/auth/register-check',
    {
      config: publicRoute,
      schema: { body: EmailBody, querystring, response: answers(RegisterCheck) },
      preHandler: app.attemptLimiter(),
    },
    async (request) => success({ available: await isEmailAvailable(repos, request.body.email) }),
  );

  app.get(
    '/auth/check-invitation',
    { config: publicRoute, schema: { querystring: CheckInvitationQuery, response: answers(InvitationCheck) } },
    async (request) => {
      const { token, email } = request.query;
      const invitation = await checkInvitation(repos, token, normaliseEmail(email), config.now());
      return success({ valid: true, email: invitation.email, client: { name: invitation.firmName } });
    },
  );

  // Same answer whether or not the account exists, and whether or not a mail goes out. The limits stop
  // probing from one address; at most one mail per account per minute stops flooding a mailbox from many.
  app.post(
    '/auth/forgot-password',
    {
      config: publicRoute,
      schema: { body: EmailBody, querystring, response: answers(Message) },
      preHandler: app.attemptLimiter(),
    },
    async (request) => {
      const locale = localeOf(request);
      await requestPasswordReset(deps, normaliseEmail(request.body.email));
      return success({ message: t(locale, 'forgot_password_sent') });
    },
  );

  app.post(
    '/auth/reset-password',
    { config: publicRoute, schema: { body: ResetPasswordBody, querystring, response: answers(Message) } },
    async (request) => {
      const { body } = request;
      checkFields(
        request,
        {},
        {
          value: body.password,
          confirmation: body.password_confirmation,
          userInputs: [body.email],
        },
      );
      await resetPassword(deps, normaliseEmail(body.email), body.token, body.password, localeOf(request));
      return success({ message: t(localeOf(request), 'password_reset') });
    },
  );
};
