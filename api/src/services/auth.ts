import { passwordProductWord, pathTo } from '@lexdesk/shared/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { PASSWORD_RESET_MAIL_INTERVAL_MS, PASSWORD_RESET_TTL_MS, TRIAL_MS } from '../config';
import { AppError, ValidationError } from '../errors';
import { type Locale, t } from '../i18n';
import { randomToken, sha256 } from '../lib/crypto';
import { normaliseEmail, sameEmail } from '../lib/email';
import { getDummyHash, hashPassword, verifyPassword } from '../lib/passwords';
import type { MailQueue } from '../mail/mailer';
import { passwordResetMail } from '../mail/templates';
import { clientKey, tooManyAttempts } from '../plugins/rateLimit';
import { EmailTakenError, type Repositories, type UserRow } from '../repositories';
import type { SignInKind } from '../repositories/knownSignIns';
import { findUsableInvitation } from './invitations';

export interface AuthDeps {
  repos: Repositories;
  config: AppConfig;
  mail: MailQueue;
}

const invalidToken = () => new AppError(422, 'invalid_token', 'invalid_token');
export const emailTaken = () => new AppError(422, 'email_taken', 'email_taken');

// ---- Login --------------------------------------------------------------------------------------

/** The cookie that lets a browser which signed in before through an account's lockout. */
export const DEVICE_COOKIE = 'lexdesk_device';
const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
/** A device or address counts as the owner's for this long after its last successful sign-in. */
const KNOWN_SIGN_IN_MS = 90 * 24 * 60 * 60 * 1000;
/** Failures past half the account's limit each wait this much longer before the answer (at most 5 s). */
const FAILURE_DELAY_STEP_MS = 200;
const FAILURE_DELAY_MAX_MS = 5000;

const failuresKey = (email: string) => `login-failures|${email}`;

function signInCandidates(request: FastifyRequest): { kind: SignInKind; valueHash: string }[] {
  const candidates: { kind: SignInKind; valueHash: string }[] = [
    { kind: 'address', valueHash: sha256(`address|${clientKey(request.ip)}`) },
  ];
  const device = request.cookies[DEVICE_COOKIE];
  if (device) candidates.push({ kind: 'device', valueHash: sha256(`device|${device}`) });
  return candidates;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Checks the password. Only failures count against the account (10 per 15 minutes by default), and
 * past the limit the account refuses strangers only: a correct password still works from a browser
 * (device cookie) or an address that signed in to this account before, so nobody can lock an owner out
 * by failing on purpose. Failures past half the limit are slowed down rather than refused.
 */
export async function login(
  { repos, config }: AuthDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  email: string,
  password: string,
): Promise<UserRow> {
  const { perAccount, accountWindowMs } = config.rateLimits;
  const now = config.now();
  const user = await repos.users.findByEmail(email);
  const failures = await repos.rateLimits.peek(failuresKey(email), now);
  if (failures.count >= perAccount) {
    const since = new Date(now.getTime() - KNOWN_SIGN_IN_MS);
    const known = user ? await repos.knownSignIns.isKnown(user.id, signInCandidates(request), since) : false;
    if (!known) throw tooManyAttempts(reply, failures.windowEndsAt, now);
  }

  const valid = await verifyPassword(user?.password_hash ?? (await getDummyHash()), password);
  if (!user || !valid) {
    const { count } = await repos.rateLimits.hit(failuresKey(email), accountWindowMs, now);
    const beyondHalf = count - Math.floor(perAccount / 2);
    if (beyondHalf > 0) await sleep(Math.min(beyondHalf * FAILURE_DELAY_STEP_MS, FAILURE_DELAY_MAX_MS));
    throw new AppError(422, 'invalid_credentials', 'invalid_credentials');
  }

  let device = request.cookies[DEVICE_COOKIE];
  if (!device) {
    device = randomToken();
    reply.setCookie(DEVICE_COOKIE, device, {
      path: '/api/auth',
      httpOnly: true,
      sameSite: 'lax',
      secure: config.secureCookies,
      maxAge: DEVICE_COOKIE_MAX_AGE_S,
    });
  }
  await repos.knownSignIns.remember(user.id, 'device', sha256(`device|${device}`), now);
  await repos.knownSignIns.remember(user.id, 'address', sha256(`address|${clientKey(request.ip)}`), now);
  return user;
}

// ---- Register -----------------------------------------------------------------------------------

/** `lang`: the language the account is created in (the page's), kept as the user's language. */
export type Registration =
  | { kind: 'invitation'; token: string; name: string; email: string; password: string; lang: Locale }
  | {
      kind: 'subscription';
      firstname: string;
      lastname: string;
      email: string;
      password: string;
      lang: Locale;
      /** The current terms and privacy versions, when the page sent them. */
      acceptedLegalTexts?: { terms: string; privacy: string };
    };

/** The firm's name in the password (the product's words are the route's check, with the other field rules). */
async function refuseFirmNameInPassword(
  repos: Repositories,
  password: string,
  firmId: number | null,
  locale: Locale,
): Promise<void> {
  const firm = firmId === null ? undefined : await repos.clients.findById(firmId);
  if (passwordProductWord(password, firm?.name) !== undefined) {
    throw new ValidationError({ password: [t(locale, 'field_password_product_word')] });
  }
}

/**
 * With an invitation token, joins the inviting firm; without, creates a firm in its 30-day trial with
 * this user as its administrator. `email` must be normalised.
 */
export async function register({ repos, config }: AuthDeps, registration: Registration): Promise<UserRow> {
  const now = config.now();
  const { email } = registration;
  const invitation =
    registration.kind === 'invitation' ? await findUsableInvitation(repos, registration.token, email, now) : undefined;
  // A new firm (subscription) has no name yet.
  if (invitation) await refuseFirmNameInPassword(repos, registration.password, invitation.client_id, registration.lang);
  if (await repos.users.findByEmail(email)) throw emailTaken();
  const passwordHash = await hashPassword(registration.password);

  try {
    return await repos.transaction(async (tx) => {
      if (registration.kind === 'invitation' && invitation) {
        // Checked again inside the transaction: another request may have used it while we hashed.
        if (!(await tx.invitations.markUsed(invitation.id, now))) {
          throw new AppError(422, 'already_used_token', 'already_used_token');
        }
        const name = registration.name.trim();
        return tx.users.create(
          {
            clientId: invitation.client_id,
            email,
            passwordHash,
            name,
            firstname: null,
            lastname: name,
            lang: registration.lang,
          },
          now,
        );
      }
      if (registration.kind !== 'subscription') throw invalidToken();
      const firstname = registration.firstname.trim();
      const lastname = registration.lastname.trim();
      const firm = await tx.clients.create({ name: null, trialEndsAt: new Date(now.getTime() + TRIAL_MS) }, now);
      const created = await tx.users.create(
        {
          clientId: firm.id,
          email,
          passwordHash,
          name: `${firstname} ${lastname}`,
          firstname,
          lastname,
          lang: registration.lang,
          ...(registration.acceptedLegalTexts ? { acceptedLegalTexts: registration.acceptedLegalTexts } : {}),
        },
        now,
      );
      await tx.clients.setAdmin(firm.id, created.id, now);
      return created;
    });
  } catch (error) {
    if (error instanceof EmailTakenError) throw emailTaken();
    throw error;
  }
}

// ---- Password reset -----------------------------------------------------------------------------

/**
 * Mails a reset link when the account exists, at most one per account per minute. The caller answers the
 * same either way; the mail is queued with the token (one transaction) and delivered by the mail worker, so
 * the answer never waits for SMTP and takes no longer when the account exists.
 */
export async function requestPasswordReset({ repos, config, mail }: AuthDeps, email: string): Promise<void> {
  const user = await repos.users.findByEmail(email);
  if (!user) return;
  const token = randomToken();
  const now = config.now();
  const link = `${config.publicUrl}${pathTo.Reset({ email: user.email, token })}`;
  await repos.transaction(async (tx) => {
    if (await tx.passwordResets.issuedSince(user.email, new Date(now.getTime() - PASSWORD_RESET_MAIL_INTERVAL_MS)))
      return;
    await tx.passwordResets.replace(user.email, sha256(token), new Date(now.getTime() + PASSWORD_RESET_TTL_MS), now);
    // In the account's stored language: whoever asked, the mail is read by its owner.
    await mail.queue(tx, { template: 'password-reset', message: passwordResetMail(user.lang, user.email, link) });
  });
}

/** Whether no account uses this address (register-check: it tells that much, so it sits behind the login's limits). */
export async function isEmailAvailable(repos: Repositories, email: string): Promise<boolean> {
  return (await repos.users.findByEmail(normaliseEmail(email))) === undefined;
}

/** Sets the new password if the token is this address's, unused and unexpired; ends every session of the account. */
export async function resetPassword(
  { repos, config }: AuthDeps,
  email: string,
  token: string,
  password: string,
  locale: Locale,
): Promise<void> {
  const now = config.now();
  const reset = await repos.passwordResets.findByTokenHash(sha256(token));
  if (!reset || reset.used_at !== null || !sameEmail(reset.email, email)) throw invalidToken();
  if (reset.expires_at <= now.toISOString()) throw new AppError(422, 'expired_token', 'expired_token');
  const user = await repos.users.findByEmail(email);
  if (!user) throw invalidToken();
  await refuseFirmNameInPassword(repos, password, user.client_id, locale);

  const passwordHash = await hashPassword(password);
  await repos.transaction(async (tx) => {
    if (!(await tx.passwordResets.markUsed(reset.id, now))) throw invalidToken();
    await tx.users.updatePassword(user.id, passwordHash, now);
    // Whoever knew the old password is logged out everywhere.
    await tx.sessions.deleteOfUser(user.id);
  });
}
