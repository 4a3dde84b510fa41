import { ValidationError } from '../errors';
import { type Locale, t } from '../i18n';
import { hasForbiddenNameCharacter } from '../lib/names';
import { type ClientRow, type OnboardingFlags, onboardingOf, type Repositories, type UserRow } from '../repositories';
import { currentFirmView } from './office';
import type { Client } from '@lexdesk/shared/contract';

export type { OnboardingFlags } from '../repositories';

const FIRM_NAME_MAX = 120;

/** The onboarding panel's steps as the user's row records them. */
export function onboardingStatus(user: UserRow): OnboardingFlags {
  return onboardingOf(user);
}

/** Steps 2 and 3 of the onboarding panel: the lawyer opened the casus, then the magic-link documentation. */
export type OnboardingStep = 'casus' | 'done';

/** Records a step; answers the steps as stored now. */
export async function markOnboardingStep(
  repos: Repositories,
  user: UserRow,
  step: OnboardingStep,
  now: Date,
): Promise<OnboardingFlags> {
  if (step === 'casus') await repos.lawyers.markCasusSet(user.id, now);
  else await repos.lawyers.markOnboardingDone(user.id, now);
  return onboardingOf((await repos.users.findById(user.id)) ?? user);
}

/** Step 1: the firm's name, trimmed (required, at most 120 characters, no control or bidirectional mark). */
export async function renameFirm(
  repos: Repositories,
  firm: ClientRow,
  rawName: string,
  locale: Locale,
  now: Date,
): Promise<Client> {
  const name = rawName.trim();
  if (name === '') throw new ValidationError({ name: [t(locale, 'field_required')] });
  // The firm's name reaches mail subjects and the public intake page.
  if (hasForbiddenNameCharacter(name)) throw new ValidationError({ name: [t(locale, 'field_invalid')] });
  if (name.length > FIRM_NAME_MAX)
    throw new ValidationError({ name: [t(locale, 'field_too_long', { max: FIRM_NAME_MAX })] });
  await repos.clients.setName(firm.id, name, now);
  return currentFirmView(repos, firm, now);
}
