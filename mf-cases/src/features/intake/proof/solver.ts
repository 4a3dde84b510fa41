import type { IntakeChallenge } from '@lexdesk/shared';
import { solveChallenge } from 'altcha-lib/v1';

/**
 * Numbers tried between two pauses. Each try is one WebCrypto SHA-256 digest; altcha-lib's solver
 * awaits them back to back, and Chromium then runs no timer and paints no frame until the end (the
 * page froze for the whole 0.3 to 1.3 s of a solve, measured). Pausing after every 200 tries (a few
 * milliseconds of work) keeps the page fluid at the same speed.
 */
const TRIES_PER_SLICE = 200;

/**
 * Lets the browser handle input and paint. A MessageChannel message is a task without the 4 ms
 * minimum of nested timers (setTimeout(0) made the solve three times slower).
 */
function pause(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** What the API expects in the `altcha` field: base64 of the JSON {algorithm, challenge, number, salt, signature}. */
export function encodeSolution(challenge: IntakeChallenge, number: number): string {
  const { algorithm, salt, signature } = challenge;
  return btoa(JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature }));
}

/**
 * Finds the challenge's number on the page's thread, in slices, and resolves with the `altcha` field's
 * value; null when aborted or when no number up to maxnumber solves it. Rejects when the browser has no
 * WebCrypto (a page served over plain http from another host than localhost).
 */
export async function solveIntakeChallenge(challenge: IntakeChallenge, signal?: AbortSignal): Promise<string | null> {
  for (let start = 0; start <= challenge.maxnumber; start += TRIES_PER_SLICE) {
    if (signal?.aborted) return null;
    const end = Math.min(start + TRIES_PER_SLICE - 1, challenge.maxnumber);
    const found = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, end, start).promise;
    if (found) return encodeSolution(challenge, found.number);
    await pause();
  }
  return null;
}
