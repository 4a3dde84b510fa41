import type { IntakeChallenge } from '@lexdesk/shared';
import { useCallback, useEffect, useRef } from 'react';
import { solveIntakeChallenge } from '../proof/solver';

interface Solving {
  challenge: IntakeChallenge;
  controller: AbortController;
  payload: Promise<string | null>;
  settled: boolean;
}

export interface ProofOfWork {
  /**
   * The `altcha` field's value for this challenge: the running solve's, or a new one. Resolves with
   * null when the browser could not solve it (the server then says what to do).
   */
  solution: (challenge: IntakeChallenge) => Promise<string | null>;
  /** Whether the solution for this challenge is already there (the submit need not say it waits). */
  isReady: (challenge: IntakeChallenge) => boolean;
}

/**
 * Starts solving the form's proof-of-work challenge as soon as the form arrives, in the background
 * while the litigant types; a new form (reloaded after expiry, another language or law case) brings
 * a new challenge, which is solved in turn, the previous solve being dropped.
 */
export function useProofOfWork(challenge: IntakeChallenge | null | undefined): ProofOfWork {
  const solving = useRef<Solving | null>(null);

  const start = useCallback((next: IntakeChallenge): Solving => {
    const current = solving.current;
    if (current && current.challenge === next && !current.controller.signal.aborted) return current;
    current?.controller.abort();
    const controller = new AbortController();
    const entry: Solving = { challenge: next, controller, payload: Promise.resolve(null), settled: false };
    entry.payload = solveIntakeChallenge(next, controller.signal)
      .catch(() => null)
      .finally(() => {
        entry.settled = true;
      });
    solving.current = entry;
    return entry;
  }, []);

  useEffect(() => {
    if (challenge) start(challenge);
  }, [challenge, start]);

  // Leaving the page stops the work (and React's development double mount restarts it above).
  useEffect(() => () => solving.current?.controller.abort(), []);

  const solution = useCallback((next: IntakeChallenge) => start(next).payload, [start]);
  const isReady = useCallback((next: IntakeChallenge) => {
    const current = solving.current;
    return !!current && current.challenge === next && current.settled && !current.controller.signal.aborted;
  }, []);
  return { solution, isReady };
}
