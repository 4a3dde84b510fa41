import { pathTo } from '@lexdesk/shared';
import type { Step } from '../features/subscription/model/draft';

// The shell paths mf-billing links to; every one comes from shared's route builders.
export const OFFICE_SUBSCRIPTION_PATH = pathTo.OfficeSubscription();

export const STEP_PATHS: Readonly<Record<Step, string>> = {
  plans: pathTo.SubscriptionOptions(),
  payment: pathTo.SubscriptionPayment(),
  billing: pathTo.SubscriptionBilling(),
  recap: pathTo.SubscriptionRecap(),
};

/** The step a path shows; the layout's own path (before its index redirect) counts as the first step. */
export function stepOfPath(pathname: string): Step {
  const path = pathname.replace(/\/+$/, '');
  const found = (Object.keys(STEP_PATHS) as Step[]).find((step) => STEP_PATHS[step] === path);
  return found ?? 'plans';
}
