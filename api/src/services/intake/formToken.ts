import { createHmac, randomBytes } from 'node:crypto';
import { AppError } from '../../errors';
import { safeEqual } from '../../lib/crypto';
import type { Repositories } from '../../repositories';

// ---- The form token -------------------------------------------------------------------------

/** How long a loaded form may be sent. */
export const INTAKE_TOKEN_TTL_MS = 2 * 60 * 60 * 1000;
const INTAKE_KEY_NAME = 'intake_form_hmac_key';

export interface IntakeToken {
  expiresAt: number;
  signature: string;
}

async function intakeKey(repos: Repositories): Promise<Buffer> {
  const stored = await repos.secrets.getOrCreate(INTAKE_KEY_NAME, () => randomBytes(32).toString('base64url'));
  return Buffer.from(stored, 'base64url');
}

async function sign(repos: Repositories, firmUuid: string, expiresAt: number): Promise<string> {
  return createHmac('sha256', await intakeKey(repos))
    .update(`intake-form\n${firmUuid}\n${expiresAt}`)
    .digest('base64url');
}

/** `<expiry ms>.<HMAC-SHA256 of the firm uuid and the expiry>`, with the installation's own key. */
export async function issueIntakeToken(repos: Repositories, firmUuid: string, now: Date): Promise<string> {
  const expiresAt = now.getTime() + INTAKE_TOKEN_TTL_MS;
  return `${expiresAt}.${await sign(repos, firmUuid, expiresAt)}`;
}

const TOKEN_SHAPE = /^([0-9]{1,16})\.([A-Za-z0-9_-]{43})$/;

/** The token's parts if it is shaped like one; nothing is verified yet. */
export function parseIntakeToken(raw: unknown): IntakeToken | null {
  const match = typeof raw === 'string' ? TOKEN_SHAPE.exec(raw) : null;
  if (!match?.[1] || !match[2]) return null;
  return { expiresAt: Number(match[1]), signature: match[2] };
}

export function isIntakeTokenExpired(token: IntakeToken, now: Date): boolean {
  return token.expiresAt <= now.getTime();
}

export async function intakeTokenMatches(repos: Repositories, token: IntakeToken, firmUuid: string): Promise<boolean> {
  return safeEqual(await sign(repos, firmUuid, token.expiresAt), token.signature);
}

export const intakeTokenInvalid = () => new AppError(419, 'intake_token_invalid', 'intake_token_invalid');
