import { isApiError } from '@lexdesk/shared/core';

/** Message id shown in the form for a failed login. */
export function loginErrorMessageId(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 429 || error.code === 'too_many_attempts') return 'auth.login.tooManyAttempts';
    if (error.status === 422 || error.code === 'invalid_credentials') return 'auth.login.invalidCredentials';
  }
  return 'errors.500';
}
