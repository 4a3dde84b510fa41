import type { IntakeChallenge } from '@lexdesk/shared/domain';
import { verifySolution } from 'altcha-lib/v1';
import {
  createIntakeChallenge,
  encodeIntakeSolution,
  INTAKE_CHALLENGE_MAX_NUMBER,
  INTAKE_CHALLENGE_TTL_MS,
  solveIntakeChallenge,
  verifyIntakeSolution,
} from '../src/lib/proofOfWork';

const KEY = 'a-test-hmac-key-of-the-intake-form';
const NOW = new Date('2026-11-23T10:00:00Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);

interface Solution {
  algorithm: string;
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}
const decode = (payload: string) => JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as Solution;
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

async function solved(): Promise<{ challenge: IntakeChallenge; payload: string }> {
  const challenge = await createIntakeChallenge(KEY, NOW);
  const payload = solveIntakeChallenge(challenge);
  if (!payload) throw new Error('unsolvable challenge');
  return { challenge, payload };
}

describe('createIntakeChallenge', () => {
  it("is ALTCHA's SHA-256 challenge, with the expiry 2 hours later in its salt", async () => {
    const challenge = await createIntakeChallenge(KEY, NOW);
    expect(challenge).toEqual({
      algorithm: 'SHA-256',
      challenge: expect.stringMatching(/^[0-9a-f]{64}$/),
      maxnumber: INTAKE_CHALLENGE_MAX_NUMBER,
      salt: expect.stringMatching(/^[0-9a-f]{32}\?expires=\d+&$/),
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(challenge.salt).toContain(`expires=${Math.floor(later(INTAKE_CHALLENGE_TTL_MS).getTime() / 1000)}&`);
    expect(INTAKE_CHALLENGE_TTL_MS).toBe(2 * 60 * 60 * 1000);
  });

  it('differs at every call', async () => {
    const [a, b] = await Promise.all([createIntakeChallenge(KEY, NOW), createIntakeChallenge(KEY, NOW)]);
    expect(a.salt).not.toBe(b.salt);
    expect(a.signature).not.toBe(b.signature);
  });
});

describe('verifyIntakeSolution', () => {
  it('accepts a solved challenge, with the signature as its id and its expiry', async () => {
    const { challenge, payload } = await solved();
    expect(await verifyIntakeSolution(payload, KEY, NOW)).toEqual({
      ok: true,
      challengeId: challenge.signature,
      expiresAt: new Date(Math.floor(later(INTAKE_CHALLENGE_TTL_MS).getTime() / 1000) * 1000),
    });
    expect(await verifyIntakeSolution(payload, KEY, later(INTAKE_CHALLENGE_TTL_MS - 1000))).toMatchObject({ ok: true });
    // What altcha-lib itself (and so the ALTCHA widget's servers) accepts.
    expect(await verifySolution(payload, KEY, false)).toBe(true);
  });

  it('refuses an expired challenge', async () => {
    const { payload } = await solved();
    expect(await verifyIntakeSolution(payload, KEY, later(INTAKE_CHALLENGE_TTL_MS))).toEqual({ ok: false });
    expect(await verifyIntakeSolution(payload, KEY, later(3 * INTAKE_CHALLENGE_TTL_MS))).toEqual({ ok: false });
  });

  it('refuses a wrong number', async () => {
    const { payload } = await solved();
    const solution = decode(payload);
    for (const number of [solution.number + 1, solution.number - 1, 0, INTAKE_CHALLENGE_MAX_NUMBER + 1, -1, 1.5])
      expect(await verifyIntakeSolution(encode({ ...solution, number }), KEY, NOW)).toEqual({ ok: false });
    expect(await verifyIntakeSolution(encode({ ...solution, number: String(solution.number) }), KEY, NOW)).toEqual({
      ok: false,
    });
  });

  it('refuses a tampered challenge: later expiry, other salt, challenge or signature, another key', async () => {
    const { payload } = await solved();
    const solution = decode(payload);
    const farExpiry = solution.salt.replace(/expires=\d+/, 'expires=9999999999');
    const tampered = [
      { ...solution, salt: farExpiry },
      { ...solution, salt: solution.salt.replace(/^./, (c: string) => (c === '0' ? '1' : '0')) },
      { ...solution, challenge: 'f'.repeat(64) },
      { ...solution, signature: '0'.repeat(64) },
      { ...solution, algorithm: 'SHA-1' },
    ];
    for (const value of tampered) expect(await verifyIntakeSolution(encode(value), KEY, NOW)).toEqual({ ok: false });
    expect(await verifyIntakeSolution(payload, 'another-key', NOW)).toEqual({ ok: false });

    // A challenge signed by us with a forged later expiry cannot be made without the key: one made
    // with another key and solved is refused too.
    const foreign = await createIntakeChallenge('another-key', NOW, 10 * INTAKE_CHALLENGE_TTL_MS);
    expect(await verifyIntakeSolution(solveIntakeChallenge(foreign)!, KEY, NOW)).toEqual({ ok: false });
  });

  it.each([
    ['empty', ''],
    ['not base64 JSON', 'not a payload'],
    ['JSON null', encode(null)],
    ['a JSON string', encode('x')],
    ['missing fields', encode({ algorithm: 'SHA-256' })],
    ['far too long', 'A'.repeat(5000)],
  ])('refuses a malformed payload (%s) without throwing', async (_label, payload) => {
    expect(await verifyIntakeSolution(payload, KEY, NOW)).toEqual({ ok: false });
  });

  it('encodes what the page sends: base64 of the JSON {algorithm, challenge, number, salt, signature}', async () => {
    const challenge = await createIntakeChallenge(KEY, NOW);
    expect(decode(encodeIntakeSolution(challenge, 42))).toEqual({
      algorithm: 'SHA-256',
      challenge: challenge.challenge,
      number: 42,
      salt: challenge.salt,
      signature: challenge.signature,
    });
  });
});
