import { firstServerError, isApiError } from '@lexdesk/shared/core';

export type ResetField = 'password' | 'password_confirmation';

export type ResetFailure =
  /** The link is unusable: the way out is a new link (Forgot). */
  | { kind: 'link'; messageId: string }
  | { kind: 'server'; message: string; fields: Partial<Record<ResetField, string>> }
  | { kind: 'message'; messageId: string };

const LINK_MESSAGES: Record<string, string> = {
  invalid_token: 'auth.reset.invalidToken',
  expired_token: 'auth.reset.expiredToken',
};

export function resetFailure(error: unknown): ResetFailure {
  if (!isApiError(error)) return { kind: 'message', messageId: 'errors.500' };
  const linkMessage = LINK_MESSAGES[error.code];
  if (linkMessage) return { kind: 'link', messageId: linkMessage };
  if (error.status === 422 && error.code === 'validation_failed') {
    const fields: Partial<Record<ResetField, string>> = {};
    for (const field of ['password', 'password_confirmation'] as const) {
      const message = firstServerError(error.errors, field);
      if (message) fields[field] = message;
    }
    return { kind: 'server', message: error.message, fields };
  }
  return { kind: 'message', messageId: 'errors.500' };
}
