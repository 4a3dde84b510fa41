import type { Subscription, SubscriptionState } from '@lexdesk/shared/contract';
import { nextPlanOf, type Plan, planOf, TRIAL_PLAN_CODE } from '../billing/plans';
import { AppError } from '../errors';
import type { ClientRow, Repositories } from '../repositories';

/** Where a firm stands: paying (or late with a payment), in its trial, or neither. */
export type { SubscriptionState } from '@lexdesk/shared/contract';

/**
 * A subscription counts while the provider has not ended it; once cancelled it lasts until the end of the
 * period already paid. Without one, the trial counts until trial_ends_at.
 */
export function subscriptionStateOf(client: ClientRow, now: Date): SubscriptionState {
  const at = now.toISOString();
  const ended =
    client.cancel_at_period_end === 1 && client.current_period_end !== null && client.current_period_end <= at;
  if (client.billing_status !== 'none' && !ended) return client.billing_status;
  if (client.trial_ends_at !== null && client.trial_ends_at > at) return 'trial';
  return 'none';
}

/** The plan whose limits apply: the subscribed one, Basic's during the trial, none without either. */
export function planInForce(client: ClientRow, state: SubscriptionState): Plan | null {
  if (state === 'none') return null;
  if (state === 'trial') return planOf(TRIAL_PLAN_CODE);
  // A subscription recorded before plans existed (migration 010 copied its status) gets the first plan's limits.
  return planOf(client.subscription_plan ?? TRIAL_PLAN_CODE);
}

/** What the firm uses of its plan's limits. */
export type Usage = Subscription['usage'];

/** Lawyers: members plus pending invitations. Pages: the firm's library pages created this calendar year (UTC). */
export async function usageOf(repos: Repositories, client: ClientRow, plan: Plan | null, now: Date): Promise<Usage> {
  const year = now.getUTCFullYear();
  const shown = plan ?? planOf(TRIAL_PLAN_CODE);
  const members = (await repos.users.idsOfClient(client.id)).length;
  const pending = await repos.invitations.pendingCount(client.id, now);
  const pages = await repos.documents.libraryPagesOfFirmSince(client.id, new Date(Date.UTC(year, 0, 1)).toISOString());
  return {
    lawyers: { used: members + pending, limit: shown.lawyers_max },
    pages: { used: pages, limit: shown.pages_per_year, year },
  };
}

/** What the firm may do now, or the refusal: 402 without subscription or trial, 409 past the plan's limit. */
function planFor(client: ClientRow, now: Date, action: 'invite' | 'upload') {
  // `client` was read by this request (the invitation's under the firm's lock), so it is current.
  const plan = planInForce(client, subscriptionStateOf(client, now));
  if (!plan) {
    throw new AppError(
      402,
      'subscription_required',
      action === 'invite' ? 'subscription_required_invite' : 'subscription_required_upload',
    );
  }
  return { plan, next: nextPlanOf(plan) };
}

/** Before an invitation of `email`: one more lawyer must fit in the plan (an address invited already holds a seat). */
export async function assertCanInvite(repos: Repositories, client: ClientRow, email: string, now: Date): Promise<void> {
  const { plan, next } = planFor(client, now, 'invite');
  if (await repos.invitations.hasPending(client.id, email, now)) return;
  const usage = await usageOf(repos, client, plan, now);
  if (usage.lawyers.used < plan.lawyers_max) return;
  throw new AppError(
    409,
    'plan_lawyer_limit',
    next ? 'plan_lawyer_limit' : 'plan_lawyer_limit_custom',
    next ? { plan: plan.name, max: plan.lawyers_max, next: next.name } : { plan: plan.name, max: plan.lawyers_max },
  );
}

/** Before a library upload by the firm: the year's pages must not be used up already. */
export async function assertCanUpload(repos: Repositories, client: ClientRow, now: Date): Promise<void> {
  const { plan, next } = planFor(client, now, 'upload');
  const usage = await usageOf(repos, client, plan, now);
  if (usage.pages.used < plan.pages_per_year) return;
  const params = { plan: plan.name, max: plan.pages_per_year, year: usage.pages.year };
  throw new AppError(
    409,
    'plan_pages_limit',
    next ? 'plan_pages_limit' : 'plan_pages_limit_custom',
    next ? { ...params, next: next.name } : params,
  );
}
