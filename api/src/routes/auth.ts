import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { PASSWORD_RESET_MAIL_INTERVAL_MS, PASSWORD_RESET_TTL_MS, TRIAL_MS } from '../config';
import { success } from '../envelope';
import { AppError, addFieldError, createFieldErrors, ValidationError } from '../errors';
import { localeOf, t } from '../i18n';
import { randomToken, sha256 } from '../lib/crypto';
import { normaliseEmail, sameEmail } from '../lib/email';
import { getDummyHash, hashPassword, verifyPassword } from '../lib/passwords';
import { passwordResetMail } from '../mail/templates';
import type { UserRow } from '../repositories';
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

const invalidToken = () => new AppError(422, 'invalid_token', 'invalid_token');
const emailTaken = () => new AppError(422, 'email_taken', 'email_taken');

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'SQLITE_CONSTRAINT_UNIQUE';
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
  const userView = (user: UserRow) => toUserView(repos, user, config.now());
  const querystring = s.langOnlyQuery;

  app.post<{ Body: LoginBody }>(
    '/auth/login',
    {
      schema: { body: s.body({ email: s.email, password: s.password }, ['email', 'password']), querystring },
      preHandler: app.attemptLimiter(),
    },
    async (request, reply) => {
      const user = repos.users.findByEmail(normaliseEmail(request.body.email));
      const valid = await verifyPassword(user?.password_hash ?? (await getDummyHash()), request.body.password);
      if (!user || !valid) throw new AppError(422, 'invalid_credentials', 'invalid_credentials');
      sessions.start(request, reply, user.id);
      return success(userView(user));
    },
  );

  app.post('/auth/logout', { schema: { body: s.emptyBody, querystring } }, async (request, reply) => {
    sessions.destroy(request, reply);
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
        {
          value: body.password,
          confirmation: body.password_confirmation,
        },
      );
      const email = normaliseEmail(body.email);
      const now = config.now();
      const invitation = token !== undefined ? findUsableInvitation(repos, token, email, now) : undefined;
      if (repos.users.findByEmail(email)) throw emailTaken();
      const passwordHash = await hashPassword(body.password);

      let user: UserRow;
      try {
        user = repos.transaction(() => {
          if (invitation) {
            // Checked again inside the transaction: another request may have used it while we hashed.
            if (!repos.invitations.markUsed(invitation.id, now)) {
              throw new AppError(422, 'already_used_token', 'already_used_token');
            }
            const name = (body.name ?? '').trim();
            return repos.users.create(
              { clientId: invitation.client_id, email, passwordHash, name, firstname: null, lastname: name },
              now,
            );
          }
          const firstname = (body.firstname ?? '').trim();
          const lastname = (body.lastname ?? '').trim();
          const firm = repos.clients.create({ name: null, trialEndsAt: new Date(now.getTime() + TRIAL_MS) }, now);
          const created = repos.users.create(
            { clientId: firm.id, email, passwordHash, name: `${firstname} ${lastname}`, firstname, lastname },
            now,
          );
          repos.clients.setAdmin(firm.id, created.id, now);
          return created;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }

      sessions.start(request, reply, user.id);
      return reply.status(201).send(success(userView(user)));
    },
  );

  // It tells whether an account exists, so it sits behind the same limits as login.
  app.post<{ Body: { email: string } }>(
    '/auth/register-check',
    { schema: { body: s.body({ email: s.email }, ['email']), querystring }, preHandler: app.attemptLimiter() },
    async (request) =>
      success({ available: repos.users.findByEmail(normaliseEmail(request.body.email)) === undefined }),
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
      const invitation = findUsableInvitation(
        repos,
        request.query.token,
        normaliseEmail(request.query.email),
        config.now(),
      );
      const firm = repos.clients.findById(invitation.client_id);
      return success({ valid: true, email: invitation.email, client: { name: firm?.name ?? null } });
    },
  );

  // Same answer whether or not the account exists, and whether or not a mail goes out. The limits
  // stop probing from one address; at most one mail per account per minute stops flooding a
  // mailbox from many.
  app.post<{ Body: { email: string } }>(
    '/auth/forgot-password',
    { schema: { body: s.body({ email: s.email }, ['email']), querystring }, preHandler: app.attemptLimiter() },
    async (request) => {
      const locale = localeOf(request);
      const user = repos.users.findByEmail(normaliseEmail(request.body.email));
      if (user) {
        const token = randomToken();
        const now = config.now();
        const issued = repos.passwordResets.replaceUnlessRecent(
          user.email,
          sha256(token),
          new Date(now.getTime() + PASSWORD_RESET_TTL_MS),
          now,
          PASSWORD_RESET_MAIL_INTERVAL_MS,
        );
        if (issued) {
          const link = `${config.publicUrl}/reset?email=${encodeURIComponent(user.email)}&token=${token}`;
          // Queued, not awaited: the answer must not take longer when the account exists.
          app.mail.enqueue(passwordResetMail(locale, user.email, link));
        }
      }
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
      const email = normaliseEmail(body.email);
      const now = config.now();
      const reset = repos.passwordResets.findByTokenHash(sha256(body.token));
      if (!reset || reset.used_at !== null || !sameEmail(reset.email, email)) throw invalidToken();
      if (reset.expires_at <= now.toISOString()) throw new AppError(422, 'expired_token', 'expired_token');
      const user = repos.users.findByEmail(email);
      if (!user) throw invalidToken();

      const passwordHash = await hashPassword(body.password);
      repos.transaction(() => {
        if (!repos.passwordResets.markUsed(reset.id, now)) throw invalidToken();
        repos.users.updatePassword(user.id, passwordHash, now);
        // Whoever knew the old password is logged out everywhere.
        sessions.destroyAllOfUser(user.id);
      });
      return success({ message: t(localeOf(request), 'password_reset') });
    },
  );
};
