import { checkInvitation, firstServerError, isApiError } from '@lexdesk/shared/core';

export type RegisterField = 'lastname' | 'email' | 'password' | 'password_confirmation';

export type RegisterFailure =
  /** The invitation itself is unusable: said once, above the form, with what to do next. */
  | { kind: 'invitation'; messageId: string }
  /** The server's own message (422), with its field errors placed under the fields. */
  | { kind: 'server'; message: string; fields: Partial<Record<RegisterField, string>> }
  | { kind: 'message'; messageId: string };

const INVITATION_MESSAGES: Record<string, string> = {
  already_used_token: 'auth.register.alreadyUsed',
  invalid_token: 'auth.register.invalid',
};

/** Section 8: already_used_token, invalid_token, other 422 with the server message, else errors.500. */
export function registerFailure(error: unknown): RegisterFailure {
  if (!isApiError(error)) return { kind: 'message', messageId: 'errors.500' };
  const invitationMessage = INVITATION_MESSAGES[error.code];
  if (invitationMessage) return { kind: 'invitation', messageId: invitationMessage };
  if (error.status === 422) {
    const fields: Partial<Record<RegisterField, string>> = {};
    // The API names the last name `name` (the payload's key).
    const byField: [RegisterField, string][] = [
      ['lastname', 'name'],
      ['email', 'email'],
      ['password', 'password'],
      ['password_confirmation', 'password_confirmation'],
    ];
    for (const [field, key] of byField) {
      const message = firstServerError(error.errors, key);
      if (message) fields[field] = message;
    }
    return { kind: 'server', message: error.message, fields };
  }
  return { kind: 'message', messageId: 'errors.500' };
}

export type InvitationStatus = { valid: true; clientName: string | null } | { valid: false; messageId: string };

/**
 * Checks the invitation before the user types anything, so that a used or broken link is said at once.
 * Returns null when the check itself could not be made (network): the form stays usable and the submit
 * will tell.
 */
export async function invitationStatus(token: string, email: string): Promise<InvitationStatus | null> {
  try {
    const result = await checkInvitation(token, email);
    if (!result.valid) return { valid: false, messageId: 'auth.register.invalid' };
    return { valid: true, clientName: result.client?.name ?? null };
  } catch (error) {
    const failure = registerFailure(error);
    return failure.kind === 'invitation' ? { valid: false, messageId: failure.messageId } : null;
  }
}
