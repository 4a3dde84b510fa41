import type { IntlShape } from 'react-intl';
import { isApiError } from '../api/errors';

/**
 * The error toast text of section 8: "Error: " plus the server message, or the translated generic
 * message when the server gave none (network failure, a body that is not the envelope): the client
 * leaves ApiError.message empty then, so that nobody sees a text in the wrong language.
 */
export function errorToastText(intl: IntlShape, error: unknown): string {
  const serverMessage = isApiError(error) ? error.message.trim() : '';
  const message = serverMessage || intl.formatMessage({ id: 'errors.500' });
  return intl.formatMessage({ id: 'errors.prefix' }, { message });
}
