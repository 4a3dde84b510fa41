/**
 * @jest-environment node
 */
// Node's environment: WebCrypto and MessageChannel are Node's own (jsdom has no crypto.subtle).
import { createChallenge, verifySolution } from 'altcha-lib/v1';
import type { IntakeChallenge } from '@lexdesk/shared';
import { encodeSolution, solveIntakeChallenge } from './solver';

const KEY = 'test-key';

async function challengeFor(number: number, maxnumber = 1000): Promise<IntakeChallenge> {
  const made = await createChallenge({ hmacKey: KEY, number, maxnumber, expires: new Date(Date.now() + 60_000) });
  return { ...made, algorithm: 'SHA-256', maxnumber };
}

const decode = (payload: string) => JSON.parse(atob(payload)) as Record<string, unknown>;

describe('solveIntakeChallenge', () => {
  it('finds the number, across slices, and answers what altcha-lib verifies', async () => {
    const challenge = await challengeFor(777);
    const payload = await solveIntakeChallenge(challenge);
    expect(payload).not.toBeNull();
    expect(decode(payload!)).toEqual({
      algorithm: 'SHA-256',
      challenge: challenge.challenge,
      number: 777,
      salt: challenge.salt,
      signature: challenge.signature,
    });
    expect(await verifySolution(payload!, KEY)).toBe(true);
  });

  it('finds the first and the last number of the range', async () => {
    expect(decode((await solveIntakeChallenge(await challengeFor(0, 450)))!).number).toBe(0);
    expect(decode((await solveIntakeChallenge(await challengeFor(450, 450)))!).number).toBe(450);
  });

  it('answers null when no number up to maxnumber solves it', async () => {
    const challenge = await challengeFor(900);
    expect(await solveIntakeChallenge({ ...challenge, maxnumber: 500 })).toBeNull();
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    const solving = solveIntakeChallenge(await challengeFor(990), controller.signal);
    controller.abort();
    expect(await solving).toBeNull();
  });

  it('encodes the payload as standard base64 of the JSON', async () => {
    const challenge = await challengeFor(1);
    expect(encodeSolution(challenge, 5)).toBe(
      Buffer.from(
        JSON.stringify({
          algorithm: 'SHA-256',
          challenge: challenge.challenge,
          number: 5,
          salt: challenge.salt,
          signature: challenge.signature,
        }),
      ).toString('base64'),
    );
  });
});
