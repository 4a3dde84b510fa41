// Where a firm stands with its trial, as the screens tell it (the server's subscription_status and trial end, read
// against the browser's clock). Pure: the shell's frame, mf-billing and mf-office read it through
// '@lexdesk/shared/domain/subscription', which carries nothing else.
import type { Client } from '../types/entities';

/** The trial's last days, when every member of the firm is told it ends (the banner of the signed-in frame). */
export const TRIAL_ENDING_DAYS = 7;

/** The code of the 402 the API answers an action it refuses past the trial without a subscription (invite, upload). */
export const SUBSCRIPTION_REQUIRED = 'subscription_required';

const DAY_MS = 24 * 60 * 60 * 1000;

export type TrialStanding =
  /** Paying (late payments and cancelled subscriptions still running included). */
  | { kind: 'subscribed' }
  /** In the trial: `daysLeft` counts the days started before its end (1 on its last day). */
  | { kind: 'trial'; endsAt: string; daysLeft: number; ending: boolean }
  /** Past the trial without a subscription: invitations and uploads are refused. */
  | { kind: 'ended'; endedAt: string | null };

/**
 * The firm's standing at `now`; null without a firm (the super administrator). A trial whose end has passed by
 * the browser's clock is ended already: the session was read before, and the server refuses what it would.
 */
export function trialStandingOf(
  client: Pick<Client, 'subscription_status' | 'trial_ends_at'> | null | undefined,
  now: Date,
): TrialStanding | null {
  if (!client) return null;
  if (client.subscription_status === 'active') return { kind: 'subscribed' };
  const endsAt = client.trial_ends_at;
  const end = endsAt === null ? Number.NaN : Date.parse(endsAt);
  if (client.subscription_status === 'none' || endsAt === null || !(end > now.getTime()))
    return { kind: 'ended', endedAt: endsAt };
  const daysLeft = Math.ceil((end - now.getTime()) / DAY_MS);
  return { kind: 'trial', endsAt, daysLeft, ending: daysLeft <= TRIAL_ENDING_DAYS };
}

/** Whether the signed-in frame tells the firm about its trial: in its last days, and once it has ended. */
export function isTrialNoticeDue(standing: TrialStanding | null): boolean {
  return standing !== null && (standing.kind === 'ended' || (standing.kind === 'trial' && standing.ending));
}
