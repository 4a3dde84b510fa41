// Valibot pieces of the authentication forms. Messages are ids of the shared catalogue (validation.*),
// translated where they are shown, so the schemas stay free of React and of the current locale.
import { isEmail, validationMessageIds as ids } from '@lexdesk/shared/core';
import * as v from 'valibot';

export const requiredText = v.pipe(v.string(), v.trim(), v.nonEmpty(ids.required));

export const emailField = v.pipe(v.string(), v.trim(), v.nonEmpty(ids.required), v.check(isEmail, ids.email));

/** Login: any non-empty password (old accounts may predate the length rule). */
export const currentPassword = v.pipe(v.string(), v.nonEmpty(ids.required));

export const passwordConfirmation = v.pipe(v.string(), v.nonEmpty(ids.required));

/**
 * The confirmation must equal the password. The original product pointed this rule at a field key that
 * did not exist, so it never ran; here it is applied for real, reported under the confirmation field
 * (`v.forward(v.check(passwordsMatch, ids.passwordConfirm), ['password_confirmation'])` in each schema).
 * An object-level check still runs when the password itself breaks a rule (valibot skips it only on
 * type errors), so a mismatch is reported even while the password is too short.
 */
export function passwordsMatch<T extends { password: string; password_confirmation: string }>(input: T): boolean {
  return input.password === input.password_confirmation;
}

export const mustBeTicked = (message: string) => v.pipe(v.boolean(), v.value(true, message));
