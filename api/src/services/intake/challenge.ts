import type { IntakeChallenge } from '@lexdesk/shared/domain';
import { randomBytes } from 'node:crypto';
import { createIntakeChallenge, verifyIntakeSolution } from '../../lib/proofOfWork';
import type { Repositories } from '../../repositories';

const CHALLENGE_KEY_NAME = 'intake_challenge_hmac_key';

const challengeKey = (repos: Repositories) =>
  repos.secrets.getOrCreate(CHALLENGE_KEY_NAME, () => randomBytes(32).toString('base64url'));

/** A proof-of-work challenge for a loaded intake form (see lib/proofOfWork.ts). */
export async function issueIntakeChallenge(repos: Repositories, now: Date): Promise<IntakeChallenge> {
  return createIntakeChallenge(await challengeKey(repos), now);
}

/** The solved challenge's id and expiry when `payload` solves one of ours still valid; undefined otherwise. */
export async function checkIntakeSolution(
  repos: Repositories,
  payload: string | undefined,
  now: Date,
): Promise<{ challengeId: string; expiresAt: Date } | undefined> {
  if (payload === undefined) return undefined;
  const result = await verifyIntakeSolution(payload, await challengeKey(repos), now);
  return result.ok ? { challengeId: result.challengeId, expiresAt: result.expiresAt } : undefined;
}
