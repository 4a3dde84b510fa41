import type { IntakeChallenge } from '@lexdesk/shared/domain';
import { createChallenge } from 'altcha-lib/v1';
import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Proof of work for the anonymous intake form (ALTCHA's format, altcha-lib): no third party, no
 * cookie, no tracking. GET /api/intake/form hands out a challenge signed with the server's key; the
 * page finds its number in the background while the litigant types; POST /api/intake sends the
 * solution, which serves once (the caller records `challengeId` as spent).
 *
 * It is a speed bump, not a wall: native code solves a challenge in a few milliseconds. What it
 * buys is that every submission costs a fresh challenge (a GET, then work), so a script cannot
 * replay one form at full speed; the per-IP rate limit stays the main guard.
 */

/**
 * The highest number of a challenge. The answer is uniform in 1..MAX, so a browser tries MAX / 2
 * hashes on average: measured in Chromium on a 2-core machine at 35,000 to 75,000 hashes per second,
 * that is about 0.4 s on average and under 1.5 s at worst, done while the litigant fills the form.
 */
export const INTAKE_CHALLENGE_MAX_NUMBER = 50_000;

/** Like the intake form token: a form left open serves for 2 hours. */
export const INTAKE_CHALLENGE_TTL_MS = 2 * 60 * 60 * 1000;

const ALGORITHM = 'SHA-256';
/** 16 random bytes, hex: every challenge differs, and so does its signature (the challenge's id). */
const SALT_BYTES = 16;
/** A solution is a few hundred characters; anything far longer is not one. */
const MAX_PAYLOAD_LENGTH = 2000;
const HEX_64 = /^[0-9a-f]{64}$/;
/** The salt createChallenge writes: random hex, then the expiry in seconds, then the `&` delimiter. */
const SALT = /^[0-9a-f]{32}\?expires=(\d{1,12})&$/;

/** A challenge for the intake form, expiring `ttlMs` after `now`. */
export async function createIntakeChallenge(
  hmacKey: string,
  now: Date,
  ttlMs: number = INTAKE_CHALLENGE_TTL_MS,
): Promise<IntakeChallenge> {
  const challenge = await createChallenge({
    algorithm: ALGORITHM,
    hmacKey,
    maxnumber: INTAKE_CHALLENGE_MAX_NUMBER,
    saltLength: SALT_BYTES,
    expires: new Date(now.getTime() + ttlMs),
  });
  return {
    algorithm: ALGORITHM,
    challenge: challenge.challenge,
    maxnumber: challenge.maxnumber ?? INTAKE_CHALLENGE_MAX_NUMBER,
    salt: challenge.salt,
    signature: challenge.signature,
  };
}

export type IntakeSolutionCheck =
  /** `challengeId` is unique per challenge (its signature): record it as spent until `expiresAt`. */
  { ok: true; challengeId: string; expiresAt: Date } | { ok: false };

interface Solution {
  algorithm: typeof ALGORITHM;
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}

function parse(payload: string): Solution | undefined {
  if (payload.length === 0 || payload.length > MAX_PAYLOAD_LENGTH) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const { algorithm, challenge, number, salt, signature } = value as Record<string, unknown>;
  if (algorithm !== ALGORITHM) return undefined;
  if (typeof challenge !== 'string' || !HEX_64.test(challenge)) return undefined;
  if (typeof signature !== 'string' || !HEX_64.test(signature)) return undefined;
  if (typeof salt !== 'string' || !SALT.test(salt)) return undefined;
  if (typeof number !== 'number' || !Number.isSafeInteger(number)) return undefined;
  if (number < 0 || number > INTAKE_CHALLENGE_MAX_NUMBER) return undefined;
  return { algorithm, challenge, number, salt, signature };
}

function sameHex(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));
}

/**
 * Checks the `altcha` field of an intake submission: well formed, signed with `hmacKey`, not
 * expired at `now`, and its number solves the challenge. Never throws.
 */
export async function verifyIntakeSolution(payload: string, hmacKey: string, now: Date): Promise<IntakeSolutionCheck> {
  const solution = parse(payload);
  if (!solution) return { ok: false };
  const expiresAt = new Date(Number(SALT.exec(solution.salt)?.[1]) * 1000);
  if (!(expiresAt.getTime() > now.getTime())) return { ok: false };
  // The challenge this salt and number make, and its signature under our key: both must match.
  const expected = await createChallenge({
    algorithm: ALGORITHM,
    hmacKey,
    number: solution.number,
    salt: solution.salt,
  });
  if (!sameHex(expected.challenge, solution.challenge) || !sameHex(expected.signature, solution.signature))
    return { ok: false };
  return { ok: true, challengeId: solution.signature, expiresAt };
}

/** The JSON, base64-encoded, that the page sends in the `altcha` field for the number found. */
export function encodeIntakeSolution(challenge: IntakeChallenge, number: number): string {
  const { algorithm, salt, signature } = challenge;
  return Buffer.from(JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature })).toString(
    'base64',
  );
}

/**
 * Solves a challenge with Node's synchronous SHA-256 (a few milliseconds), for API and end-to-end
 * tests that post the intake form themselves. Undefined when no number up to maxnumber solves it.
 */
export function solveIntakeChallenge(challenge: IntakeChallenge): string | undefined {
  for (let number = 0; number <= challenge.maxnumber; number += 1) {
    const hash = createHash('sha256').update(`${challenge.salt}${number}`).digest('hex');
    if (hash === challenge.challenge) return encodeIntakeSolution(challenge, number);
  }
  return undefined;
}
