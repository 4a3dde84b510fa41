import type { Locale } from '@lexdesk/shared/domain';
import { AppError, ValidationError, createFieldErrors, addFieldError } from '../errors';
import { t } from '../i18n';
import { normaliseEmail } from '../lib/email';
import { hasForbiddenNameCharacter } from '../lib/names';
import { EmailTakenError, type Repositories, type UserRow } from '../repositories';
import type { User } from '@lexdesk/shared/contract';
import { toUserView } from './views';

/** The user as stored now (after a change of theirs); 401 once the account is gone. */
export async function currentUserView(repos: Repositories, userId: number, now: Date): Promise<User> {
  const user = await repos.users.findById(userId);
  if (!user) throw new AppError(401, 'unauthenticated', 'unauthenticated');
  return toUserView(repos, user, now);
}

/** The language the user's mails and views are in (the browser switches to it at login). */
export async function setLanguage(repos: Repositories, user: UserRow, lang: Locale, now: Date): Promise<void> {
  await repos.users.setLang(user.id, lang, now);
}

export interface ProfileChange {
  firstname: string;
  lastname: string;
  email: string;
}

/** First name, last name (the register rules: trimmed, not blank, no control or direction characters) and e-mail. */
export async function updateProfile(
  repos: Repositories,
  user: UserRow,
  change: ProfileChange,
  locale: Locale,
  now: Date,
): Promise<void> {
  const errors = createFieldErrors();
  const firstname = change.firstname.trim();
  const lastname = change.lastname.trim();
  for (const [field, value] of [
    ['firstname', firstname],
    ['lastname', lastname],
  ] as const) {
    if (value === '') addFieldError(errors, field, t(locale, 'field_required'));
    else if (hasForbiddenNameCharacter(value)) addFieldError(errors, field, t(locale, 'field_invalid'));
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  const email = normaliseEmail(change.email);
  const owner = await repos.users.findByEmail(email);
  const taken = () => new ValidationError({ email: [t(locale, 'email_already_member')] });
  if (owner && owner.id !== user.id) throw taken();
  try {
    await repos.users.updateProfile(user.id, { firstname, lastname, email }, now);
  } catch (error) {
    // Another account took the address between the check and the update.
    if (error instanceof EmailTakenError) throw taken();
    throw error;
  }
}

/** The user's categories become exactly `categoryIds`; the onboarding step "skills" is then done. */
export async function setSkillCategories(
  repos: Repositories,
  user: UserRow,
  categoryIds: readonly number[],
  locale: Locale,
  now: Date,
): Promise<void> {
  const wanted = [...new Set(categoryIds)];
  const existing = new Set(await repos.lawCases.existingCategoryIds(wanted));
  if (wanted.some((id) => !existing.has(id))) throw new ValidationError({ category_ids: [t(locale, 'field_option')] });
  await repos.transaction(async (tx) => {
    await tx.skills.replaceOf(user.id, wanted);
    await tx.lawyers.markSkillsSet(user.id, now);
  });
}
