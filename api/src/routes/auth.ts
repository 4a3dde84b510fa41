import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { success } from '../envelope';
import { addFieldError, createFieldErrors, ValidationError } from '../errors';
import { localeOf, t } from '../i18n';
import { normaliseEmail } from '../lib/email';
import { login, register, requestPasswordReset, resetPassword } from '../services/auth';
import { findUsableInvitation } from '../services/invitations';
import { toUserView } from '../services/views';
import * as s from './schemas';

interface LoginBody {
  email: string;
  password: string;
}
interface RegisterBody {
  name?: string;
  firstname?: string;
  lastname?: string;
  email: string;
  password: string;
  password_confirmation: string;
  token?: string;
}
interface ResetBody {
  email: string;
  password: string;
  password_confirmation: string;
  token: string;
}

/** The rules a schema cannot express: blank after trimming, and the password confirmation. */
function checkFields(
  request: FastifyRequest,
  required: Record<string, string | undefined>,
  password: { value: string; confirmation: string },
): void {
  const locale = localeOf(request);
  const errors = createFieldErrors();
  for (const [field, value] of Object.entries(required)) {
    if (value === undefined || value.trim() === '') addFieldError(errors, field, t(locale, 'field_required'));
  }
  if (password.value !== password.confirmation) {
    addFieldError(errors, 'password_confirmation', t(locale, 'field_password_confirm'));
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

export const authRoutes: FastifyPluginAsync = async (app) => {
  const { repos, sessions, config } = app;
  const deps = { repos, config, mail: app.mail };
  const querystring = s.langOnlyQuery;

  app.post<{ Body: LoginBody }>(
    '/auth/login',
    {
      schema: { body: s.body({ email: s.email, password: s.password }, ['email', 'password']), querystring },
      preHandler: app.loginLimiter(),
    },
    async (request, reply) => {
      const user = await login(deps, request, reply, normaliseEmail(request.body.email), request.body.password);
      await sessions.start(request, reply, user.id);
      return success(await toUserView(repos, user, config.now()));
    },
  );

  app.post('/auth/logout', { schema: { body: s.emptyBody, querystring } }, async (request, reply) => {
    await sessions.destroy(request, reply);
    return success(null);
  });

  app.post<{ Body: RegisterBody }>(
    '/auth/register',
    {
      schema: {
        body: s.body(
          {
            name: s.personName,
            firstname: s.personName,
            lastname: s.personName,
            email: s.email,
            password: s.newPassword,
            password_confirmation: s.password,
            token: s.token,
          },
          ['email', 'password', 'password_confirmation'],
        ),
        querystring,
      },
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
        { value: body.password, confirmation: body.password_confirmation },
      );
      const email = normaliseEmail(body.email);
      const user = await register(
        deps,
        token !== undefined
          ? { kind: 'invitation', token, name: body.name ?? '', email, password: body.password }
          : {
              kind: 'subscription',
              firstname: body.firstname ?? '',
              lastname: body.lastname ?? '',
              email,
              password: body.password,
            },
      );
      await sessions.start(request, reply, user.id);
      return reply.status(201).send(success(await toUserView(repos, user, config.now())));
    },
  );

  // It tells whether an account exists, so it sits behind the same limits as login.
  app.post<{ Body: { email: string } }>(
    '/auth/register-check',
    { schema: { body: s.body({ email: s.email }, ['email']), querystring }, preHandler: app.attemptLimiter() },
    async (request) =>
      success({ available: (await repos.users.findByEmail(normaliseEmail(request.body.email))) === undefined }),
  );

  app.get<{ Querystring: { token: string; email: string; lang?: string } }>(
    '/auth/check-invitation',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { token: s.token, email: s.email, lang: s.lang },
          required: ['token', 'email'],
        },
      },
    },
    async (request) => {
      const invitation = await findUsableInvitation(
        repos,
        request.query.token,
        normaliseEmail(request.query.email),
        config.now(),
      );
      const firm = await repos.clients.findById(invitation.client_id);
      return success({ valid: true, email: invitation.email, client: { name: firm?.name ?? null } });
    },
  );

  // Same answer whether or not the account exists, and whether or not a mail goes out. The limits stop
  // probing from one address; at most one mail per account per minute stops flooding a mailbox from many.
  app.post<{ Body: { email: string } }>(
    '/auth/forgot-password',
    { schema: { body: s.body({ email: s.email }, ['email']), querystring }, preHandler: app.attemptLimiter() },
    async (request) => {
      const locale = localeOf(request);
      await requestPasswordReset(deps, normaliseEmail(request.body.email), locale);
      return success({ message: t(locale, 'forgot_password_sent') });
    },
  );

  app.post<{ Body: ResetBody }>(
    '/auth/reset-password',
    {
      schema: {
        body: s.body({ email: s.email, password: s.newPassword, password_confirmation: s.password, token: s.token }, [
          'email',
          'password',
          'password_confirmation',
          'token',
        ]),
        querystring,
      },
    },
    async (request) => {
      const { body } = request;
      checkFields(request, {}, { value: body.password, confirmation: body.password_confirmation });
      await resetPassword(deps, normaliseEmail(body.email), body.token, body.password);
      return success({ message: t(localeOf(request), 'password_reset') });
    },
  );
};
