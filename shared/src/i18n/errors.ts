import type { IntlShape } from 'react-intl';
import { isApiError } from '../api/errors';

/** The error toast text of section 8: "Error: " plus the server message, or the generic message. */
export function errorToastText(intl: IntlShape, error: unknown): string {
  const message = isApiError(error) && error.message ? error.message : intl.formatMessage({ id: 'errors.500' });
  return intl.formatMessage({ id: 'errors.prefix' }, { message });
}
