import type { Subscription, SubscriptionState } from '@lexdesk/shared/contract';
import { nextPlanOf, type Plan, planOf, TRIAL_PLAN_CODE } from '../billing/plans';
import { AppError } from '../errors';
import type { BudgetOptions } from '../config';
import type { ClientRow, Repositories, UserRow } from '../repositories';

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

/**
 * Lawyers: members plus pending invitations. Pages: the firm's page ledger for this calendar year (UTC): every
 * page its lawyers' library uploads reserved this year, corrected by processing, deleted documents included.
 */
export async function usageOf(repos: Repositories, client: ClientRow, plan: Plan | null, now: Date): Promise<Usage> {
  const year = now.getUTCFullYear();
  const shown = plan ?? planOf(TRIAL_PLAN_CODE);
  const members = (await repos.users.idsOfClient(client.id)).length;
  const pending = await repos.invitations.pendingCount(client.id, now);
  const pages = await repos.pageLedger.pagesUsed(client.id, year);
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

/** The refusal of `pages` more when `used` of the plan's year are gone: all of them, or too many for what is left. */
function pagesRefusal(plan: Plan, next: Plan | null, year: number, used: number, pages: number): AppError {
  const left = Math.max(0, plan.pages_per_year - used);
  const params = { plan: plan.name, max: plan.pages_per_year, year, ...(next ? { next: next.name } : {}) };
  if (left === 0)
    return new AppError(409, 'plan_pages_limit', next ? 'plan_pages_limit' : 'plan_pages_limit_custom', params);
  return new AppError(409, 'plan_pages_limit', next ? 'plan_pages_left' : 'plan_pages_left_custom', {
    ...params,
    pages,
    left,
  });
}

/**
 * Before a library upload by the firm is read: a plan in force and pages left this year (the refusal comes before
 * the file is counted). The pages themselves are reserved by `reservePages`, with the document.
 */
export async function assertCanUpload(repos: Repositories, client: ClientRow, now: Date): Promise<void> {
  const { plan, next } = planFor(client, now, 'upload');
  const year = now.getUTCFullYear();
  const used = await repos.pageLedger.pagesUsed(client.id, year);
  if (used < plan.pages_per_year) return;
  throw pagesRefusal(plan, next, year, used, 1);
}

/**
 * Reserves a new document's `pages` on the firm's ledger for this year, in the transaction that stores the
 * document: refused (409, saying how many pages are left) when they do not fit in the plan. One conditional
 * statement decides, so uploads sent at the same moment cannot pass the limit together.
 */
export async function reservePages(tx: Repositories, client: ClientRow, pages: number, now: Date): Promise<void> {
  const { plan, next } = planFor(client, now, 'upload');
  const year = now.getUTCFullYear();
  if (await tx.pageLedger.reserve(client.id, year, pages, plan.pages_per_year)) return;
  throw pagesRefusal(plan, next, year, await tx.pageLedger.pagesUsed(client.id, year), pages);
}

/** Characters of text taken for one page of a Word document, whose format has no pages (about 500 words). */
export const WORD_PAGE_CHARACTERS = 3000;

/** The pages a read document uses of its plan: a PDF's pages, one per image, a Word text by its length. */
export function pagesOfExtracted(extracted: { text: string; pageCount: number | null }): number {
  return extracted.pageCount ?? Math.max(1, Math.ceil(extracted.text.length / WORD_PAGE_CHARACTERS));
}

/**
 * Once processing has read a document, in the transaction that records its text: when it takes more pages than
 * the upload reserved (a Word document whose saved count was missing or low, a PDF whose page tree could not be
 * read at upload), its firm's ledger is charged the difference, in the upload's year, even past the plan's limit
 * (the document is stored: the next upload is refused). Never less: a reservation is never given back. A document
 * on no ledger (the provider's, a litigant's file) changes nothing.
 */
export async function correctReservedPages(tx: Repositories, documentId: number, pages: number): Promise<void> {
  const charged = await tx.documents.raiseLedgerPages(documentId, pages);
  if (charged && pages > charged.before)
    await tx.pageLedger.correct(charged.clientId, charged.year, pages - charged.before);
}

/** A per-account budget spent (429): the route answers Retry-After with it. */
export class BudgetSpent extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    messageKey: 'too_many_pending_uploads' | 'too_many_searches',
    params: Record<string, string | number>,
  ) {
    super(429, messageKey, messageKey, { ...params, seconds: retryAfterSeconds });
  }
}

/**
 * The account's budget of uploads waiting for processing (text extraction and OCR cost minutes of a worker):
 * inside the transaction that stores the upload, counted under the account's lock, so uploads sent together
 * cannot all pass; before the file is received too, so a spent budget refuses before any byte is read.
 */
export async function assertUploadBudget(
  repos: Repositories,
  user: UserRow,
  budgets: Pick<BudgetOptions, 'pendingUploadsPerAccount' | 'pendingUploadsRetryAfterSeconds'>,
): Promise<void> {
  const waiting = await repos.documents.pendingUploadsOfLocked(user.id);
  if (waiting < budgets.pendingUploadsPerAccount) return;
  throw new BudgetSpent(budgets.pendingUploadsRetryAfterSeconds, 'too_many_pending_uploads', {
    max: budgets.pendingUploadsPerAccount,
  });
}
